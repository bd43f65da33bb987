/**
 * Staff follow-up tasks (issue 7/8, `/tasks`, `/api/staff-tasks`): the team's own to-dos, with an
 * optional client, an assignee, a due date, a priority and comments. Not the client's step tasks
 * (`./tasks` in the server and web are those). Due dates are calendar dates (`YYYY-MM-DD`); the
 * label ("Due Today"…) is computed in the viewer's time zone by the web.
 */
import { z } from 'zod';

const success = z.literal('success');

const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/[\p{Cc}\p{Cs}]/u.test(s), `${label} cannot contain control characters`);

/** Free text: line breaks and tabs are fine, other control characters (NUL…) are refused. */
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (s) => !/[\p{Cc}\p{Cs}]/u.test(s.replace(/[\t\n\r]/g, '')),
      `${label} cannot contain control characters`,
    );

export const staffTaskStatuses = ['open', 'in_progress', 'done', 'cancelled'] as const;
export const staffTaskStatusSchema = z.enum(staffTaskStatuses);
export type StaffTaskStatus = z.infer<typeof staffTaskStatusSchema>;
/** Statuses that still need work (the board's first columns, overdue, reminders). */
export const OPEN_STAFF_TASK_STATUSES: readonly StaffTaskStatus[] = ['open', 'in_progress'];
export const STAFF_TASK_STATUS_LABELS: Record<StaffTaskStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  done: 'Done',
  cancelled: 'Cancelled',
};

export const staffTaskPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const staffTaskPrioritySchema = z.enum(staffTaskPriorities);
export type StaffTaskPriority = z.infer<typeof staffTaskPrioritySchema>;
export const STAFF_TASK_PRIORITY_LABELS: Record<StaffTaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** `mine`: assigned to me; `team`: every task of my team; `overdue`: open and past due. */
export const staffTaskViews = ['mine', 'team', 'overdue'] as const;
export type StaffTaskView = (typeof staffTaskViews)[number];

export const staffTaskSorts = [
  'due_asc',
  'due_desc',
  'priority_desc',
  'created_desc',
  'updated_desc',
] as const;
export type StaffTaskSort = (typeof staffTaskSorts)[number];

export const STAFF_TASK_TITLE_MAX = 200;
export const STAFF_TASK_DESCRIPTION_MAX = 5_000;
export const STAFF_TASK_COMMENT_MAX = 5_000;

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the YYYY-MM-DD format')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Choose a real date');

export const staffTaskPersonSchema = z.object({ id: z.string(), display_name: z.string() });
export type StaffTaskPerson = z.infer<typeof staffTaskPersonSchema>;

export const staffTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The client the task is about (links to `/clients/:id`). */
  client: staffTaskPersonSchema.nullable(),
  assignee: staffTaskPersonSchema.nullable(),
  created_by: staffTaskPersonSchema.nullable(),
  due_date: z.string().nullable(),
  priority: staffTaskPrioritySchema,
  status: staffTaskStatusSchema,
  /** `manual`, or what created it (`step.submitted`…). */
  source: z.string(),
  comment_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  /** The viewer may delete it (its creator or an admin). */
  can_delete: z.boolean(),
});
export type StaffTask = z.infer<typeof staffTaskSchema>;

/** `GET /api/staff-tasks`. */
export const staffTaskListQuerySchema = z.object({
  view: z.enum(staffTaskViews).default('team'),
  /** One status, or `active` (open and in progress); every status without it. */
  status: z.enum([...staffTaskStatuses, 'active']).optional(),
  client_id: z.uuid('Unknown client').optional(),
  /** Title or description, case-insensitive. */
  q: line(100, 'Search').optional(),
  sort: z.enum(staffTaskSorts).default('due_asc'),
  /** The viewer's calendar date (their time zone) for `overdue`; the server's UTC date without it. */
  today: calendarDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
});
export type StaffTaskListQuery = z.input<typeof staffTaskListQuerySchema>;
export type StaffTaskListParams = z.output<typeof staffTaskListQuerySchema>;

export const staffTaskListResponseSchema = z.object({
  status: success,
  tasks: z.array(staffTaskSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Active staff of the viewer's team: who a task may be assigned to. */
  staff: z.array(staffTaskPersonSchema),
});
export type StaffTaskListResponse = z.infer<typeof staffTaskListResponseSchema>;

const titleSchema = line(STAFF_TASK_TITLE_MAX, 'Title').pipe(z.string().min(1, 'Give the task a title'));
const descriptionSchema = text(STAFF_TASK_DESCRIPTION_MAX, 'Description');

export const newStaffTaskSchema = z.object({
  title: titleSchema,
  description: descriptionSchema.default(''),
  client_id: z.uuid('Unknown client').nullable().default(null),
  assignee_id: z.uuid('Choose a staff member').nullable().default(null),
  due_date: calendarDateSchema.nullable().default(null),
  priority: staffTaskPrioritySchema.default('medium'),
  status: staffTaskStatusSchema.default('open'),
});
export type NewStaffTask = z.input<typeof newStaffTaskSchema>;
export type NewStaffTaskValues = z.output<typeof newStaffTaskSchema>;

export const staffTaskPatchSchema = z
  .object({
    title: titleSchema,
    description: descriptionSchema,
    client_id: z.uuid('Unknown client').nullable(),
    assignee_id: z.uuid('Choose a staff member').nullable(),
    due_date: calendarDateSchema.nullable(),
    priority: staffTaskPrioritySchema,
    status: staffTaskStatusSchema,
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, 'Change at least one field');
export type StaffTaskPatch = z.input<typeof staffTaskPatchSchema>;
export type StaffTaskPatchValues = z.output<typeof staffTaskPatchSchema>;

export const staffTaskIdParamsSchema = z.object({ id: z.uuid('Unknown task') });
export const staffTaskResponseSchema = z.object({ status: success, task: staffTaskSchema });

export const staffTaskCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: staffTaskPersonSchema.nullable(),
  created_at: z.string(),
  mine: z.boolean(),
});
export type StaffTaskComment = z.infer<typeof staffTaskCommentSchema>;
export const newStaffTaskCommentSchema = z.object({
  body: text(STAFF_TASK_COMMENT_MAX, 'Comment').pipe(z.string().min(1, 'Write a comment')),
});
export const staffTaskCommentListResponseSchema = z.object({
  status: success,
  comments: z.array(staffTaskCommentSchema),
});
export const staffTaskCommentResponseSchema = z.object({ status: success, comment: staffTaskCommentSchema });
