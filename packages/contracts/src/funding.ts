/**
 * Funding content (issue 3/8, admin console): the lenders the funding team works with, the texts
 * clients see for each funding outcome (with variables), and the credit-repair submissions queue.
 * Admin routes live under `/api/admin/banks`, `/api/admin/qualification-messages` and
 * `/api/admin/credit-repair-submissions`; the decision panel reads `/api/qualification-messages`.
 */
import { z } from 'zod';
import { creditBureauSchema, creditScoresSchema, decisionTierSchema, fundingStrategySchema } from './credit';

const success = z.literal('success');
/** Free text typed by staff: trimmed, bounded (NUL bytes are refused for every route at the edge). */
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

// ---- banks ------------------------------------------------------------------------------------

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY', 'PR',
] as const; // biome-ignore format: one table of codes
export const usStateSchema = z.enum(US_STATES, { error: 'Use a two-letter US state code' });
export type UsState = z.infer<typeof usStateSchema>;

/** VantageScore range (spec: 300–850). */
export const SCORE_MIN = 300;
export const SCORE_MAX = 850;
const minScore = z
  .number({ error: 'Enter a whole number' })
  .int('Enter a whole number')
  .min(SCORE_MIN, `Scores run from ${SCORE_MIN}`)
  .max(SCORE_MAX, `Scores run up to ${SCORE_MAX}`)
  .nullable();

export const BANK_PRODUCTS_MAX = 20;

const bankFields = {
  name: text(120).min(2, 'Name the bank (at least 2 characters)'),
  products: z.array(text(80).min(1, 'A product needs a name')).max(BANK_PRODUCTS_MAX),
  /**
   * Minimum VantageScore on that bureau; null = the bank does not pull it. A bank with no minimum
   * on any bureau takes any bureau (modules/credit/matching.ts).
   */
  min_score_equifax: minScore,
  min_score_experian: minScore,
  min_score_transunion: minScore,
  /** Most inquiries (last two years, on the bureau) the bank accepts; null = no limit. */
  max_inquiries: z.number().int('Enter a whole number').min(0).max(100, 'At most 100').nullable(),
  /** Highest revolving utilization the bank accepts, in percent; null = no ceiling. */
  utilization_ceiling: z.number().int('Enter a whole percent').min(0).max(100, 'At most 100%').nullable(),
  /** True: every state. Otherwise `states` lists the ones served. */
  all_states: z.boolean(),
  states: z.array(usStateSchema).max(US_STATES.length),
  notes: text(2000),
  active: z.boolean(),
};

const statesRule = (b: { all_states?: boolean; states?: string[] }) =>
  b.all_states !== false || (b.states?.length ?? 0) > 0;
const statesIssue = { message: 'Pick the states served, or serve all states', path: ['states'] };

export const newBankSchema = z
  .object({
    ...bankFields,
    products: bankFields.products.default([]),
    min_score_equifax: minScore.default(null),
    min_score_experian: minScore.default(null),
    min_score_transunion: minScore.default(null),
    max_inquiries: bankFields.max_inquiries.default(null),
    utilization_ceiling: bankFields.utilization_ceiling.default(null),
    all_states: bankFields.all_states.default(true),
    states: bankFields.states.default([]),
    notes: bankFields.notes.default(''),
    active: bankFields.active.default(true),
  })
  .refine(statesRule, statesIssue);
export type NewBank = z.input<typeof newBankSchema>;
export type NewBankValues = z.output<typeof newBankSchema>;
export const bankPatchSchema = z
  .object(bankFields)
  .partial()
  .refine((p) => Object.keys(p).length > 0, { message: 'Change at least one field' })
  // Only when the patch names states: the service checks the merged row.
  .refine((p) => p.states === undefined || statesRule(p), statesIssue);
export type BankPatch = z.output<typeof bankPatchSchema>;

