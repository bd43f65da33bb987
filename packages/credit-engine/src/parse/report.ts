/**
 * `TrueLinkCreditReportType` → {@link CreditReport}. Tolerant by construction: every read goes
 * through the readers in `values.ts`, which accept the variations listed in
 * merged-credit-report.md ("Variations a robust parser must accept") and never throw.
 */
import type {
  Borrower,
  BorrowerAddress,
  BureauSummary,
  CreditReport,
  CreditScore,
  GrantedTrade,
  Inquiry,
  MonthlyPayStatus,
  PayStatusHistory,
  PublicRecord,
  Remark,
  ReportError,
  ScoreFactor,
  Tradeline,
  TradelineSummary,
} from '../model';
import { BUREAUS, type Bureau, bureauOf, normalizeBureau } from './bureau';
import { firstDayOfMonthIndex, isIsoDay, monthIndex, parseDate } from './dates';
import { type BundleScore, locateReport } from './envelope';
import {
  asList,
  codeField,
  codeRef,
  decodeEntities,
  field,
  isObj,
  listField,
  numberField,
  type Obj,
  objField,
  text,
  textField,
  toBoolean,
  unwrap,
} from './values';

function emptyBorrower(): Borrower {
  return {
    names: [],
    currentAddresses: [],
    previousAddresses: [],
    birthDates: [],
    employers: [],
    ssns: [],
    statements: [],
    telephones: [],
  };
}

function emptySummary(): Record<Bureau, BureauSummary> {
  const blank = (): BureauSummary => ({
    TradelineSummary: null,
    PublicRecordSummary: null,
    InquirySummary: null,
  });
  return { TransUnion: blank(), Experian: blank(), Equifax: blank() };
}

/** An empty report, optionally carrying why nothing was read. */
export function emptyReport(error: ReportError | null = null): CreditReport {
  return {
    error,
    reportDate: null,
    pullDate: null,
    frozen: { TransUnion: false, Experian: false, Equifax: false },
    borrower: emptyBorrower(),
    summary: emptySummary(),
    tradelines: [],
    inquiries: [],
    scores: [],
    publicRecords: [],
    warnings: [],
  };
}

function cleanName(value: unknown): string {
  const t = text(value);
  return t.indexOf('&') >= 0 ? decodeEntities(t) : t;
}

// --- payment history ------------------------------------------------------------------------

/** Trims and upper-cases a status code; already-clean one-character codes are kept as they are. */
export function normalizeStatus(value: unknown): string {
  const v = typeof value === 'object' ? unwrap(value) : value;
  if (typeof v === 'string') {
    if (v.length === 1) {
      const c = v.charCodeAt(0);
      return c >= 97 && c <= 122 ? v.toUpperCase() : c <= 32 ? '' : v;
    }
    return v.trim().toUpperCase();
  }
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  return '';
}

function readHistory(value: unknown): PayStatusHistory {
  const startDate = parseDate(field(value, 'startDate'));
  const compressed = textField(value, 'status');
  const entries = listField(value, 'MonthlyPayStatus');
  const months: MonthlyPayStatus[] = new Array(entries.length);
  let n = 0;
  const start = startDate === null ? -1 : monthIndex(startDate);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as Obj | null | undefined;
    if (typeof e !== 'object' || e === null) continue;
    // Hot loop (84 months × 180 tradelines in a large report): plain keys and canonical dates
    // are read directly; the tolerant readers only run for the rare other forms.
    const rawDate = e.date;
    let date = typeof rawDate === 'string' && isIsoDay(rawDate) ? rawDate : parseDate(field(e, 'date'));
    // Newest first, one per month from startDate: an undated entry's month is implied.
    if (date === null && start >= 0) date = firstDayOfMonthIndex(start - i);
    const rawStatus = e.status;
    const status =
      rawStatus === 'C'
        ? rawStatus
        : normalizeStatus(rawStatus === undefined ? field(e, 'status') : rawStatus);
    months[n++] = { date, status };
  }
  months.length = n;
  if (n === 0 && start >= 0 && compressed !== '') {
    // Only the compressed string was delivered: one character per month, newest first.
    for (let i = 0; i < compressed.length; i++) {
      months.push({ date: firstDayOfMonthIndex(start - i), status: compressed[i]!.toUpperCase() });
    }
  }
  return { startDate, status: compressed, MonthlyPayStatus: months };
}

// --- tradelines -----------------------------------------------------------------------------

