import type { Notification } from '@fundpath/contracts/notifications';
import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { unreadCountQuery, useMarkRead } from '../api/notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { NotificationsPanel } from './notifications-panel';

/**
 * The bell in every signed-in header: unread count badge, live over the realtime channel (a new
 * notification also shows a toast), and the notifications panel in a popover.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const markRead = useMarkRead();
  const count = useQuery({ ...unreadCountQuery(), enabled: Boolean(user) }).data ?? 0;

  useLiveNotifications((n: Notification) => {
    if (open) return; // the panel shows it already
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
    });
  });

  if (!user) return null;
  const badge = count > 99 ? '99+' : String(count);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
          title="Notifications"
          className={cn(
            'relative rounded-lg p-2 text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand',
            className,
          )}
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
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10"
        >
          <NotificationsPanel onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
