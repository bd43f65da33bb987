/**
 * E-mail campaigns (issue 8/8, `/email-campaigns`, `/api/campaigns`) and the marketing kit's
 * e-mail to a coach's own contacts (`/api/marketing/emails`): saved segments over real data, a
 * block-based body (text, image, button, divider) with variables, the send log's stats, and the
 * suppression list. Instants are ISO-8601; every string and list has a limit; control characters
 * are refused (newlines only where text spans lines).
 */
import { z } from 'zod';
import { roles } from './roles';
import { line, multiline, required, unknownNames, VARIABLE_PATTERN, variablesCheck } from './text-schemas';

const success = z.literal('success');

/** Links in a message are absolute https URLs (no javascript:, data:, or plain http). */
export const EMAIL_URL_MAX = 2000;
export const isHttpsUrl = (s: string): boolean => {
  if (!/^https:\/\/[^\s<>"']+$/i.test(s)) return false;
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && u.hostname.length > 0 && !u.username && !u.password;
  } catch {
    return false;
  }
};
export const httpsUrlSchema = line(EMAIL_URL_MAX, 'Link').refine(
  isHttpsUrl,
  'Use a full https:// address (no http, no spaces)',
);

// ---- variables -----------------------------------------------------------------------------------

/** What `{{name}}` may stand for in a subject, preheader or block; `{{name|fallback}}` sets a fallback. */
export const emailVariables = [
  'first_name',
  'full_name',
  'email',
  'current_step',
  'current_step_title',
  'brand_name',
  'sender_name',
] as const;
export type EmailVariable = (typeof emailVariables)[number];
export const EMAIL_VARIABLE_LABELS: Record<EmailVariable, string> = {
  first_name: 'First name',
  full_name: 'Full name',
  email: 'E-mail address',
  current_step: 'Current step number',
  current_step_title: 'Current step title',
  brand_name: 'Brand name',
  sender_name: 'Sender name',
};
/** `{{ first_name }}` or `{{first_name|there}}`; the fallback is up to 40 characters without braces. */
export const EMAIL_VARIABLE_PATTERN = VARIABLE_PATTERN;

/** The names used in a text that are not variables (to refuse them before anything is sent). */
export const unknownVariables = (s: string): string[] => unknownNames(s, emailVariables);
const [knownVariables, variablesMessage] = variablesCheck(emailVariables);

// ---- blocks --------------------------------------------------------------------------------------

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_PREHEADER_MAX = 200;
export const EMAIL_TEXT_BLOCK_MAX = 5000;
export const EMAIL_BLOCKS_MAX = 40;
const blockId = z
  .string()
  .max(40)
  .regex(/^[A-Za-z0-9_-]*$/, 'Block ids are letters, digits, - and _')
  .optional();

/**
 * A text block: paragraphs separated by a blank line, `**bold**`, and links written
 * `[label](https://…)`. Nothing else is interpreted: any HTML is shown as text.
 */
export const textBlockSchema = z.object({
  id: blockId,
  type: z.literal('text'),
  text: multiline(EMAIL_TEXT_BLOCK_MAX, 'Text')
    .refine((s) => s.trim().length > 0, 'Write some text or remove the block')
    .refine(knownVariables, variablesMessage)
    .refine(
      (s) => [...s.matchAll(/\[([^\]\n]*)\]\(([^)\s]*)\)/g)].every((m) => isHttpsUrl(m[2]!)),
      'Links must be full https:// addresses, written [label](https://…)',
    ),
});
export const imageBlockSchema = z.object({
  id: blockId,
  type: z.literal('image'),
  url: httpsUrlSchema,
  alt: line(200, 'Alt text'),
  /** Optional https link the image opens. */
  link: httpsUrlSchema.nullable().optional(),
});
export const buttonBlockSchema = z.object({
  id: blockId,
  type: z.literal('button'),
  label: required(80, 'Button label').refine(knownVariables, variablesMessage),
  url: httpsUrlSchema,
});
export const dividerBlockSchema = z.object({ id: blockId, type: z.literal('divider') });
export const emailBlockSchema = z.discriminatedUnion('type', [
  textBlockSchema,
  imageBlockSchema,
  buttonBlockSchema,
  dividerBlockSchema,
]);
export type EmailBlock = z.infer<typeof emailBlockSchema>;
export const emailBlockTypes = ['text', 'image', 'button', 'divider'] as const;
export type EmailBlockType = (typeof emailBlockTypes)[number];

export const emailBlocksSchema = z
  .array(emailBlockSchema)
  .min(1, 'Add at least one block')
  .max(EMAIL_BLOCKS_MAX, `At most ${EMAIL_BLOCKS_MAX} blocks`);

