import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the URL (`?q=…&status=…&page=2`), so a filtered list can be
 * linked to (a customer's orders), shared and restored with Back. Changing a filter goes back to
 * page 1; other parameters (an open order) are left alone.
 */
export function useSearchState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const serialised = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string is the identity of the params
  const values = useMemo(
    () => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>,
    [serialised, keys.join()],
  );
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = true) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const set = useCallback(
    (key: K, value: string) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }),
    [update],
  );
  /** Several filters at once (one navigation: two `set` calls in a row would keep only the last). */
  const setMany = useCallback(
    (patch: Partial<Record<K, string>>) =>
      update((next) => {
        for (const [key, value] of Object.entries(patch) as Array<[K, string | undefined]>) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
      }),
    [update],
  );
  const setPage = useCallback(
    (p: number) =>
      update((next) => {
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
      }),
    [update],
  );
  /**
   * Another parameter than the filters (e.g. the open order): opening one is a new history entry,
   * so Back closes it; closing replaces the entry.
   */
  const setParam = useCallback(
    (key: string, value: string | null) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
      }, value === null),
    [update],
  );
  return { values, set, setMany, page, setPage, param: (key: string) => params.get(key), setParam };
}
