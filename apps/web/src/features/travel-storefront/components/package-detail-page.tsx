import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { Departure, TravelPackage } from '@fundpath/contracts/travel';
import { DEPOSIT_CUTOFF_DAYS, describePolicy } from '@fundpath/contracts/travel-pricing';
import { CalendarDays, Check, ChevronLeft, Clock, MapPin, ShieldCheck, Users, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useReferralTracking } from '@/lib/referrals';
import { usePackage } from '../api/packages';
import { isSiteCode } from '../api/site';
import { formatDateRange, formatDuration } from '../utils/format';
import { type TravelLinks, travelLinks } from '../utils/links';
import { FromPrice, PackageImage } from './package-card';
import { SiteFrame } from './site-frame';
import { PackageUnavailable } from './site-unavailable';

/** Calls to action in the affiliate's primary colour (or the travel default). */
export const ctaClasses =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-[var(--travel-primary)] font-semibold text-[var(--travel-primary-text)] shadow-sm transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--travel-ink)] disabled:cursor-not-allowed disabled:opacity-60';

function Gallery({ pkg }: { pkg: TravelPackage }) {
  const images = pkg.images.length > 0 ? pkg.images : pkg.image ? [pkg.image] : [];
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)] ?? null;
  return (
    <div>
      <div className="overflow-hidden rounded-3xl bg-slate-100">
        <PackageImage
          src={current}
          alt={images.length > 0 ? `${pkg.title}, photo ${index + 1} of ${images.length}` : ''}
          eager
          className="aspect-[16/10] w-full sm:aspect-[21/9]"
        />
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Photos">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                className={cn(
                  'block overflow-hidden rounded-xl ring-2 ring-offset-2 transition focus-visible:outline-none',
                  i === index
                    ? 'ring-[var(--travel-ink)]'
                    : 'ring-transparent hover:ring-slate-300 focus-visible:ring-slate-400',
                )}
              >
                <img src={src} alt="" loading="lazy" className="h-16 w-24 object-cover sm:h-20 sm:w-28" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SeatsLeft({ seats }: { seats: number }) {
  if (seats <= 5)
    return (
      <span className="font-semibold text-amber-800">
        Only {seats} {seats === 1 ? 'seat' : 'seats'} left
      </span>
    );
  return <span className="text-slate-700">{seats} seats left</span>;
}

