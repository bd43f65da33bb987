/**
 * Travel bookings (issue 5/8, ADR 007): the lead traveller's e-mails (confirmation, balance paid,
 * cancellation with the refund, welcome home) through the `notifications.travel_email` job, and
 * the affiliate's in-app note when a booking they brought is confirmed. Bookers are mostly guests
 * without preferences: their mail goes to the booking's address. The job renders the booking as
 * it is when it runs; its figures are the booking's own frozen lines.
 */
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { TravelBooking } from '@fundpath/contracts/travel';
import type { EventBus } from '../../platform/events';
import { bookingView, findTravelBooking } from '../travel';
import { escapeHtml, type NotificationsDeps } from './service';

export const TRAVEL_EMAIL_JOB = 'notifications.travel_email';
export type TravelEmailKind = 'confirmation' | 'balance_paid' | 'cancelled' | 'completed';

declare module '../../platform/jobs' {
  interface JobData {
    'notifications.travel_email': { booking_id: string; kind: TravelEmailKind; refund_cents?: number };
  }
}

/** Where the booker follows the booking: its page (number + e-mail; the number alone shows nothing). */
export const bookingPath = (b: Pick<TravelBooking, 'booking_number'>) =>
  `/travel/booking/${b.booking_number}`;

export function renderTravelEmail(
  kind: TravelEmailKind,
  b: TravelBooking,
  publicUrl: string,
  refundCents = 0,
): { subject: string; text: string; html: string } {
  const trip = `${b.package.title}, ${b.departure.starts_on} to ${b.departure.ends_on}`;
  const intro = {
    confirmation: {
      subject: `Booking confirmed: ${b.package.title} (${b.booking_number})`,
      lead: `Your trip is booked! We received ${formatCents(b.paid_cents)}${b.balance_cents ? ` and the balance of ${formatCents(b.balance_cents)} is due by ${b.balance_due_on}` : ''}.`,
    },
    balance_paid: {
      subject: `Paid in full: ${b.package.title} (${b.booking_number})`,
      lead: `Thank you: your trip is paid in full (${formatCents(b.paid_cents)}).`,
    },
    cancelled: {
      subject: `Booking cancelled: ${b.booking_number}`,
      lead: `Your booking has been cancelled. ${refundCents > 0 ? `A refund of ${formatCents(refundCents)} is on its way to your card.` : 'No refund is due under the cancellation policy.'}`,
    },
    completed: {
      subject: `Welcome home from ${b.package.destination}`,
      lead: 'We hope you had a wonderful trip. Thank you for travelling with us!',
    },
  }[kind];
  const link = `${publicUrl.replace(/\/$/, '')}${bookingPath(b)}`;
  const lines = b.lines.map((l) => `  ${l.quantity} × ${l.label} — ${formatCents(l.total_cents)}`);
  const people = b.travellers.map((t) => `  ${t.full_name}`);
  const text = [
    `Hi ${b.lead.full_name},`,
    '',
    intro.lead,
    '',
    `Booking ${b.booking_number}: ${trip}`,
    ...lines,
    `Total: ${formatCents(b.total_cents)}`,
    '',
    'Travellers:',
    ...people,
    '',
    `See your booking at ${link} with this e-mail address.`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    `<p>Hi ${escapeHtml(b.lead.full_name)},</p>`,
    `<p>${escapeHtml(intro.lead)}</p>`,
    `<h2 style="font-size:16px">Booking ${escapeHtml(b.booking_number)}</h2>`,
    `<p>${escapeHtml(trip)}</p>`,
    `<ul>${b.lines.map((l) => `<li>${l.quantity} × ${escapeHtml(l.label)} — ${escapeHtml(formatCents(l.total_cents))}</li>`).join('')}</ul>`,
    `<p><strong>Total: ${escapeHtml(formatCents(b.total_cents))}</strong></p>`,
    `<p>Travellers: ${b.travellers.map((t) => escapeHtml(t.full_name)).join(', ')}</p>`,
    `<p><a href="${escapeHtml(link)}">See your booking</a> with this e-mail address.</p>`,
    '</body></html>',
  ].join('');
  return { subject: intro.subject, text, html };
}

/** The job: renders the booking as it is now and mails its lead traveller. Throws to retry. */
export async function sendTravelEmail(
  deps: NotificationsDeps,
  data: { booking_id: string; kind: TravelEmailKind; refund_cents?: number },
): Promise<void> {
  const row = await findTravelBooking(deps.db, data.booking_id);
  if (!row) return;
  const b = await bookingView(deps.db, row, { staff: false });
  await deps.mailer.send({
    to: b.lead.email,
    ...renderTravelEmail(data.kind, b, deps.publicUrl ?? '', data.refund_cents),
  });
}

async function mailLead(
  deps: NotificationsDeps,
  data: { booking_id: string; kind: TravelEmailKind; refund_cents?: number },
): Promise<void> {
  try {
    await deps.jobs.send(TRAVEL_EMAIL_JOB, data, {
      retryLimit: 5,
      singletonKey: `${data.kind}:${data.booking_id}`,
    });
  } catch (err) {
    deps.log.error({ err, booking_id: data.booking_id, kind: data.kind }, 'travel e-mail not enqueued');
  }
}

/** Subscribes the travel e-mails; returns the function that unsubscribes. */
export function subscribeTravelNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  const offs = [
    events.on('travel.booking_confirmed', ({ booking_id }) =>
      mailLead(deps, { booking_id, kind: 'confirmation' }),
    ),
    events.on('travel.balance_paid', ({ booking_id }) =>
      mailLead(deps, { booking_id, kind: 'balance_paid' }),
    ),
    events.on('travel.booking_cancelled', ({ booking_id, refund_cents }) =>
      mailLead(deps, { booking_id, kind: 'cancelled', refund_cents }),
    ),
    events.on('travel.booking_completed', ({ booking_id }) =>
      mailLead(deps, { booking_id, kind: 'completed' }),
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
}