function readGrantedTrade(value: unknown): GrantedTrade {
  const g = isObj(value) ? value : undefined;
  return {
    AccountType: codeField(g, 'AccountType'),
    CreditType: codeField(g, 'CreditType'),
    PaymentFrequency: codeField(g, 'PaymentFrequency'),
    TermType: codeField(g, 'TermType'),
    WorstPayStatus: codeField(g, 'WorstPayStatus'),
    CreditLimit: numberField(g, 'CreditLimit'),
    monthlyPayment: numberField(g, 'monthlyPayment'),
    actualPaymentAmount: numberField(g, 'actualPaymentAmount'),
    amountPastDue: numberField(g, 'amountPastDue'),
    termMonths: numberField(g, 'termMonths'),
    monthsReviewed: numberField(g, 'monthsReviewed'),
    dateLastPayment: parseDate(field(g, 'dateLastPayment')),
    collateral: textField(g, 'collateral'),
    late30Count: numberField(g, 'late30Count'),
    late60Count: numberField(g, 'late60Count'),
    late90Count: numberField(g, 'late90Count'),
    PayStatusHistory: readHistory(field(g, 'PayStatusHistory')),
  };
}

function readRemarks(value: unknown): Remark[] {
  const out: Remark[] = [];
  for (const r of asList(value)) {
    if (typeof r === 'string') {
      if (r.trim() !== '') out.push({ customRemark: r.trim(), RemarkCode: codeRef(undefined) });
      continue;
    }
    if (!isObj(r)) continue;
    const remark = { customRemark: textField(r, 'customRemark'), RemarkCode: codeField(r, 'RemarkCode') };
    if (
      remark.customRemark !== '' ||
      remark.RemarkCode.description !== '' ||
      remark.RemarkCode.abbreviation !== ''
    )
      out.push(remark);
  }
  return out;
}

function readTradeline(
  t: Obj,
  partition: Obj,
  partitionIndex: number,
  position: number,
  bureau: Bureau,
  subscribers: Map<string, string>,
): Tradeline {
  const subscriberCode = textField(t, 'subscriberCode');
  let creditorName = cleanName(field(t, 'creditorName'));
  if (creditorName === '' && subscriberCode !== '')
    creditorName = subscribers.get(`${bureau}|${subscriberCode}`) ?? '';
  const collection = objField(t, 'CollectionTrade');
  const originalCreditor = collection ? cleanName(field(collection, 'originalCreditor')) : '';
  return {
    id: `${partitionIndex}.${position}`,
    bureau,
    partitionIndex,
    accountTypeSymbol: textField(partition, 'accountTypeSymbol'),
    accountTypeAbbreviation: textField(partition, 'accountTypeAbbreviation'),
    accountTypeDescription: textField(partition, 'accountTypeDescription'),
    creditorName,
    originalCreditor: originalCreditor === '' ? null : originalCreditor,
    accountNumber: textField(t, 'accountNumber'),
    subscriberCode,
    currentBalance: numberField(t, 'currentBalance'),
    highBalance: numberField(t, 'highBalance'),
    dateOpened: parseDate(field(t, 'dateOpened')),
    dateClosed: parseDate(field(t, 'dateClosed')),
    dateReported: parseDate(field(t, 'dateReported')),
    dateVerified: parseDate(field(t, 'dateVerified')),
    dateAccountStatus: parseDate(field(t, 'dateAccountStatus')),
    AccountCondition: codeField(t, 'AccountCondition'),
    AccountDesignator: codeField(t, 'AccountDesignator'),
    DisputeFlag: codeField(t, 'DisputeFlag'),
    IndustryCode: codeField(t, 'IndustryCode'),
    OpenClosed: codeField(t, 'OpenClosed'),
    PayStatus: codeField(t, 'PayStatus'),
    VerificationIndicator: codeField(t, 'VerificationIndicator'),
    Remark: readRemarks(field(t, 'Remark')),
    GrantedTrade: readGrantedTrade(field(t, 'GrantedTrade')),
  };
}

// --- borrower -------------------------------------------------------------------------------

