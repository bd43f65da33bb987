import type { PaymentProviderKindName } from '@fundpath/contracts/payments';
import type { ComponentType, ReactNode } from 'react';

/**
 * What the booking screens need of the card payment (features/payments' `useCardPayment`), handed
 * in by the route so this feature does not import another one.
 */
export interface BookingCard {
  provider: PaymentProviderKindName | null;
  /** Stripe: completes the bank's check (3-D Secure) for a client secret. */
  confirmCardAction(clientSecret: string): Promise<{ ok: true } | { ok: false; error: string }>;
  /** The card fields (Stripe's card field must be mounted to confirm). */
  fields: ReactNode;
}

/** Mounts the card payment only where a card waits for the bank's check. */
export type WithBookingCard = ComponentType<{ children: (card: BookingCard) => ReactNode }>;
