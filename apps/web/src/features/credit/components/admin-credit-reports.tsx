import type { AdminCreditReportRow } from '@fundpath/contracts/credit';
import { BUREAUS, formatDate } from '@fundpath/credit-engine';
import { ArrowLeft, ChevronRight, Search, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useClientReports } from '../api/admin';
import { BUREAU_SHORT, STRATEGY_LABEL, TIER_LABEL, TIER_TONE } from '../utils/labels';
import { CreditWorkspace } from './credit-workspace';

function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function Scores({ row }: { row: AdminCreditReportRow }) {
  if (!row.scores) return <span className="text-slate-500">—</span>;
  return (
    <span className="flex gap-2 tabular-nums">
      {BUREAUS.map((b) => (
        <span key={b} className="whitespace-nowrap">
          <span className="text-[11px] text-slate-500">{BUREAU_SHORT[b]}</span>{' '}
          <span className="font-medium text-slate-900">{row.scores?.[b] ?? '—'}</span>
        </span>
      ))}
    </span>
  );
}

function Directory({ onOpen }: { onOpen: (row: AdminCreditReportRow) => void }) {
  const [q, setQ] = useState('');
  const search = useDebounced(q);
  const query = useClientReports(search);
  const searchId = useId();
  const rows = query.data?.reports ?? [];

  return (
    <div className="space-y-4">
      <div className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Search clients
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search by name or email"
          className="w-full rounded-lg border-0 bg-white py-2.5 pr-3 pl-9 text-sm shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand focus:outline-none"
        />
      </div>
      {query.isPending ? (
        <Spinner message="Loading clients..." className="py-10" />
      ) : query.isError ? (
        <Callout tone="error">{errorMessage(query.error, 'Could not load the client directory')}</Callout>
      ) : rows.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-500">
          <Users className="mx-auto mb-2 size-6 text-slate-500" aria-hidden="true" />
          {search ? `No clients match “${search}”.` : 'No clients yet.'}
        </div>
      ) : (
        <div
          className={cn(
            'overflow-hidden rounded-2xl border border-slate-200 bg-white',
            query.isFetching && 'opacity-70',
          )}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Clients and their latest credit decision</caption>
            <thead className="hidden bg-slate-50 text-left text-xs text-slate-500 md:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Client
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Latest decision
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Scores
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Reports
                </th>
                <th scope="col" className="px-4 py-2.5">
                  <span className="sr-only">Open</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr
                  key={row.user_id}
                  className="flex flex-col gap-1.5 px-4 py-3 hover:bg-slate-50/70 md:table-row md:p-0"
                >
                  <th scope="row" className="text-left font-normal md:px-4 md:py-3">
                    <span className="block font-medium text-slate-900">{row.display_name || row.email}</span>
                    <span className="block text-xs text-slate-500">{row.email}</span>
                  </th>
                  <td className="md:px-4 md:py-3">
                    {row.overall_decision ? (
                      <span className="flex flex-wrap items-center gap-2">
                        <Badge tone={TIER_TONE[row.overall_decision]}>
                          {TIER_LABEL[row.overall_decision]}
                        </Badge>
                        {row.funding_strategy ? (
                          <span className="text-xs text-slate-500">
                            {STRATEGY_LABEL[row.funding_strategy]}
                          </span>
                        ) : null}
                      </span>
                    ) : (
                      <span className="text-xs text-slate-500">No report yet</span>
                    )}
                  </td>
                  <td className="text-xs md:px-4 md:py-3">
                    <Scores row={row} />
                  </td>
                  <td className="text-xs text-slate-600 md:px-4 md:py-3">
                    {row.report_count} {row.report_count === 1 ? 'report' : 'reports'}
                    {row.created_at ? (
                      <span className="block text-slate-500">Last {formatDate(row.created_at)}</span>
                    ) : null}
                  </td>
                  <td className="md:px-4 md:py-3 md:text-right">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onOpen(row)}
                      aria-label={`Open ${row.display_name || row.email}`}
                    >
                      Open
                      <ChevronRight className="size-4" aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {query.data && query.data.total > rows.length ? (
            <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">
              Showing {rows.length} of {query.data.total}. Refine the search to find others.
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

/**
 * Staff credit reports (/admin/credit-report): the client directory, and a client's reports with
 * the same viewer, history and compare, import and fetch. `?client=<id>` opens a client.
 */
export function AdminCreditReports() {
  const [params, setParams] = useSearchParams();
  const clientId = params.get('client');
  const [opened, setOpened] = useState<AdminCreditReportRow | null>(null);
  const directory = useClientReports('');
  const row =
    opened?.user_id === clientId ? opened : directory.data?.reports.find((r) => r.user_id === clientId);

  if (!clientId) {
    return (
      <Directory
        onOpen={(r) => {
          setOpened(r);
          setParams({ client: r.user_id });
        }}
      />
    );
  }
  const name = row?.display_name || row?.email;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to="/admin/credit-report"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All clients
        </Link>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-slate-900">{name ?? 'Client'}</h2>
          {row?.email && row.email !== name ? <p className="text-xs text-slate-500">{row.email}</p> : null}
        </div>
      </div>
      <CreditWorkspace
        key={clientId}
        userId={clientId}
        clientName={name}
        customerEmail={row?.email ?? null}
        audience="staff"
      />
    </div>
  );
}
