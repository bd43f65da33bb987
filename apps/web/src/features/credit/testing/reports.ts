import type { StoredCreditReport } from '@fundpath/contracts/credit';
import sample from '../sample/sample-report.json';
import { buildReportView } from '../utils/report-view';

/** The bundled sample (as_of 2026-10-14): TU declines, EX and EQ borderline, BORDERLINE_FIXABLE. */
export const sampleReport: unknown = sample;
export const sampleReportText = JSON.stringify(sample);

const bureauRef = (abbreviation: 'TransUnion' | 'Experian' | 'Equifax') => ({
  symbol: { TransUnion: 'TUC', Experian: 'EXP', Equifax: 'EQF' }[abbreviation],
  abbreviation,
  description: abbreviation,
});

/** A small clean file: one current card at 10% on every bureau, scores, no inquiries. */
export function cleanReport(options: { inquiries?: number } = {}) {
  const bureaus = ['TransUnion', 'Experian', 'Equifax'] as const;
  return {
    TrueLinkCreditReportType: {
      reportDate: '2026-10-01',
      Borrower: {
        BorrowerName: bureaus.map((b) => ({
          Name: { first: 'ALEX', last: 'TESTER' },
          NameType: { abbreviation: 'Primary' },
          Source: { Bureau: bureauRef(b) },
        })),
        CreditScore: bureaus.map((b, i) => ({ riskScore: 720 + i * 10, Source: { Bureau: bureauRef(b) } })),
      },
      TradeLinePartition: [
        {
          accountTypeSymbol: 'R',
          accountTypeDescription: 'Revolving Account',
          Tradeline: bureaus.map((b) => ({
            creditorName: 'GOOD BANK',
            accountNumber: '1234****',
            currentBalance: 100,
            highBalance: 500,
            dateOpened: '2019-01-05',
            dateReported: '2026-09-05',
            AccountCondition: { abbreviation: 'Open', description: 'Open' },
            PayStatus: { symbol: 'C', description: 'Current' },
            GrantedTrade: {
              CreditLimit: 1000,
              PayStatusHistory: {
                MonthlyPayStatus: [
                  { date: '2026-08-05', status: 'C' },
                  { date: '2026-07-05', status: 'C' },
                ],
              },
            },
            Source: { Bureau: bureauRef(b) },
          })),
        },
      ],
      InquiryPartition: Array.from({ length: options.inquiries ?? 0 }, (_, i) => ({
        Inquiry: {
          subscriberName: `LENDER ${i + 1}`,
          inquiryDate: `2026-0${(i % 8) + 1}-10`,
          Source: { Bureau: bureauRef('Experian') },
        },
      })),
    },
  };
}

/** A stored version as GET /api/client/credit-report/latest returns it. */
export function storedReport(
  raw: unknown = sampleReport,
  overrides: Partial<StoredCreditReport> = {},
): StoredCreditReport {
  const view = buildReportView(raw);
  return {
    report_id: 'rep_2',
    user_id: 'u_client_1',
    version: 2,
    source: 'sandbox',
    created_at: '2026-10-14T15:00:00.000Z',
    as_of: view.evaluation.as_of,
    raw_report: typeof raw === 'string' ? raw : JSON.stringify(raw),
    evaluation: view.evaluation as unknown as StoredCreditReport['evaluation'],
    improvements: view.improvements as unknown as StoredCreditReport['improvements'],
    ...overrides,
  };
}

/** Makes `matchMedia` answer like a phone (`narrow`) or a desktop, for the responsive report. */
export function mockViewport(kind: 'narrow' | 'wide', reducedMotion = true) {
  const matches = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    if (query.includes('min-width')) return kind === 'wide';
    return false;
  };
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
