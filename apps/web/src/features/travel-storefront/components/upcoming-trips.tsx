import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '@/lib/href';
import { usePackages } from '../api/packages';
import { travelLinks } from '../utils/links';
import { PackageGrid, PackageGridSkeleton } from './package-card';
import { TravelTheme } from './travel-theme';

/**
 * The travel landing's live "Upcoming trips": up to six published packages with a bookable
 * departure (`GET /api/travel/packages?per_page=6`), each linking to its page under /packages.
 * The landing places it under its own heading (h3 cards).
 */
export function UpcomingTrips() {
  const packages = usePackages({ per_page: 6 });
  const all = href('/packages');
  const links = travelLinks(null);
  const seeAll = (
    <Link
      to={all}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-[var(--travel-ink)] hover:underline"
    >
      See every trip
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
  return (
    <TravelTheme>
      {packages.isPending ? (
        <PackageGridSkeleton count={3} />
      ) : packages.isError || packages.data.packages.length === 0 ? (
        <p className="text-center text-slate-600">
          {packages.isError
            ? 'The trips could not be loaded right now. '
            : 'New departures are on their way. '}
          <Link to={all} className="font-semibold text-[var(--travel-ink)] hover:underline">
            Browse all packages
          </Link>
        </p>
      ) : (
        <>
          <PackageGrid packages={packages.data.packages} linkFor={links.package} headingLevel="h3" />
          <p className="mt-10 text-center">{seeAll}</p>
        </>
      )}
    </TravelTheme>
  );
}
