/**
 * The staff client record (issue 7/8, ADR 017): `/clients` (the list: search, filters, sort,
 * saved views, CSV) and `/clients/:id` (one page per client). Instants are ISO-8601; the credit
 * columns are null for staff without `credit.view_reports` (the server drops them).
 */
import { z } from 'zod';
import { stepStatusSchema } from './coaching';

const success = z.literal('success');

const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);

export const clientDecisions = ['approve', 'borderline', 'decline'] as const;
export const clientDecisionSchema = z.enum(clientDecisions);
export type ClientDecision = z.infer<typeof clientDecisionSchema>;

/** The bureaus as the list's columns name them. */
export const clientBureaus = ['experian', 'equifax', 'transunion'] as const;
export const clientBureauSchema = z.enum(clientBureaus);
export type ClientBureau = z.infer<typeof clientBureauSchema>;
export const CLIENT_BUREAU_LABELS: Record<ClientBureau, string> = {
  experian: 'Experian',
  equifax: 'Equifax',
  transunion: 'TransUnion',
};

/** SLA state of a client's open tickets: any past due, any due within 24 h, else on track. */
export const clientSlaStates = ['breached', 'due_soon', 'on_track', 'none'] as const;
export type ClientSlaState = (typeof clientSlaStates)[number];
export const SLA_DUE_SOON_HOURS = 24;

export const clientSorts = [
  'activity_desc',
  'activity_asc',
  'name_asc',
  'name_desc',
  'step_desc',
  'step_asc',
  'waiting_longest',
  'sla_soonest',
  'joined_desc',
] as const;
export type ClientSort = (typeof clientSorts)[number];

