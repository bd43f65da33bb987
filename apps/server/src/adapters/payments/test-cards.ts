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

/**
 * Stripe test mode's cards for saving a card and charging it later (docs.stripe.com/testing),
 * beside the fixed outcomes of `TEST_CARDS`:
 * - 4000 0000 0000 0341 attaches (saves) fine, but every charge is declined;
 * - 4000 0025 0000 3155 needs authentication (3-D Secure) to be saved; once saved, off-session
 *   charges need none;
 * - 4000 0027 6000 3184 needs authentication to be saved and again on every charge, so an
 *   off-session charge fails with `authentication_required`.
 */
export const SAVED_CARD_TEST_CARDS = {
  attachesThenDeclines: '4000000000000341',
  authenticateToSave: '4000002500003155',
  authenticateAlways: '4000002760003184',
} as const;

/** Stripe's test PaymentMethods for those cards (the same e2e journey runs on both providers). */
export const SAVED_CARD_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_chargeCustomerFail: SAVED_CARD_TEST_CARDS.attachesThenDeclines,
  pm_card_authenticationRequiredOnSetup: SAVED_CARD_TEST_CARDS.authenticateToSave,
  pm_card_authenticationRequired: SAVED_CARD_TEST_CARDS.authenticateAlways,
};

/** Stripe's wording when an off-session charge needs the cardholder to authenticate. */
export const AUTHENTICATION_REQUIRED_MESSAGE =
  'Your card was declined. This transaction requires authentication.';

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
  // Charged directly, the card that saves fine is declined as it is when charged later.
  if (digits === SAVED_CARD_TEST_CARDS.attachesThenDeclines) return declined('card_declined', brand, last4);
  return { status: 'succeeded', brand, last4 };
}

/** What Stripe test mode does when a card is saved (a SetupIntent confirmed with it). */
export type TestSetupOutcome =
  | ({ status: 'succeeded' } & SavedTestCard)
  | ({ status: 'requires_action' } & SavedTestCard)
  | Extract<TestCardOutcome, { status: 'failed' }>;

interface SavedTestCard {
  brand: CardBrand | null;
  last4: string;
  /** How a later charge of the saved card ends: null = it succeeds. */
  charge_decline_code: 'card_declined' | 'authentication_required' | null;
}

/**
 * Judges a card being saved: the checks and declines of a payment (a card declined when paid with
 * is declined when saved), then the saved-card test cards: 0341 saves and declines when charged,
 * 3155 and 3184 need authentication first (3184 on every charge too).
 */
export function judgeTestSetup(
  card: { card_number: string; exp_month: number; exp_year: number; cvc: string },
  now: Date,
): TestSetupOutcome {
  const digits = cardDigits(card.card_number);
  const outcome = judgeTestCard(card, now);
  const savesThenDeclines =
    digits === SAVED_CARD_TEST_CARDS.attachesThenDeclines &&
    outcome.status === 'failed' &&
    outcome.code === 'card_declined';
  if (outcome.status === 'failed' && !savesThenDeclines) return outcome;
  const { brand } = outcome;
  const last4 = digits.slice(-4);
  switch (digits) {
    case SAVED_CARD_TEST_CARDS.attachesThenDeclines:
      return { status: 'succeeded', brand, last4, charge_decline_code: 'card_declined' };
    case SAVED_CARD_TEST_CARDS.authenticateToSave:
      return { status: 'requires_action', brand, last4, charge_decline_code: null };
    case SAVED_CARD_TEST_CARDS.authenticateAlways:
      return { status: 'requires_action', brand, last4, charge_decline_code: 'authentication_required' };
    default:
      return { status: 'succeeded', brand, last4, charge_decline_code: null };
  }
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
  const pmId = method.payment_method_id;
  const number = Object.hasOwn(TEST_PAYMENT_METHODS, pmId)
    ? TEST_PAYMENT_METHODS[pmId]
    : Object.hasOwn(SAVED_CARD_PAYMENT_METHODS, pmId)
      ? SAVED_CARD_PAYMENT_METHODS[pmId]
      : undefined;
  if (!number)
    throw new PaymentInputError(
      'The test payment provider takes card numbers or Stripe’s test payment methods (pm_card_visa, pm_card_chargeDeclined, …), not this payment method.',
    );
  // Stripe's test PaymentMethods carry a valid expiry and security code.
  return { card_number: number, exp_month: 12, exp_year: now.getUTCFullYear() + 5, cvc: '123' };
}
