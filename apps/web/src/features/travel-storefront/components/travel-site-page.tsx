import { ArrowDown, BadgeCheck, CalendarCheck, CreditCard, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { isApiError } from '@/lib/api-client';
import { useReferralTracking } from '@/lib/referrals';
import { isSiteCode, useSite } from '../api/site';
import { travelLinks } from '../utils/links';
import { PackageBrowser } from './package-browser';
import { PackageGrid, PackageImage } from './package-card';
import { SiteUnavailable } from './site-unavailable';
import { AdvisorAvatar, TravelTheme } from './travel-theme';

const TRUST: ReadonlyArray<{ icon: typeof ShieldCheck; title: string; text: string }> = [
  { icon: ShieldCheck, title: 'Secure payment', text: 'Card details go straight to the payment provider.' },
  { icon: CalendarCheck, title: 'Reserve with a deposit', text: 'On most trips, pay the rest later.' },
  { icon: BadgeCheck, title: 'Clear cancellation terms', text: 'Every trip shows its refund policy.' },
  { icon: CreditCard, title: 'Your own booking page', text: 'A booking number to come back to.' },
];

export function TrustSignals({ className }: { className?: string }) {
  return (
    <ul className={className ?? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4'}>
      {TRUST.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-[var(--travel-primary)] text-[var(--travel-primary-text)]">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <span className="text-sm">
            <span className="block font-semibold text-slate-900">{title}</span>
            <span className="text-slate-600">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>;
}

/**
 * `/travel/:affiliate_code`: the affiliate's branded travel site (their name, photo, bio and
 * colours, the packages they feature), then every trip. The visit is tracked once per page view
 * (`POST /api/referrals/track`), which sets the attribution cookie; an unknown or suspended code
 * is a friendly page, not an error.
 */
export function TravelSitePage({ code }: { code: string | undefined }) {
  const valid = isSiteCode(code);
  useReferralTracking(valid ? code : null, `/travel/${code ?? ''}`);
  const site = useSite(code);
  const links = travelLinks(code);

  if (!valid || (site.isError && isApiError(site.error) && site.error.status === 404))
    return <SiteUnavailable />;
  if (site.isError)
    return (
      <Shell>
        <div className="py-16">
          <h1 className="mb-6 text-3xl font-semibold text-slate-950">Travel</h1>
          <LoadError
            title="This travel site could not be loaded"
            error={site.error}
            onRetry={() => site.refetch()}
          />
        </div>
      </Shell>
    );
  if (site.isPending)
    return (
      <div aria-busy="true">
        <div className="h-[26rem] animate-pulse bg-slate-200">
          <h1 className="sr-only">Loading travel site</h1>
        </div>
      </div>
    );

  const s = site.data;
  const hero = s.featured.find((p) => p.image)?.image ?? null;
  return (
    <TravelTheme site={s}>
      <section aria-labelledby="site-title" className="relative isolate overflow-hidden bg-slate-950">
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          {hero ? (
            <PackageImage src={hero} eager className="size-full opacity-60" />
          ) : (
            <div className="size-full bg-[var(--travel-primary)]" />
          )}
          <div className="absolute inset-0 bg-gradient-to-t from-slate-950 via-slate-950/60 to-slate-950/20" />
        </div>
        <Shell>
          <div className="flex min-h-[26rem] flex-col justify-end gap-6 py-14 sm:min-h-[30rem] sm:py-20">
            <div className="flex items-center gap-4">
              <AdvisorAvatar site={s} className="size-16 text-xl ring-4 ring-white/80 sm:size-20" />
              <p className="text-sm font-medium text-white/90">
                Your travel advisor
                <span className="block text-xs text-white/75">Trips hand-picked and bookable here</span>
              </p>
            </div>
            <h1
              id="site-title"
              className="max-w-3xl text-4xl font-semibold tracking-tight text-balance text-white sm:text-6xl"
            >
              {s.display_name}
            </h1>
            {s.bio ? (
              <p className="max-w-2xl text-lg leading-8 whitespace-pre-line text-pretty text-white/90">
                {s.bio}
              </p>
            ) : null}
            <div>
              <a
                href="#trips"
                className="inline-flex h-12 items-center gap-2 rounded-xl bg-[var(--travel-accent)] px-6 text-base font-semibold text-[var(--travel-accent-text)] shadow-lg transition hover:brightness-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Find your trip
                <ArrowDown className="size-4" aria-hidden="true" />
              </a>
            </div>
          </div>
        </Shell>
      </section>

      <div className="border-b border-slate-200 bg-white py-8">
        <Shell>
          <h2 className="sr-only">Why book here</h2>
          <TrustSignals />
        </Shell>
      </div>

      {s.featured.length > 0 ? (
        <section aria-labelledby="featured-title" className="bg-slate-50 py-14">
          <Shell>
            <h2 id="featured-title" className="text-3xl font-semibold tracking-tight text-slate-950">
              Featured by {s.display_name}
            </h2>
            <p className="mt-2 text-slate-600">Trips {s.display_name} recommends right now.</p>
            <div className="mt-8">
              <PackageGrid packages={s.featured} linkFor={links.package} headingLevel="h3" />
            </div>
          </Shell>
        </section>
      ) : null}

      <div className="py-14">
        <Shell>
          <PackageBrowser id="trips" links={links} title="All trips" titleAs="h2" />
        </Shell>
      </div>
    </TravelTheme>
  );
}