function readAddress(a: Obj, bureau: Bureau): BorrowerAddress {
  const c = objField(a, 'CreditAddress') ?? a;
  const houseNumber = textField(c, 'houseNumber');
  const streetName = textField(c, 'streetName');
  const streetType = textField(c, 'streetType');
  const unit = textField(c, 'unit');
  const city = textField(c, 'city');
  const stateCode = textField(c, 'stateCode');
  const postalCode = textField(c, 'postalCode');
  let street = textField(c, 'unparsedStreet');
  if (street === '') street = [houseNumber, streetName, streetType, unit].filter((s) => s !== '').join(' ');
  const place = [city, [stateCode, postalCode].filter((s) => s !== '').join(' ')].filter((s) => s !== '');
  return {
    bureau,
    line: [street, ...place].filter((s) => s !== '').join(', '),
    houseNumber,
    streetName,
    streetType,
    unit,
    city,
    stateCode,
    postalCode,
    dateReported: parseDate(field(a, 'dateReported')),
  };
}

/** Masks an SSN to `XXX-XX-1234` (real files carry the full number). */
export function maskSsn(value: unknown): string {
  const t = text(value);
  let digits = '';
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 48 && c <= 57) digits += t[i];
  }
  return digits.length >= 4 ? `XXX-XX-${digits.slice(-4)}` : 'XXX-XX-XXXX';
}

function readBirth(b: Obj, bureau: Bureau): CreditReport['borrower']['birthDates'][number] {
  const bd = objField(b, 'BirthDate');
  const year = numberField(bd, 'year');
  const month = numberField(bd, 'month');
  const day = numberField(bd, 'day');
  let date = parseDate(field(b, 'date'));
  if (date === null) {
    const raw = textField(b, 'date');
    if (/^\d{4}$/.test(raw)) date = raw;
    else if (year !== null) date = String(year);
  }
  return { bureau, date, year, month, day };
}

function readScore(s: Obj, bureau: Bureau): CreditScore {
  const factors: ScoreFactor[] = [];
  for (const f of listField(s, 'CreditScoreFactor')) {
    if (!isObj(f)) continue;
    const factor = codeField(f, 'Factor');
    factors.push({
      type: textField(f, 'FactorType'),
      code: factor.symbol || textField(f, 'bureauCode'),
      text: listField(f, 'FactorText')
        .map((x) => text(x))
        .filter((x) => x !== ''),
    });
  }
  const noScore = codeField(s, 'NoScoreReason');
  return {
    bureau,
    riskScore: numberField(s, 'riskScore'),
    scoreName: textField(s, 'scoreName'),
    populationRank: numberField(s, 'populationRank'),
    noScoreReason: noScore.description || noScore.abbreviation || noScore.symbol,
    factors,
  };
}

function each(
  container: unknown,
  key: string,
  fn: (el: Obj, bureau: Bureau) => void,
  warnings: string[],
): void {
  for (const el of listField(container, key)) {
    if (!isObj(el)) continue;
    const bureau = bureauOf(el);
    if (bureau === null) {
      warnings.push(`${key}: element without a recognizable bureau skipped`);
      continue;
    }
    fn(el, bureau);
  }
}

function readBorrower(value: unknown, report: CreditReport): void {
  const b = report.borrower;
  const w = report.warnings;
  // Some typings allow an array of Borrower objects.
  for (const part of asList(value)) {
    if (!isObj(part)) continue;
    each(
      part,
      'BorrowerName',
      (el, bureau) => {
        const n = objField(el, 'Name') ?? el;
        const name = {
          prefix: textField(n, 'prefix'),
          first: textField(n, 'first'),
          middle: textField(n, 'middle'),
          last: textField(n, 'last'),
          suffix: textField(n, 'suffix'),
        };
        const nt = codeField(el, 'NameType');
        b.names.push({
          bureau,
          nameType: nt.abbreviation || nt.description || nt.symbol,
          ...name,
          full: [name.prefix, name.first, name.middle, name.last, name.suffix]
            .filter((s) => s !== '')
            .join(' '),
        });
      },
      w,
    );
    each(part, 'BorrowerAddress', (el, bureau) => b.currentAddresses.push(readAddress(el, bureau)), w);
    each(part, 'PreviousAddress', (el, bureau) => b.previousAddresses.push(readAddress(el, bureau)), w);
    each(part, 'Birth', (el, bureau) => b.birthDates.push(readBirth(el, bureau)), w);
    each(
      part,
      'Employer',
      (el, bureau) =>
        b.employers.push({
          bureau,
          name: cleanName(field(el, 'name')),
          dateReported: parseDate(field(el, 'dateReported')),
          dateUpdated: parseDate(field(el, 'dateUpdated')),
        }),
      w,
    );
    for (const sp of listField(part, 'SocialPartition')) {
      each(
        sp,
        'Social',
        (el, bureau) => b.ssns.push({ bureau, masked: maskSsn(field(el, 'SocialSecurityNumber')) }),
        w,
      );
    }
    each(
      part,
      'CreditStatement',
      (el, bureau) => {
        const t =
          textField(el, 'statement') || textField(el, 'text') || codeField(el, 'StatementType').description;
        if (t !== '') b.statements.push({ bureau, text: t });
      },
      w,
    );
    each(
      part,
      'BorrowerTelephone',
      (el, bureau) => {
        const p = objField(el, 'PhoneNumber') ?? el;
        const number = [textField(p, 'AreaCode'), textField(p, 'Number'), textField(p, 'Extension')]
          .filter((s) => s !== '')
          .join('-');
        const pt = codeField(el, 'PhoneType');
        if (number !== '') b.telephones.push({ bureau, number, type: pt.description || pt.abbreviation });
      },
      w,
    );
    each(part, 'CreditScore', (el, bureau) => report.scores.push(readScore(el, bureau)), w);
  }
}

