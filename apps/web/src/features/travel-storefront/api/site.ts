import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { travelKeys } from './keys';
import { publicSiteParser } from './wire';

/** What the API accepts as a travel site's code (contract: siteCodeParamsSchema). */
export const isSiteCode = (code: string | null | undefined): code is string =>
  !!code && /^[A-Za-z0-9]{1,32}$/.test(code);

/** `GET /api/travel/sites/{code}`: the affiliate's public site (404 for unknown or suspended codes). */
export const getSite = (code: string) =>
  api.get(`/travel/sites/${encodeURIComponent(code)}`, publicSiteParser).then((r) => r.site);

export const siteQuery = (code: string) =>
  queryOptions({
    queryKey: travelKeys.site(code.toUpperCase()),
    queryFn: () => getSite(code),
    staleTime: 5 * 60_000,
  });

/** The site for a code; nothing is asked for a code the API would refuse anyway. */
export const useSite = (code: string | null | undefined) =>
  useQuery({ ...siteQuery(code ?? ''), enabled: isSiteCode(code) });
