/**
 * The staff side of the wellness marketplace (issue 6/8, "Manila"): specialists' review, every
 * booking with staff's interventions, members with their bookings' totals, service categories
 * and the default weekly hours.
 */
export { MarketplaceBookingsAdmin, marketplaceBookingFiltersOf } from './components/bookings-admin';
export { CategoriesAdmin } from './components/categories-admin';
export { DefaultHoursAdmin } from './components/default-hours-admin';
export { MembersAdmin, memberFiltersOf } from './components/members-admin';
export { SpecialistsAdmin, specialistFiltersOf } from './components/specialists-admin';
