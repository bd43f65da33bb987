/**
 * The lead pipeline (issue 7/8, `/lead-pipeline`, `/api/leads`): prospects on a board of ordered
 * stages (open, won or lost), with stage history, notes, and conversion into a client account
 * through an invite. Money is integer cents; days are `YYYY-MM-DD`; instants ISO-8601.
 */
import { z } from 'zod';
import { inviteSchema } from './people';

const success = z.literal('success');

const noControl = (s: string) => !/\p{Cc}/u.test(s.replace(/[\n\t\r]/g, ''));
/** One line of text: trimmed, no control characters. */
const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);
const required = (max: number, label: string) =>
  line(max, label).pipe(z.string().min(1, `${label} is required`));
/** Several lines (notes, reasons): newlines and tabs allowed, other control characters not. */
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noControl, `${label} cannot contain control characters`);
/** Optional on input: an empty string from a form becomes null. */
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

export const leadSources = [
  'landing_form',
  'booking_link',
  'website',
  'manual',
  'referral',
  'import',
] as const;
export const leadSourceSchema = z.enum(leadSources);
export type LeadSource = z.infer<typeof leadSourceSchema>;
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  landing_form: 'Landing page form',
  booking_link: 'Booking link',
  website: 'Coach website',
  manual: 'Added by staff',
  referral: 'Referral',
  import: 'Import',
};

export const leadStageKinds = ['open', 'won', 'lost'] as const;
export const leadStageKindSchema = z.enum(leadStageKinds);
export type LeadStageKind = z.infer<typeof leadStageKindSchema>;

/** Largest value a lead may carry: $10,000,000.00. */
export const LEAD_VALUE_MAX_CENTS = 1_000_000_000;
export const LEAD_NAME_MAX = 120;
export const LEAD_NOTE_MAX = 5000;
export const LEAD_REASON_MAX = 500;

export const leadValueSchema = z
  .number('Enter a value')
  .int('Value must be whole cents')
  .min(0, 'Value cannot be negative')
  .max(LEAD_VALUE_MAX_CENTS, 'Value must be at most $10,000,000');
const emailSchema = z
  .string()
  .trim()
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'))
  .transform((s) => s.toLowerCase());
const phoneSchema = line(40, 'Phone').refine(
  (s) => /^[0-9+().\-\s]*$/.test(s),
  'Use digits, spaces, + - ( ) .',
);
const daySchema = z.iso.date('Use a date like 2026-12-31');

export const leadStageSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: leadStageKindSchema,
  position: z.number().int(),
});
export type LeadStage = z.infer<typeof leadStageSchema>;
export const leadStagesResponseSchema = z.object({ status: success, stages: z.array(leadStageSchema) });

export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  source: leadSourceSchema,
  value_cents: z.number().int(),
  owner_id: z.string().nullable(),
  owner_name: z.string().nullable(),
  next_action_on: z.string().nullable(),
  notes: z.string().nullable(),
  stage_id: z.string(),
  stage_name: z.string(),
  stage_kind: leadStageKindSchema,
  position: z.number().int(),
  brand_id: z.string().nullable(),
  /** The coach (client account) whose website or booking link captured the lead, and their name. */
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  lost_reason: z.string().nullable(),
  closed_at: z.string().nullable(),
  converted_invite_id: z.string().nullable(),
  converted_user_id: z.string().nullable(),
  converted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadResponseSchema = z.object({ status: success, lead: leadSchema });

/** Filters the board and the list share. */
const leadFilters = {
  /** Name, e-mail or phone, part of a word, case-insensitive. */
  q: line(100, 'Search').optional(),
  /** `me`, `unassigned`, or a staff member's id. */
  owner: z.union([z.enum(['me', 'unassigned']), z.uuid('Choose a staff member')]).optional(),
  source: leadSourceSchema.optional(),
};

/** `GET /api/leads/board`. */
export const leadBoardQuerySchema = z.object(leadFilters);
export type LeadBoardQuery = z.input<typeof leadBoardQuerySchema>;

export const leadTotalsSchema = z.object({ count: z.number().int(), value_cents: z.number().int() });
export type LeadTotals = z.infer<typeof leadTotalsSchema>;
export const leadBoardColumnSchema = leadStageSchema.extend({
  /** The cards of the filter, in board order; `count` and `value_cents` are their sums. */
  leads: z.array(leadSchema),
  totals: leadTotalsSchema,
});
export type LeadBoardColumn = z.infer<typeof leadBoardColumnSchema>;
export const leadBoardResponseSchema = z.object({
  status: success,
  /** The open stages in order, each with its cards. */
  columns: z.array(leadBoardColumnSchema),
  /** Every stage (open, won, lost), for the move menu. */
  stages: z.array(leadStageSchema),
  /** The open pipeline (sum of the columns) and the closed leads of the same filter. */
  totals: z.object({ open: leadTotalsSchema, won: leadTotalsSchema, lost: leadTotalsSchema }),
});
export type LeadBoard = z.infer<typeof leadBoardResponseSchema>;

export const leadSorts = [
  'updated_desc',
  'created_desc',
  'value_desc',
  'value_asc',
  'name_asc',
  'next_action_asc',
] as const;
export type LeadSort = (typeof leadSorts)[number];

