import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approvesAt,
  assertMove,
  type CommissionStatus,
  canMove,
  commissionCents,
  DEFAULT_RULES,
  freezeCommission,
  freezeLinesCommission,
  type LedgerRow,
  planPayouts,
  refundEffect,
  shareOf,
  statement,
  summarize,
  termsFor,
} from './index';

describe('terms', () => {
  it('takes the item’s own terms over the tier over the default rate', () => {
    expect(termsFor(DEFAULT_RULES, { base_cents: 1000, monthly_sales: 1 })).toEqual({
      terms: { kind: 'rate', rate_bps: 1000 },
      basis: 'default',
    });
    expect(termsFor(DEFAULT_RULES, { base_cents: 1000, monthly_sales: 5 })).toEqual({
      terms: { kind: 'rate', rate_bps: 1200 },
      basis: 'tier',
    });
    const flat = { kind: 'flat', flat_cents: 2500 } as const;
    expect(termsFor(DEFAULT_RULES, { base_cents: 1000, monthly_sales: 9, item_terms: flat })).toEqual({
      terms: flat,
      basis: 'item',
    });
  });

  it('applies the highest tier reached, whatever order the tiers are listed in', () => {
    const rules = {
      ...DEFAULT_RULES,
      tiers: [
        { min_monthly_sales: 20, rate_bps: 1500 },
        { min_monthly_sales: 5, rate_bps: 1200 },
      ],
    };
    expect(termsFor(rules, { base_cents: 1, monthly_sales: 4 }).terms).toEqual({
      kind: 'rate',
      rate_bps: 1000,
    });
    expect(termsFor(rules, { base_cents: 1, monthly_sales: 19 }).terms).toEqual({
      kind: 'rate',
      rate_bps: 1200,
    });
    expect(termsFor(rules, { base_cents: 1, monthly_sales: 20 }).terms).toEqual({
      kind: 'rate',
      rate_bps: 1500,
    });
  });
});

describe('amounts', () => {
  it('rounds a share half up, in integers', () => {
    expect(shareOf(12_345, 1000)).toBe(1235); // 1234.5 → 1235
    expect(shareOf(12_344, 1000)).toBe(1234); // 1234.4 → 1234
    expect(shareOf(0, 1000)).toBe(0);
    expect(shareOf(99_999_999, 10_000)).toBe(99_999_999);
  });

  it('caps a flat commission at the base, and refuses nonsense', () => {
    expect(commissionCents(1000, { kind: 'flat', flat_cents: 2500 })).toBe(1000);
    expect(commissionCents(5000, { kind: 'flat', flat_cents: 2500 })).toBe(2500);
    expect(() => commissionCents(-1, { kind: 'rate', rate_bps: 1000 })).toThrow(RangeError);
    expect(() => commissionCents(1.5, { kind: 'rate', rate_bps: 1000 })).toThrow(RangeError);
    expect(() => shareOf(100, 10_001)).toThrow(RangeError);
  });

  it('freezes gross, platform fee and amount so that amount + fee = gross', () => {
    const frozen = freezeCommission(
      { ...DEFAULT_RULES, platform_fee_bps: 2000 },
      { base_cents: 259_900, monthly_sales: 1 },
    );
    expect(frozen).toMatchObject({
      gross_cents: 25_990,
      platform_fee_cents: 5198,
      amount_cents: 20_792,
      basis: 'default',
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (base, rate, fee) => {
          const f = freezeCommission(
            { default_rate_bps: rate, tiers: [], platform_fee_bps: fee },
            { base_cents: base, monthly_sales: 0 },
          );
          return (
            Number.isInteger(f.amount_cents) &&
            f.amount_cents + f.platform_fee_cents === f.gross_cents &&
            f.gross_cents <= base &&
            f.amount_cents >= 0
          );
        },
      ),
    );
  });
});

