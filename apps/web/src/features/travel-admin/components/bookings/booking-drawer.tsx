import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { describePolicy, type TravelBooking } from '@fundpath/contracts/travel';
import { Ban, Download, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { sumRows } from '@/lib/sum-rows';
import { manifestHref, useBooking } from '../../api/bookings';
import { BookingStatusBadge, formatDay, PaymentStatusBadge } from '../badges';
import { CancelBookingDialog } from './cancel-dialog';
import { TravellersDialog } from './travellers-dialog';

/** Cancelled and completed bookings are final: nothing to cancel or rename. */
const isOpen = (b: TravelBooking) => b.status === 'pending_payment' || b.status === 'confirmed';

/** A booking's detail for staff: trip, travellers, price, payment, timeline, and what can be done. */
export function BookingDrawer({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const query = useBooking(bookingId);
  const booking = query.data;
  const [dialog, setDialog] = useState<'cancel' | 'travellers' | null>(null);
  const title = booking ? `Booking ${booking.booking_number}` : 'Booking';

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        size="panel"
        className="sm:max-w-3xl"
        title={title}
        header={
          <DialogHeader
            title={title}
            description={
              booking
                ? `${booking.lead.full_name} · ${booking.package.title} · ${formatCents(booking.total_cents)}`
                : undefined
            }
          >
            {booking ? (
              <div className="mt-2 flex flex-wrap gap-1.5">
                <BookingStatusBadge status={booking.status} />
                <PaymentStatusBadge status={booking.payment.status} />
              </div>
            ) : null}
          </DialogHeader>
        }
      >
        <DialogBody className="space-y-6">
          {query.isPending ? (
            <Spinner message="Loading the booking" className="py-16" />
          ) : query.isError || !booking ? (
            <Callout tone="error" title="The booking could not be loaded">
              {refusalMessage(query.error) ?? errorMessage(query.error)}
            </Callout>
          ) : (
            <>
              <div role="group" aria-label="Booking actions" className="flex flex-wrap gap-2">
                {isOpen(booking) ? (
                  <>
                    <Button size="sm" variant="secondary" onClick={() => setDialog('travellers')}>
                      <Users className="size-4" aria-hidden="true" />
                      Change travellers
                    </Button>
                    <Button
                      size="sm"
                      variant="plain"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      onClick={() => setDialog('cancel')}
                    >
                      <Ban className="size-4" aria-hidden="true" />
                      Cancel booking
                    </Button>
                  </>
                ) : null}
                <a
                  href={manifestHref(booking.departure.id)}
                  download
                  className={buttonClasses({ size: 'sm', variant: 'secondary' })}
                >
                  <Download className="size-4" aria-hidden="true" />
                  Download manifest (CSV)
                </a>
              </div>
              <BookingView booking={booking} />
            </>
          )}
        </DialogBody>
        {booking && dialog === 'cancel' ? (
          <CancelBookingDialog booking={booking} onClose={() => setDialog(null)} />
        ) : null}
        {booking && dialog === 'travellers' ? (
          <TravellersDialog booking={booking} onClose={() => setDialog(null)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BookingView({ booking: b }: { booking: TravelBooking }) {
  const lineSum = sumRows(b.lines, ['total_cents'] as const).total_cents;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Block title="Trip">
        <dl className="space-y-1 text-sm">
          <Row label="Package">{b.package.title}</Row>
          <Row label="Destination">{b.package.destination}</Row>
          <Row label="Dates">
            {formatDay(b.departure.starts_on)} – {formatDay(b.departure.ends_on)}
          </Row>
          <Row label="Booked">{formatDateTime(b.created_at)}</Row>
          <Row label="Affiliate">
            {b.affiliate ? `${b.affiliate.display_name} (${b.affiliate.code})` : 'Direct (no affiliate)'}
          </Row>
        </dl>
      </Block>

      <Block title="Lead traveller">
        <dl className="space-y-1 text-sm">
          <Row label="Name">{b.lead.full_name}</Row>
          <Row label="E-mail">
            <a href={`mailto:${b.lead.email}`} className="text-brand hover:underline">
              {b.lead.email}
            </a>
          </Row>
          <Row label="Phone">{b.lead.phone || '—'}</Row>
        </dl>
      </Block>

      <Block title={`Travellers (${b.travellers.length})`}>
        <ol className="divide-y divide-slate-100 text-sm">
          {b.travellers.map((t, i) => (
            <li key={t.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
              <span className="text-slate-900">
                {i + 1}. {t.full_name}
              </span>
              <span className="text-slate-600">
                Born {formatDay(t.date_of_birth)}
                {t.single_room ? ' · single room' : ''}
              </span>
            </li>
          ))}
        </ol>
      </Block>

      <Block title="Price">
        <table className="w-full text-sm">
          <caption className="sr-only">Price lines</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {b.lines.map((l) => (
              <tr key={l.label}>
                <th scope="row" className="py-1 text-left font-normal text-slate-700">
                  {l.label} · {l.quantity} × {formatCents(l.unit_cents)}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCents(l.total_cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 font-semibold text-slate-900">
            <tr>
              <th scope="row" className="pt-1.5 text-left">
                Total
              </th>
              <td className="pt-1.5 text-right tabular-nums">{formatCents(lineSum)}</td>
            </tr>
          </tfoot>
        </table>
      </Block>

      <Block title="Payment">
        <dl className="space-y-1 text-sm">
          <Row label="Plan">{b.payment_plan === 'deposit' ? 'Deposit, then balance' : 'Paid in full'}</Row>
          <Row label="Card">
            {b.payment.card_brand
              ? `${b.payment.card_brand.charAt(0).toUpperCase()}${b.payment.card_brand.slice(1)} ···· ${b.payment.card_last4 ?? ''}`
              : '—'}
          </Row>
          <Row label="Paid">{formatCents(b.paid_cents)}</Row>
          <Row label="Refunded">{formatCents(b.refunded_cents)}</Row>
          <Row label="Balance">
            {formatCents(b.balance_cents)}
            {b.balance_cents > 0 && b.balance_due_on ? ` (due ${formatDay(b.balance_due_on)})` : ''}
          </Row>
          {b.refund_if_cancelled_cents !== null ? (
            <Row label="Refund if cancelled today">{formatCents(b.refund_if_cancelled_cents)}</Row>
          ) : null}
        </dl>
        {b.payment.failure_message ? (
          <Callout tone="warning" className="mt-2">
            {b.payment.failure_message}
          </Callout>
        ) : null}
      </Block>

      <Block title="Cancellation policy">
        <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
          {describePolicy(b.cancellation_policy).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Block>

      <Block title="Timeline" className="lg:col-span-2">
        {b.timeline.length ? (
          <ol className="space-y-2 border-l border-slate-200 pl-4 text-sm">
            {b.timeline.map((e) => (
              <li key={`${e.at}-${e.kind}-${e.message}`}>
                <time dateTime={e.at} className="block text-xs text-slate-500">
                  {formatDateTime(e.at)}
                </time>
                <span className="text-slate-800">{e.message}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600">Nothing recorded yet.</p>
        )}
      </Block>
    </div>
  );
}

function Block({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className}>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right text-slate-900">{children}</dd>
    </div>
  );
}
