/**
 * The normalized merged report `parseMergedReport` returns. Field names follow the spec's
 * entities (seed §3 "Tradeline", "Inquiry"), so they keep TransUnion's spelling and casing.
 * Amounts are numbers or null, dates `YYYY-MM-DD` or null, and every per-bureau fact carries
 * its canonical bureau name.
 */
import type { Bureau } from './parse/bureau';
import type { CodeRef } from './parse/values';

export type { Bureau } from './parse/bureau';
export type { CodeRef } from './parse/values';

/** One month of payment history; `status` is trimmed and upper-cased (`C`, `1`, `CO`, `""`…). */
export interface MonthlyPayStatus {
  date: string | null;
  status: string;
}

/** `GrantedTrade.PayStatusHistory`, newest month first. */
export interface PayStatusHistory {
  startDate: string | null;
  /** The compressed code string as delivered (`"444432CCC"`). */
  status: string;
  MonthlyPayStatus: MonthlyPayStatus[];
}

/** A tradeline remark. */
export interface Remark {
  customRemark: string;
  RemarkCode: CodeRef;
}

/** `Tradeline.GrantedTrade`: terms, limit and history of a granted account. */
export interface GrantedTrade {
  AccountType: CodeRef;
  CreditType: CodeRef;
  PaymentFrequency: CodeRef;
  TermType: CodeRef;
  WorstPayStatus: CodeRef;
  CreditLimit: number | null;
  monthlyPayment: number | null;
  actualPaymentAmount: number | null;
  amountPastDue: number | null;
  termMonths: number | null;
  monthsReviewed: number | null;
  dateLastPayment: string | null;
  collateral: string;
  late30Count: number | null;
  late60Count: number | null;
  late90Count: number | null;
  PayStatusHistory: PayStatusHistory;
}

/** One account as one bureau reports it. */
export interface Tradeline {
  /** Stable id within the report: `<partition>.<position in partition>`. */
  id: string;
  bureau: Bureau;
  /** Index of the `TradeLinePartition` (the same account across bureaus). */
  partitionIndex: number;
  accountTypeSymbol: string;
  accountTypeAbbreviation: string;
  accountTypeDescription: string;
  creditorName: string;
  /** `CollectionTrade.originalCreditor`, kept apart from the creditor name. */
  originalCreditor: string | null;
  accountNumber: string;
  subscriberCode: string;
  currentBalance: number | null;
  highBalance: number | null;
  dateOpened: string | null;
  dateClosed: string | null;
  dateReported: string | null;
  dateVerified: string | null;
  dateAccountStatus: string | null;
  AccountCondition: CodeRef;
  AccountDesignator: CodeRef;
  DisputeFlag: CodeRef;
  IndustryCode: CodeRef;
  OpenClosed: CodeRef;
  PayStatus: CodeRef;
  VerificationIndicator: CodeRef;
  Remark: Remark[];
  GrantedTrade: GrantedTrade;
}

/** A hard or soft inquiry as one bureau reports it. */
export interface Inquiry {
  /** Stable id within the report: `<partition>.<position>`. */
  id: string;
  bureau: Bureau;
  subscriberName: string;
  subscriberNumber: string;
  inquiryDate: string | null;
  dateReported: string | null;
  /** `InquiryType.description`, else the `inquiryType` code (`"I"`). */
  type: string;
  IndustryCode: CodeRef;
}

/** A score factor (`CreditScoreFactor`). */
export interface ScoreFactor {
  type: string;
  code: string;
  text: string[];
}

/** A bureau's VantageScore. */
export interface CreditScore {
  bureau: Bureau;
  /** Null when the score is missing or not numeric (then it does not count as bureau data). */
  riskScore: number | null;
  scoreName: string;
  populationRank: number | null;
  noScoreReason: string;
  factors: ScoreFactor[];
}

/** A public record (bankruptcy, judgment, lien…). */
export interface PublicRecord {
  id: string;
  bureau: Bureau;
  classification: string;
  type: string;
  status: string;
  dateFiled: string | null;
  courtName: string;
  referenceNumber: string;
}

/** A name the borrower is known by at one bureau. */
export interface BorrowerName {
  bureau: Bureau;
  nameType: string;
  prefix: string;
  first: string;
  middle: string;
  last: string;
  suffix: string;
  full: string;
}

/** A current or previous address at one bureau. */
export interface BorrowerAddress {
  bureau: Bureau;
  line: string;
  houseNumber: string;
  streetName: string;
  streetType: string;
  unit: string;
  city: string;
  stateCode: string;
  postalCode: string;
  dateReported: string | null;
}

/** A birth date; `date` is `YYYY-MM-DD`, or `YYYY` when the bureau gives the year only. */
export interface BorrowerBirth {
  bureau: Bureau;
  date: string | null;
  year: number | null;
  month: number | null;
  day: number | null;
}

/** An employer at one bureau. */
export interface BorrowerEmployer {
  bureau: Bureau;
  name: string;
  dateReported: string | null;
  dateUpdated: string | null;
}

/** A social security number, masked on import to `XXX-XX-1234`. */
export interface BorrowerSsn {
  bureau: Bureau;
  masked: string;
}

/** A consumer statement. */
export interface BorrowerStatement {
  bureau: Bureau;
  text: string;
}

/** A telephone number. */
export interface BorrowerTelephone {
  bureau: Bureau;
  number: string;
  type: string;
}

/** Identity data, each fact tagged by bureau. */
export interface Borrower {
  names: BorrowerName[];
  currentAddresses: BorrowerAddress[];
  previousAddresses: BorrowerAddress[];
  birthDates: BorrowerBirth[];
  employers: BorrowerEmployer[];
  ssns: BorrowerSsn[];
  statements: BorrowerStatement[];
  telephones: BorrowerTelephone[];
}

/** Provider-computed tradeline counters for one bureau (shown, never decided on). */
export interface TradelineSummary {
  TotalAccounts: number | null;
  OpenAccounts: number | null;
  CloseAccounts: number | null;
  DelinquentAccounts: number | null;
  DerogatoryAccounts: number | null;
  TotalBalances: number | null;
  TotalMonthlyPayments: number | null;
}

/** Provider-computed counters for one bureau; null parts were not delivered (or `{}`). */
export interface BureauSummary {
  TradelineSummary: TradelineSummary | null;
  PublicRecordSummary: { NumberOfRecords: number | null } | null;
  InquirySummary: { NumberInLast2Years: number | null } | null;
}

/** Why no report could be read (the evaluation's `error` messages, rules file "Overall"). */
export type ReportError = 'No credit report data provided' | 'Could not find merged credit report data';

/** The normalized merged three-bureau report. */
export interface CreditReport {
  /** Null when a report was found; otherwise why not (and every list is empty). */
  error: ReportError | null;
  /** `TrueLinkCreditReportType.reportDate` / `Date`. */
  reportDate: string | null;
  /** Newest `Sources.Source[].InquiryDate` (the pull date). */
  pullDate: string | null;
  /** `SB168Frozen` per bureau. */
  frozen: Record<Bureau, boolean>;
  borrower: Borrower;
  summary: Record<Bureau, BureauSummary>;
  tradelines: Tradeline[];
  inquiries: Inquiry[];
  scores: CreditScore[];
  publicRecords: PublicRecord[];
  /** Elements that were skipped (e.g. no recognizable bureau), for diagnostics. */
  warnings: string[];
}