export const CLIENT_TAG_MAX = 40;
export const CLIENT_TAGS_MAX = 20;
/** A tag: letters, digits, spaces, `-` and `_`, stored lower-case. */
export const clientTagSchema = line(CLIENT_TAG_MAX, 'Tag')
  .pipe(z.string().min(1, 'Enter a tag'))
  .refine((s) => /^[\p{L}\p{N} _-]+$/u.test(s), 'Use letters, digits, spaces, - and _')
  .transform((s) => s.toLowerCase().replace(/\s+/g, ' '));

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `GET /api/clients` and `/api/clients/export.csv`. Every filter is optional and combines with AND. */
export const clientListQuerySchema = z.object({
  /** Name or e-mail, case-insensitive, part of a word. */
  q: line(100, 'Search').optional(),
  step: z.coerce.number().int().min(1).max(18).optional(),
  status: stepStatusSchema.optional(),
  /** Only clients with a step waiting for staff approval. */
  waiting_approval: flag.optional(),
  /** With `decision`: the latest report's tier on that bureau (`none`: no report or no data). */
  bureau: clientBureauSchema.optional(),
  decision: z.enum([...clientDecisions, 'none']).optional(),
  sla: z.enum(['breached', 'due_soon']).optional(),
  open_tickets: flag.optional(),
  open_tasks: flag.optional(),
  tag: clientTagSchema.optional(),
  /** `me`, `unassigned`, or a staff member's id. */
  assignee: z.union([z.enum(['me', 'unassigned']), z.uuid('Choose a staff member')]).optional(),
  sort: z.enum(clientSorts).default('activity_desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;
/** The filter keys a saved view keeps (everything but paging). */
export const clientViewFilterKeys = [
  'q',
  'step',
  'status',
  'waiting_approval',
  'bureau',
  'decision',
  'sla',
  'open_tickets',
  'open_tasks',
  'tag',
  'assignee',
  'sort',
] as const;

export const clientStaffSchema = z.object({ id: z.string(), display_name: z.string() });
export type ClientStaff = z.infer<typeof clientStaffSchema>;

export const clientRowSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  email: z.string(),
  deactivated: z.boolean(),
  current_step: z.number().int(),
  current_step_title: z.string().nullable(),
  current_status: stepStatusSchema,
  completed_steps: z.number().int(),
  total_steps: z.number().int(),
  pending_steps: z.array(z.number().int()),
  pending_since: z.string().nullable(),
  /** Null for staff without `credit.view_reports`, and before the first report. */
  decisions: z.record(clientBureauSchema, clientDecisionSchema.nullable()).nullable(),
  overall_decision: clientDecisionSchema.nullable(),
  credit_report_at: z.string().nullable(),
  open_tickets: z.number().int(),
  next_sla_due: z.string().nullable(),
  sla_state: z.enum(clientSlaStates),
  open_required_tasks: z.number().int(),
  tags: z.array(z.string()),
  assignees: z.array(clientStaffSchema),
  client_since: z.string(),
  last_activity_at: z.string(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

export const clientListResponseSchema = z.object({
  status: success,
  clients: z.array(clientRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Whether the viewer sees credit columns (and may filter by them). */
  credit_visible: z.boolean(),
  /** The tags in use across the viewer's clients, for the filter. */
  tags: z.array(z.string()),
  /** Staff one may filter by or assign. */
  staff: z.array(clientStaffSchema),
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const clientIdParamsSchema = z.object({ id: z.uuid('Unknown client') });

export const clientTagsBodySchema = z.object({
  tags: z.array(clientTagSchema).max(CLIENT_TAGS_MAX, `At most ${CLIENT_TAGS_MAX} tags`),
});
export const clientAssigneesBodySchema = z.object({
  staff_ids: z.array(z.uuid('Choose a staff member')).max(10, 'At most 10 staff members'),
});
export const clientRowResponseSchema = z.object({ status: success, client: clientRowSchema });

// ---- saved views ------------------------------------------------------------------------------

export const CLIENT_VIEWS_MAX = 30;
export const clientViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type ClientView = z.infer<typeof clientViewSchema>;
export const clientViewInputSchema = z.object({
  name: line(60, 'Name').pipe(z.string().min(1, 'Name the view')),
  filters: z
    .partialRecord(z.enum(clientViewFilterKeys), line(100, 'Filter'))
    .refine((f) => Object.keys(f).length <= clientViewFilterKeys.length, 'Too many filters'),
});
export const clientViewListResponseSchema = z.object({ status: success, views: z.array(clientViewSchema) });
export const clientViewResponseSchema = z.object({ status: success, view: clientViewSchema });
export const clientViewIdParamsSchema = z.object({ id: z.uuid('Unknown view') });

// ---- the record (`/clients/:id`) ----------------------------------------------------------------

export const clientStepSchema = z.object({
  step_number: z.number().int(),
  step_title: z.string(),
  status: stepStatusSchema,
  requires_approval: z.boolean(),
  skipped: z.boolean(),
  locked: z.boolean(),
  started_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: clientStaffSchema.nullable(),
  review_note: z.string().nullable(),
});
export type ClientStep = z.infer<typeof clientStepSchema>;

export const clientAnswerSchema = z.object({
  field_name: z.string(),
  field_label: z.string(),
  step_number: z.number().int(),
  value: z.string(),
});
export type ClientAnswer = z.infer<typeof clientAnswerSchema>;

export const CLIENT_NOTE_MAX = 5_000;
export const clientNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: clientStaffSchema.nullable(),
  mentions: z.array(clientStaffSchema),
  created_at: z.string(),
  updated_at: z.string(),
  /** The viewer wrote it (and may edit or delete it). */
  mine: z.boolean(),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;
export const clientNoteInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write a note')
    .max(CLIENT_NOTE_MAX, `A note is at most ${CLIENT_NOTE_MAX} characters`)
    .refine(
      (s) => !/[\p{Cc}\p{Cs}]/u.test(s.replace(/[\t\n\r]/g, '')),
      'Notes cannot contain control characters',
    ),
  /** Staff the note mentions (each must be written as `@Name` in the body); they are notified. */
  mentions: z.array(z.uuid('Choose a staff member')).max(10, 'At most 10 mentions').default([]),
});
export type ClientNoteInput = z.input<typeof clientNoteInputSchema>;
export const clientNoteIdParamsSchema = z.object({
  id: z.uuid('Unknown client'),
  noteId: z.uuid('Unknown note'),
});
export const clientNoteResponseSchema = z.object({ status: success, note: clientNoteSchema });

export const clientActivitySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  summary: z.string(),
  actor: clientStaffSchema.nullable(),
  ref: z.record(z.string(), z.union([z.string(), z.number()])),
  at: z.string(),
});
export type ClientActivity = z.infer<typeof clientActivitySchema>;
export const clientActivityQuerySchema = z.object({
  /** The id of the oldest entry already shown (the next page starts below it). */
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const clientActivityResponseSchema = z.object({
  status: success,
  activity: z.array(clientActivitySchema),
  /** Pass as `before` for older entries; null at the start of the timeline. */
  next_before: z.number().int().nullable(),
});

export const clientRecordSchema = z.object({
  client: clientRowSchema,
  route: z.enum(['funding', 'credit_repair']).nullable(),
  steps: z.array(clientStepSchema),
  answers: z.array(clientAnswerSchema),
  notes: z.array(clientNoteSchema),
  /** Staff one may mention or assign. */
  staff: z.array(clientStaffSchema),
  credit_visible: z.boolean(),
  /** The viewer may impersonate this client (admins). */
  can_impersonate: z.boolean(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;
export const clientRecordResponseSchema = z.object({ status: success, record: clientRecordSchema });

// ---- the client's business (store orders, travel bookings, commissions) -----------------------

export const CLIENT_BUSINESS_RECENT = 5;
const recentOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  customer_name: z.string(),
  status: z.string(),
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
  created_at: z.string(),
});
const recentTravelBookingSchema = z.object({
  id: z.string(),
  booking_number: z.string(),
  package_title: z.string(),
  status: z.string(),
  total_cents: z.number().int(),
  created_at: z.string(),
});
const recentCommissionSchema = z.object({
  id: z.string(),
  source: z.string(),
  source_label: z.string(),
  status: z.string(),
  amount_cents: z.number().int(),
  created_at: z.string(),
});
/** `GET /api/clients/:id/business`: what the client sells and earns; each part is null until it exists. */
export const clientBusinessSchema = z.object({
  store: z
    .object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      paid_orders: z.number().int(),
      gross_cents: z.number().int(),
      refunded_cents: z.number().int(),
      recent: z.array(recentOrderSchema),
    })
    .nullable(),
  travel: z
    .object({
      paid_bookings: z.number().int(),
      paid_cents: z.number().int(),
      refunded_cents: z.number().int(),
      recent: z.array(recentTravelBookingSchema),
    })
    .nullable(),
  commissions: z
    .object({
      by_status: z.array(
        z.object({
          status: z.enum(['pending', 'approved', 'paid', 'reversed']),
          entries: z.number().int(),
          cents: z.number().int(),
        }),
      ),
      recent: z.array(recentCommissionSchema),
    })
    .nullable(),
});
export type ClientBusiness = z.infer<typeof clientBusinessSchema>;
export const clientBusinessResponseSchema = z.object({ status: success, business: clientBusinessSchema });
