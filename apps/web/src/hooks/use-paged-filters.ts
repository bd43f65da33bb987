import { useCallback, useState } from 'react';

/**
 * The filters of a paged list and the page shown: changing a filter goes back to page 1, so a
 * narrower result never opens on a page past its end.
 */
export function usePagedFilters<F extends Record<string, unknown>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  }, []);
  return { filters, setFilter, page, setPage };
}
