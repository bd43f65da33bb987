import type { PaymentInput } from '@fundpath/contracts/ecommerce';
import type { ReactNode } from 'react';

/**
 * The card payment a travel screen is given (features/payments' `useCardPayment`, composed in
 * app/routes since features don't import each other): its fields, and the calls that turn them
 * into a body's `payment`.
 */
export interface TravelCardPayment {
  fields: ReactNode;
  ready: boolean;
  getPaymentInput(): Promise<{ ok: true; payment: PaymentInput } | { ok: false; error: string }>;
  confirmCardAction(clientSecret: string): Promise<{ ok: true } | { ok: false; error: string }>;
  clear(): void;
}
