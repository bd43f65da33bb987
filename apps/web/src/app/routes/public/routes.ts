import { defineRoutes } from '@/config/routes';

/** Spec §2 Public: the landing, its previews and the store-owner pages, open to everyone. */
export const publicRoutes = defineRoutes('public', [
  { path: '/', guard: 'public', title: 'Home', layout: 'landing', lazy: () => import('../landing/home') },
  {
    path: '/ref/:code',
    guard: 'public',
    title: 'Home',
    layout: 'landing',
    lazy: () => import('../landing/ref'),
  },
  {
    path: '/preview/design-1',
    guard: 'public',
    title: 'Design Preview 1',
    layout: 'landing',
    lazy: () => import('../landing/preview'),
  },
  {
    path: '/preview/design-2',
    guard: 'public',
    title: 'Design Preview 2',
    layout: 'landing',
    lazy: () => import('../landing/preview'),
  },
  {
    path: '/preview/design-3',
    guard: 'public',
    title: 'Design Preview 3',
    layout: 'landing',
    lazy: () => import('../landing/preview'),
  },
  {
    path: '/preview/design-4',
    guard: 'public',
    title: 'Design Preview 4',
    layout: 'landing',
    lazy: () => import('../landing/preview'),
  },
  {
    path: '/manila-preview',
    guard: 'public',
    title: 'Manila Preview',
    layout: 'landing',
    lazy: () => import('../landing/preview'),
  },
  {
    path: '/wellness',
    guard: 'public',
    title: 'Wellness',
    layout: 'landing',
    lazy: () => import('../landing/preview'),
  },
  // Store-owner pages, unguarded per spec §2 (Public).
  {
    path: '/client/dashboard',
    guard: 'public',
    title: 'Store Dashboard',
    lazy: () => import('../commerce/store-dashboard'),
  },
  {
    path: '/client/customers',
    guard: 'public',
    title: 'Store Customers',
    lazy: () => import('./client-customers'),
  },
  {
    path: '/client/settings',
    guard: 'public',
    title: 'Store Settings',
    lazy: () => import('../commerce/store-settings'),
  },
  {
    path: '/client/analytics',
    guard: 'public',
    title: 'Store Analytics',
    lazy: () => import('../commerce/store-analytics'),
  },
  {
    path: '/credit-report-test',
    guard: 'public',
    title: 'Credit Report Test',
    lazy: () => import('../credit/credit-report-test'),
  },
  {
    path: '/credit-report-offline-test',
    guard: 'public',
    title: 'Credit Report Offline Test',
    lazy: () => import('../credit/credit-report-offline-test'),
  },
  // The marketplace's public booking pages (issue 15), in its look; the staff calendar of issue 7/8
  // will answer /book/{linkCode} too, through this one entry.
  {
    path: '/book/:linkCode',
    guard: 'public',
    title: 'Book an Appointment',
    layout: 'manila',
    lazy: () => import('../marketplace/book-link'),
  },
  {
    path: '/book',
    guard: 'public',
    title: 'Book a Session',
    layout: 'manila',
    lazy: () => import('../marketplace/book'),
  },
  {
    path: '/referrals',
    guard: 'public',
    title: 'Referrals',
    layout: 'manila',
    lazy: () => import('./referrals'),
  },
  {
    path: '/test-client-center',
    guard: 'public',
    title: 'Client Center (Test)',
    lazy: () => import('./test-client-center'),
  },
  // A coach's published website (issue 17), in its own frame; the server renders it first.
  { path: '/site/:slug', guard: 'public', title: 'Website', layout: 'landing', lazy: () => import('./site') },
  {
    path: '/site/:slug/:pageSlug',
    guard: 'public',
    title: 'Website',
    layout: 'landing',
    lazy: () => import('./site'),
  },
  // A signature request's link: the token in the query is the recipient's credential.
  { path: '/sign', guard: 'public', title: 'Sign a Contract', lazy: () => import('./sign') },
  // The footer link of every campaign e-mail: the signed token is the credential (issue 8/8).
  {
    path: '/unsubscribe/:token',
    guard: 'public',
    title: 'Unsubscribe',
    lazy: () => import('./unsubscribe'),
  },
]);
