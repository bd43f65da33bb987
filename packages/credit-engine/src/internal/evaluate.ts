/**
 * The evaluator over a parsed report (credit-decision-rules.md, Rules; Merging and counting;
 * Overall). One pass buckets the report by bureau; each tradeline's facts are computed once.
 */
import type { CreditReport, Inquiry, PublicRecord, Tradeline } from '../model';
import { BUREAUS, type Bureau } from '../parse/bureau';
import { firstDayOfMonthIndex, monthIndex } from '../parse/dates';
import { bankruptcy, bankruptcyRecord, bankruptcyRule } from '../rules/bankruptcy';
import { chargeOff, chargeOffRule } from '../rules/charge-off';
import { collection, collectionRule } from '../rules/collection';
import { type LineFacts, lineFacts } from '../rules/condition';
import { INQUIRY_THRESHOLD, LATE_WINDOW_MONTHS, RECENT_LATE_WINDOW_MONTHS } from '../rules/constants';
import { derogatoryAccount, derogatoryAccountRule } from '../rules/derogatory-account';
import { excessiveInquiries, excessiveInquiriesRule, inquiriesInWindow } from '../rules/excessive-inquiries';
import { highUtilization, highUtilizationRule, type UtilizationHit } from '../rules/high-utilization';
import { type LateMark, lateMarksWithin } from '../rules/late-marks';
import { latePayment12Months, latePayment12MonthsRule } from '../rules/late-payment-12-months';
import { recentLatePayment, recentLatePaymentRule } from '../rules/recent-late-payment';
import { repossessionForeclosure, repossessionForeclosureRule } from '../rules/repossession-foreclosure';
import type { RuleInfo } from '../rules/rule';
import type {
  BureauEvaluation,
  DecisionTier,
  DisputeReason,
  EvaluationResult,
  FundingStrategy,
  HitAccount,
  HitPublicRecord,
  LatePaymentDetail,
  RemediationRecommendation,
  RuleHit,
} from '../types';
import {
  inquiryDisputeReasons,
  lateDisputeReasons,
  Siblings,
  statusDisputeReasons,
  utilizationDisputeReasons,
} from './dispute';
import { roundCents } from './money';

/** The report's own date: reportDate, else the newest pull date, else the newest dateReported. */
export function reportAsOf(report: CreditReport): string | null {
  if (report.reportDate) return report.reportDate;
  if (report.pullDate) return report.pullDate;
  let newest: string | null = null;
  for (const t of report.tradelines)
    if (t.dateReported !== null && (newest === null || t.dateReported > newest)) newest = t.dateReported;
  return newest;
}

/** Status rules in table order: each hits a tradeline on its condition text. */
const STATUS_RULES: ReadonlyArray<readonly [RuleInfo, (f: LineFacts) => boolean]> = [
  [derogatoryAccountRule, derogatoryAccount],
  [chargeOffRule, chargeOff],
  [collectionRule, collection],
  [repossessionForeclosureRule, repossessionForeclosure],
  [bankruptcyRule, bankruptcy],
];

/** Every rule in table order: the order of `triggered_rules`. */
export const RULES_IN_ORDER: readonly RuleInfo[] = [
  ...STATUS_RULES.map(([r]) => r),
  recentLatePaymentRule,
  latePayment12MonthsRule,
  highUtilizationRule,
  excessiveInquiriesRule,
];

interface BureauBucket {
  lines: Tradeline[];
  inquiries: Inquiry[];
  records: PublicRecord[];
  score: number | null;
}

function bucket(report: CreditReport): Record<Bureau, BureauBucket> {
  const out = {} as Record<Bureau, BureauBucket>;
  for (const b of BUREAUS) out[b] = { lines: [], inquiries: [], records: [], score: null };
  for (const t of report.tradelines) out[t.bureau].lines.push(t);
  for (const q of report.inquiries) out[q.bureau].inquiries.push(q);
  for (const r of report.publicRecords) out[r.bureau].records.push(r);
  for (const s of report.scores) {
    const b = out[s.bureau];
    if (b.score === null && s.riskScore !== null) b.score = s.riskScore;
  }
  return out;
}

function accountTypeOf(line: Tradeline): string {
  return (
    line.GrantedTrade.AccountType.description || line.accountTypeDescription || line.accountTypeAbbreviation
  );
}

