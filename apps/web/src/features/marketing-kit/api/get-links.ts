import { marketingKitResponseSchema } from '@fundpath/contracts/marketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './keys';

export type { MarketingDay, MarketingKit, MarketingLink } from '@fundpath/contracts/marketing';

/** `GET /api/marketing/links`: the coach's links with short URLs, counts and 30-day series, and their brand. */
export const marketingLinksQuery = () =>
  queryOptions({
    queryKey: marketingKeys.links(),
    queryFn: () => api.get('/marketing/links', marketingKitResponseSchema),
  });

/** Fetched again on each visit: counts move while the coach is away. */
export const useMarketingLinks = () => useQuery({ ...marketingLinksQuery(), staleTime: 0 });

/** A link the server sent as a path, made absolute (a phone scanning a path has nothing to open). */
export const absoluteUrl = (url: string, origin = window.location.origin) => new URL(url, origin).href;
