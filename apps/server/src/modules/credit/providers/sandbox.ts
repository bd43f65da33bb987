/**
 * The embedded default provider: no network, realistic merged reports chosen by the login's
 * persona (`<persona>@sandbox.fundpath.test`, password `sandbox-2026`). Documented in README.md.
 */
import { calendarOf } from './sandbox-calendar';
import { type AccountSpec, buildSandboxReport, type InquirySpec, type PersonaSpec } from './sandbox-report';
import { CreditProviderError, type CreditReportProvider } from './types';

export const SANDBOX_DOMAIN = 'sandbox.fundpath.test';
export const SANDBOX_PASSWORD = 'sandbox-2026';
export const SANDBOX_BAD_PASSWORD_MESSAGE = 'Invalid username or password for the credit monitoring service.';
export const SANDBOX_UNKNOWN_ACCOUNT_MESSAGE = 'No credit monitoring account was found for that email.';

const ALL = ['TransUnion', 'Experian', 'Equifax'] as const;
const TU_EXP = ['TransUnion', 'Experian'] as const;

/** An established file: mortgage, auto, student loan, four open cards, a closed card, a paid-off auto loan. */
function establishedAccounts(
  overrides: {
    mortgage?: boolean;
    cards?: Partial<Record<'capitalOne' | 'chase' | 'amex' | 'citi', Partial<AccountSpec>>>;
    extra?: AccountSpec[];
  } = {},
): AccountSpec[] {
  const card = (base: AccountSpec, key: keyof NonNullable<typeof overrides.cards>): AccountSpec => ({
    ...base,
    ...(overrides.cards?.[key] ?? {}),
  });
  return [
    ...(overrides.mortgage === false
      ? []
      : [
          {
            creditor: 'ROCKET MORTGAGE',
            kind: 'mortgage',
            bureaus: ALL,
            openedMonthsAgo: 66,
            highBalance: 312_000,
            balance: 268_450,
            monthlyPayment: 2_140,
            termMonths: 360,
            designator: 'Joint',
          } satisfies AccountSpec,
        ]),
    {
      creditor: 'ALLY FINANCIAL',
      kind: 'auto',
      bureaus: ALL,
      openedMonthsAgo: 31,
      highBalance: 28_500,
      balance: 14_210,
      monthlyPayment: 512,
      termMonths: 72,
    },
    {
      creditor: 'DEPT OF ED/AIDVANTAGE',
      kind: 'student',
      bureaus: ALL,
      openedMonthsAgo: 112,
      highBalance: 32_000,
      balance: 9_870,
      monthlyPayment: 265,
      termMonths: 120,
    },
    card(
      {
        creditor: 'CAPITAL ONE BANK USA',
        kind: 'card',
        bureaus: ALL,
        openedMonthsAgo: 84,
        limit: 7_500,
        highBalance: 3_120,
        balance: 412,
        monthlyPayment: 35,
      },
      'capitalOne',
    ),
    card(
      {
        creditor: 'JPMCB CARD SERVICES',
        kind: 'card',
        bureaus: ALL,
        openedMonthsAgo: 58,
        limit: 12_000,
        highBalance: 4_880,
        balance: 1_855,
        monthlyPayment: 56,
      },
      'chase',
    ),
    card(
      {
        creditor: 'AMERICAN EXPRESS',
        kind: 'card',
        bureaus: TU_EXP,
        openedMonthsAgo: 43,
        limit: 15_000,
        highBalance: 6_210,
        balance: 2_290,
        monthlyPayment: 69,
      },
      'amex',
    ),
    card(
      {
        creditor: 'CITI CARDS CBNA',
        kind: 'card',
        bureaus: ALL,
        openedMonthsAgo: 97,
        limit: 9_000,
        highBalance: 2_450,
        balance: 640,
        monthlyPayment: 25,
      },
      'citi',
    ),
    {
      creditor: 'DISCOVER BANK',
      kind: 'card',
      bureaus: ALL,
      openedMonthsAgo: 70,
      closedMonthsAgo: 14,
      limit: 3_000,
      highBalance: 1_150,
      balance: 0,
      monthlyPayment: 0,
    },
    {
      creditor: 'WELLS FARGO DEALER SVCS',
      kind: 'auto',
      bureaus: ALL,
      openedMonthsAgo: 100,
      closedMonthsAgo: 38,
      paid: true,
      highBalance: 21_900,
      balance: 0,
      monthlyPayment: 0,
      termMonths: 60,
    },
    ...(overrides.extra ?? []),
  ];
}

