import { hasPermission, isStaff } from '@fundpath/contracts/roles';
import {
  TICKET_SEARCH_MAX,
  type Ticket,
  type TicketPriority,
  type TicketStatus,
  ticketPriorities,
  ticketStatuses,
} from '@fundpath/contracts/support';
import {
  Inbox,
  Plus,
  RotateCcw,
  Search,
  SearchX,
  UserCheck,
  UserMinus,
  Users,
  WifiOff,
  X,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNow } from '@/hooks/use-now';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useRealtimeStatus } from '@/lib/realtime';
import { useStaffMembers } from '../api/list-staff';
import { type TicketView, useTicketList } from '../api/list-tickets';
import { useTicketSearch } from '../api/search-tickets';
import { useLiveTicketLists } from '../hooks/use-live-tickets';
import { useTicketParam } from '../hooks/use-ticket-param';
import { OFFLINE_MESSAGE, priorityLabels, statusLabels } from '../utils/labels';
import { BulkAssignBar } from './bulk-assign-bar';
import { CreateTicketDialog } from './create-ticket-dialog';
import { TicketDetailDialog } from './ticket-detail-dialog';
import { TicketList } from './ticket-list';
import { TicketStatsStrip } from './ticket-stats-strip';

export { OFFLINE_MESSAGE } from '../utils/labels';
export const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 25;

const ALL = '';
const statusOptions = [
  { value: ALL, label: 'All statuses' },
  ...ticketStatuses.map((s) => ({ value: s, label: statusLabels[s] })),
];
const priorityOptions = [
  { value: ALL, label: 'All priorities' },
  ...ticketPriorities.map((p) => ({ value: p, label: priorityLabels[p] })),
];

const views: Array<{ value: TicketView; label: string; icon: typeof Users }> = [
  { value: 'all', label: 'All', icon: Users },
  { value: 'mine', label: 'Assigned to me', icon: UserCheck },
  { value: 'unassigned', label: 'Unassigned', icon: UserMinus },
];

const NO_TICKETS: Ticket[] = [];

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

/**
 * Spec §2 support tickets screen, for clients (their tickets) and staff (every ticket, views,
 * assignment). Search, filters and the open ticket stay in sync with the server through the
 * realtime channel. Keyboard: `/` search, `c` new ticket, ↑/↓ or j/k through the list.
 */
