import type { PaymentProviderKindName } from '@fundpath/contracts/payments';
import type { Ref } from 'react';
import type { CardDraft, CardErrors } from './utils/card-input';
import type { StripeCardElement, StripeInstance } from './utils/load-stripe';

/** Stripe's card field once mounted, and what its last change said. */
export interface MountedStripeCard {
  stripe: StripeInstance;
  card: StripeCardElement;
  complete: boolean;
  error: string | null;
}

/** What `useCardPayment` hands its fields: state and setters, no logic of the checkout's. */
export interface CardPaymentController {
  provider: PaymentProviderKindName | null;
  publishableKey: string | null;
  configState: 'loading' | 'ready' | 'error';
  retryConfig(): void;
  disabled: boolean;
  /** Test mode: the typed card and each field's problem. */
  draft: CardDraft;
  setDraft(update: (draft: CardDraft) => CardDraft): void;
  errors: CardErrors;
  setErrors(update: (errors: CardErrors) => CardErrors): void;
  inputRefs: { number: Ref<HTMLInputElement>; expiry: Ref<HTMLInputElement>; cvc: Ref<HTMLInputElement> };
  /** Stripe mode: the card field reports itself here once mounted (null when it goes). */
  attachStripeCard(card: MountedStripeCard | null): void;
  stripeError: string | null;
  setStripeError(message: string | null): void;
}
