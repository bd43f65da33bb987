import { randomUUID } from 'node:crypto';
import {
  type ApplicationField,
  type CompleteTask,
  type DefaultTask,
  type DefaultTaskPatch,
  isChecklistSatisfied,
  isValidIsoDate,
  journeyMessages,
  type NewDefaultTask,
  type NewTask,
  normalizeFieldValue,
  type Task,
  type TaskAttachment,
  type TaskPatch,
  type TaskSummary,
  type TemplateConfig,
  uploadLimits,
  uploadTaskTypes,
} from '@fundpath/contracts/coaching';
import { isStaff } from '@fundpath/contracts/roles';
import type { Storage } from '../../adapters/storage';
import { isAllowedType, safeFileName, sniffFileType } from '../../adapters/storage/sniff';
import { type Ctx, requireActor } from '../../platform/auth';
import { type Db, readTogether } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { fieldsByIds, requireFieldIds, saveAnswers } from '../application/service';
import { findJourneyState, listScripts, requireStep, touchJourneyActivity } from '../coaching/content';
import type { AttachmentRow, DefaultTaskRow, UserTaskRow } from './repo';
import * as repo from './repo';

const TASK_NOT_FOUND = 'Task not found';
const MB = 1024 * 1024;

// ---- shapes -----------------------------------------------------------------------------------

async function loadFields(
  db: Db,
  tasks: ReadonlyArray<{ field_ids: string[] }>,
): Promise<Map<string, ApplicationField>> {
  const ids = [...new Set(tasks.flatMap((t) => t.field_ids))];
  const fields = await fieldsByIds(db, ids);
  return new Map(fields.map((f) => [f.id, f]));
}

function toDefaultTask(
  row: DefaultTaskRow,
  fields: Map<string, ApplicationField>,
  completed: Set<string>,
): DefaultTask {
  return {
    id: row.id,
    step_number: row.step_number,
    title: row.title,
    description: row.description,
    task_type: row.task_type,
    is_required: row.is_required,
    order_position: row.order_position,
    priority: row.priority,
    link_url: row.link_url,
    instructions: row.instructions,
    template_config: row.template_config ?? {},
    field_ids: row.field_ids,
    form_fields: row.field_ids.flatMap((id) => {
      const f = fields.get(id);
      return f ? [f] : [];
    }),
    is_completed: completed.has(row.id),
  };
}

export function toAttachment(row: AttachmentRow): TaskAttachment {
  return {
    id: row.id,
    task_id: row.task_id,
    file_name: row.file_name,
    content_type: row.content_type,
    file_ext: row.file_ext,
    size_bytes: row.size_bytes,
    created_at: row.created_at.toISOString(),
    download_url: `/api/tasks/attachments/${row.id}/download`,
  };
}

/**
 * A user's task as it is now: the state is the user's (completion, notes, answers), the
 * definition comes from the live default task, so an admin's edit reaches tasks already created.
 */
interface EffectiveTask extends UserTaskRow {
  field_ids: string[];
}

function effective(task: UserTaskRow, def: DefaultTaskRow | undefined): EffectiveTask {
  if (!def) return { ...task, field_ids: [] };
  return {
    ...task,
    step_number: def.step_number,
    title: def.title,
    description: def.description,
    task_type: def.task_type,
    link_url: def.link_url,
    instructions: def.instructions,
    template_config: def.template_config ?? {},
    is_required: def.is_required,
    order_position: def.order_position,
    field_ids: def.field_ids,
  };
}

