import { defineRoutes } from '@/config/routes';

/**
 * The travel storefront (spec §2 travel): an affiliate's travel site and the public package pages
 * (`/packages`, the same list and page without an affiliate), the checkout and the booking page.
 */
export const travelRoutes = defineRoutes('travel', [
  {
    path: '/travel/:affiliate_code',
    guard: 'travel',
    title: 'Travel',
    lazy: () => import('./site'),
  },
  {
    path: '/travel/:affiliate_code/packages',
    guard: 'travel',
    title: 'Travel Packages',
    lazy: () => import('./packages'),
  },
  {
    path: '/travel/:affiliate_code/packages/:id',
    guard: 'travel',
    title: 'Travel Package',
    lazy: () => import('./package'),
  },
  {
    path: '/travel/checkout/:package_id',
    guard: 'travel',
    title: 'Travel Checkout',
    lazy: () => import('./checkout'),
  },
  {
    path: '/travel/booking/:booking_number',
    guard: 'travel',
    title: 'Travel Booking',
    lazy: () => import('./booking'),
  },
  {
    path: '/packages',
    guard: 'travel',
    title: 'Travel Packages',
    lazy: () => import('./packages'),
  },
  {
    path: '/packages/:id',
    guard: 'travel',
    title: 'Travel Package',
    lazy: () => import('./package'),
  },
]);
