/**
 * Coaching credit bureau analysis (seed §2 "Credit bureau analysis", §3 entity; rules file
 * "Coaching analysis"): every account pass / warning / fail, and the classification.
 */
import { resolveAsOf } from './evaluate';
import { reportAsOf } from './internal/evaluate';
import type { CreditReport, Tradeline } from './model';
import { BUREAUS, type Bureau } from './parse/bureau';
import { dayKey, dayKeyYearsBefore, todayIso } from './parse/dates';
import { parseMergedReport } from './parse/report';
import { conditionText, lineFacts } from './rules/condition';
import { daysLate } from './rules/late-marks';
import type { DecisionTier, EvaluationResult, RuleHit } from './types';

/** Account verdict. */
export type AccountStatus = 'pass' | 'warning' | 'fail';

/** The two classifications the analysis shows. */
export type CoachingClassification = 'APPROVED FOR FUNDING' | 'NEEDS CREDIT REPAIR';

/** An account card of the analysis. */
export interface CoachingTradeline {
  tradeline_id: string;
  creditor_name: string;
  account_number: string;
  account_status: string;
  account_type: string;
  balance: number | null;
  credit_limit: number | null;
  high_credit: number | null;
  monthly_payment: number | null;
  date_opened: string | null;
  date_reported: string | null;
  months_reviewed: number | null;
  past_due_amount: number | null;
  original_amount: number | null;
  date_of_last_activity: string | null;
  terms: string;
  /** Newest first, `{month: 'YYYY-MM', status}`. */
  payment_history: { month: string; status: string }[];
  has_derogatory: boolean;
  evaluation: { status: AccountStatus; issues: string[]; strengths: string[] };
}

/** Placeholder for the (not yet available) readiness model. */
export interface CoachingMl {
  available: false;
  prob_ready: null;
  confidence: null;
  guidance: null;
  top_factors: { impact: string; description: string }[];
}

/** Pass / warning / fail counts. */
export interface StatusCounts {
  pass: number;
  warning: number;
  fail: number;
}

/** One bureau of the analysis. */
export interface CoachingBureau {
  name: Bureau;
  has_data: boolean;
  score: number | null;
  decision_tier: DecisionTier | null;
  tradelines: CoachingTradeline[];
  inquiries_12m: number;
  reasons: string[];
  strengths: string[];
  counts: StatusCounts;
  ml: CoachingMl;
}

/** The coaching credit bureau analysis. */
export interface CoachingAnalysis {
  as_of: string;
  /** `evaluation` when account verdicts come from rule hits, `status_text` for the no-evaluation fallback. */
  basis: 'evaluation' | 'status_text';
  bureaus: CoachingBureau[];
  counts: StatusCounts;
  classification: CoachingClassification;
}

/** Options of `analyzeForCoaching`. */
export interface CoachingOptions {
  /** Date for the 12-month inquiry count when no evaluation gives one. */
  asOf?: string | Date;
}

const FALLBACK_FAIL_WORDS = ['charge', 'collection', 'derogatory'] as const;

function ruleIndex(evaluation: EvaluationResult | undefined): Map<string, RuleHit[]> {
  const byAccount = new Map<string, RuleHit[]>();
  if (!evaluation) return byAccount;
  for (const b of BUREAUS) {
    for (const hit of evaluation.bureaus[b]?.triggered_rules ?? []) {
      for (const a of hit.accounts) {
        for (const key of [
          `id:${a.tradeline_id}`,
          `acct:${a.bureau}|${a.creditor_name}|${a.account_number}`,
        ]) {
          const list = byAccount.get(key);
          if (list) list.push(hit);
          else byAccount.set(key, [hit]);
        }
      }
    }
  }
  return byAccount;
}

function hitsOf(index: Map<string, RuleHit[]>, t: Tradeline): RuleHit[] {
  return index.get(`id:${t.id}`) ?? index.get(`acct:${t.bureau}|${t.creditorName}|${t.accountNumber}`) ?? [];
}

