import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

export interface LoadEarlierProps {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  /**
   * Load on its own when the top of the history scrolls into view (infinite scroll up); the
   * button stays for keyboards and screen readers.
   */
  auto?: boolean;
}

/** The top of a conversation's history: "Load earlier messages", and optionally on scroll. */
export function LoadEarlier({ hasMore, loading, onLoad, auto = false }: LoadEarlierProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoad });
  latest.current = { hasMore, loading, onLoad };
  useEffect(() => {
    const el = sentinel.current;
    if (!auto || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const { hasMore: more, loading: busy, onLoad: load } = latest.current;
      if (entries.some((e) => e.isIntersecting) && more && !busy) load();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [auto]);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mb-3 flex justify-center">
      <Button variant="secondary" size="sm" onClick={onLoad} disabled={loading}>
        {loading ? 'Loading earlier messages…' : 'Load earlier messages'}
      </Button>
    </div>
  );
}