function toTask(t: EffectiveTask, attachments: AttachmentRow[], fields: Map<string, ApplicationField>): Task {
  return {
    id: t.id,
    user_id: t.user_id,
    default_task_id: t.default_task_id,
    step_number: t.step_number,
    title: t.title,
    description: t.description,
    task_type: t.task_type,
    priority: t.priority,
    due_date: t.due_date,
    notes: t.notes,
    link_url: t.link_url,
    instructions: t.instructions,
    template_config: t.template_config ?? {},
    is_required: t.is_required,
    order_position: t.order_position,
    is_completed: t.is_completed,
    completed: t.is_completed,
    completed_at: t.completed_at?.toISOString() ?? null,
    checked_items: t.checked_items ?? [],
    form_data: t.form_data ?? {},
    uploaded_files: attachments.filter((a) => a.task_id === t.id).map(toAttachment),
    form_fields: t.field_ids.flatMap((id) => {
      const f = fields.get(id);
      return f ? [f] : [];
    }),
    is_custom: t.default_task_id === null,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
  };
}

async function withDefinitions(db: Db, rows: readonly UserTaskRow[]): Promise<EffectiveTask[]> {
  const defIds = [...new Set(rows.flatMap((r) => (r.default_task_id ? [r.default_task_id] : [])))];
  const defs = new Map((await repo.findDefaultTasksByIds(db, defIds)).map((d) => [d.id, d]));
  return rows
    .map((r) => effective(r, r.default_task_id ? defs.get(r.default_task_id) : undefined))
    .sort(
      (a, b) =>
        a.step_number - b.step_number || a.order_position - b.order_position || +a.created_at - +b.created_at,
    );
}

async function toTasks(db: Db, rows: readonly UserTaskRow[]): Promise<Task[]> {
  const eff = await withDefinitions(db, rows);
  const [attachments, fields] = await readTogether(db, [
    () =>
      repo.listAttachments(
        db,
        eff.map((t) => t.id),
      ),
    () => loadFields(db, eff),
  ] as const);
  return eff.map((t) => toTask(t, attachments, fields));
}

async function toOneTask(db: Db, row: UserTaskRow): Promise<Task> {
  const [task] = await toTasks(db, [row]);
  return task!;
}

// ---- default tasks (content) ----------------------------------------------------------------------

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

