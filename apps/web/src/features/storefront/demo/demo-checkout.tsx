import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { CheckCircle2, Info, ShoppingBag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { AddressBlock } from '../components/address-block';
import { TotalsList } from '../components/cart-totals';
import { ContactFields } from '../components/contact-fields';
import { storeButtonClasses } from '../components/store-button';
import { useContactForm } from '../hooks/use-contact-form';
import { demoTotals, lineTotalCents } from './demo-cart';
import { demoCategories } from './demo-categories';
import { DemoStore, demoLinks } from './demo-layout';
import { demoOrderNumber, readDemoOrder, saveDemoOrder } from './demo-order';
import { useDemoCart } from './use-demo-cart';

function ItemsSummary({
  items,
}: {
  items: ReadonlyArray<{ id: string; name: string; price: number | string; quantity: number }>;
}) {
  return (
    <ul className="divide-y divide-slate-200">
      {items.map((item) => (
        <li key={item.id} className="flex justify-between gap-4 py-3 text-sm">
          <span className="min-w-0 text-slate-800">
            {item.name} <span className="text-slate-600">× {item.quantity}</span>
          </span>
          <span className="tabular-nums text-slate-900">{formatCents(lineTotalCents(item))}</span>
        </li>
      ))}
    </ul>
  );
}

/** `/checkout` (demo): contact and address checked like a real order; no payment is taken. */
export function DemoCheckoutPage() {
  const { items, update } = useDemoCart();
  const form = useContactForm();
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const totals = demoTotals(items);

  if (items.length === 0) {
    return (
      <DemoStore>
        <h1 className="sr-only">Checkout</h1>
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty"
          description="Add something to your cart before checking out."
          action={
            <Link to={demoLinks.category(demoCategories[0].slug)} className={storeButtonClasses('primary')}>
              Browse the demo store
            </Link>
          }
        />
      </DemoStore>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPlacing(true);
    const result = await form.submit();
    if (!result.ok) {
      setPlacing(false);
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    saveDemoOrder({
      number: demoOrderNumber(),
      placed_at: new Date().toISOString(),
      ...result.data,
      items,
      totals,
    });
    update(() => []);
    navigate(demoLinks.success);
  };

  return (
    <DemoStore>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Checkout</h1>
      <p className="mt-3 flex items-start gap-2 rounded-xl bg-sky-50 p-4 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        This is the demo store: your details are checked like a real order, but no payment is taken and
        nothing ships.
      </p>
      <form onSubmit={submit} noValidate className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <ContactFields values={form.values} errors={form.errors} onChange={form.change} disabled={placing} />
        <section
          aria-labelledby="demo-checkout-summary"
          className="h-fit space-y-5 rounded-2xl bg-slate-50 p-6"
        >
          <h2 id="demo-checkout-summary" className="text-lg font-semibold text-slate-900">
            Order summary
          </h2>
          <ItemsSummary items={items} />
          <TotalsList totals={totals} />
          <button type="submit" disabled={placing} className={storeButtonClasses('primary', 'w-full')}>
            Place demo order
          </button>
          <Link
            to={demoLinks.cart}
            className="block text-center text-sm font-semibold text-[var(--store-ink)] hover:underline"
          >
            Back to cart
          </Link>
        </section>
      </form>
    </DemoStore>
  );
}

/** `/order-success` (demo): the order just placed, read back from this tab's session. */
export function DemoOrderSuccessPage() {
  const [order] = useState(readDemoOrder);
  if (!order) {
    return (
      <DemoStore>
        <h1 className="sr-only">Order confirmation</h1>
        <EmptyState
          title="No recent demo order"
          description="Orders placed in the demo store show here right after checkout."
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
      <div className="mx-auto max-w-2xl">
        <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-slate-900">
          Thank you, your demo order is placed
        </h1>
        <p className="mt-2 text-slate-600">
          Order <strong className="text-slate-900">{order.number}</strong> · a confirmation would go to{' '}
          <strong className="text-slate-900">{order.email}</strong>. This was a demo: no payment was taken.
        </p>
        <div className="mt-8 space-y-6 rounded-2xl border border-slate-200 p-6">
          <section aria-labelledby="demo-success-items">
            <h2 id="demo-success-items" className="text-base font-semibold text-slate-900">
              Items
            </h2>
            <ItemsSummary items={order.items} />
          </section>
          <TotalsList totals={order.totals} />
          <section aria-labelledby="demo-success-address" className="border-t border-slate-200 pt-5">
            <h2 id="demo-success-address" className="mb-2 text-base font-semibold text-slate-900">
              Shipping to
            </h2>
            <AddressBlock address={order.shipping_address} />
          </section>
        </div>
        <Link
          to={demoLinks.category(demoCategories[0].slug)}
          className={storeButtonClasses('primary', 'mt-8')}
        >
          Continue shopping
        </Link>
      </div>
    </DemoStore>
  );
}
