import { formatCents } from '@fundpath/contracts/ecommerce-core';
import {
  type MarketplaceBooking,
  type MarketplaceBookingStatus,
  marketplaceBookingStatuses,
} from '@fundpath/contracts/marketplace-bookings';
import { CalendarDays } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  BookingStatusBadge,
  bookingStatusLabel,
  formatBookingTime,
  PaymentStatusBadge,
} from '@/components/marketplace/booking-status';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import type { DataTableColumn } from '@/components/ui/table';
import { TextareaField } from '@/components/ui/textarea';
import { useSearchState } from '@/hooks/use-search-state';
import { errorMessage, isApiError, refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  type Intervention,
  type MarketplaceBookingFilters,
  useBooking,
  useBookingPage,
  useIntervene,
} from '../api/bookings';
import {
  refundableCents,
  type StaffAction,
  StaffActionDialog,
  staffActionsOf,
} from './booking-staff-dialogs';
import { MarketplaceManageGate } from './needs-manage';
import { SpecialistPicker } from './specialist-picker';

const PER_PAGE = 25;
const FILTER_KEYS = ['q', 'status', 'when', 'specialist_id'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTION_LABEL: Record<StaffAction, string> = {
  refund: 'Refund',
  reassign: 'Reassign',
  cancel: 'Cancel',
};
const WHENS = ['upcoming', 'past'] as const;
type Row = Omit<MarketplaceBooking, 'events'>;

const money = (cents: number, currency: string) =>
  currency === 'USD' ? formatCents(cents) : `${(cents / 100).toFixed(2)} ${currency}`;

/** The URL's filters (`?q=&status=&when=&specialist_id=&page=`) as the API's query. */
export function marketplaceBookingFiltersOf(
  values: Record<(typeof FILTER_KEYS)[number], string>,
  page: number,
): MarketplaceBookingFilters {
  return {
    q: values.q.trim() || undefined,
    specialist_id: UUID.test(values.specialist_id) ? values.specialist_id : undefined,
    status: (marketplaceBookingStatuses as readonly string[]).includes(values.status)
      ? (values.status as MarketplaceBookingStatus)
      : undefined,
    when: (WHENS as readonly string[]).includes(values.when)
      ? (values.when as 'upcoming' | 'past')
      : undefined,
    page,
    per_page: PER_PAGE,
  };
}

/** `/admin/booking-management` for staff with marketplace.manage. */
export function MarketplaceBookingsAdmin() {
  return (
    <MarketplaceManageGate>
      <BookingsList />
    </MarketplaceManageGate>
  );
}

function BookingsList() {
  const { values, set, page, setPage, param, setParam } = useSearchState(FILTER_KEYS);
  const filters = marketplaceBookingFiltersOf(values, page);
  const list = useBookingPage(filters);
  const rows = list.data?.bookings ?? [];
  const openId = param('booking');
  const filtersOn = Boolean(filters.q || filters.status || filters.when || filters.specialist_id);
  const [acting, setActing] = useState<{ action: StaffAction; booking: Row } | null>(null);
  const filteredName = rows.find((b) => b.specialist.id === filters.specialist_id)?.specialist.display_name;

  const columns: Array<DataTableColumn<Row>> = [
    {
      id: 'number',
      header: 'Booking',
      cell: (b) => (
        <span className="flex flex-col items-start gap-1">
          <button
            type="button"
            onClick={() => setParam('booking', b.id)}
            className="font-medium whitespace-nowrap text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {b.number}
          </button>
          <span className="sm:hidden">
            <BookingStatusBadge status={b.status} />
          </span>
        </span>
      ),
    },
    {
      id: 'when',
      header: 'When',
      cell: (b) => (
        <span className="block max-w-[9rem] text-sm sm:max-w-none">
          {formatBookingTime(b.start, b.end, b.specialist.time_zone)}
        </span>
      ),
    },
    {
      id: 'service',
      header: 'Service',
      hideOnMobile: true,
      cell: (b) => (
        <span className="block max-w-[14rem]">
          <span className="block truncate text-slate-900">{b.service.name}</span>
          <span className="block truncate text-xs text-slate-600">{b.specialist.display_name}</span>
        </span>
      ),
    },
    { id: 'member', header: 'Member', hideOnMobile: true, cell: (b) => b.member.display_name },
    {
      id: 'status',
      header: 'Status',
      hideOnMobile: true,
      cell: (b) => <BookingStatusBadge status={b.status} />,
    },
    {
      id: 'payment',
      header: 'Payment',
      hideOnMobile: true,
      cell: (b) => <PaymentStatusBadge status={b.payment.status} />,
    },
    {
      id: 'price',
      header: 'Price',
      align: 'right',
      className: 'pl-0 sm:pl-4',
      headerClassName: 'pl-0 sm:pl-4',
      cell: (b) => <span className="tabular-nums">{money(b.price_cents, b.currency)}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (b) => (
        <span className="flex flex-wrap justify-end gap-1">
          {staffActionsOf(b).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'cancel' ? 'danger' : 'secondary'}
              onClick={() => setActing({ action, booking: b })}
              aria-label={`${ACTION_LABEL[action]} booking ${b.number}`}
              title={action === 'refund' ? `Up to ${money(refundableCents(b), b.currency)}` : undefined}
            >
              {ACTION_LABEL[action]}
            </Button>
          ))}
        </span>
      ),
    },
  ];

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label="Search bookings"
          labelSize="sm"
          value={values.q}
          onChange={(v) => set('q', v)}
          debounceMs={250}
          placeholder="Number, member or specialist"
          className="w-full sm:w-64"
        />
        <NativeSelect
          label="Status"
          labelSize="sm"
          value={filters.status ?? ''}
          onChange={(v) => set('status', v)}
          placeholder="Any status"
          options={marketplaceBookingStatuses.map((s) => ({ value: s, label: bookingStatusLabel(s) }))}
          highlighted={Boolean(filters.status)}
          className="w-[calc(50%-0.375rem)] sm:w-44"
        />
        <NativeSelect
          label="When"
          labelSize="sm"
          value={filters.when ?? ''}
          onChange={(v) => set('when', v)}
          placeholder="Any time"
          options={[
            { value: 'upcoming', label: 'Upcoming' },
            { value: 'past', label: 'Past' },
          ]}
          highlighted={Boolean(filters.when)}
          className="w-[calc(50%-0.375rem)] sm:w-40"
        />
        <SpecialistPicker
          label="Specialist"
          value={filters.specialist_id ?? ''}
          onChange={(id) => set('specialist_id', id)}
          {...(filteredName ? { selectedLabel: filteredName } : {})}
        />
      </div>
      <PagedTable
        caption="Marketplace bookings"
        columns={columns}
        rows={rows}
        getRowId={(b) => b.id}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, 'The bookings could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={CalendarDays}
            title={filtersOn ? 'No bookings match these filters' : 'No bookings yet'}
            description={
              filtersOn
                ? 'Clear a filter or search for something else.'
                : 'Bookings appear here as members book sessions.'
            }
          />
        }
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Booking pages"
        footerClassName={null}
      />
      {openId ? <BookingDialog id={openId} onClose={() => setParam('booking', null)} /> : null}
      {acting ? (
        <StaffActionDialog action={acting.action} booking={acting.booking} onClose={() => setActing(null)} />
      ) : null}
    </div>
  );
}

