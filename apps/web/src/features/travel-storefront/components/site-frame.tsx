import type { PublicTravelSite } from '@fundpath/contracts/travel';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { isSiteCode, useSite } from '../api/site';
import { travelLinks } from '../utils/links';
import { SiteUnavailable } from './site-unavailable';
import { AdvisorAvatar, TravelTheme } from './travel-theme';

/** "Trips by Alex Travels": the affiliate's name and photo, linking back to their site. */
function AdvisorBar({ site }: { site: PublicTravelSite }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6 lg:px-8">
        <AdvisorAvatar site={site} className="size-8 text-xs" />
        <p className="min-w-0 flex-1 truncate text-sm text-slate-700">
          Trips by <span className="font-semibold text-slate-950">{site.display_name}</span>
        </p>
        <Link
          to={travelLinks(site.code).home()}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-[var(--travel-ink)] hover:underline"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Visit <span className="sr-only sm:not-sr-only">their travel site</span>
        </Link>
      </div>
    </div>
  );
}

/**
 * The travel pages' frame: the affiliate's colours and name when a code is known (the path's
 * `/travel/{code}/…`, or `?ref=` on checkout and booking pages), the travel defaults otherwise.
 * Under an affiliate's path (`strict`) an unknown or suspended code is the friendly
 * "isn't available" page; a `?ref=` that leads nowhere is simply ignored.
 */
export function SiteFrame({
  code,
  strict = false,
  children,
}: {
  code: string | null | undefined;
  strict?: boolean;
  children: ReactNode;
}) {
  const valid = isSiteCode(code);
  const site = useSite(valid ? code : null);
  const missing = !valid || (site.isError && isApiError(site.error) && site.error.status === 404);
  if (strict && code !== null && code !== undefined && missing) return <SiteUnavailable />;
  return (
    <TravelTheme site={site.data}>
      {site.data ? <AdvisorBar site={site.data} /> : null}
      {children}
    </TravelTheme>
  );
}
