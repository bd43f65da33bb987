import { storeAnalyticsResponseSchema } from '@fundpath/contracts/ecommerce-analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeHubKeys } from './my-store';

export type { StoreAnalyticsResponse } from '@fundpath/contracts/ecommerce-analytics';
export type AnalyticsDays = 7 | 30 | 90;

/** `GET /api/ecommerce/my-store/analytics?days=`: the owner's sales, one row per UTC day. */
export const storeAnalyticsQuery = (days: AnalyticsDays) =>
  queryOptions({
    queryKey: storeHubKeys.analytics(days),
    queryFn: () => api.get(`/ecommerce/my-store/analytics?days=${days}`, storeAnalyticsResponseSchema),
  });

/** Keeps the last range on screen while the next loads (no flash of skeletons). */
export const useStoreAnalytics = (days: AnalyticsDays, enabled = true) =>
  useQuery({ ...storeAnalyticsQuery(days), enabled, placeholderData: keepPreviousData });
