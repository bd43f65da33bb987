/** Each step's default tasks (content staff edit) and the per-step counts built on them. */
import {
  type DefaultTask,
  type DefaultTaskPatch,
  type NewDefaultTask,
  type TaskSummary,
  type TemplateConfig,
  uploadLimits,
} from '@fundpath/contracts/coaching';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { requireFieldIds } from '../application';
import { listScripts, requireStep } from '../journey';
import type { DefaultTaskRow } from './repo';
import * as repo from './repo';
import { loadFields, toDefaultTask } from './shapes';

export async function listDefaultTasks(ctx: Ctx, stepNumber: number): Promise<DefaultTask[]> {
  const actor = requireActor(ctx);
  const [rows, done] = await Promise.all([
    repo.listDefaultTasks(ctx.db, stepNumber),
    repo.completedDefaultTaskIds(ctx.db, actor.id),
  ]);
  const fields = await loadFields(ctx.db, rows);
  const completed = new Set(done);
  return rows.map((r) => toDefaultTask(r, fields, completed));
}

async function defaultTaskOut(db: Db, row: DefaultTaskRow): Promise<DefaultTask> {
  return toDefaultTask(row, await loadFields(db, [row]), new Set());
}

function checkTemplate(taskType: DefaultTaskRow['task_type'], config: TemplateConfig): void {
  if (taskType === 'checklist' && !(config.checklist_items?.length ?? 0))
    throw new AppError('VALIDATION_FAILED', 'A checklist task needs at least one checklist item');
  const ids = (config.checklist_items ?? []).map((i) => i.id);
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION_FAILED', 'Checklist item ids must be unique');
  const limits = uploadLimits(config);
  if (limits.min_files_required > limits.max_files_allowed)
    throw new AppError('VALIDATION_FAILED', 'min_files_required cannot exceed max_files_allowed');
  if (taskType === 'external_action' && !config.external_action_url)
    throw new AppError('VALIDATION_FAILED', 'An external action task needs external_action_url');
}

export async function createDefaultTask(ctx: Ctx, input: NewDefaultTask): Promise<DefaultTask> {
  await requireStep(ctx.db, input.step_number);
  checkTemplate(input.task_type, input.template_config);
  if (input.field_ids?.length) await requireFieldIds(ctx.db, input.field_ids);
  const order_position =
    input.order_position ?? (await repo.maxDefaultTaskOrder(ctx.db, input.step_number)) + 1;
  const row = await repo.insertDefaultTask(ctx.db, {
    ...input,
    description: input.description ?? null,
    link_url: input.link_url ?? null,
    instructions: input.instructions ?? null,
    field_ids: input.field_ids ?? [],
    order_position,
  });
  return defaultTaskOut(ctx.db, row);
}

export async function updateDefaultTask(ctx: Ctx, id: string, patch: DefaultTaskPatch): Promise<DefaultTask> {
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findDefaultTask(tx, id);
    if (!current) throw new AppError('NOT_FOUND', 'Default task not found');
    if (patch.step_number !== undefined) await requireStep(tx, patch.step_number);
    checkTemplate(patch.task_type ?? current.task_type, patch.template_config ?? current.template_config);
    const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const row = Object.keys(values).length ? await repo.updateDefaultTask(tx, id, values) : current;
    return defaultTaskOut(tx, row!);
  });
}

export async function deleteDefaultTask(ctx: Ctx, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await repo.detachTasksOfDefault(tx, id);
    const row = await repo.deleteDefaultTask(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Default task not found');
  });
}

export async function reorderDefaultTasks(
  ctx: Ctx,
  input: { step_number: number; tasks: Array<{ id: string; order_position: number }> },
): Promise<DefaultTask[]> {
  const ids = input.tasks.map((t) => t.id);
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION_FAILED', 'Each task may appear only once');
  await ctx.db.transaction(async (tx) => {
    const rows = await repo.findDefaultTasksByIds(tx, ids);
    if (rows.length !== ids.length || rows.some((r) => r.step_number !== input.step_number))
      throw new AppError(
        'VALIDATION_FAILED',
        `Every task must be a default task of step ${input.step_number}`,
      );
    for (const t of input.tasks) await repo.updateDefaultTask(tx, t.id, { order_position: t.order_position });
  });
  return listDefaultTasks(ctx, input.step_number);
}

export async function setDefaultTaskFields(ctx: Ctx, id: string, fieldIds: string[]): Promise<DefaultTask> {
  const unique = [...new Set(fieldIds)];
  await requireFieldIds(ctx.db, unique);
  const row = await repo.updateDefaultTask(ctx.db, id, { field_ids: unique });
  if (!row) throw new AppError('NOT_FOUND', 'Default task not found');
  return defaultTaskOut(ctx.db, row);
}

export async function completedDefaultTaskIds(ctx: Ctx): Promise<string[]> {
  return repo.completedDefaultTaskIds(ctx.db, requireActor(ctx).id);
}

/**
 * Unfinished counts per step in one call (the Client Center badge polls this instead of 18 calls).
 * Locked steps and `excludedSteps` (the step the user's route skipped, known to the progress
 * module above this one) don't count towards the totals.
 */
export async function taskSummary(
  ctx: Ctx,
  excludedSteps: readonly number[] = [],
): Promise<Omit<TaskSummary, 'status'>> {
  const actor = requireActor(ctx);
  const [scripts, defaults, done, own] = await Promise.all([
    listScripts(ctx),
    repo.listDefaultTasks(ctx.db),
    repo.completedDefaultTaskIds(ctx.db, actor.id),
    repo.listUserTasks(ctx.db, actor.id),
  ]);
  const completed = new Set(done);
  const steps = scripts.map((s) => {
    const defs = defaults.filter((d) => d.step_number === s.step_number);
    const custom = own.filter((t) => t.default_task_id === null && t.step_number === s.step_number);
    const total = defs.length + custom.length;
    const doneCount =
      defs.filter((d) => completed.has(d.id)).length + custom.filter((t) => t.is_completed).length;
    const required = defs.filter((d) => d.is_required);
    const requiredCustom = custom.filter((t) => t.is_required);
    return {
      step_number: s.step_number,
      total,
      completed: doneCount,
      unfinished: total - doneCount,
      required_total: required.length + requiredCustom.length,
      unfinished_required:
        required.filter((d) => !completed.has(d.id)).length +
        requiredCustom.filter((t) => !t.is_completed).length,
      excluded: s.locked || excludedSteps.includes(s.step_number),
    };
  });
  const counted = steps.filter((s) => !s.excluded);
  return {
    steps,
    total_unfinished: counted.reduce((n, s) => n + s.unfinished, 0),
    total_unfinished_required: counted.reduce((n, s) => n + s.unfinished_required, 0),
  };
}

/** For step completion: the required tasks still open (done inside the caller's transaction). */
export async function openRequiredTasks(db: Db, userId: string, stepNumber: number) {
  return repo.openRequiredTasks(db, userId, stepNumber);
}