function hitAccount(f: LineFacts): HitAccount {
  const l = f.line;
  return {
    tradeline_id: l.id,
    creditor_name: l.creditorName,
    account_number: l.accountNumber,
    bureau: l.bureau,
    account_type: accountTypeOf(l),
    account_rating: l.AccountCondition.description || l.AccountCondition.abbreviation,
    payment_status: l.PayStatus.description || l.PayStatus.abbreviation,
    balance: l.currentBalance,
    limit: f.limit > 0 ? f.limit : l.GrantedTrade.CreditLimit,
  };
}

function describe(rule: RuleInfo, count: number): string {
  return count > 1 ? `${rule.title} (${count} accounts)` : rule.title;
}

function baseHit(rule: RuleInfo, accounts: HitAccount[], dispute: DisputeReason[]): RuleHit {
  return {
    rule: rule.id,
    tier: rule.tier,
    description: describe(rule, accounts.length),
    remediation: rule.remediation,
    accounts,
    account_count: accounts.length,
    dispute_reasons: dispute,
  };
}

function lateHit(
  rule: RuleInfo,
  hits: ReadonlyArray<readonly [LineFacts, LateMark[]]>,
  siblings: Siblings,
): RuleHit {
  const accounts: HitAccount[] = [];
  const details: LatePaymentDetail[] = [];
  const dispute: DisputeReason[] = [];
  for (const [f, marks] of hits) {
    accounts.push({ ...hitAccount(f), late_months: marks.map((m) => m.month) });
    for (const m of marks) {
      details.push({
        tradeline_id: f.line.id,
        creditor_name: f.line.creditorName,
        account_number: f.line.accountNumber,
        month: m.month,
        date: m.date,
        status: m.status,
        days_late: m.daysLate,
      });
    }
    dispute.push(...lateDisputeReasons(f, marks, siblings));
  }
  const hit = baseHit(rule, accounts, dispute);
  hit.late_payment_count = details.length;
  hit.late_payment_details = details;
  return hit;
}

function newestLateMonth(hit: RuleHit): number {
  let max = -1;
  for (const d of hit.late_payment_details ?? []) max = Math.max(max, monthIndex(d.date));
  return max;
}

function remediationFor(rule: RuleInfo, hit: RuleHit): RemediationRecommendation {
  const rec: RemediationRecommendation = {
    type: rule.remediationType,
    rule: rule.id,
    description: rule.remediation,
    accounts: hit.accounts,
  };
  if (rule.id === 'high_utilization') {
    rec.amount = hit.recommended_paydown ?? 0;
    rec.description = `Pay down ${hit.accounts.length > 1 ? `${hit.accounts.length} accounts` : hit.accounts[0]?.creditor_name} by $${(hit.recommended_paydown ?? 0).toFixed(2)} in total to reach 50% utilization or less.`;
  } else if (rule.id === 'recent_late_payment' || rule.id === 'late_payment_12_months') {
    const window = rule.id === 'recent_late_payment' ? RECENT_LATE_WINDOW_MONTHS : LATE_WINDOW_MONTHS;
    const newest = newestLateMonth(hit);
    if (newest >= 0) rec.wait_until = firstDayOfMonthIndex(newest + window);
  } else if (rule.id === 'excessive_inquiries') {
    const qs = hit.inquiries ?? [];
    rec.inquiries = qs;
    // Newest first: once the third-newest ages out, fewer than 3 remain.
    const pivot = qs[INQUIRY_THRESHOLD - 1];
    if (pivot) rec.wait_until = pivot.ages_out_on;
  }
  return rec;
}

function noDataEvaluation(bureau: Bureau, frozen: boolean): BureauEvaluation {
  const hit: RuleHit = {
    rule: 'no_bureau_data',
    tier: 'decline',
    description: frozen
      ? `No data reported by ${bureau}: the file is frozen`
      : `No data reported by ${bureau} (file frozen or not pulled)`,
    remediation: `Unfreeze the ${bureau} file (or pull it again) and refresh the report.`,
    accounts: [],
    account_count: 0,
    dispute_reasons: [],
  };
  return {
    bureau,
    has_data: false,
    decision_tier: 'decline',
    triggered_rules: [hit],
    decline_rules: [hit],
    borderline_rules: [],
    remediation_recommendations: [
      { type: 'credit_repair', rule: 'no_bureau_data', description: hit.remediation, accounts: [] },
    ],
    summary: { total_issues: 1, decline_count: 1, borderline_count: 0, inquiry_count: 0, credit_score: null },
  };
}

