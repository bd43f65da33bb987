import {
  CARD_DECLINES,
  type CardBrand,
  type CardDeclineCode,
  cardDigits,
  cardExpired,
  detectCardBrand,
  luhnValid,
  TEST_CARDS,
  TEST_PAYMENT_METHODS,
} from '@fundpath/contracts/payments';
import type { PaymentMethodInput } from './types';
import { PaymentInputError } from './types';

/** What Stripe test mode does with a card: succeed, or decline with its code and message. */
export type TestCardOutcome =
  | { status: 'succeeded'; brand: CardBrand | null; last4: string }
  | {
      status: 'failed';
      brand: CardBrand | null;
      last4: string | null;
      code: CardDeclineCode;
      message: string;
    };

const declined = (code: CardDeclineCode, brand: CardBrand | null, last4: string | null): TestCardOutcome => ({
  status: 'failed',
  brand,
  last4,
  code,
  message: CARD_DECLINES[code],
});

/**
 * Judges a card as Stripe test mode would: a number failing the Luhn check is incorrect, a past
 * expiry has expired, the fixed test cards decline as documented, any other valid number succeeds.
 */
export function judgeTestCard(
  card: { card_number: string; exp_month: number; exp_year: number; cvc: string },
  now: Date,
): TestCardOutcome {
  const digits = cardDigits(card.card_number);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return declined('incorrect_number', null, null);
  const brand = detectCardBrand(digits);
  const last4 = digits.slice(-4);
  if (
    !Number.isInteger(card.exp_month) ||
    card.exp_month < 1 ||
    card.exp_month > 12 ||
    !Number.isInteger(card.exp_year) ||
    cardExpired(card.exp_month, card.exp_year, now)
  )
    return declined('expired_card', brand, last4);
  if (!/^\d{3,4}$/.test(card.cvc)) return declined('incorrect_cvc', brand, last4);
  const fixed = TEST_CARDS.find((c) => c.number === digits);
  if (fixed && fixed.outcome !== 'succeeds') return declined(fixed.outcome, brand, last4);
  return { status: 'succeeded', brand, last4 };
}

/**
 * The card a method stands for in test mode: raw fields as given, or the card behind one of
 * Stripe's test PaymentMethod ids (any other id is refused: there is no Stripe to ask).
 */
export function testCardOf(
  method: PaymentMethodInput,
  now: Date,
): { card_number: string; exp_month: number; exp_year: number; cvc: string } {
  if ('card_number' in method) return method;
  const number = Object.hasOwn(TEST_PAYMENT_METHODS, method.payment_method_id)
    ? TEST_PAYMENT_METHODS[method.payment_method_id]
    : undefined;
  if (!number)
    throw new PaymentInputError(
      'The test payment provider takes card numbers or Stripe’s test payment methods (pm_card_visa, pm_card_chargeDeclined, …), not this payment method.',
    );
  // Stripe's test PaymentMethods carry a valid expiry and security code.
  return { card_number: number, exp_month: 12, exp_year: now.getUTCFullYear() + 5, cvc: '123' };
}