export const bankSchema = z.object({
  id: z.string(),
  name: z.string(),
  products: z.array(z.string()),
  min_score_equifax: z.number().int().nullable(),
  min_score_experian: z.number().int().nullable(),
  min_score_transunion: z.number().int().nullable(),
  max_inquiries: z.number().int().nullable(),
  utilization_ceiling: z.number().int().nullable(),
  all_states: z.boolean(),
  states: z.array(z.string()),
  notes: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;

export const bankSortKeys = [
  'name',
  'updated_at',
  'created_at',
  'max_inquiries',
  'utilization_ceiling',
] as const;
export const bankListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false']).optional(),
  state: usStateSchema.optional(),
  sort: z.enum(bankSortKeys).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type BankListQuery = z.input<typeof bankListQuerySchema>;
export const bankListResponseSchema = z.object({
  status: success,
  banks: z.array(bankSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const bankResponseSchema = z.object({ status: success, bank: bankSchema });
export const bankIdParamsSchema = z.object({ id: z.uuid() });

// ---- qualification messages ------------------------------------------------------------------------

/** Variables a message may use, per category; anything else is refused by the server. */
export const MESSAGE_VARIABLES = {
  first_name: { label: "The client's first name", sample: 'Jordan' },
  bureau: { label: 'The bureau the card is about', sample: 'Experian' },
  score: { label: "That bureau's VantageScore (— when none)", sample: '712' },
  qualifying_bureaus: { label: 'Bureaus that approve, joined with "and"', sample: 'Experian and Equifax' },
  qualifying_count: { label: 'How many bureaus approve', sample: '2' },
  best_bureau: { label: 'The bureau to have lenders pull first (— when none)', sample: 'Experian' },
} as const;
export type MessageVariable = keyof typeof MESSAGE_VARIABLES;

export type MessageCategory = 'overall' | 'bureau' | 'strategy';
const OVERALL_VARS: readonly MessageVariable[] = [
  'first_name',
  'qualifying_bureaus',
  'qualifying_count',
  'best_bureau',
];
const BUREAU_VARS: readonly MessageVariable[] = ['first_name', 'bureau', 'score'];

export interface MessageDefinition {
  category: MessageCategory;
  /** What the message is for, as the admin screen names it. */
  label: string;
  variables: readonly MessageVariable[];
  default_title: string;
  default_body: string;
}

/**
 * Every outcome a client can see, with today's texts as defaults: the overall decision (approve,
 * borderline, decline), a bureau's own outcome, and each funding strategy the engine returns
 * (credit-decision-rules.md). The decision panel, the funding report and the coach read these.
 */
export const QUALIFICATION_MESSAGES = {
  overall_approve: {
    category: 'overall',
    label: 'Overall: approved',
    variables: OVERALL_VARS,
    default_title: 'Ready for funding',
    default_body:
      'Your report meets the funding guidelines. Your coach can move you on to funding applications.',
  },
  overall_borderline: {
    category: 'overall',
    label: 'Overall: borderline',
    variables: OVERALL_VARS,
    default_title: 'Almost ready',
    default_body:
      'A few fixable items stand between you and funding. The plan below shows exactly what to do.',
  },
  overall_decline: {
    category: 'overall',
    label: 'Overall: declined',
    variables: OVERALL_VARS,
    default_title: 'Not ready for funding yet',
    default_body:
      'Some items on your report would make lenders say no today. Work through the plan below with your coach.',
  },
  bureau_approve: {
    category: 'bureau',
    label: 'Bureau approves',
    variables: BUREAU_VARS,
    default_title: 'Approved',
    default_body: 'Nothing on this bureau stands in the way of funding.',
  },
  bureau_borderline: {
    category: 'bureau',
    label: 'Bureau is borderline',
    variables: BUREAU_VARS,
    default_title: 'Borderline',
    default_body: 'Fixable items on {{bureau}} need attention before lenders that pull it will approve.',
  },
  bureau_decline: {
    category: 'bureau',
    label: 'Bureau declines',
    variables: BUREAU_VARS,
    default_title: 'Declined',
    default_body: 'Items on {{bureau}} would make lenders that pull it say no today.',
  },
  strategy_all_bureaus_qualified: {
    category: 'strategy',
    label: 'Strategy: all three bureaus qualify',
    variables: OVERALL_VARS,
    default_title: 'All three bureaus qualify',
    default_body: 'Lenders can pull any bureau. This is the strongest position to apply from.',
  },
  strategy_approved: {
    category: 'strategy',
    label: 'Strategy: approved on every bureau that reported',
    variables: OVERALL_VARS,
    default_title: 'Approved on every bureau that reported',
    default_body: 'Every bureau that returned data qualifies. Unfreeze the others to widen your options.',
  },
  strategy_dual_bureau_qualified: {
    category: 'strategy',
    label: 'Strategy: two bureaus qualify',
    variables: OVERALL_VARS,
    default_title: 'Two bureaus qualify',
    default_body: 'Apply with lenders that pull the two qualifying bureaus while the third is fixed.',
  },
  strategy_single_bureau_qualified: {
    category: 'strategy',
    label: 'Strategy: one bureau qualifies',
    variables: OVERALL_VARS,
    default_title: 'One bureau qualifies',
    default_body: 'Apply with lenders that pull the qualifying bureau; fix the others to open more doors.',
  },
  strategy_borderline_fixable: {
    category: 'strategy',
    label: 'Strategy: borderline, fixable',
    variables: OVERALL_VARS,
    default_title: 'Borderline: fixable issues only',
    default_body: 'No bureau qualifies yet, but every problem is fixable with a paydown or by waiting.',
  },
  strategy_credit_repair_required: {
    category: 'strategy',
    label: 'Strategy: credit repair required',
    variables: OVERALL_VARS,
    default_title: 'Credit repair required',
    default_body: 'Negative items need disputing or resolving before lenders will approve funding.',
  },
} as const satisfies Record<string, MessageDefinition>;

export type MessageKey = keyof typeof QUALIFICATION_MESSAGES;
export const messageKeys = Object.keys(QUALIFICATION_MESSAGES) as MessageKey[];
export const messageKeySchema = z.enum(messageKeys as [MessageKey, ...MessageKey[]]);

/** The message key of an overall tier, a bureau's tier, or a funding strategy. */
export const overallMessageKey = (tier: z.infer<typeof decisionTierSchema>): MessageKey => `overall_${tier}`;
export const bureauMessageKey = (tier: z.infer<typeof decisionTierSchema>): MessageKey => `bureau_${tier}`;
export const strategyMessageKey = (strategy: z.infer<typeof fundingStrategySchema>): MessageKey =>
  `strategy_${strategy.toLowerCase()}` as MessageKey;

const VARIABLE_RE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variable names a template uses, in order of first use. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE_RE)].map((m) => m[1] ?? ''))];
}

