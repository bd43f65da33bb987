import { History } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { timeAgo } from '@/lib/format';
import { useTicketActivity } from '../api/get-activity';
import { activityText } from '../utils/labels';

/** The ticket's history as the server exposes it to the caller (internal entries are staff-only). */
export function ActivityList({
  ticketId,
  nameOf,
  now,
}: {
  ticketId: string;
  nameOf: (id: string) => string | undefined;
  now: number;
}) {
  const activity = useTicketActivity(ticketId);
  if (activity.isPending) return <Spinner size="sm" message="Loading history…" className="py-8" />;
  if (activity.isError)
    return <p className="py-6 text-center text-sm text-slate-500">The history could not be loaded.</p>;
  const entries = [...activity.data].reverse();
  if (entries.length === 0) return <p className="py-6 text-center text-sm text-slate-500">No history yet.</p>;
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5" aria-label="Ticket history">
      {entries.map((entry) => (
        <li key={entry.id} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[1.6rem] flex size-3 items-center justify-center rounded-full bg-white ring-2 ring-slate-300"
          />
          <p className="text-slate-700">
            <span className="font-medium text-slate-900">{entry.user_name ?? 'System'}</span>{' '}
            {activityText(entry, nameOf)}
          </p>
          <time dateTime={entry.created_at} className="text-xs text-slate-500">
            {timeAgo(entry.created_at, now)}
          </time>
        </li>
      ))}
    </ol>
  );
}

export const HistoryIcon = History;
