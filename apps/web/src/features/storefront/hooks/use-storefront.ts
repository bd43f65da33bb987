import type { Store } from '@fundpath/contracts/ecommerce';
import { createContext, useContext, useEffect } from 'react';
import type { StoreLinks } from '../links';
import type { StoreTheme } from '../theme';

export interface StorefrontContextValue {
  /** `/store/:store_id`, read as an integer (spec §2). */
  storeId: number;
  /** The `?store=` slug the shopper arrived with (carried on every link), or null. */
  slug: string | null;
  /** The store; null while it loads or when its theme failed to load (pages still work off storeId). */
  store: Store | null;
  theme: StoreTheme;
  links: StoreLinks;
  /** Checkout is off: the store is suspended (browsing still works). */
  checkoutClosed: boolean;
  /** The tab title's page part ("Approved Hoodie · Store"); null goes back to the route's title. */
  setPageTitle: (title: string | null) => void;
}

export const StorefrontContext = createContext<StorefrontContextValue | null>(null);

/** The store around a storefront screen (provided by StoreShell). */
export function useStorefront(): StorefrontContextValue {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront must be used inside the StoreShell');
  return value;
}

/** `/store/12/...` → 12; anything but a positive 32-bit integer → null. */
export function parseStoreId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Names the tab after what the screen shows (a product's title) while it is on screen. */
export function useStorePageTitle(title: string | null) {
  const { setPageTitle } = useStorefront();
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title, setPageTitle]);
}
