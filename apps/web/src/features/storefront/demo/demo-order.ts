import type { OrderAddress } from '@fundpath/contracts/ecommerce';
import type { Totals } from '@fundpath/contracts/ecommerce-core';
import type { DemoCartItem } from './demo-cart';

/** The last demo order, for `/order-success` (session storage: it survives a reload, not the tab). */
export const DEMO_ORDER_KEY = 'demoLastOrder';

export interface DemoOrder {
  number: string;
  placed_at: string;
  email: string;
  phone: string;
  shipping_address: OrderAddress;
  items: DemoCartItem[];
  totals: Totals;
}

export function saveDemoOrder(order: DemoOrder): void {
  try {
    sessionStorage.setItem(DEMO_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage blocked: the success page says there is no recent order.
  }
}

export function readDemoOrder(): DemoOrder | null {
  try {
    const order = JSON.parse(sessionStorage.getItem(DEMO_ORDER_KEY) ?? 'null') as DemoOrder | null;
    return order && typeof order.number === 'string' && Array.isArray(order.items) && order.totals
      ? order
      : null;
  } catch {
    return null;
  }
}

/** "DEMO-482913": six random digits (it's a demo, nothing is stored server-side). */
export const demoOrderNumber = () =>
  `DEMO-${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0')}`;
