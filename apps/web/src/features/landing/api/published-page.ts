/**
 * `GET /api/brand/page`: the published sections of the landing or login page. `/` and `/login`
 * must not load zod (ADR 005), so the response is checked by hand: the envelope here, each
 * section by `parseSections` (parse-sections.ts) where the sections are rendered.
 * `published-page.test.ts` holds the two together against `publishedPageResponseSchema`.
 */
import type { PageKind } from '@fundpath/contracts/pages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publishedPageParser } from './parse-sections';

export { type PublishedPageEnvelope, publishedPageParser } from './parse-sections';

/** Query key under `['brand']`: saving a brand or publishing a page refreshes it with the brand. */
export const publishedPageQuery = (page: PageKind, ref: string | null) => ({
  queryKey: ['brand', 'page', page, ref] as const,
  queryFn: () =>
    api.get(`/brand/page?page=${page}${ref ? `&ref=${encodeURIComponent(ref)}` : ''}`, publishedPageParser, {
      cache: 'no-cache',
    }),
  staleTime: 30_000,
});

/** The published page, or undefined while loading or when it cannot be loaded (built-in content then). */
export function usePublishedPage(page: PageKind, ref: string | null, enabled = true) {
  return useQuery({ ...publishedPageQuery(page, ref), retry: 1, enabled });
}
