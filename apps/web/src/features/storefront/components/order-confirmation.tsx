import { CheckCircle2, Mail, PackageSearch, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { isOrderHidden, useOrder } from '../api/use-order';
import { useStorefront } from '../hooks/use-storefront';
import { AddressBlock } from './address-block';
import { TotalsList } from './cart-totals';
import { OrderLines, OrderTimeline } from './order-timeline';
import { storeButtonClasses } from './store-button';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** No key, a wrong one, or someone else's order: the same neutral prompt (an id alone reveals nothing). */
function LookupPrompt() {
  const { links } = useStorefront();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <PackageSearch className="mx-auto size-10 text-[var(--store-ink)]" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">Find your order</h1>
      <p className="mt-3 text-sm leading-6 text-slate-600">
        This confirmation link is incomplete or no longer valid. You can look your order up with its number
        (it starts with FP-) and the e-mail address you used at checkout.
      </p>
      <Link to={links.trackOrder()} className={storeButtonClasses('primary', 'mt-6')}>
        Track your order
      </Link>
    </div>
  );
}

/** `/store/:store_id/order-confirmation/:order_id?key=`: the thank-you page of a placed order. */
export function OrderConfirmation({ orderId, accessKey }: { orderId: string; accessKey: string | null }) {
  const { links } = useStorefront();
  const order = useOrder(orderId, accessKey);

  if (order.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16" aria-busy="true">
        <h1 className="sr-only">Loading your order</h1>
        <div className="h-48 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  }
  if (order.isError) {
    if (isOrderHidden(order.error)) return <LookupPrompt />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="sr-only">Order confirmation</h1>
        <EmptyState
          title="Your order could not be loaded"
          description="Your order is safe; this page just could not reach the store. Please try again."
          action={<Button onClick={() => void order.refetch()}>Try again</Button>}
        />
      </div>
    );
  }

  const o = order.data;
  const name = firstName(o.customer_name);
  const trackLink = links.trackOrder(null, { number: o.number });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex items-start gap-4">
        <CheckCircle2 className="mt-1 size-10 shrink-0 text-emerald-600" aria-hidden="true" />
        <div>
          <p className="text-sm font-medium text-slate-600">Order {o.number}</p>
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900">
            {name ? `Thank you, ${name}!` : 'Thank you for your order!'}
          </h1>
          <p className="mt-2 text-slate-600">
            {o.status === 'pending_payment'
              ? 'We are waiting for your payment to be confirmed.'
              : `Your order is confirmed. A receipt is on its way to ${o.email}.`}
          </p>
        </div>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="confirm-next" className="rounded-2xl border border-slate-200 p-6">
            <h2 id="confirm-next" className="text-lg font-semibold text-slate-900">
              What happens next
            </h2>
            <ol className="mt-4 space-y-4 text-sm text-slate-700">
              <li className="flex gap-3">
                <Mail className="mt-0.5 size-5 shrink-0 text-[var(--store-ink)]" aria-hidden="true" />
                <span>
                  <strong className="font-semibold text-slate-900">Receipt.</strong> We sent the order details
                  to {o.email}.
                </span>
              </li>
              <li className="flex gap-3">
                <Truck className="mt-0.5 size-5 shrink-0 text-[var(--store-ink)]" aria-hidden="true" />
                <span>
                  <strong className="font-semibold text-slate-900">Shipping.</strong> {o.store_name} packs
                  your order and e-mails you the carrier and tracking number when it ships.
                </span>
              </li>
              <li className="flex gap-3">
                <PackageSearch
                  className="mt-0.5 size-5 shrink-0 text-[var(--store-ink)]"
                  aria-hidden="true"
                />
                <span>
                  <strong className="font-semibold text-slate-900">Tracking.</strong> Follow it any time with
                  your order number {o.number} and e-mail:{' '}
                  <Link to={trackLink} className="font-semibold text-[var(--store-ink)] underline">
                    track this order
                  </Link>
                  .
                </span>
              </li>
            </ol>
          </section>
          <section aria-labelledby="confirm-status" className="rounded-2xl border border-slate-200 p-6">
            <h2 id="confirm-status" className="mb-5 text-lg font-semibold text-slate-900">
              Order status
            </h2>
            <OrderTimeline order={o} />
          </section>
        </div>
        <section className="h-fit space-y-6 rounded-2xl bg-slate-50 p-6" aria-labelledby="confirm-summary">
          <h2 id="confirm-summary" className="text-lg font-semibold text-slate-900">
            Summary
          </h2>
          <OrderLines order={o} />
          <TotalsList totals={o} currency={o.currency} />
          <div className="border-t border-slate-200 pt-5">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Shipping to</h3>
            <AddressBlock address={o.shipping_address} />
          </div>
          {o.card_last4 ? (
            <div className="border-t border-slate-200 pt-5">
              <h3 className="mb-1 text-sm font-semibold text-slate-900">Paid with</h3>
              <p className="text-sm text-slate-700">
                {o.card_brand ? `${o.card_brand.charAt(0).toUpperCase()}${o.card_brand.slice(1)} ` : 'Card '}
                ending in {o.card_last4}
              </p>
            </div>
          ) : null}
        </section>
      </div>
      <Link to={links.products()} className={storeButtonClasses('outline', 'mt-10')}>
        Continue shopping
      </Link>
    </div>
  );
}
