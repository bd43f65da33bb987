import type { CartResponse, Order, PaymentInput } from '@fundpath/contracts/ecommerce';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { useQueryClient } from '@tanstack/react-query';
import { Lock, Package, ShoppingBag } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useCart } from '../api/get-cart';
import { storefrontKeys } from '../api/keys';
import { type CheckoutFailure, classifyCheckoutError, createAttemptKeys } from '../checkout-attempt';
import { useContactForm } from '../hooks/use-contact-form';
import { useStorefront } from '../hooks/use-storefront';
import { dismissNotifications } from '../notify';
import { FreeShippingHint, TotalsList } from './cart-totals';
import { ContactFields } from './contact-fields';
import { storeButtonClasses } from './store-button';

/**
 * The card payment the checkout screen passes in (features/payments' `useCardPayment`, composed
 * in app/routes): its fields, and the calls that turn them into the body's `payment`.
 */
export interface CheckoutPayment {
  fields: ReactNode;
  ready: boolean;
  getPaymentInput(): Promise<{ ok: true; payment: PaymentInput } | { ok: false; error: string }>;
  confirmCardAction(clientSecret: string): Promise<{ ok: true } | { ok: false; error: string }>;
  clear(): void;
}

function SummaryLines({ cart, currency }: { cart: CartResponse; currency?: string }) {
  return (
    <ul className="divide-y divide-slate-200">
      {cart.cart_items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 py-3">
          <div className="relative size-14 shrink-0 rounded-lg bg-white ring-1 ring-slate-200">
            {item.image_url ? (
              <img src={item.image_url} alt="" className="size-full rounded-lg object-cover" />
            ) : (
              <Package className="m-auto mt-4 size-6 text-slate-400" aria-hidden="true" />
            )}
            <span
              aria-hidden="true"
              className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full bg-slate-700 text-xs font-semibold text-white"
            >
              {item.quantity}
            </span>
          </div>
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-slate-900">{item.title}</p>
            <p className="text-slate-600">
              {item.variant_title ? `${item.variant_title} · ` : ''}Qty {item.quantity}
            </p>
          </div>
          <p className="text-sm font-medium tabular-nums text-slate-900">
            {formatCents(item.line_total_cents, currency)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function FailureNotice({ failure }: { failure: CheckoutFailure }) {
  const conflict = failure.kind === 'conflict';
  return (
    <div
      role="alert"
      className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 ring-inset"
    >
      <p className="font-semibold">{failure.message}</p>
      {conflict && failure.changes.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {failure.changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      ) : null}
      {conflict ? (
        <p className="mt-2">Your cart has been updated. Check the summary and place the order again.</p>
      ) : null}
    </div>
  );
}

/**
 * `/store/:store_id/checkout`: contact, shipping address and card, with shipping and tax shown
 * before paying (the server cart's figures). One Idempotency-Key per attempt; a decline (402)
 * shows the provider's message and keeps everything; a conflict (409) shows what changed and
 * refreshes the cart; success goes to the confirmation page with the order's access key.
 */
export function CheckoutPage({ payment }: { payment: CheckoutPayment }) {
  const { storeId, store, links, checkoutClosed } = useStorefront();
  const cart = useCart(storeId);
  const form = useContactForm();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  useEffect(dismissNotifications, []);
  const attempts = useRef(createAttemptKeys()).current;
  const alertRef = useRef<HTMLDivElement>(null);
  const currency = store?.currency;

  if (cart.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Checkout</h1>
        <div className="mt-8 h-64 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  }
  if (cart.isError || cart.data.cart_items.length === 0) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="sr-only">Checkout</h1>
        <EmptyState
          icon={ShoppingBag}
          title={cart.isError ? 'Your cart could not be loaded' : 'Your cart is empty'}
          description={
            cart.isError ? 'Please try again in a moment.' : 'Add something to your cart before checking out.'
          }
          action={
            cart.isError ? (
              <Button onClick={() => void cart.refetch()}>Try again</Button>
            ) : (
              <Link to={links.products()} className={storeButtonClasses('primary')}>
                Browse products
              </Link>
            )
          }
        />
      </div>
    );
  }
  const data = cart.data;

  const fail = (f: CheckoutFailure) => {
    setFailure(f);
    requestAnimationFrame(() => alertRef.current?.scrollIntoView?.({ block: 'center' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || checkoutClosed) return;
    setBusy(true);
    setFailure(null);
    setPaymentError(null);
    try {
      const [contact, card] = await Promise.all([form.submit(), payment.getPaymentInput()]);
      if (!contact.ok) {
        document.querySelector<HTMLElement>('#checkout-form [aria-invalid="true"]')?.focus();
        return;
      }
      if (!card.ok) return; // the card fields show their own problem
      const body = {
        store_id: storeId,
        ...contact.data,
        payment: card.payment,
        expected_total_cents: data.total_cents,
      };
      const key = attempts.keyFor(body);
      // Imported here, not through load-orders-api: a shared loader is a chunk of its own on this
      // page (0.4 kB of the storefront's 150 kB budget).
      const api = await import('../api/orders');
      let placed: { order: Order; access_key: string; client_secret: string | null };
      try {
        placed = await api.placeOrder(body, key);
      } catch (error) {
        const f = classifyCheckoutError(error, data, currency);
        if (f.kind !== 'unknown') attempts.finish();
        if (f.kind === 'declined') setPaymentError(f.message);
        else if (f.kind === 'invalid') {
          // Only a refused body needs this (the validation chunk loaded beside the form brings it).
          const { issuesToFieldErrors } = await import('@/lib/field-errors');
          const fields = issuesToFieldErrors(error);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          fail(f);
        } else fail(f);
        if (f.kind === 'conflict') {
          if (f.cart) queryClient.setQueryData(storefrontKeys.cart(storeId), f.cart);
          else void cart.refetch();
        }
        return;
      }
      if (placed.client_secret) {
        const confirmed = await payment.confirmCardAction(placed.client_secret);
        if (!confirmed.ok) {
          // The order waits for the card: the same attempt (same key) picks it up again.
          setPaymentError(confirmed.error);
          return;
        }
      }
      attempts.finish();
      payment.clear();
      queryClient.setQueryData(storefrontKeys.order(placed.order.id, placed.access_key), placed.order);
      void queryClient.invalidateQueries({ queryKey: storefrontKeys.cart(storeId) });
      navigate(links.orderConfirmation(placed.order.id, placed.access_key));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Checkout</h1>
        <Link to={links.cart()} className="text-sm font-semibold text-[var(--store-ink)] hover:underline">
          Back to cart
        </Link>
      </div>
      <details className="group mt-6 rounded-2xl bg-slate-50 p-4 lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          <span className="text-[var(--store-ink)] underline-offset-4 group-open:underline">
            Order summary
          </span>
          <span className="tabular-nums">{formatCents(data.total_cents, currency)}</span>
        </summary>
        <div className="mt-4 space-y-4">
          <SummaryLines cart={data} currency={currency} />
          <TotalsList totals={data} currency={currency} />
        </div>
      </details>
      <div ref={alertRef} className="mt-6 empty:hidden">
        {failure ? <FailureNotice failure={failure} /> : null}
      </div>
      <form
        id="checkout-form"
        onSubmit={submit}
        noValidate
        className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]"
        aria-busy={busy || undefined}
      >
        <div className="min-w-0 space-y-8">
          <ContactFields values={form.values} errors={form.errors} onChange={form.change} disabled={busy} />
          <div className="space-y-4">
            {payment.fields}
            {paymentError ? (
              <p
                role="alert"
                className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200 ring-inset"
              >
                {paymentError}
              </p>
            ) : null}
          </div>
        </div>
        <section
          aria-labelledby="checkout-summary"
          className="h-fit space-y-5 rounded-2xl bg-slate-50 p-6 lg:sticky lg:top-24"
        >
          <h2 id="checkout-summary" className="text-lg font-semibold text-slate-900">
            Order summary
          </h2>
          <SummaryLines cart={data} currency={currency} />
          <FreeShippingHint
            subtotalCents={data.subtotal_cents}
            thresholdCents={store?.free_shipping_threshold_cents}
            currency={currency}
          />
          <TotalsList totals={data} currency={currency} />
          {checkoutClosed ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              This store is not taking orders right now, so checkout is closed.
            </p>
          ) : (
            <button
              type="submit"
              disabled={busy || !payment.ready}
              aria-busy={busy || undefined}
              className={storeButtonClasses('primary', 'w-full')}
            >
              <Lock className="size-4" aria-hidden="true" />
              {busy ? 'Placing your order…' : `Pay ${formatCents(data.total_cents, currency)}`}
            </button>
          )}
          <p className="text-center text-xs text-slate-600">
            You are charged {formatCents(data.total_cents, currency)} including shipping and tax.
          </p>
        </section>
      </form>
    </div>
  );
}
