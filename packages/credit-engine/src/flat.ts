import type { CreditReport, Tradeline } from './model';
import type { Bureau } from './parse/bureau';
import { parseMergedReport } from './parse/report';

/** One row per tradeline per bureau (merged-credit-report.md, "Flat account"). */
export interface FlatAccount {
  tradeline_id: string;
  bureau: Bureau;
  creditor_name: string;
  account_number: string;
  /** Partition `accountTypeDescription` (Revolving Account, Installment Account…). */
  account_type: string;
  /** `GrantedTrade.AccountType.description` (Credit Card, Auto Loan…). */
  account_type_detail: string;
  account_rating: string;
  balance_owed: number | null;
  credit_limit: number | null;
  high_balance: number | null;
  date_opened: string | null;
  date_closed: string | null;
  date_reported: string | null;
  payment_status: string;
  creditor_remarks: string;
  dispute_status: string;
  original_creditor: string | null;
  open_closed: string;
  amount_past_due: number | null;
  monthly_payment: number | null;
  late_30_count: number | null;
  late_60_count: number | null;
  late_90_count: number | null;
  /** Newest first, `{month: 'YYYY-MM', status}`. */
  payment_history: { month: string; status: string }[];
}

function flatten(t: Tradeline): FlatAccount {
  const g = t.GrantedTrade;
  const remarks: string[] = [];
  for (const r of t.Remark) {
    if (r.RemarkCode.description !== '') remarks.push(r.RemarkCode.description);
    if (r.customRemark !== '') remarks.push(r.customRemark);
  }
  return {
    tradeline_id: t.id,
    bureau: t.bureau,
    creditor_name: t.creditorName,
    account_number: t.accountNumber,
    account_type: t.accountTypeDescription || t.accountTypeAbbreviation || g.AccountType.description,
    account_type_detail: g.AccountType.description,
    account_rating: t.AccountCondition.description || t.AccountCondition.abbreviation,
    balance_owed: t.currentBalance,
    credit_limit: g.CreditLimit,
    high_balance: t.highBalance,
    date_opened: t.dateOpened,
    date_closed: t.dateClosed,
    date_reported: t.dateReported,
    payment_status: t.PayStatus.description || t.PayStatus.abbreviation,
    creditor_remarks: remarks.join('; '),
    dispute_status: t.DisputeFlag.description || t.DisputeFlag.abbreviation,
    original_creditor: t.originalCreditor,
    open_closed: t.OpenClosed.description || t.OpenClosed.abbreviation,
    amount_past_due: g.amountPastDue,
    monthly_payment: g.monthlyPayment,
    late_30_count: g.late30Count,
    late_60_count: g.late60Count,
    late_90_count: g.late90Count,
    payment_history: g.PayStatusHistory.MonthlyPayStatus.filter((m) => m.date !== null).map((m) => ({
      month: (m.date as string).slice(0, 7),
      status: m.status,
    })),
  };
}

/**
 * The spec's flat account rows, one per tradeline per bureau, in report order.
 * Takes a parsed report (or any raw input `parseMergedReport` accepts).
 * @example flatAccounts(parseMergedReport(raw)).filter((a) => a.bureau === 'Equifax')
 */
export function flatAccounts(report: CreditReport | unknown): FlatAccount[] {
  return parseMergedReport(report).tradelines.map(flatten);
}
