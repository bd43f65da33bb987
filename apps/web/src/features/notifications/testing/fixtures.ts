import type { Notification, NotificationPreference } from '@fundpath/contracts/notifications';

let seq = 0;

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  seq += 1;
  return {
    id: `n${seq}`,
    type: 'ticket.replied',
    title: `Notification ${seq}`,
    body: `Body ${seq}`,
    link: null,
    data: {},
    read_at: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export const listBody = (
  notifications: Notification[],
  unread = notifications.filter((n) => !n.read_at).length,
) => ({
  body: { status: 'success', notifications, unread_count: unread, next_cursor: null },
});

export const unreadBody = (count: number) => ({ body: { status: 'success', unread_count: count } });

export const preferencesBody = (preferences: NotificationPreference[]) => ({
  body: { status: 'success', preferences },
});