function evaluateBureau(
  bureau: Bureau,
  data: BureauBucket,
  asOf: string,
  siblings: Siblings,
): BureauEvaluation {
  const asOfMonth = monthIndex(asOf);
  const status: Array<Array<LineFacts>> = STATUS_RULES.map(() => []);
  const recent: Array<[LineFacts, LateMark[]]> = [];
  const late12: Array<[LineFacts, LateMark[]]> = [];
  const util: Array<[LineFacts, UtilizationHit]> = [];

  for (const line of data.lines) {
    const f = lineFacts(line);
    for (let r = 0; r < STATUS_RULES.length; r++) if (STATUS_RULES[r]![1](f)) status[r]!.push(f);
    const marks = lateMarksWithin(line, asOfMonth, LATE_WINDOW_MONTHS);
    if (marks.length > 0) {
      const r = recentLatePayment(marks, asOfMonth);
      if (r) recent.push([f, r]);
      const l = latePayment12Months(marks, r !== undefined);
      if (l) late12.push([f, l]);
    }
    const u = highUtilization(f);
    if (u) util.push([f, u]);
  }

  const hits: RuleHit[] = [];
  for (let r = 0; r < STATUS_RULES.length; r++) {
    const rule = STATUS_RULES[r]![0];
    const lines = status[r]!;
    const records = rule.id === 'bankruptcy' ? data.records.filter(bankruptcyRecord) : [];
    if (lines.length === 0 && records.length === 0) continue;
    const dispute = lines.flatMap((f) => statusDisputeReasons(rule.id, f, siblings));
    const hit = baseHit(rule, lines.map(hitAccount), dispute);
    if (records.length > 0) {
      hit.public_records = records.map(
        (rec): HitPublicRecord => ({
          record_id: rec.id,
          bureau: rec.bureau,
          classification: rec.classification,
          type: rec.type,
          status: rec.status,
          date_filed: rec.dateFiled,
        }),
      );
      for (const rec of records) {
        hit.dispute_reasons.push({
          record_id: rec.id,
          creditor_name: rec.courtName,
          account_number: rec.referenceNumber,
          reason:
            'Verify the filing, discharge date and status with the court record; dispute what is inaccurate.',
        });
      }
    }
    hits.push(hit);
  }
  if (recent.length > 0) hits.push(lateHit(recentLatePaymentRule, recent, siblings));
  if (late12.length > 0) hits.push(lateHit(latePayment12MonthsRule, late12, siblings));
  if (util.length > 0) {
    const accounts: HitAccount[] = [];
    let total = 0;
    let worst = 0;
    for (const [f, u] of util) {
      accounts.push({
        ...hitAccount(f),
        utilization_percentage: u.utilizationPercentage,
        recommended_paydown: u.recommendedPaydown,
      });
      total += u.recommendedPaydown;
      worst = Math.max(worst, u.utilizationPercentage);
    }
    const hit = baseHit(
      highUtilizationRule,
      accounts,
      util.flatMap(([f]) => utilizationDisputeReasons(f)),
    );
    hit.utilization_percentage = worst;
    hit.recommended_paydown = roundCents(total);
    hits.push(hit);
  }
  const counted = inquiriesInWindow(data.inquiries, asOf);
  if (excessiveInquiries(counted)) {
    const hit = baseHit(excessiveInquiriesRule, [], inquiryDisputeReasons(counted));
    hit.description = `${counted.length} inquiries in the last 2 years (3 or more)`;
    hit.inquiry_count = counted.length;
    hit.inquiries = counted;
    hits.push(hit);
  }

  const decline = hits.filter((h) => h.tier === 'decline');
  const borderline = hits.filter((h) => h.tier === 'borderline');
  const rules = new Map(RULES_IN_ORDER.map((r) => [r.id, r]));
  return {
    bureau,
    has_data: true,
    decision_tier: decline.length > 0 ? 'decline' : borderline.length > 0 ? 'borderline' : 'approve',
    triggered_rules: hits,
    decline_rules: decline,
    borderline_rules: borderline,
    remediation_recommendations: hits.map((h) => remediationFor(rules.get(h.rule)!, h)),
    summary: {
      total_issues: hits.length,
      decline_count: decline.length,
      borderline_count: borderline.length,
      inquiry_count: counted.length,
      credit_score: data.score,
    },
  };
}

