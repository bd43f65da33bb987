/**
 * The public travel storefront (issue 5/8): affiliates' branded travel sites, the package list and
 * page, the checkout (card fields come from app/routes), the booking page for its holder, and the
 * travel landing's "Upcoming trips". Pages a traveller lands on keep zod off (api/wire parsers).
 */
export { BookingPage, type WithCardPayment } from './components/booking-page';
export { TravelCheckoutPage } from './components/checkout-page';
export { PackageDetailPage } from './components/package-detail-page';
export { PackageListPage } from './components/package-list-page';
export { SiteUnavailable } from './components/site-unavailable';
export { TravelSitePage } from './components/travel-site-page';
export { UpcomingTrips } from './components/upcoming-trips';
export type { TravelCardPayment } from './types';
