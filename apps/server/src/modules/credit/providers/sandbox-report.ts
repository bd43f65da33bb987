/**
 * Builds a merged three-bureau TrueLink document (docs/specs/merged-credit-report.md) from a
 * persona description. Dates are laid out backwards from "today"; every other value comes from the
 * persona or a PRNG seeded with its name, so the same persona on the same day is byte-identical.
 */
import {
  addDays,
  type CalendarDate,
  isoOf,
  lastDayOfMonthOnOrBefore,
  monthDay,
  monthsBetween,
} from './sandbox-calendar';

export type SandboxBureau = 'TransUnion' | 'Experian' | 'Equifax';
export const SANDBOX_BUREAUS: readonly SandboxBureau[] = ['TransUnion', 'Experian', 'Equifax'];

export type AccountKind = 'mortgage' | 'auto' | 'student' | 'card' | 'secured_card' | 'collection';

export interface AccountSpec {
  creditor: string;
  kind: AccountKind;
  bureaus: readonly SandboxBureau[];
  openedMonthsAgo: number;
  /** Closed (or paid off) this many months ago. */
  closedMonthsAgo?: number;
  /** Paid off (installment) rather than just closed. */
  paid?: boolean;
  limit?: number;
  highBalance: number;
  /** Current balance; per bureau when the bureaus report different cycles. */
  balance: number | Partial<Record<SandboxBureau, number>>;
  monthlyPayment: number;
  termMonths?: number;
  designator?: 'Individual' | 'Joint' | 'Authorized User';
  /** Late marks: months before today's month, status code (1 = 30 days…), bureaus that report it. */
  lates?: ReadonlyArray<{ monthsAgo: number; status: '1' | '2' | '3'; bureaus: readonly SandboxBureau[] }>;
  /** Collection accounts: the creditor the debt was bought from. */
  originalCreditor?: string;
}

export interface InquirySpec {
  subscriber: string;
  daysAgo: number;
  bureaus: readonly SandboxBureau[];
  industry: 'Bank' | 'Auto Finance' | 'Finance' | 'Credit Card' | 'Mortgage';
}

export interface PersonaSpec {
  persona: string;
  name: { first: string; middle: string; last: string };
  birth: { year: number; month: number; day: number };
  address: {
    houseNumber: string;
    streetName: string;
    streetType: string;
    unit?: string;
    city: string;
    state: string;
    zip: string;
  };
  previousAddress: {
    houseNumber: string;
    streetName: string;
    streetType: string;
    city: string;
    state: string;
    zip: string;
  };
  employer: string;
  phone: string;
  /** Bureaus that return a file; the others are frozen (SB168Frozen) and carry nothing. */
  bureaus: readonly SandboxBureau[];
  scores: Partial<Record<SandboxBureau, number>>;
  accounts: readonly AccountSpec[];
  inquiries: readonly InquirySpec[];
}

// ---- seeded randomness ----------------------------------------------------------------------

function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for fake account numbers. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- code references --------------------------------------------------------------------------

const ref = (symbol: string, abbreviation: string, description = abbreviation, rank = 199) => ({
  symbol,
  abbreviation,
  description,
  rank,
});
const EMPTY_REF = ref('', '', '', 100000);

const BUREAU_REF: Record<SandboxBureau, ReturnType<typeof ref>> = {
  TransUnion: ref('TUC', 'TransUnion', 'TransUnion', 1),
  Experian: ref('EXP', 'Experian', 'Experian', 2),
  Equifax: ref('EQF', 'Equifax', 'Equifax', 3),
};
/** Each bureau reports on its own day of the month. */
const REPORT_DAY: Record<SandboxBureau, number> = { TransUnion: 3, Experian: 6, Equifax: 9 };

const PARTITION: Record<AccountKind, { symbol: string; abbreviation: string; description: string }> = {
  mortgage: { symbol: 'M', abbreviation: 'Mortgage', description: 'Mortgage' },
  auto: { symbol: 'I', abbreviation: 'Installment', description: 'Installment Account' },
  student: { symbol: 'I', abbreviation: 'Installment', description: 'Installment Account' },
  card: { symbol: 'R', abbreviation: 'Revolving', description: 'Revolving Account' },
  secured_card: { symbol: 'R', abbreviation: 'Revolving', description: 'Revolving Account' },
  collection: { symbol: 'Y', abbreviation: 'Collection', description: 'Collection Account' },
};

