import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import {
  BookingStatusBadge,
  canMemberReschedule,
  formatBookingTime,
  PaymentStatusBadge,
} from '@/components/marketplace/booking-status';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUpdateSearchParams } from '@/lib/use-update-search-params';
import { type BookingRow, type MemberBookingFilters, useMemberBookings } from '../api/bookings';
import { BookingDetailDialog } from './booking-detail-dialog';
import { CancelBookingDialog } from './cancel-dialog';
import type { WithBookingCard } from './card-slot';
import { RescheduleDialog } from './reschedule-dialog';

export const BOOKING_TABS = [
  { value: 'upcoming', label: 'Upcoming', empty: 'No confirmed sessions coming up.' },
  { value: 'requests', label: 'Requests', empty: 'No requests waiting for an answer.' },
  { value: 'past', label: 'Past', empty: 'No past bookings yet.' },
  { value: 'cancelled', label: 'Cancelled', empty: 'Nothing cancelled.' },
] as const;
export type BookingTab = (typeof BOOKING_TABS)[number]['value'];

const PER_PAGE = 10;

/** A tab as the list's query: upcoming confirmed sessions, open requests, the history, cancellations. */
export function memberBookingFiltersOf(tab: string | null, page = 1): MemberBookingFilters {
  const base = { page: Math.max(1, Math.floor(page) || 1), per_page: PER_PAGE };
  switch (tab) {
    case 'requests':
      return { ...base, status: 'requested', when: 'all' };
    case 'past':
      return { ...base, when: 'past' };
    case 'cancelled':
      return { ...base, status: 'cancelled', when: 'all' };
    default:
      return { ...base, status: 'confirmed', when: 'upcoming' };
  }
}

const tabOf = (value: string | null): BookingTab =>
  BOOKING_TABS.some((t) => t.value === value) ? (value as BookingTab) : 'upcoming';

type Action = { kind: 'cancel' | 'reschedule'; booking: BookingRow } | null;

/**
 * `/manila/member/bookings` (and `/manila/bookings`): the member's bookings by tab, each with the
 * moves the server allows; `?booking=` opens one with its timeline.
 */
export function MemberBookings({ title, WithCard }: { title: string; WithCard?: WithBookingCard }) {
  const [params, update] = useUpdateSearchParams();
  const tab = tabOf(params.get('tab'));
  const page = Number(params.get('page') ?? '1');
  const openId = params.get('booking');
  const [action, setAction] = useState<Action>(null);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <PageHeader
        title={title}
        description="Your sessions with specialists, shown in your own time zone. Cards are charged only when a specialist accepts."
      />
      <Tabs value={tab} onValueChange={(v) => update({ tab: v === 'upcoming' ? null : v, page: null })}>
        <TabsList aria-label="Which bookings">
          {BOOKING_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {BOOKING_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <BookingList
              filters={memberBookingFiltersOf(t.value, page)}
              empty={t.empty}
              onPage={(p) => update({ page: p === 1 ? null : String(p) })}
              onOpen={(b) => update({ booking: b.id })}
              onAction={setAction}
            />
          </TabsContent>
        ))}
      </Tabs>
      {openId ? (
        <BookingDetailDialog
          bookingId={openId}
          WithCard={WithCard}
          onClose={() => update({ booking: null })}
          onCancel={(b) => {
            setAction({ kind: 'cancel', booking: b });
            update({ booking: null });
          }}
          onReschedule={(b) => {
            setAction({ kind: 'reschedule', booking: b });
            update({ booking: null });
          }}
        />
      ) : null}
      {action?.kind === 'cancel' ? (
        <CancelBookingDialog booking={action.booking} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'reschedule' ? (
        <RescheduleDialog booking={action.booking} onClose={() => setAction(null)} />
      ) : null}
    </div>
  );
}

function BookingList({
  filters,
  empty,
  onPage,
  onOpen,
  onAction,
}: {
  filters: MemberBookingFilters;
  empty: string;
  onPage: (page: number) => void;
  onOpen: (b: BookingRow) => void;
  onAction: (a: Action) => void;
}) {
  const query = useMemberBookings(filters);
  if (query.isPending) return <Spinner message="Loading your bookings" />;
  if (query.isError)
    return (
      <LoadError title="Your bookings could not be loaded" error={query.error} onRetry={query.refetch} />
    );
  const { bookings, total } = query.data;
  if (bookings.length === 0)
    return <EmptyState icon={CalendarDays} title="No bookings here" description={empty} />;
  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label="Bookings">
        {bookings.map((b) => (
          <BookingItem key={b.id} booking={b} onOpen={() => onOpen(b)} onAction={onAction} />
        ))}
      </ul>
      <Pagination
        page={filters.page}
        pageSize={filters.per_page}
        total={total}
        onPageChange={onPage}
        hideWhenSinglePage
        label="Bookings pages"
      />
    </div>
  );
}

function BookingItem({
  booking: b,
  onOpen,
  onAction,
}: {
  booking: BookingRow;
  onOpen: () => void;
  onAction: (a: Action) => void;
}) {
  const cardPending = b.status === 'requested' && b.payment.status === 'card_pending';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{b.specialist.display_name}</h2>
          <p className="text-sm text-slate-700">
            {b.service.name} · {b.service.duration_minutes} min
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={b.start}>{formatBookingTime(b.start, b.end, b.member_time_zone)}</time>
          </p>
        </div>
        <div className="flex flex-row flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          <BookingStatusBadge status={b.status} />
          {b.payment.status !== 'released' && b.payment.status !== 'card_saved' ? (
            <PaymentStatusBadge status={b.payment.status} />
          ) : null}
          <span className="text-sm font-semibold text-slate-900 tabular-nums">
            {formatCents(b.price_cents, b.currency)}
          </span>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button size="sm" variant="secondary" onClick={onOpen} aria-label={`Details of booking ${b.number}`}>
          Details
        </Button>
        {cardPending ? (
          <Button size="sm" onClick={onOpen} aria-label={`Confirm the card for booking ${b.number}`}>
            Confirm card
          </Button>
        ) : null}
        {canMemberReschedule(b) ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onAction({ kind: 'reschedule', booking: b })}
            aria-label={`Reschedule booking ${b.number}`}
          >
            Reschedule
          </Button>
        ) : null}
        {b.actions.includes('cancel') ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={() => onAction({ kind: 'cancel', booking: b })}
            aria-label={`${b.status === 'requested' ? 'Withdraw' : 'Cancel'} booking ${b.number}`}
          >
            {b.status === 'requested' ? 'Withdraw' : 'Cancel'}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
