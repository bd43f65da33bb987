import { defineRoutes } from '@/config/routes';

/** The team's daily tools (spec §2 staff), in the admin shell. */
export const staffRoutes = defineRoutes('admin', [
  { path: '/tasks', guard: 'staff', title: 'Tasks' },
  { path: '/messaging', guard: 'staff', title: 'Team Messaging' },
  { path: '/email-campaigns', guard: 'staff', title: 'Email Campaigns' },
  { path: '/analytics', guard: 'staff', title: 'Analytics' },
  { path: '/lead-pipeline', guard: 'staff', title: 'Lead Pipeline' },
  { path: '/clients', guard: 'staff', title: 'Clients' },
  {
    path: '/settings/notifications',
    guard: 'staff',
    title: 'Notification Settings',
    lazy: () => import('./notification-settings'),
  },
  { path: '/automations', guard: 'admin', title: 'Automations' },
]);
