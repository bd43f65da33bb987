/**
 * Card payments at checkout (issue 4/8, ADR 012): the fields for the provider in effect (the
 * offline test provider's card fields, or Stripe's card field via Stripe.js, loaded only then)
 * and the hook that turns them into the checkout body's `payment`. Travel and marketplace
 * bookings pay through the same fields.
 */
export {
  checkoutConfigQuery,
  getCheckoutConfig,
  paymentsKeys,
  useCheckoutConfig,
} from './api/get-checkout-config';
export { CardPaymentFields } from './components/card-payment-fields';
export {
  type CardActionResult,
  type CardPayment,
  type PaymentInputResult,
  useCardPayment,
} from './hooks/use-card-payment';
export type { CardPaymentController } from './types';
export { checkCard, formatCardNumber, formatExpiry, parseExpiry } from './utils/card-input';
