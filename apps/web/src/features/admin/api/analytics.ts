import { type AnalyticsResponse, analyticsResponseSchema } from '@fundpath/contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { AnalyticsResponse };

/** Whole UTC days, both included. */
export interface AnalyticsRange {
  from: string;
  to: string;
}

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  range: (range: AnalyticsRange) => ['admin', 'analytics', range] as const,
};

/** GET /admin/analytics?from=&to=: every series of the platform analytics screen. */
export const analyticsQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.range(range),
    queryFn: () =>
      api.get(
        `/admin/analytics?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
        analyticsResponseSchema,
      ),
  });

/** Keeps the last range's numbers on screen while the next loads (no flash of skeletons). */
export const useAnalytics = (range: AnalyticsRange) =>
  useQuery({ ...analyticsQuery(range), placeholderData: keepPreviousData });
