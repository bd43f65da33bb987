import { adminCommerceDashboardResponseSchema } from '@fundpath/contracts/ecommerce-analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleKeys } from './keys';

export type { AdminCommerceDashboardResponse } from '@fundpath/contracts/ecommerce-analytics';
export type DashboardDays = 7 | 30 | 90;

/** `GET /api/admin/ecommerce/dashboard?days=`: the platform's sales, one row per UTC day. */
export const commerceDashboardQuery = (days: DashboardDays) =>
  queryOptions({
    queryKey: consoleKeys.dashboard(days),
    queryFn: () => api.get(`/admin/ecommerce/dashboard?days=${days}`, adminCommerceDashboardResponseSchema),
  });
export const useCommerceDashboard = (days: DashboardDays) =>
  useQuery({ ...commerceDashboardQuery(days), placeholderData: keepPreviousData });
