/**
 * The member's side of the wellness marketplace (issue 6/8): `/manila/members` (discover),
 * `/manila/specialist/:id` (profile + booking dialog) and `/manila/likes`; and its public pages
 * (issue 15): `/book` (bookable specialists), `/book/:linkCode` (one specialist's booking link,
 * booking through the same dialog) and the landing's featured specialists.
 */

export { memberMarketKeys } from './api/keys';
export { type DiscoverFilters, discoverPath } from './api/market';
export { BookDirectoryPage } from './components/book-directory-page';
export { BookingLinkPage } from './components/booking-link-page';
export type { MemberBookingCard, WithMemberCard } from './components/card-slot';
export { DiscoverPage } from './components/discover-page';
export { FeaturedSpecialists } from './components/featured-specialists';
export { ManilaAbout, ManilaHelp, ManilaPricing } from './components/info-pages';
export { LikesPage } from './components/likes-page';
export { SpecialistProfilePage } from './components/specialist-profile-page';