export const emailSubjectSchema = required(EMAIL_SUBJECT_MAX, 'Subject').refine(
  knownVariables,
  variablesMessage,
);
export const emailPreheaderSchema = line(EMAIL_PREHEADER_MAX, 'Preheader').refine(
  knownVariables,
  variablesMessage,
);

/** The message itself, as the composer edits it (campaigns and the marketing kit alike). */
export const emailContentSchema = z.object({
  subject: emailSubjectSchema,
  preheader: emailPreheaderSchema.default(''),
  blocks: emailBlocksSchema,
});
export type EmailContent = z.input<typeof emailContentSchema>;

// ---- segments ------------------------------------------------------------------------------------

export const campaignBureaus = ['experian', 'equifax', 'transunion'] as const;
export type CampaignBureau = (typeof campaignBureaus)[number];
export const CAMPAIGN_BUREAU_LABELS: Record<CampaignBureau, string> = {
  experian: 'Experian',
  equifax: 'Equifax',
  transunion: 'TransUnion',
};
/** The latest report's tier on a bureau (`none`: no report, or no data on that bureau). */
export const campaignDecisions = ['approve', 'borderline', 'decline', 'none'] as const;
export type CampaignDecision = (typeof campaignDecisions)[number];
export const CAMPAIGN_DECISION_LABELS: Record<CampaignDecision, string> = {
  approve: 'Approved',
  borderline: 'Borderline',
  decline: 'Declined',
  none: 'No report',
};
/** A client's current step status (`pending_approval`: waiting for staff approval). */
export const segmentStepStatuses = ['not-started', 'in-progress', 'pending_approval', 'completed'] as const;
export const SEGMENT_STATUS_LABELS: Record<(typeof segmentStepStatuses)[number], string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  pending_approval: 'Waiting for approval',
  completed: 'Completed',
};

/** A tag of a segment or an automation condition: lower-cased, single spaces. */
export const segmentTagSchema = line(40, 'Tag')
  .pipe(z.string().min(1, 'Enter a tag'))
  .refine((s) => /^[\p{L}\p{N} _-]+$/u.test(s), 'Use letters, digits, spaces, - and _')
  .transform((s) => s.toLowerCase().replace(/\s+/g, ' '));
/** A number of days of (in)activity, for segments and automation conditions. */
export const segmentDaysSchema = z
  .number()
  .int('Whole days')
  .min(1, 'At least 1 day')
  .max(3650, 'At most 3650 days');

/**
 * Who a segment reaches. Every field is optional and they combine with AND. Client facts (step,
 * status, decisions, tags) come from the client record, so they select clients only; last
 * activity is the client record's, else the last sign-in (else sign-up) for other roles.
 */
export const segmentFilterSchema = z
  .object({
    /** Roles to include; empty or missing: clients. */
    roles: z.array(z.enum(roles)).max(roles.length).default(['client']),
    /** Admins and staff without a brand only; branded staff always reach their own brand. */
    brand_ids: z.array(z.uuid('Choose a brand')).max(20).optional(),
    step_min: z.number().int().min(1).max(18).optional(),
    step_max: z.number().int().min(1).max(18).optional(),
    statuses: z.array(z.enum(segmentStepStatuses)).max(segmentStepStatuses.length).optional(),
    /** Every listed bureau must have that decision. */
    decisions: z
      .array(z.object({ bureau: z.enum(campaignBureaus), decision: z.enum(campaignDecisions) }))
      .max(campaignBureaus.length)
      .optional(),
    tags: z.array(segmentTagSchema).max(20).optional(),
    /** `any`: at least one of the tags; `all`: every tag. */
    tags_mode: z.enum(['any', 'all']).default('any'),
    /** Active within the last N days. */
    active_within_days: segmentDaysSchema.optional(),
    /** No activity for more than N days. */
    inactive_for_days: segmentDaysSchema.optional(),
    /** Paid at least one store order (`buyer`) or none (`non_buyer`), as a signed-in account. */
    purchases: z.enum(['buyer', 'non_buyer']).optional(),
    /** Has at least one marketplace booking as a member (`booked`) or none. */
    marketplace: z.enum(['booked', 'not_booked']).optional(),
  })
  .refine((f) => f.step_min === undefined || f.step_max === undefined || f.step_min <= f.step_max, {
    message: 'The first step must not be after the last',
    path: ['step_max'],
  })
  .refine((f) => new Set((f.decisions ?? []).map((d) => d.bureau)).size === (f.decisions ?? []).length, {
    message: 'Each bureau once',
    path: ['decisions'],
  });
export type SegmentFilter = z.infer<typeof segmentFilterSchema>;
export type SegmentFilterInput = z.input<typeof segmentFilterSchema>;

