import { defineRoutes } from '@/config/routes';

/** An affiliate's travel site (spec §2 travel). */
export const travelRoutes = defineRoutes('travel', [
  { path: '/travel/:affiliate_code', guard: 'travel', title: 'Travel' },
  { path: '/travel/:affiliate_code/packages', guard: 'travel', title: 'Travel Packages' },
  { path: '/travel/:affiliate_code/packages/:id', guard: 'travel', title: 'Travel Package' },
  { path: '/travel/checkout/:package_id', guard: 'travel', title: 'Travel Checkout' },
  { path: '/travel/booking/:booking_number', guard: 'travel', title: 'Travel Booking' },
]);