/** Unfinished counts per step in one call (the Client Center badge polls this instead of 18 calls). */
export async function taskSummary(ctx: Ctx): Promise<Omit<TaskSummary, 'status'>> {
  const actor = requireActor(ctx);
  const [scripts, defaults, done, journey, own] = await Promise.all([
    listScripts(ctx),
    repo.listDefaultTasks(ctx.db),
    repo.completedDefaultTaskIds(ctx.db, actor.id),
    findJourneyState(ctx.db, actor.id),
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
      excluded: s.locked || journey?.skipped_step === s.step_number,
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

// ---- user tasks -------------------------------------------------------------------------------

/** The caller's own task (404 for anyone else's: it is not revealed that it exists). */
async function ownTask(db: Db, ctx: Ctx, id: string, lock = false): Promise<UserTaskRow> {
  const actor = requireActor(ctx);
  const row = lock ? await repo.lockUserTask(db, id) : await repo.findUserTask(db, id);
  if (!row || row.user_id !== actor.id) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  return row;
}

/** The task for reading: its owner, or any staff member. */
async function visibleTask(ctx: Ctx, id: string): Promise<UserTaskRow> {
  const actor = requireActor(ctx);
  const row = await repo.findUserTask(ctx.db, id);
  if (!row || (row.user_id !== actor.id && !isStaff(actor))) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  return row;
}

export async function listTasks(ctx: Ctx, opts: { step_number?: number; user_id?: string }): Promise<Task[]> {
  const actor = requireActor(ctx);
  let userId = actor.id;
  if (opts.user_id && opts.user_id !== actor.id) {
    if (!isStaff(actor)) throw new AppError('NOT_FOUND', 'User not found');
    userId = opts.user_id;
  }
  return toTasks(ctx.db, await repo.listUserTasks(ctx.db, userId, opts.step_number));
}

export async function getTask(ctx: Ctx, id: string): Promise<Task> {
  return toOneTask(ctx.db, await visibleTask(ctx, id));
}

export async function createTask(ctx: Ctx, input: NewTask): Promise<Task> {
  const actor = requireActor(ctx);
  await requireStep(ctx.db, input.step_number);
  const row = await repo.insertUserTask(ctx.db, {
    user_id: actor.id,
    step_number: input.step_number,
    title: input.title,
    description: input.description ?? null,
    task_type: input.task_type,
    priority: input.priority,
    due_date: input.due_date ?? null,
    notes: input.notes ?? null,
    link_url: input.link_url ?? null,
    is_required: false,
    order_position: 10_000,
  });
  await touchJourneyActivity(ctx.db, actor.id);
  return toOneTask(ctx.db, row);
}

/** Materialises the step's default tasks for the caller; replaying it creates nothing new. */
export async function autoCreateTasks(
  ctx: Ctx,
  stepNumber: number,
): Promise<{ created: number; tasks: Task[] }> {
  const actor = requireActor(ctx);
  const step = await requireStep(ctx.db, stepNumber);
  if (step.locked) throw new AppError('FORBIDDEN', journeyMessages.stepNotAvailable(stepNumber));
  const created = await repo.insertTasksFromDefaults(
    ctx.db,
    actor.id,
    await repo.listDefaultTasks(ctx.db, stepNumber),
  );
  return {
    created: created.length,
    tasks: await toTasks(ctx.db, await repo.listUserTasks(ctx.db, actor.id, stepNumber)),
  };
}

export async function updateTask(ctx: Ctx, id: string, patch: TaskPatch): Promise<Task> {
  const actor = requireActor(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const task = await ownTask(tx, ctx, id, true);
    const [eff] = await withDefinitions(tx, [task]);
    const values: Partial<UserTaskRow> = {};
    if (patch.notes !== undefined) values.notes = patch.notes;
    if (patch.due_date !== undefined) values.due_date = patch.due_date;
    if (patch.priority !== undefined) values.priority = patch.priority;
    if (patch.title !== undefined || patch.description !== undefined) {
      if (task.default_task_id) throw new AppError('CONFLICT', 'Only tasks you added can be renamed');
      if (patch.title !== undefined) values.title = patch.title;
      if (patch.description !== undefined) values.description = patch.description;
    }
    if (patch.checked_items !== undefined) {
      if (eff!.task_type !== 'checklist')
        throw new AppError('VALIDATION_FAILED', 'Only checklist tasks have items');
      const checked = checkItems(eff!.template_config, patch.checked_items);
      values.checked_items = checked;
      // Spec §4: a checklist completes itself once its required items are checked, and reopens if unchecked.
      const satisfied = isChecklistSatisfied(eff!.template_config, checked);
      if (satisfied && !task.is_completed)
        Object.assign(values, { is_completed: true, completed_at: new Date() });
      if (!satisfied && task.is_completed) Object.assign(values, { is_completed: false, completed_at: null });
    }
    const updated = Object.keys(values).length ? await repo.updateUserTask(tx, task.id, values) : task;
    await touchJourneyActivity(tx, actor.id);
    return updated;
  });
  return toOneTask(ctx.db, row);
}

export async function deleteTask(ctx: Ctx, storage: Storage, id: string): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    const task = await ownTask(tx, ctx, id, true);
    if (task.default_task_id) throw new AppError('CONFLICT', 'Tasks of your journey cannot be deleted');
    const attachments = await repo.listAttachments(tx, [task.id]);
    await repo.deleteUserTask(tx, task.id);
    return attachments.map((a) => a.storage_key);
  });
  await removeStored(ctx, storage, keys);
}

function checkItems(config: TemplateConfig, checked: readonly string[]): string[] {
  const known = new Set((config.checklist_items ?? []).map((i) => i.id));
  const unique = [...new Set(checked)];
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length)
    throw new AppError('VALIDATION_FAILED', `Unknown checklist item: ${unknown.join(', ')}`);
  return unique;
}

