/**
 * The member's side of the wellness marketplace (issue 6/8): `/manila/members` (discover),
 * `/manila/specialist/:id` (profile + booking dialog), `/manila/likes` and
 * `/manila/specialist/services` (every specialist's services; `/specialist/discover` and
 * `/specialist/likes` reuse the discovery and likes parts); and its public pages
 * (issue 15): `/book` (bookable specialists), `/book/:linkCode` (one specialist's booking link,
 * booking through the same dialog) and the landing's featured specialists.
 */

export { memberMarketKeys } from './api/keys';
export { type DiscoverFilters, discoverPath } from './api/market';
export { BookDirectoryPage } from './components/book-directory-page';
export { BookingLinkPage } from './components/booking-link-page';
export type { MemberBookingCard, WithMemberCard } from './components/card-slot';
export { DiscoverPage, memberProfileHref } from './components/discover-page';
export { FeaturedSpecialists } from './components/featured-specialists';
export { ManilaAbout, ManilaHelp, ManilaPricing } from './components/info-pages';
export { LikedSpecialists, LikesPage } from './components/likes-page';
export { ServiceCataloguePage } from './components/service-catalogue-page';
export { SpecialistProfilePage } from './components/specialist-profile-page';