// --- summary, inquiries, public records -----------------------------------------------------

const TRADELINE_SUMMARY_KEYS = [
  'TotalAccounts',
  'OpenAccounts',
  'CloseAccounts',
  'DelinquentAccounts',
  'DerogatoryAccounts',
  'TotalBalances',
  'TotalMonthlyPayments',
] as const;

function perBureau(section: unknown, fn: (value: Obj, bureau: Bureau) => void): void {
  if (!isObj(section)) return;
  for (const key in section) {
    const bureau = normalizeBureau(key.charCodeAt(0) === 64 ? key.slice(1) : key);
    const value = field(section, key);
    if (bureau && isObj(value)) {
      let empty = true;
      for (const _ in value) {
        empty = false;
        break;
      }
      if (!empty) fn(value, bureau);
    }
  }
}

function readSummary(value: unknown, report: CreditReport): void {
  perBureau(field(value, 'TradelineSummary'), (v, bureau) => {
    const s = {} as TradelineSummary;
    for (const k of TRADELINE_SUMMARY_KEYS) s[k] = numberField(v, k);
    report.summary[bureau].TradelineSummary = s;
  });
  perBureau(field(value, 'PublicRecordSummary'), (v, bureau) => {
    report.summary[bureau].PublicRecordSummary = { NumberOfRecords: numberField(v, 'NumberOfRecords') };
  });
  perBureau(field(value, 'InquirySummary'), (v, bureau) => {
    report.summary[bureau].InquirySummary = { NumberInLast2Years: numberField(v, 'NumberInLast2Years') };
  });
}

function readInquiry(q: Obj, id: string, bureau: Bureau): Inquiry {
  const typeRef = codeField(q, 'InquiryType');
  return {
    id,
    bureau,
    subscriberName: cleanName(field(q, 'subscriberName')),
    subscriberNumber: textField(q, 'subscriberNumber'),
    inquiryDate: parseDate(field(q, 'inquiryDate')) ?? parseDate(field(q, 'InquiryDate')),
    dateReported: parseDate(field(q, 'dateReported')),
    type: typeRef.description || typeRef.abbreviation || typeRef.symbol || textField(q, 'inquiryType'),
    IndustryCode: codeField(q, 'IndustryCode'),
  };
}

function refText(v: unknown): string {
  const r = codeRef(v);
  return r.description || r.abbreviation || r.symbol;
}

function readPublicRecord(r: Obj, id: string, bureau: Bureau): PublicRecord {
  return {
    id,
    bureau,
    classification: refText(field(r, 'Classification')),
    type: refText(field(r, 'Type')),
    status: refText(field(r, 'Status')),
    dateFiled: parseDate(field(r, 'dateFiled')),
    courtName: cleanName(field(r, 'courtName')),
    referenceNumber: textField(r, 'referenceNumber'),
  };
}

function newest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return b > a ? b : a;
}

// --- entry ----------------------------------------------------------------------------------

