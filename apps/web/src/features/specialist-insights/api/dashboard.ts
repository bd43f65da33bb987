import { specialistDashboardResponseSchema } from '@fundpath/contracts/marketplace-insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { specialistInsightsKeys } from './keys';

export type { SpecialistDashboard } from '@fundpath/contracts/marketplace-insights';

/**
 * `GET /api/marketplace/specialists/me/dashboard`: today, requests waiting, this month's earnings
 * and the booking link. `/specialist/qr-marketing` reads its link from here too (one cache entry).
 */
export const specialistDashboardQuery = () =>
  queryOptions({
    queryKey: specialistInsightsKeys.dashboard(),
    queryFn: () =>
      api
        .get('/marketplace/specialists/me/dashboard', specialistDashboardResponseSchema)
        .then((r) => r.dashboard),
  });

/**
 * Fetched again on every visit: a request accepted on `/specialist/appointments` (another
 * feature's cache) must not still show as waiting when the specialist comes back.
 */
export const useSpecialistDashboard = () => useQuery({ ...specialistDashboardQuery(), staleTime: 0 });
