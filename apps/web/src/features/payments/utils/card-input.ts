import {
  type CardBrand,
  cardDigits,
  cardExpired,
  cardLengths,
  cvcLength,
  detectCardBrand,
  luhnValid,
} from '@fundpath/contracts/cards';

/*
 * The test-mode card fields' formatting and checks: what a buyer types, grouped as printed on the
 * card, checked before the checkout is sent (the server and the provider check again).
 */

export const BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  discover: 'Discover',
};

/** The longest number a brand has (19 when unknown). */
const maxLength = (brand: CardBrand | null) => Math.max(...cardLengths(brand));

/** `4242424242424242` → `4242 4242 4242 4242`; Amex as `3782 822463 10005`. Other characters are dropped. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  const brand = detectCardBrand(digits);
  const kept = digits.slice(0, maxLength(brand));
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= kept.length) break;
    out.push(kept.slice(at, at + size));
    at += size;
  }
  return out.join(' ');
}

/**
 * What the expiry field shows as it is typed: `1` → `1`, `12` → `12/`, `1228` → `12/28`; a
 * first digit above 1 is a month on its own (`4` → `04/`). Deleting the slash works as expected
 * because a value ending in `/` is only produced from two digits.
 */
export function formatExpiry(input: string, previous = ''): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  // Backspace over the automatic slash removes the month's last digit too.
  if (previous.endsWith('/') && input === previous.slice(0, -1)) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** `12/28` → `{ exp_month: 12, exp_year: 2028 }`; undefined when it is not a month and year. */
export function parseExpiry(value: string): { exp_month: number; exp_year: number } | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const exp_month = Number(match[1]);
  const year = Number(match[2]);
  if (exp_month < 1 || exp_month > 12) return undefined;
  return { exp_month, exp_year: year < 100 ? 2000 + year : year };
}

export interface CardDraft {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardDraft, string>>;

export const CARD_MESSAGES = {
  numberMissing: 'Enter the card number',
  numberInvalid: 'This card number is not valid: check the digits',
  expiryMissing: 'Enter the expiry date as MM/YY',
  expiryInvalid: 'Enter a real month and year, like 04/29',
  expired: 'This card has expired',
  cvcMissing: 'Enter the security code',
  cvc: (n: number) => `Enter the ${n}-digit security code`,
} as const;

/** Each field's problem, if any (empty when the card can be sent). */
export function checkCard(draft: CardDraft, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(draft.number);
  const brand = detectCardBrand(digits);
  if (!digits) errors.number = CARD_MESSAGES.numberMissing;
  else if (!/^\d+$/.test(digits) || !cardLengths(brand).includes(digits.length) || !luhnValid(digits))
    errors.number = CARD_MESSAGES.numberInvalid;
  const expiry = parseExpiry(draft.expiry);
  if (!draft.expiry.trim()) errors.expiry = CARD_MESSAGES.expiryMissing;
  else if (!expiry || expiry.exp_year > now.getUTCFullYear() + 20)
    errors.expiry = CARD_MESSAGES.expiryInvalid;
  else if (cardExpired(expiry.exp_month, expiry.exp_year, now)) errors.expiry = CARD_MESSAGES.expired;
  const cvc = draft.cvc.trim();
  const wanted = cvcLength(brand);
  if (!cvc) errors.cvc = CARD_MESSAGES.cvcMissing;
  else if (!/^\d+$/.test(cvc) || (brand ? cvc.length !== wanted : cvc.length < 3 || cvc.length > 4))
    errors.cvc = CARD_MESSAGES.cvc(wanted);
  return errors;
}

/** The checkout body's `payment` for a card that passed {@link checkCard}. */
export function toCardPayment(draft: CardDraft) {
  const expiry = parseExpiry(draft.expiry);
  if (!expiry) throw new Error('toCardPayment: check the card first');
  return { card_number: cardDigits(draft.number), ...expiry, cvc: draft.cvc.trim() };
}
