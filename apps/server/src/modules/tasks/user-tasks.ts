/** Each user's tasks: reading, adding their own, editing, completing and reopening. */
import {
  type CompleteTask,
  journeyMessages,
  type NewTask,
  type Task,
  type TaskPatch,
} from '@fundpath/contracts/coaching';
import { isStaff } from '@fundpath/contracts/roles';
import type { Storage } from '../../adapters/storage';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { discardUploads } from '../../platform/uploads';
import { fieldsByIds, saveAnswers } from '../application';
import { requireStep } from '../journey';
import { afterChecklistChange, checkItems, completionValues, isUploadTask } from './completion';
import type { UserTaskRow } from './repo';
import * as repo from './repo';
import { toOneTask, toTasks, withDefinitions } from './shapes';

const TASK_NOT_FOUND = 'Task not found';
export const STORED_FILE_NOT_DELETED = 'could not delete a stored task file';

/** The caller's own task (404 for anyone else's: it is not revealed that it exists). */
export async function ownTask(db: Db, ctx: Ctx, id: string, lock = false): Promise<UserTaskRow> {
  const actor = requireActor(ctx);
  const row = lock ? await repo.lockUserTask(db, id) : await repo.findUserTask(db, id);
  if (!row || row.user_id !== actor.id) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  return row;
}

/** The task for reading: its owner, or any staff member. */
export async function visibleTask(ctx: Ctx, id: string): Promise<UserTaskRow> {
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

/**
 * Work on a task counts as journey activity (the staff overview sorts by it). The journey's
 * progress sits above tasks (ADR 003), so tasks tell it with an event once the change committed.
 */
export async function taskUpdated(ctx: Ctx, task: UserTaskRow): Promise<void> {
  await ctx.events.emit(ctx, 'task.updated', {
    user_id: task.user_id,
    task_id: task.id,
    step_number: task.step_number,
  });
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
  await taskUpdated(ctx, row);
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
      Object.assign(
        values,
        afterChecklistChange(eff!.template_config, checked, task.is_completed, new Date()),
      );
    }
    return Object.keys(values).length ? await repo.updateUserTask(tx, task.id, values) : task;
  });
  await taskUpdated(ctx, row);
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
  await discardUploads(storage, keys, ctx.log, STORED_FILE_NOT_DELETED);
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
  const filesUploaded = isUploadTask(t.task_type) ? await repo.countAttachments(tx, task.id) : 0;
  const values: Partial<UserTaskRow> = completionValues(t, body, { filesUploaded }, new Date());
  if (t.task_type === 'form_fields') {
    // A form's answers are checked by the fields' rules and saved as application answers.
    const fields = await fieldsByIds(tx, t.field_ids);
    if (fields.length > 0)
      values.form_data = await saveAnswers(tx, task.user_id, fields, body.form_data ?? {});
  }
  return Object.keys(values).length ? await repo.updateUserTask(tx, task.id, values) : task;
}

export async function completeTask(ctx: Ctx, id: string, body: CompleteTask): Promise<Task> {
  const row = await ctx.db.transaction(async (tx) =>
    completeLocked(tx, await ownTask(tx, ctx, id, true), body),
  );
  await taskUpdated(ctx, row);
  return toOneTask(ctx.db, row);
}

export async function uncompleteTask(ctx: Ctx, id: string): Promise<Task> {
  let reopened = false;
  const row = await ctx.db.transaction(async (tx) => {
    const task = await ownTask(tx, ctx, id, true);
    if (!task.is_completed) return task;
    reopened = true;
    return repo.updateUserTask(tx, task.id, { is_completed: false, completed_at: null });
  });
  if (reopened) await taskUpdated(ctx, row);
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
  await taskUpdated(ctx, row);
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