/** An evaluation that could not look at any report. */
export function errorEvaluation(error: string, asOf: string): EvaluationResult {
  return {
    overall_decision: 'decline',
    qualifying_bureaus: [],
    best_bureau: null,
    funding_strategy: null,
    bureaus: {},
    as_of: asOf,
    error,
  };
}

/**
 * One bureau's evaluation of a parsed report at `asOf`, as {@link evaluateParsedReport} would
 * give it, without evaluating the other two (the what-if planner re-checks one bureau at a time).
 */
export function evaluateOneBureau(report: CreditReport, bureau: Bureau, asOf: string): BureauEvaluation {
  const d: BureauBucket = { lines: [], inquiries: [], records: [], score: null };
  for (const t of report.tradelines) if (t.bureau === bureau) d.lines.push(t);
  for (const q of report.inquiries) if (q.bureau === bureau) d.inquiries.push(q);
  for (const r of report.publicRecords) if (r.bureau === bureau) d.records.push(r);
  for (const s of report.scores)
    if (s.bureau === bureau && d.score === null && s.riskScore !== null) d.score = s.riskScore;
  const hasData = d.lines.length > 0 || d.inquiries.length > 0 || d.score !== null;
  return hasData
    ? evaluateBureau(bureau, d, asOf, new Siblings(report.tradelines))
    : noDataEvaluation(bureau, report.frozen[bureau]);
}

/** Evaluates a parsed report at `asOf` (`YYYY-MM-DD`). Pure: same report and date, same result. */
export function evaluateParsedReport(report: CreditReport, asOf: string): EvaluationResult {
  if (report.error) return errorEvaluation(report.error, asOf);
  const buckets = bucket(report);
  const siblings = new Siblings(report.tradelines);
  const bureaus: Partial<Record<Bureau, BureauEvaluation>> = {};
  const withData: BureauEvaluation[] = [];
  for (const b of BUREAUS) {
    const d = buckets[b];
    const hasData = d.lines.length > 0 || d.inquiries.length > 0 || d.score !== null;
    const ev = hasData ? evaluateBureau(b, d, asOf, siblings) : noDataEvaluation(b, report.frozen[b]);
    bureaus[b] = ev;
    if (hasData) withData.push(ev);
  }
  const qualifying = withData.filter((e) => e.decision_tier === 'approve').map((e) => e.bureau);
  let overall: DecisionTier = 'decline';
  let strategy: FundingStrategy = 'CREDIT_REPAIR_REQUIRED';
  let best: Bureau | null = null;
  if (withData.length > 0) {
    const anyDecline = withData.some((e) => e.decision_tier === 'decline');
    const anyBorderline = withData.some((e) => e.decision_tier === 'borderline');
    overall = anyDecline ? 'decline' : anyBorderline ? 'borderline' : 'approve';
    if (qualifying.length === withData.length)
      strategy = withData.length === 3 ? 'ALL_BUREAUS_QUALIFIED' : 'APPROVED';
    else if (qualifying.length === 2) strategy = 'DUAL_BUREAU_QUALIFIED';
    else if (qualifying.length === 1) strategy = 'SINGLE_BUREAU_QUALIFIED';
    else strategy = anyBorderline ? 'BORDERLINE_FIXABLE' : 'CREDIT_REPAIR_REQUIRED';
    if (qualifying.length > 0) best = qualifying[0]!;
    else {
      let fewest = withData[0]!;
      for (const e of withData) if (e.summary.total_issues < fewest.summary.total_issues) fewest = e;
      best = fewest.bureau;
    }
  }
  return {
    overall_decision: overall,
    qualifying_bureaus: qualifying,
    best_bureau: best,
    funding_strategy: strategy,
    bureaus,
    as_of: asOf,
  };
}
