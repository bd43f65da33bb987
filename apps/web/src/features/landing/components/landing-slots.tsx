import { createContext, type ReactNode, useContext } from 'react';

/**
 * What app/ lends the landing designs from other features (features don't import each other):
 * the travel design's live "Upcoming trips" comes from features/travel-storefront, loaded lazily
 * by app/routes/landing so the landing's own chunk stays small; so are the manila design's featured
 * specialists (features/marketplace-member).
 */
export interface LandingSlots {
  upcomingTrips?: ReactNode;
  /** The manila design's featured specialists (features/marketplace-member, from discovery). */
  featuredSpecialists?: ReactNode;
}

export const LandingSlotsContext = createContext<LandingSlots>({});

export const useLandingSlots = () => useContext(LandingSlotsContext);
