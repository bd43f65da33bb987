import { AlarmClock, CircleDot, Hourglass, Loader } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTicketStats } from '../api/get-stats';

/** Staff: the desk at a glance (GET /tickets/stats). Hidden when stats are unavailable. */
export function TicketStatsStrip() {
  const stats = useTicketStats();
  if (!stats.data) return null;
  const s = stats.data;
  const items = [
    { label: 'Open', value: s.open, icon: CircleDot, tone: 'text-sky-600' },
    { label: 'In progress', value: s.in_progress, icon: Loader, tone: 'text-brand' },
    {
      label: 'Waiting',
      value: s.waiting_on_client + s.waiting_on_admin,
      icon: Hourglass,
      tone: 'text-amber-700',
    },
    {
      label: 'SLA breached',
      value: s.breached,
      icon: AlarmClock,
      tone: s.breached ? 'text-red-600' : 'text-slate-500',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="relative rounded-xl border border-slate-200 bg-white py-3 pr-3.5 pl-10 shadow-xs"
        >
          <dt className="truncate text-xs font-medium text-slate-500">
            <item.icon
              className={cn('absolute top-1/2 left-3.5 size-4 -translate-y-1/2', item.tone)}
              aria-hidden="true"
            />
            {item.label}
          </dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
