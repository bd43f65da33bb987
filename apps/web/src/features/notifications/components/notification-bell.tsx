import type { Notification } from '@fundpath/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { unreadCountQuery, useMarkRead } from '../api/notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';

const loadPopover = () => import('./notifications-popover');
const NotificationsPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationsPopover })));

/**
 * The bell in every signed-in header: unread count badge, live over the realtime channel (a new
 * notification also shows a toast), and the notifications panel in a popover. The popover (Radix
 * Popover, the panel) loads on the first open, ahead of it when the bell is hovered or focused;
 * so does the toast library when a notification arrives: neither weighs on every page.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  /** The popover is rendered from the first open on. */
  const [opened, setOpened] = useState(false);
  const markRead = useMarkRead();
  const count = useQuery({ ...unreadCountQuery(), enabled: Boolean(user) }).data ?? 0;

  useLiveNotifications((n: Notification) => {
    if (open) return; // the panel shows it already
    void import('sonner').then(({ toast }) =>
      toast(n.title, {
        description: n.body || undefined,
        action: n.link
          ? {
              label: 'Open',
              onClick: () => {
                markRead.mutate(n.id);
                void navigate(n.link!);
              },
            }
          : undefined,
      }),
    );
  });

  if (!user) return null;
  const badge = count > 99 ? '99+' : String(count);
  const preload = () => void loadPopover().catch(() => {});
  const button = (
    <button
      type="button"
      aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      title="Notifications"
      className={cn(
        'relative rounded-lg p-2 text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand',
        className,
      )}
      // Until the popover is there: a button that opens it (Popover.Trigger takes over after).
      {...(opened
        ? {}
        : {
            'aria-haspopup': 'dialog' as const,
            'aria-expanded': false,
            onPointerEnter: preload,
            onFocus: preload,
            onClick: () => {
              setOpened(true);
              setOpen(true);
            },
          })}
    >
      <Bell className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-white"
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <NotificationsPopover open={open} onOpenChange={setOpen} trigger={button} />
    </Suspense>
  );
}