/** `GET /api/leads`: the list view. */
export const leadListQuerySchema = z.object({
  ...leadFilters,
  status: leadStageKindSchema.optional(),
  stage_id: z.uuid('Choose a stage').optional(),
  sort: z.enum(leadSorts).default('updated_desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;
export type LeadListParams = z.output<typeof leadListQuerySchema>;
export const leadListResponseSchema = z.object({
  status: success,
  leads: z.array(leadSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type LeadList = z.infer<typeof leadListResponseSchema>;

export const newLeadSchema = z.object({
  name: required(LEAD_NAME_MAX, 'Name'),
  email: blankToNull(emailSchema),
  phone: blankToNull(phoneSchema),
  source: leadSourceSchema.default('manual'),
  value_cents: leadValueSchema.default(0),
  owner_id: blankToNull(z.uuid('Choose a staff member')),
  next_action_on: blankToNull(daySchema),
  notes: blankToNull(text(LEAD_NOTE_MAX, 'Notes')),
  /** An open stage; the first one when left out. */
  stage_id: blankToNull(z.uuid('Choose a stage')),
});
export type NewLead = z.input<typeof newLeadSchema>;
export type NewLeadData = z.output<typeof newLeadSchema>;

export const leadPatchSchema = z
  .object({
    name: required(LEAD_NAME_MAX, 'Name'),
    email: blankToNull(emailSchema),
    phone: blankToNull(phoneSchema),
    source: leadSourceSchema,
    value_cents: leadValueSchema,
    owner_id: blankToNull(z.uuid('Choose a staff member')),
    next_action_on: blankToNull(daySchema),
    notes: blankToNull(text(LEAD_NOTE_MAX, 'Notes')),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type LeadPatch = z.input<typeof leadPatchSchema>;
export type LeadPatchData = z.output<typeof leadPatchSchema>;

/** `POST /api/leads/:id/move`: to an open stage, at a place in it (0: top; past the end: last). */
export const leadMoveSchema = z.object({
  stage_id: z.uuid('Choose a stage'),
  position: z.number().int().min(0).max(100_000),
});
export type LeadMove = z.infer<typeof leadMoveSchema>;

/** `POST /api/leads/:id/lost`: the reason is required. */
export const leadLostSchema = z.object({ reason: required(LEAD_REASON_MAX, 'Reason') });
export type LeadLost = z.input<typeof leadLostSchema>;

export const leadIdParamsSchema = z.object({ id: z.uuid('Lead not found') });

export const leadNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author_id: z.string().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;
export const leadNoteInputSchema = z.object({
  body: text(LEAD_NOTE_MAX, 'Note').pipe(z.string().min(1, 'Write a note')),
});
export type LeadNoteInput = z.input<typeof leadNoteInputSchema>;
export const leadNoteResponseSchema = z.object({ status: success, note: leadNoteSchema });
export const leadNotesResponseSchema = z.object({ status: success, notes: z.array(leadNoteSchema) });

export const leadHistoryEntrySchema = z.object({
  id: z.string(),
  from_stage_id: z.string().nullable(),
  from_stage_name: z.string().nullable(),
  to_stage_id: z.string().nullable(),
  to_stage_name: z.string().nullable(),
  changed_by: z.string().nullable(),
  changed_by_name: z.string().nullable(),
  changed_at: z.string(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;
export const leadHistoryResponseSchema = z.object({
  status: success,
  history: z.array(leadHistoryEntrySchema),
});

/** `POST /api/leads/:id/convert`: the lead's invite (the same one on a second call). */
export const leadConvertResponseSchema = z.object({
  status: success,
  lead: leadSchema,
  invite: inviteSchema,
  /** The invite link, only when mail goes to the outbox (no mail server): share it by hand. */
  link: z.string().nullable(),
  /** True when this call made the invite; false when the lead was converted before. */
  created: z.boolean(),
});
export type LeadConvert = z.infer<typeof leadConvertResponseSchema>;

export const leadOwnerSchema = z.object({ id: z.string(), display_name: z.string() });
export type LeadOwner = z.infer<typeof leadOwnerSchema>;
export const leadOwnersResponseSchema = z.object({ status: success, owners: z.array(leadOwnerSchema) });

/** Seconds a person takes at least to fill the public form; quicker submissions are dropped. */
export const LEAD_CAPTURE_MIN_SECONDS = 3;

/**
 * The spam checks every public form that makes a lead carries (the landing form, a coach
 * website's contact form): `website` is a honeypot (hidden from people, left empty); `elapsed_ms`
 * is how long the form was open. The server judges them with `captureLooksAutomated` (leads).
 */
export const leadCaptureSpamFields = {
  website: z.string().max(200).optional(),
  /** Milliseconds between showing the form and sending it (at most a day). */
  elapsed_ms: z.number().int().min(0).max(86_400_000),
};

/**
 * `POST /api/leads/capture` (public): the landing pages' contact and booking forms. `website` is
 * a honeypot (hidden from people, left empty); `elapsed_ms` is how long the form was open.
 */
export const leadCaptureSchema = z
  .object({
    name: required(LEAD_NAME_MAX, 'Name'),
    email: emailSchema,
    phone: blankToNull(phoneSchema),
    message: blankToNull(text(2000, 'Message')),
    /** `contact` (the default) or `booking` (a "book a call" form). */
    kind: z.enum(['contact', 'booking']).default('contact'),
    ...leadCaptureSpamFields,
  })
  .strict();
export type LeadCapture = z.input<typeof leadCaptureSchema>;
export const LEAD_CAPTURE_THANKS = 'Thanks! We received your message and will be in touch soon.';
export const leadCaptureResponseSchema = z.object({ status: success, message: z.string() });

/** A coach's own lead as the coach sees it (`GET /api/sites/mine/leads`): no staff notes or owner. */
export const clientLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  source: leadSourceSchema,
  stage_name: z.string(),
  stage_kind: leadStageKindSchema,
  /** What the person wrote or booked, oldest first (the system's notes on the lead). */
  messages: z.array(z.object({ body: z.string(), created_at: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClientLead = z.infer<typeof clientLeadSchema>;