describe('status', () => {
  it('moves pending → approved → paid, reverses only before payout', () => {
    const all: CommissionStatus[] = ['pending', 'approved', 'paid', 'reversed'];
    const allowed = all.flatMap((from) => all.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['pending→approved', 'pending→reversed', 'approved→paid', 'approved→reversed']);
    expect(() => assertMove('paid', 'reversed')).toThrow(/negative adjustment/);
    expect(() => assertMove('reversed', 'approved')).toThrow('A reversed commission cannot become approved');
  });

  it('approves store orders after the return window, other sources at their milestone', () => {
    const at = new Date('2026-11-01T12:00:00Z');
    expect(approvesAt('store_order', at).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(approvesAt('store_order', at, { return_window_days: 14 }).toISOString()).toBe(
      '2026-11-15T12:00:00.000Z',
    );
    expect(approvesAt('travel_booking', at).getTime()).toBe(at.getTime());
  });
});

describe('refunds', () => {
  const entry = { status: 'approved' as const, base_cents: 10_000, amount_cents: 1_000, adjusted_cents: 0 };

  it('reverses an unpaid entry when the whole sale is refunded', () => {
    expect(refundEffect(entry, { refund_cents: 10_000, refunded_total_cents: 10_000 })).toEqual({
      kind: 'reverse',
    });
    expect(
      refundEffect({ ...entry, status: 'pending' }, { refund_cents: 10_000, refunded_total_cents: 10_000 }),
    ).toEqual({
      kind: 'reverse',
    });
  });

  it('takes back a proportional share of a partial refund, following the entry’s status', () => {
    expect(refundEffect(entry, { refund_cents: 2_500, refunded_total_cents: 2_500 })).toEqual({
      kind: 'adjust',
      amount_cents: -250,
      status: 'approved',
    });
    expect(
      refundEffect({ ...entry, status: 'pending' }, { refund_cents: 2_500, refunded_total_cents: 2_500 }),
    ).toMatchObject({ status: 'pending' });
  });

  it('after payout, carries a negative adjustment into the next payout instead of reversing', () => {
    expect(
      refundEffect({ ...entry, status: 'paid' }, { refund_cents: 10_000, refunded_total_cents: 10_000 }),
    ).toEqual({
      kind: 'adjust',
      amount_cents: -1_000,
      status: 'approved',
    });
  });

  it('never takes back more than was earned, however the refunds are split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom<'pending' | 'approved' | 'paid'>('pending', 'approved', 'paid'),
        (base, rate, parts, status) => {
          const amount = shareOf(base, rate);
          let adjusted = 0;
          let refunded = 0;
          let reversed = false;
          for (const p of parts) {
            const refund = Math.min(p, base - refunded);
            if (refund <= 0) break;
            refunded += refund;
            const effect = refundEffect(
              { status, base_cents: base, amount_cents: amount, adjusted_cents: adjusted },
              { refund_cents: refund, refunded_total_cents: refunded },
            );
            if (effect.kind === 'reverse') reversed = true;
            if (effect.kind === 'adjust') adjusted -= effect.amount_cents;
            if (reversed) break;
          }
          const takenBack = reversed ? amount : adjusted;
          // Never more than earned; all of it once the whole sale is refunded.
          return takenBack <= amount && (refunded < base || takenBack === amount);
        },
      ),
    );
  });
});

