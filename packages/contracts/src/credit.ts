/**
 * Wire shapes of the credit feature (seed 2 §3, §7): evaluation, stored report versions,
 * monitoring credentials, history and comparison, the staff directory and audit log.
 * The evaluation and improvement plan are the credit engine's own types; here they are
 * passthrough objects with their top-level fields checked (they carry no secrets).
 */
import { z } from 'zod';

export const creditBureaus = ['TransUnion', 'Experian', 'Equifax'] as const;
export const creditBureauSchema = z.enum(creditBureaus);
export type CreditBureau = z.infer<typeof creditBureauSchema>;

export const decisionTierSchema = z.enum(['approve', 'borderline', 'decline']);
export type DecisionTier = z.infer<typeof decisionTierSchema>;

export const fundingStrategySchema = z.enum([
  'ALL_BUREAUS_QUALIFIED',
  'APPROVED',
  'DUAL_BUREAU_QUALIFIED',
  'SINGLE_BUREAU_QUALIFIED',
  'BORDERLINE_FIXABLE',
  'CREDIT_REPAIR_REQUIRED',
]);
export type FundingStrategy = z.infer<typeof fundingStrategySchema>;

/** Where a stored version came from: a provider pull (`sandbox`, `http`), an upload, or save-report. */
export const creditReportSourceSchema = z.string();

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the YYYY-MM-DD format');

/** The engine's `EvaluationResult` (credit-decision-rules.md), top level checked, the rest passed through. */
export const creditEvaluationSchema = z.looseObject({
  overall_decision: decisionTierSchema,
  qualifying_bureaus: z.array(creditBureauSchema),
  best_bureau: creditBureauSchema.nullable(),
  funding_strategy: fundingStrategySchema.nullable(),
  bureaus: z.record(z.string(), z.unknown()),
  as_of: z.string(),
  error: z.string().optional(),
});
export type CreditEvaluation = z.infer<typeof creditEvaluationSchema>;

/** The engine's `ImprovementSimulation`: per non-approving bureau, the verified shortest plan. */
export const creditImprovementsSchema = z.looseObject({
  as_of: z.string(),
  bureaus: z.record(z.string(), z.unknown()),
});
export type CreditImprovements = z.infer<typeof creditImprovementsSchema>;

/** Per-bureau VantageScore (null when the bureau reported none). */
export const creditScoresSchema = z.object({
  TransUnion: z.number().nullable(),
  Experian: z.number().nullable(),
  Equifax: z.number().nullable(),
});
export type CreditScores = z.infer<typeof creditScoresSchema>;

// ---- requests ---------------------------------------------------------------------------------

const userIdParam = z.string().trim().min(1).max(64);

/** POST /api/credit-decision/evaluate: raw report data (any accepted form), or a stored report. */
export const evaluateCreditBodySchema = z.object({
  raw_credit_data: z.unknown().optional(),
  as_of: isoDateSchema.optional(),
  report_id: z.string().trim().min(1).max(64).optional(),
});
export type EvaluateCreditBody = z.infer<typeof evaluateCreditBodySchema>;

/** POST /api/credit-decision/save-report. `decision_result` is accepted and ignored: the server re-evaluates. */
export const saveCreditReportBodySchema = z.object({
  raw_credit_data: z.unknown(),
  decision_result: z.unknown().optional(),
  user_id: userIdParam.optional(),
});
export type SaveCreditReportBody = z.infer<typeof saveCreditReportBodySchema>;

/** Credit-monitoring login (the report form's Email Address and Password). */
export const creditCredentialsBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type CreditCredentialsBody = z.infer<typeof creditCredentialsBodySchema>;

/** POST /api/client/credit-report/fetch. */
export const clientCreditFetchBodySchema = creditCredentialsBodySchema.extend({
  save_credentials: z.boolean().default(false),
  /** Sent only when saving credentials. */
  customer_email: z.string().trim().max(254).nullish(),
  /** Staff fetching for a client. */
  user_id: userIdParam.optional(),
});
export type ClientCreditFetchBody = z.input<typeof clientCreditFetchBodySchema>;

/** POST /api/client/credit-report/import: a report JSON exported from a monitoring service. */
export const importCreditReportBodySchema = z.object({
  raw_credit_data: z.unknown(),
  user_id: userIdParam.optional(),
});
export type ImportCreditReportBody = z.infer<typeof importCreditReportBodySchema>;

/** `?user_id=` for staff reading a client's reports (clients read their own). */
export const creditSubjectQuerySchema = z.object({ user_id: userIdParam.optional() });

export const compareCreditReportsQuerySchema = z.object({
  from: z.string().trim().min(1).max(64),
  to: z.string().trim().min(1).max(64),
});

const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
};

export const adminCreditReportsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  ...pageQuery,
});
export const creditAuditLogQuerySchema = z.object({
  subject_user_id: z.string().trim().min(1).max(64).optional(),
  actor_id: z.string().trim().min(1).max(64).optional(),
  ...pageQuery,
});

// ---- responses --------------------------------------------------------------------------------

export const evaluateCreditResponseSchema = z.object({
  status: z.literal('success'),
  evaluation: creditEvaluationSchema,
  improvements: creditImprovementsSchema,
});
export type EvaluateCreditResponse = z.infer<typeof evaluateCreditResponseSchema>;

export const saveCreditReportResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  report_id: z.string(),
  version: z.number().int(),
  evaluation: creditEvaluationSchema,
});
export type SaveCreditReportResponse = z.infer<typeof saveCreditReportResponseSchema>;

