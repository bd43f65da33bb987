import {
  type cancelBodySchema,
  type fulfilBodySchema,
  type OrderStatus,
  orderListResponseSchema,
  orderResponseSchema,
  type refundBodySchema,
} from '@fundpath/contracts/ecommerce';
import { orderActionResponseSchema } from '@fundpath/contracts/ecommerce-analytics';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiUrl } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { type CommerceSurface, commerceKeys } from './surface';

export interface OrderFilters {
  q?: string;
  status?: OrderStatus;
  store_id?: number;
  /** ISO dates (`yyyy-mm-dd`), both inclusive. */
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}

export const useOrderPage = (surface: CommerceSurface, filters: OrderFilters, enabled = true) =>
  useQuery({
    queryKey: [...commerceKeys.orders(surface), 'list', filters],
    queryFn: () => api.get(`${surface.base}/orders${toQuery({ ...filters })}`, orderListResponseSchema),
    placeholderData: keepPreviousData,
    enabled,
  });

export const orderQueryKey = (surface: CommerceSurface, id: string) =>
  [...commerceKeys.orders(surface), 'detail', id] as const;

export const useOrder = (surface: CommerceSurface, id: string | null) =>
  useQuery({
    queryKey: orderQueryKey(surface, id ?? ''),
    queryFn: () => api.get(`${surface.base}/orders/${id}`, orderResponseSchema).then((r) => r.order),
    enabled: Boolean(id),
  });

export type FulfilBody = z.input<typeof fulfilBodySchema>;
export type RefundBody = z.input<typeof refundBodySchema>;
export type CancelBody = z.input<typeof cancelBodySchema>;
export type OrderActionCall =
  | { action: 'fulfil'; body: FulfilBody }
  | { action: 'deliver'; body: Record<string, never> }
  | { action: 'refund'; body: RefundBody }
  | { action: 'cancel'; body: CancelBody };

/**
 * `POST …/orders/{id}/fulfil|deliver|refund|cancel`. Sent once (a refund must never repeat on a
 * retry); the answer is the order in its new state (which replaces the cached one) and what was done. An illegal
 * transition is a 409 whose message says why.
 */
export function useOrderAction(surface: CommerceSurface, orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (call: OrderActionCall) =>
      api.post(`${surface.base}/orders/${orderId}/${call.action}`, call.body, orderActionResponseSchema, {
        attempts: 1,
      }),
    onSuccess: ({ order }) => {
      qc.setQueryData(orderQueryKey(surface, orderId), order);
      void qc.invalidateQueries({ queryKey: commerceKeys.orders(surface) });
      void qc.invalidateQueries({ queryKey: commerceKeys.customers(surface) });
      // Restocks and cancellations change the products' stock.
      void qc.invalidateQueries({ queryKey: commerceKeys.products(surface) });
    },
    // A refusal (409: the state moved on) shows the order as it is now.
    onError: () => void qc.invalidateQueries({ queryKey: orderQueryKey(surface, orderId) }),
  });
}

/** The admin's CSV of the orders of the chosen store and dates (`GET /api/admin/ecommerce/exports/orders.csv?store_id&from&to`). */
export function ordersCsvHref({ store_id, from, to }: OrderFilters): string {
  return apiUrl(`/admin/ecommerce/exports/orders.csv${toQuery({ store_id, from, to })}`);
}