/** Variables a template uses that `allowed` does not list. */
export function unknownVariables(template: string, allowed: readonly string[]): string[] {
  return templateVariables(template).filter((v) => !allowed.includes(v));
}

/** Fills `{{name}}` placeholders; a variable with no value becomes empty. */
export function renderMessage(template: string, values: Partial<Record<MessageVariable, string>>): string {
  return template.replace(VARIABLE_RE, (_, name: string) => values[name as MessageVariable] ?? '');
}

/** Sample values for previews. */
export const SAMPLE_VALUES = Object.fromEntries(
  Object.entries(MESSAGE_VARIABLES).map(([k, v]) => [k, v.sample]),
) as Record<MessageVariable, string>;

/** "A", "A and B", "A, B and C" (— when empty). */
export const joinBureaus = (list: readonly string[]) =>
  list.length === 0
    ? '—'
    : list.length === 1
      ? list[0]!
      : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 1000;
export const messageUpdateSchema = z.object({
  title: text(MESSAGE_TITLE_MAX).min(1, 'Enter a title'),
  body: text(MESSAGE_BODY_MAX).min(1, 'Enter the message'),
});
export type MessageUpdate = z.input<typeof messageUpdateSchema>;
/** Any short key: one outside the catalogue is a 404, as an unknown id is. */
export const messageKeyParamsSchema = z.object({ key: z.string().min(1).max(64) });

