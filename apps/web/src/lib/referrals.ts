import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';

/**
 * `POST /api/referrals/track {code, path}`: counts a click on an affiliate's link and sets the
 * first-party attribution cookie (ADR 013: HttpOnly, set by the server, last click wins). One
 * attempt and no error: an unknown code (404) or a lost answer changes nothing for the visitor.
 */
export function trackReferral(code: string, path: string): Promise<void> {
  return api
    .post('/referrals/track', { code, path }, undefined, { attempts: 1 })
    .then(() => undefined)
    .catch(() => undefined);
}

/** Codes tracked since the app loaded (a reload starts over). */
const trackedThisLoad = new Set<string>();

/**
 * Tracks `code` once per page view: on mount, and again only when the code changes. Filters that
 * rewrite the query string, re-renders and StrictMode's double effects do not count as new views
 * (the ref survives them). `null` tracks nothing. With `unlessTracked`, a page only tracks a code
 * no page has tracked since the app loaded: a trip page opened from a shared link attributes the
 * visit, one reached from the affiliate's own site does not count a second click.
 */
export function useReferralTracking(
  code: string | null | undefined,
  path: string,
  { unlessTracked = false }: { unlessTracked?: boolean } = {},
): void {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!code || tracked.current === code) return;
    tracked.current = code;
    const key = code.toUpperCase();
    if (unlessTracked && trackedThisLoad.has(key)) return;
    trackedThisLoad.add(key);
    void trackReferral(code, path);
  }, [code, path, unlessTracked]);
}

/** An affiliate code as links carry it (`?ref=`, `/ref/{code}`): letters and digits only, spec §2. */
export function referralCodeOf(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9]{4,32}$/.test(value) ? value : null;
}