const oneInquiryEach: InquirySpec[] = [
  { subscriber: 'NAVY FEDERAL CR UNION', daysAgo: 240, bureaus: ALL, industry: 'Bank' },
  { subscriber: 'CAPITAL ONE', daysAgo: 900, bureaus: ['Experian'], industry: 'Credit Card' },
];

const base = {
  address: {
    houseNumber: '1200',
    streetName: 'MAPLEWOOD',
    streetType: 'AVE',
    unit: 'APT 4B',
    city: 'SPRINGFIELD',
    state: 'IL',
    zip: '62704',
  },
  previousAddress: {
    houseNumber: '88',
    streetName: 'BIRCHFIELD',
    streetType: 'CT',
    city: 'DECATUR',
    state: 'IL',
    zip: '62521',
  },
  phone: '2175550142',
  bureaus: ALL,
} as const;

/** Persona → report specification. The README in this folder says what each one shows. */
export const SANDBOX_PERSONAS: Record<string, PersonaSpec> = {
  clean: {
    ...base,
    persona: 'clean',
    name: { first: 'JORDAN', middle: 'ALEXIS', last: 'WELLSFORD' },
    birth: { year: 1984, month: 3, day: 14 },
    employer: 'ACME LOGISTICS LLC',
    scores: { TransUnion: 772, Experian: 768, Equifax: 775 },
    // One 30-day late more than three years ago: far outside every window.
    accounts: establishedAccounts({
      cards: { citi: { lates: [{ monthsAgo: 40, status: '1', bureaus: ALL }] } },
    }),
    inquiries: oneInquiryEach,
  },
  late: {
    ...base,
    persona: 'late',
    name: { first: 'TAYLOR', middle: 'RENEE', last: 'BRENNAN' },
    birth: { year: 1988, month: 9, day: 2 },
    address: {
      houseNumber: '415',
      streetName: 'HARBOR VIEW',
      streetType: 'DR',
      city: 'TAMPA',
      state: 'FL',
      zip: '33602',
    },
    employer: 'GULFSIDE MEDICAL GROUP',
    phone: '8135550177',
    scores: { TransUnion: 684, Experian: 712, Equifax: 679 },
    // A 30-day late four months ago, reported by TransUnion and Equifax; Experian shows the month current.
    accounts: establishedAccounts({
      cards: { chase: { lates: [{ monthsAgo: 4, status: '1', bureaus: ['TransUnion', 'Equifax'] }] } },
    }),
    inquiries: oneInquiryEach,
  },
  collections: {
    ...base,
    persona: 'collections',
    name: { first: 'CASEY', middle: 'LYNN', last: 'HOLLOWAY' },
    birth: { year: 1991, month: 6, day: 21 },
    address: {
      houseNumber: '2710',
      streetName: 'CEDAR RIDGE',
      streetType: 'LN',
      city: 'COLUMBUS',
      state: 'OH',
      zip: '43215',
    },
    employer: 'BUCKEYE DISTRIBUTION INC',
    phone: '6145550133',
    scores: { TransUnion: 588, Experian: 597, Equifax: 655 },
    // An unpaid collection bought from a store card, reported by TransUnion and Experian only.
    accounts: establishedAccounts({
      mortgage: false,
      extra: [
        {
          creditor: 'MIDLAND CREDIT MGMT',
          kind: 'collection',
          bureaus: TU_EXP,
          openedMonthsAgo: 20,
          highBalance: 946,
          balance: 946,
          monthlyPayment: 0,
          originalCreditor: 'COMENITY BANK',
        },
      ],
    }),
    inquiries: oneInquiryEach,
  },
  utilization: {
    ...base,
    persona: 'utilization',
    name: { first: 'RILEY', middle: 'ANNE', last: 'MERCER' },
    birth: { year: 1986, month: 11, day: 30 },
    address: {
      houseNumber: '9',
      streetName: 'QUARRY HILL',
      streetType: 'RD',
      city: 'AUSTIN',
      state: 'TX',
      zip: '78704',
    },
    employer: 'LONGHORN SOFTWARE CO',
    phone: '5125550119',
    scores: { TransUnion: 648, Experian: 655, Equifax: 651 },
    // Two cards above half their limit on every bureau: 3,900/5,000 and 1,850/2,500.
    accounts: establishedAccounts({
      mortgage: false,
      cards: {
        capitalOne: { limit: 5_000, balance: 3_900, highBalance: 4_100, monthlyPayment: 117 },
        amex: {
          creditor: 'SYNCB/AMAZON',
          bureaus: ALL,
          limit: 2_500,
          balance: 1_850,
          highBalance: 2_020,
          monthlyPayment: 55,
        },
      },
    }),
    inquiries: oneInquiryEach,
  },
  thin: {
    ...base,
    persona: 'thin',
    name: { first: 'SAM', middle: 'JORDAN', last: 'OKAFOR' },
    birth: { year: 2004, month: 1, day: 8 },
    address: {
      houseNumber: '33',
      streetName: 'UNIVERSITY',
      streetType: 'AVE',
      unit: 'UNIT 12',
      city: 'MADISON',
      state: 'WI',
      zip: '53703',
    },
    employer: 'CAMPUS BOOKSTORE',
    phone: '6085550150',
    scores: { TransUnion: 682, Experian: 690, Equifax: 676 },
    // One young secured card, reported by every bureau.
    accounts: [
      {
        creditor: 'DISCOVER BANK',
        kind: 'secured_card',
        bureaus: ALL,
        openedMonthsAgo: 9,
        limit: 500,
        highBalance: 210,
        balance: 60,
        monthlyPayment: 25,
      },
    ],
    inquiries: [{ subscriber: 'DISCOVER BANK', daysAgo: 280, bureaus: ALL, industry: 'Credit Card' }],
  },
  inquiries: {
    ...base,
    persona: 'inquiries',
    name: { first: 'DEVON', middle: 'KIRAN', last: 'PATEL' },
    birth: { year: 1979, month: 4, day: 17 },
    address: {
      houseNumber: '560',
      streetName: 'LAKESHORE',
      streetType: 'BLVD',
      city: 'CLEVELAND',
      state: 'OH',
      zip: '44114',
    },
    employer: 'NORTHCOAST ENGINEERING',
    phone: '2165550164',
    scores: { TransUnion: 724, Experian: 693, Equifax: 719 },
    accounts: establishedAccounts(),
    // Five recent hard inquiries on Experian (rate shopping for a car and cards); one or two elsewhere.
    inquiries: [
      { subscriber: 'TOYOTA MOTOR CREDIT', daysAgo: 35, bureaus: ['Experian'], industry: 'Auto Finance' },
      {
        subscriber: 'CAPITAL ONE AUTO FIN',
        daysAgo: 36,
        bureaus: ['Experian', 'Equifax'],
        industry: 'Auto Finance',
      },
      { subscriber: 'SYNCB/LOWES', daysAgo: 120, bureaus: ['Experian'], industry: 'Credit Card' },
      { subscriber: 'BARCLAYS BANK DELAWARE', daysAgo: 210, bureaus: ['Experian'], industry: 'Credit Card' },
      {
        subscriber: 'GOLDMAN SACHS BANK USA',
        daysAgo: 330,
        bureaus: ['Experian', 'TransUnion'],
        industry: 'Bank',
      },
    ],
  },
  frozen: {
    ...base,
    persona: 'frozen',
    name: { first: 'MORGAN', middle: 'ELISE', last: 'WHITLOCK' },
    birth: { year: 1982, month: 8, day: 25 },
    address: {
      houseNumber: '1748',
      streetName: 'PINE CREST',
      streetType: 'WAY',
      city: 'BOISE',
      state: 'ID',
      zip: '83702',
    },
    employer: 'SAWTOOTH ROOFING',
    phone: '2085550108',
    // TransUnion and Equifax files are frozen: only Experian returns anything.
    bureaus: ['Experian'],
    scores: { Experian: 741 },
    accounts: establishedAccounts(),
    inquiries: oneInquiryEach,
  },
};

/** The persona of a sandbox login, or null when the email is not a sandbox persona. */
export function sandboxPersonaOf(email: string): string | null {
  const [local, domain] = email.trim().toLowerCase().split('@');
  if (!local || domain !== SANDBOX_DOMAIN) return null;
  return Object.hasOwn(SANDBOX_PERSONAS, local) ? local : null;
}

/** The sandbox provider; `now` is the clock the report dates are laid out from. */
export function createSandboxProvider(options: { now?: () => Date } = {}): CreditReportProvider {
  const now = options.now ?? (() => new Date());
  return {
    name: 'sandbox',
    async fetchReport({ email, password }) {
      const persona = sandboxPersonaOf(email);
      if (!persona) throw new CreditProviderError('bad_credentials', SANDBOX_UNKNOWN_ACCOUNT_MESSAGE);
      if (password !== SANDBOX_PASSWORD)
        throw new CreditProviderError('bad_credentials', SANDBOX_BAD_PASSWORD_MESSAGE);
      const report = buildSandboxReport(SANDBOX_PERSONAS[persona]!, calendarOf(now()));
      return { rawReport: JSON.stringify(report) };
    },
  };
}
