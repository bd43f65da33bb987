import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { TravelBooking, TravelBookingStatus } from '@fundpath/contracts/travel';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CreditCard, Mail, MapPin, User } from 'lucide-react';
import {
  type ComponentType,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { TextareaField } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';
import { href } from '@/lib/href';
import { createAttemptKeys } from '@/lib/idempotency';
import { bookingQuery, cancelBooking, payBalance, useBooking } from '../api/bookings';
import type { TravelCardPayment } from '../types';
import { recallBookingEmail, rememberBookingEmail } from '../utils/booking-email';
import { formatDateRange } from '../utils/format';
import { travelLinks } from '../utils/links';
import { PackageImage } from './package-card';
import { ctaClasses, PolicyList } from './package-detail-page';
import { PriceLines, PriceRow } from './price-breakdown';
import { SiteFrame } from './site-frame';

/** `TRV-` and six characters without look-alikes (contract: BOOKING_NUMBER_PATTERN). */
export const BOOKING_NUMBER_PATTERN = /^TRV-[2-9A-HJ-NP-Z]{6}$/;

/** Gives the card payment to what it wraps (features/payments' hook, composed in app/routes). */
export type WithCardPayment = ComponentType<{ children: (payment: TravelCardPayment) => ReactNode }>;

const STATUS: Record<TravelBookingStatus, { label: string; tone: BadgeTone }> = {
  pending_payment: { label: 'Awaiting payment', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  completed: { label: 'Completed', tone: 'info' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

const toast = (kind: 'success' | 'error', message: string) =>
  void import('sonner').then(({ toast: t }) => t[kind](message));

const brandName = (brand: string | null) =>
  brand ? brand.charAt(0).toUpperCase() + brand.slice(1).replace(/_/g, ' ') : 'Card';

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6', className)}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The lead traveller's e-mail opens a booking for someone who is not signed in as its holder. */
function LookupForm({
  bookingNumber,
  failed,
  onSubmit,
}: {
  bookingNumber: string;
  failed: boolean;
  onSubmit: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError('Enter a valid e-mail address');
      return;
    }
    setError(null);
    onSubmit(value);
  };
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <span className="flex size-12 items-center justify-center rounded-full bg-sky-100 text-sky-800">
        <Mail className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-semibold tracking-tight text-slate-950">Open your booking</h1>
      <p className="mt-2 text-slate-600">
        Enter the lead traveller’s e-mail for booking{' '}
        <strong className="whitespace-nowrap text-slate-900">{bookingNumber}</strong>.
      </p>
      {failed ? (
        <p
          role="alert"
          className="mt-5 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 ring-inset"
        >
          We couldn’t find a booking with that number and e-mail. Check both and try again.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <Field
          label="Lead traveller’s e-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <button type="submit" className={cn(ctaClasses, 'h-11 w-full text-sm')}>
          Open booking
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to={href('/packages')} className="font-semibold text-[var(--travel-ink)] hover:underline">
          Browse trips
        </Link>
      </p>
    </div>
  );
}

function PayBalance({
  booking,
  email,
  payment,
  onPaid,
}: {
  booking: TravelBooking;
  email: string | null;
  payment: TravelCardPayment;
  onPaid: (booking: TravelBooking) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const attempts = useRef(createAttemptKeys()).current;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const card = await payment.getPaymentInput();
      if (!card.ok) return;
      const body = { ...(email ? { email } : {}), payment: card.payment };
      let paid: TravelBooking;
      try {
        paid = await payBalance(booking.booking_number, body, attempts.keyFor(body));
      } catch (err) {
        if (isApiError(err) && err.status > 0 && err.status < 500) attempts.finish();
        setError(
          isApiError(err) && err.status > 0 && err.status < 500
            ? err.message
            : 'We could not confirm the payment. Please try again: you will not be charged twice.',
        );
        return;
      }
      const authenticated = paid.payment.status === 'requires_action' && paid.payment.client_secret;
      if (authenticated) {
        const confirmed = await payment.confirmCardAction(authenticated);
        if (!confirmed.ok) {
          setError(confirmed.error);
          return;
        }
      }
      attempts.finish();
      payment.clear();
      onPaid(paid);
      // After the bank's check the provider tells the server (webhook): read the booking again.
      if (authenticated)
        void queryClient.invalidateQueries({
          queryKey: bookingQuery(booking.booking_number, email).queryKey,
        });
      toast('success', 'Balance paid. Thank you!');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined} className="space-y-4">
      {payment.fields}
      {error ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200 ring-inset"
        >
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy || !payment.ready}
        aria-busy={busy || undefined}
        className={cn(ctaClasses, 'h-11 w-full text-sm')}
      >
        {busy ? 'Paying…' : `Pay ${formatCents(booking.balance_cents)} balance`}
      </button>
    </form>
  );
}

function CancelBooking({
  booking,
  email,
  onCancelled,
}: {
  booking: TravelBooking;
  email: string | null;
  onCancelled: (booking: TravelBooking, message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refund = booking.refund_if_cancelled_cents ?? 0;
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const res = await cancelBooking(booking.booking_number, {
        ...(email ? { email } : {}),
        reason: reason.trim(),
      });
      setOpen(false);
      onCancelled(res.booking, res.message);
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The booking could not be cancelled. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full">
          Cancel booking
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Cancel booking ${booking.booking_number}?`}
        description={`${booking.package.title}, ${formatDateRange(booking.departure.starts_on, booking.departure.ends_on)}`}
        closeDisabled={busy}
      >
        <DialogBody className="space-y-4">
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
            Cancelling today refunds{' '}
            <strong className="text-base text-slate-950 tabular-nums">{formatCents(refund)}</strong> of the{' '}
            {formatCents(booking.paid_cents)} paid, to the card you paid with.
          </p>
          <div>
            <h3 className="text-sm font-semibold text-slate-950">Cancellation policy</h3>
            <div className="mt-2">
              <PolicyList policy={booking.cancellation_policy} />
            </div>
          </div>
          <TextareaField
            label="Reason (optional)"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            disabled={busy}
          />
          {error ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 ring-inset"
            >
              {error}
            </p>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            Keep my booking
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={busy}>
            Cancel booking
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function BookingView({
  booking,
  email,
  code,
  WithCard,
}: {
  booking: TravelBooking;
  email: string | null;
  code: string | null;
  WithCard: WithCardPayment;
}) {
  const queryClient = useQueryClient();
  const links = travelLinks(code);
  const status = STATUS[booking.status];
  const update = (next: TravelBooking) =>
    queryClient.setQueryData(bookingQuery(booking.booking_number, email).queryKey, next);
  const canPay = booking.status === 'confirmed' && booking.balance_cents > 0;
  const canCancel =
    booking.refund_if_cancelled_cents !== null &&
    booking.status !== 'cancelled' &&
    booking.status !== 'completed';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="overflow-hidden rounded-3xl bg-slate-950 text-white">
        <div className="relative">
          <PackageImage src={booking.package.image} className="h-40 w-full opacity-60 sm:h-56" />
          <div className="absolute inset-0 bg-gradient-to-t from-slate-950 via-slate-950/50 to-transparent" />
          <div className="absolute inset-x-0 bottom-0 p-5 sm:p-8">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={status.tone} className="bg-white">
                {status.label}
              </Badge>
              <span className="text-sm text-white/85">Booking {booking.booking_number}</span>
            </div>
            <h1 className="mt-2 text-2xl font-semibold tracking-tight text-balance sm:text-4xl">
              {booking.package.title}
            </h1>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-white/90">
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {booking.package.destination}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden="true" />
                {formatDateRange(booking.departure.starts_on, booking.departure.ends_on)}
              </span>
            </p>
          </div>
        </div>
      </div>

      {booking.status === 'pending_payment' && booking.payment.failure_message ? (
        <p
          role="alert"
          className="mt-6 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 ring-inset"
        >
          {booking.payment.failure_message}
        </p>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Panel title="Travellers">
            <ul className="divide-y divide-slate-100">
              {booking.travellers.map((t, i) => (
                <li
                  key={t.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
                >
                  <span className="flex items-center gap-2">
                    <User className="size-4 text-slate-500" aria-hidden="true" />
                    <span className="font-medium text-slate-950">{t.full_name}</span>
                    {i === 0 ? <Badge>Lead</Badge> : null}
                  </span>
                  <span className="text-sm text-slate-600">
                    Born {formatDate(t.date_of_birth)}
                    {t.single_room ? ' · Single room' : ''}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-600">
              Contact: {booking.lead.full_name} · {booking.lead.email}
              {booking.lead.phone ? ` · ${booking.lead.phone}` : ''}
            </p>
          </Panel>

          <Panel title="Timeline">
            {booking.timeline.length === 0 ? (
              <p className="text-sm text-slate-600">Nothing has happened yet.</p>
            ) : (
              <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
                {booking.timeline.map((event) => (
                  <li key={`${event.at}-${event.kind}-${event.message}`} className="relative">
                    <span
                      aria-hidden="true"
                      className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full bg-[var(--travel-primary)] ring-4 ring-white"
                    />
                    <p className="text-sm font-medium text-slate-950">{event.message}</p>
                    <p className="text-xs text-slate-600">
                      <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>

        <div className="space-y-6">
          <Panel title="Payment">
            <PriceLines lines={booking.lines} totalCents={booking.total_cents} caption="Booking price">
              <PriceRow label="Paid" cents={booking.paid_cents} />
              {booking.refunded_cents > 0 ? (
                <PriceRow label="Refunded" cents={booking.refunded_cents} negative />
              ) : null}
              <PriceRow
                label="Balance"
                cents={booking.balance_cents}
                strong
                note={
                  booking.balance_cents > 0 && booking.balance_due_on
                    ? `Due by ${formatDate(booking.balance_due_on)}`
                    : undefined
                }
              />
            </PriceLines>
            {booking.payment.card_last4 ? (
              <p className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
                <CreditCard className="size-4 text-slate-500" aria-hidden="true" />
                {brandName(booking.payment.card_brand)} ending in {booking.payment.card_last4}
              </p>
            ) : null}
          </Panel>

          {canPay ? (
            <Panel title="Pay the balance">
              <WithCard>
                {(payment) => (
                  <PayBalance booking={booking} email={email} payment={payment} onPaid={update} />
                )}
              </WithCard>
            </Panel>
          ) : null}

          {canCancel ? (
            <Panel title="Change of plans?">
              <p className="mb-4 text-sm text-slate-600">
                Cancelling today refunds {formatCents(booking.refund_if_cancelled_cents ?? 0)} under the
                trip’s cancellation policy.
              </p>
              <CancelBooking
                booking={booking}
                email={email}
                onCancelled={(next, message) => {
                  update(next);
                  toast('success', message || 'Your booking was cancelled.');
                }}
              />
            </Panel>
          ) : null}

          <p className="text-center text-sm">
            <Link to={links.home()} className="font-semibold text-[var(--travel-ink)] hover:underline">
              Browse more trips
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * `/travel/booking/:booking_number`: the booking for its holder (signed in, or whoever gives the
 * lead traveller's e-mail; the e-mail is kept for this tab only). Status, trip, travellers, price
 * lines with what was paid and refunded, the balance and when it is due, the card, a timeline;
 * the balance can be paid here, and the booking cancelled with the refund shown first.
 */
export function BookingPage({
  bookingNumber: raw,
  code,
  WithCard,
}: {
  bookingNumber: string;
  code: string | null;
  WithCard: WithCardPayment;
}) {
  const bookingNumber = raw.trim().toUpperCase();
  const valid = BOOKING_NUMBER_PATTERN.test(bookingNumber);
  const [email, setEmail] = useState<string | null>(() => (valid ? recallBookingEmail(bookingNumber) : null));
  const booking = useBooking(bookingNumber, email, valid);
  const links = travelLinks(code);
  // Only an e-mail that opened the booking is kept (for this tab), never a mistyped one.
  const opened = booking.data ? email : null;
  useEffect(() => {
    if (opened) rememberBookingEmail(bookingNumber, opened);
  }, [bookingNumber, opened]);

  let body: ReactNode;
  if (!valid)
    body = (
      <div className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-950">Booking not found</h1>
        <p className="mt-3 text-slate-600">
          Booking numbers look like TRV-7K3M9Q. Check the link in your e-mail.
        </p>
        <Link to={links.home()} className={cn(ctaClasses, 'mt-8 h-11 px-5 text-sm')}>
          Browse trips
        </Link>
      </div>
    );
  else if (booking.data)
    body = <BookingView booking={booking.data} email={email} code={links.code} WithCard={WithCard} />;
  else if (booking.isPending)
    body = (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
        <div className="h-56 animate-pulse rounded-3xl bg-slate-100">
          <h1 className="sr-only">Loading booking {bookingNumber}</h1>
        </div>
      </div>
    );
  else if (isApiError(booking.error) && (booking.error.status === 404 || booking.error.status === 400))
    body = (
      <LookupForm
        key={email ?? ''}
        bookingNumber={bookingNumber}
        failed={email !== null}
        onSubmit={setEmail}
      />
    );
  else
    body = (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="mb-6 text-3xl font-semibold text-slate-950">Booking {bookingNumber}</h1>
        <LoadError
          title="The booking could not be loaded"
          error={booking.error}
          onRetry={() => booking.refetch()}
        />
      </div>
    );
  return <SiteFrame code={code}>{body}</SiteFrame>;
}
