import {
  type AdminCustomerListQuery,
  adminCustomerListResponseSchema,
  type StoreCustomerListQuery,
  storeCustomerListResponseSchema,
  type storeCustomerSorts,
} from '@fundpath/contracts/ecommerce-analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { type CommerceSurface, commerceKeys } from './surface';

/** One buyer, whichever list it came from. */
export interface CustomerRow {
  key: string;
  name: string;
  email: string;
  /** Bought without an account. */
  guest: boolean;
  /** Paid orders. */
  orders: number;
  /** What they paid, net of refunds. */
  spent_cents: number;
  last_order_at: string | null;
  /** The stores they bought from (admin list only). */
  stores: string[];
}

export interface CustomerFilters {
  q?: string;
  /** Owner list only. */
  sort?: (typeof storeCustomerSorts)[number];
  /** Admin list only: accounts or guest buyers. */
  kind?: AdminCustomerListQuery['kind'];
  page: number;
  per_page: number;
}

export interface CustomerPage {
  rows: CustomerRow[];
  total: number;
}

async function listCustomers(surface: CommerceSurface, f: CustomerFilters): Promise<CustomerPage> {
  if (surface.kind === 'admin') {
    const query: AdminCustomerListQuery = { q: f.q, kind: f.kind, page: f.page, per_page: f.per_page };
    const r = await api.get(
      `${surface.base}/customers${toQuery({ ...query })}`,
      adminCustomerListResponseSchema,
    );
    return {
      total: r.total,
      rows: r.customers.map((c) => ({
        key: c.key,
        name: c.name,
        email: c.email,
        guest: c.kind === 'guest',
        orders: c.orders,
        spent_cents: c.spent_cents,
        last_order_at: c.last_order_at,
        stores: c.stores.map((s) => s.store_name),
      })),
    };
  }
  const query: StoreCustomerListQuery = {
    q: f.q,
    sort: f.sort ?? 'last_order',
    page: f.page,
    per_page: f.per_page,
  };
  const r = await api.get(
    `${surface.base}/customers${toQuery({ ...query })}`,
    storeCustomerListResponseSchema,
  );
  return {
    total: r.total,
    rows: r.customers.map((c) => ({
      key: c.email,
      name: c.name,
      email: c.email,
      guest: c.customer_id === null,
      orders: c.orders,
      spent_cents: c.spent_cents,
      last_order_at: c.last_order_at,
      stores: [],
    })),
  };
}

export const useCustomerPage = (surface: CommerceSurface, filters: CustomerFilters, enabled = true) =>
  useQuery({
    queryKey: [...commerceKeys.customers(surface), 'list', filters],
    queryFn: () => listCustomers(surface, filters),
    placeholderData: keepPreviousData,
    enabled,
  });
