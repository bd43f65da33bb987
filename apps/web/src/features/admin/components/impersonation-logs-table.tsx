import { KeyRound, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Callout } from '@/components/ui/callout';
import { Card } from '@/components/ui/card';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { type ImpersonationLog, useImpersonationLogs } from '@/features/admin/api/impersonation';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

type ActionFilter = 'all' | ImpersonationLog['action'];

/** Short device description from a user agent string. */
export function describeUserAgent(ua: string | null): string {
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua)
      ? 'macOS'
      : /Android/.test(ua)
        ? 'Android'
        : /iPhone|iPad/.test(ua)
          ? 'iOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? (ua.length > 40 ? `${ua.slice(0, 40)}…` : ua);
}

/** Who impersonated whom and when, newest first (GET /api/admin/impersonation-logs). */
export function ImpersonationLogsTable() {
  const logs = useImpersonationLogs();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<ActionFilter>('all');

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return [...(logs.data ?? [])]
      .filter((log) => action === 'all' || log.action === action)
      .filter(
        (log) =>
          !needle ||
          log.admin_email.toLowerCase().includes(needle) ||
          log.target_email.toLowerCase().includes(needle),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
  }, [logs.data, search, action]);

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            Search by email
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by admin or client email"
            className="h-9 w-full rounded-lg border-0 bg-slate-50 pr-3 pl-9 text-sm ring-1 ring-slate-200 ring-inset placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand focus:outline-none"
          />
        </div>
        <fieldset className="flex rounded-lg bg-slate-100 p-0.5 text-sm">
          <legend className="sr-only">Action</legend>
          {(['all', 'start', 'stop'] as const).map((value) => (
            <label
              key={value}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1.5 font-medium capitalize transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                action === value
                  ? 'bg-white text-slate-900 shadow-xs'
                  : 'text-slate-500 hover:text-slate-900',
              )}
            >
              <input
                type="radio"
                name="log-action"
                value={value}
                checked={action === value}
                onChange={() => setAction(value)}
                className="sr-only"
              />
              {value === 'all' ? 'All' : value === 'start' ? 'Started' : 'Stopped'}
            </label>
          ))}
        </fieldset>
      </div>

      {logs.isPending ? (
        <div className="space-y-3 p-5" role="status" aria-label="Loading logs">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-10 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : logs.isError ? (
        <div className="p-5">
          <Callout tone="error" title="Error Loading Data">
            {errorMessage(logs.error)}{' '}
            <button type="button" onClick={() => logs.refetch()} className="font-medium underline">
              Try again
            </button>
          </Callout>
        </div>
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-16 text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <p className="mt-4 text-sm font-medium text-slate-900">
            {logs.data.length === 0 ? 'No impersonation sessions yet' : 'No entries match your filters'}
          </p>
          <p className="mt-1 text-sm text-slate-500">
            {logs.data.length === 0
              ? 'When an admin views the platform as a client, it is recorded here.'
              : 'Try a different email or action.'}
          </p>
        </div>
      ) : (
        <ScrollRegion label="Impersonation log entries">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Impersonation log entries, newest first</caption>
            <thead className="bg-slate-50/80 text-xs font-medium tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">
                  When
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Action
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Admin
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Viewed as
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  IP address
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Device
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((log) => (
                <tr key={log.id} className="transition hover:bg-slate-50/60">
                  <td className="px-5 py-3 whitespace-nowrap text-slate-600 tabular-nums">
                    <time dateTime={log.created_at}>{formatDateTime(log.created_at)}</time>
                  </td>
                  <td className="px-5 py-3">
                    {log.action === 'start' ? (
                      <Badge tone="warning">Started</Badge>
                    ) : (
                      <Badge tone="success">Stopped</Badge>
                    )}
                  </td>
                  <td className="px-5 py-3 font-medium text-slate-900">{log.admin_email}</td>
                  <td className="px-5 py-3 text-slate-700">{log.target_email}</td>
                  <td className="px-5 py-3 font-mono text-xs text-slate-500">{log.ip ?? '—'}</td>
                  <td className="px-5 py-3 text-slate-500" title={log.user_agent ?? undefined}>
                    {describeUserAgent(log.user_agent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
}
