/**
 * Notifications (ADR 007): the bell with its panel for every signed-in header, the one
 * preferences form, and the admins' announcements screen. Live over the user's realtime topic.
 */
export { notificationKeys } from './api/keys';
export { notificationListQuery, unreadCountQuery } from './api/notifications';
export { notificationPreferencesQuery } from './api/preferences';
export { AnnouncementsScreen } from './components/announcements-screen';
export { NotificationBell } from './components/notification-bell';
export { NotificationPreferencesForm } from './components/notification-preferences-form';
export { NotificationsPanel } from './components/notifications-panel';
export { useLiveNotifications } from './hooks/use-live-notifications';
