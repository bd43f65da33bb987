import { href } from '@/lib/href';
import { isSiteCode } from '../api/site';

/**
 * Links between the travel pages. With an affiliate's code (their site, `/travel/{code}/…`) the
 * list and detail stay under it, and the checkout and booking pages carry `?ref=CODE` for their
 * back-links and the advisor's name. Attribution itself is the cookie the site's visit set, never
 * this parameter.
 */
export interface TravelLinks {
  code: string | null;
  home(): string;
  packages(query?: string): string;
  package(id: string): string;
  checkout(packageId: string, departureId?: string | null): string;
  booking(bookingNumber: string): string;
}

export function travelLinks(code: string | null | undefined): TravelLinks {
  const c = isSiteCode(code) ? code : null;
  const withQuery = (path: string, params: Record<string, string | null | undefined>) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
    const s = q.toString();
    return s ? `${path}?${s}` : path;
  };
  return {
    code: c,
    home: () => (c ? href('/travel/:affiliate_code', { affiliate_code: c }) : href('/packages')),
    packages: (query = '') =>
      `${c ? href('/travel/:affiliate_code/packages', { affiliate_code: c }) : href('/packages')}${query}`,
    package: (id) =>
      c
        ? href('/travel/:affiliate_code/packages/:id', { affiliate_code: c, id })
        : href('/packages/:id', { id }),
    checkout: (packageId, departureId) =>
      withQuery(href('/travel/checkout/:package_id', { package_id: packageId }), {
        departure: departureId,
        ref: c,
      }),
    booking: (bookingNumber) =>
      withQuery(href('/travel/booking/:booking_number', { booking_number: bookingNumber }), { ref: c }),
  };
}
