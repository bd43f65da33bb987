import type { ServiceType } from '@fundpath/contracts/brand-defaults';
import type { PageSection } from '@fundpath/contracts/pages';
import { lazy, Suspense } from 'react';
import { MarketingLayout } from '@/components/layouts/marketing-layout';
import { PageSections } from './page-sections';

/**
 * One design per service type, each its own chunk: a visitor downloads only the landing of the
 * domain they are on (the first-page budget counts `/` with the heaviest of them, ADR 005).
 */
export const landingLoaders = {
  default: () => import('./default-landing').then((m) => ({ default: m.DefaultLanding })),
  ecommerce: () => import('./ecommerce-landing').then((m) => ({ default: m.EcommerceLanding })),
  travel: () => import('./travel-landing').then((m) => ({ default: m.TravelLanding })),
  manila: () => import('./manila-landing').then((m) => ({ default: m.ManilaLanding })),
} satisfies Record<ServiceType, () => Promise<{ default: () => React.JSX.Element }>>;

const landings = {
  default: lazy(landingLoaders.default),
  ecommerce: lazy(landingLoaders.ecommerce),
  travel: lazy(landingLoaders.travel),
  manila: lazy(landingLoaders.manila),
} satisfies Record<ServiceType, unknown>;

/** The landing for a domain's service type, in its marketing shell. */
export function Landing({ variant }: { variant: ServiceType }) {
  const Page = landings[variant];
  return (
    <MarketingLayout variant={variant} showAnchors>
      <Suspense fallback={<div className="min-h-[70vh]" aria-busy="true" />}>
        <Page />
      </Suspense>
    </MarketingLayout>
  );
}

/** A landing an admin published (`GET /api/brand/page`), framed by the chosen design's shell. */
export function PublishedLanding({
  design,
  sections,
}: {
  design: ServiceType;
  sections: readonly PageSection[];
}) {
  return (
    <MarketingLayout variant={design}>
      <PageSections sections={sections} />
    </MarketingLayout>
  );
}