/**
 * Completes a task with what its type needs (spec §4): a checklist its required items, an
 * external action a confirmation, an upload task its minimum file count, a form its fields
 * (validated by the fields' rules and saved as application answers), text/date inputs a value.
 * Completing a completed task again changes nothing.
 */
async function completeLocked(tx: Db, task: UserTaskRow, body: CompleteTask): Promise<UserTaskRow> {
  const [eff] = await withDefinitions(tx, [task]);
  const t = eff!;
  const config = t.template_config ?? {};
  const values: Partial<UserTaskRow> = {};
  if (body.notes !== undefined) values.notes = body.notes;
  const replay = task.is_completed;

  switch (t.task_type) {
    case 'checklist': {
      const checked = body.checked_items
        ? checkItems(config, body.checked_items)
        : (task.checked_items ?? []);
      if (body.checked_items) values.checked_items = checked;
      if (!isChecklistSatisfied(config, checked)) {
        const needed = config.require_all_checked
          ? (config.checklist_items ?? [])
          : (config.checklist_items ?? []).filter((i) => i.required !== false);
        const remaining = needed
          .filter((i) => !checked.includes(i.id))
          .map((i) => ({ id: i.id, text: i.text }));
        throw new AppError(
          'VALIDATION_FAILED',
          config.require_all_checked
            ? 'Please check every item before completing this task'
            : 'Please check all required items before completing this task',
          { remaining },
        );
      }
      break;
    }
    case 'external_action':
      if (!replay && body.confirmed !== true)
        throw new AppError(
          'VALIDATION_FAILED',
          'Please confirm you completed this action before marking it done',
          {
            confirmation_required: true,
          },
        );
      break;
    case 'document_upload':
    case 'file_upload': {
      const { min_files_required } = uploadLimits(config);
      const n = await repo.countAttachments(tx, task.id);
      if (n < min_files_required)
        throw new AppError(
          'VALIDATION_FAILED',
          `Please upload at least ${min_files_required} file(s) to complete this task`,
          {
            files_uploaded: n,
            min_files_required,
          },
        );
      break;
    }
    case 'form_fields': {
      const fields = await fieldsByIds(tx, t.field_ids);
      if (fields.length > 0) {
        const saved = await saveAnswers(tx, task.user_id, fields, body.form_data ?? {});
        values.form_data = saved;
      }
      break;
    }
    case 'text_input':
    case 'date_input': {
      const given = body.value ?? body.form_data?.value;
      const text = normalizeFieldValue(
        given === undefined ? undefined : (given as string | number | boolean | null),
      );
      const current = typeof task.form_data?.value === 'string' ? (task.form_data.value as string) : null;
      const value = given === undefined ? current : text;
      if (value === null)
        throw new AppError('VALIDATION_FAILED', 'Please enter a value to complete this task');
      if (t.task_type === 'date_input' && !isValidIsoDate(value))
        throw new AppError('VALIDATION_FAILED', 'Invalid date');
      if (value !== current) values.form_data = { ...(task.form_data ?? {}), value };
      break;
    }
    default:
      break; // checkbox, simple_task, link: doing it is the completion
  }
  if (!task.is_completed) Object.assign(values, { is_completed: true, completed_at: new Date() });
  const updated = Object.keys(values).length ? await repo.updateUserTask(tx, task.id, values) : task;
  await touchJourneyActivity(tx, task.user_id);
  return updated;
}

export async function completeTask(ctx: Ctx, id: string, body: CompleteTask): Promise<Task> {
  const row = await ctx.db.transaction(async (tx) =>
    completeLocked(tx, await ownTask(tx, ctx, id, true), body),
  );
  return toOneTask(ctx.db, row);
}

