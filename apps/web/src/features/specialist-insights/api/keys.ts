/** Query keys of the specialist's own numbers (issue 6/8): the dashboard, analytics by range, likers. */
export const specialistInsightsKeys = {
  all: ['marketplace', 'specialist-insights'] as const,
  dashboard: () => [...specialistInsightsKeys.all, 'dashboard'] as const,
  likers: (offset: number) => [...specialistInsightsKeys.all, 'likers', offset] as const,
  analytics: (range: { from: string; to: string }) =>
    [...specialistInsightsKeys.all, 'analytics', range.from, range.to] as const,
};
