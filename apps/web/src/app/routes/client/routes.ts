import { defineRoutes } from '@/config/routes';

/** The client's own pages, in the client shell with the bottom navigation (spec §2 Client). */
export const clientRoutes = defineRoutes('client', [
  {
    path: '/dashboard',
    guard: 'client',
    title: 'Coaching Dashboard',
    lazy: () => import('../coaching/dashboard'),
  },
  {
    path: '/coach/setup',
    guard: 'client',
    title: 'Website Setup',
    lazy: () => import('./coach-setup'),
  },
  // The website's other screens (issue 17): the bottom bar's "Website" is active on /coach/*.
  {
    path: '/coach/pages/:pageId',
    guard: 'client',
    title: 'Edit Website Page',
    lazy: () => import('./coach-page'),
  },
  {
    path: '/coach/settings',
    guard: 'client',
    title: 'Website Settings',
    lazy: () => import('./coach-settings'),
  },
  { path: '/coach/booking', guard: 'client', title: 'Booking Links', lazy: () => import('./coach-booking') },
  { path: '/coach/leads', guard: 'client', title: 'Website Leads', lazy: () => import('./coach-leads') },
  { path: '/my-store', guard: 'client', title: 'My Store', lazy: () => import('../commerce/my-store') },
  // Earner pages: clients and registered travel affiliates (issue 5/8).
  {
    path: '/my-travel-site',
    guard: 'earner',
    title: 'My Travel Site',
    lazy: () => import('./my-travel-site'),
  },
  // Spec §2 lists these twice: unguarded store-owner pages and client-only "with layout".
  // One table entry per path; the client definition (which the bottom nav marks active) wins.
  { path: '/client/products', guard: 'client', title: 'My Products', lazy: () => import('./products') },
  { path: '/client/orders', guard: 'client', title: 'My Orders', lazy: () => import('./orders') },
  {
    path: '/commission-dashboard',
    guard: 'earner',
    title: 'Commission Dashboard',
    lazy: () => import('./commission-dashboard'),
  },
  { path: '/my-journey', guard: 'client', title: 'My Journey', lazy: () => import('../coaching/my-journey') },
  { path: '/client/profile', guard: 'client', title: 'My Profile' },
  {
    path: '/client/application',
    guard: 'client',
    title: 'My Application',
    lazy: () => import('../coaching/application'),
  },
  {
    path: '/client/support',
    guard: 'client',
    title: 'Support',
    lazy: () => import('../support/support-desk'),
  },
  { path: '/client-center', guard: 'client', title: 'Client Center', lazy: () => import('./client-center') },
  // Not in the spec's route list, but the bottom navigation bar links to them.
  { path: '/commissions', guard: 'earner', title: 'Commissions', lazy: () => import('./commissions') },
  { path: '/marketing', guard: 'client', title: 'Marketing', lazy: () => import('./marketing') },
]);
