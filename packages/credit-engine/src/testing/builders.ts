/**
 * Raw TrueLink builders for tests and the benchmark (not exported by the package). They produce
 * the shape the fixtures have, trimmed to what a test names.
 */
import type { Tradeline } from '../model';
import type { Bureau } from '../parse/bureau';
import { parseMergedReport } from '../parse/report';
import { type LineFacts, lineFacts } from '../rules/condition';

const SYMBOL: Record<Bureau, string> = { TransUnion: 'TUC', Experian: 'EXP', Equifax: 'EQF' };
const RANK: Record<Bureau, number> = { TransUnion: 1, Experian: 2, Equifax: 3 };

/** A raw `Source` block for a bureau. */
export function source(bureau: Bureau, inquiryDate = '2026-11-21') {
  return {
    Bureau: { symbol: SYMBOL[bureau], abbreviation: bureau, description: bureau, rank: RANK[bureau] },
    InquiryDate: inquiryDate,
  };
}

/** A code reference. */
export function code(description: string, abbreviation = description, symbol = '') {
  return { symbol, abbreviation, description, rank: 199 };
}

/**
 * Monthly pay statuses, newest first, one per month ending at `newest` (`YYYY-MM`), on day 06;
 * `marks` overrides the status of given months (`{'2026-07': '1'}`).
 */
export function history(newest: string, months: number, marks: Record<string, string> = {}) {
  let y = Number(newest.slice(0, 4));
  let m = Number(newest.slice(5, 7));
  const out: { date: string; status: string }[] = [];
  for (let i = 0; i < months; i++) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    out.push({ date: `${ym}-06`, status: marks[ym] ?? 'C' });
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

/** Options of {@link tradeline}. */
export interface TradelineSpec {
  bureau: Bureau;
  creditor?: string;
  accountNumber?: string;
  balance?: number | string | null;
  limit?: number | string | null;
  highBalance?: number | string | null;
  condition?: string;
  conditionAbbreviation?: string;
  payStatus?: string;
  designator?: string;
  remarks?: string[];
  history?: { date: string; status: string }[];
  pastDue?: number;
  creditType?: string;
}

/** A raw tradeline. */
export function tradeline(s: TradelineSpec) {
  return {
    bureau: s.bureau,
    Source: source(s.bureau),
    creditorName: s.creditor ?? 'TEST BANK',
    accountNumber: s.accountNumber ?? `${SYMBOL[s.bureau]}-1234****`,
    currentBalance: s.balance ?? 0,
    highBalance: s.highBalance ?? 0,
    dateOpened: '2019-07-14',
    dateReported: '2026-11-03',
    AccountCondition: code(s.condition ?? 'Open', s.conditionAbbreviation ?? s.condition ?? 'Open'),
    PayStatus: code(s.payStatus ?? 'Current'),
    AccountDesignator: code(s.designator ?? 'Individual'),
    DisputeFlag: code('Account not disputed'),
    Remark: (s.remarks ?? []).map((r) => ({ RemarkCode: code(r), customRemark: '' })),
    GrantedTrade: {
      CreditLimit: s.limit ?? null,
      CreditType: s.creditType ? code(s.creditType) : {},
      amountPastDue: s.pastDue ?? 0,
      PayStatusHistory: { MonthlyPayStatus: s.history ?? [] },
    },
  };
}

/** A raw partition. */
export function partition(symbol: string, lines: unknown[]) {
  const description =
    symbol === 'R'
      ? 'Revolving Account'
      : symbol === 'I'
        ? 'Installment Account'
        : symbol === 'Y'
          ? 'Collection Account'
          : 'Other';
  return { accountTypeSymbol: symbol, accountTypeDescription: description, Tradeline: lines };
}

/** A raw inquiry partition. */
export function inquiry(bureau: Bureau, subscriberName: string, inquiryDate: string) {
  return { Inquiry: { bureau, Source: source(bureau), subscriberName, inquiryDate, inquiryType: 'I' } };
}

/** A raw score. */
export function score(bureau: Bureau, riskScore: number | string | null) {
  return { riskScore, scoreName: 'VantageScore3', Source: source(bureau) };
}

/** Options of {@link report}. */
export interface ReportSpec {
  reportDate?: string;
  partitions?: unknown[];
  inquiries?: unknown[];
  scores?: unknown[];
  publicRecords?: unknown[];
}

/** A raw `{TrueLinkCreditReportType}` document. */
export function report(s: ReportSpec = {}) {
  return {
    TrueLinkCreditReportType: {
      ...(s.reportDate ? { reportDate: s.reportDate } : {}),
      Borrower: { CreditScore: s.scores ?? [] },
      TradeLinePartition: s.partitions ?? [],
      InquiryPartition: s.inquiries ?? [],
      PulblicRecordPartition: s.publicRecords ?? [],
    },
  };
}

/** A clean revolving card on one bureau (3,000 limit, 300 balance, 24 current months). */
export function cleanCard(bureau: Bureau, extra: Partial<TradelineSpec> = {}) {
  return tradeline({
    bureau,
    creditor: 'CLEAN CARD',
    balance: 300,
    limit: 3000,
    highBalance: 900,
    history: history('2026-10', 24),
    ...extra,
  });
}

/** A report where every bureau carries one clean card and a score: all three approve. */
export function cleanReport(reportDate = '2026-11-21') {
  return report({
    reportDate,
    partitions: [partition('R', [cleanCard('TransUnion'), cleanCard('Experian'), cleanCard('Equifax')])],
    scores: [score('TransUnion', 700), score('Experian', 710), score('Equifax', 705)],
  });
}

/** The parsed tradeline of a one-account report (the rules' input). */
export function parsedLine(spec: TradelineSpec, symbol = 'R'): Tradeline {
  const parsed = parseMergedReport(report({ partitions: [partition(symbol, [tradeline(spec)])] }));
  const line = parsed.tradelines[0];
  if (!line) throw new Error('builder produced no tradeline');
  return line;
}

/** The rule facts of a one-account report. */
export function factsOf(spec: TradelineSpec, symbol = 'R'): LineFacts {
  return lineFacts(parsedLine(spec, symbol));
}
