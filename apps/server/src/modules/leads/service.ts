/**
 * The lead pipeline's rules: who sees which leads (ADR 017's scope: admins and staff without a
 * brand see every lead, a branded staff member their brand's), dense positions within a stage
 * (moves lock the stages they touch), won/lost with a reason, and conversion into a client
 * account through the people module's invite.
 */
import type {
  ClientLead,
  Lead,
  LeadBoard,
  LeadHistoryEntry,
  LeadList,
  LeadListParams,
  LeadMove,
  LeadNote,
  LeadOwner,
  LeadPatchData,
  LeadSource,
  LeadStage,
  LeadStageKind,
  LeadTotals,
  NewLeadData,
} from '@fundpath/contracts/leads';
import { LEAD_CAPTURE_MIN_SECONDS } from '@fundpath/contracts/leads';
import type { Invite } from '@fundpath/contracts/people';
import { hasPermission, staffRoles } from '@fundpath/contracts/roles';
import type { Mailer } from '../../adapters/mail';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import { brandScopeOf, seesBrand } from '../../platform/brand-scope';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import * as auth from '../auth';
import * as people from '../people';
import * as repo from './repo';

export const LEAD_NOT_FOUND = 'Lead not found';
export const PENDING_INVITE_MESSAGE =
  'This address has a pending invitation to a team account; an administrator handles it in Users';
export const ACCOUNT_EXISTS_MESSAGE =
  'An account with this e-mail already exists. Open the client from Clients instead of converting the lead.';
export const CONVERT_NEEDS_EMAIL = 'Add an e-mail address to the lead before converting it.';
const CLOSED_STAGE_MESSAGE = 'Use “Mark won” or “Mark lost” to close a lead (a lost lead needs a reason).';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---- stages -------------------------------------------------------------------------------------

/** The stages in board order; the defaults are made on first use. */
export async function stages(db: Db): Promise<repo.StageRow[]> {
  const rows = await repo.listStages(db);
  if (rows.length > 0) return rows;
  await repo.insertDefaultStages(db);
  return repo.listStages(db);
}

const toStage = (s: repo.StageRow): LeadStage => ({
  id: s.id,
  name: s.name,
  kind: s.kind,
  position: s.position,
});

export async function listStages(ctx: Ctx): Promise<LeadStage[]> {
  return (await stages(ctx.db)).map(toStage);
}

async function firstStageOf(db: Db, kind: LeadStageKind): Promise<repo.StageRow> {
  const stage = (await stages(db)).find((s) => s.kind === kind);
  if (!stage) throw new AppError('CONFLICT', `There is no ${kind} stage`);
  return stage;
}

// ---- scope --------------------------------------------------------------------------------------

const scopeOf = (ctx: Ctx): repo.Scope => brandScopeOf(requireActor(ctx));

const inScope = (scope: repo.Scope, lead: { brand_id: string | null }) =>
  scope.all || lead.brand_id === scope.brandId;

