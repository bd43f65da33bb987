import { describe, expect, it } from 'vitest';
import { centsToInput, parseDollars, parseOptionalDollars, parseWholeNumber } from './money';

const cents = (input: string) => {
  const r = parseDollars(input);
  return r.ok ? r.cents : r.error;
};

describe('parseDollars', () => {
  it('turns typed dollars into integer cents without floating point', () => {
    expect(cents('19.99')).toBe(1999);
    expect(cents('1,299.5')).toBe(129950);
    expect(cents('$ 1,000,000')).toBe(100_000_000);
    expect(cents('0.07')).toBe(7);
    expect(cents('.5')).toBe(50);
    expect(cents('12')).toBe(1200);
    expect(cents('12.')).toBe(1200);
    expect(cents(' 4.10 ')).toBe(410);
    // 0.1 + 0.2 and 1.005 are where float parsing goes wrong.
    expect(cents('1.005')).toBe('Use at most two decimals');
    expect(cents('8.20')).toBe(820);
    expect(cents('0.29')).toBe(29);
  });

  it('refuses letters, negatives, bad grouping, empty input and amounts above the largest price', () => {
    expect(cents('abc')).toBe('Enter an amount like 19.99');
    expect(cents('12abc')).toBe('Enter an amount like 19.99');
    expect(cents('-5')).toBe('The amount cannot be negative');
    expect(cents('-0.01')).toBe('The amount cannot be negative');
    expect(cents('1,29')).toBe('Enter an amount like 19.99');
    expect(cents('1e3')).toBe('Enter an amount like 19.99');
    expect(cents('')).toBe('Enter an amount');
    expect(cents('.')).toBe('Enter an amount like 19.99');
    expect(cents('1000000.01')).toBe('At most $1,000,000.00');
    expect(parseDollars('50', { max: 4999 })).toEqual({ ok: false, error: 'At most $49.99' });
  });

  it('reads an empty optional field as none', () => {
    expect(parseOptionalDollars('  ')).toEqual({ ok: true, cents: null });
    expect(parseOptionalDollars('2.50')).toEqual({ ok: true, cents: 250 });
  });
});

describe('centsToInput', () => {
  it('shows cents as an editable dollar amount and back', () => {
    expect(centsToInput(1999)).toBe('19.99');
    expect(centsToInput(129950)).toBe('1299.50');
    expect(centsToInput(5)).toBe('0.05');
    expect(centsToInput(null)).toBe('');
    for (const n of [0, 1, 99, 100, 12345, 100_000_000]) expect(cents(centsToInput(n))).toBe(n);
  });
});

describe('parseWholeNumber', () => {
  it('accepts whole counts up to the limit', () => {
    expect(parseWholeNumber('1,200', 5000)).toBe(1200);
    expect(parseWholeNumber('0', 5)).toBe(0);
    expect(parseWholeNumber('6', 5)).toBeNull();
    expect(parseWholeNumber('2.5', 5)).toBeNull();
    expect(parseWholeNumber('-1', 5)).toBeNull();
  });
});