function Departures({ pkg, links }: { pkg: TravelPackage; links: TravelLinks }) {
  if (pkg.departures.length === 0)
    return (
      <p className="rounded-2xl bg-slate-50 p-5 text-sm text-slate-700">
        No departures are open right now. New dates are added often; check back soon.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl ring-1 ring-slate-200">
      {pkg.departures.map((d: Departure) => (
        <li
          key={d.id}
          className="grid grid-cols-2 gap-3 bg-white p-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:p-5"
        >
          <div className="col-span-2 sm:col-span-1">
            <p className="font-semibold text-slate-950">{formatDateRange(d.starts_on, d.ends_on)}</p>
            <p className="text-sm">
              <SeatsLeft seats={d.seats_left} />
            </p>
          </div>
          <p className="text-sm text-slate-600">
            <span className="block text-xs">Price per traveller</span>
            <span className="text-base font-semibold text-slate-950 tabular-nums">
              {formatCents(d.price_cents)}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            <span className="block text-xs">Single supplement</span>
            <span className="font-medium text-slate-900 tabular-nums">
              {d.single_supplement_cents > 0 ? `+${formatCents(d.single_supplement_cents)}` : 'None'}
            </span>
          </p>
          <Link
            to={links.checkout(pkg.id, d.id)}
            aria-label={`Book ${formatDateRange(d.starts_on, d.ends_on)}`}
            className={cn(ctaClasses, 'col-span-2 h-10 px-5 text-sm sm:col-span-1')}
          >
            Book
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The package's cancellation policy in words, most generous tier first. */
export function PolicyList({ policy }: { policy: TravelPackage['cancellation_policy'] }) {
  return (
    <ul className="space-y-1.5 text-sm text-slate-700">
      {describePolicy(policy).map((line) => (
        <li key={line} className="flex gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-[var(--travel-ink)]" aria-hidden="true" />
          {line}
        </li>
      ))}
    </ul>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function PackageBody({ pkg, links }: { pkg: TravelPackage; links: TravelLinks }) {
  const first = pkg.departures[0];
  const depositPct = pkg.deposit_bps > 0 ? Number((pkg.deposit_bps / 100).toFixed(2)) : 0;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8 lg:pb-8">
      <Link
        to={links.packages()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-[var(--travel-ink)] hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        All trips
      </Link>
      <div className="mt-4">
        <Gallery pkg={pkg} />
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-12">
          <header>
            <p className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              <MapPin className="size-4 text-[var(--travel-ink)]" aria-hidden="true" />
              {pkg.destination}
            </p>
            <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-5xl">
              {pkg.title}
            </h1>
            <ul className="mt-4 flex flex-wrap gap-2 text-sm text-slate-700">
              <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1">
                <Clock className="size-4" aria-hidden="true" />
                {formatDuration(pkg.duration_days)}
              </li>
              {pkg.next_departure ? (
                <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  Next departure {formatDate(pkg.next_departure)}
                </li>
              ) : null}
              <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1">
                <Users className="size-4" aria-hidden="true" />
                {pkg.departures.length} {pkg.departures.length === 1 ? 'date' : 'dates'} open
              </li>
            </ul>
            {pkg.summary ? <p className="mt-5 text-lg leading-8 text-slate-700">{pkg.summary}</p> : null}
          </header>

          {pkg.description ? (
            <Section id="about" title="About this trip">
              <p className="leading-7 whitespace-pre-line text-slate-700">{pkg.description}</p>
            </Section>
          ) : null}

          {pkg.itinerary.length > 0 ? (
            <Section id="itinerary" title="Day by day">
              <ol className="relative space-y-6 border-l-2 border-slate-200 pl-6">
                {pkg.itinerary.map((day) => (
                  <li key={day.day} className="relative">
                    <span
                      aria-hidden="true"
                      className="absolute top-0.5 -left-[calc(2.375rem+1px)] flex size-7 items-center justify-center rounded-full bg-[var(--travel-primary)] text-xs font-bold text-[var(--travel-primary-text)]"
                    >
                      {day.day}
                    </span>
                    <h3 className="font-semibold text-slate-950">
                      Day {day.day}: {day.title}
                    </h3>
                    {day.description ? (
                      <p className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-700">
                        {day.description}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            </Section>
          ) : null}

          {pkg.inclusions.length > 0 || pkg.exclusions.length > 0 ? (
            <Section id="included" title="What’s included">
              <div className="grid gap-6 sm:grid-cols-2">
                <div>
                  <h3 className="text-sm font-semibold text-slate-950">Included</h3>
                  <ul className="mt-3 space-y-2 text-sm text-slate-700">
                    {pkg.inclusions.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
                {pkg.exclusions.length > 0 ? (
                  <div>
                    <h3 className="text-sm font-semibold text-slate-950">Not included</h3>
                    <ul className="mt-3 space-y-2 text-sm text-slate-700">
                      {pkg.exclusions.map((item) => (
                        <li key={item} className="flex gap-2">
                          <X className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                          {item}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            </Section>
          ) : null}

          <Section id="departures" title="Dates and prices">
            <Departures pkg={pkg} links={links} />
          </Section>

          <Section id="cancellation" title="Cancellation policy">
            <PolicyList policy={pkg.cancellation_policy} />
          </Section>
        </div>

        <aside aria-label="Book this trip" className="lg:sticky lg:top-24 lg:h-fit">
          <div className="rounded-3xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200">
            <FromPrice cents={pkg.from_price_cents} />
            {depositPct > 0 ? (
              <p className="mt-3 text-sm text-slate-700">
                Reserve with a <strong>{depositPct} % deposit</strong> on departures more than{' '}
                {DEPOSIT_CUTOFF_DAYS} days away; pay the rest later.
              </p>
            ) : null}
            {first ? (
              <Link
                to={links.checkout(pkg.id, first.id)}
                className={cn(ctaClasses, 'mt-5 h-12 w-full text-base')}
              >
                Book the {formatDate(first.starts_on)} departure
              </Link>
            ) : null}
            {pkg.departures.length > 1 ? (
              <a
                href="#departures"
                className="mt-3 block text-center text-sm font-semibold text-[var(--travel-ink)] hover:underline"
              >
                See all {pkg.departures.length} dates
              </a>
            ) : null}
            <ul className="mt-6 space-y-2 border-t border-slate-100 pt-5 text-sm text-slate-700">
              <li className="flex gap-2">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                Secure card payment
              </li>
              <li className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                Instant booking number and confirmation
              </li>
            </ul>
          </div>
        </aside>
      </div>
      {first ? (
        // Phones: the price and the way to the dates stay in reach while reading.
        <div className="sticky bottom-0 z-30 -mx-4 mt-10 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:-mx-6 lg:hidden">
          <FromPrice cents={pkg.from_price_cents} />
          <a href="#departures" className={cn(ctaClasses, 'h-11 px-5 text-sm')}>
            Choose dates
          </a>
        </div>
      ) : null}
    </div>
  );
}

/**
 * `/packages/:id` and `/travel/:affiliate_code/packages/:id`: photos, summary, the day-by-day
 * itinerary, what is and isn't included, every bookable departure with its price per traveller,
 * single supplement and seats left, and the cancellation policy; "Book" goes to the checkout
 * for that departure.
 */
export function PackageDetailPage({ id, code }: { id: string; code?: string }) {
  const links = travelLinks(code);
  const pkg = usePackage(id);
  useReferralTracking(isSiteCode(code) ? code : null, `/travel/${code}/packages/${id}`, {
    unlessTracked: true,
  });
  let body: ReactNode;
  if (pkg.data) body = <PackageBody pkg={pkg.data} links={links} />;
  else if (pkg.isPending)
    body = (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
        <div className="aspect-[21/9] animate-pulse rounded-3xl bg-slate-100" />
        <h1 className="sr-only">Loading trip</h1>
        <div className="mt-8 h-10 w-2/3 animate-pulse rounded bg-slate-100" />
      </div>
    );
  else if (isApiError(pkg.error) && (pkg.error.status === 404 || pkg.error.status === 400))
    body = <PackageUnavailable backTo={links.packages()} />;
  else
    body = (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="mb-6 text-3xl font-semibold text-slate-950">Trip</h1>
        <LoadError title="This trip could not be loaded" error={pkg.error} onRetry={() => pkg.refetch()} />
      </div>
    );
  return (
    <SiteFrame code={code} strict>
      {body}
    </SiteFrame>
  );
}
