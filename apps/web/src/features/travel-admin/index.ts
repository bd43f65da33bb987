/** The staff side of the travel storefront (issue 5/8): packages with departures, and bookings. */
export { BookingsAdmin } from './components/bookings/bookings-admin';
export { PackagesAdmin } from './components/packages/packages-admin';
