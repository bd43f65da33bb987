import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts from `from` up to `target` over `durationMs` (spec §2: the score gauge counts up).
 * With reduced motion, or without requestAnimationFrame, the target shows at once.
 */
export function useCountUp(target: number | null, { from = 0, durationMs = 1200 } = {}): number | null {
  const reduced = usePrefersReducedMotion();
  const animate = !reduced && target !== null && typeof requestAnimationFrame === 'function';
  const [value, setValue] = useState<number | null>(animate ? from : target);

  useEffect(() => {
    if (!animate || target === null) {
      setValue(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(from + (target - from) * easeOutCubic(t)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [animate, target, from, durationMs]);

  return value;
}
