import {
  type SpecialistAnalytics,
  specialistAnalyticsResponseSchema,
} from '@fundpath/contracts/marketplace-insights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { specialistInsightsKeys } from './keys';

/** Whole UTC days, both included (the server counts days in UTC). */
export interface InsightsRange {
  from: string;
  to: string;
}

/** The analytics with the range where PeriodReport looks for it. */
export type SpecialistAnalyticsReport = SpecialistAnalytics & { range: InsightsRange };

/** `GET /api/marketplace/specialists/me/analytics?from=&to=`: daily and weekly series and totals. */
export const specialistAnalyticsQuery = (range: InsightsRange) =>
  queryOptions({
    queryKey: specialistInsightsKeys.analytics(range),
    queryFn: () =>
      api
        .get(
          `/marketplace/specialists/me/analytics?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
          specialistAnalyticsResponseSchema,
        )
        .then(
          (r): SpecialistAnalyticsReport => ({
            ...r.analytics,
            range: { from: r.analytics.from, to: r.analytics.to },
          }),
        ),
  });

/** Keeps the last range on screen while the next loads (no flash of skeletons). */
export const useSpecialistAnalytics = (range: InsightsRange) =>
  useQuery({ ...specialistAnalyticsQuery(range), placeholderData: keepPreviousData });