export function toLead(row: repo.LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    source: row.source as LeadSource,
    value_cents: row.value_cents,
    owner_id: row.owner_id,
    owner_name: row.owner_name,
    next_action_on: row.next_action_on,
    notes: row.notes,
    stage_id: row.stage_id,
    stage_name: row.stage_name,
    stage_kind: row.stage_kind,
    position: row.position,
    brand_id: row.brand_id,
    client_id: row.client_id,
    client_name: row.client_name,
    lost_reason: row.lost_reason,
    closed_at: iso(row.closed_at),
    converted_invite_id: row.converted_invite_id,
    converted_user_id: row.converted_user_id,
    converted_at: iso(row.converted_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A lead the viewer may see, or 404 (another brand's lead is as unknown as a missing one). */
async function leadFor(ctx: Ctx, db: Db, id: string, lock = false): Promise<repo.LeadRow> {
  const row = await repo.findLead(db, id, { lock });
  if (!row || !inScope(scopeOf(ctx), row)) throw new AppError('NOT_FOUND', LEAD_NOT_FOUND);
  return row;
}

export async function getLead(ctx: Ctx, id: string): Promise<Lead> {
  return toLead(await leadFor(ctx, ctx.db, id));
}

export async function listOwners(ctx: Ctx): Promise<LeadOwner[]> {
  return repo.staffInScope(ctx.db, scopeOf(ctx), staffRoles);
}

async function assertOwner(
  ctx: Ctx,
  ownerId: string | null | undefined,
  leadBrand: string | null,
): Promise<void> {
  if (!ownerId) return;
  const owners = await listOwners(ctx);
  const owner = await auth.findUser(ctx.db, ownerId);
  // The owner must be able to open the lead: the platform's staff, or the lead's brand's.
  const seesLead = owner && seesBrand(owner, leadBrand);
  if (!owners.some((o) => o.id === ownerId) || !seesLead)
    throw new AppError('VALIDATION_FAILED', 'Choose a staff member as owner', {
      errors: { owner_id: 'Choose a staff member as owner' },
    });
}

// ---- board and list -----------------------------------------------------------------------------

const zero = (): LeadTotals => ({ count: 0, value_cents: 0 });

export async function board(
  ctx: Ctx,
  q: Omit<repo.LeadFilter, 'status' | 'stage_id'>,
): Promise<Omit<LeadBoard, 'status'>> {
  const me = requireActor(ctx);
  const all = await stages(ctx.db);
  const where = repo.leadWhere(q, scopeOf(ctx), me.id);
  const [cards, byKind] = await Promise.all([
    repo.boardLeads(ctx.db, where),
    repo.totalsByKind(ctx.db, where),
  ]);
  const columns = all
    .filter((s) => s.kind === 'open')
    .map((s) => {
      const leads = cards.filter((c) => c.stage_id === s.id).map(toLead);
      // Totals are the sum of the cards shown, by construction.
      const totals = leads.reduce(
        (t, l) => ({ count: t.count + 1, value_cents: t.value_cents + l.value_cents }),
        zero(),
      );
      return { ...toStage(s), leads, totals };
    });
  const open = columns.reduce(
    (t, c) => ({ count: t.count + c.totals.count, value_cents: t.value_cents + c.totals.value_cents }),
    zero(),
  );
  const kindTotal = (kind: LeadStageKind): LeadTotals => {
    const row = byKind.find((r) => r.kind === kind);
    return row ? { count: row.count, value_cents: row.value_cents } : zero();
  };
  return {
    columns,
    stages: all.map(toStage),
    totals: { open, won: kindTotal('won'), lost: kindTotal('lost') },
  };
}

export async function list(ctx: Ctx, q: LeadListParams): Promise<Omit<LeadList, 'status'>> {
  const me = requireActor(ctx);
  await stages(ctx.db);
  const where = repo.leadWhere(q, scopeOf(ctx), me.id);
  const { rows, total } = await repo.listLeads(ctx.db, where, q);
  return { leads: rows.map(toLead), total, page: q.page, per_page: q.per_page };
}

// ---- create, edit, delete -----------------------------------------------------------------------

export async function create(ctx: Ctx, input: NewLeadData): Promise<Lead> {
  const me = requireActor(ctx);
  await assertOwner(ctx, input.owner_id, me.brand_id);
  const all = await stages(ctx.db);
  const stage = input.stage_id
    ? all.find((s) => s.id === input.stage_id)
    : all.find((s) => s.kind === 'open');
  if (!stage)
    throw new AppError('VALIDATION_FAILED', 'Choose a stage', { errors: { stage_id: 'Choose a stage' } });
  if (stage.kind !== 'open') throw new AppError('VALIDATION_FAILED', 'A new lead starts in an open stage');
  const id = await ctx.db.transaction(async (tx) => {
    await repo.lockStages(tx, [stage.id]);
    const leadId = await repo.insertLead(tx, {
      brand_id: me.brand_id,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      source: input.source,
      value_cents: input.value_cents,
      owner_id: input.owner_id ?? null,
      next_action_on: input.next_action_on ?? null,
      notes: input.notes ?? null,
      stage_id: stage.id,
      position: await repo.nextPosition(tx, stage.id),
      created_by: me.id,
    });
    await repo.insertHistory(tx, {
      lead_id: leadId,
      from_stage_id: null,
      to_stage_id: stage.id,
      changed_by: me.id,
    });
    return leadId;
  });
  return getLead(ctx, id);
}

export async function update(ctx: Ctx, id: string, patch: LeadPatchData): Promise<Lead> {
  const current = await leadFor(ctx, ctx.db, id);
  if (patch.owner_id !== undefined) await assertOwner(ctx, patch.owner_id, current.brand_id);
  const set: Partial<repo.LeadInsert> = {};
  for (const key of [
    'name',
    'email',
    'phone',
    'source',
    'value_cents',
    'owner_id',
    'next_action_on',
    'notes',
  ] as const) {
    if (patch[key] !== undefined) (set as Record<string, unknown>)[key] = patch[key];
  }
  await repo.updateLead(ctx.db, id, set);
  return getLead(ctx, id);
}

export async function remove(ctx: Ctx, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const lead = await leadFor(ctx, tx, id, true);
    await repo.lockStages(tx, [lead.stage_id]);
    await repo.deleteLead(tx, id);
    await repo.renumber(tx, lead.stage_id, await repo.stageOrder(tx, lead.stage_id));
    await recordAudit(
      ctx,
      { action: 'lead.deleted', target_type: 'lead', target_id: id, target_label: lead.name },
      tx,
    );
  });
}

// ---- moves --------------------------------------------------------------------------------------

interface Moved {
  lead: Lead;
  from: string;
  to: repo.StageRow;
}

/**
 * Puts a lead at `position` in `stage` (clamped to the end). The lead and both stages are locked
 * for the transaction, so two moves at once queue and both stages keep positions 0…n-1.
 */
async function place(
  ctx: Ctx,
  id: string,
  stage: repo.StageRow,
  position: number | 'end',
  extra: (lead: repo.LeadRow) => Partial<repo.LeadInsert>,
): Promise<Moved> {
  const me = requireActor(ctx);
  const from = await ctx.db.transaction(async (tx) => {
    // Stages first (one statement, id order), then the lead: renumbering writes the other leads of
    // both stages, so every writer must hold the stage locks before any lead row (no lock cycle).
    // A lead changes stage only under its stage's lock, so once that is held its stage is fixed.
    let lead = await leadFor(ctx, tx, id);
    for (let attempt = 0; ; attempt++) {
      await repo.lockStages(tx, [lead.stage_id, stage.id]);
      const now = await leadFor(ctx, tx, id, true);
      if (now.stage_id === lead.stage_id) {
        lead = now;
        break;
      }
      lead = now; // moved meanwhile: lock its new stage too
      if (attempt >= 3) throw new AppError('CONFLICT', 'The lead is being moved; try again');
    }
    const order = await repo.stageOrder(tx, stage.id, id);
    const at = position === 'end' ? order.length : Math.min(position, order.length);
    order.splice(at, 0, id);
    await repo.updateLead(tx, id, { stage_id: stage.id, position: at, ...extra(lead) });
    await repo.renumber(tx, stage.id, order);
    if (lead.stage_id !== stage.id) {
      await repo.renumber(tx, lead.stage_id, await repo.stageOrder(tx, lead.stage_id));
      await repo.insertHistory(tx, {
        lead_id: id,
        from_stage_id: lead.stage_id,
        to_stage_id: stage.id,
        changed_by: me.id,
      });
    }
    return lead.stage_id;
  });
  if (from !== stage.id) {
    await ctx.events.emit(ctx, 'lead.stage_changed', {
      lead_id: id,
      from_stage_id: from,
      to_stage_id: stage.id,
      to_kind: stage.kind,
      changed_by: me.id,
    });
  }
  return { lead: await getLead(ctx, id), from, to: stage };
}

/** A board move: to an open stage (reopens a closed lead); closing needs won/lost. */
export async function move(ctx: Ctx, id: string, input: LeadMove): Promise<Lead> {
  const stage = (await stages(ctx.db)).find((s) => s.id === input.stage_id);
  if (!stage)
    throw new AppError('VALIDATION_FAILED', 'Choose a stage', { errors: { stage_id: 'Choose a stage' } });
  if (stage.kind !== 'open') throw new AppError('VALIDATION_FAILED', CLOSED_STAGE_MESSAGE);
  const moved = await place(ctx, id, stage, input.position, (lead) =>
    lead.stage_kind === 'open' ? {} : { lost_reason: null, closed_at: null },
  );
  return moved.lead;
}

export async function markWon(ctx: Ctx, id: string): Promise<Lead> {
  const stage = await firstStageOf(ctx.db, 'won');
  return (await place(ctx, id, stage, 'end', () => ({ lost_reason: null, closed_at: new Date() }))).lead;
}

export async function markLost(ctx: Ctx, id: string, reason: string): Promise<Lead> {
  const stage = await firstStageOf(ctx.db, 'lost');
  return (await place(ctx, id, stage, 'end', () => ({ lost_reason: reason, closed_at: new Date() }))).lead;
}

/**
 * Moves a lead to any stage on behalf of `ctx.actor` (an automation acts as its workflow's admin):
 * open stages take it to the end of the column (reopening a closed lead), won and lost close it
 * (lost with `lostReason`). Answers `moved: false` when it is in that stage already.
 */
export async function moveLeadToStage(
  ctx: Ctx,
  id: string,
  stageId: string,
  lostReason: string,
): Promise<{ moved: boolean; stage_name: string }> {
  const stage = (await stages(ctx.db)).find((s) => s.id === stageId);
  if (!stage) throw new AppError('NOT_FOUND', 'Stage not found');
  const lead = await leadFor(ctx, ctx.db, id);
  if (lead.stage_id === stage.id) return { moved: false, stage_name: stage.name };
  const extra =
    stage.kind === 'open'
      ? (row: repo.LeadRow): Partial<repo.LeadInsert> =>
          row.stage_kind === 'open' ? {} : { lost_reason: null, closed_at: null }
      : () => ({ lost_reason: stage.kind === 'lost' ? lostReason : null, closed_at: new Date() });
  const moved = await place(ctx, id, stage, 'end', extra);
  return { moved: moved.from !== stage.id, stage_name: stage.name };
}

/** Who a lead is, for another module acting on it (no access check: the caller decides). */
export async function leadBrief(db: Db, id: string) {
  const row = await repo.findLead(db, id);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    owner_id: row.owner_id,
    brand_id: row.brand_id,
    converted_user_id: row.converted_user_id,
    stage_id: row.stage_id,
    stage_name: row.stage_name,
  };
}

