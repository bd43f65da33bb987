import { useCallback, useSyncExternalStore } from 'react';
import { DEMO_CART_KEY, type DemoCartItem, readDemoCart, writeDemoCart } from './demo-cart';

/** Same-tab writes announce themselves; other tabs' arrive as `storage` events. */
const CHANGE_EVENT = 'fundpath:demo-cart';

let cached: { raw: string | null; items: DemoCartItem[] } | null = null;

function snapshot(): DemoCartItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(DEMO_CART_KEY);
  } catch {
    // Storage blocked (private mode, policy): an empty cart.
  }
  if (!cached || cached.raw !== raw) cached = { raw, items: readDemoCart({ getItem: () => raw }) };
  return cached.items;
}

const EMPTY: DemoCartItem[] = [];

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === DEMO_CART_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The demo cart in local storage (`demoCart`), shared live by every demo page and tab. */
export function useDemoCart() {
  const items = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const update = useCallback((change: (items: DemoCartItem[]) => DemoCartItem[]) => {
    try {
      writeDemoCart(localStorage, change(snapshot()));
    } catch {
      return;
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return { items, update };
}
