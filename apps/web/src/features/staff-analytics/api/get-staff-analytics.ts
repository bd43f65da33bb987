import {
  type StaffAnalytics,
  type StaffAnalyticsScope,
  staffAnalyticsResponseSchema,
} from '@fundpath/contracts/staff-analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '@/components/ui/range-picker';
import { api } from '@/lib/api-client';

export type { StaffAnalytics, StaffAnalyticsScope };

export const staffAnalyticsKeys = {
  all: ['staff-analytics'] as const,
  of: (scope: StaffAnalyticsScope, range: DayRange) => ['staff-analytics', scope, range] as const,
};

/** GET /staff-analytics?scope=&from=&to=: the numbers of the staff `/analytics` screen. */
export const staffAnalyticsQuery = (scope: StaffAnalyticsScope, range: DayRange) =>
  queryOptions({
    queryKey: staffAnalyticsKeys.of(scope, range),
    queryFn: () =>
      api.get(
        `/staff-analytics?${new URLSearchParams({ scope, from: range.from, to: range.to })}`,
        staffAnalyticsResponseSchema,
      ),
  });

/** Keeps the last answer on screen while the next scope or range loads. */
export const useStaffAnalytics = (scope: StaffAnalyticsScope, range: DayRange) =>
  useQuery({ ...staffAnalyticsQuery(scope, range), placeholderData: keepPreviousData });
