import type { ServiceType } from '@fundpath/contracts/brand-defaults';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { MarketingLayout } from '@/components/layouts/marketing-layout';
import { api } from '@/lib/api-client';
import { type LandingSlots, LandingSlotsContext } from './landing-slots';

/**
 * One design per service type, each its own chunk: a visitor downloads only the landing of the
 * domain they are on (the first-page budget counts `/` with the heaviest of them, ADR 005).
 */
const landings = {
  default: lazy(() => import('./default-landing')),
  ecommerce: lazy(() => import('./ecommerce-landing')),
  travel: lazy(() => import('./travel-landing')),
  manila: lazy(() => import('./manila-landing')),
} satisfies Record<ServiceType, unknown>;

const PublishedSections = lazy(() => import('./published-sections'));

/**
 * The landing for a domain's service type, in its marketing shell. With `published` (a
 * `GET /api/brand/page` response listing sections), the brand's published sections in the shell
 * of the design they chose; the built-in design if the response fails its check.
 */
export function Landing({
  variant,
  published,
  slots = {},
}: {
  variant: ServiceType;
  published?: unknown;
  /** Sections from other features, composed in app/ (see landing-slots.tsx). */
  slots?: LandingSlots;
}) {
  const Page = landings[variant];
  const chosen = (published as { design?: string } | undefined)?.design;
  return (
    <LandingSlotsContext.Provider value={slots}>
      <MarketingLayout
        variant={landings[chosen as ServiceType] ? (chosen as ServiceType) : variant}
        showAnchors={!published}
      >
        <Suspense fallback={<div className="min-h-[70vh]" aria-busy="true" />}>
          {published ? (
            <>
              <PublishedSections page={published} fallback={<Page />} />
              {/* A travel domain shows its live trips under any published page (issue 5/8). */}
              {variant === 'travel' ? slots.upcomingTrips : null}
            </>
          ) : (
            <Page />
          )}
        </Suspense>
      </MarketingLayout>
    </LandingSlotsContext.Provider>
  );
}

/**
 * `GET /api/brand/page?page=landing` for `/` and the design previews, resolving to the response
 * when it lists sections, else null. The response is checked (hand-written parsers, no zod) in the
 * sections' own chunk, which loads only when something is published, so `/` carries just this
 * call (ADR 005 budgets). Under `['brand']`: a publish in the admin refreshes it.
 */
export function usePublishedLanding(ref: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['brand', 'landing', ref],
    // A ref is letters and digits only (parseRefCode), so it needs no encoding; the server
    // answers no-cache, so every visit asks again.
    queryFn: () =>
      api
        .get<{ sections?: unknown[] }>(`/brand/page?page=landing${ref ? `&ref=${ref}` : ''}`)
        .then((page) => (page?.sections?.length ? page : null)),
    enabled,
  });
}