/** The texts in force (defaults where no admin edited them): what the decision panel renders. */
export const qualificationTextsSchema = z.record(
  z.string(),
  z.object({ title: z.string(), body: z.string() }),
);
export type QualificationTexts = Record<MessageKey, { title: string; body: string }>;
export const qualificationTextsResponseSchema = z.object({
  status: success,
  messages: qualificationTextsSchema,
});

export const defaultQualificationTexts = (): QualificationTexts =>
  Object.fromEntries(
    messageKeys.map((k) => [
      k,
      { title: QUALIFICATION_MESSAGES[k].default_title, body: QUALIFICATION_MESSAGES[k].default_body },
    ]),
  ) as QualificationTexts;

export const adminMessageSchema = z.object({
  key: z.string(),
  category: z.enum(['overall', 'bureau', 'strategy']),
  label: z.string(),
  variables: z.array(z.string()),
  title: z.string(),
  body: z.string(),
  default_title: z.string(),
  default_body: z.string(),
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessageListResponseSchema = z.object({
  status: success,
  messages: z.array(adminMessageSchema),
});
export const adminMessageResponseSchema = z.object({ status: success, message: adminMessageSchema });

// ---- credit-repair submissions ---------------------------------------------------------------------

export const submissionStatuses = ['new', 'in_progress', 'submitted', 'completed'] as const;
export const submissionStatusSchema = z.enum(submissionStatuses);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

export const submissionListQuerySchema = z.object({
  status: submissionStatusSchema.optional(),
  /** A staff user's id, or `unassigned`. */
  assignee: z.union([z.uuid(), z.literal('unassigned')]).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type SubmissionListQuery = z.input<typeof submissionListQuerySchema>;

export const disputeItemSchema = z.object({
  bureau: creditBureauSchema,
  rule: z.string(),
  creditor_name: z.string(),
  account_number: z.string(),
  reason: z.string(),
});
export type DisputeItem = z.infer<typeof disputeItemSchema>;

export const submissionSchema = z.object({
  /** The client's user id (one submission per client routed to credit repair). */
  id: z.string(),
  client_name: z.string(),
  client_email: z.string(),
  status: submissionStatusSchema,
  assigned_to: z.string().nullable(),
  assigned_to_name: z.string().nullable(),
  routed_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  latest_decision: z
    .object({
      report_id: z.string(),
      version: z.number().int(),
      created_at: z.string(),
      overall_decision: decisionTierSchema,
      funding_strategy: fundingStrategySchema.nullable(),
      scores: creditScoresSchema,
    })
    .nullable(),
  dispute_reasons: z.array(disputeItemSchema),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionListResponseSchema = z.object({
  status: success,
  submissions: z.array(submissionSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const submissionResponseSchema = z.object({ status: success, submission: submissionSchema });
export const submissionPatchSchema = z
  .object({ status: submissionStatusSchema, assigned_to: z.uuid().nullable() })
  .partial()
  .refine((p) => p.status !== undefined || p.assigned_to !== undefined, {
    message: 'Change the status or the assignee',
  });
export type SubmissionPatch = z.input<typeof submissionPatchSchema>;
export const submissionIdParamsSchema = z.object({ id: z.uuid() });
export const assigneeSchema = z.object({ id: z.string(), display_name: z.string(), role: z.string() });
export const assigneeListResponseSchema = z.object({ status: success, assignees: z.array(assigneeSchema) });
