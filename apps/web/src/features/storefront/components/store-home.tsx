import type { Product } from '@fundpath/contracts/ecommerce';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { ArrowRight, Lock, Package, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useProducts } from '../api/list-products';
import { useStorefront } from '../hooks/use-storefront';
import { ProductImage } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const FEATURED_COUNT = 8;

/** The store's name and promise on its secondary colour, with a glimpse of its products on wide screens. */
function Hero({ showcase }: { showcase: readonly Product[] }) {
  const { store, links } = useStorefront();
  return (
    <section className="relative overflow-hidden bg-[var(--store-secondary)] text-[var(--store-on-secondary)]">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-[var(--store-primary)] hidden opacity-30 blur-3xl sm:block"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-[var(--store-accent)] opacity-25 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1fr)_26rem] lg:px-8">
        <div>
          {store?.logo_url ? (
            <img
              src={store.logo_url}
              alt=""
              className="mb-6 size-16 rounded-2xl bg-white object-contain p-1.5"
            />
          ) : null}
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {store?.store_name ?? 'Welcome'}
          </h1>
          {store?.tagline ? (
            <p className="mt-4 max-w-xl text-lg leading-8 opacity-95">{store.tagline}</p>
          ) : null}
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link
              to={links.products()}
              className="inline-flex h-12 items-center gap-2 rounded-full bg-white px-6 text-sm font-semibold text-slate-900 shadow-sm transition hover:bg-slate-100"
            >
              Shop all products <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to={links.trackOrder()} className="text-sm font-semibold underline underline-offset-4">
              Track an order
            </Link>
          </div>
        </div>
        {showcase.length > 0 ? (
          <div aria-hidden="true" className="relative hidden h-80 lg:block">
            {showcase.map((product, i) => (
              <div
                key={product.id}
                className={cn(
                  'absolute w-56 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-black/5',
                  i === 0 ? 'top-0 right-0 rotate-3' : 'bottom-0 left-4 -rotate-3',
                )}
              >
                <ProductImage product={product} sizes="thumb" className="aspect-square w-full" />
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function Categories({ categories }: { categories: readonly string[] }) {
  const { links } = useStorefront();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="store-categories" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
      <h2 id="store-categories" className="text-xl font-semibold tracking-tight text-slate-900">
        Shop by category
      </h2>
      <ul className="mt-5 flex flex-wrap gap-3">
        {categories.map((category) => (
          <li key={category}>
            <Link
              to={links.products({ category })}
              className="inline-flex h-11 items-center rounded-full bg-[var(--store-tint)] px-5 text-sm font-medium text-slate-900 ring-1 ring-inset ring-slate-200 transition hover:ring-[var(--store-ink)]"
            >
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Promises() {
  const { store, links } = useStorefront();
  const threshold = store?.free_shipping_threshold_cents ?? 0;
  const items = [
    {
      icon: Truck,
      title:
        threshold > 0 ? `Free shipping over ${formatCents(threshold, store?.currency)}` : 'Fast shipping',
      text: store
        ? `Otherwise ${formatCents(store.shipping_cents, store.currency)} per order.`
        : 'Shipping is shown before you pay.',
    },
    { icon: Lock, title: 'Secure checkout', text: 'Your card details go straight to the payment provider.' },
    {
      icon: Package,
      title: 'Track your order',
      text: 'Follow every step from payment to your door.',
      to: links.trackOrder(),
    },
  ];
  return (
    <section aria-label="Why shop here" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
      <ul className="grid gap-4 rounded-2xl bg-slate-50 p-6 sm:grid-cols-3 sm:p-8">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <item.icon className="mt-0.5 size-5 shrink-0 text-[var(--store-ink)]" aria-hidden="true" />
            <div>
              <p className="text-sm font-semibold text-slate-900">
                {item.to ? (
                  <Link to={item.to} className="hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </p>
              <p className="mt-1 text-sm text-slate-600">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/store/:store_id`: the store's hero, its categories, its newest products and its promises. */
export function StoreHome() {
  const { storeId, store, links } = useStorefront();
  const products = useProducts(storeId, { sort: 'newest', per_page: FEATURED_COUNT });
  const list = products.data?.products ?? [];
  return (
    <div>
      <Hero showcase={list.filter((p) => p.images.length > 0).slice(0, 2)} />
      <Categories categories={products.data?.categories ?? []} />
      <section aria-labelledby="store-new" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <h2 id="store-new" className="text-xl font-semibold tracking-tight text-slate-900">
            New arrivals
          </h2>
          <Link
            to={links.products()}
            className="text-sm font-semibold text-[var(--store-ink)] hover:underline"
          >
            View all
          </Link>
        </div>
        <div className="mt-6">
          {products.isPending ? (
            <ProductGridSkeleton count={4} />
          ) : products.isError ? (
            <p role="alert" className="rounded-2xl bg-red-50 px-6 py-8 text-center text-sm text-red-900">
              The products could not be loaded. Please refresh the page in a moment.
            </p>
          ) : list.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-sm text-slate-600">
              {store?.store_name ?? 'This store'} has no products on sale yet. Check back soon.
            </p>
          ) : (
            <ProductGrid products={list} links={links} currency={store?.currency} />
          )}
        </div>
      </section>
      <Promises />
    </div>
  );
}
