import { describe, expect, it } from 'vitest';
import {
  cancellationRefund,
  DEFAULT_CANCELLATION_POLICY,
  daysBetween,
  describePolicy,
  priceBooking,
  tierFor,
} from './travel-pricing';

describe('priceBooking', () => {
  const dep = { price_cents: 100_000, single_supplement_cents: 20_000 };

  it('prices every traveller and each single room, and the lines add up to the total', () => {
    const p = priceBooking(dep, [{ single_room: true }, {}, {}], 'full', 2_000);
    expect(p.lines).toEqual([
      { label: 'Travellers', quantity: 3, unit_cents: 100_000, total_cents: 300_000 },
      { label: 'Single supplement', quantity: 1, unit_cents: 20_000, total_cents: 20_000 },
    ]);
    expect(p.total_cents).toBe(320_000);
    expect(p.due_now_cents).toBe(320_000);
    expect(p.balance_cents).toBe(0);
  });

  it('takes the deposit share now and leaves the rest, rounding half up to whole cents', () => {
    const p = priceBooking({ price_cents: 33_333, single_supplement_cents: 0 }, [{}], 'deposit', 2_500);
    expect(p.due_now_cents).toBe(8_333);
    expect(p.due_now_cents + p.balance_cents).toBe(p.total_cents);
    expect(priceBooking(dep, [{}], 'deposit', 0).due_now_cents).toBe(100_000);
  });

  it('refuses money that is not whole non-negative cents', () => {
    expect(() => priceBooking({ price_cents: 10.5, single_supplement_cents: 0 }, [{}], 'full', 0)).toThrow(
      RangeError,
    );
    expect(() => priceBooking(dep, [{}], 'deposit', 10_001)).toThrow(RangeError);
  });
});

describe('cancellation', () => {
  it('finds the tier by days before departure', () => {
    expect(tierFor(DEFAULT_CANCELLATION_POLICY, 90)?.refund_bps).toBe(10_000);
    expect(tierFor(DEFAULT_CANCELLATION_POLICY, 60)?.refund_bps).toBe(10_000);
    expect(tierFor(DEFAULT_CANCELLATION_POLICY, 59)?.refund_bps).toBe(5_000);
    expect(tierFor(DEFAULT_CANCELLATION_POLICY, 0)?.refund_bps).toBe(0);
    expect(tierFor(DEFAULT_CANCELLATION_POLICY, -3)).toBeNull();
  });

  it('refunds the tier share of what was paid, never more than is left', () => {
    expect(cancellationRefund(DEFAULT_CANCELLATION_POLICY, 45, 50_001)).toEqual({
      refund_cents: 25_001,
      refund_bps: 5_000,
    });
    expect(cancellationRefund(DEFAULT_CANCELLATION_POLICY, 90, 80_000, 70_000).refund_cents).toBe(10_000);
    expect(cancellationRefund(DEFAULT_CANCELLATION_POLICY, 10, 80_000).refund_cents).toBe(0);
  });

  it('counts calendar days and describes the policy for people', () => {
    expect(daysBetween('2027-01-01', '2027-03-02')).toBe(60);
    expect(describePolicy(DEFAULT_CANCELLATION_POLICY)[0]).toBe(
      '60+ days before departure: 100 % of what was paid refunded',
    );
  });
});
