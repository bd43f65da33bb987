import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { MarketplaceBooking } from '@fundpath/contracts/marketplace-bookings';
import { BellRing, CalendarPlus } from 'lucide-react';
import {
  BookingStatusBadge,
  canMemberReschedule,
  formatBookingTime,
  PaymentStatusBadge,
} from '@/components/marketplace/booking-status';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { type BookingViewer, useMemberBooking } from '../api/bookings';
import { CardConfirmPanel } from './card-confirm';
import type { WithBookingCard } from './card-slot';

/** What the specialist may do with a booking (the server's `actions`). */
export type SpecialistAction = MarketplaceBooking['actions'][number];

/**
 * One booking with its timeline (`GET /api/marketplace/bookings/{id}`) and what the viewer may
 * do: the member cancels or moves it; the specialist also accepts, declines and records the outcome.
 */
export function BookingDetailDialog({
  bookingId,
  onClose,
  onCancel,
  onReschedule,
  onAction,
  WithCard,
  viewer = 'member',
}: {
  bookingId: string;
  onClose: () => void;
  onCancel: (booking: MarketplaceBooking) => void;
  onReschedule: (booking: MarketplaceBooking) => void;
  /** The specialist's other moves (accept, decline, complete, no_show). */
  onAction?: (action: SpecialistAction, booking: MarketplaceBooking) => void;
  WithCard?: WithBookingCard;
  viewer?: BookingViewer;
}) {
  const query = useMemberBooking(bookingId);
  const b = query.data;
  const asSpecialist = viewer === 'specialist';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" title={b ? `Booking ${b.number}` : 'Booking'}>
        <DialogBody className="space-y-5">
          {query.isPending ? (
            <Spinner message="Loading the booking" />
          ) : query.isError ? (
            <LoadError title="The booking could not be loaded" error={query.error} onRetry={query.refetch} />
          ) : b ? (
            <>
              {b.payment.status === 'card_pending' && b.status === 'requested' && WithCard ? (
                <WithCard>{(card) => <CardConfirmPanel booking={b} card={card} />}</WithCard>
              ) : null}
              {b.payment.status === 'charge_failed' ? (
                <Callout tone="error" title="The card was declined">
                  {b.payment.failure_message ?? 'The charge failed; nothing was taken.'}
                </Callout>
              ) : null}
              <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-500">{asSpecialist ? 'Member' : 'Specialist'}</dt>
                  <dd className="font-medium text-slate-900">
                    {asSpecialist ? b.member.display_name : b.specialist.display_name}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">Service</dt>
                  <dd className="text-slate-900">
                    {b.service.name} · {b.service.duration_minutes} min ·{' '}
                    {b.service.mode === 'online' ? 'Online' : 'In person'}
                  </dd>
                </div>
                <div className="sm:col-span-2">
                  <dt className="text-slate-500">When (your time)</dt>
                  <dd className="text-slate-900">
                    {formatBookingTime(
                      b.start,
                      b.end,
                      asSpecialist ? b.specialist.time_zone : b.member_time_zone,
                    )}
                  </dd>
                  {asSpecialist && b.member_time_zone !== b.specialist.time_zone ? (
                    <dd className="text-xs text-slate-500">
                      Member’s time: {formatBookingTime(b.start, b.end, b.member_time_zone)}
                    </dd>
                  ) : null}
                </div>
                <div>
                  <dt className="text-slate-500">Status</dt>
                  <dd className="flex flex-wrap gap-1.5">
                    <BookingStatusBadge status={b.status} />
                    <PaymentStatusBadge status={b.payment.status} />
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">Price</dt>
                  <dd className="text-slate-900 tabular-nums">
                    {formatCents(b.price_cents, b.currency)}
                    {b.payment.charged_cents > 0
                      ? ` · paid ${formatCents(b.payment.charged_cents, b.currency)}`
                      : ''}
                    {b.payment.refunded_cents > 0
                      ? ` · refunded ${formatCents(b.payment.refunded_cents, b.currency)}`
                      : ''}
                  </dd>
                </div>
                {asSpecialist ? (
                  <div>
                    <dt className="text-slate-500">Your earnings</dt>
                    <dd className="text-slate-900 tabular-nums">
                      {formatCents(b.specialist_earnings_cents, b.currency)}
                      <span className="text-slate-500">
                        {' '}
                        (platform fee {formatCents(b.platform_fee_cents, b.currency)})
                      </span>
                    </dd>
                  </div>
                ) : null}
                {b.payment.card_last4 && !asSpecialist ? (
                  <div>
                    <dt className="text-slate-500">Card</dt>
                    <dd className="text-slate-900">
                      {b.payment.card_brand ?? 'Card'} ending {b.payment.card_last4}
                    </dd>
                  </div>
                ) : null}
                {b.expires_at ? (
                  <div>
                    <dt className="text-slate-500">Answer expected by</dt>
                    <dd className="text-slate-900">{formatDateTime(b.expires_at)}</dd>
                  </div>
                ) : null}
                {b.note ? (
                  <div className="sm:col-span-2">
                    <dt className="text-slate-500">{asSpecialist ? 'Member’s note' : 'Your note'}</dt>
                    <dd className="whitespace-pre-line text-slate-900">{b.note}</dd>
                  </div>
                ) : null}
                {b.reason ? (
                  <div className="sm:col-span-2">
                    <dt className="text-slate-500">Reason</dt>
                    <dd className="text-slate-900">{b.reason}</dd>
                  </div>
                ) : null}
              </dl>
              {b.reminders && b.reminders.length > 0 ? (
                <section aria-labelledby="booking-reminders">
                  <h3 id="booking-reminders" className="mb-2 text-sm font-semibold text-slate-900">
                    Reminders
                  </h3>
                  <ul className="space-y-1 text-sm text-slate-800">
                    {b.reminders.map((r) => (
                      <li key={r.kind} className="flex items-center gap-2">
                        <BellRing className="size-4 text-slate-500" aria-hidden="true" />
                        {r.kind === '24h' ? '24 hours before' : '1 hour before'}:{' '}
                        {r.sent_at
                          ? `sent ${formatDateTime(r.sent_at)}`
                          : `scheduled for ${formatDateTime(r.due_at)}`}
                      </li>
                    ))}
                  </ul>
                  <a
                    href={`/api/marketplace/bookings/${b.id}/calendar.ics`}
                    download
                    className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand underline-offset-2 hover:underline"
                  >
                    <CalendarPlus className="size-4" aria-hidden="true" />
                    Add to calendar (.ics)
                  </a>
                </section>
              ) : null}
              <section aria-labelledby="booking-timeline">
                <h3 id="booking-timeline" className="mb-2 text-sm font-semibold text-slate-900">
                  Timeline
                </h3>
                {b.events.length === 0 ? (
                  <p className="text-sm text-slate-500">Nothing recorded yet.</p>
                ) : (
                  <ol className="space-y-2 border-l border-slate-200 pl-4">
                    {b.events.map((e) => (
                      <li key={`${e.at}-${e.kind}-${e.message}`} className="text-sm">
                        <time dateTime={e.at} className="block text-xs text-slate-500">
                          {formatDateTime(e.at)}
                        </time>
                        <span className="text-slate-800">{e.message}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            </>
          ) : null}
        </DialogBody>
        <DialogFooter>
          {b && asSpecialist ? <SpecialistMoves booking={b} onAction={onAction} /> : null}
          {b && !asSpecialist && canMemberReschedule(b) ? (
            <Button variant="secondary" onClick={() => onReschedule(b)}>
              Reschedule
            </Button>
          ) : null}
          {b?.actions.includes('cancel') && !asSpecialist ? (
            <Button variant="danger" onClick={() => onCancel(b)}>
              {b.status === 'requested' ? 'Withdraw request' : 'Cancel booking'}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const MOVE_LABELS: Record<SpecialistAction, string> = {
  accept: 'Accept',
  decline: 'Decline',
  reschedule: 'Reschedule',
  complete: 'Mark completed',
  no_show: 'No-show',
  cancel: 'Cancel booking',
};

/** The specialist's moves on one booking, in the order they are usually wanted. */
function SpecialistMoves({
  booking,
  onAction,
}: {
  booking: MarketplaceBooking;
  onAction?: (action: SpecialistAction, booking: MarketplaceBooking) => void;
}) {
  if (!onAction) return null;
  const order: SpecialistAction[] = ['accept', 'complete', 'no_show', 'reschedule', 'decline', 'cancel'];
  return (
    <>
      {order
        .filter((a) => booking.actions.includes(a))
        .map((a) => (
          <Button
            key={a}
            variant={
              a === 'accept' || a === 'complete'
                ? 'primary'
                : a === 'cancel' || a === 'decline'
                  ? 'danger'
                  : 'secondary'
            }
            onClick={() => onAction(a, booking)}
          >
            {MOVE_LABELS[a]}
          </Button>
        ))}
    </>
  );
}