const ACCOUNT_TYPE: Record<AccountKind, ReturnType<typeof ref>> = {
  mortgage: ref('CV', 'Conventional RE Mortgage', 'Conventional real estate mortgage'),
  auto: ref('AU', 'Auto Loan', 'Auto Loan'),
  student: ref('ED', 'Educational', 'Educational'),
  card: ref('CC', 'Credit Card', 'Credit Card'),
  secured_card: ref('SC', 'Secured Credit Card', 'Secured Credit Card'),
  collection: EMPTY_REF,
};

const CREDIT_TYPE: Record<AccountKind, ReturnType<typeof ref>> = {
  mortgage: ref('M', 'Mortgage', 'Mortgage', 50),
  auto: ref('I', 'Installment', 'Installment Account', 40),
  student: ref('I', 'Installment', 'Installment Account', 40),
  card: ref('R', 'Revolving', 'Revolving Account', 30),
  secured_card: ref('R', 'Revolving', 'Revolving Account', 30),
  collection: EMPTY_REF,
};

const INDUSTRY: Record<AccountKind, ReturnType<typeof ref>> = {
  mortgage: ref('M', 'Mortgage', 'Mortgage Company'),
  auto: ref('F', 'Auto Finance', 'Automotive Finance'),
  student: ref('E', 'Education', 'Educational Loan'),
  card: ref('B', 'Bank', 'Bank Credit Card'),
  secured_card: ref('B', 'Bank', 'Bank Credit Card'),
  collection: ref('Y', 'Collection Services', 'Collection Services'),
};

const INQUIRY_INDUSTRY: Record<InquirySpec['industry'], ReturnType<typeof ref>> = {
  Bank: ref('B', 'Bank', 'Bank'),
  'Auto Finance': ref('F', 'Auto Finance', 'Automotive Finance'),
  Finance: ref('F', 'Finance', 'Personal Finance'),
  'Credit Card': ref('B', 'Credit Card', 'Bank Credit Card'),
  Mortgage: ref('M', 'Mortgage', 'Mortgage Company'),
};

const CONDITION = {
  open: ref('O', 'Open', 'Open', 60),
  closed: ref('C', 'Closed', 'Closed', 50),
  paid: ref('P', 'Paid', 'Paid', 10),
  derog: ref('F', 'Derog', 'Derogatory', 20),
};
const PAY_STATUS = {
  current: ref('C', 'Current', 'Current', 110),
  collection: ref('9', 'Coll/Chargeoff', 'Collection/Chargeoff', 2),
};
const NOT_DISPUTED = ref('F', 'Account not disputed', 'Account not disputed');

// ---- builder ------------------------------------------------------------------------------------

interface BuiltTradeline {
  bureau: SandboxBureau;
  kind: AccountKind;
  open: boolean;
  derog: boolean;
  balance: number;
  monthlyPayment: number;
  json: Record<string, unknown>;
}

