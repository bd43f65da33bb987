import type { PaymentInput } from '@fundpath/contracts/ecommerce';
import type { PaymentProviderKindName } from '@fundpath/contracts/payments';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCheckoutConfig } from '../api/get-checkout-config';
import { CardPaymentFields, loadCardFieldsBody } from '../components/card-payment-fields';
import type { CardPaymentController, MountedStripeCard } from '../types';
import type { CardDraft, CardErrors } from '../utils/card-input';

/** The card checks run on submit; the fields' chunk brings them too (both load beside the form). */
const loadCardInput = () => import('../utils/card-input');

export type PaymentInputResult = { ok: true; payment: PaymentInput } | { ok: false; error: string };
export type CardActionResult = { ok: true } | { ok: false; error: string };

export interface CardPayment {
  /** The card fields, to render inside the checkout form. */
  fields: ReactNode;
  /** The provider in effect (null while loading). */
  provider: PaymentProviderKindName | null;
  /** The fields can produce a payment (the provider is known). */
  ready: boolean;
  /**
   * Checks the card and returns the checkout body's `payment` (`paymentInputSchema`): the card
   * fields under the test provider, a Stripe PaymentMethod id (made by Stripe.js) under Stripe.
   * On a problem the fields show it, the first faulty field gets focus, and `error` says it.
   */
  getPaymentInput(): Promise<PaymentInputResult>;
  /** Stripe: completes 3-D Secure for the `client_secret` a checkout answered with. */
  confirmCardAction(clientSecret: string): Promise<CardActionResult>;
  /** Forgets the typed card (after the order is placed). */
  clear(): void;
}

const EMPTY: CardDraft = { number: '', expiry: '', cvc: '' };

/**
 * The checkout's card payment (ADR 012): reads `GET /api/ecommerce/checkout/config`, renders
 * the fields for the provider in effect, and turns what the buyer entered into the checkout's
 * `payment`. The card number never leaves this hook except in that `payment` (test provider).
 *
 * @example
 * const card = useCardPayment();
 * const submit = async () => {
 *   const input = await card.getPaymentInput();
 *   if (!input.ok) return;                       // the fields show what is wrong
 *   const res = await checkout({ ...body, payment: input.payment });
 *   if (res.client_secret) await card.confirmCardAction(res.client_secret);
 * };
 * return <form onSubmit={submit}>…{card.fields}…</form>;
 */
export function useCardPayment(options: { disabled?: boolean } = {}): CardPayment {
  const config = useCheckoutConfig();
  const [draft, setDraftState] = useState<CardDraft>(EMPTY);
  const [errors, setErrorsState] = useState<CardErrors>({});
  const [stripeError, setStripeError] = useState<string | null>(null);
  const stripeCard = useRef<MountedStripeCard | null>(null);
  const number = useRef<HTMLInputElement>(null);
  const expiry = useRef<HTMLInputElement>(null);
  const cvc = useRef<HTMLInputElement>(null);

  const provider = config.data?.provider ?? null;
  const publishableKey = config.data?.publishable_key ?? null;
  const disabled = options.disabled ?? false;
  const { refetch } = config;
  useEffect(() => {
    void loadCardFieldsBody();
  }, []);

  const setDraft = useCallback((update: (d: CardDraft) => CardDraft) => setDraftState(update), []);
  const setErrors = useCallback((update: (e: CardErrors) => CardErrors) => setErrorsState(update), []);
  const attachStripeCard = useCallback((card: MountedStripeCard | null) => {
    stripeCard.current = card;
  }, []);
  const retryConfig = useCallback(() => void refetch(), [refetch]);

  const controller: CardPaymentController = useMemo(
    () => ({
      provider,
      publishableKey,
      configState: config.isError && !config.data ? 'error' : config.data ? 'ready' : 'loading',
      retryConfig,
      disabled,
      draft,
      setDraft,
      errors,
      setErrors,
      inputRefs: { number, expiry, cvc },
      attachStripeCard,
      stripeError,
      setStripeError,
    }),
    [
      provider,
      publishableKey,
      config.isError,
      config.data,
      retryConfig,
      disabled,
      draft,
      setDraft,
      errors,
      setErrors,
      attachStripeCard,
      stripeError,
    ],
  );

  const getPaymentInput = useCallback(async (): Promise<PaymentInputResult> => {
    if (provider === 'test') {
      const { checkCard, toCardPayment } = await loadCardInput();
      const found = checkCard(draft);
      setErrorsState(found);
      const first = (['number', 'expiry', 'cvc'] as const).find((f) => found[f]);
      if (first) {
        ({ number, expiry, cvc })[first].current?.focus();
        return { ok: false, error: found[first]! };
      }
      return { ok: true, payment: toCardPayment(draft) };
    }
    if (provider === 'stripe') {
      const mounted = stripeCard.current;
      if (!mounted) return { ok: false, error: 'The card field is still loading' };
      if (!mounted.complete) {
        const message = mounted.error ?? 'Enter the card details';
        setStripeError(message);
        mounted.card.focus();
        return { ok: false, error: message };
      }
      const { paymentMethod, error } = await mounted.stripe.createPaymentMethod({
        type: 'card',
        card: mounted.card,
      });
      if (error || !paymentMethod) {
        const message = error?.message ?? 'The card could not be checked; try again';
        setStripeError(message);
        return { ok: false, error: message };
      }
      return { ok: true, payment: { payment_method_id: paymentMethod.id } };
    }
    return { ok: false, error: 'The payment form is still loading' };
  }, [provider, draft]);

  const confirmCardAction = useCallback(async (clientSecret: string): Promise<CardActionResult> => {
    const mounted = stripeCard.current;
    if (!mounted) return { ok: false, error: 'Card confirmation needs Stripe’s card field' };
    const { paymentIntent, error } = await mounted.stripe.handleNextAction({ clientSecret });
    if (error) return { ok: false, error: error.message ?? 'The card was not confirmed' };
    if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') return { ok: true };
    return { ok: false, error: 'The card was not confirmed; try again or use another card' };
  }, []);

  const clear = useCallback(() => {
    setDraftState(EMPTY);
    setErrorsState({});
  }, []);

  return {
    fields: <CardPaymentFields controller={controller} />,
    provider,
    ready: provider === 'test' || (provider === 'stripe' && publishableKey !== null),
    getPaymentInput,
    confirmCardAction,
    clear,
  };
}
