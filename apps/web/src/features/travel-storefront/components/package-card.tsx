import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { TravelPackageSummary } from '@fundpath/contracts/travel';
import { CalendarDays, Clock, MapPin, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { formatDuration } from '../utils/format';

/** A package's photo, or a quiet sky-coloured placeholder with a plane. */
export function PackageImage({
  src,
  alt = '',
  className,
  eager = false,
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
  eager?: boolean;
}) {
  if (!src) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-sky-200 via-cyan-100 to-amber-100 text-sky-800',
          className,
        )}
      >
        <Plane className="size-10 opacity-50" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('object-cover', className)}
    />
  );
}

/** "From $1,299.00" and "per traveller", or "No dates open" when nothing is bookable. */
export function FromPrice({ cents, className }: { cents: number | null; className?: string }) {
  if (cents === null)
    return <p className={cn('text-sm text-slate-600', className)}>No dates open right now</p>;
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      From <span className="text-lg font-semibold text-slate-950 tabular-nums">{formatCents(cents)}</span>
      <span className="block text-xs">per traveller</span>
    </p>
  );
}

/**
 * A package tile: photo, destination, title, duration, next departure and the from-price. The
 * title is the link; the whole card is its click target.
 */
export function PackageCard({
  pkg,
  to,
  headingLevel = 'h3',
}: {
  pkg: TravelPackageSummary;
  to: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-xl hover:shadow-slate-900/10 focus-within:ring-2 focus-within:ring-[var(--travel-ink)]">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <PackageImage src={pkg.image} className="size-full transition duration-500 group-hover:scale-105" />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-900 shadow-sm">
          <Clock className="size-3.5" aria-hidden="true" />
          {formatDuration(pkg.duration_days)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <MapPin className="size-3.5 shrink-0 text-[var(--travel-ink)]" aria-hidden="true" />
          <span className="truncate">{pkg.destination}</span>
        </p>
        <Heading className="text-lg leading-snug font-semibold text-slate-950">
          <Link to={to} className="after:absolute after:inset-0 focus:outline-none">
            {pkg.title}
          </Link>
        </Heading>
        {pkg.summary ? <p className="line-clamp-2 text-sm text-slate-600">{pkg.summary}</p> : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <FromPrice cents={pkg.from_price_cents} />
          {pkg.next_departure ? (
            <p className="flex items-center gap-1 text-right text-xs text-slate-600">
              <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">Next departure </span>
                {formatDate(pkg.next_departure)}
              </span>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function PackageGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
          <div className="aspect-[4/3] animate-pulse bg-slate-100" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PackageGrid({
  packages,
  linkFor,
  headingLevel,
}: {
  packages: readonly TravelPackageSummary[];
  linkFor: (id: string) => string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {packages.map((p) => (
        <li key={p.id} className="flex">
          <PackageCard pkg={p} to={linkFor(p.id)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
