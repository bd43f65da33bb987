import { paymentInputSchema } from '@fundpath/contracts/ecommerce';
import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  checkCard,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  toCardPayment,
} from './card-input';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('formatCardNumber', () => {
  it('groups digits as printed on the card and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424');
    expect(formatCardNumber('3782822463100051234')).toBe('3782 822463 10005');
    expect(formatCardNumber('')).toBe('');
  });
});

describe('formatExpiry / parseExpiry', () => {
  it('adds the slash after the month, pads a lone month digit, and lets backspace remove it', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12', '12/')).toBe('1');
    expect(formatExpiry('ab')).toBe('');
  });

  it('reads a month and a two- or four-digit year', () => {
    expect(parseExpiry('04/29')).toEqual({ exp_month: 4, exp_year: 2029 });
    expect(parseExpiry('04 / 2031')).toEqual({ exp_month: 4, exp_year: 2031 });
    expect(parseExpiry('13/29')).toBeUndefined();
    expect(parseExpiry('00/29')).toBeUndefined();
    expect(parseExpiry('4/29')).toBeUndefined();
  });
});

describe('checkCard', () => {
  const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

  it('accepts a valid card, and its payment passes the checkout contract', () => {
    expect(checkCard(good, NOW)).toEqual({});
    const payment = toCardPayment(good);
    expect(payment).toEqual({ card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
    expect(paymentInputSchema.safeParse(payment).success).toBe(true);
  });

  it('names each missing field', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      number: CARD_MESSAGES.numberMissing,
      expiry: CARD_MESSAGES.expiryMissing,
      cvc: CARD_MESSAGES.cvcMissing,
    });
  });

  it('refuses a number failing the Luhn check or of the wrong length for its brand', () => {
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }, NOW).number).toBe(
      CARD_MESSAGES.numberInvalid,
    );
    expect(checkCard({ ...good, number: '3782 822463 1000' }, NOW).number).toBe(CARD_MESSAGES.numberInvalid);
    expect(checkCard({ ...good, number: '4242' }, NOW).number).toBe(CARD_MESSAGES.numberInvalid);
  });

  it('refuses an expiry in the past or not a date; this month is still good', () => {
    expect(checkCard({ ...good, expiry: '05/26' }, NOW).expiry).toBe(CARD_MESSAGES.expired);
    expect(checkCard({ ...good, expiry: '06/26' }, NOW).expiry).toBeUndefined();
    expect(checkCard({ ...good, expiry: '13/26' }, NOW).expiry).toBe(CARD_MESSAGES.expiryInvalid);
    expect(checkCard({ ...good, expiry: '12/99' }, NOW).expiry).toBe(CARD_MESSAGES.expiryInvalid);
  });

  it('wants 3 digits of security code, 4 on American Express', () => {
    expect(checkCard({ ...good, cvc: '12' }, NOW).cvc).toBe('Enter the 3-digit security code');
    expect(checkCard({ ...good, cvc: '1234' }, NOW).cvc).toBe('Enter the 3-digit security code');
    const amex = { number: '3782 822463 10005', expiry: '12/30', cvc: '123' };
    expect(checkCard(amex, NOW).cvc).toBe('Enter the 4-digit security code');
    expect(checkCard({ ...amex, cvc: '1234' }, NOW)).toEqual({});
  });
});
