/**
 * Funding content (admin console, 3/8): the lenders clients are matched to and the texts clients
 * see per funding outcome. Every change is written to the audit log in its own transaction.
 */
import type { MatchingBanks } from '@fundpath/contracts/credit';
import {
  type AdminMessage,
  type Bank,
  type BankPatch,
  defaultQualificationTexts,
  type MessageKey,
  type MessageUpdate,
  messageKeys,
  type NewBankValues,
  QUALIFICATION_MESSAGES,
  type QualificationTexts,
  unknownVariables,
} from '@fundpath/contracts/funding';
import { type EvaluationResult, revolvingUtilization } from '@fundpath/credit-engine';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import * as repo from './funding-repo';
import { matchingBanks } from './matching';

export const BANK_NOT_FOUND = 'Bank not found';

// ---- banks ------------------------------------------------------------------------------------

export function toBank(row: repo.BankRow): Bank {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What the audit keeps of a bank (no timestamps). */
const auditView = ({ created_at: _c, updated_at: _u, ...rest }: repo.BankRow) => rest;

/** Products once each, in the order given; states sorted, once each; none kept while all_states. */
function normalise<T extends { products?: string[]; states?: string[]; all_states?: boolean }>(input: T): T {
  const out = { ...input };
  if (out.products) out.products = [...new Set(out.products.filter((p) => p !== ''))];
  if (out.states) out.states = [...new Set(out.states)].sort();
  if (out.all_states === true) out.states = [];
  return out;
}

export async function listBanks(
  ctx: Ctx,
  query: {
    q?: string;
    active?: 'true' | 'false';
    state?: string;
    sort: 'name' | 'updated_at' | 'created_at' | 'max_inquiries' | 'utilization_ceiling';
    dir: 'asc' | 'desc';
    page: number;
    per_page: number;
  },
) {
  const { rows, total } = await repo.listBanks(ctx.db, {
    q: query.q || undefined,
    active: query.active === undefined ? undefined : query.active === 'true',
    state: query.state,
    sort: query.sort,
    dir: query.dir,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { banks: rows.map(toBank), total };
}

export async function getBank(ctx: Ctx, id: string): Promise<Bank> {
  const row = await repo.findBank(ctx.db, id);
  if (!row) throw notFound(BANK_NOT_FOUND);
  return toBank(row);
}

export async function createBank(ctx: Ctx, input: NewBankValues): Promise<Bank> {
  requireActor(ctx);
  const values = normalise(input);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertBank(tx, values as repo.NewBankRow);
    await recordAudit(
      ctx,
      {
        action: 'bank.created',
        target_type: 'bank',
        target_id: created.id,
        target_label: created.name,
        after: auditView(created),
      },
      tx,
    );
    return created;
  });
  return toBank(row);
}

export async function updateBank(ctx: Ctx, id: string, patch: BankPatch): Promise<Bank> {
  requireActor(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findBank(tx, id, { lock: true });
    if (!before) throw notFound(BANK_NOT_FOUND);
    const values = normalise(patch);
    const allStates = values.all_states ?? before.all_states;
    const states = values.states ?? before.states;
    if (!allStates && states.length === 0) {
      const message = 'Pick the states served, or serve all states';
      throw new AppError('VALIDATION_FAILED', message, { errors: { states: message } });
    }
    const after = await repo.updateBank(tx, id, values as Partial<repo.NewBankRow>);
    await recordAudit(
      ctx,
      {
        action: 'bank.updated',
        target_type: 'bank',
        target_id: id,
        target_label: after.name,
        before: auditView(before),
        after: auditView(after),
      },
      tx,
    );
    return after;
  });
  return toBank(row);
}

export async function deleteBank(ctx: Ctx, id: string): Promise<void> {
  requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findBank(tx, id, { lock: true });
    if (!before) throw notFound(BANK_NOT_FOUND);
    await repo.deleteBank(tx, id);
    await recordAudit(
      ctx,
      {
        action: 'bank.deleted',
        target_type: 'bank',
        target_id: id,
        target_label: before.name,
        before: auditView(before),
      },
      tx,
    );
  });
}

/**
 * The active banks each bureau of a stored report meets. The raw report is parsed for the
 * revolving utilization only when some active bank has a ceiling (stored reports passed the
 * size limits when they were stored).
 */
