/** Query keys of e-mail campaigns; every write invalidates `campaignKeys.all`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (q: Record<string, unknown>) => ['campaigns', 'list', q] as const,
  campaign: (id: string) => ['campaigns', 'campaign', id] as const,
  stats: (id: string) => ['campaigns', 'campaign', id, 'stats'] as const,
  recipients: (id: string, q: Record<string, unknown>) =>
    ['campaigns', 'campaign', id, 'recipients', q] as const,
  preview: (id: string, userId: string | null) => ['campaigns', 'campaign', id, 'preview', userId] as const,
  segments: () => ['campaigns', 'segments'] as const,
  count: (filter: unknown) => ['campaigns', 'segments', 'count', filter] as const,
  suppressions: (q: Record<string, unknown>) => ['campaigns', 'suppressions', q] as const,
};

/** A query string of the set values only. */
export function queryString(q: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}
