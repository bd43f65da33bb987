import { ArrowRight, History, Search, UserRoundSearch } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardHeader } from '@/components/ui/card';
import { useImpersonateUser } from '@/features/admin/api/impersonation';
import { useUsers } from '@/features/admin/api/users';
import { errorMessage } from '@/lib/api-client';
import { assignLocation } from '@/lib/browser';
import { formatDate, initials } from '@/lib/format';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** Admins pick a client and see the platform as that client; the server logs start and stop. */
export function ImpersonatePanel() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const users = useUsers({ role: 'client', q });
  const impersonate = useImpersonateUser();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const start = async (id: string, name: string) => {
    setPendingId(id);
    try {
      const res = await impersonate.mutateAsync(id);
      if (!res.success) throw new Error('Failed to start impersonation');
      toast.success(`Now viewing as ${name}`);
      assignLocation('/client-center');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to start impersonation'));
      setPendingId(null);
    }
  };

  return (
    <Card>
      <CardHeader
        icon={<UserRoundSearch className="size-5" aria-hidden="true" />}
        title="Impersonate a client"
        description="See the platform exactly as a client sees it. Every start and stop is logged."
        action={
          <Link
            to="/admin/impersonation-logs"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <History className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">View logs</span>
            <span className="sr-only sm:hidden">View impersonation logs</span>
          </Link>
        }
      />
      <div className="border-b border-slate-100 px-5 py-3">
        <label htmlFor={searchId} className="sr-only">
          Search clients
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search clients by name or email"
            className="h-10 w-full rounded-lg border-0 bg-slate-50 pr-3 pl-9 text-sm ring-1 ring-slate-200 ring-inset placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand focus:outline-none"
          />
        </div>
      </div>
      {users.isPending ? (
        <ul aria-label="Loading clients" className="divide-y divide-slate-100">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex items-center gap-3 px-5 py-3.5">
              <span className="size-9 animate-pulse rounded-full bg-slate-100" />
              <span className="flex-1 space-y-2">
                <span className="block h-3 w-32 animate-pulse rounded bg-slate-100" />
                <span className="block h-3 w-48 animate-pulse rounded bg-slate-100" />
              </span>
            </li>
          ))}
        </ul>
      ) : users.isError ? (
        <div className="p-5">
          <Callout tone="error" title="Error Loading Data">
            {errorMessage(users.error)}{' '}
            <button type="button" onClick={() => users.refetch()} className="font-medium underline">
              Try again
            </button>
          </Callout>
        </div>
      ) : users.data.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">
          {q ? `No clients match “${q}”.` : 'No clients yet.'}
        </p>
      ) : (
        <ul aria-label="Clients" className="max-h-[26rem] divide-y divide-slate-100 overflow-y-auto">
          {users.data.map((client) => {
            const name = client.display_name || client.email;
            return (
              <li
                key={client.id}
                className="flex items-center gap-3 px-5 py-3 transition hover:bg-slate-50/70"
              >
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/10 text-xs font-semibold text-brand"
                >
                  {initials(name)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{name}</p>
                  <p className="truncate text-xs text-slate-500">
                    {client.email}
                    <span className="hidden sm:inline"> · joined {formatDate(client.created_at)}</span>
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Impersonate ${client.email}`}
                  loading={pendingId === client.id}
                  disabled={pendingId !== null && pendingId !== client.id}
                  onClick={() => start(client.id, name)}
                  rightIcon={
                    pendingId === client.id ? undefined : (
                      <ArrowRight className="size-3.5" aria-hidden="true" />
                    )
                  }
                >
                  Impersonate
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
