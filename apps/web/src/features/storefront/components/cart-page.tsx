import type { CartItem } from '@fundpath/contracts/ecommerce';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { Package, ShoppingBag, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { refusalMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useRemoveCartItem, useUpdateCartItem } from '../api/cart-mutations';
import { useCart } from '../api/get-cart';
import { useStorefront } from '../hooks/use-storefront';
import { dismissNotifications, notifyError } from '../notify';
import { FreeShippingHint, TotalsList } from './cart-totals';
import { QuantityStepper } from './quantity-stepper';
import { storeButtonClasses } from './store-button';

function LineImage({ item }: { item: Pick<CartItem, 'image_url'> }) {
  return (
    <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:size-28">
      {item.image_url ? (
        <img src={item.image_url} alt="" className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center bg-[var(--store-tint)] text-[var(--store-ink)]">
          <Package className="size-8 opacity-60" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const { storeId, store, links } = useStorefront();
  const update = useUpdateCartItem(storeId);
  const remove = useRemoveCartItem(storeId);
  const busy = update.isPending || remove.isPending;
  const currency = store?.currency;
  const failed = (what: string) => (error: unknown) => notifyError(what, refusalMessage(error));
  const max = item.available ?? 9_999;
  return (
    <li className={cn('flex gap-4 py-6 transition', busy && 'opacity-60')} aria-busy={busy || undefined}>
      <LineImage item={item} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2 className="text-base font-medium text-slate-900">
              <Link to={links.product(item.product_id)} className="hover:underline">
                {item.title}
              </Link>
            </h2>
            {item.variant_title ? (
              <p className="mt-0.5 text-sm text-slate-600">{item.variant_title}</p>
            ) : null}
            <p className="mt-0.5 text-sm text-slate-600">
              {formatCents(item.unit_price_cents, currency)} each
            </p>
          </div>
          <p className="text-base font-semibold tabular-nums text-slate-900">
            {formatCents(item.line_total_cents, currency)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <QuantityStepper
            size="sm"
            label={`Quantity of ${item.title}`}
            hideLabel
            value={item.quantity}
            max={max}
            disabled={busy}
            onChange={(quantity) =>
              update.mutate(
                { itemId: item.id, quantity },
                { onError: failed('The quantity could not be changed') },
              )
            }
          />
          <button
            type="button"
            disabled={busy}
            onClick={() => remove.mutate(item.id, { onError: failed('The item could not be removed') })}
            aria-label={`Remove ${item.title}`}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove
          </button>
          {item.available !== null && item.available <= 5 ? (
            <p className="text-xs font-medium text-amber-800">Only {item.available} available</p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** `/store/:store_id/cart`: the server cart, its quantities and removals, and the totals it computed. */
export function CartPage() {
  const { storeId, store, links, checkoutClosed } = useStorefront();
  const cart = useCart(storeId);
  const currency = store?.currency;
  useEffect(dismissNotifications, []);

  if (cart.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Your cart</h1>
        <div className="mt-8 h-40 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  }
  if (cart.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="sr-only">Your cart</h1>
        <EmptyState
          title="Your cart could not be loaded"
          description="Please try again in a moment."
          action={<Button onClick={() => void cart.refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  const data = cart.data;
  if (data.cart_items.length === 0) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="sr-only">Your cart</h1>
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty"
          description="Find something you love: it will wait for you here."
          action={
            <Link to={links.products()} className={storeButtonClasses('primary')}>
              Browse products
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Your cart</h1>
        <Link to={links.products()} className="text-sm font-semibold text-[var(--store-ink)] hover:underline">
          Continue shopping
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {data.item_count} {data.item_count === 1 ? 'item' : 'items'}
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <ul className="divide-y divide-slate-200 border-y border-slate-200">
          {data.cart_items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
        <section
          aria-labelledby="cart-summary"
          className="h-fit space-y-5 rounded-2xl bg-slate-50 p-6 lg:sticky lg:top-24"
        >
          <h2 id="cart-summary" className="text-lg font-semibold text-slate-900">
            Order summary
          </h2>
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
            <Link to={links.checkout()} className={storeButtonClasses('primary', 'w-full')}>
              Check out
            </Link>
          )}
          <p className="text-center text-xs text-slate-600">
            Shipping and tax are final at checkout, before you pay.
          </p>
        </section>
      </div>
    </div>
  );
}