/** The lead converted into this account (newest), if any. */
export const leadIdOfUser = (db: Db, userId: string) => repo.leadIdOfUser(db, userId);

// ---- notes and history --------------------------------------------------------------------------

export async function notes(ctx: Ctx, id: string): Promise<LeadNote[]> {
  await leadFor(ctx, ctx.db, id);
  return (await repo.listNotes(ctx.db, id)).map((n) => ({ ...n, created_at: n.created_at.toISOString() }));
}

export async function addNote(ctx: Ctx, id: string, body: string): Promise<LeadNote> {
  const me = requireActor(ctx);
  await leadFor(ctx, ctx.db, id);
  const noteId = await repo.insertNote(ctx.db, { lead_id: id, author_id: me.id, body });
  await repo.updateLead(ctx.db, id, { updated_at: new Date() });
  const note = (await repo.listNotes(ctx.db, id)).find((n) => n.id === noteId)!;
  return { ...note, created_at: note.created_at.toISOString() };
}

export async function history(ctx: Ctx, id: string): Promise<LeadHistoryEntry[]> {
  await leadFor(ctx, ctx.db, id);
  return (await repo.listHistory(ctx.db, id)).map((h) => ({ ...h, changed_at: h.changed_at.toISOString() }));
}

// ---- convert ------------------------------------------------------------------------------------

