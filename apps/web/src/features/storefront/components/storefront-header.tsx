import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import type { StoreLinks } from '../links';
import { CartButton } from './cart-button';
import { StoreLogo } from './store-logo';

export type StoreNavKey = 'home' | 'products' | 'track';

export interface HeaderStore {
  store_name: string;
  logo_url: string | null;
  free_shipping_threshold_cents?: number;
  currency?: string;
}

export interface StorefrontHeaderProps {
  store: HeaderStore;
  cartCount: number;
  /** The store's links; omitted, the header is an inert preview (store settings' live preview). */
  links?: StoreLinks;
  /** The nav item of the page on screen. */
  current?: StoreNavKey | null;
}

const navItems: ReadonlyArray<{ key: StoreNavKey; label: string; to: (l: StoreLinks) => string }> = [
  { key: 'home', label: 'Home', to: (l) => l.home() },
  { key: 'products', label: 'Products', to: (l) => l.products() },
  { key: 'track', label: 'Track order', to: (l) => l.trackOrder() },
];

/** "Free shipping on orders over $100.00", from the store's own threshold. */
export function freeShippingText(thresholdCents: number | undefined, currency = 'USD'): string | null {
  if (thresholdCents === undefined || thresholdCents <= 0) return null;
  return `Free shipping on orders over ${formatCents(thresholdCents, currency)}`;
}

/**
 * A store's header: the free-shipping bar in the store's colour, logo and name, Home / Products /
 * Track order, and the cart with its count. Reads the `--store-*` variables of `storeTheme(store).style`.
 */
export function StorefrontHeader({ store, cartCount, links, current = null }: StorefrontHeaderProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const announcement = freeShippingText(store.free_shipping_threshold_cents, store.currency);
  const itemClass = (active: boolean) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition',
      active
        ? 'text-[var(--store-ink)] underline decoration-2 underline-offset-8'
        : 'text-slate-700 hover:text-slate-950',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {announcement ? (
        <p className="bg-[var(--store-primary)] px-4 py-2 text-center text-xs font-medium tracking-wide text-[var(--store-on-primary)]">
          {announcement}
        </p>
      ) : null}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        {links ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
            className="-ml-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          >
            {open ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
            <span className="sr-only">Menu</span>
          </button>
        ) : null}
        {links ? (
          <Link to={links.home()} className="flex min-w-0 rounded-md">
            <StoreLogo storeName={store.store_name} logoUrl={store.logo_url} />
          </Link>
        ) : (
          <StoreLogo storeName={store.store_name} logoUrl={store.logo_url} className="min-w-0" />
        )}
        <nav aria-label="Store" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.key}>
                {links ? (
                  <Link
                    to={item.to(links)}
                    aria-current={current === item.key ? 'page' : undefined}
                    className={itemClass(current === item.key)}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <span className={itemClass(current === item.key)}>{item.label}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto shrink-0">
          <CartButton count={cartCount} to={links?.cart()} />
        </div>
      </div>
      {links && open ? (
        <nav
          id={menuId}
          aria-label="Store menu"
          className="border-t border-slate-100 px-4 pt-2 pb-4 md:hidden"
        >
          <ul className="space-y-1">
            {navItems.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to(links)}
                  onClick={() => setOpen(false)}
                  aria-current={current === item.key ? 'page' : undefined}
                  className="block rounded-lg px-3 py-2.5 text-base text-slate-800 hover:bg-slate-50"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
