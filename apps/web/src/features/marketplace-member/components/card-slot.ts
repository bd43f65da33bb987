import type { PaymentInput } from '@fundpath/contracts/ecommerce';
import type { PaymentProviderKindName } from '@fundpath/contracts/payments';
import type { ComponentType, ReactNode } from 'react';

/**
 * What the booking dialog needs of the card payment (features/payments' `useCardPayment`), handed
 * in by the route so this feature does not import another one.
 */
export interface MemberBookingCard {
  fields: ReactNode;
  provider: PaymentProviderKindName | null;
  ready: boolean;
  getPaymentInput(): Promise<{ ok: true; payment: PaymentInput } | { ok: false; error: string }>;
  confirmCardAction(clientSecret: string): Promise<{ ok: true } | { ok: false; error: string }>;
  clear(): void;
}

/** Mounts the card payment inside the booking dialog. */
export type WithMemberCard = ComponentType<{ children: (card: MemberBookingCard) => ReactNode }>;
