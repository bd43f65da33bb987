import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { MarketplaceBooking } from '@fundpath/contracts/marketplace-bookings';
import { CalendarDays, ChevronLeft, ChevronRight, List } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  BookingStatusBadge,
  formatBookingClock,
  formatBookingDay,
  formatBookingTime,
  PaymentStatusBadge,
} from '@/components/marketplace/booking-status';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/form-errors';
import { useUpdateSearchParams } from '@/lib/use-update-search-params';
import {
  type BookingListFilters,
  type BookingRow,
  useAcceptBooking,
  useBookingOutcome,
  useDeclineBooking,
  useSpecialistBookings,
} from '../api/bookings';
import { BookingDetailDialog, type SpecialistAction } from './booking-detail-dialog';
import { CancelBookingDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { addDays, weekOf, zoneDate } from './week';

export const APPOINTMENT_TABS = [
  { value: 'requests', label: 'Requests', empty: 'No requests waiting for your answer.' },
  { value: 'upcoming', label: 'Upcoming', empty: 'No confirmed sessions coming up.' },
  { value: 'past', label: 'Past', empty: 'No past sessions yet.' },
  { value: 'cancelled', label: 'Cancelled', empty: 'Nothing cancelled.' },
] as const;
type AppointmentTab = (typeof APPOINTMENT_TABS)[number]['value'];

const PER_PAGE = 10;
/** What the week view shows: sessions that hold time (not declined, cancelled or expired). */
const ON_CALENDAR = new Set(['requested', 'confirmed', 'completed', 'no_show']);

/** A tab as the list's query (`as=specialist`). */
export function appointmentFiltersOf(tab: string | null, page = 1): BookingListFilters {
  const base = { page: Math.max(1, Math.floor(page) || 1), per_page: PER_PAGE };
  switch (tab) {
    case 'upcoming':
      return { ...base, status: 'confirmed', when: 'upcoming' };
    case 'past':
      return { ...base, when: 'past' };
    case 'cancelled':
      return { ...base, status: 'cancelled', when: 'all' };
    default:
      return { ...base, status: 'requested', when: 'all' };
  }
}

const tabOf = (value: string | null): AppointmentTab =>
  APPOINTMENT_TABS.some((t) => t.value === value) ? (value as AppointmentTab) : 'requests';

type Move = { action: SpecialistAction; booking: BookingRow } | null;

/**
 * `/specialist/appointments`: the specialist's requests and sessions as a list (tabs) or a week
 * calendar in their own time zone, with the moves the server allows on each (accept, decline with
 * a reason, reschedule, cancel with full refund, completed / no-show after the start).
 */
export function SpecialistAppointments({ title }: { title: string }) {
  const [params, update] = useUpdateSearchParams();
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';
  const tab = tabOf(params.get('tab'));
  const page = Number(params.get('page') ?? '1');
  const openId = params.get('booking');
  const week = params.get('week');
  const [move, setMove] = useState<Move>(null);

  const act = (action: SpecialistAction, booking: BookingRow) => {
    update({ booking: null });
    setMove({ action, booking });
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <PageHeader
        title={title}
        description="Booking requests and sessions, in your own time zone. A member's card is charged when you accept."
        actions={
          <fieldset className="inline-flex rounded-lg ring-1 ring-slate-300 ring-inset">
            <legend className="sr-only">View</legend>
            <Button
              size="sm"
              variant={view === 'list' ? 'primary' : 'ghost'}
              aria-pressed={view === 'list'}
              onClick={() => update({ view: null })}
            >
              <List className="size-4" aria-hidden="true" />
              List
            </Button>
            <Button
              size="sm"
              variant={view === 'calendar' ? 'primary' : 'ghost'}
              aria-pressed={view === 'calendar'}
              onClick={() => update({ view: 'calendar' })}
            >
              <CalendarDays className="size-4" aria-hidden="true" />
              Calendar
            </Button>
          </fieldset>
        }
      />
      {view === 'list' ? (
        <Tabs value={tab} onValueChange={(v) => update({ tab: v === 'requests' ? null : v, page: null })}>
          <TabsList aria-label="Which appointments">
            {APPOINTMENT_TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {APPOINTMENT_TABS.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              <AppointmentList
                filters={appointmentFiltersOf(t.value, page)}
                empty={t.empty}
                onPage={(p) => update({ page: p === 1 ? null : String(p) })}
                onOpen={(b) => update({ booking: b.id })}
                onMove={act}
              />
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <WeekCalendar
          week={week}
          onWeek={(w) => update({ week: w })}
          onOpen={(b) => update({ booking: b.id })}
        />
      )}
      {openId ? (
        <BookingDetailDialog
          bookingId={openId}
          viewer="specialist"
          onClose={() => update({ booking: null })}
          onCancel={(b) => act('cancel', b)}
          onReschedule={(b) => act('reschedule', b)}
          onAction={act}
        />
      ) : null}
      {move ? <MoveDialog move={move} onClose={() => setMove(null)} /> : null}
    </div>
  );
}

function MoveDialog({ move, onClose }: { move: NonNullable<Move>; onClose: () => void }) {
  const { action, booking } = move;
  if (action === 'cancel')
    return <CancelBookingDialog booking={booking} viewer="specialist" onClose={onClose} />;
  if (action === 'reschedule')
    return <RescheduleDialog booking={booking} viewer="specialist" onClose={onClose} />;
  if (action === 'decline') return <DeclineDialog booking={booking} onClose={onClose} />;
  if (action === 'accept') return <AcceptNow booking={booking} onDone={onClose} />;
  return (
    <OutcomeNow booking={booking} outcome={action === 'no_show' ? 'no_show' : 'completed'} onDone={onClose} />
  );
}

/** Accepting charges the saved card: ask once, then send once. */
function AcceptNow({ booking, onDone }: { booking: BookingRow; onDone: () => void }) {
  return (
    <ConfirmMove
      booking={booking}
      onDone={onDone}
      title={`Accept ${booking.member.display_name}'s request?`}
      message={`${booking.service.name}, ${formatBookingTime(booking.start, booking.end, booking.specialist.time_zone)}. The member's card is charged ${formatCents(booking.price_cents, booking.currency)}; you earn ${formatCents(booking.specialist_earnings_cents, booking.currency)}.`}
      confirmLabel="Accept and charge"
      variant="success"
      useSend={useAcceptBooking}
      body={{}}
      failure="The request could not be accepted"
    />
  );
}

function OutcomeNow({
  booking,
  outcome,
  onDone,
}: {
  booking: BookingRow;
  outcome: 'completed' | 'no_show';
  onDone: () => void;
}) {
  return (
    <ConfirmMove
      booking={booking}
      onDone={onDone}
      title={outcome === 'completed' ? 'Mark the session completed?' : 'Mark as no-show?'}
      message={
        outcome === 'completed'
          ? `${booking.member.display_name}'s ${booking.service.name}. Your earnings become payable.`
          : `${booking.member.display_name} did not come to ${booking.service.name}. The payment is kept.`
      }
      confirmLabel={outcome === 'completed' ? 'Mark completed' : 'Mark no-show'}
      variant={outcome === 'completed' ? 'success' : 'warning'}
      useSend={useBookingOutcome}
      body={{ outcome }}
      failure="The outcome could not be saved"
    />
  );
}

/** Asks through the app's confirm dialog, then sends the move once; the result is a toast. */
function ConfirmMove<B>({
  booking,
  onDone,
  title,
  message,
  confirmLabel,
  variant,
  useSend,
  body,
  failure,
}: {
  booking: BookingRow;
  onDone: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  variant: 'success' | 'warning';
  useSend: (id: string) => { mutateAsync: (body: B) => Promise<{ message: string }> };
  body: B;
  failure: string;
}) {
  const { confirm } = useDialogs();
  const send = useSend(booking.id);
  const asked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once, when the move is chosen
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void confirm({ title, message, confirmLabel, variant }).then(async (ok) => {
      if (ok) {
        try {
          const r = await send.mutateAsync(body);
          toast.success(r.message || 'Saved');
        } catch (err) {
          toast.error(refusalMessage(err) ?? errorMessage(err, failure));
        }
      }
      onDone();
    });
  }, []);
  return null;
}

/** The specialist declines a request with a reason the member reads; nothing is charged. */
function DeclineDialog({ booking, onClose }: { booking: BookingRow; onClose: () => void }) {
  const decline = useDeclineBooking(booking.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const busy = decline.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (!text) {
      setFieldError('Tell the member why');
      return;
    }
    setFieldError(undefined);
    setError(null);
    decline.mutate(
      { reason: text },
      {
        onSuccess: (r) => {
          toast.success(r.message || 'Request declined');
          onClose();
        },
        onError: (err) => {
          setFieldError(apiFieldErrors(err).reason);
          setError(refusalMessage(err) ?? errorMessage(err, 'The request could not be declined'));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        size="md"
        title="Decline this request?"
        description={`${booking.service.name} with ${booking.member.display_name}, ${formatBookingTime(booking.start, booking.end, booking.specialist.time_zone)}`}
        closeDisabled={busy}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            {error ? <Callout tone="error">{error}</Callout> : null}
            <Callout tone="info">The member's card is released: nothing is charged.</Callout>
            <TextareaField
              label="Reason"
              required
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              showCount
              hint="The member sees it."
              error={fieldError}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Back
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              Decline request
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function AppointmentList({
  filters,
  empty,
  onPage,
  onOpen,
  onMove,
}: {
  filters: BookingListFilters;
  empty: string;
  onPage: (page: number) => void;
  onOpen: (b: BookingRow) => void;
  onMove: (action: SpecialistAction, b: BookingRow) => void;
}) {
  const query = useSpecialistBookings(filters);
  if (query.isPending) return <Spinner message="Loading your appointments" />;
  if (query.isError)
    return (
      <LoadError title="Your appointments could not be loaded" error={query.error} onRetry={query.refetch} />
    );
  const { bookings, total } = query.data;
  if (bookings.length === 0)
    return <EmptyState icon={CalendarDays} title="Nothing here" description={empty} />;
  return (
    <div className="space-y-4" aria-busy={query.isPlaceholderData || undefined}>
      <ul className="space-y-3" aria-label="Appointments">
        {bookings.map((b) => (
          <AppointmentItem key={b.id} booking={b} onOpen={() => onOpen(b)} onMove={onMove} />
        ))}
      </ul>
      <Pagination
        page={filters.page}
        pageSize={filters.per_page}
        total={total}
        onPageChange={onPage}
        hideWhenSinglePage
        label="Appointments pages"
      />
    </div>
  );
}

const QUICK: { action: SpecialistAction; label: string; variant: 'primary' | 'secondary' | 'ghost' }[] = [
  { action: 'accept', label: 'Accept', variant: 'primary' },
  { action: 'decline', label: 'Decline', variant: 'secondary' },
  { action: 'complete', label: 'Mark completed', variant: 'primary' },
  { action: 'no_show', label: 'No-show', variant: 'secondary' },
  { action: 'reschedule', label: 'Reschedule', variant: 'secondary' },
  { action: 'cancel', label: 'Cancel', variant: 'ghost' },
];

function AppointmentItem({
  booking: b,
  onOpen,
  onMove,
}: {
  booking: BookingRow;
  onOpen: () => void;
  onMove: (action: SpecialistAction, b: BookingRow) => void;
}) {
  const waitingCard = b.status === 'requested' && b.payment.status === 'card_pending';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{b.member.display_name}</h2>
          <p className="text-sm text-slate-700">
            {b.service.name} · {b.service.duration_minutes} min ·{' '}
            {b.service.mode === 'online' ? 'Online' : 'In person'}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={b.start}>{formatBookingTime(b.start, b.end, b.specialist.time_zone)}</time>
          </p>
          {b.note ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">“{b.note}”</p> : null}
          {waitingCard ? (
            <p className="mt-1 text-sm text-amber-800">The member is still confirming their card.</p>
          ) : null}
        </div>
        <div className="flex flex-row flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          <BookingStatusBadge status={b.status} />
          {b.payment.status !== 'released' && b.payment.status !== 'card_saved' ? (
            <PaymentStatusBadge status={b.payment.status} />
          ) : null}
          <span className="text-sm text-slate-700 tabular-nums">
            You earn{' '}
            <strong className="text-slate-900">{formatCents(b.specialist_earnings_cents, b.currency)}</strong>
          </span>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button size="sm" variant="secondary" onClick={onOpen} aria-label={`Details of booking ${b.number}`}>
          Details
        </Button>
        {QUICK.filter((q) => b.actions.includes(q.action)).map((q) => (
          <Button
            key={q.action}
            size="sm"
            variant={q.variant}
            className={q.action === 'cancel' ? 'text-red-700' : undefined}
            onClick={() => onMove(q.action, b)}
            aria-label={`${q.label} booking ${b.number}`}
          >
            {q.label}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** Monday-to-Sunday in the specialist's zone; `week` is any date of it (`YYYY-MM-DD`). */
function WeekCalendar({
  week,
  onWeek,
  onOpen,
}: {
  week: string | null;
  onWeek: (week: string | null) => void;
  onOpen: (b: BookingRow) => void;
}) {
  // The zone comes from the bookings; before any arrive, the browser's zone frames the week.
  const [zone, setZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const today = zoneDate(Date.now(), zone);
  const anchor = week && /^\d{4}-\d{2}-\d{2}$/.test(week) ? week : today;
  const w = weekOf(anchor, zone);
  const query = useSpecialistBookings({ when: 'all', from: w.from, to: w.to, page: 1, per_page: 100 });
  const rows = (query.data?.bookings ?? []).filter((b) => ON_CALENDAR.has(b.status));
  const bookingZone = query.data?.bookings[0]?.specialist.time_zone;
  useEffect(() => {
    if (bookingZone) setZone(bookingZone);
  }, [bookingZone]);
  const byDay = new Map<string, BookingRow[]>(w.days.map((d) => [d, []]));
  for (const b of [...rows].sort((a, c) => a.start.localeCompare(c.start)))
    byDay.get(zoneDate(b.start, zone))?.push(b);
  const label = `${formatBookingDay(zoneNoon(w.days[0]!), 'UTC')} – ${formatBookingDay(zoneNoon(w.days[6]!), 'UTC')}`;

  return (
    <section aria-labelledby="week-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="week-title" className="text-base font-semibold text-slate-900">
          Week of {label}
        </h2>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label="Previous week"
            onClick={() => onWeek(addDays(w.days[0]!, -7))}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onWeek(null)} disabled={anchor === today}>
            This week
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label="Next week"
            onClick={() => onWeek(addDays(w.days[0]!, 7))}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600">Times in {zone.replace(/_/g, ' ')}.</p>
      {query.isError ? (
        <LoadError title="The week could not be loaded" error={query.error} onRetry={query.refetch} />
      ) : query.isPending ? (
        <Spinner message="Loading the week" />
      ) : (
        <ol
          className="grid gap-2 md:grid-cols-7"
          aria-label="Days of the week"
          aria-busy={query.isPlaceholderData || undefined}
        >
          {w.days.map((d) => {
            const items = byDay.get(d) ?? [];
            const isToday = d === today;
            return (
              <li
                key={d}
                className={`min-h-24 rounded-lg border p-2 ${isToday ? 'border-brand bg-brand/5' : 'border-slate-200 bg-white'}`}
              >
                <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {formatBookingDay(zoneNoon(d), 'UTC')}
                  {isToday ? <span className="sr-only"> (today)</span> : null}
                </h3>
                {items.length === 0 ? (
                  <p className="text-xs text-slate-500">Free</p>
                ) : (
                  <ul className="space-y-1.5">
                    {items.map((b) => (
                      <li key={b.id}>
                        <button
                          type="button"
                          onClick={() => onOpen(b)}
                          className={`w-full rounded-md px-2 py-1.5 text-left text-xs ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-brand ${calendarTone(b.status)}`}
                        >
                          <span className="block font-semibold">
                            {formatBookingClock(b.start, zone)} {b.member.display_name}
                          </span>
                          <span className="block">{b.service.name}</span>
                          <span className="block">{statusWord(b.status)}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Noon UTC of a calendar date: formats as that date in UTC whatever the zone. */
const zoneNoon = (date: string) => `${date}T12:00:00.000Z`;

const calendarTone = (status: MarketplaceBooking['status']) =>
  status === 'requested'
    ? 'bg-amber-50 text-amber-900 ring-amber-300'
    : status === 'confirmed'
      ? 'bg-emerald-50 text-emerald-900 ring-emerald-300'
      : 'bg-slate-50 text-slate-800 ring-slate-300';

const statusWord = (status: MarketplaceBooking['status']) =>
  status === 'requested'
    ? 'Waiting for you'
    : status === 'confirmed'
      ? 'Confirmed'
      : status === 'completed'
        ? 'Completed'
        : 'No-show';
