/**
 * Result types of the evaluator (seed §3 "Evaluation result", "Rule hit"). Wire names are the
 * spec's snake_case names.
 */
import type { Bureau } from './parse/bureau';

/** Per-bureau and overall decision (rules file, Merging and counting). */
export type DecisionTier = 'approve' | 'borderline' | 'decline';

/** Rule ids exactly as the rules file names them. */
export type RuleId =
  | 'derogatory_account'
  | 'charge_off'
  | 'collection'
  | 'repossession_foreclosure'
  | 'bankruptcy'
  | 'recent_late_payment'
  | 'late_payment_12_months'
  | 'high_utilization'
  | 'excessive_inquiries'
  | 'no_bureau_data';

/** Funding strategy values (seed §4). */
export type FundingStrategy =
  | 'ALL_BUREAUS_QUALIFIED'
  | 'APPROVED'
  | 'DUAL_BUREAU_QUALIFIED'
  | 'SINGLE_BUREAU_QUALIFIED'
  | 'BORDERLINE_FIXABLE'
  | 'CREDIT_REPAIR_REQUIRED';

/** A tradeline as a rule hit names it. */
export interface HitAccount {
  tradeline_id: string;
  creditor_name: string;
  account_number: string;
  bureau: Bureau;
  account_type: string;
  account_rating: string;
  payment_status: string;
  balance: number | null;
  /** The limit the rules used (credit limit, or high balance for a revolving account without one). */
  limit: number | null;
  /** high_utilization only: balance / limit in percent, two decimals. */
  utilization_percentage?: number;
  /** high_utilization only: balance − 0.5 × limit, in cents. */
  recommended_paydown?: number;
  /** Late rules only: the late months of this account inside the rule's window (`YYYY-MM`). */
  late_months?: string[];
}

/** One late month behind a late-payment hit. */
export interface LatePaymentDetail {
  tradeline_id: string;
  creditor_name: string;
  account_number: string;
  month: string;
  date: string;
  status: string;
  days_late: number;
}

/** An inquiry counted by `excessive_inquiries` (duplicates of the same pull folded in). */
export interface HitInquiry {
  inquiry_ids: string[];
  subscriber_name: string;
  inquiry_date: string;
  bureau: Bureau;
  /** The first day on which it no longer counts (two years after the inquiry). */
  ages_out_on: string;
}

/** A public record behind a `bankruptcy` hit. */
export interface HitPublicRecord {
  record_id: string;
  bureau: Bureau;
  classification: string;
  type: string;
  status: string;
  date_filed: string | null;
}

/** Why one item of a hit can be disputed. */
export interface DisputeReason {
  tradeline_id?: string;
  inquiry_id?: string;
  record_id?: string;
  creditor_name: string;
  account_number: string;
  reason: string;
}

/** One merged rule hit of one bureau. */
export interface RuleHit {
  rule: RuleId;
  tier: 'decline' | 'borderline';
  description: string;
  remediation: string;
  accounts: HitAccount[];
  account_count: number;
  dispute_reasons: DisputeReason[];
  late_payment_count?: number;
  late_payment_details?: LatePaymentDetail[];
  /** high_utilization: the highest account utilization in percent. */
  utilization_percentage?: number;
  /** high_utilization: sum of the accounts' paydowns. */
  recommended_paydown?: number;
  inquiry_count?: number;
  inquiries?: HitInquiry[];
  public_records?: HitPublicRecord[];
}

/** One remediation recommendation per merged hit. */
export interface RemediationRecommendation {
  type: 'credit_repair' | 'paydown';
  rule: RuleId;
  description: string;
  accounts: HitAccount[];
  /** paydown: the total to pay down (the hit's recommended_paydown). */
  amount?: number;
  /** Time-based rules: the first day on which the hit would clear by waiting, if nothing new appears. */
  wait_until?: string;
  inquiries?: HitInquiry[];
}

/** Counters of one bureau's evaluation. */
export interface BureauSummaryCounts {
  total_issues: number;
  decline_count: number;
  borderline_count: number;
  /** Distinct inquiries (same subscriber and date once) within two years of as_of. */
  inquiry_count: number;
  credit_score: number | null;
}

/** The evaluation of one bureau. */
export interface BureauEvaluation {
  bureau: Bureau;
  has_data: boolean;
  decision_tier: DecisionTier;
  triggered_rules: RuleHit[];
  decline_rules: RuleHit[];
  borderline_rules: RuleHit[];
  remediation_recommendations: RemediationRecommendation[];
  summary: BureauSummaryCounts;
}

/** The funding-readiness evaluation of a report. */
export interface EvaluationResult {
  overall_decision: DecisionTier;
  qualifying_bureaus: Bureau[];
  best_bureau: Bureau | null;
  funding_strategy: FundingStrategy | null;
  /** Keyed TransUnion, Experian, Equifax in that order; empty when `error` is set. */
  bureaus: Partial<Record<Bureau, BureauEvaluation>>;
  /** The evaluation date every window was measured from (`YYYY-MM-DD`). */
  as_of: string;
  error?: string;
}

/** Options of `evaluateCreditReport`. */
export interface EvaluateOptions {
  /** Evaluation date (`YYYY-MM-DD` or any accepted date form, or a Date); default: the report's date, else today. */
  asOf?: string | Date;
}