function card(t: Tradeline, hits: RuleHit[] | null): CoachingTradeline {
  const g = t.GrantedTrade;
  const f = lineFacts(t);
  const issues: string[] = [];
  const strengths: string[] = [];
  let status: AccountStatus = 'pass';
  let hasDerogatory: boolean;
  const pastDue = g.amountPastDue ?? 0;
  if (hits) {
    hasDerogatory = hits.some((h) => h.tier === 'decline');
    for (const h of hits)
      issues.push(
        h.rule === 'high_utilization'
          ? 'Utilization above 50%'
          : h.description.replace(/ \(\d+ accounts\)$/, ''),
      );
    if (hasDerogatory) status = 'fail';
    else if (hits.length > 0 || pastDue > 0) status = 'warning';
  } else {
    const text = conditionText(t);
    hasDerogatory = FALLBACK_FAIL_WORDS.some((w) => text.indexOf(w) >= 0);
    if (hasDerogatory) {
      status = 'fail';
      issues.push(`Negative status: ${t.PayStatus.description || t.AccountCondition.description}`);
    } else if (pastDue > 0) status = 'warning';
  }
  if (pastDue > 0) issues.push(`Past due amount $${pastDue.toFixed(2)}`);

  const history = g.PayStatusHistory.MonthlyPayStatus;
  if (history.length > 0 && !history.some((m) => daysLate(m.status) > 0))
    strengths.push('No late payments in the reported history');
  if (f.revolving && f.limit > 0 && f.balance / f.limit <= 0.3) strengths.push('Utilization at or below 30%');
  const ps = t.PayStatus.description.toLowerCase();
  if (ps === 'current' || ps === 'pays as agreed') strengths.push('Currently paid as agreed');

  return {
    tradeline_id: t.id,
    creditor_name: t.creditorName,
    account_number: t.accountNumber,
    account_status: t.PayStatus.description || t.AccountCondition.description,
    account_type: g.AccountType.description || t.accountTypeDescription,
    balance: t.currentBalance,
    credit_limit: g.CreditLimit,
    high_credit: t.highBalance,
    monthly_payment: g.monthlyPayment,
    date_opened: t.dateOpened,
    date_reported: t.dateReported,
    months_reviewed: g.monthsReviewed,
    past_due_amount: g.amountPastDue,
    original_amount: f.revolving ? null : t.highBalance,
    date_of_last_activity: g.dateLastPayment ?? t.dateAccountStatus,
    terms: g.termMonths ? `${g.termMonths} months` : g.PaymentFrequency.description,
    payment_history: history
      .filter((m) => m.date !== null)
      .map((m) => ({ month: (m.date as string).slice(0, 7), status: m.status })),
    has_derogatory: hasDerogatory,
    evaluation: { status, issues, strengths },
  };
}

function inquiries12m(report: CreditReport, bureau: Bureau, asOf: string): number {
  const from = dayKeyYearsBefore(asOf, 1);
  const to = dayKey(asOf);
  const seen = new Set<string>();
  for (const q of report.inquiries) {
    if (q.bureau !== bureau || q.inquiryDate === null) continue;
    const k = dayKey(q.inquiryDate);
    if (k > from && k <= to) seen.add(`${q.subscriberName.toLowerCase()}|${q.inquiryDate}`);
  }
  return seen.size;
}

/**
 * Builds the coaching credit bureau analysis. With an evaluation, an account fails when it hits a
 * decline rule and is a warning when it hits a borderline rule or is past due; without one, the
 * status-text fallback applies (charge / collection / derogatory fail, past due warns).
 * @example
 * const analysis = analyzeForCoaching(report, evaluateCreditReport(report));
 * analysis.classification; // 'APPROVED FOR FUNDING' | 'NEEDS CREDIT REPAIR'
 */
export function analyzeForCoaching(
  report: CreditReport | unknown,
  evaluation?: EvaluationResult,
  options?: CoachingOptions,
): CoachingAnalysis {
  const parsed = parseMergedReport(report);
  const usable = evaluation && typeof evaluation === 'object' && evaluation.bureaus ? evaluation : undefined;
  const asOf = usable?.as_of ?? resolveAsOf(options?.asOf) ?? reportAsOf(parsed) ?? todayIso();
  const index = ruleIndex(usable);
  const total: StatusCounts = { pass: 0, warning: 0, fail: 0 };
  const bureaus: CoachingBureau[] = [];
  for (const name of BUREAUS) {
    const lines = parsed.tradelines.filter((t) => t.bureau === name);
    const score = parsed.scores.find((s) => s.bureau === name && s.riskScore !== null) ?? null;
    const ev = usable?.bureaus[name];
    const tradelines = lines.map((t) => card(t, usable ? hitsOf(index, t) : null));
    const counts: StatusCounts = { pass: 0, warning: 0, fail: 0 };
    for (const c of tradelines) counts[c.evaluation.status]++;
    total.pass += counts.pass;
    total.warning += counts.warning;
    total.fail += counts.fail;
    const inq = inquiries12m(parsed, name, asOf);
    const hasData = lines.length > 0 || score !== null || parsed.inquiries.some((q) => q.bureau === name);
    const reasons: string[] = ev ? ev.triggered_rules.map((h) => h.description) : [];
    if (!ev) {
      if (counts.fail > 0)
        reasons.push(`${counts.fail} account${counts.fail > 1 ? 's' : ''} with a negative status`);
      if (counts.warning > 0)
        reasons.push(`${counts.warning} account${counts.warning > 1 ? 's' : ''} past due`);
    }
    const strengths: string[] = [];
    for (const s of score?.factors ?? [])
      if (s.type.toLowerCase() === 'positive')
        strengths.push(...s.text.map((t) => t.replace(/^factor:\s*/i, '')));
    if (hasData && inq === 0) strengths.push('No inquiries in the last 12 months');
    if (lines.length > 0 && counts.fail === 0 && counts.warning === 0)
      strengths.push('Every account in good standing');
    bureaus.push({
      name,
      has_data: hasData,
      score: score?.riskScore ?? null,
      decision_tier: ev?.decision_tier ?? null,
      tradelines,
      inquiries_12m: inq,
      reasons,
      strengths,
      counts,
      ml: { available: false, prob_ready: null, confidence: null, guidance: null, top_factors: [] },
    });
  }
  return {
    as_of: asOf,
    basis: usable ? 'evaluation' : 'status_text',
    bureaus,
    counts: total,
    classification: total.fail === 0 && total.warning === 0 ? 'APPROVED FOR FUNDING' : 'NEEDS CREDIT REPAIR',
  };
}