export function TicketsScreen({
  compact = false,
  headerActions,
}: {
  /** The Client Center tab: fewer controls, no stats. */
  compact?: boolean;
  headerActions?: (newTicketButton: ReactNode) => ReactNode;
}) {
  const id = useId();
  const { user } = useAuth();
  const staffView = isStaff(user);
  const now = useNow();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<TicketStatus | ''>(ALL);
  const [priority, setPriority] = useState<TicketPriority | ''>(ALL);
  const [view, setView] = useState<TicketView>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useTicketParam();
  const searchInput = useRef<HTMLInputElement>(null);
  useLiveTicketLists();

  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const searching = q.length > 0;
  const filters = { status: status || undefined, priority: priority || undefined };
  const listQuery = useTicketList(
    { view: staffView ? view : 'all', ...filters, page, per_page: PAGE_SIZE },
    !searching,
  );
  const searchQuery = useTicketSearch(
    {
      q,
      ...filters,
      assigned_to: !staffView || view === 'all' ? undefined : view === 'mine' ? user?.id : 'unassigned',
      page,
      per_page: PAGE_SIZE,
    },
    searching,
  );
  const active = searching ? searchQuery : listQuery;
  const staff = useStaffMembers(staffView);
  const tickets: Ticket[] = active.data?.tickets ?? NO_TICKETS;
  const total = active.data?.total ?? 0;
  const totalText = `${total.toLocaleString('en-US')}${active.data?.capped ? '+' : ''}`;
  const filtered = searching || Boolean(status) || Boolean(priority);

  // A new search or filter starts at page 1 and drops a selection the user can no longer see.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these inputs only.
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [q, status, priority, view]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target))
        return;
      if (document.querySelector('[role="dialog"],[role="alertdialog"]')) return;
      if (event.key === '/') {
        event.preventDefault();
        searchInput.current?.focus();
      } else if (event.key === 'c') {
        event.preventDefault();
        setCreating(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const toggle = (ticketId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(ticketId)) next.add(ticketId);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected(checked ? new Set(tickets.map((t) => t.id)) : new Set());
  const clearFilters = () => {
    setQuery('');
    setStatus(ALL);
    setPriority(ALL);
  };

  const newTicketButton = (
    <Button onClick={() => setCreating(true)} leftIcon={<Plus className="size-4" aria-hidden="true" />}>
      New Ticket
      <kbd className="ml-1 hidden rounded bg-white/20 px-1.5 font-sans text-[11px] font-medium lg:inline">
        C
      </kbd>
    </Button>
  );

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  let body: ReactNode;
  if (active.isError) {
    body = (
      <div className="space-y-4">
        <Callout tone="warning" title={OFFLINE_MESSAGE}>
          The support service is not answering. Your tickets are safe; try again in a moment.
        </Callout>
        <EmptyState
          icon={WifiOff}
          title="No tickets to show"
          description="We’ll list your tickets as soon as we reconnect."
          action={
            <Button
              variant="secondary"
              onClick={() => active.refetch()}
              loading={active.isFetching}
              leftIcon={<RotateCcw className="size-4" aria-hidden="true" />}
            >
              Retry
            </Button>
          }
        />
      </div>
    );
  } else if (active.isPending) {
    body = <Spinner message="Loading tickets…" className="py-16" />;
  } else if (tickets.length === 0 && !filtered && (!staffView || view === 'all')) {
    body = (
      <EmptyState
        icon={Inbox}
        title={staffView ? 'No tickets yet' : 'No support tickets yet'}
        description={
          staffView
            ? 'When clients ask for help, their tickets show up here.'
            : 'Questions about your report, your funding steps or billing? Open a ticket and the team will reply here.'
        }
        action={
          <Button onClick={() => setCreating(true)} leftIcon={<Plus className="size-4" aria-hidden="true" />}>
            Create Your First Ticket
          </Button>
        }
      />
    );
  } else if (tickets.length === 0) {
    body = (
      <EmptyState
        icon={SearchX}
        title={
          view === 'all' || filtered
            ? 'No tickets match'
            : view === 'mine'
              ? 'Nothing assigned to you'
              : 'Every ticket has an owner'
        }
        description={filtered ? 'Try other words or clear the filters.' : 'Nice work.'}
        action={
          filtered ? (
            <Button variant="secondary" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <>
        <TicketList
          tickets={tickets}
          staffView={staffView}
          selected={staffView && !compact ? selected : undefined}
          onToggle={staffView && !compact ? toggle : undefined}
          onToggleAll={toggleAll}
          onOpen={setOpenId}
          activeId={openId}
          now={now}
          compact={compact}
          label={searching ? 'Search results' : 'Tickets'}
        />
        {pages > 1 ? (
          <Pagination
            label="Pages"
            showingLabel=""
            variant="simple"
            className="mt-4"
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            totalCapped={Boolean(active.data?.capped)}
            onPageChange={setPage}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className="space-y-4">
      {headerActions ? headerActions(newTicketButton) : null}
      {staffView && !compact ? <TicketStatsStrip /> : null}

      {staffView && !compact ? (
        <div
          role="tablist"
          aria-label="Ticket views"
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {views.map((v) => (
            <button
              key={v.value}
              type="button"
              role="tab"
              aria-selected={view === v.value}
              onClick={() => setView(v.value)}
              className={cn(
                '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition',
                view === v.value
                  ? 'border-brand text-slate-900'
                  : 'border-transparent text-slate-500 hover:text-slate-900',
              )}
            >
              <v.icon className="size-4" aria-hidden="true" />
              {v.label}
            </button>
          ))}
        </div>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center" role="search">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <label htmlFor={`${id}-q`} className="sr-only">
            Search tickets
          </label>
          <input
            ref={searchInput}
            id={`${id}-q`}
            type="search"
            maxLength={TICKET_SEARCH_MAX}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && query) {
                e.preventDefault();
                setQuery('');
              } else if (e.key === 'ArrowDown') {
                const first = document.querySelector<HTMLElement>('[data-ticket-row]');
                if (first) {
                  e.preventDefault();
                  first.focus();
                }
              }
            }}
            placeholder="Search tickets: title, text or FP-number"
            className="block h-10 w-full rounded-lg border-0 bg-white pr-10 pl-9 text-sm text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {query ? (
            <button
              type="button"
              onClick={() => {
                setQuery('');
                searchInput.current?.focus();
              }}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : (
            <kbd className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border border-slate-200 px-1.5 text-[11px] text-slate-500 sm:block">
              /
            </kbd>
          )}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <NativeSelect
            id={`${id}-status`}
            label="Status"
            hideLabel
            highlighted={status !== ALL}
            selectClassName="sm:w-auto"
            value={status}
            onChange={(v) => setStatus(v as TicketStatus | '')}
            options={statusOptions}
          />
          <NativeSelect
            id={`${id}-priority`}
            label="Priority"
            hideLabel
            highlighted={priority !== ALL}
            selectClassName="sm:w-auto"
            value={priority}
            onChange={(v) => setPriority(v as TicketPriority | '')}
            options={priorityOptions}
          />
        </div>
        {!headerActions ? <div className="sm:ml-1">{newTicketButton}</div> : null}
      </div>

      <div className="flex min-h-5 items-center justify-between gap-3 text-xs text-slate-500">
        <span aria-live="polite">
          {active.isSuccess && !active.isError
            ? searching
              ? `${totalText} ${total === 1 ? 'result' : 'results'} for “${q}”${active.data?.capped ? ' — add a word to narrow them' : ''}`
              : `${totalText} ${total === 1 ? 'ticket' : 'tickets'}`
            : null}
          {active.isFetching && !active.isPending ? (
            <span className="ml-2 text-slate-500">Updating…</span>
          ) : null}
        </span>
        <LiveIndicator />
      </div>

      {staffView && selected.size > 0 && hasPermission(user, 'tickets.assign') ? (
        <BulkAssignBar
          ids={[...selected]}
          staff={staff.data ?? []}
          currentUserId={user?.id}
          onDone={() => setSelected(new Set())}
        />
      ) : null}

      {body}

      <CreateTicketDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(ticketId) => setOpenId(ticketId)}
      />
      <TicketDetailDialog ticketId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function LiveIndicator() {
  const status = useRealtimeStatus();
  if (status === 'idle') return null;
  const live = status === 'open';
  return (
    <span
      className="inline-flex items-center gap-1.5"
      title={live ? 'Updates appear as they happen' : 'Reconnecting to live updates'}
    >
      <span
        className={cn('size-1.5 rounded-full', live ? 'bg-emerald-500' : 'bg-slate-300')}
        aria-hidden="true"
      />
      {live ? 'Live' : 'Connecting…'}
    </span>
  );
}
