/**
 * Dispute reasons: per account, why an item of a hit can be disputed
 * (credit-decision-rules.md, Merging and counting). Cross-bureau checks compare the other
 * tradelines of the same `TradeLinePartition` (the same account as the other bureaus report it).
 */
import type { Tradeline } from '../model';
import { monthIndex } from '../parse/dates';
import type { LineFacts } from '../rules/condition';
import type { LateMark } from '../rules/late-marks';
import { daysLate } from '../rules/late-marks';
import type { DisputeReason, HitInquiry, RuleId } from '../types';
import { formatAmount } from './format';

/**
 * A real `TradeLinePartition` holds one account as each bureau reports it: at most one tradeline
 * per bureau. A hostile report can put thousands of tradelines in one partition; comparing each
 * with all the others would be quadratic (34 000 tradelines took minutes). Only the first
 * tradeline of each other bureau counts as a sibling, so every line has at most two.
 */
export const SIBLINGS_PER_BUREAU = 1;

/** The other bureaus' tradelines of each partition, built on first use. */
export class Siblings {
  private byPartition: Map<number, Tradeline[]> | undefined;
  constructor(private readonly lines: readonly Tradeline[]) {}

  /** The tradelines of the same account at other bureaus (the first one per bureau). */
  of(line: Tradeline): Tradeline[] {
    if (!this.byPartition) {
      this.byPartition = new Map();
      for (const l of this.lines) {
        const list = this.byPartition.get(l.partitionIndex);
        if (!list) this.byPartition.set(l.partitionIndex, [l]);
        else if (list.reduce((n, o) => (o.bureau === l.bureau ? n + 1 : n), 0) < SIBLINGS_PER_BUREAU)
          list.push(l);
      }
    }
    const out: Tradeline[] = [];
    for (const l of this.byPartition.get(line.partitionIndex) ?? [])
      if (l.bureau !== line.bureau) out.push(l);
    return out;
  }
}

function reason(f: LineFacts, text: string): DisputeReason {
  return {
    tradeline_id: f.line.id,
    creditor_name: f.line.creditorName,
    account_number: f.line.accountNumber,
    reason: text,
  };
}

function isDisputed(line: Tradeline): boolean {
  const d = `${line.DisputeFlag.description} ${line.DisputeFlag.abbreviation}`.toLowerCase();
  return d.trim() !== '' && d.indexOf('not disputed') < 0 && d.indexOf('disput') >= 0;
}

/** Reasons for an account hit by a status rule (derogatory, charge-off, collection, repossession, bankruptcy). */
export function statusDisputeReasons(rule: RuleId, f: LineFacts, siblings: Siblings): DisputeReason[] {
  const out: DisputeReason[] = [];
  const line = f.line;
  if (f.paid && f.balance > 0) {
    out.push(
      reason(
        f,
        `Reported as paid but still shows a balance of ${formatAmount(f.balance)}: a paid account must report $0.`,
      ),
    );
  }
  for (const other of siblings.of(line)) {
    const otherText = `${other.AccountCondition.description} ${other.PayStatus.description}`.toLowerCase();
    if ((other.currentBalance ?? 0) === 0 && f.balance > 0) {
      out.push(reason(f, `${other.bureau} reports this account with a $0 balance: the bureaus disagree.`));
      break;
    }
    if (
      otherText.indexOf('derog') < 0 &&
      otherText.indexOf('collection') < 0 &&
      otherText.indexOf('charge') < 0
    ) {
      out.push(
        reason(f, `${other.bureau} reports this account without the negative status: the bureaus disagree.`),
      );
      break;
    }
  }
  if (rule === 'collection' && line.originalCreditor) {
    out.push(
      reason(
        f,
        `Request validation of the debt from the collector (original creditor ${line.originalCreditor}).`,
      ),
    );
  }
  if (isDisputed(line))
    out.push(reason(f, 'Already marked as disputed: follow up on the investigation result.'));
  if (out.length === 0)
    out.push(reason(f, 'Request verification of the reported status, balance and dates.'));
  return out;
}

/** Reasons for an account hit by a late-payment rule. */
export function lateDisputeReasons(
  f: LineFacts,
  marks: readonly LateMark[],
  siblings: Siblings,
): DisputeReason[] {
  const out: DisputeReason[] = [];
  const lateMonths = new Set(marks.map((m) => m.monthIndex));
  for (const other of siblings.of(f.line)) {
    const currentThere: string[] = [];
    for (const m of other.GrantedTrade.PayStatusHistory.MonthlyPayStatus) {
      if (m.date === null) continue;
      const mi = monthIndex(m.date);
      if (lateMonths.has(mi) && (m.status === 'C' || m.status === 'OK'))
        currentThere.push(m.date.slice(0, 7));
    }
    if (currentThere.length > 0) {
      out.push(
        reason(
          f,
          `${other.bureau} reports ${currentThere.join(', ')} as current: the late mark is reported inconsistently.`,
        ),
      );
    }
  }
  const history = f.line.GrantedTrade.PayStatusHistory.MonthlyPayStatus;
  let lateCount = 0;
  for (const m of history) if (daysLate(m.status) > 0) lateCount++;
  if (lateCount === marks.length && history.length >= marks.length + 6) {
    out.push(
      reason(
        f,
        'Isolated late mark inside a history otherwise paid as agreed: dispute its accuracy or ask for a goodwill adjustment.',
      ),
    );
  }
  if (out.length === 0) out.push(reason(f, 'Verify the reported late months against your payment records.'));
  return out;
}

/** Reasons for an account hit by high_utilization (only a limit problem is disputable). */
export function utilizationDisputeReasons(f: LineFacts): DisputeReason[] {
  if (!f.limitFromHighBalance) return [];
  return [
    reason(
      f,
      `No credit limit reported: the high balance (${formatAmount(f.limit)}) stands in for it. Ask the creditor to report the actual limit.`,
    ),
  ];
}

/** Reasons for the inquiries of an excessive_inquiries hit. */
export function inquiryDisputeReasons(inquiries: readonly HitInquiry[]): DisputeReason[] {
  return inquiries.map((q) => ({
    inquiry_id: q.inquiry_ids[0]!,
    creditor_name: q.subscriber_name,
    account_number: '',
    reason:
      q.inquiry_ids.length > 1
        ? `Reported ${q.inquiry_ids.length} times for the same pull on ${q.inquiry_date}: it should count once. Dispute it if you did not authorize it.`
        : `Dispute it if you did not authorize this inquiry on ${q.inquiry_date}.`,
  }));
}
