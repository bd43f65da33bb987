import { lazy, Suspense } from 'react';
import type { LandingSlots } from '@/features/landing';

// Its own chunk, loaded only when the travel design renders it: `/` keeps its first-page budget.
const UpcomingTrips = lazy(() =>
  import('@/features/travel-storefront').then((m) => ({ default: m.UpcomingTrips })),
);

// Likewise for the manila design: discovery's cards load with it, not with every landing.
const FeaturedSpecialists = lazy(() =>
  import('@/features/marketplace-member').then((m) => ({ default: m.FeaturedSpecialists })),
);

/** Sections the landing designs borrow from other features (composed here, in app/). */
export const landingSlots: LandingSlots = {
  upcomingTrips: (
    <Suspense fallback={<div className="min-h-80" aria-busy="true" />}>
      <UpcomingTrips />
    </Suspense>
  ),
  featuredSpecialists: (
    <Suspense fallback={<div className="min-h-32" aria-busy="true" />}>
      <FeaturedSpecialists />
    </Suspense>
  ),
};
