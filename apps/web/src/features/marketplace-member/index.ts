/**
 * The member's side of the wellness marketplace (issue 6/8): `/manila/members` (discover),
 * `/manila/specialist/:id` (profile + booking dialog) and `/manila/likes`.
 */

export { memberMarketKeys } from './api/keys';
export { type DiscoverFilters, discoverPath } from './api/market';
export type { MemberBookingCard, WithMemberCard } from './components/card-slot';
export { DiscoverPage } from './components/discover-page';
export { LikesPage } from './components/likes-page';
export { SpecialistProfilePage } from './components/specialist-profile-page';
