/**
 * Staff follow-up tasks (issue 7/8): who sees what, the rules of a change, comments, the tasks
 * other modules create (`createStaffTask`, the step events) and the due reminders.
 *
 * Scope: admins and staff without a brand see every task; a branded staff member sees the tasks
 * of their brand (a task takes its client's brand, else its creator's). Another team's task is as
 * unknown as a missing one (404).
 */
import { isAdmin, isStaff } from '@fundpath/contracts/roles';
import type {
  NewStaffTaskValues,
  StaffTask,
  StaffTaskComment,
  StaffTaskListParams,
  StaffTaskPatchValues,
  StaffTaskPerson,
  StaffTaskPriority,
  StaffTaskStatus,
} from '@fundpath/contracts/staff-tasks';
import { type Ctx, requireActor } from '../../platform/auth';
import { brandScopeOf, seesBrand } from '../../platform/brand-scope';
import { type Db, isUniqueViolation } from '../../platform/db';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { EventBus, EventContext } from '../../platform/events';
import { findUser } from '../auth';
import * as repo from './repo';

export const TASK_NOT_FOUND = 'Task not found';
export const CLIENT_NOT_FOUND = 'Client not found';
export const ASSIGNEE_INVALID = 'Choose an active staff member of your team';

const DONE: readonly StaffTaskStatus[] = ['done', 'cancelled'];

/** Today's calendar date in UTC (`YYYY-MM-DD`). */
export const utcDate = (now: Date) => now.toISOString().slice(0, 10);

const scopeOf = (ctx: Ctx): repo.Scope => brandScopeOf(requireActor(ctx));

const inScope = (scope: repo.Scope, brandId: string | null) => scope.all || brandId === scope.brandId;

const person = (names: Map<string, string>, id: string | null): StaffTaskPerson | null => {
  if (!id) return null;
  const name = names.get(id);
  return name ? { id, display_name: name } : null;
};

async function toTasks(ctx: Ctx, rows: repo.TaskRow[]): Promise<StaffTask[]> {
  const me = requireActor(ctx);
  const names = await repo.namesOf(
    ctx.db,
    rows.flatMap((r) => [r.client_id, r.assignee_id, r.created_by]),
  );
  const counts = await repo.commentCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    client: person(names, r.client_id),
    assignee: person(names, r.assignee_id),
    created_by: person(names, r.created_by),
    due_date: r.due_date,
    priority: r.priority as StaffTaskPriority,
    status: r.status as StaffTaskStatus,
    source: r.source,
    comment_count: counts.get(r.id) ?? 0,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    completed_at: r.completed_at?.toISOString() ?? null,
    can_delete: r.created_by === me.id || isAdmin(me),
  }));
}

async function toTask(ctx: Ctx, row: repo.TaskRow): Promise<StaffTask> {
  const [task] = await toTasks(ctx, [row]);
  return task!;
}

/** A task of the viewer's team, or 404. */
async function visibleTask(ctx: Ctx, id: string): Promise<repo.TaskRow> {
  const row = await repo.findTask(ctx.db, id);
  if (!row || !inScope(scopeOf(ctx), row.brand_id)) throw notFound(TASK_NOT_FOUND);
  return row;
}

/** A client of the viewer's team, or 404 (a staff member's id, a stranger's, another brand's). */
async function visibleClient(ctx: Ctx, clientId: string) {
  const user = await findUser(ctx.db, clientId);
  if (user?.role !== 'client' || !inScope(scopeOf(ctx), user.brand_id)) throw notFound(CLIENT_NOT_FOUND);
  return user;
}

/** Whether this staff member may open a task of `taskBrand` (the platform's staff see every brand). */
const canSeeBrand = seesBrand;

/**
 * Active staff of the viewer's team who can also open the task (its brand after the change), or
 * 400: an assignee must never hear of a task they would get a 404 for.
 */