export async function matchingBanksFor(
  db: Db,
  evaluation: EvaluationResult,
  rawReport: () => string,
): Promise<MatchingBanks> {
  const banks = await repo.activeBanks(db);
  if (banks.length === 0 || evaluation.error) return { TransUnion: [], Experian: [], Equifax: [] };
  const utilization = banks.some((b) => b.utilization_ceiling !== null)
    ? revolvingUtilization(rawReport())
    : {};
  return matchingBanks(evaluation, banks, utilization);
}

// ---- qualification messages ------------------------------------------------------------------------

/** The texts in force: defaults with every admin edit applied. */
export async function qualificationTexts(db: Db): Promise<QualificationTexts> {
  const texts = defaultQualificationTexts();
  for (const row of await repo.listMessages(db)) {
    if (row.key in texts) texts[row.key as MessageKey] = { title: row.title, body: row.body };
  }
  return texts;
}

export async function listAdminMessages(ctx: Ctx): Promise<AdminMessage[]> {
  const edited = new Map((await repo.listMessages(ctx.db)).map((r) => [r.key, r]));
  return messageKeys.map((key) => adminMessage(key, edited.get(key)));
}

function adminMessage(
  key: MessageKey,
  row: { title: string; body: string; updated_at: Date; updated_by_name: string | null } | undefined,
): AdminMessage {
  const def = QUALIFICATION_MESSAGES[key];
  return {
    key,
    category: def.category,
    label: def.label,
    variables: [...def.variables],
    title: row?.title ?? def.default_title,
    body: row?.body ?? def.default_body,
    default_title: def.default_title,
    default_body: def.default_body,
    is_default: !row,
    updated_at: row?.updated_at.toISOString() ?? null,
    updated_by_name: row?.updated_by_name ?? null,
  };
}

export const MESSAGE_NOT_FOUND = 'Message not found';
const messageKeyOf = (key: string): MessageKey => {
  if (!Object.hasOwn(QUALIFICATION_MESSAGES, key)) throw notFound(MESSAGE_NOT_FOUND);
  return key as MessageKey;
};

/** Saves an edited message; a variable outside the message's allow-list is a field error. */
export async function updateMessage(ctx: Ctx, rawKey: string, input: MessageUpdate): Promise<AdminMessage> {
  const actor = requireActor(ctx);
  const key = messageKeyOf(rawKey);
  const def = QUALIFICATION_MESSAGES[key];
  const errors: Record<string, string> = {};
  for (const field of ['title', 'body'] as const) {
    const unknown = unknownVariables(input[field], def.variables);
    if (unknown.length)
      errors[field] =
        `Unknown variable${unknown.length > 1 ? 's' : ''} ${unknown.map((v) => `{{${v}}}`).join(', ')}. ` +
        `Use ${def.variables.map((v) => `{{${v}}}`).join(', ')}.`;
  }
  if (Object.keys(errors).length)
    throw new AppError('VALIDATION_FAILED', Object.values(errors)[0]!, { errors });
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findMessage(tx, key);
    await repo.upsertMessage(tx, { key, title: input.title, body: input.body, updated_by: actor.id });
    await recordAudit(
      ctx,
      {
        action: 'qualification_message.updated',
        target_type: 'qualification_message',
        target_id: key,
        target_label: def.label,
        before: before
          ? { title: before.title, body: before.body }
          : { title: def.default_title, body: def.default_body, default: true },
        after: { title: input.title, body: input.body },
      },
      tx,
    );
  });
  return (await listAdminMessages(ctx)).find((m) => m.key === key)!;
}

/** Back to the default text (a message never edited is already there: nothing is recorded). */
export async function resetMessage(ctx: Ctx, rawKey: string): Promise<AdminMessage> {
  requireActor(ctx);
  const key = messageKeyOf(rawKey);
  const def = QUALIFICATION_MESSAGES[key];
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findMessage(tx, key);
    if (!before) return;
    await repo.deleteMessage(tx, key);
    await recordAudit(
      ctx,
      {
        action: 'qualification_message.reset',
        target_type: 'qualification_message',
        target_id: key,
        target_label: def.label,
        before: { title: before.title, body: before.body },
        after: { title: def.default_title, body: def.default_body, default: true },
      },
      tx,
    );
  });
  return adminMessage(key, undefined);
}