/** Whether a filter uses client-record facts (and so selects clients only). */
export function usesClientFacts(f: SegmentFilterInput): boolean {
  return Boolean(
    f.step_min !== undefined ||
      f.step_max !== undefined ||
      f.statuses?.length ||
      f.decisions?.length ||
      f.tags?.length,
  );
}

export const SEGMENTS_MAX = 200;
export const segmentInputSchema = z.object({
  name: required(80, 'Segment name'),
  description: line(300, 'Description').default(''),
  filter: segmentFilterSchema,
});
export type SegmentInput = z.input<typeof segmentInputSchema>;
export const segmentPatchSchema = segmentInputSchema.partial();

export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  filter: segmentFilterSchema,
  brand_id: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const segmentRecipientSchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
  email: z.string(),
  role: z.string(),
  current_step: z.number().nullable(),
  suppressed: z.boolean(),
});
export type SegmentRecipient = z.infer<typeof segmentRecipientSchema>;

/** Live size of an audience: everyone matched, and how many the suppression list will skip. */
export const audienceCountSchema = z.object({
  total: z.number(),
  suppressed: z.number(),
  sendable: z.number(),
  sample: z.array(segmentRecipientSchema),
});
export type AudienceCount = z.infer<typeof audienceCountSchema>;

export const segmentListResponseSchema = z.object({ status: success, segments: z.array(segmentSchema) });
export const segmentResponseSchema = z.object({ status: success, segment: segmentSchema });
export const audienceCountResponseSchema = z.object({ status: success, audience: audienceCountSchema });
/** `POST /api/campaigns/segments/count`: the live count of an unsaved filter. */
export const segmentCountBodySchema = z.object({ filter: segmentFilterSchema });

// ---- campaigns -----------------------------------------------------------------------------------

export const campaignStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

