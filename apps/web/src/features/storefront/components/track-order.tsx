import type { Order } from '@fundpath/contracts/ecommerce';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { isOrderHidden, useOrder } from '../api/use-order';
import { useTrackOrder } from '../api/use-track-order';
import { useStorefront } from '../hooks/use-storefront';
import { ORDER_STATUS_LABELS, OrderLines, OrderTimeline } from './order-timeline';
import { storeButtonClasses } from './store-button';

/** Order numbers look like FP-10042 (the contract's trackOrderBodySchema says the same). */
const ORDER_NUMBER = /^FP-\d{5,9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function OrderCard({ order }: { order: Order }) {
  return (
    <section aria-labelledby="tracked-order" className="space-y-6 rounded-2xl border border-slate-200 p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="tracked-order" className="text-xl font-semibold text-slate-900">
          Order {order.number}
        </h2>
        <p className="text-sm font-medium text-slate-700">{ORDER_STATUS_LABELS[order.status]}</p>
      </div>
      <p className="text-sm text-slate-600">
        Placed {formatDate(order.created_at)} at {order.store_name} ·{' '}
        {formatCents(order.total_cents, order.currency)}
      </p>
      <OrderTimeline order={order} />
      <div className="border-t border-slate-200 pt-4">
        <h3 className="text-sm font-semibold text-slate-900">Items</h3>
        <OrderLines order={order} />
      </div>
    </section>
  );
}

/**
 * `/store/:store_id/track-order/:order_id?`: a guest looks an order up by number and e-mail
 * (`POST /api/ecommerce/orders/track`); with an order id, a signed-in customer who owns it (or a
 * link with its key) sees it at once.
 */
export function TrackOrder({ orderId }: { orderId: string | null }) {
  const { storeId } = useStorefront();
  const [params] = useSearchParams();
  const direct = useOrder(orderId ?? '', params.get('key'));
  const track = useTrackOrder();
  const [number, setNumber] = useState(() => (params.get('number') ?? '').toUpperCase().slice(0, 12));
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cleanNumber = number.trim().toUpperCase();
    const found = {
      number: ORDER_NUMBER.test(cleanNumber) ? undefined : 'Order numbers look like FP-10042',
      email: EMAIL.test(email.trim()) ? undefined : 'Enter a valid e-mail address',
    };
    setErrors(found);
    if (found.number || found.email) return;
    track.mutate({ store_id: storeId, number: cleanNumber, email: email.trim() });
  };

  const shown = track.data ?? (direct.isSuccess ? direct.data : null);
  const lookupError = track.isError
    ? isApiError(track.error) && track.error.status === 404
      ? 'We couldn’t find an order with that number and e-mail. Check both and try again.'
      : isApiError(track.error) && track.error.status > 0 && track.error.status < 500
        ? track.error.message
        : 'The order could not be looked up right now. Please try again in a moment.'
    : null;
  const checkingDirect = orderId !== null && direct.isPending;

  const form = (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Find an order"
        className="grid gap-4 rounded-2xl bg-slate-50 p-6 sm:grid-cols-[1fr_1.4fr_auto] sm:items-start"
      >
        <Field
          label="Order number"
          name="number"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          error={errors.number}
          placeholder="FP-10042"
          autoCapitalize="characters"
          required
        />
        <Field
          label="E-mail"
          type="email"
          name="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          autoComplete="email"
          required
        />
        <button
          type="submit"
          disabled={track.isPending}
          aria-busy={track.isPending || undefined}
          className={storeButtonClasses('primary', 'sm:mt-7 sm:h-11')}
        >
          {track.isPending ? 'Looking up…' : 'Find order'}
        </button>
      </form>
      {lookupError ? (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 ring-inset"
        >
          {lookupError}
        </p>
      ) : null}
    </>
  );
  // Opened with an order id the visitor may see (their own, or a link's key): the order first.
  const directFirst = shown !== null && track.data === undefined;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Track your order</h1>
      {checkingDirect ? (
        <div className="mt-8 h-40 animate-pulse rounded-2xl bg-slate-100" aria-busy="true" />
      ) : directFirst ? (
        <>
          <div className="mt-8">
            <OrderCard order={shown} />
          </div>
          <h2 className="mt-12 mb-4 text-lg font-semibold text-slate-900">Look up another order</h2>
          {form}
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            Enter your order number and the e-mail address you used at checkout to see where your order is.
          </p>
          {orderId !== null && direct.isError && !isOrderHidden(direct.error) ? (
            <p className="mt-6 text-sm text-slate-700">
              The order could not be loaded; look it up below instead.
            </p>
          ) : null}
          <div className="mt-8">{form}</div>
          {shown ? (
            <div className="mt-8">
              <OrderCard order={shown} />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