export async function uncompleteTask(ctx: Ctx, id: string): Promise<Task> {
  const row = await ctx.db.transaction(async (tx) => {
    const task = await ownTask(tx, ctx, id, true);
    if (!task.is_completed) return task;
    const updated = await repo.updateUserTask(tx, task.id, { is_completed: false, completed_at: null });
    await touchJourneyActivity(tx, task.user_id);
    return updated;
  });
  return toOneTask(ctx.db, row);
}

/** The caller's task made from a default task, created on first use. */
async function materialised(tx: Db, ctx: Ctx, defaultTaskId: string): Promise<UserTaskRow> {
  const actor = requireActor(ctx);
  const def = await repo.findDefaultTask(tx, defaultTaskId);
  if (!def) throw new AppError('NOT_FOUND', 'Default task not found');
  await repo.insertTasksFromDefaults(tx, actor.id, [def]);
  const row = await repo.findUserTaskForDefault(tx, actor.id, def.id);
  return (await repo.lockUserTask(tx, row!.id))!;
}

export async function completeDefaultTask(
  ctx: Ctx,
  defaultTaskId: string,
  body: CompleteTask,
): Promise<Task> {
  const row = await ctx.db.transaction(async (tx) =>
    completeLocked(tx, await materialised(tx, ctx, defaultTaskId), body),
  );
  return toOneTask(ctx.db, row);
}

export async function uncompleteDefaultTask(ctx: Ctx, defaultTaskId: string): Promise<Task> {
  const row = await ctx.db.transaction(async (tx) => {
    const task = await materialised(tx, ctx, defaultTaskId);
    return task.is_completed
      ? repo.updateUserTask(tx, task.id, { is_completed: false, completed_at: null })
      : task;
  });
  return toOneTask(ctx.db, row);
}

// ---- attachments ------------------------------------------------------------------------------

export interface IncomingFile {
  file_name: string;
  data: Buffer;
  /** More bytes arrived than the task allows: the data was cut. */
  too_large: boolean;
}

/** Where an upload may go and its limits; 404 unless the caller owns the task. */
export async function uploadTarget(ctx: Ctx, id: string) {
  const task = await ownTask(ctx.db, ctx, id);
  const [eff] = await withDefinitions(ctx.db, [task]);
  const limits = uploadLimits(eff!.template_config);
  return { task, limits, existing: await repo.countAttachments(ctx.db, task.id) };
}

function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m ? m[1]!.toLowerCase() : '';
}

/** What an unaccepted file is, for the message: its real type when recognisable, else its name's. */
function describeRejected(data: Buffer, fileName: string): string {
  const sniffed = sniffFileType(data);
  if (sniffed) return sniffed.ext;
  if (data[0] === 0x4d && data[1] === 0x5a) return 'exe';
  if (data[0] === 0x7f && data[1] === 0x45 && data[2] === 0x4c && data[3] === 0x46) return 'elf';
  if (data[0] === 0x50 && data[1] === 0x4b) return 'zip';
  return extensionOf(fileName) || 'unknown';
}

/**
 * Checks files by content against the task's allowed types, size and count (spec §5 messages),
 * stores them under server-made keys, and completes a document task at its minimum file count.
 */
