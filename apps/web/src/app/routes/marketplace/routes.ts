import { defineRoutes } from '@/config/routes';

/** The Manila wellness marketplace: a few pages open to visitors, the rest for signed-in users. */
export const marketplaceRoutes = defineRoutes('manila', [
  {
    path: '/manila/login',
    guard: 'public',
    title: 'Manila Sign In',
    lazy: () => import('../auth/marketplace-login'),
  },
  { path: '/manila/signup', guard: 'public', title: 'Join Manila', lazy: () => import('./signup') },
  {
    path: '/manila/affiliate/login',
    guard: 'public',
    title: 'Affiliate Sign In',
    lazy: () => import('../auth/marketplace-login'),
  },
  {
    path: '/manila/affiliate/signup',
    guard: 'public',
    title: 'Become an Affiliate',
    lazy: () => import('./affiliate-signup'),
  },
  { path: '/manila/pricing', guard: 'public', title: 'Pricing', lazy: () => import('./pricing') },
  { path: '/manila/about', guard: 'public', title: 'About Manila', lazy: () => import('./about') },
  { path: '/manila/help', guard: 'public', title: 'Help Center', lazy: () => import('./help') },
  {
    path: '/manila/affiliate/dashboard',
    guard: 'manila',
    title: 'Affiliate Dashboard',
    lazy: () => import('./affiliate-dashboard'),
  },
  {
    path: '/manila/members',
    guard: 'manila',
    title: 'Members',
    lazy: () => import('./members'),
  },
  {
    path: '/manila/likes',
    guard: 'manila',
    title: 'Likes',
    lazy: () => import('./likes'),
  },
  { path: '/manila/messages', guard: 'manila', title: 'Messages', lazy: () => import('./messages') },
  { path: '/manila/chat/:roomId', guard: 'manila', title: 'Chat', lazy: () => import('./chat') },
  {
    path: '/manila/notification-settings',
    guard: 'manila',
    title: 'Notification Settings',
    lazy: () => import('./notification-settings'),
  },
  { path: '/manila/settings', guard: 'manila', title: 'Settings', lazy: () => import('./settings') },
  {
    path: '/manila/specialist/:id',
    guard: 'manila',
    title: 'Specialist Profile',
    lazy: () => import('./specialist-profile'),
  },
  { path: '/manila/chat-test', guard: 'manila', title: 'Chat Test', lazy: () => import('./chat-test') },
  {
    path: '/manila/specialist/services',
    guard: 'manila',
    title: 'Specialist Services',
    lazy: () => import('./specialist-services'),
  },
  { path: '/manila/commissions', guard: 'manila', title: 'Commissions', lazy: () => import('./commissions') },
  {
    path: '/manila/bookings',
    guard: 'manila',
    title: 'Bookings',
    lazy: () => import('./member-bookings'),
  },
  {
    path: '/manila/member/bookings',
    guard: 'manila',
    title: 'My Bookings',
    lazy: () => import('./member-bookings'),
  },
  {
    path: '/manila/member/payments',
    guard: 'manila',
    title: 'My Payments',
    lazy: () => import('./member-payments'),
  },
  {
    path: '/manila/shared/profile-edit',
    guard: 'manila',
    title: 'Edit Profile',
    lazy: () => import('./profile-edit'),
  },
  {
    path: '/manila/shared/notifications',
    guard: 'manila',
    title: 'Notifications',
    lazy: () => import('./notification-settings'),
  },
  {
    path: '/manila/shared/security',
    guard: 'manila',
    title: 'Security',
    lazy: () => import('./security'),
  },
]);
