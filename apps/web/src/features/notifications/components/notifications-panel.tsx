import type { Notification } from '@fundpath/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { notificationListQuery, useMarkAllRead, useMarkRead } from '../api/notifications';
import { notificationSettingsPath } from '../utils/settings-path';

/**
 * The list behind the bell: newest first, unread ones marked; a click marks it read and opens its
 * link. "Mark all read" clears the badge. `onNavigate` closes the surrounding popover.
 */
export function NotificationsPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useQuery(notificationListQuery(unreadOnly ? { unread: true } : {}));
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = list.data?.unread_count ?? 0;
  const settings = notificationSettingsPath(user);

  const open = (n: Notification) => {
    if (!n.read_at) markRead.mutate(n.id);
    if (n.link) {
      onNavigate?.();
      void navigate(n.link);
    }
  };

  return (
    <section aria-labelledby="notifications-heading" className="flex max-h-[min(32rem,80dvh)] flex-col">
      <header className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 id="notifications-heading" className="text-sm font-semibold text-slate-900">
          Notifications
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          leftIcon={<CheckCheck className="size-4" aria-hidden="true" />}
        >
          Mark all read
        </Button>
      </header>
      <div className="flex gap-1 px-4 pt-2" role="group" aria-label="Show">
        {[
          [false, 'All'],
          [true, `Unread${unread ? ` (${unread})` : ''}`],
        ].map(([value, label]) => (
          <button
            key={String(value)}
            type="button"
            aria-pressed={unreadOnly === value}
            onClick={() => setUnreadOnly(value as boolean)}
            className={cn(
              'rounded-full px-3 py-1 text-xs font-medium transition focus-visible:outline-2 focus-visible:outline-brand',
              unreadOnly === value ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 py-2">
        {list.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner size="sm" message="Loading notifications" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="px-3 py-6 text-center text-sm text-red-600">
            {errorMessage(list.error, 'Notifications could not be loaded')}
          </p>
        ) : list.data.notifications.length === 0 ? (
          <EmptyState
            variant="plain"
            icon={BellOff}
            titleAs="p"
            title={unreadOnly ? 'No unread notifications' : 'No notifications yet'}
            description="You're all caught up. New replies, approvals and announcements show up here."
          />
        ) : (
          <ul aria-label="Notifications list" className="flex flex-col gap-0.5">
            {list.data.notifications.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => open(n)}
                  className={cn(
                    'flex w-full gap-3 rounded-lg px-3 py-2.5 text-left transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand',
                    !n.read_at && 'bg-brand/5',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      n.read_at ? 'bg-transparent' : 'bg-brand',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block text-sm text-slate-900', !n.read_at && 'font-semibold')}>
                      {n.read_at ? null : <span className="sr-only">Unread: </span>}
                      {n.title}
                    </span>
                    {n.body ? (
                      <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600">{n.body}</span>
                    ) : null}
                    <span className="mt-1 block text-xs text-slate-500">{timeAgo(n.created_at)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {settings ? (
        <footer className="border-t border-slate-100 px-4 py-2.5">
          <Link
            to={settings}
            onClick={onNavigate}
            className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600 hover:text-slate-900"
          >
            <Settings className="size-3.5" aria-hidden="true" />
            Notification settings
          </Link>
        </footer>
      ) : null}
    </section>
  );
}
