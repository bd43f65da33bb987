import type {
  ApplicationField,
  ApplicationFieldPatch,
  NewApplicationField,
  SaveApplicationData,
} from '@fundpath/contracts/coaching';
import type { Ctx } from '../../platform/auth';
import { type Db, readTogether } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUser } from '../auth';
import { listScripts } from '../journey';
import { checkAnswer, checkAnswers, type FieldValue, missingRequiredOf, storedValue } from './policy';
import type { FieldRow } from './repo';
import * as repo from './repo';

export type { FieldValue } from './policy';

export function toField(row: FieldRow): ApplicationField {
  return {
    id: row.id,
    field_name: row.field_name,
    field_label: row.field_label,
    field_type: row.field_type,
    required: row.required,
    validation_rules: row.validation_rules ?? {},
    options: row.options ?? [],
    placeholder: row.placeholder,
    help_text: row.help_text,
    step_number: row.step_number,
    display_order: row.display_order,
  };
}

export async function listFields(ctx: Ctx, stepNumber?: number): Promise<ApplicationField[]> {
  return (await repo.listFields(ctx.db, stepNumber)).map(toField);
}

/** The fields with these ids, in the order given (unknown ids, e.g. of a deleted field, dropped). */
export async function fieldsByIds(db: Db, ids: readonly string[]): Promise<ApplicationField[]> {
  const rows = await repo.findFieldsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toField(row)] : [];
  });
}

export async function requireFieldIds(db: Db, ids: readonly string[]): Promise<void> {
  const found = await repo.findFieldsByIds(db, ids);
  if (found.length !== new Set(ids).size)
    throw new AppError('VALIDATION_FAILED', 'Unknown application field id');
}

export async function getAnswers(db: Db, userId: string): Promise<Record<string, string>> {
  const rows = await repo.listAnswers(db, userId);
  return Object.fromEntries(rows.map((r) => [r.field_name, r.field_value]));
}

/** Validates one answer against its field's rules and saves it (a blank optional answer clears it). */
export async function saveAnswer(
  ctx: Ctx,
  userId: string,
  input: SaveApplicationData,
): Promise<{ field_name: string; field_value: string | null }> {
  const row = await repo.findFieldByName(ctx.db, input.field_name);
  if (!row) throw new AppError('NOT_FOUND', `Unknown application field: ${input.field_name}`);
  const field = toField(row);
  checkAnswer(field, input.field_value);
  const value = storedValue(field, input.field_value);
  if (value === null) await repo.deleteAnswer(ctx.db, userId, field.field_name);
  else await repo.upsertAnswer(ctx.db, userId, field.field_name, value, field.step_number);
  return { field_name: field.field_name, field_value: value };
}

/**
 * Validates a set of answers for the given fields (a required field already answered before may be
 * left out) and saves them in `db` (the caller's transaction). Throws with every problem in
 * `details.errors`, the first as the message.
 */
export async function saveAnswers(
  db: Db,
  userId: string,
  fields: readonly ApplicationField[],
  values: Record<string, FieldValue>,
): Promise<Record<string, string>> {
  const existing = await getAnswers(db, userId);
  checkAnswers(fields, values, existing);
  const saved: Record<string, string> = {};
  for (const field of fields) {
    if (!Object.hasOwn(values, field.field_name)) {
      if (existing[field.field_name] !== undefined) saved[field.field_name] = existing[field.field_name]!;
      continue;
    }
    const value = storedValue(field, values[field.field_name]);
    if (value === null) await repo.deleteAnswer(db, userId, field.field_name);
    else {
      await repo.upsertAnswer(db, userId, field.field_name, value, field.step_number);
      saved[field.field_name] = value;
    }
  }
  return saved;
}

/** Required fields of a step without a valid answer (spec: missing_required). */
export async function missingRequired(
  db: Db,
  userId: string,
  stepNumber: number,
): Promise<Array<{ field_name: string; field_label: string }>> {
  const [rows, answers] = await readTogether(db, [
    () => repo.listFields(db, stepNumber),
    () => getAnswers(db, userId),
  ] as const);
  return missingRequiredOf(rows.map(toField), answers);
}

// ---- admin --------------------------------------------------------------------------------------

export async function createField(ctx: Ctx, input: NewApplicationField): Promise<ApplicationField> {
  const display_order = input.display_order ?? (await repo.maxFieldOrder(ctx.db, input.step_number)) + 1;
  const row = await repo.insertField(ctx.db, { ...input, display_order });
  if (!row) throw new AppError('CONFLICT', `A field named ${input.field_name} already exists`);
  return toField(row);
}

export async function updateField(
  ctx: Ctx,
  id: string,
  patch: ApplicationFieldPatch,
): Promise<ApplicationField> {
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findField(tx, id);
    if (!current) throw new AppError('NOT_FOUND', 'Application field not found');
    if (patch.field_name && patch.field_name !== current.field_name) {
      if (await repo.findFieldByName(tx, patch.field_name))
        throw new AppError('CONFLICT', `A field named ${patch.field_name} already exists`);
      await repo.renameAnswers(tx, current.field_name, patch.field_name);
    }
    const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const row = Object.keys(values).length ? await repo.updateField(tx, id, values) : current;
    return toField(row!);
  });
}

/** Deletes the field; users' answers to it are kept (shown as other answers to staff). */
export async function deleteField(ctx: Ctx, id: string): Promise<void> {
  const row = await repo.deleteField(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Application field not found');
}

/** A client's answers grouped by step, for staff (`/admin/application-view/{userId}`). */
export async function applicationView(ctx: Ctx, userId: string) {
  const user = await findUser(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const [fields, answers, scripts] = await Promise.all([
    repo.listFields(ctx.db),
    repo.listAnswers(ctx.db, userId),
    listScripts(ctx),
  ]);
  const byName = new Map(answers.map((a) => [a.field_name, a]));
  const titles = new Map(scripts.map((s) => [s.step_number, s.step_title]));
  const order = new Map(scripts.map((s, i) => [s.step_number, i]));
  const steps = new Map<number, ReturnType<typeof toViewField>[]>();
  function toViewField(f: FieldRow) {
    const answer = byName.get(f.field_name);
    return {
      field_name: f.field_name,
      field_label: f.field_label,
      field_type: f.field_type,
      required: f.required,
      value: answer?.field_value ?? null,
      updated_at: answer?.updated_at.toISOString() ?? null,
    };
  }
  for (const f of fields) {
    const list = steps.get(f.step_number) ?? [];
    list.push(toViewField(f));
    steps.set(f.step_number, list);
  }
  const known = new Set(fields.map((f) => f.field_name));
  const other_answers = Object.fromEntries(
    answers.filter((a) => !known.has(a.field_name)).map((a) => [a.field_name, a.field_value]),
  );
  return {
    user: { id: user.id, email: user.email, display_name: user.display_name },
    steps: [...steps.entries()]
      .sort(([a], [b]) => (order.get(a) ?? 1000 + a) - (order.get(b) ?? 1000 + b))
      .map(([step_number, list]) => ({
        step_number,
        step_title: titles.get(step_number) ?? null,
        fields: list,
      })),
    other_answers,
  };
}