export const campaignInputSchema = z.object({
  name: required(120, 'Campaign name'),
  subject: emailSubjectSchema,
  preheader: emailPreheaderSchema.default(''),
  blocks: emailBlocksSchema,
  segment_id: z.uuid('Choose a segment').nullable().default(null),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;
export const campaignPatchSchema = z.object({
  name: required(120, 'Campaign name').optional(),
  subject: emailSubjectSchema.optional(),
  preheader: emailPreheaderSchema.optional(),
  blocks: emailBlocksSchema.optional(),
  segment_id: z.uuid('Choose a segment').nullable().optional(),
});
export type CampaignPatch = z.input<typeof campaignPatchSchema>;

export const campaignStatsSchema = z.object({
  /** Rows in the send log (everyone the audience matched when sending began). */
  recipients: z.number(),
  /** Accepted by the mail server. */
  delivered: z.number(),
  /** Unique recipients who opened (pixel) or clicked. */
  opened: z.number(),
  clicked: z.number(),
  unsubscribed: z.number(),
  bounced: z.number(),
  /** On the suppression list when their turn came. */
  skipped: z.number(),
  /** Claimed but not confirmed before a crash: never re-sent (ADR 018). */
  unknown: z.number(),
  failed: z.number(),
  /** Still waiting in the send log. */
  pending: z.number(),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

export const campaignSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  status: z.enum(campaignStatuses),
  segment_id: z.string().nullable(),
  segment_name: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  stats: campaignStatsSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;
export const campaignSchema = campaignSummarySchema.extend({
  preheader: z.string(),
  blocks: z.array(emailBlockSchema),
  brand_id: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = z.object({
  status: z.enum(campaignStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const campaignListResponseSchema = z.object({
  status: success,
  campaigns: z.array(campaignSummarySchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export const campaignResponseSchema = z.object({ status: success, campaign: campaignSchema });

/** Schedule: at least a minute from now is not required (a time just ahead works), at most 90 days. */
export const CAMPAIGN_SCHEDULE_MAX_DAYS = 90;
export const campaignScheduleSchema = z.object({ send_at: z.iso.datetime({ offset: true }) });

/** `POST /api/campaigns/:id/test`: to the actor, or to a staff member's address. */
export const campaignTestSchema = z.object({
  to: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email('Enter a valid e-mail address'))
    .transform((s) => s.toLowerCase())
    .optional(),
  /** Whose data fills the variables (a recipient of the segment); sample data without it. */
  user_id: z.uuid().optional(),
});
export const campaignTestResponseSchema = z.object({ status: success, sent_to: z.string() });

/** `POST /api/campaigns/preview` (unsaved content) and `GET /api/campaigns/:id/preview`. */
export const emailPreviewBodySchema = emailContentSchema.extend({ user_id: z.uuid().optional() });
export const emailPreviewQuerySchema = z.object({ user_id: z.uuid().optional() });
export const emailPreviewSchema = z.object({
  subject: z.string(),
  preheader: z.string(),
  html: z.string(),
  text: z.string(),
  /** Whose data filled the variables (`null`: sample data). */
  recipient: z.object({ user_id: z.string().nullable(), display_name: z.string(), email: z.string() }),
  /** Things to fix before sending (e.g. the brand has no postal address). */
  warnings: z.array(z.string()),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
export const emailPreviewResponseSchema = z.object({ status: success, preview: emailPreviewSchema });

export const campaignRecipientStatuses = [
  'queued',
  'sending',
  'sent',
  'bounced',
  'skipped',
  'unknown',
  'failed',
] as const;
export type CampaignRecipientStatus = (typeof campaignRecipientStatuses)[number];
export const campaignRecipientSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(campaignRecipientStatuses),
  sent_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;
export const campaignRecipientsQuerySchema = z.object({
  status: z.enum(campaignRecipientStatuses).optional(),
  activity: z.enum(['opened', 'clicked', 'unsubscribed']).optional(),
  q: line(100, 'Search').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const campaignRecipientsResponseSchema = z.object({
  status: success,
  recipients: z.array(campaignRecipientSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

export const campaignSeriesPointSchema = z.object({
  /** Start of the bucket (an hour or a UTC day). */
  at: z.string(),
  delivered: z.number(),
  opened: z.number(),
  clicked: z.number(),
  unsubscribed: z.number(),
  bounced: z.number(),
});
export type CampaignSeriesPoint = z.infer<typeof campaignSeriesPointSchema>;
export const campaignStatsResponseSchema = z.object({
  status: success,
  stats: campaignStatsSchema,
  bucket: z.enum(['hour', 'day']),
  series: z.array(campaignSeriesPointSchema),
  /** Clicks per link of the message, in the order the links appear. */
  links: z.array(z.object({ url: z.string(), clicks: z.number(), unique_clicks: z.number() })),
});
export type CampaignStatsResponse = z.infer<typeof campaignStatsResponseSchema>;

// ---- suppression list ----------------------------------------------------------------------------

export const suppressionReasons = ['unsubscribed', 'bounced', 'complaint', 'manual'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];
export const SUPPRESSION_REASON_LABELS: Record<SuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  bounced: 'Hard bounce',
  complaint: 'Complaint',
  manual: 'Added by staff',
};
export const suppressionSchema = z.object({
  id: z.string(),
  email: z.string(),
  reason: z.enum(suppressionReasons),
  note: z.string(),
  /** Whose mail it stops: the platform's (`null`) or one coach's. */
  owner_name: z.string().nullable(),
  created_at: z.string(),
});
export type Suppression = z.infer<typeof suppressionSchema>;
export const suppressionInputSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'E-mail must be at most 254 characters')
    .pipe(z.email('Enter a valid e-mail address'))
    .transform((s) => s.toLowerCase()),
  note: line(300, 'Note').default(''),
});
export const suppressionListQuerySchema = z.object({
  q: line(100, 'Search').optional(),
  reason: z.enum(suppressionReasons).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const suppressionListResponseSchema = z.object({
  status: success,
  suppressions: z.array(suppressionSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export const suppressionResponseSchema = z.object({ status: success, suppression: suppressionSchema });

// ---- unsubscribe (public) ------------------------------------------------------------------------

export const unsubscribeStateSchema = z.object({
  status: success,
  email: z.string(),
  /** Who the mail came from (the brand or the coach). */
  sender: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

// ---- the marketing kit: a coach's e-mail to their own contacts -----------------------------------

/** Sends a coach may start per rolling 24 hours. */
export const MARKETING_EMAILS_PER_DAY = 3;
/** Largest audience one coach e-mail reaches. */
export const MARKETING_AUDIENCE_MAX = 5000;
export const marketingAudienceSchema = z.object({
  /** Distinct addresses: store buyers and leads, de-duplicated. */
  total: z.number(),
  customers: z.number(),
  leads: z.number(),
  suppressed: z.number(),
  sendable: z.number(),
});
export type MarketingAudience = z.infer<typeof marketingAudienceSchema>;
export const marketingAudienceResponseSchema = z.object({
  status: success,
  audience: marketingAudienceSchema,
});

export const marketingEmailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  preheader: z.string(),
  status: z.enum(campaignStatuses),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  stats: campaignStatsSchema,
});
export type MarketingEmail = z.infer<typeof marketingEmailSchema>;
export const marketingEmailDetailSchema = marketingEmailSchema.extend({ blocks: z.array(emailBlockSchema) });
export const marketingEmailListResponseSchema = z.object({
  status: success,
  emails: z.array(marketingEmailSchema),
  sends_today: z.number(),
  daily_limit: z.number(),
});
export const marketingEmailResponseSchema = z.object({ status: success, email: marketingEmailDetailSchema });
