import { describe, expect, it } from 'vitest';
import { bpsToPercent, centsToDollars, dollarsToCents, percentToBps } from './commerce-units';

describe('percent ↔ basis points', () => {
  it.each([
    ['8.75', 875],
    ['8.5', 850],
    ['0', 0],
    ['100', 10_000],
    ['0.29', 29],
    ['.5', 50],
    [' 7 % ', 700],
  ])('%s %% is %i bps', (input, bps) => {
    expect(percentToBps(input)).toEqual({ ok: true, value: bps });
  });

  it('refuses what is not a rate', () => {
    expect(percentToBps('')).toMatchObject({ ok: false, error: 'Enter the rate' });
    expect(percentToBps('8.755')).toMatchObject({ ok: false });
    expect(percentToBps('-1')).toMatchObject({ ok: false });
    expect(percentToBps('abc')).toMatchObject({ ok: false });
    expect(percentToBps('100.01')).toEqual({ ok: false, error: 'At most 100 %' });
  });

  it.each([
    [875, '8.75'],
    [850, '8.5'],
    [800, '8'],
    [0, '0'],
    [5, '0.05'],
    [10_000, '100'],
  ])('%i bps shows as %s', (bps, text) => {
    expect(bpsToPercent(bps)).toBe(text);
    expect(percentToBps(text)).toEqual({ ok: true, value: bps });
  });
});

describe('dollars ↔ cents', () => {
  it.each([
    ['9.99', 999],
    ['100', 10_000],
    ['$1,234.5', 123_450],
    ['0.29', 29],
    ['0', 0],
  ])('%s is %i cents', (input, cents) => {
    expect(dollarsToCents(input, 100_000_000)).toEqual({ ok: true, value: cents });
  });

  it('refuses more than two decimals, negatives and amounts above the maximum', () => {
    expect(dollarsToCents('9.999', 100_000_000)).toMatchObject({ ok: false });
    expect(dollarsToCents('-5', 100_000_000)).toMatchObject({ ok: false });
    expect(dollarsToCents('', 100_000_000, 'a price')).toEqual({ ok: false, error: 'Enter a price' });
    expect(dollarsToCents('1000000.01', 100_000_000)).toEqual({ ok: false, error: 'At most $1,000,000.00' });
  });

  it.each([
    [999, '9.99'],
    [10_000, '100.00'],
    [5, '0.05'],
    [0, '0.00'],
  ])('%i cents shows as %s', (cents, text) => {
    expect(centsToDollars(cents)).toBe(text);
    expect(dollarsToCents(text, 100_000_000)).toEqual({ ok: true, value: cents });
  });
});
