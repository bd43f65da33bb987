import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardExpired,
  cardLengths,
  detectCardBrand,
  luhnValid,
  TEST_CARDS,
  TEST_PAYMENT_METHODS,
} from './cards';

describe('card checks', () => {
  it('every documented test card passes the Luhn check', () => {
    for (const number of [...TEST_CARDS.map((c) => c.number), ...Object.values(TEST_PAYMENT_METHODS)])
      expect(luhnValid(number), number).toBe(true);
  });

  it('a changed digit, letters and wrong lengths fail the Luhn check', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242424242a2')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(luhnValid('4'.repeat(20))).toBe(false);
    expect(luhnValid(cardDigits('4242 4242-4242 4242'))).toBe(true);
  });

  it('names the four brands from the prefix', () => {
    expect(detectCardBrand('4242424242424242')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('2223003122003222')).toBe('mastercard');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('6500000000000002')).toBe('discover');
    expect(detectCardBrand('3056930009020004')).toBeNull();
    expect(cardLengths('amex')).toEqual([15]);
  });

  it('a card expires at the end of its month', () => {
    const now = new Date('2026-06-30T23:00:00Z');
    expect(cardExpired(6, 2026, now)).toBe(false);
    expect(cardExpired(5, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });
});
