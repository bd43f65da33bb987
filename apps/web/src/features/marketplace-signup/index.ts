/**
 * Joining the wellness marketplace (issue 6/8): `/specialist/signup` (account + profile),
 * `/specialist/contract` (read and e-sign the specialist agreement; the profile then waits for
 * an admin's review), `/specialist/profile-settings` (the same profile fields, later), the listing
 * status card of `/specialist/discover` and `/manila/signup` (member accounts).
 */
export { useOwnProfile } from './api/signup';
export { ListingStatusCard } from './components/listing-status-card';
export { MemberSignup } from './components/member-signup';
export { listOf } from './components/profile-fields';
export { ProfileSettings } from './components/profile-settings';
export { SpecialistContractPage } from './components/specialist-contract';
export { SpecialistSignup } from './components/specialist-signup';