describe('ledger views', () => {
  const row = (
    id: string,
    beneficiary: string,
    status: CommissionStatus,
    amount: number,
    day: number,
  ): LedgerRow => ({
    id,
    beneficiary_id: beneficiary,
    status,
    amount_cents: amount,
    created_at: new Date(Date.UTC(2026, 10, day)),
  });
  const rows = [
    row('a', 'ann', 'approved', 3_000, 1),
    row('b', 'ann', 'approved', -500, 3),
    row('c', 'ann', 'pending', 1_200, 4),
    row('d', 'bob', 'approved', 1_900, 2),
    row('e', 'bob', 'reversed', 800, 5),
    row('f', 'cy', 'paid', 4_000, 1),
    row('g', 'cy', 'approved', 2_000, 6),
  ];

  it('plans payouts of approved entries (adjustments netted) at or above the minimum', () => {
    expect(planPayouts(rows, 2_000)).toEqual([
      { beneficiary_id: 'ann', entry_ids: ['a', 'b'], total_cents: 2_500 },
      { beneficiary_id: 'cy', entry_ids: ['g'], total_cents: 2_000 },
    ]);
    expect(planPayouts(rows, 0).map((p) => p.beneficiary_id)).toEqual(['ann', 'cy', 'bob']);
  });

  it('sums every status from its rows, and the running balance ends at what was earned', () => {
    const s = summarize(rows);
    expect(s).toEqual({
      pending_cents: 1_200,
      approved_cents: 6_400,
      paid_cents: 4_000,
      reversed_cents: 800,
      earned_cents: 11_600,
      entries: 7,
    });
    const lines = statement(rows);
    expect(lines.map((l) => l.id)).toEqual(['a', 'f', 'd', 'b', 'c', 'e', 'g']);
    expect(lines.at(-1)!.balance_cents).toBe(s.earned_cents);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom<CommissionStatus>('pending', 'approved', 'paid', 'reversed'),
            amount_cents: fc.integer({ min: -100_000, max: 100_000 }),
          }),
        ),
        (list) => {
          const t = summarize(list);
          const all = list.reduce((n, r) => n + r.amount_cents, 0);
          return t.pending_cents + t.approved_cents + t.paid_cents + t.reversed_cents === all;
        },
      ),
    );
  });
});

describe('freezeLinesCommission (a store order: each product may carry its own rate)', () => {
  const rules = {
    default_rate_bps: 1_000,
    tiers: [{ min_monthly_sales: 5, rate_bps: 1_200 }],
    platform_fee_bps: 0,
  };

  it('without any own rate is the tier or default rate on the whole base', () => {
    const lines = [
      { base_cents: 3_000, rate_bps: null },
      { base_cents: 2_000, rate_bps: null },
    ];
    expect(freezeLinesCommission(rules, { lines, monthly_sales: 1 })).toMatchObject({
      base_cents: 5_000,
      terms: { kind: 'rate', rate_bps: 1_000 },
      basis: 'default',
      amount_cents: 500,
    });
    expect(freezeLinesCommission(rules, { lines, monthly_sales: 5 })).toMatchObject({
      terms: { kind: 'rate', rate_bps: 1_200 },
      basis: 'tier',
      amount_cents: 600,
    });
  });

  it('with one own rate on every line applies it over the tier', () => {
    const lines = [
      { base_cents: 3_000, rate_bps: 2_500 },
      { base_cents: 1_000, rate_bps: 2_500 },
    ];
    expect(freezeLinesCommission(rules, { lines, monthly_sales: 9 })).toMatchObject({
      terms: { kind: 'rate', rate_bps: 2_500 },
      basis: 'item',
      amount_cents: 1_000,
    });
  });

  it('with mixed lines earns each line its own rate, the others the tier rate, rounded per line', () => {
    const lines = [
      { base_cents: 3_333, rate_bps: 2_500 }, // 833.25 → 833
      { base_cents: 1_005, rate_bps: null }, // 12 %: 120.6 → 121
      { base_cents: 995, rate_bps: 0 }, // a product that pays nothing
    ];
    const f = freezeLinesCommission({ ...rules, platform_fee_bps: 1_000 }, { lines, monthly_sales: 6 });
    expect(f.base_cents).toBe(5_333);
    expect(f.basis).toBe('item');
    expect(f.terms).toEqual({
      kind: 'lines',
      lines: [
        { base_cents: 3_333, rate_bps: 2_500 },
        { base_cents: 1_005, rate_bps: 1_200 },
        { base_cents: 995, rate_bps: 0 },
      ],
    });
    expect(f.gross_cents).toBe(954);
    expect(f.platform_fee_cents).toBe(95);
    expect(f.amount_cents).toBe(859);
    // Re-deriving from the frozen terms gives the same figure (nothing reads the product again).
    expect(commissionCents(f.base_cents, f.terms)).toBe(954);
  });

  it('refuses a line rate outside 0–100 % and terms whose lines do not add up', () => {
    expect(() =>
      freezeLinesCommission(rules, { lines: [{ base_cents: 100, rate_bps: 10_001 }], monthly_sales: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      commissionCents(100, { kind: 'lines', lines: [{ base_cents: 99, rate_bps: 1_000 }] }),
    ).toThrow(RangeError);
  });
});
