import { myAffiliateResponseSchema, myCommissionsResponseSchema } from '@fundpath/contracts/affiliates';
import { affiliateStatsResponseSchema } from '@fundpath/contracts/travel';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The periods the dashboard offers, in days. */
export const STATS_PERIODS = [30, 90, 365] as const;
export type StatsDays = (typeof STATS_PERIODS)[number];

/** How many of the latest commissions the dashboard lists (the ledger has them all). */
export const LATEST_COMMISSIONS = 5;

export const dashboardKeys = {
  stats: (days: StatsDays) => ['affiliates', 'stats', days] as const,
  me: ['affiliates', 'me'] as const,
  latest: ['commissions', 'latest', LATEST_COMMISSIONS] as const,
};

/** `GET /api/affiliates/me/stats?days=`: clicks, sales and commission over the period, per day and by source. */
export function useAffiliateStats(days: StatsDays) {
  return useQuery({
    queryKey: dashboardKeys.stats(days),
    queryFn: () => api.get(`/affiliates/me/stats?days=${days}`, affiliateStatsResponseSchema),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/affiliates/me`: the earner's code and links (null before they have a code). */
export function useMyAffiliate() {
  return useQuery({
    queryKey: dashboardKeys.me,
    queryFn: async () => (await api.get('/affiliates/me', myAffiliateResponseSchema)).affiliate,
  });
}

/** `GET /api/commissions?per_page=5`: the latest entries of the earner's ledger. */
export function useLatestCommissions() {
  return useQuery({
    queryKey: dashboardKeys.latest,
    queryFn: () => api.get(`/commissions?per_page=${LATEST_COMMISSIONS}`, myCommissionsResponseSchema),
  });
}