/** Builds the `{ TrueLinkCreditReportType }` document of a persona as of `today`. */
export function buildSandboxReport(spec: PersonaSpec, today: CalendarDate): Record<string, unknown> {
  const random = prng(hashSeed(spec.persona));
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;

  const todayIso = isoOf(today);
  const borrowerKey = uuid();
  const reference: Record<SandboxBureau, string> = {
    TransUnion: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(3)}`,
    Experian: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(3)}`,
    Equifax: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(3)}`,
  };
  const source = (b: SandboxBureau) => ({
    BorrowerKey: borrowerKey,
    Bureau: BUREAU_REF[b],
    InquiryDate: todayIso,
    Reference: reference[b],
  });
  const has = (b: SandboxBureau) => spec.bureaus.includes(b);
  const reporting = (bureaus: readonly SandboxBureau[]) =>
    SANDBOX_BUREAUS.filter((b) => has(b) && bureaus.includes(b));
  const ssnLast4 = digits(4);

  // Accounts ---------------------------------------------------------------------------------
  const built: BuiltTradeline[] = [];
  const subscribers: Record<string, unknown>[] = [];
  const partitions = spec.accounts.flatMap((account, index) => {
    const bureaus = reporting(account.bureaus);
    if (bureaus.length === 0) return [];
    const numberLength = account.kind === 'card' || account.kind === 'secured_card' ? 16 : 10 + (index % 3);
    const accountNumber = digits(numberLength);
    const openedDay = 1 + Math.floor(random() * 28);
    const opened = monthDay(today, -account.openedMonthsAgo, openedDay);
    const closed =
      account.closedMonthsAgo === undefined
        ? null
        : monthDay(today, -account.closedMonthsAgo, 1 + Math.floor(random() * 28));
    const handleBase = digits(9);
    const tradelines = bureaus.map((bureau, position) => {
      const subscriberCode = `0${digits(3)}${hex(4).toUpperCase()}`;
      const masked =
        bureau === 'TransUnion'
          ? accountNumber.slice(0, 6) + '*'.repeat(numberLength - 6)
          : bureau === 'Experian'
            ? accountNumber.slice(0, 4) + 'X'.repeat(numberLength - 4)
            : '*'.repeat(numberLength - 4) + accountNumber.slice(-4);
      const reportDay = Math.min(28, REPORT_DAY[bureau] + (index % 4));
      const dateReported = closed ?? lastDayOfMonthOnOrBefore(today, reportDay);
      const balance = typeof account.balance === 'number' ? account.balance : (account.balance[bureau] ?? 0);
      const isCollection = account.kind === 'collection';
      const open = closed === null;
      const condition = isCollection
        ? CONDITION.derog
        : !open
          ? account.paid
            ? CONDITION.paid
            : CONDITION.closed
          : CONDITION.open;

      // Payment history: newest first, from the month before dateReported back to the month opened.
      const historyStart = monthDay(dateReported, -1, dateReported.d);
      const months = isCollection ? 0 : Math.min(48, monthsBetween(opened, historyStart) + 1);
      const history = Array.from({ length: Math.max(0, months) }, (_, i) => {
        const date = monthDay(historyStart, -i, historyStart.d);
        const monthsAgo = monthsBetween(date, today);
        const late = account.lates?.find((l) => l.monthsAgo === monthsAgo && l.bureaus.includes(bureau));
        return {
          date: isoOf(date),
          status: late?.status ?? 'C',
          GenericRemark: {},
          RatingRemark: {},
          ComplianceRemark: {},
        };
      });
      const lateCount = (s: string) => history.filter((h) => h.status === s).length;
      const worst = history.some((h) => h.status !== 'C')
        ? ref('1', '30 Delinq', 'Late 30 Days', 100)
        : PAY_STATUS.current;

      subscribers.push({
        CreditAddress: {
          unparsedStreet: `PO BOX ${digits(5)}`,
          city: 'WILMINGTON',
          stateCode: 'DE',
          postalCode: `19${digits(3)}`,
        },
        IndustryCode: INDUSTRY[account.kind],
        Source: source(bureau),
        subscriberCode,
        telephone: `800555${digits(4)}`,
        name: account.creditor,
      });

      const json: Record<string, unknown> = {
        AccountCondition: condition,
        AccountDesignator: ref(
          account.designator === 'Authorized User' ? 'A' : account.designator === 'Joint' ? 'J' : 'I',
          account.designator ?? 'Individual',
        ),
        DisputeFlag: NOT_DISPUTED,
        IndustryCode: INDUSTRY[account.kind],
        OpenClosed: open ? ref('O', 'Open') : ref('C', 'Closed'),
        PayStatus: isCollection ? PAY_STATUS.collection : PAY_STATUS.current,
        VerificationIndicator: NOT_DISPUTED,
        Remark: isCollection
          ? [{ RemarkCode: ref('CLA', 'Placed for collection'), customRemark: '' }]
          : !open
            ? [
                {
                  RemarkCode: account.paid ? ref('CLO', 'Closed') : ref('CBC', 'Account closed by consumer'),
                  customRemark: '',
                },
              ]
            : [],
        WatchTrade: { ContactMethod: {}, CreditType: {}, PreviousAccountCondition: {} },
        GrantedTrade: isCollection
          ? {
              PaymentFrequency: {},
              WorstPayStatus: {},
              CreditType: {},
              AccountType: {},
              TermType: {},
              PayStatusHistory: { MonthlyPayStatus: [] },
            }
          : {
              AccountType: ACCOUNT_TYPE[account.kind],
              CreditType: CREDIT_TYPE[account.kind],
              PaymentFrequency: ref('M', 'Monthly'),
              TermType: ref('P', 'Provided'),
              WorstPayStatus: worst,
              PayStatusHistory: {
                MonthlyPayStatus: history,
                startDate: history[0]?.date ?? null,
                status: history.map((h) => h.status).join(''),
              },
              CreditLimit: account.limit ?? 0,
              monthsReviewed: history.length,
              monthlyPayment: open ? account.monthlyPayment : 0,
              actualPaymentAmount: open ? account.monthlyPayment : 0,
              late30Count: lateCount('1'),
              late60Count: lateCount('2'),
              late90Count: lateCount('3'),
              worstPatStatusCount: history.length,
              termMonths: account.termMonths ?? null,
              dateLastPayment: isoOf(addDays(dateReported, -8)),
              collateral: account.kind === 'auto' ? 'AUTOMOBILE' : '',
              amountPastDue: 0,
              dateWorstPayStatus: null,
            },
        ...(isCollection
          ? {
              CollectionTrade: {
                creditType: ref('Y', 'Collection', 'Collection Account', 5),
                actualPaymentAmount: 0,
                originalCreditor: account.originalCreditor ?? '',
              },
            }
          : {}),
        Source: source(bureau),
        bureau,
        subscriberCode,
        creditorName: account.creditor,
        accountNumber: masked,
        currentBalance: balance,
        highBalance: account.highBalance,
        dateOpened: isoOf(opened),
        ...(closed ? { dateClosed: isoOf(closed) } : {}),
        dateReported: isoOf(dateReported),
        dateVerified: isoOf(dateReported),
        dateAccountStatus: isoOf(closed ?? opened),
        handle: `TR01_${handleBase}_${digits(9)}_${(position + 1) * 10}`,
        position,
      };
      built.push({
        bureau,
        kind: account.kind,
        open,
        derog: isCollection,
        balance,
        monthlyPayment: open ? account.monthlyPayment : 0,
        json,
      });
      return json;
    });
    const partition = PARTITION[account.kind];
    return [
      {
        accountTypeDescription: partition.description,
        accountTypeSymbol: partition.symbol,
        accountTypeAbbreviation: partition.abbreviation,
        Tradeline: tradelines.length === 1 ? tradelines[0] : tradelines,
      },
    ];
  });

  // Inquiries --------------------------------------------------------------------------------
  const inquiryDates: Record<SandboxBureau, string[]> = { TransUnion: [], Experian: [], Equifax: [] };
  const inquiries = spec.inquiries.flatMap((q) => {
    const date = isoOf(addDays(today, -q.daysAgo));
    const subscriberNumber = `${digits(3)}${hex(5).toUpperCase()}`;
    return reporting(q.bureaus).map((bureau) => {
      inquiryDates[bureau].push(date);
      return {
        Inquiry: {
          IndustryCode: INQUIRY_INDUSTRY[q.industry],
          Source: source(bureau),
          bureau,
          inquiryType: 'I',
          subscriberNumber,
          inquiryDate: date,
          subscriberName: q.subscriber,
        },
      };
    });
  });

  // Borrower ---------------------------------------------------------------------------------
  const withData = SANDBOX_BUREAUS.filter(has);
  const address = spec.address;
  const previous = spec.previousAddress;
  const creditAddress = (a: typeof address | typeof previous) => ({
    houseNumber: a.houseNumber,
    streetName: a.streetName,
    streetType: a.streetType,
    direction: '',
    postDirection: '',
    unit: 'unit' in a ? (a.unit ?? '') : '',
    city: a.city,
    stateCode: a.state,
    postalCode: a.zip,
    county: '',
    unparsedStreet: [a.houseNumber, a.streetName, a.streetType, 'unit' in a ? a.unit : undefined]
      .filter(Boolean)
      .join(' '),
  });
  const noRef = { Dwelling: EMPTY_REF, Origin: EMPTY_REF, Ownership: EMPTY_REF };
  const { year, month, day } = spec.birth;
  const birthIso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const scoreFactors = (score: number) =>
    [
      score >= 700
        ? { FactorType: 'Positive', text: 'Payments on open accounts are on time', code: '10' }
        : { FactorType: 'Negative', text: 'Too many accounts with balances or past-due amounts', code: '16' },
      { FactorType: 'Negative', text: 'Average age of open accounts is low', code: '11' },
      { FactorType: 'Negative', text: 'Few installment loans on file', code: '12' },
    ].map((f) => ({
      bureauCode: Number(f.code),
      FactorType: f.FactorType,
      Factor: ref(f.code, '', '', 100000),
      FactorText: [`factor: ${f.text}`],
    }));

  const borrower = {
    BorrowerAddress: withData.map((b, i) => ({
      CreditAddress: creditAddress(address),
      ...noRef,
      Source: source(b),
      dateReported: isoOf(monthDay(today, -1 - i, 5)),
      addressOrder: 0,
      partitionSet: 0,
    })),
    PreviousAddress: withData.map((b) => ({
      CreditAddress: creditAddress(previous),
      ...noRef,
      Source: source(b),
      dateReported: isoOf(monthDay(today, -70, 28)),
      addressOrder: 1,
      partitionSet: 1,
    })),
    // Experian delivers the birth year only, as real files often do.
    Birth: withData.map((b) =>
      b === 'Experian'
        ? { BirthDate: { year }, date: String(year), age: null, Source: source(b), partitionSet: 0 }
        : { BirthDate: { year, month, day }, date: birthIso, age: null, Source: source(b), partitionSet: 0 },
    ),
    CreditStatement: [],
    CreditScore: withData
      .filter((b) => spec.scores[b] !== undefined)
      .map((b) => ({
        riskScore: spec.scores[b],
        scoreName: 'VantageScore3',
        populationRank: Math.max(1, Math.min(99, Math.round(((spec.scores[b]! - 300) / 550) * 100))),
        qualitativeRank: null,
        inquiriesAffectedScore: spec.inquiries.length > 0,
        CreditScoreModel: ref('00W40', 'VantageScore 3.0', 'VantageScore 3.0', 10000),
        NoScoreReason: EMPTY_REF,
        CreditScoreFactor: scoreFactors(spec.scores[b]!),
        Source: source(b),
      })),
    Employer: withData.map((b) => ({
      name: spec.employer,
      CreditAddress: { unparsedStreet: '', city: '', stateCode: '', postalCode: '' },
      Source: source(b),
      dateReported: isoOf(monthDay(today, -7, 28)),
      dateUpdated: isoOf(monthDay(today, -2, 15)),
      partitionSet: 0,
    })),
    BorrowerName: withData.map((b) => ({
      Name: {
        prefix: '',
        first: spec.name.first,
        // Experian keeps the middle initial only.
        middle: b === 'Experian' ? spec.name.middle.slice(0, 1) : spec.name.middle,
        last: spec.name.last,
        suffix: '',
      },
      NameType: ref('1', 'Primary', 'Primary'),
      Source: source(b),
      partitionSet: 0,
      dateReported: null,
      dateUpdated: null,
    })),
    BorrowerTelephone: withData
      .filter((b) => b === 'TransUnion' || withData.length === 1)
      .map((b) => ({
        PhoneNumber: { AreaCode: spec.phone.slice(0, 3), Number: spec.phone.slice(3), Extension: '' },
        PhoneType: ref('R', 'Residential'),
        Source: source(b),
        partitionSet: 0,
        dateReported: null,
        dateUpdated: null,
      })),
    SocialPartition: [
      { Social: withData.map((b) => ({ SocialSecurityNumber: `XXX-XX-${ssnLast4}`, Source: source(b) })) },
    ],
    BorrowerBureauIdentifier: [],
    borrowerKey: borrowerKey,
    SocialSecurityNumber: `XXX-XX-${ssnLast4}`,
  };

  // Summary ----------------------------------------------------------------------------------
  const twoYearsAgo = isoOf({ ...today, y: today.y - 2 });
  const tradelineSummary = (lines: BuiltTradeline[]) => {
    const count = (pred: (t: BuiltTradeline) => boolean) => lines.filter(pred).length;
    const isRevolving = (t: BuiltTradeline) => t.kind === 'card' || t.kind === 'secured_card';
    const isInstallment = (t: BuiltTradeline) => t.kind === 'auto' || t.kind === 'student';
    return {
      TotalAccounts: lines.length,
      OpenAccounts: count((t) => t.open),
      CloseAccounts: count((t) => !t.open),
      DelinquentAccounts: 0,
      DerogatoryAccounts: count((t) => t.derog),
      TotalBalances: lines.reduce((s, t) => s + t.balance, 0),
      TotalMonthlyPayments: lines.reduce((s, t) => s + t.monthlyPayment, 0),
      TotalRevolvingAccounts: count(isRevolving),
      OpenRevolvingAccounts: count((t) => isRevolving(t) && t.open),
      TotalInstallmentAccounts: count(isInstallment),
      OpenInstallmentAccounts: count((t) => isInstallment(t) && t.open),
      TotalMortgageAccounts: count((t) => t.kind === 'mortgage'),
      OpenMortgageAccounts: count((t) => t.kind === 'mortgage' && t.open),
      TotalCollectionAccounts: count((t) => t.kind === 'collection'),
      OpenCollectionAccounts: count((t) => t.kind === 'collection' && t.open),
      TotalOtherAccounts: 0,
      OpenOtherAccounts: 0,
      RecentDeliquencyMOP: {},
    };
  };
  const perBureau = <T>(fn: (b: SandboxBureau) => T) =>
    Object.fromEntries(SANDBOX_BUREAUS.map((b) => [b, has(b) ? fn(b) : {}]));
  const summary = {
    TradelineSummary: {
      ...perBureau((b) => tradelineSummary(built.filter((t) => t.bureau === b))),
      Merge: {
        TotalAccounts: partitions.length,
        OpenAccounts: spec.accounts.filter(
          (a) => a.closedMonthsAgo === undefined && reporting(a.bureaus).length,
        ).length,
        CloseAccounts: spec.accounts.filter(
          (a) => a.closedMonthsAgo !== undefined && reporting(a.bureaus).length,
        ).length,
        RecentDeliquencyMOP: {},
      },
    },
    InquirySummary: {
      ...perBureau((b) => ({ NumberInLast2Years: inquiryDates[b].filter((d) => d > twoYearsAgo).length })),
      Merge: {
        NumberInLast2Years: new Set(
          Object.values(inquiryDates)
            .flat()
            .filter((d) => d > twoYearsAgo),
        ).size,
      },
    },
    PublicRecordSummary: { ...perBureau(() => ({ NumberOfRecords: 0 })), Merge: { NumberOfRecords: 0 } },
    PortfolioCreditSummary: [],
    AccountHistorySummary: [],
  };

  const frozen = (b: SandboxBureau) => !has(b);
  return {
    TrueLinkCreditReportType: {
      reportDate: todayIso,
      SB168Frozen: {
        transunion: frozen('TransUnion'),
        experian: frozen('Experian'),
        equifax: frozen('Equifax'),
      },
      Borrower: borrower,
      TradeLinePartition: partitions,
      InquiryPartition: inquiries,
      PulblicRecordPartition: [],
      BankingRecordPartition: [],
      Subscriber: subscribers,
      Message: SANDBOX_BUREAUS.filter(frozen).map((b) => ({
        Code: ref('SB168', 'Security freeze', `${b} file is frozen at the consumer's request`),
        Source: { Bureau: BUREAU_REF[b], InquiryDate: todayIso },
      })),
      Summary: summary,
      Sources: { Source: withData.map(source) },
      SafetyCheckPassed: true,
      DeceasedIndicator: false,
      FraudIndicator: false,
    },
  };
}