function readDocument(doc: Obj, bundleScores: BundleScore[]): CreditReport {
  const report = emptyReport();
  const w = report.warnings;
  report.reportDate = parseDate(field(doc, 'reportDate')) ?? parseDate(field(doc, 'Date'));

  const sources = field(doc, 'Sources');
  for (const s of asList(sources)) {
    const inner = field(s, 'Source');
    for (const src of inner === undefined ? [s] : asList(inner)) {
      report.pullDate = newest(report.pullDate, parseDate(field(src, 'InquiryDate')));
    }
  }

  const frozen = field(doc, 'SB168Frozen');
  if (isObj(frozen)) {
    for (const key in frozen) {
      const bureau = normalizeBureau(key.charCodeAt(0) === 64 ? key.slice(1) : key);
      if (bureau) report.frozen[bureau] = toBoolean(field(frozen, key)) === true;
    }
  }

  readBorrower(field(doc, 'Borrower'), report);
  for (const s of bundleScores) {
    if (!isObj(s.score)) continue;
    const bureau = bureauOf(s.score) ?? s.bureau;
    // A bundle score component repeats a Borrower.CreditScore entry: add it only when missing.
    if (bureau && !report.scores.some((x) => x.bureau === bureau))
      report.scores.push(readScore(s.score, bureau));
  }

  readSummary(field(doc, 'Summary'), report);

  const subscribers = new Map<string, string>();
  for (const s of listField(doc, 'Subscriber')) {
    const bureau = bureauOf(s);
    const code = textField(s, 'subscriberCode');
    const name = cleanName(field(s, 'name'));
    if (bureau && code !== '' && name !== '') subscribers.set(`${bureau}|${code}`, name);
  }

  const partitions = listField(doc, 'TradeLinePartition');
  for (let p = 0; p < partitions.length; p++) {
    const partition = partitions[p];
    if (!isObj(partition)) continue;
    const lines = listField(partition, 'Tradeline');
    for (let i = 0; i < lines.length; i++) {
      const t = lines[i];
      if (!isObj(t)) continue;
      const bureau = bureauOf(t);
      if (bureau === null) {
        w.push(`TradeLinePartition[${p}].Tradeline[${i}]: no recognizable bureau, skipped`);
        continue;
      }
      report.tradelines.push(readTradeline(t, partition, p, i, bureau, subscribers));
    }
  }

  const inquiries = listField(doc, 'InquiryPartition');
  for (let p = 0; p < inquiries.length; p++) {
    const part = inquiries[p];
    if (!isObj(part)) continue;
    const inner = field(part, 'Inquiry');
    // Occasionally the partition is the inquiry itself.
    const list = inner === undefined ? [part] : asList(inner);
    for (let i = 0; i < list.length; i++) {
      const q = list[i];
      if (!isObj(q)) continue;
      const bureau = bureauOf(q) ?? bureauOf(part);
      if (bureau === null) {
        w.push(`InquiryPartition[${p}]: no recognizable bureau, skipped`);
        continue;
      }
      report.inquiries.push(readInquiry(q, `${p}.${i}`, bureau));
    }
  }

  const records = field(doc, 'PulblicRecordPartition') ?? field(doc, 'PublicRecordPartition');
  const recordList = asList(records);
  for (let p = 0; p < recordList.length; p++) {
    const part = recordList[p];
    if (!isObj(part)) continue;
    const inner = field(part, 'PublicRecord');
    const list = inner === undefined ? [part] : asList(inner);
    for (let i = 0; i < list.length; i++) {
      const r = list[i];
      if (!isObj(r)) continue;
      const bureau = bureauOf(r) ?? bureauOf(part);
      if (bureau === null) {
        w.push(`PublicRecordPartition[${p}]: no recognizable bureau, skipped`);
        continue;
      }
      report.publicRecords.push(readPublicRecord(r, `${p}.${i}`, bureau));
    }
  }
  return report;
}

const parsedReports = new WeakSet<object>();

/** Marks a report as produced (or derived) by this package, so the evaluator can take it as is. */
export function markParsed<T extends CreditReport>(report: T): T {
  parsedReports.add(report);
  return report;
}

/** True when `value` is a report this package produced. */
export function isParsedReport(value: unknown): value is CreditReport {
  return typeof value === 'object' && value !== null && parsedReports.has(value);
}

/**
 * Reads a merged three-bureau report in any supported form into the normalized model.
 * Never throws: unreadable input yields an empty report whose `error` says why.
 */
export function parseMergedReport(input: unknown): CreditReport {
  if (isParsedReport(input)) return input;
  const located = locateReport(input);
  if (located.kind === 'empty') return markParsed(emptyReport('No credit report data provided'));
  if (located.kind === 'missing') return markParsed(emptyReport('Could not find merged credit report data'));
  return markParsed(readDocument(located.doc, located.bundleScores));
}

export { BUREAUS };
