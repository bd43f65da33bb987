import { z } from 'zod';
import { type Role, roles, staffRoles } from './roles';

/**
 * Notifications (issue 2/8, ADR 007): the one catalogue of event types the platform notifies
 * about. The server decides who gets what from it, the preferences form renders every type the
 * signed-in user can receive from it, and defaults come from here when a user has chosen nothing.
 */
export const notificationTypes = [
  'ticket.replied',
  'ticket.assigned',
  'ticket.status_changed',
  'step.submitted',
  'step.approved',
  'step.sent_back',
  'credit.report_pulled',
  'order.paid',
  'marketplace.specialist_reviewed',
  'marketplace.booking_requested',
  'marketplace.booking_updated',
  'marketplace.booking_reminder',
  'marketplace.chat_message',
  'client.mentioned',
  'document.shared',
  'team_chat.mention',
  'team_chat.direct',
  'staff_task.assigned',
  'staff_task.due',
  'calendar.booking',
  'site.lead',
  'automation.message',
  'announcement',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export interface NotificationTypeInfo {
  label: string;
  description: string;
  /** Defaults while the user has not saved a preference for this type. */
  defaults: { in_app: boolean; email: boolean };
  /** Roles that can receive it (admins count as every staff role). */
  audience: readonly Role[];
}

const STAFF_AND_CLIENT: readonly Role[] = [...staffRoles, 'client'];

export const NOTIFICATION_TYPES: Record<NotificationType, NotificationTypeInfo> = {
  'ticket.replied': {
    label: 'Ticket replies',
    description: 'Someone replied to a support ticket you opened or are assigned to.',
    defaults: { in_app: true, email: true },
    audience: STAFF_AND_CLIENT,
  },
  'ticket.assigned': {
    label: 'Ticket assignments',
    description: 'A support ticket was assigned to you.',
    defaults: { in_app: true, email: true },
    audience: staffRoles,
  },
  'ticket.status_changed': {
    label: 'Ticket status changes',
    description: 'The status of one of your support tickets changed.',
    defaults: { in_app: true, email: false },
    audience: STAFF_AND_CLIENT,
  },
  'step.submitted': {
    label: 'Steps waiting for approval',
    description:
      'A client submitted a journey step for approval (sent to admins, the steps team and staff who approve steps).',
    defaults: { in_app: true, email: false },
    // Any staff member may be granted `journey.approve`; the server picks the approvers.
    audience: staffRoles,
  },
  'step.approved': {
    label: 'Step approved',
    description: 'Your coach approved a journey step you submitted.',
    defaults: { in_app: true, email: true },
    audience: ['client'],
  },
  'step.sent_back': {
    label: 'Step sent back',
    description: 'Your coach sent a journey step back to you with a note.',
    defaults: { in_app: true, email: true },
    audience: ['client'],
  },
  'credit.report_pulled': {
    label: 'Credit report pulled',
    description: 'A new credit report was pulled for you, with its funding decision.',
    defaults: { in_app: true, email: false },
    audience: ['client'],
  },
  'order.paid': {
    label: 'New store orders',
    description: 'A buyer paid for an order in your store.',
    defaults: { in_app: true, email: true },
    audience: ['client'],
  },
  'marketplace.specialist_reviewed': {
    label: 'Profile review',
    description: 'An admin approved, rejected, suspended or reinstated your specialist profile.',
    defaults: { in_app: true, email: true },
    audience: ['specialist'],
  },
  'marketplace.booking_requested': {
    label: 'Booking requests',
    description: 'A member asked for a session and waits for your answer.',
    defaults: { in_app: true, email: true },
    audience: ['specialist'],
  },
  'marketplace.booking_updated': {
    label: 'Booking updates',
    description: 'A booking was confirmed, declined, moved, cancelled or expired.',
    defaults: { in_app: true, email: true },
    audience: ['member', 'specialist'],
  },
  'marketplace.booking_reminder': {
    label: 'Booking reminders',
    description: 'A reminder a day and an hour before a confirmed session, with a calendar invite.',
    defaults: { in_app: true, email: true },
    audience: ['member', 'specialist'],
  },
  'marketplace.chat_message': {
    label: 'Chat messages',
    description: 'A new message in one of your chats (at most one notice per chat every few minutes).',
    defaults: { in_app: true, email: false },
    audience: ['member', 'specialist'],
  },
  'client.mentioned': {
    label: 'Mentions in client notes',
    description: 'A colleague mentioned you in a note on a client record.',
    defaults: { in_app: true, email: true },
    audience: staffRoles,
  },
  'team_chat.mention': {
    label: 'Mentions in team messaging',
    description: 'A colleague mentioned you with @ in a channel or a direct message.',
    defaults: { in_app: true, email: false },
    audience: staffRoles,
  },
  'team_chat.direct': {
    label: 'Direct messages',
    description: 'A colleague wrote to you directly (at most one notice per conversation every few minutes).',
    defaults: { in_app: true, email: false },
    audience: staffRoles,
  },
  'staff_task.assigned': {
    label: 'Task assignments',
    description: 'A colleague assigned a staff task to you.',
    defaults: { in_app: true, email: true },
    audience: staffRoles,
  },
  'staff_task.due': {
    label: 'Task due reminders',
    description: 'A staff task assigned to you (or created by you, when unassigned) is due today.',
    defaults: { in_app: true, email: false },
    audience: staffRoles,
  },
  'calendar.booking': {
    label: 'Calendar bookings',
    description:
      'Someone booked, rescheduled or cancelled a meeting through your booking link, or with your coach.',
    defaults: { in_app: true, email: true },
    audience: STAFF_AND_CLIENT,
  },
  'site.lead': {
    label: 'Website messages',
    description: 'A visitor sent the contact form on your website (they are in your website leads).',
    defaults: { in_app: true, email: true },
    audience: ['client'],
  },
  'document.shared': {
    label: 'Shared documents',
    description: 'Our team shared a document with you (it is in Documents, under "Shared with you").',
    defaults: { in_app: true, email: true },
    audience: ['client'],
  },
  'automation.message': {
    label: 'Automated messages',
    description: 'Messages and reminders our automations send you (next steps, nudges, follow-ups).',
    defaults: { in_app: true, email: false },
    audience: STAFF_AND_CLIENT,
  },
  announcement: {
    label: 'Announcements',
    description: 'News and announcements from the FundPath team.',
    defaults: { in_app: true, email: false },
    audience: roles,
  },
};

/** The types a user of `role` can receive, in catalogue order (admins: every staff type). */
export function notificationTypesFor(role: Role): NotificationType[] {
  return notificationTypes.filter((type) => {
    const audience = NOTIFICATION_TYPES[type].audience;
    return audience.includes(role) || (role === 'admin' && audience.some((r) => r !== 'client'));
  });
}

const success = z.literal('success');

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  /** An in-app path (`/client/support?ticket=…`), or null. */
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_MAX = 50;
export const notificationListQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** `next_cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  status: success,
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;
export const unreadCountResponseSchema = z.object({ status: success, unread_count: z.number().int() });
export const notificationReadResponseSchema = z.object({
  status: success,
  notification: notificationSchema,
  unread_count: z.number().int(),
});
export const notificationsReadAllResponseSchema = z.object({
  status: success,
  updated: z.number().int(),
  unread_count: z.number().int(),
});

export const notificationPreferenceSchema = z.object({
  type: notificationTypeSchema,
  in_app: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferencesResponseSchema = z.object({
  status: success,
  /** Every type the user can receive, with their choice or the type's defaults. */
  preferences: z.array(notificationPreferenceSchema),
});
export const updateNotificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).min(1).max(notificationTypes.length),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

// ---- announcements (admin) ----------------------------------------------------------------

export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 2_000;
export const announcementAudiences = ['all', ...roles] as const;
export const announcementAudienceSchema = z.enum(announcementAudiences);
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

/** How far ahead an announcement may be scheduled. */
export const ANNOUNCEMENT_SCHEDULE_MAX_DAYS = 90;

export const newAnnouncementSchema = z.object({
  audience: announcementAudienceSchema,
  title: z.string().trim().min(1, 'A title is required').max(ANNOUNCEMENT_TITLE_MAX),
  body: z.string().trim().min(1, 'A message is required').max(ANNOUNCEMENT_BODY_MAX),
  /** An in-app path such as `/client/journey`; no external links. */
  link: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s]*$/, 'Use an in-app path starting with /')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Deliver at this time (ISO 8601 with an offset) instead of now; the server refuses a time in
   * the past or more than {@link ANNOUNCEMENT_SCHEDULE_MAX_DAYS} days ahead.
   */
  send_at: z.iso.datetime({ offset: true }).optional(),
});
export type NewAnnouncement = z.input<typeof newAnnouncementSchema>;

/** scheduled → sending (its job claimed it) → sent; a scheduled one can be canceled. */
export const announcementStatuses = ['scheduled', 'sending', 'sent', 'canceled'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

export const announcementSchema = z.object({
  id: z.string(),
  audience: announcementAudienceSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  sender_name: z.string().nullable(),
  recipients: z.number().int(),
  read_count: z.number().int(),
  status: z.enum(announcementStatuses),
  /** The scheduled time; null for one sent at once. */
  send_at: z.string().nullable(),
  /** When delivery began. */
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementResponseSchema = z.object({ status: success, announcement: announcementSchema });
export const announcementListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const announcementListResponseSchema = z.object({
  status: success,
  announcements: z.array(announcementSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

// ---- realtime (topic `user:<id>`) ---------------------------------------------------------

/** Pushed on the user's own topic when a notification arrives: the row and the new count. */
export const NOTIFICATION_CREATED_EVENT = 'notification.created';
/** Pushed when notifications were marked read (another tab, or read-all): the new count. */
export const NOTIFICATIONS_READ_EVENT = 'notifications.read';
export const notificationCreatedEventSchema = z.object({
  notification: notificationSchema.optional(),
  unread_count: z.number().int(),
});
export const notificationsReadEventSchema = z.object({ unread_count: z.number().int() });