/**
 * Invites the lead as a client (the people module's invite: single-use link by e-mail). The lead
 * row is locked, so two converts at once make one invite; a second convert answers the same
 * invite (and the account, once accepted). An address that already has an account is refused.
 */
export async function convert(
  ctx: Ctx,
  mailer: Mailer,
  id: string,
  origin: string,
): Promise<{ lead: Lead; invite: Invite; link: string | null; created: boolean }> {
  const result = await ctx.db.transaction(async (tx) => {
    const lead = await leadFor(ctx, tx, id, true);
    if (lead.converted_invite_id) {
      const invite = await people.inviteById(tx, lead.converted_invite_id);
      if (invite) {
        if (!lead.converted_user_id && invite.state === 'accepted' && lead.email) {
          const user = await auth.findUserByEmail(tx, lead.email);
          if (user) await repo.updateLead(tx, id, { converted_user_id: user.id });
        }
        return { invite, link: null, created: false };
      }
      // The invite row is gone (never in practice): convert again below.
    }
    if (!lead.email) throw new AppError('VALIDATION_FAILED', CONVERT_NEEDS_EMAIL);
    if (await auth.findUserByEmail(tx, lead.email))
      throw new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE, { errors: { email: ACCOUNT_EXISTS_MESSAGE } });
    // A pending invitation to another kind of account (staff) is an administrator's; never replace it.
    if ((await people.liveInviteRoles(tx, lead.email)).some((r) => r !== 'client'))
      throw new AppError('CONFLICT', PENDING_INVITE_MESSAGE, { errors: { email: PENDING_INVITE_MESSAGE } });
    const made = await people.invite(
      { ...ctx, db: tx },
      mailer,
      { email: lead.email, display_name: lead.name, role: 'client', brand_id: lead.brand_id },
      origin,
    );
    await repo.updateLead(tx, id, { converted_invite_id: made.invite.id, converted_at: new Date() });
    await repo.insertNote(tx, {
      lead_id: id,
      author_id: requireActor(ctx).id,
      body: `Converted: invited ${lead.email} to create a client account.`,
    });
    return { invite: made.invite, link: made.link, created: true };
  });
  // The sign-up link (shown when mail goes to the outbox) is for user administrators only.
  const link = hasPermission(requireActor(ctx), 'users.manage') ? result.link : null;
  return { lead: await getLead(ctx, id), ...result, link };
}

