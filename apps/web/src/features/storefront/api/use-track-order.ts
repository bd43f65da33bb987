import { useMutation } from '@tanstack/react-query';
import { loadOrdersApi } from './load-orders-api';

/** Guest lookup by order number and e-mail (its own module: only track-order loads mutations for it). */
export const useTrackOrder = () =>
  useMutation({
    mutationFn: async (input: { store_id: number; number: string; email: string }) =>
      (await loadOrdersApi()).trackOrder(input),
  });