type Asking = 'cancel' | 'decline' | null;

/** A booking's detail and timeline, with what the server lets staff do now (`actions`). */
function BookingDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const booking = useBooking(id);
  const intervene = useIntervene(id);
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = intervene.isPending;
  const b = booking.data;

  const run = (i: Intervention, done: string) => {
    setError(null);
    intervene.mutate(i, {
      onSuccess: (r) => {
        toast.success(r.message || done);
        setAsking(null);
        setReason('');
      },
      onError: (err) => {
        const message = refusalMessage(err) ?? errorMessage(err, 'The booking could not be changed');
        setError(
          isApiError(err) && err.status === 409 ? `${message}. The booking has been refreshed.` : message,
        );
      },
    });
  };

  const submitReason = (e: FormEvent) => {
    e.preventDefault();
    if (!asking) return;
    if (!reason.trim()) {
      setReasonError('Give a reason: both parties see it.');
      return;
    }
    run(
      { kind: asking, reason: reason.trim() },
      asking === 'cancel' ? 'Booking cancelled' : 'Request declined',
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        size="lg"
        title={b ? `Booking ${b.number}` : 'Booking'}
        description={b?.service.name}
        closeDisabled={busy}
      >
        <form onSubmit={submitReason} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            {booking.isPending ? (
              <Spinner message="Loading the booking" />
            ) : booking.isError || !b ? (
              <LoadError
                title="The booking could not be loaded"
                error={booking.error}
                onRetry={() => booking.refetch()}
              />
            ) : (
              <>
                {error ? <Callout tone="error">{error}</Callout> : null}
                <div className="flex flex-wrap gap-2">
                  <BookingStatusBadge status={b.status} />
                  <PaymentStatusBadge status={b.payment.status} />
                </div>
                <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
                  <dt className="text-slate-600">When</dt>
                  <dd className="text-slate-900">
                    {formatBookingTime(b.start, b.end, b.specialist.time_zone)} ({b.specialist.time_zone})
                  </dd>
                  <dt className="text-slate-600">Specialist</dt>
                  <dd className="text-slate-900">{b.specialist.display_name}</dd>
                  <dt className="text-slate-600">Member</dt>
                  <dd className="text-slate-900">{b.member.display_name}</dd>
                  <dt className="text-slate-600">Price</dt>
                  <dd className="text-slate-900 tabular-nums">
                    {money(b.price_cents, b.currency)} (fee {money(b.platform_fee_cents, b.currency)},
                    specialist {money(b.specialist_earnings_cents, b.currency)})
                  </dd>
                  <dt className="text-slate-600">Charged / refunded</dt>
                  <dd className="text-slate-900 tabular-nums">
                    {money(b.payment.charged_cents, b.currency)} /{' '}
                    {money(b.payment.refunded_cents, b.currency)}
                  </dd>
                  {b.note ? (
                    <>
                      <dt className="text-slate-600">Member's note</dt>
                      <dd className="whitespace-pre-line text-slate-900">{b.note}</dd>
                    </>
                  ) : null}
                  {b.reason ? (
                    <>
                      <dt className="text-slate-600">Reason</dt>
                      <dd className="text-slate-900">{b.reason}</dd>
                    </>
                  ) : null}
                </dl>
                <section aria-labelledby="booking-timeline">
                  <h3 id="booking-timeline" className="text-sm font-semibold text-slate-900">
                    Timeline
                  </h3>
                  {b.events.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-600">Nothing recorded yet.</p>
                  ) : (
                    <ol className="mt-2 space-y-2 border-l border-slate-200 pl-4">
                      {b.events.map((e) => (
                        <li key={`${e.at}-${e.kind}`} className="text-sm">
                          <span className="block text-xs text-slate-500">{formatDateTime(e.at)}</span>
                          <span className="text-slate-800">{e.message || e.kind}</span>
                        </li>
                      ))}
                    </ol>
                  )}
                </section>
                {asking ? (
                  <TextareaField
                    label={asking === 'cancel' ? 'Reason to cancel' : 'Reason to decline'}
                    rows={3}
                    value={reason}
                    onChange={(e) => {
                      setReason(e.target.value);
                      setReasonError(null);
                    }}
                    maxLength={500}
                    hint={
                      asking === 'cancel'
                        ? 'Staff cancellations refund what was charged, in full.'
                        : undefined
                    }
                    error={reasonError ?? undefined}
                  />
                ) : null}
              </>
            )}
          </DialogBody>
          <DialogFooter className="flex-wrap">
            <Button variant="secondary" onClick={asking ? () => setAsking(null) : onClose} disabled={busy}>
              {asking ? 'Back' : 'Close'}
            </Button>
            {b && asking ? (
              <Button type="submit" variant="danger" loading={busy}>
                {asking === 'cancel' ? 'Cancel booking' : 'Decline request'}
              </Button>
            ) : null}
            {b && !asking ? (
              <>
                {b.actions.includes('accept') ? (
                  <Button
                    variant="success"
                    disabled={busy}
                    onClick={() => run({ kind: 'accept' }, 'Request accepted')}
                  >
                    Accept
                  </Button>
                ) : null}
                {b.actions.includes('complete') ? (
                  <Button
                    disabled={busy}
                    onClick={() => run({ kind: 'outcome', outcome: 'completed' }, 'Marked completed')}
                  >
                    Mark completed
                  </Button>
                ) : null}
                {b.actions.includes('no_show') ? (
                  <Button
                    variant="warning"
                    disabled={busy}
                    onClick={() => run({ kind: 'outcome', outcome: 'no_show' }, 'Marked no-show')}
                  >
                    Mark no-show
                  </Button>
                ) : null}
                {b.actions.includes('decline') ? (
                  <Button variant="danger" disabled={busy} onClick={() => setAsking('decline')}>
                    Decline
                  </Button>
                ) : null}
                {b.actions.includes('cancel') ? (
                  <Button variant="danger" disabled={busy} onClick={() => setAsking('cancel')}>
                    Cancel booking
                  </Button>
                ) : null}
              </>
            ) : null}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
