import { MESSAGES } from '@fundpath/contracts/ecommerce-core';
import { Lock, ShoppingBag } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useParams } from 'react-router';
import { SkipLink } from '@/components/layouts/skip-link';
import { href } from '@/lib/href';
import { useCart } from '../api/get-cart';
import { isStoreMissing, useStore, useStoreBranding } from '../api/get-store';
import { parseStoreId, StorefrontContext, type StorefrontContextValue } from '../hooks/use-storefront';
import { readStoreSlug, storeLinks } from '../links';
import { storeTheme } from '../theme';
import { StorefrontHeader, type StoreNavKey } from './storefront-header';

function navKeyOf(pathname: string): StoreNavKey | null {
  if (/^\/store\/[^/]+\/?$/.test(pathname)) return 'home';
  if (/^\/store\/[^/]+\/products?(\/|$)/.test(pathname)) return 'products';
  if (/^\/store\/[^/]+\/track-order(\/|$)/.test(pathname)) return 'track';
  return null;
}

/** A shopper who followed a stale or mistyped link: say so kindly and offer a way on. */
export function StoreNotFound() {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-16"
    >
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-white text-slate-500 shadow-sm ring-1 ring-slate-200">
          <ShoppingBag className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
          We couldn’t find this store
        </h1>
        <p className="mt-3 text-sm leading-6 text-slate-600">
          The link may be mistyped, or the store may have closed. Check the address, or ask the seller for a
          fresh link.
        </p>
        <Link
          to={href('/')}
          className="mt-6 inline-flex h-10 items-center rounded-lg bg-slate-900 px-4 text-sm font-medium text-white hover:bg-slate-800"
        >
          Go to the home page
        </Link>
      </div>
    </main>
  );
}

/** A notice under the header (the kit's Callout brings four icons the first page doesn't need). */
function Notice({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'warning';
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200 ring-inset'
          : 'mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset'
      }
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-0.5">{children}</p>
    </div>
  );
}

function HeaderSkeleton() {
  return (
    <div className="border-b border-slate-200 bg-white" aria-hidden="true">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <span className="size-9 animate-pulse rounded-lg bg-slate-200" />
        <span className="h-4 w-36 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}

function StoreFooter({ value }: { value: StorefrontContextValue }) {
  const { store, links } = value;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:px-8">
        <div>
          <p className="text-base font-semibold text-slate-900">{store?.store_name ?? 'Store'}</p>
          {store?.tagline ? <p className="mt-1 max-w-sm text-sm text-slate-600">{store.tagline}</p> : null}
          <p className="mt-4 inline-flex items-center gap-1.5 text-xs text-slate-600">
            <Lock className="size-3.5" aria-hidden="true" /> Secure checkout · card details are never stored
          </p>
        </div>
        <nav aria-label="Store footer" className="sm:justify-self-end">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            <li>
              <Link to={links.products()} className="hover:text-slate-950 hover:underline">
                All products
              </Link>
            </li>
            <li>
              <Link to={links.trackOrder()} className="hover:text-slate-950 hover:underline">
                Track an order
              </Link>
            </li>
            <li>
              <Link to={links.cart()} className="hover:text-slate-950 hover:underline">
                Cart
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200/70 px-4 py-5 text-center text-xs text-slate-600">
        © {year} {store?.store_name ?? 'Store'}
      </p>
    </footer>
  );
}

/**
 * The tab reads "Cart · Summit Goods" (the store's name, not the platform's). The shell's effect
 * runs after its screen's (parents' effects run last), so it wins over the platform title.
 */
function useStoreTitle(storeName: string | undefined, pageTitle: string | null) {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((m) => (m.handle as { screen?: { title: string } } | undefined)?.screen?.title)
    .find(Boolean);
  useEffect(() => {
    const page = pageTitle ?? title;
    if (storeName && page) document.title = `${page} · ${storeName}`;
  }, [storeName, title, pageTitle]);
}

/**
 * A store's shell (`/store/:store_id/*`): its theme, header with the cart count, notices and footer.
 * Screens render at once and load their own data beside the store's; an unknown store shows
 * StoreNotFound. `?store=slug` also loads the slug's branding (spec §2, §7).
 */
export function StoreShell({ children }: { children?: ReactNode }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const storeId = parseStoreId(params.store_id);
  const slug = readStoreSlug(search);
  const storeQuery = useStore(storeId);
  const branding = useStoreBranding(slug);
  const cart = useCart(storeId);
  const store = storeQuery.data?.store ?? null;
  const brand = branding.data ?? store;
  const theme = useMemo(() => storeTheme(brand), [brand]);
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  useStoreTitle(store?.store_name, pageTitle);

  const value = useMemo<StorefrontContextValue | null>(
    () =>
      storeId === null
        ? null
        : {
            storeId,
            slug,
            store,
            theme,
            links: storeLinks(storeId, slug),
            checkoutClosed: store?.suspended === true,
            setPageTitle,
          },
    [storeId, slug, store, theme],
  );

  if (!value || (storeQuery.isError && isStoreMissing(storeQuery.error))) return <StoreNotFound />;
  const themeFailed = storeQuery.isError;

  return (
    <StorefrontContext.Provider value={value}>
      <div style={theme.style} className="flex min-h-dvh flex-col bg-white text-slate-900">
        <SkipLink />
        {brand ? (
          <StorefrontHeader
            store={brand}
            cartCount={cart.data?.item_count ?? 0}
            links={value.links}
            current={navKeyOf(pathname)}
          />
        ) : themeFailed ? (
          <StorefrontHeader
            store={{ store_name: 'Store', logo_url: null }}
            cartCount={cart.data?.item_count ?? 0}
            links={value.links}
            current={navKeyOf(pathname)}
          />
        ) : (
          <HeaderSkeleton />
        )}
        <div className="mx-auto w-full max-w-7xl space-y-2 px-4 empty:hidden sm:px-6 lg:px-8">
          {themeFailed ? (
            <Notice tone="error" title={MESSAGES.themeFailed}>
              The store’s colours and name could not be loaded.{' '}
              <button
                type="button"
                onClick={() => void storeQuery.refetch()}
                className="font-semibold underline"
              >
                Try again
              </button>
            </Notice>
          ) : null}
          {branding.isError ? (
            <Notice tone="warning" title={MESSAGES.brandingFailed}>
              The store’s own colours and logo could not be loaded; everything else works as usual.
            </Notice>
          ) : null}
          {store?.suspended ? (
            <Notice tone="warning" title="This store is not taking orders right now">
              You can still browse the catalogue; checkout will open again once the store is back.
            </Notice>
          ) : null}
        </div>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children ?? <Outlet />}
        </main>
        <StoreFooter value={value} />
      </div>
    </StorefrontContext.Provider>
  );
}
