import { defineRoutes } from '@/config/routes';

/** Pages any signed-in user (or staff and clients) opens in their own shell. */
export const accountRoutes = defineRoutes('account', [
  {
    path: '/proactive-ai',
    guard: 'authenticated',
    title: 'Proactive AI',
    lazy: () => import('../ai/proactive-ai'),
  },
  {
    path: '/documents',
    guard: 'authenticated',
    title: 'Documents',
    lazy: () => import('./documents'),
  },
  {
    path: '/{product}-funding-report',
    guard: 'authenticated',
    title: 'Funding Report',
    segmentSuffix: '-funding-report',
    lazy: () => import('../credit/funding-report'),
  },
  {
    path: '/calendar',
    guard: 'staff-and-client',
    title: 'Calendar',
    lazy: () => import('./calendar'),
  },
  {
    path: '/settings/ai-preferences',
    guard: 'staff-and-client',
    title: 'AI Preferences',
    lazy: () => import('../ai/ai-preferences'),
  },
]);