async function checkAssignee(ctx: Ctx, assigneeId: string, taskBrand: string | null): Promise<void> {
  const user = await findUser(ctx.db, assigneeId);
  if (
    !user ||
    !isStaff(user) ||
    user.deactivated_at !== null ||
    !inScope(scopeOf(ctx), user.brand_id) ||
    !canSeeBrand(user, taskBrand)
  )
    throw new AppError('VALIDATION_FAILED', ASSIGNEE_INVALID, { errors: { assignee_id: ASSIGNEE_INVALID } });
}

export async function listTasks(ctx: Ctx, q: StaffTaskListParams, now = new Date()) {
  const me = requireActor(ctx);
  const scope = scopeOf(ctx);
  const where = repo.listWhere({
    scope,
    assigneeId: q.view === 'mine' ? me.id : undefined,
    overdueBefore: q.view === 'overdue' ? (q.today ?? utcDate(now)) : undefined,
    status: q.status,
    clientId: q.client_id,
    q: q.q,
  });
  const page = await repo.listTasks(ctx.db, where, q.sort, {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return {
    tasks: await toTasks(ctx, page.rows),
    total: page.total,
    page: q.page,
    per_page: q.per_page,
    staff: await repo.activeStaff(ctx.db, scope),
  };
}

export async function getTask(ctx: Ctx, id: string): Promise<StaffTask> {
  return toTask(ctx, await visibleTask(ctx, id));
}

export async function createTask(ctx: Ctx, input: NewStaffTaskValues): Promise<StaffTask> {
  const me = requireActor(ctx);
  const client = input.client_id ? await visibleClient(ctx, input.client_id) : null;
  const brandId = client ? client.brand_id : me.brand_id;
  if (input.assignee_id) await checkAssignee(ctx, input.assignee_id, brandId);
  const row = await repo.insertTask(ctx.db, {
    brand_id: brandId,
    title: input.title,
    description: input.description,
    client_id: client?.id ?? null,
    assignee_id: input.assignee_id,
    created_by: me.id,
    due_date: input.due_date,
    priority: input.priority,
    status: input.status,
    completed_at: DONE.includes(input.status) ? new Date() : null,
  });
  if (row.assignee_id && row.assignee_id !== me.id)
    await ctx.events.emit(ctx, 'staff_task.assigned', {
      task_id: row.id,
      assignee_id: row.assignee_id,
      assigned_by: me.id,
    });
  return toTask(ctx, row);
}

export async function updateTask(ctx: Ctx, id: string, patch: StaffTaskPatchValues): Promise<StaffTask> {
  const me = requireActor(ctx);
  const before = await visibleTask(ctx, id);
  const set: Partial<repo.TaskInsert> = {};
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.priority !== undefined) set.priority = patch.priority;
  if (patch.due_date !== undefined) set.due_date = patch.due_date;
  if (patch.client_id !== undefined) {
    const client = patch.client_id ? await visibleClient(ctx, patch.client_id) : null;
    set.client_id = client?.id ?? null;
    // The task follows its client's team; without one it stays where it is.
    if (client) set.brand_id = client.brand_id;
  }
  const brandAfter = set.brand_id !== undefined ? set.brand_id : before.brand_id;
  if (patch.assignee_id !== undefined) {
    if (patch.assignee_id && (patch.assignee_id !== before.assignee_id || brandAfter !== before.brand_id))
      await checkAssignee(ctx, patch.assignee_id, brandAfter);
    set.assignee_id = patch.assignee_id;
  } else if (before.assignee_id && brandAfter !== before.brand_id) {
    // The task moved to another team: its assignee must still be able to open it.
    const assignee = await findUser(ctx.db, before.assignee_id);
    if (!assignee || !canSeeBrand(assignee, brandAfter)) set.assignee_id = null;
  }
  if (patch.status !== undefined && patch.status !== before.status) {
    set.status = patch.status;
    set.completed_at = DONE.includes(patch.status) ? new Date() : null;
  }
  const row =
    (await repo.updateTask(ctx.db, id, set).catch((err: unknown) => {
      // Reopening a review task while another open one has the same source (the step was resubmitted).
      if (isUniqueViolation(err))
        throw new AppError('CONFLICT', 'An open task for the same review already exists');
      throw err;
    })) ?? before;
  if (row.assignee_id && row.assignee_id !== before.assignee_id && row.assignee_id !== me.id)
    await ctx.events.emit(ctx, 'staff_task.assigned', {
      task_id: row.id,
      assignee_id: row.assignee_id,
      assigned_by: me.id,
    });
  return toTask(ctx, row);
}

/** Its creator or an admin deletes a task (and its comments). */
export async function deleteTask(ctx: Ctx, id: string): Promise<void> {
  const me = requireActor(ctx);
  const row = await visibleTask(ctx, id);
  if (row.created_by !== me.id && !isAdmin(me))
    throw forbidden('Only the task’s creator or an admin can delete it');
  await repo.deleteTask(ctx.db, id);
}

// ---- comments ---------------------------------------------------------------------------------

function toComments(
  rows: repo.CommentRow[],
  names: Map<string, string>,
  viewerId: string,
): StaffTaskComment[] {
  return rows.map((c) => ({
    id: c.id,
    body: c.body,
    author: person(names, c.author_id),
    created_at: c.created_at.toISOString(),
    mine: c.author_id === viewerId,
  }));
}

export async function listComments(ctx: Ctx, taskId: string): Promise<StaffTaskComment[]> {
  await visibleTask(ctx, taskId);
  const rows = await repo.commentsOf(ctx.db, taskId);
  const names = await repo.namesOf(
    ctx.db,
    rows.map((r) => r.author_id),
  );
  return toComments(rows, names, requireActor(ctx).id);
}

export async function addComment(ctx: Ctx, taskId: string, body: string): Promise<StaffTaskComment> {
  const me = requireActor(ctx);
  await visibleTask(ctx, taskId);
  const row = await repo.insertComment(ctx.db, { task_id: taskId, author_id: me.id, body });
  await repo.updateTask(ctx.db, taskId, {});
  return toComments([row], new Map([[me.id, me.display_name]]), me.id)[0]!;
}

// ---- for other modules ------------------------------------------------------------------------

export interface StaffTaskInput {
  title: string;
  description?: string;
  /** A client user id: the task shows their name, links to their record and takes their brand. */
  client_id?: string | null;
  /** An active staff member; unassigned (team-visible) without one. Not checked: callers pass known staff. */
  assignee_id?: string | null;
  due_date?: string | null;
  priority?: StaffTaskPriority;
  /** Who created it; null for the platform (an event, an automation). */
  created_by?: string | null;
  /** What created it (`manual` by default), e.g. `step.submitted`, `automation`. */
  source?: string;
  /** With a key, at most one open task per key: a second call while it is open creates nothing. */
  source_key?: string | null;
  /** The team when there is no client (defaults to the creator's brand). */
  brand_id?: string | null;
}

/**
 * Creates a staff task on behalf of another module (the client record, automations, the step
 * events). Returns the row, or `undefined` when `source_key` is given and an open task with that
 * key exists (idempotent). Pass `events` to tell the assignee (`staff_task.assigned`). The caller
 * validates its input; titles are trimmed and cut to 200 characters.
 *
 * @example await createStaffTask(db, { title: 'Call back about funding', client_id, due_date: '2026-12-08' })
 */
export async function createStaffTask(
  db: Db,
  input: StaffTaskInput,
  notify?: { events: EventBus; log: EventContext['log'] },
): Promise<repo.TaskRow | undefined> {
  const client = input.client_id ? await findUser(db, input.client_id) : undefined;
  const creator = input.created_by ? await findUser(db, input.created_by) : undefined;
  const brandId = client?.brand_id ?? input.brand_id ?? creator?.brand_id ?? null;
  const assignee = input.assignee_id ? await findUser(db, input.assignee_id) : undefined;
  // Another module's choice of assignee still has to be staff who can open the task.
  const assigneeOk =
    assignee && isStaff(assignee) && !assignee.deactivated_at && canSeeBrand(assignee, brandId);
  const values: repo.TaskInsert = {
    brand_id: brandId,
    title: input.title.trim().slice(0, 200),
    description: (input.description ?? '').trim(),
    client_id: client?.id ?? null,
    assignee_id: assigneeOk ? assignee.id : null,
    created_by: creator?.id ?? null,
    due_date: input.due_date ?? null,
    priority: input.priority ?? 'medium',
    status: 'open',
    source: input.source ?? 'manual',
    source_key: input.source_key ?? null,
  };
  const row = values.source_key ? await repo.insertTaskOnce(db, values) : await repo.insertTask(db, values);
  if (row?.assignee_id && notify && row.assignee_id !== row.created_by)
    await notify.events.emit({ db, log: notify.log }, 'staff_task.assigned', {
      task_id: row.id,
      assignee_id: row.assignee_id,
      assigned_by: row.created_by,
    });
  return row;
}

/** Marks the open tasks created with this `source_key` done (e.g. the step was reviewed). */
export async function closeStaffTasksBySource(db: Db, sourceKey: string, now = new Date()): Promise<number> {
  return (await repo.closeBySource(db, sourceKey, now)).length;
}

/** The title of a task and where it lives, for a notification. */
export async function staffTaskBrief(
  db: Db,
  id: string,
): Promise<{ id: string; title: string; due_date: string | null; client_id: string | null } | undefined> {
  const row = await repo.findTask(db, id);
  return row && { id: row.id, title: row.title, due_date: row.due_date, client_id: row.client_id };
}

// ---- the step events --------------------------------------------------------------------------

export const stepReviewKey = (clientId: string, stepNumber: number) => `step:${clientId}:${stepNumber}`;

/** `step.submitted`: "Review step N submission" for the client, unassigned, once while open. */
export async function onStepSubmitted(
  { db }: EventContext,
  p: { user_id: string; step_number: number },
): Promise<void> {
  const client = await findUser(db, p.user_id);
  if (client?.role !== 'client') return;
  await createStaffTask(db, {
    title: `Review step ${p.step_number} submission`,
    description: `${client.display_name} submitted step ${p.step_number} for approval.`,
    client_id: client.id,
    priority: 'high',
    source: 'step.submitted',
    source_key: stepReviewKey(client.id, p.step_number),
  });
}

/** `step.completed` / `step.sent_back`: the review is done, so is its task. */
export async function onStepReviewed(
  { db }: EventContext,
  p: { user_id: string; step_number: number },
): Promise<void> {
  await closeStaffTasksBySource(db, stepReviewKey(p.user_id, p.step_number));
}

// ---- reminders --------------------------------------------------------------------------------

/**
 * The sweep: claims every open task due today or earlier whose reminder for its current due date
 * has not gone out, and emits `staff_task.due` to its assignee (the creator when unassigned).
 * Moving the due date re-arms the reminder. Claiming before emitting: at most once.
 */
export async function sendDueReminders(
  deps: { db: Db; events: EventBus; log: EventContext['log'] },
  now = new Date(),
): Promise<{ sent: number }> {
  const claimed = await repo.claimDueReminders(deps.db, utcDate(now));
  let sent = 0;
  for (const t of claimed) {
    const recipient = t.assignee_id ?? t.created_by;
    if (!recipient || !t.due_date) continue;
    await deps.events.emit({ db: deps.db, log: deps.log }, 'staff_task.due', {
      task_id: t.id,
      recipient_id: recipient,
      due_date: t.due_date,
    });
    sent++;
  }
  return { sent };
}
