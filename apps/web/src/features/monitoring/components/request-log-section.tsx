import { clsx } from 'clsx';
import { Activity } from 'lucide-react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { RequestLogEntry, ResponseTimeStats } from '@/lib/request';
import { displayPath, formatMs, formatTime } from '../utils/format';

export function RequestLogSection({
  entries,
  performance,
}: {
  entries: readonly RequestLogEntry[];
  performance: ResponseTimeStats;
}) {
  const failures = entries.filter((e) => !e.ok).length;
  return (
    <section
      aria-labelledby="request-log-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2
          id="request-log-heading"
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <Activity aria-hidden className="size-4 text-slate-500" />
          Recent requests
        </h2>
        <dl className="flex flex-wrap gap-4 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>Failed</dt>
            <dd className="font-semibold text-slate-900">
              {failures} / {entries.length}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Average</dt>
            <dd className="font-semibold text-slate-900">{formatMs(performance.averageMs)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>p95</dt>
            <dd className="font-semibold text-slate-900">{formatMs(performance.p95Ms)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>p99</dt>
            <dd className="font-semibold text-slate-900">{formatMs(performance.p99Ms)}</dd>
          </div>
        </dl>
      </header>
      <ScrollRegion label="Recent requests" className="max-h-[32rem]">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">The last {entries.length} requests, newest first</caption>
          <thead className="sticky top-0 bg-slate-50 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-2">
                Time
              </th>
              <th scope="col" className="px-4 py-2">
                Method
              </th>
              <th scope="col" className="px-4 py-2">
                Path
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Status
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Duration
              </th>
              <th scope="col" className="px-4 py-2">
                Error
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.length === 0 && (
              <tr>
                <td colSpan={6} className="px-4 py-3 text-slate-500">
                  No requests yet.
                </td>
              </tr>
            )}
            {entries.map((entry) => (
              <tr
                key={entry.id}
                className={clsx(!entry.ok && 'bg-red-50')}
                aria-label={entry.ok ? undefined : `Failed ${entry.method} ${displayPath(entry.url)}`}
              >
                <td className="whitespace-nowrap px-4 py-1.5 tabular-nums text-slate-600">
                  {formatTime(entry.at)}
                </td>
                <td className="px-4 py-1.5 font-mono text-xs text-slate-700">{entry.method}</td>
                <td
                  className="max-w-md truncate px-4 py-1.5 font-mono text-xs text-slate-900"
                  title={entry.url}
                >
                  {displayPath(entry.url)}
                </td>
                <td
                  className={clsx(
                    'px-4 py-1.5 text-right tabular-nums',
                    entry.ok ? 'text-emerald-700' : 'font-semibold text-red-700',
                  )}
                >
                  {entry.blocked ? `${entry.status} (circuit)` : entry.status === 0 ? '—' : entry.status}
                </td>
                <td className="px-4 py-1.5 text-right tabular-nums text-slate-700">
                  {formatMs(entry.durationMs)}
                </td>
                <td className="px-4 py-1.5 text-red-700">{entry.error}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
