import { describe, expect, it } from 'vitest';
import { sumRows } from './sum-rows';

describe('sumRows', () => {
  it('sums the named columns and leaves the others out', () => {
    const rows = [
      { date: '2026-01-01', orders: 2, cents: 1_000 },
      { date: '2026-01-02', orders: 1, cents: -250 },
    ];
    expect(sumRows(rows, ['orders', 'cents'])).toEqual({ orders: 3, cents: 750 });
  });

  it('is all zeros for no rows', () => {
    expect(sumRows([], ['orders', 'cents'])).toEqual({ orders: 0, cents: 0 });
  });
});
