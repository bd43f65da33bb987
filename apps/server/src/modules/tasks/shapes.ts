/** Rows as the wire shows them: a user's task is its state plus the live default task's definition. */
import type { ApplicationField, DefaultTask, Task, TaskAttachment } from '@fundpath/contracts/coaching';
import { type Db, readTogether } from '../../platform/db';
import { fieldsByIds } from '../application';
import type { AttachmentRow, DefaultTaskRow, UserTaskRow } from './repo';
import * as repo from './repo';

export async function loadFields(
  db: Db,
  tasks: ReadonlyArray<{ field_ids: string[] }>,
): Promise<Map<string, ApplicationField>> {
  const ids = [...new Set(tasks.flatMap((t) => t.field_ids))];
  const fields = await fieldsByIds(db, ids);
  return new Map(fields.map((f) => [f.id, f]));
}

export function toDefaultTask(
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
export interface EffectiveTask extends UserTaskRow {
  field_ids: string[];
}

export function effective(task: UserTaskRow, def: DefaultTaskRow | undefined): EffectiveTask {
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

export function toTask(
  t: EffectiveTask,
  attachments: AttachmentRow[],
  fields: Map<string, ApplicationField>,
): Task {
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

export async function withDefinitions(db: Db, rows: readonly UserTaskRow[]): Promise<EffectiveTask[]> {
  const defIds = [...new Set(rows.flatMap((r) => (r.default_task_id ? [r.default_task_id] : [])))];
  const defs = new Map((await repo.findDefaultTasksByIds(db, defIds)).map((d) => [d.id, d]));
  return rows
    .map((r) => effective(r, r.default_task_id ? defs.get(r.default_task_id) : undefined))
    .sort(
      (a, b) =>
        a.step_number - b.step_number || a.order_position - b.order_position || +a.created_at - +b.created_at,
    );
}

export async function toTasks(db: Db, rows: readonly UserTaskRow[]): Promise<Task[]> {
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

export async function toOneTask(db: Db, row: UserTaskRow): Promise<Task> {
  const [task] = await toTasks(db, [row]);
  return task!;
}
