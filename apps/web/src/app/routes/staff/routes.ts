import { defineRoutes } from '@/config/routes';

/** The team's daily tools (spec §2 staff), in the admin shell. */
export const staffRoutes = defineRoutes('admin', [
  { path: '/tasks', guard: 'staff', title: 'Tasks', lazy: () => import('./tasks') },
  { path: '/messaging', guard: 'staff', title: 'Team Messaging', lazy: () => import('./messaging') },
  {
    path: '/email-campaigns',
    guard: 'staff',
    title: 'Email Campaigns',
    lazy: () => import('./email-campaigns'),
  },
  {
    path: '/email-campaigns/segments',
    guard: 'staff',
    title: 'Campaign Segments',
    lazy: () => import('./email-campaign-segments'),
  },
  {
    path: '/email-campaigns/suppressions',
    guard: 'staff',
    title: 'Suppression List',
    lazy: () => import('./email-campaign-suppressions'),
  },
  {
    path: '/email-campaigns/new',
    guard: 'staff',
    title: 'New Campaign',
    lazy: () => import('./email-campaign'),
  },
  {
    path: '/email-campaigns/:id',
    guard: 'staff',
    title: 'Email Campaign',
    lazy: () => import('./email-campaign'),
  },
  { path: '/analytics', guard: 'staff', title: 'Analytics', lazy: () => import('./analytics') },
  {
    path: '/lead-pipeline',
    guard: 'staff',
    title: 'Lead Pipeline',
    lazy: () => import('./lead-pipeline'),
  },
  { path: '/clients', guard: 'staff', title: 'Clients', lazy: () => import('./clients') },
  { path: '/clients/:id', guard: 'staff', title: 'Client', lazy: () => import('./client-record') },
  {
    path: '/settings/notifications',
    guard: 'staff',
    title: 'Notification Settings',
    lazy: () => import('./notification-settings'),
  },
  { path: '/automations', guard: 'admin', title: 'Automations', lazy: () => import('./automations') },
]);
