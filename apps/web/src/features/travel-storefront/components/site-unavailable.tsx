import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { href } from '@/lib/href';

/**
 * An affiliate's address that leads nowhere (an unknown or suspended code): not an error for the
 * traveller, just a way on to every trip.
 */
export function SiteUnavailable() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-14 items-center justify-center rounded-full bg-sky-100 text-sky-800">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-950">
        This travel site isn’t available
      </h1>
      <p className="mt-3 text-base text-slate-600">
        The link may be mistyped, or the site is no longer online. Every trip is still open to book.
      </p>
      <Link to={href('/packages')} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        Browse all packages
      </Link>
    </div>
  );
}

/** A package that is not (or no longer) on sale. */
export function PackageUnavailable({ backTo }: { backTo: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-14 items-center justify-center rounded-full bg-sky-100 text-sky-800">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-950">This trip isn’t available</h1>
      <p className="mt-3 text-base text-slate-600">
        It may have sold out or been taken off sale. Have a look at the other trips instead.
      </p>
      <Link to={backTo} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        Browse trips
      </Link>
    </div>
  );
}
