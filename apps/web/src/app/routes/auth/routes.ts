import { defineRoutes } from '@/config/routes';

/** Signing in and recovering an account (the marketplace sign-ins live with their areas). */
export const authRoutes = defineRoutes('auth', [
  { path: '/login', guard: 'public', title: 'Sign In', lazy: () => import('./login') },
  {
    path: '/forgot-password',
    guard: 'public',
    title: 'Forgot Password',
    lazy: () => import('./forgot-password'),
  },
  {
    path: '/reset-password',
    guard: 'public',
    title: 'Reset Password',
    lazy: () => import('./reset-password'),
  },
  {
    path: '/accept-invite',
    guard: 'public',
    title: 'Accept Invite',
    lazy: () => import('./accept-invite'),
  },
  {
    path: '/register',
    guard: 'public',
    title: 'Travel Affiliate Registration',
    lazy: () => import('./register'),
  },
]);
