import type { OrderCapabilities } from '../utils/order-actions';

/**
 * Where a back-office screen reads and writes, and what it may do there. The owner's screens work
 * on their own store (`/api/ecommerce/my-store/*`, role client); the admin's on every store
 * (`/api/admin/ecommerce/*`, ecommerce.manage). One table, editor and detail serve both.
 */
export interface CommerceSurface {
  kind: 'owner' | 'admin';
  /** API base below `/api`. */
  base: '/ecommerce/my-store' | '/admin/ecommerce';
  /** Create, edit, upload images, bulk actions (the admin's product list is read-only). */
  editProducts: boolean;
  /** Lists span stores: a store column and a store filter. */
  allStores: boolean;
  /** The owner's list sorts and filters by category; the admin list does not. */
  productSortAndCategory: boolean;
  orders: OrderCapabilities;
  /** `GET /api/admin/ecommerce/exports/orders.csv`. */
  ordersCsv: boolean;
  /** Where an order list lives, for links from the customers table. */
  ordersPath: '/client/orders' | '/admin/ecommerce/orders';
}

export const ownerSurface: CommerceSurface = {
  kind: 'owner',
  base: '/ecommerce/my-store',
  editProducts: true,
  allStores: false,
  productSortAndCategory: true,
  orders: { fulfil: true, deliver: true, refund: true, cancel: true },
  ordersCsv: false,
  ordersPath: '/client/orders',
};

export const adminSurface: CommerceSurface = {
  kind: 'admin',
  base: '/admin/ecommerce',
  editProducts: false,
  allStores: true,
  productSortAndCategory: false,
  orders: { fulfil: false, deliver: false, refund: true, cancel: true },
  ordersCsv: true,
  ordersPath: '/admin/ecommerce/orders',
};

/** Query keys of this feature start here; a surface's keys never mix with the other's. */
export const commerceKeys = {
  all: ['commerce-admin'] as const,
  surface: (s: CommerceSurface) => ['commerce-admin', s.kind] as const,
  products: (s: CommerceSurface) => ['commerce-admin', s.kind, 'products'] as const,
  orders: (s: CommerceSurface) => ['commerce-admin', s.kind, 'orders'] as const,
  customers: (s: CommerceSurface) => ['commerce-admin', s.kind, 'customers'] as const,
};