/** POST /api/credit-report-test/fetch: the spec's `data.credit_report_json.rawReport` (a JSON string). */
export const creditTestFetchResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    credit_report_json: z.object({ rawReport: z.string() }),
    /** Set when the pull was stored (the actor is a client). */
    report_id: z.string().nullable(),
    version: z.number().int().nullable(),
  }),
});
export type CreditTestFetchResponse = z.infer<typeof creditTestFetchResponseSchema>;

/** GET /api/credit-report-test/get-credentials: the caller's own saved login, nothing else. */
export const creditCredentialsResponseSchema = z.object({
  status: z.literal('success'),
  email: z.string(),
  password: z.string(),
});
export type CreditCredentialsResponse = z.infer<typeof creditCredentialsResponseSchema>;

/** A lender whose minimums one bureau's result meets (admin `/admin/banks`). */
export const matchingBankSchema = z.object({
  id: z.string(),
  name: z.string(),
  products: z.array(z.string()),
});
export type MatchingBank = z.infer<typeof matchingBankSchema>;
/** Per bureau, the active banks its result meets (server-computed from the stored evaluation). */
export const matchingBanksSchema = z.object({
  TransUnion: z.array(matchingBankSchema),
  Experian: z.array(matchingBankSchema),
  Equifax: z.array(matchingBankSchema),
});
export type MatchingBanks = z.infer<typeof matchingBanksSchema>;

/** One stored report version, raw report included (`raw_report` is the JSON string as stored). */
export const storedCreditReportSchema = z.object({
  report_id: z.string(),
  user_id: z.string(),
  version: z.number().int(),
  source: creditReportSourceSchema,
  created_at: z.string(),
  as_of: z.string(),
  raw_report: z.string(),
  evaluation: creditEvaluationSchema,
  improvements: creditImprovementsSchema,
  /** Latest and version reads only. */
  matching_banks: matchingBanksSchema.optional(),
});
export type StoredCreditReport = z.infer<typeof storedCreditReportSchema>;

export const storedCreditReportResponseSchema = z.object({
  status: z.literal('success'),
  data: storedCreditReportSchema,
});

/** POST /api/client/credit-report/fetch: `data.report` (the raw report JSON string) is what the web needs. */
export const clientCreditFetchResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    report: z.string(),
    report_id: z.string(),
    version: z.number().int(),
    evaluation: creditEvaluationSchema,
    improvements: creditImprovementsSchema,
  }),
});
export type ClientCreditFetchResponse = z.infer<typeof clientCreditFetchResponseSchema>;

export const importCreditReportResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    report_id: z.string(),
    version: z.number().int(),
    source: creditReportSourceSchema,
    evaluation: creditEvaluationSchema,
    improvements: creditImprovementsSchema,
  }),
});
export type ImportCreditReportResponse = z.infer<typeof importCreditReportResponseSchema>;

export const creditReportSummarySchema = z.object({
  id: z.string(),
  version: z.number().int(),
  source: creditReportSourceSchema,
  created_at: z.string(),
  as_of: z.string(),
  overall_decision: decisionTierSchema,
  funding_strategy: fundingStrategySchema.nullable(),
  scores: creditScoresSchema,
});
export type CreditReportSummary = z.infer<typeof creditReportSummarySchema>;

export const creditReportHistoryResponseSchema = z.object({
  status: z.literal('success'),
  reports: z.array(creditReportSummarySchema),
});

const scoreDeltaSchema = z.object({
  from: z.number().nullable(),
  to: z.number().nullable(),
  delta: z.number().nullable(),
});
const tierChangeSchema = z.object({
  from: decisionTierSchema.nullable(),
  to: decisionTierSchema.nullable(),
  changed: z.boolean(),
});

/** A problem item of an evaluation, keyed by bureau + rule + tradeline (creditor, number) or inquiry. */
export const creditItemSchema = z.object({
  bureau: creditBureauSchema,
  rule: z.string(),
  kind: z.enum(['tradeline', 'inquiry', 'public_record', 'bureau']),
  creditor_name: z.string(),
  account_number: z.string(),
  /** Inquiry date or public-record filing date, when the item is one. */
  date: z.string().nullable(),
});
export type CreditItem = z.infer<typeof creditItemSchema>;

export const compareCreditReportsResponseSchema = z.object({
  status: z.literal('success'),
  from: creditReportSummarySchema,
  to: creditReportSummarySchema,
  score_deltas: z.object({
    TransUnion: scoreDeltaSchema,
    Experian: scoreDeltaSchema,
    Equifax: scoreDeltaSchema,
  }),
  tier_changes: z.object({
    TransUnion: tierChangeSchema,
    Experian: tierChangeSchema,
    Equifax: tierChangeSchema,
  }),
  resolved_items: z.array(creditItemSchema),
  new_items: z.array(creditItemSchema),
});
export type CompareCreditReportsResponse = z.infer<typeof compareCreditReportsResponseSchema>;

/** A client in the staff credit directory with their latest report (report fields null when none). */
export const adminCreditReportRowSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  display_name: z.string(),
  report_id: z.string().nullable(),
  version: z.number().int().nullable(),
  created_at: z.string().nullable(),
  overall_decision: decisionTierSchema.nullable(),
  funding_strategy: fundingStrategySchema.nullable(),
  scores: creditScoresSchema.nullable(),
  report_count: z.number().int(),
});
export type AdminCreditReportRow = z.infer<typeof adminCreditReportRowSchema>;

export const adminCreditReportsResponseSchema = z.object({
  status: z.literal('success'),
  reports: z.array(adminCreditReportRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const creditAuditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  subject_user_id: z.string().nullable(),
  subject_email: z.string().nullable(),
  action: z.string(),
  report_id: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type CreditAuditEntry = z.infer<typeof creditAuditEntrySchema>;

export const creditAuditLogResponseSchema = z.object({
  status: z.literal('success'),
  entries: z.array(creditAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
