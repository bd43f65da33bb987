import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FreeShippingHint, TotalsList } from '../components/cart-totals';
import { QuantityStepper } from '../components/quantity-stepper';
import { storeButtonClasses } from '../components/store-button';
import { DemoArt } from './demo-art';
import {
  DEMO_QUANTITY_MAX,
  demoTotals,
  lineTotalCents,
  parsePriceCents,
  removeItem,
  setQuantity,
} from './demo-cart';
import { findDemoProduct } from './demo-catalog';
import { demoCategories } from './demo-categories';
import { DemoStore, demoLinks } from './demo-layout';
import { useDemoCart } from './use-demo-cart';

/** `/cart`: the demo cart (local storage `demoCart`), its quantities and the spec's totals. */
export function DemoCartPage() {
  const { items, update } = useDemoCart();
  const totals = demoTotals(items);
  if (items.length === 0) {
    return (
      <DemoStore>
        <h1 className="sr-only">Your cart</h1>
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty"
          description="Add something from the demo store to try the cart and checkout."
          action={
            <Link to={demoLinks.category(demoCategories[0].slug)} className={storeButtonClasses('primary')}>
              Browse the demo store
            </Link>
          }
        />
      </DemoStore>
    );
  }
  return (
    <DemoStore>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Your cart</h1>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <ul className="divide-y divide-slate-200 border-y border-slate-200">
          {items.map((item) => {
            const product = findDemoProduct(item.id);
            return (
              <li key={item.id} className="flex gap-4 py-6">
                {product ? <DemoArt product={product} className="size-24 shrink-0 rounded-xl" /> : null}
                <div className="flex min-w-0 flex-1 flex-col gap-3">
                  <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
                    <div className="min-w-0">
                      <h2 className="text-base font-medium text-slate-900">
                        {product ? (
                          <Link to={demoLinks.product(item.id)} className="hover:underline">
                            {item.name}
                          </Link>
                        ) : (
                          item.name
                        )}
                      </h2>
                      <p className="mt-0.5 text-sm text-slate-600">
                        {formatCents(parsePriceCents(item.price))} each
                      </p>
                    </div>
                    <p className="text-base font-semibold tabular-nums text-slate-900">
                      {formatCents(lineTotalCents(item))}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-4">
                    <QuantityStepper
                      size="sm"
                      hideLabel
                      label={`Quantity of ${item.name}`}
                      min={0}
                      max={DEMO_QUANTITY_MAX}
                      value={item.quantity}
                      onChange={(q) => update((all) => setQuantity(all, item.id, q))}
                    />
                    <button
                      type="button"
                      onClick={() => update((all) => removeItem(all, item.id))}
                      aria-label={`Remove ${item.name}`}
                      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                    >
                      <Trash2 className="size-4" aria-hidden="true" /> Remove
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <section aria-labelledby="demo-summary" className="h-fit space-y-5 rounded-2xl bg-slate-50 p-6">
          <h2 id="demo-summary" className="text-lg font-semibold text-slate-900">
            Order summary
          </h2>
          <FreeShippingHint subtotalCents={totals.subtotal_cents} />
          <TotalsList totals={totals} />
          <p className="text-xs text-slate-600">Tax is 8.75 % of the subtotal.</p>
          <Link to={demoLinks.checkout} className={storeButtonClasses('primary', 'w-full')}>
            Check out
          </Link>
        </section>
      </div>
    </DemoStore>
  );
}
