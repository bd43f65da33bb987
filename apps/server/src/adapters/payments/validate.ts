import type { ChargeSavedInput, CreatePaymentInput, CreateSetupInput, RefundInput } from './types';
import { PaymentInputError } from './types';

/** Stripe's largest amount for USD: $999,999.99. */
export const MAX_AMOUNT_CENTS = 99_999_999;
const KEY = /^[\x21-\x7e]{1,255}$/;

function checkAmount(amount: number, what: string): void {
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_AMOUNT_CENTS)
    throw new PaymentInputError(`${what} must be a whole number of cents from 1 to ${MAX_AMOUNT_CENTS}`);
}

function checkKey(key: string): void {
  if (typeof key !== 'string' || !KEY.test(key))
    throw new PaymentInputError('The idempotency key must be 1–255 printable characters');
}

/**
 * The limits both providers apply before anything is charged (Stripe's own: amounts, metadata of
 * at most 50 string pairs, keys of 40 and values of 500 characters), so both refuse the same input.
 */
export function validateCreatePayment(input: CreatePaymentInput | ChargeSavedInput): { currency: string } {
  checkAmount(input.amount_cents, 'The amount');
  checkKey(input.idempotency_key);
  if (!/^[A-Za-z]{3}$/.test(input.currency)) throw new PaymentInputError('The currency must be an ISO code');
  checkDetails(input);
  return { currency: input.currency.toLowerCase() };
}

/** A saved card's reference as either provider makes it: `tpm_…`, or `cus_…/pm_…` (Stripe). */
export const SAVED_METHOD_REF = /^(tpm_[A-Za-z0-9]{1,250}|cus_[A-Za-z0-9]{1,250}\/pm_[A-Za-z0-9_]{1,250})$/;

export function validateChargeSaved(input: ChargeSavedInput): { currency: string } {
  if (typeof input.saved_method_ref !== 'string' || !SAVED_METHOD_REF.test(input.saved_method_ref))
    throw new PaymentInputError('Unknown saved card');
  return validateCreatePayment(input);
}

/** The limits of a setup: the key, metadata and description as for a payment. */
export function validateCreateSetup(input: CreateSetupInput): void {
  checkKey(input.idempotency_key);
  checkDetails(input);
}

function checkDetails(input: { metadata: Record<string, string>; description: string }): void {
  const entries = Object.entries(input.metadata);
  if (
    entries.length > 50 ||
    entries.some(([k, v]) => k.length === 0 || k.length > 40 || typeof v !== 'string' || v.length > 500)
  )
    throw new PaymentInputError(
      'Metadata is at most 50 pairs of a 40-character key and a 500-character value',
    );
  if (/\p{Cc}/u.test(input.description) || input.description.length > 1000)
    throw new PaymentInputError('The description must be at most 1000 characters without control characters');
}

export function validateRefund(input: RefundInput): void {
  checkAmount(input.amount_cents, 'The refund');
  checkKey(input.idempotency_key);
  if (typeof input.payment_id !== 'string' || !/^[A-Za-z0-9_]{3,255}$/.test(input.payment_id))
    throw new PaymentInputError('Unknown payment');
}
