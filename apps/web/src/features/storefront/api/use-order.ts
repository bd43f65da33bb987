import type { Order } from '@fundpath/contracts/ecommerce';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { storefrontKeys } from './keys';
import { loadOrdersApi } from './load-orders-api';

/** The order behind a confirmation link (`key`), or the signed-in customer's own (no key). */
export const useOrder = (orderId: string, key: string | null) =>
  useQuery({
    queryKey: storefrontKeys.order(orderId, key),
    queryFn: async (): Promise<Order> => (await loadOrdersApi()).getOrder(orderId, key),
    enabled: orderId !== '',
    staleTime: 15_000,
  });

/** The server would not show this order to this visitor (wrong or missing key, someone else's, unknown). */
export const isOrderHidden = (error: unknown) =>
  isApiError(error) && [400, 401, 403, 404].includes(error.status);