// ---- capture ------------------------------------------------------------------------------------

/**
 * The spam checks of a public lead form (`leadCaptureSpamFields`): the hidden honeypot field was
 * filled, or the form was sent faster than a person fills it. The caller answers a dropped
 * submission exactly like a real one (a bot learns nothing) and makes no lead.
 */
export function captureLooksAutomated(b: { website?: string | undefined; elapsed_ms: number }): {
  drop: boolean;
  honeypot: boolean;
  tooQuick: boolean;
} {
  const honeypot = Boolean(b.website);
  const tooQuick = b.elapsed_ms < LEAD_CAPTURE_MIN_SECONDS * 1000;
  return { drop: honeypot || tooQuick, honeypot, tooQuick };
}

export interface CaptureInput {
  name: string;
  email: string;
  phone?: string | null;
  /** What the person wrote, or what they booked; kept as a note on the lead. */
  message?: string | null;
  source: LeadSource;
  brand_id: string | null;
  value_cents?: number;
  owner_id?: string | null;
  /** The coach (client account) whose website or booking link captured the lead. */
  client_id?: string | null;
}

const CAPTURE_LABELS: Partial<Record<LeadSource, string>> = {
  booking_link: 'Booked through a booking link',
  website: 'Sent the contact form on the coach website',
};

