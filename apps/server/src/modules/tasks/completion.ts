/**
 * When a task is done (spec §4), as pure decisions: no database, no clock (`now` is an argument).
 * A checklist needs its required items, an external action a confirmation, an upload task its
 * minimum file count, text/date inputs a value; checkbox, simple task and link are done by doing
 * them. Forms are the one exception: their answers are checked and saved by the application
 * module, so the service adds `form_data` itself.
 */
import {
  type CompleteTask,
  isChecklistSatisfied,
  isValidIsoDate,
  normalizeFieldValue,
  type TaskType,
  type TemplateConfig,
  uploadLimits,
  uploadTaskTypes,
} from '@fundpath/contracts/coaching';
import { AppError } from '../../platform/errors';
import type { UserTaskRow } from './repo';

/** What completing looks at: the type and template of the (live) definition, the user's state. */
export type CompletingTask = Pick<UserTaskRow, 'is_completed' | 'checked_items' | 'form_data'> & {
  task_type: TaskType;
  template_config: TemplateConfig | null;
};

export type CompletionValues = Partial<
  Pick<UserTaskRow, 'notes' | 'checked_items' | 'form_data' | 'is_completed' | 'completed_at'>
>;

const done = (now: Date) => ({ is_completed: true, completed_at: now });
const reopened = { is_completed: false, completed_at: null };

/** Whether files drive the task's completion (its minimum count). */
export const isUploadTask = (taskType: TaskType) => uploadTaskTypes.includes(taskType);

/** The checked ids, once each; an id the checklist does not have is refused. */
export function checkItems(config: TemplateConfig | null, checked: readonly string[]): string[] {
  const known = new Set((config?.checklist_items ?? []).map((i) => i.id));
  const unique = [...new Set(checked)];
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length)
    throw new AppError('VALIDATION_FAILED', `Unknown checklist item: ${unknown.join(', ')}`);
  return unique;
}

/** The items still to check before the checklist counts as done (all of them with require_all_checked). */
export function checklistRemaining(
  config: TemplateConfig | null,
  checked: readonly string[],
): Array<{ id: string; text: string }> {
  const items = config?.checklist_items ?? [];
  const needed = config?.require_all_checked ? items : items.filter((i) => i.required !== false);
  return needed.filter((i) => !checked.includes(i.id)).map((i) => ({ id: i.id, text: i.text }));
}

/**
 * A checklist's items changed (PATCH): it completes itself once its required items are checked,
 * and reopens when one is unchecked again (spec §4).
 */
export function afterChecklistChange(
  config: TemplateConfig | null,
  checked: readonly string[],
  isCompleted: boolean,
  now: Date,
): CompletionValues {
  const satisfied = isChecklistSatisfied(config, checked);
  if (satisfied && !isCompleted) return done(now);
  if (!satisfied && isCompleted) return reopened;
  return {};
}

/** Files were added: an upload task not yet done completes at its minimum count. */
export function completesWithFiles(task: CompletingTask, fileCount: number): boolean {
  return (
    isUploadTask(task.task_type) &&
    !task.is_completed &&
    fileCount >= uploadLimits(task.template_config).min_files_required
  );
}

/** A file was removed: a done upload task below its minimum is no longer done. */
export function reopensWithoutFiles(task: CompletingTask, fileCount: number): boolean {
  return (
    isUploadTask(task.task_type) &&
    task.is_completed &&
    fileCount < uploadLimits(task.template_config).min_files_required
  );
}

/**
 * What completing `task` with `body` changes, or the VALIDATION_FAILED saying what is missing.
 * `filesUploaded` is the task's file count (only read for upload tasks). Completing a completed
 * task again changes nothing but what the body carries (notes, items, a new value).
 */
export function completionValues(
  task: CompletingTask,
  body: CompleteTask,
  facts: { filesUploaded: number },
  now: Date,
): CompletionValues {
  const config = task.template_config ?? {};
  const values: CompletionValues = {};
  if (body.notes !== undefined) values.notes = body.notes;
  const replay = task.is_completed;

  switch (task.task_type) {
    case 'checklist': {
      const checked = body.checked_items
        ? checkItems(config, body.checked_items)
        : (task.checked_items ?? []);
      if (body.checked_items) values.checked_items = checked;
      if (!isChecklistSatisfied(config, checked)) {
        throw new AppError(
          'VALIDATION_FAILED',
          config.require_all_checked
            ? 'Please check every item before completing this task'
            : 'Please check all required items before completing this task',
          { remaining: checklistRemaining(config, checked) },
        );
      }
      break;
    }
    case 'external_action':
      if (!replay && body.confirmed !== true)
        throw new AppError(
          'VALIDATION_FAILED',
          'Please confirm you completed this action before marking it done',
          { confirmation_required: true },
        );
      break;
    case 'document_upload':
    case 'file_upload': {
      const { min_files_required } = uploadLimits(config);
      const n = facts.filesUploaded;
      if (n < min_files_required)
        throw new AppError(
          'VALIDATION_FAILED',
          `Please upload at least ${min_files_required} file(s) to complete this task`,
          { files_uploaded: n, min_files_required },
        );
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
      if (task.task_type === 'date_input' && !isValidIsoDate(value))
        throw new AppError('VALIDATION_FAILED', 'Invalid date');
      if (value !== current) values.form_data = { ...(task.form_data ?? {}), value };
      break;
    }
    default:
      break; // form_fields (answers saved by the caller), checkbox, simple_task, link
  }
  if (!task.is_completed) Object.assign(values, done(now));
  return values;
}
