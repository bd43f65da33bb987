import { defineRoutes } from '@/config/routes';

/** The wellness specialists' side of the marketplace (spec §2 specialist). */
export const specialistRoutes = defineRoutes('specialist', [
  { path: '/specialist', guard: 'public', title: 'Specialist', redirectTo: '/specialist/discover' },
  {
    path: '/specialist/login',
    guard: 'public',
    title: 'Specialist Sign In',
    lazy: () => import('../auth/marketplace-login'),
  },
  {
    path: '/specialist/signup',
    guard: 'public',
    title: 'Become a Specialist',
    lazy: () => import('./signup'),
  },
  {
    path: '/specialist/contract',
    guard: 'public',
    title: 'Specialist Contract',
    lazy: () => import('./contract'),
  },
  {
    path: '/specialist/discover',
    guard: 'specialist',
    title: 'Discover',
    lazy: () => import('./discover'),
  },
  {
    path: '/specialist/messages',
    guard: 'specialist',
    title: 'Messages',
    lazy: () => import('./messages'),
  },
  {
    path: '/specialist/chat/:roomId',
    guard: 'specialist',
    title: 'Chat',
    lazy: () => import('./chat'),
  },
  { path: '/specialist/likes', guard: 'specialist', title: 'Likes', lazy: () => import('./likes') },
  {
    path: '/specialist/settings',
    guard: 'specialist',
    title: 'Settings',
    lazy: () => import('../marketplace/settings'),
  },
  {
    path: '/specialist/dashboard',
    guard: 'specialist',
    title: 'Specialist Dashboard',
    lazy: () => import('./dashboard'),
  },
  {
    path: '/specialist/commissions',
    guard: 'specialist',
    title: 'Commissions',
    lazy: () => import('./commissions'),
  },
  {
    path: '/specialist/qr-marketing',
    guard: 'specialist',
    title: 'QR Marketing',
    lazy: () => import('./qr-marketing'),
  },
  {
    path: '/specialist/services',
    guard: 'specialist',
    title: 'My Services',
    lazy: () => import('./services'),
  },
  {
    path: '/specialist/availability',
    guard: 'specialist',
    title: 'Availability',
    lazy: () => import('./availability'),
  },
  {
    path: '/specialist/profile-settings',
    guard: 'specialist',
    title: 'Profile Settings',
    lazy: () => import('./profile-settings'),
  },
  {
    path: '/specialist/analytics',
    guard: 'specialist',
    title: 'Specialist Analytics',
    lazy: () => import('./analytics'),
  },
  {
    path: '/specialist/appointments',
    guard: 'specialist',
    title: 'Appointments',
    lazy: () => import('./appointments'),
  },
]);
