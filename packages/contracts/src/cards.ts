/**
 * Card checks the checkout's card fields and the offline test provider share (issue 4/8). No zod
 * here: the storefront's checkout imports these without loading it (ADR 005).
 */

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** Digits only (spaces and dashes as people type them are dropped). */
export const cardDigits = (input: string) => input.replace(/[\s-]/g, '');

/** The Luhn check every real card number passes (the last digit checks the others). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The four brands the platform names, from the number's prefix (IIN ranges); null otherwise. */
export function detectCardBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9]|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/.test(digits)) return 'discover';
  return null;
}

/** The lengths a brand's numbers have (any brand: 12–19 digits). */
export function cardLengths(brand: CardBrand | null): readonly number[] {
  switch (brand) {
    case 'amex':
      return [15];
    case 'visa':
      return [13, 16, 19];
    case 'mastercard':
      return [16];
    case 'discover':
      return [16, 17, 18, 19];
    default:
      return [12, 13, 14, 15, 16, 17, 18, 19];
  }
}

/** The security code's length: 4 digits on Amex, 3 elsewhere. */
export const cvcLength = (brand: CardBrand | null) => (brand === 'amex' ? 4 : 3);

/** A card expires at the end of its expiry month. `now` in UTC. */
export function cardExpired(exp_month: number, exp_year: number, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return exp_year < year || (exp_year === year && exp_month < month);
}

/** Stripe's own wording for each decline, shown to the buyer as is (both providers use it). */
export const CARD_DECLINES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: 'Your card number is incorrect.',
} as const;
export type CardDeclineCode = keyof typeof CARD_DECLINES;

/**
 * Stripe test mode's cards with a fixed outcome (docs.stripe.com/testing). Every other number that
 * passes the Luhn check succeeds, as in Stripe test mode.
 */
export const TEST_CARDS: ReadonlyArray<{ number: string; outcome: 'succeeds' | CardDeclineCode }> = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '4000000000000002', outcome: 'card_declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds' },
  { number: '4000000000000069', outcome: 'expired_card' },
  { number: '4000000000000127', outcome: 'incorrect_cvc' },
];

/**
 * Stripe's test PaymentMethod ids, and the card each stands for: the same e2e journey pays with
 * them under Stripe test mode and under the offline test provider.
 */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
};
