import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current. Without `matchMedia` (tests, old browsers) it
 * answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const snapshot = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(query).matches
      : fallback;
  return useSyncExternalStore(subscribe, snapshot, () => fallback);
}

/** Tailwind's `md` breakpoint (the credit report's full layout shows from here up). */
export const useIsWideScreen = () => useMediaQuery('(min-width: 768px)', true);

/** Reduced motion; true when it cannot be known, so nothing animates unasked. */
export const usePrefersReducedMotion = () => {
  const reduce = useMediaQuery('(prefers-reduced-motion: reduce)', true);
  const canAsk = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return canAsk ? reduce : true;
};
