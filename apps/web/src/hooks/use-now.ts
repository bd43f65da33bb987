import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `intervalMs` while `active` (countdowns, SLA clocks stay honest
 * on an open screen) and frozen otherwise; it is re-read at once when `active` turns on.
 */
export function useNow(intervalMs = 30_000, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
