import {
  type EcommerceSettingsPatch,
  type EcommerceSettingsResponse,
  ecommerceSettingsResponseSchema,
} from '@fundpath/contracts/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleKeys } from './keys';

export type { EcommerceSettingsResponse };

/** `GET /api/admin/ecommerce/settings`: the payment provider and the platform defaults (secrets only as set / not set). */
export const ecommerceSettingsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.settings(),
    queryFn: () => api.get('/admin/ecommerce/settings', ecommerceSettingsResponseSchema),
  });
export const useEcommerceSettings = () => useQuery(ecommerceSettingsQuery());

/** `PATCH /api/admin/ecommerce/settings` `{ values }`: a value per key, or null to go back to the environment. */
export function useUpdateEcommerceSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: EcommerceSettingsPatch) =>
      api.patch('/admin/ecommerce/settings', patch, ecommerceSettingsResponseSchema, { attempts: 1 }),
    onSuccess: (data) => {
      qc.setQueryData(consoleKeys.settings(), data);
      void qc.invalidateQueries({ queryKey: ['admin', 'settings'] });
    },
  });
}
