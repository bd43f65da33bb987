import { cardDigits, detectCardBrand, TEST_CARDS } from '@fundpath/contracts/cards';
import { CreditCard, Lock } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { CardPaymentController } from '../types';
import { BRAND_LABELS, type CardDraft, checkCard, formatCardNumber, formatExpiry } from '../utils/card-input';
import { stripeFor } from '../utils/load-stripe';

const DECLINE_LABELS: Record<string, string> = {
  card_declined: 'declined',
  insufficient_funds: 'insufficient funds',
  expired_card: 'expired card',
  incorrect_cvc: 'incorrect security code',
};

/** The test provider's hint: the card that pays, and Stripe's test cards that decline. */
function TestModeHint() {
  return (
    <Callout tone="info" title="No real card is charged">
      <p>Test mode: use 4242 4242 4242 4242, any future date, any CVC.</p>
      <details className="mt-1.5">
        <summary className="cursor-pointer rounded font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand">
          Cards that decline
        </summary>
        <ul className="mt-1 space-y-0.5">
          {TEST_CARDS.filter((c) => c.outcome !== 'succeeds').map((c) => (
            <li key={c.number}>
              <span className="font-mono tabular-nums">{formatCardNumber(c.number)}</span>:{' '}
              {DECLINE_LABELS[c.outcome] ?? c.outcome}
            </li>
          ))}
        </ul>
      </details>
    </Callout>
  );
}

/** Raw card fields for the offline test provider, formatted as typed and checked on leaving a field. */
function TestCardFields({ controller: c }: { controller: CardPaymentController }) {
  const brand = detectCardBrand(cardDigits(c.draft.number));
  // A field's problem shows once it has been left with something in it, or the checkout was tried,
  // and clears as soon as it is fixed.
  const recheck = (next: CardDraft, field: keyof CardDraft, show: boolean) =>
    c.setErrors((errors) =>
      show || errors[field] ? { ...errors, [field]: checkCard(next)[field] } : errors,
    );
  const change =
    (field: keyof CardDraft, format: (value: string, previous: string) => string) =>
    (e: ChangeEvent<HTMLInputElement>) => {
      const next = { ...c.draft, [field]: format(e.target.value, c.draft[field]) };
      c.setDraft(() => next);
      recheck(next, field, false);
    };
  const blur = (field: keyof CardDraft) => () => {
    if (c.draft[field].trim()) recheck(c.draft, field, true);
  };
  return (
    <>
      <TestModeHint />
      <Field
        ref={c.inputRefs.number}
        label="Card number"
        name="cc-number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        value={c.draft.number}
        onChange={change('number', (v) => formatCardNumber(v))}
        onBlur={blur('number')}
        error={c.errors.number}
        disabled={c.disabled}
        trailing={
          <span className="flex items-center gap-1 pr-2 text-xs font-medium text-slate-600">
            {brand ? (
              BRAND_LABELS[brand]
            ) : (
              <CreditCard className="size-4 text-slate-400" aria-hidden="true" />
            )}
          </span>
        }
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          ref={c.inputRefs.expiry}
          label="Expiry (MM/YY)"
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          value={c.draft.expiry}
          onChange={change('expiry', formatExpiry)}
          onBlur={blur('expiry')}
          error={c.errors.expiry}
          disabled={c.disabled}
        />
        <Field
          ref={c.inputRefs.cvc}
          label="Security code"
          name="cc-csc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '4 digits' : '3 digits'}
          maxLength={4}
          value={c.draft.cvc}
          onChange={change('cvc', (v) => v.replace(/\D/g, '').slice(0, 4))}
          onBlur={blur('cvc')}
          error={c.errors.cvc}
          disabled={c.disabled}
        />
      </div>
    </>
  );
}

const ELEMENT_STYLE = {
  base: {
    fontSize: '14px',
    color: '#0f172a',
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
    '::placeholder': { color: '#94a3b8' },
  },
  invalid: { color: '#dc2626' },
};

/** Stripe's card field (Stripe.js loads only here): the card goes to Stripe, never to our server. */
function StripeCardField(props: { controller: CardPaymentController; publishableKey: string }) {
  // A failed load is tried again by mounting afresh.
  const [attempt, setAttempt] = useState(0);
  return <StripeCardMount key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function StripeCardMount({
  controller: c,
  publishableKey,
  onRetry,
}: {
  controller: CardPaymentController;
  publishableKey: string;
  onRetry(): void;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const { attachStripeCard, setStripeError } = c;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    stripeFor(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const card = stripe.elements().create('card', { style: ELEMENT_STYLE });
        const mounted = { stripe, card, complete: false, error: null as string | null };
        card.on('change', (event) => {
          mounted.complete = event.complete;
          mounted.error = event.error?.message ?? null;
          setStripeError(mounted.error);
        });
        card.on('ready', () => setState('ready'));
        card.mount(mountRef.current);
        attachStripeCard(mounted);
        destroy = () => {
          attachStripeCard(null);
          card.destroy();
        };
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [publishableKey, attachStripeCard, setStripeError]);

  return (
    <>
      {state === 'error' ? (
        <Callout tone="error" title="The card field could not load">
          <p>Check your connection, then try again.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        </Callout>
      ) : null}
      <div
        ref={mountRef}
        className="min-h-11 rounded-lg bg-white px-3.5 py-3 shadow-xs ring-1 ring-inset ring-slate-300 focus-within:ring-2 focus-within:ring-brand"
        hidden={state === 'error'}
      />
      {state === 'loading' ? <Spinner size="sm" message="Loading the card field" /> : null}
      {c.stripeError ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {c.stripeError}
        </p>
      ) : null}
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        <Lock className="size-3.5 shrink-0" aria-hidden="true" />
        Card details go straight to Stripe; this store never sees them.
      </p>
    </>
  );
}

/**
 * What the card fields show once the checkout configuration is known: the configuration's
 * failure, raw card fields with the test cards' hint under the offline test provider, Stripe's
 * card field under Stripe. `CardPaymentFields` loads this module beside the checkout, not with it.
 */
export function CardFieldsBody({ controller }: { controller: CardPaymentController }) {
  return (
    <>
      {controller.configState === 'error' ? (
        <Callout tone="error" title="The payment form could not load">
          <p>Check your connection, then try again.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={controller.retryConfig}>
            Try again
          </Button>
        </Callout>
      ) : null}
      {controller.provider === 'test' ? <TestCardFields controller={controller} /> : null}
      {controller.provider === 'stripe' && controller.publishableKey ? (
        <StripeCardField controller={controller} publishableKey={controller.publishableKey} />
      ) : null}
      {controller.provider === 'stripe' && !controller.publishableKey ? (
        <Callout tone="error" title="Card payments are not set up">
          <p>The store cannot take cards right now. Please try again later.</p>
        </Callout>
      ) : null}
    </>
  );
}