/**
 * A lead from outside (a landing page form, a staff booking link). An open lead of the same
 * address (and brand) is annotated instead of duplicated: the note is added (with a new phone
 * number, never written into the lead), a missing owner filled in. Captures queue behind each other on the first stage's lock, so two at once for one
 * address make one lead.
 */
export async function captureLead(
  db: Db,
  input: CaptureInput,
): Promise<{ lead_id: string; created: boolean }> {
  const first = (await stages(db)).find((s) => s.kind === 'open');
  if (!first) throw new AppError('CONFLICT', 'There is no open stage');
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await repo.lockStages(tx, [first.id]);
    const clientId = input.client_id ?? null;
    const existing = await repo.findOpenLeadByEmail(tx, email, input.brand_id, clientId);
    const label = CAPTURE_LABELS[input.source] ?? 'Sent the contact form';
    const body = input.message ? `${label}: ${input.message}` : `${label}.`;
    if (existing) {
      const lead = (await repo.findLead(tx, existing, { lock: true }))!;
      // Anyone can submit a form with a known address: never change the lead's contact details
      // from outside (a planted call-back number); what they gave goes into the note for staff.
      await repo.updateLead(tx, existing, {
        owner_id: lead.owner_id ?? input.owner_id ?? null,
        updated_at: new Date(),
      });
      const phone =
        input.phone && input.phone !== lead.phone ? ` (gave the phone number ${input.phone})` : '';
      await repo.insertNote(tx, { lead_id: existing, author_id: null, body: `Again — ${body}${phone}` });
      return { lead_id: existing, created: false };
    }
    const leadId = await repo.insertLead(tx, {
      brand_id: input.brand_id,
      name: input.name,
      email,
      phone: input.phone ?? null,
      source: input.source,
      value_cents: input.value_cents ?? 0,
      owner_id: input.owner_id ?? null,
      client_id: clientId,
      stage_id: first.id,
      position: await repo.nextPosition(tx, first.id),
    });
    await repo.insertHistory(tx, {
      lead_id: leadId,
      from_stage_id: null,
      to_stage_id: first.id,
      changed_by: null,
    });
    await repo.insertNote(tx, { lead_id: leadId, author_id: null, body });
    return { lead_id: leadId, created: true };
  });
}

/**
 * A coach's own leads (captured by their website's contact form or their booking link), newest
 * first, as the coach sees them: contact details, where it came from, its stage, and what the
 * person wrote (the system notes only; staff notes stay with staff). The caller checks that the
 * viewer is that coach.
 */
export async function listClientLeads(
  db: Db,
  clientId: string,
  q: { page: number; per_page: number } = { page: 1, per_page: 50 },
): Promise<{ leads: ClientLead[]; total: number }> {
  const { rows, total } = await repo.listClientLeads(db, clientId, q);
  const messages = await repo.systemNotes(
    db,
    rows.map((r) => r.id),
  );
  return {
    total,
    leads: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      source: r.source as LeadSource,
      stage_name: r.stage_name,
      stage_kind: r.stage_kind,
      messages: (messages.get(r.id) ?? []).map((n) => ({
        body: n.body,
        created_at: n.created_at.toISOString(),
      })),
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    })),
  };
}

/**
 * Leads per stage for staff analytics, in the viewer's scope (their brand; all for admins and
 * unbranded staff); `mine` counts only the leads the viewer owns.
 */
export async function leadStageCounts(ctx: Ctx, opts: { mine: boolean }) {
  const me = requireActor(ctx);
  await stages(ctx.db); // the default stages exist from the first use on
  const where = repo.leadWhere(opts.mine ? { owner: 'me' } : {}, scopeOf(ctx), me.id);
  return repo.countsPerStage(ctx.db, where);
}