export async function addAttachments(
  ctx: Ctx,
  storage: Storage,
  id: string,
  files: readonly IncomingFile[],
): Promise<{ attachments: TaskAttachment[]; task: Task }> {
  const { task, limits, existing } = await uploadTarget(ctx, id);
  if (files.length === 0) throw new AppError('VALIDATION_FAILED', 'Choose a file to upload');
  if (existing + files.length > limits.max_files_allowed)
    throw new AppError('LIMIT_REACHED', journeyMessages.maxFiles(limits.max_files_allowed));
  const prepared = files.map((f) => {
    const file_name = safeFileName(f.file_name, 'upload');
    if (f.too_large || f.data.length > limits.max_file_size_mb * MB)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        journeyMessages.fileTooLarge(file_name, limits.max_file_size_mb),
      );
    const sniffed = sniffFileType(f.data);
    if (!sniffed || !isAllowedType(sniffed, limits.allowed_file_types))
      throw new AppError(
        'VALIDATION_FAILED',
        journeyMessages.fileTypeNotAllowed(describeRejected(f.data, file_name), limits.allowed_file_types),
      );
    return { file_name, data: f.data, sniffed, key: `tasks/${task.user_id}/${randomUUID()}.${sniffed.ext}` };
  });

  for (const p of prepared) await storage.put(p.key, p.data, p.sniffed.mime);
  try {
    const rows = await ctx.db.transaction(async (tx) => {
      const locked = await ownTask(tx, ctx, id, true);
      // Counted again under the lock: two uploads at once cannot pass the limit together.
      const count = await repo.countAttachments(tx, locked.id);
      if (count + prepared.length > limits.max_files_allowed)
        throw new AppError('LIMIT_REACHED', journeyMessages.maxFiles(limits.max_files_allowed));
      const inserted = await repo.insertAttachments(
        tx,
        prepared.map((p) => ({
          task_id: locked.id,
          user_id: locked.user_id,
          storage_key: p.key,
          file_name: p.file_name,
          content_type: p.sniffed.mime,
          file_ext: p.sniffed.ext,
          size_bytes: p.data.length,
        })),
      );
      const [eff] = await withDefinitions(tx, [locked]);
      if (
        uploadTaskTypes.includes(eff!.task_type) &&
        !locked.is_completed &&
        count + inserted.length >= limits.min_files_required
      )
        await repo.updateUserTask(tx, locked.id, { is_completed: true, completed_at: new Date() });
      await touchJourneyActivity(tx, locked.user_id);
      return inserted;
    });
    const fresh = await repo.findUserTask(ctx.db, id);
    return { attachments: rows.map(toAttachment), task: await toOneTask(ctx.db, fresh!) };
  } catch (err) {
    await removeStored(
      ctx,
      storage,
      prepared.map((p) => p.key),
    );
    throw err;
  }
}

export async function listTaskAttachments(ctx: Ctx, id: string): Promise<TaskAttachment[]> {
  const task = await visibleTask(ctx, id);
  return (await repo.listAttachments(ctx.db, [task.id])).map(toAttachment);
}

/** The attachment for its owner or staff; anyone else gets 404. */
export async function attachmentForDownload(ctx: Ctx, attachmentId: string): Promise<AttachmentRow> {
  const actor = requireActor(ctx);
  const row = await repo.findAttachment(ctx.db, attachmentId);
  if (!row || (row.user_id !== actor.id && !isStaff(actor)))
    throw new AppError('NOT_FOUND', 'File not found');
  return row;
}

export async function deleteAttachment(ctx: Ctx, storage: Storage, attachmentId: string): Promise<Task> {
  const actor = requireActor(ctx);
  const { key, row } = await ctx.db.transaction(async (tx) => {
    const att = await repo.findAttachment(tx, attachmentId);
    if (!att || att.user_id !== actor.id) throw new AppError('NOT_FOUND', 'File not found');
    const task = await ownTask(tx, ctx, att.task_id, true);
    await repo.deleteAttachment(tx, att.id);
    const [eff] = await withDefinitions(tx, [task]);
    const remaining = await repo.countAttachments(tx, task.id);
    let updated = task;
    // An upload task below its minimum is no longer done.
    if (
      uploadTaskTypes.includes(eff!.task_type) &&
      task.is_completed &&
      remaining < uploadLimits(eff!.template_config).min_files_required
    )
      updated = await repo.updateUserTask(tx, task.id, { is_completed: false, completed_at: null });
    return { key: att.storage_key, row: updated };
  });
  await removeStored(ctx, storage, [key]);
  return toOneTask(ctx.db, row);
}

async function removeStored(ctx: Ctx, storage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      ctx.log.error({ err, key }, 'could not delete a stored task file');
    }
  }
}
