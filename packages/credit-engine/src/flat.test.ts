import { describe, expect, it } from 'vitest';
import { flatAccounts, parseMergedReport } from './index';
import { history, partition, report, tradeline } from './testing/builders';
import { loadFixture } from './testing/fixtures';

describe('flatAccounts', () => {
  it('gives one row per tradeline per bureau with the spec fields', () => {
    const raw = report({
      partitions: [
        partition('Y', [
          {
            ...tradeline({
              bureau: 'Equifax',
              creditor: 'PORTFOLIO RECOVERY',
              balance: '1,284',
              condition: 'Derogatory',
              payStatus: 'Collection/Chargeoff',
              remarks: ['Placed for collection'],
              history: history('2026-10', 2),
            }),
            CollectionTrade: { originalCreditor: 'SYNCB/CARECREDIT' },
          },
        ]),
      ],
    });
    expect(flatAccounts(parseMergedReport(raw))).toEqual([
      expect.objectContaining({
        bureau: 'Equifax',
        creditor_name: 'PORTFOLIO RECOVERY',
        account_number: 'EQF-1234****',
        account_type: 'Collection Account',
        account_rating: 'Derogatory',
        balance_owed: 1284,
        credit_limit: null,
        high_balance: 0,
        date_opened: '2019-07-14',
        date_closed: null,
        date_reported: '2026-11-03',
        payment_status: 'Collection/Chargeoff',
        creditor_remarks: 'Placed for collection',
        dispute_status: 'Account not disputed',
        original_creditor: 'SYNCB/CARECREDIT',
        payment_history: [
          { month: '2026-10', status: 'C' },
          { month: '2026-09', status: 'C' },
        ],
      }),
    ]);
  });

  it('flattens every fixture tradeline, bureaus normalized', () => {
    const rows = flatAccounts(loadFixture('clean-file'));
    expect(rows.length).toBe(parseMergedReport(loadFixture('clean-file')).tradelines.length);
    expect(new Set(rows.map((r) => r.bureau))).toEqual(new Set(['TransUnion', 'Experian', 'Equifax']));
  });

  it('gives no rows for unreadable input', () => {
    expect(flatAccounts('nope')).toEqual([]);
  });
});
