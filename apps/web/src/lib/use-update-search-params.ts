import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL's query as screen state: `[params, update]`, where `update({tab: 'past', page: null})`
 * sets and clears several keys at once (null or '' removes one) and replaces the history entry,
 * so filters, tabs and an open dialog survive a reload and a shared link without piling up
 * back-button steps.
 */
export function useUpdateSearchParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}
