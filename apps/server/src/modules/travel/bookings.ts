/**
 * Travel bookings (issue 5/8). A booking takes its seats in the transaction that creates it (the
 * departure row is locked, so two buyers racing for the last seat cannot both get it), then the
 * card is charged outside any transaction through the one payments adapter, keyed by the booking
 * so a retry never charges twice, and the answer settles it: confirmed, declined (cancelled, seats
 * back, 402), waiting for 3-D Secure (the webhook or the sweep settles it) or the provider
 * unreachable (cancelled, seats back, 502).
 *
 * Statuses move `pending_payment → confirmed → completed`, or to `cancelled` (seats back, refund
 * per the policy frozen at booking). Refunds are decided in the cancelling transaction and sent to
 * the provider after it; one the provider did not take is retried by the sweep. Every change is on
 * the booking's timeline; events after commit drive e-mails and the commission ledger.
 */
import { randomInt } from 'node:crypto';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { hasPermission } from '@fundpath/contracts/roles';
import type { TravelBooking, TravelBookingBody } from '@fundpath/contracts/travel';
import {
  BALANCE_DUE_DAYS,
  cancellationRefund,
  DEPOSIT_CUTOFF_DAYS,
  daysBetween,
  priceBooking,
  type travelBookingBodySchema,
} from '@fundpath/contracts/travel';
import type { z } from 'zod';
import {
  PaymentInputError,
  type PaymentMethodInput,
  type PaymentResult,
  type PaymentsProvider,
} from '../../adapters/payments';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import { affiliateOf, referrerFor } from '../affiliates';
import { findPackage, isBookable, lockDeparture, shiftDay, today } from './packages';
import * as repo from './repo';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const DEPARTURE_UNAVAILABLE = 'This departure is no longer available';
export const SEATS_LEFT = (n: number) =>
  n === 0 ? 'This departure is sold out' : `Only ${n} seat${n === 1 ? '' : 's'} left on this departure`;
export const PRICE_CHANGED = 'The price changed since you opened the page. Please check the new total.';
export const DEPOSIT_UNAVAILABLE = 'This departure must be paid in full';
export const KEY_REUSED = 'This Idempotency-Key was used for a different booking';
export const PROVIDER_DOWN = 'Payment provider unavailable; you have not been charged';
export const ALREADY_CANCELLED = 'This booking is already cancelled';
export const TRIP_COMPLETED = 'This trip has been completed';
export const NOTHING_DUE = 'Nothing is left to pay on this booking';
export const NOT_CONFIRMED = 'Only a confirmed booking can be changed';
export const TRAVELLER_COUNT = (n: number) =>
  `The booking has ${n} traveller${n === 1 ? '' : 's'}: change their details, not their number`;
const DECLINED = 'Your card was declined.';
/** A booking not paid within this time is cancelled and its seats given back. */
export const UNPAID_TTL_MS = 30 * 60_000;

type BookingBody = z.output<typeof travelBookingBodySchema>;
type EventsCtx = Pick<Ctx, 'db' | 'log' | 'events'>;

// ---- numbers --------------------------------------------------------------------------------

/** Letters and digits people cannot confuse (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function drawBookingNumber(): string {
  let s = 'TRV-';
  for (let i = 0; i < 6; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

// ---- views ----------------------------------------------------------------------------------

/** The booking as its holder (and staff) see it. */
export async function bookingView(
  db: Db,
  b: repo.BookingRow,
  opts: {
    staff: boolean;
    clientSecret?: string | null;
    /** The status of the payment just attempted, when it is not the booking's own (a balance charge). */
    paymentStatus?: TravelBooking['payment']['status'];
  } = { staff: false },
): Promise<TravelBooking> {
  const [pkg, departure, travellers, events, affiliate] = await Promise.all([
    repo.packageOfBooking(db, b.package_id),
    repo.departureOf(db, b.departure_id),
    repo.travellersOf(db, b.id),
    repo.eventsOf(db, b.id),
    opts.staff && b.referrer_id ? affiliateOf(db, b.referrer_id) : Promise.resolve(undefined),
  ]);
  const open = b.status === 'pending_payment' || b.status === 'confirmed';
  const days = departure ? daysBetween(today(), departure.starts_on) : 0;
  const balance = open ? Math.max(0, b.total_cents - b.paid_cents) : 0;
  return {
    id: b.id,
    booking_number: b.booking_number,
    status: b.status,
    package: {
      id: b.package_id,
      title: pkg?.title ?? 'Travel package',
      destination: pkg?.destination ?? '',
      image: pkg?.images[0] ?? null,
    },
    departure: {
      id: b.departure_id,
      starts_on: departure?.starts_on ?? '',
      ends_on: departure?.ends_on ?? '',
    },
    lead: { full_name: b.lead_name, email: b.lead_email, phone: b.lead_phone },
    travellers: travellers.map((t) => ({
      id: t.id,
      full_name: t.full_name,
      date_of_birth: t.date_of_birth,
      single_room: t.single_room,
    })),
    payment_plan: b.payment_plan,
    lines: b.lines,
    total_cents: b.total_cents,
    paid_cents: b.paid_cents,
    refunded_cents: b.refunded_cents,
    balance_cents: balance,
    balance_due_on: balance > 0 && departure ? shiftDay(departure.starts_on, -BALANCE_DUE_DAYS) : null,
    cancellation_policy: b.cancellation_policy,
    refund_if_cancelled_cents: open
      ? cancellationRefund(b.cancellation_policy, days, b.paid_cents, b.refunded_cents).refund_cents
      : null,
    payment: {
      status: opts.paymentStatus ?? b.payment_status,
      card_brand: b.card_brand,
      card_last4: b.card_last4,
      failure_message: b.payment_failure,
      client_secret: opts.clientSecret ?? null,
    },
    affiliate: affiliate ? { code: affiliate.code, display_name: affiliate.display_name } : null,
    timeline: events.map((e) => ({ at: e.created_at.toISOString(), kind: e.kind, message: e.message })),
    created_at: b.created_at.toISOString(),
  };
}

// ---- access ---------------------------------------------------------------------------------

const isStaff = (ctx: Pick<Ctx, 'actor'>) => hasPermission(ctx.actor, 'travel.manage');

/**
 * The booking `number` if the caller holds it: signed in as its buyer, staff with
 * `travel.manage`, or giving the lead traveller's e-mail. Anyone else gets the same 404 as for a
 * number that does not exist.
 */
export async function heldBooking(ctx: Ctx, number: string, email: string | undefined) {
  const b = await repo.findByNumber(ctx.db, number);
  const holds =
    b &&
    ((ctx.actor && b.user_id === ctx.actor.id) ||
      isStaff(ctx) ||
      (email !== undefined && email.trim().toLowerCase() === b.lead_email.toLowerCase()));
  if (!b || !holds) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  return b;
}

export async function viewHeld(ctx: Ctx, number: string, email: string | undefined) {
  const b = await heldBooking(ctx, number, email);
  return bookingView(ctx.db, b, { staff: isStaff(ctx) });
}

// ---- booking --------------------------------------------------------------------------------

export interface BookDeps {
  payments: PaymentsProvider;
  /** The attribution cookie's code (ADR 013), if any. */
  referralCode?: string | undefined;
}

function fingerprint(body: BookingBody): string {
  const p = body.payment;
  const method = 'payment_method_id' in p ? p.payment_method_id : `card:${p.card_number.slice(-4)}`;
  return requestHash(
    body.package_id,
    body.departure_id,
    JSON.stringify(body.lead),
    JSON.stringify(body.travellers),
    body.payment_plan,
    method,
    body.expected_total_cents,
  );
}

/** `POST /api/travel/bookings`. */
export async function book(
  ctx: Ctx,
  deps: BookDeps,
  body: BookingBody,
  requestKey: string | undefined,
): Promise<{ booking: TravelBooking; replayed: boolean; message: string }> {
  const pkg = await findPackage(ctx.db, body.package_id);
  if (pkg?.status !== 'published') throw new AppError('NOT_FOUND', 'Package not found');
  const referrer = await referrerFor(ctx.db, deps.referralCode, {
    userIds: [ctx.actor?.id],
    email: body.lead.email,
  });
  const hash = fingerprint(body);

  const placed = await ctx.db.transaction(async (tx) => {
    if (requestKey) {
      const earlier = await repo.findByRequestKey(tx, requestKey);
      if (earlier) {
        if (earlier.request_hash !== hash) throw new AppError('CONFLICT', KEY_REUSED);
        return { booking: earlier, replayed: true };
      }
    }
    const departure = await lockDeparture(tx, pkg.id, body.departure_id);
    if (!departure || !isBookable(departure)) {
      const left = departure ? departure.capacity - departure.seats_taken : 0;
      throw new AppError('CONFLICT', departure && left <= 0 ? SEATS_LEFT(0) : DEPARTURE_UNAVAILABLE);
    }
    const left = departure.capacity - departure.seats_taken;
    if (left < body.travellers.length) throw new AppError('CONFLICT', SEATS_LEFT(left), { seats_left: left });
    const days = daysBetween(today(), departure.starts_on);
    if (body.payment_plan === 'deposit' && (pkg.deposit_bps === 0 || days <= DEPOSIT_CUTOFF_DAYS))
      throw new AppError('VALIDATION_FAILED', DEPOSIT_UNAVAILABLE, [
        { path: 'body.payment_plan', message: DEPOSIT_UNAVAILABLE },
      ]);
    const price = priceBooking(departure, body.travellers, body.payment_plan, pkg.deposit_bps);
    if (body.expected_total_cents !== undefined && body.expected_total_cents !== price.total_cents)
      throw new AppError('CONFLICT', PRICE_CHANGED, { total_cents: price.total_cents });

    let created: repo.BookingRow | undefined;
    for (let attempt = 0; !created && attempt < 8; attempt++) {
      created = await repo.insertBooking(tx, {
        booking_number: drawBookingNumber(),
        package_id: pkg.id,
        departure_id: departure.id,
        user_id: ctx.actor?.id ?? null,
        referrer_id: referrer,
        lead_name: body.lead.full_name,
        lead_email: body.lead.email,
        lead_phone: body.lead.phone,
        payment_plan: body.payment_plan,
        lines: price.lines,
        total_cents: price.total_cents,
        due_now_cents: price.due_now_cents,
        cancellation_policy: pkg.cancellation_policy,
        payment_provider: deps.payments.kind,
        request_key: requestKey ?? null,
        request_hash: hash,
      });
    }
    if (!created) throw new Error('could not draw a free booking number');
    await repo.insertTravellers(tx, created.id, body.travellers);
    await repo.moveSeats(tx, departure.id, body.travellers.length);
    const n = body.travellers.length;
    await repo.addEvent(
      tx,
      created.id,
      'created',
      `Booked ${n} traveller${n === 1 ? '' : 's'} on ${pkg.title} departing ${departure.starts_on}; ${formatCents(price.total_cents)} in all${
        price.balance_cents ? `, deposit ${formatCents(price.due_now_cents)}` : ''
      }`,
      ctx.actor?.id ?? null,
    );
    if (price.due_now_cents > 0)
      await repo.insertPayment(tx, {
        booking_id: created.id,
        kind: 'charge',
        purpose: body.payment_plan,
        provider: deps.payments.kind,
        amount_cents: price.due_now_cents,
        status: 'pending',
      });
    return { booking: created, replayed: false };
  });

  const settled = await settleFirstCharge(ctx, deps.payments, placed.booking.id, body.payment);
  const fresh = (await repo.findBooking(ctx.db, placed.booking.id))!;
  return {
    booking: await bookingView(ctx.db, fresh, { staff: isStaff(ctx), clientSecret: settled.client_secret }),
    replayed: placed.replayed,
    message:
      fresh.status === 'confirmed'
        ? 'Booking confirmed'
        : 'Please confirm the payment with your bank to complete the booking',
  };
}

/**
 * Charges the booking's first payment (the deposit or the total) unless that already happened,
 * and applies the answer. A repeat asks the provider (same idempotency key: never two charges).
 */
async function settleFirstCharge(
  ctx: Ctx,
  payments: PaymentsProvider,
  bookingId: string,
  method: PaymentMethodInput,
): Promise<{ client_secret: string | null }> {
  const b = (await repo.findBooking(ctx.db, bookingId))!;
  if (b.status === 'cancelled' && b.payment_status === 'failed')
    throw new AppError('PAYMENT_DECLINED', b.payment_failure ?? DECLINED);
  if (b.status !== 'pending_payment') return { client_secret: null };
  const charge = (await repo.paymentsOf(ctx.db, b.id)).find((p) => p.kind === 'charge');
  if (!charge) {
    // Nothing to charge (a free trip): confirmed at once.
    await confirm(ctx, b.id, null, { card_brand: null, card_last4: null });
    return { client_secret: null };
  }
  let result: PaymentResult;
  try {
    result = charge.provider_id
      ? await payments.retrievePayment(charge.provider_id)
      : await payments.createPayment({
          amount_cents: charge.amount_cents,
          currency: 'usd',
          idempotency_key: `travel:${charge.id}`,
          description: `Travel booking ${b.booking_number}`,
          metadata: {
            travel_booking_id: b.id,
            booking_number: b.booking_number,
            travel_payment_id: charge.id,
          },
          receipt_email: b.lead_email,
          method,
        });
  } catch (err) {
    const message = err instanceof PaymentInputError ? err.message : PROVIDER_DOWN;
    await fail(ctx, b.id, charge.id, { message, provider_id: null });
    if (err instanceof PaymentInputError) throw new AppError('VALIDATION_FAILED', err.message);
    ctx.log.error({ err, booking_id: b.id }, 'travel payment provider error');
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', PROVIDER_DOWN);
  }
  return applyChargeResult(ctx, payments, b.id, charge.id, result);
}

/** Acts on the provider's answer for the booking's first charge. */
export async function applyChargeResult(
  ctx: EventsCtx,
  payments: PaymentsProvider,
  bookingId: string,
  chargeId: string,
  result: PaymentResult,
): Promise<{ client_secret: string | null }> {
  if (result.status === 'succeeded') {
    const confirmed = await confirm(ctx, bookingId, chargeId, result);
    if (!confirmed) await refundLateCharge(ctx, payments, bookingId, chargeId, result);
    return { client_secret: null };
  }
  if (result.status === 'requires_action') {
    await ctx.db.transaction(async (tx) => {
      await repo.updatePayment(tx, chargeId, { provider_id: result.id, status: 'requires_action' });
      await repo.updateBooking(tx, bookingId, { payment_status: 'requires_action' });
    });
    return { client_secret: result.client_secret };
  }
  const message = result.failure_message ?? DECLINED;
  await fail(ctx, bookingId, chargeId, { message, provider_id: result.id });
  throw new AppError('PAYMENT_DECLINED', message, { code: result.failure_code });
}

/** Pending → confirmed with the charge's money; false if the booking was no longer pending. */
async function confirm(
  ctx: EventsCtx,
  bookingId: string,
  chargeId: string | null,
  result: Pick<PaymentResult, 'card_brand' | 'card_last4'> & { id?: string; amount_cents?: number },
): Promise<boolean> {
  const done = await ctx.db.transaction(async (tx) => {
    const b = await repo.findBooking(tx, bookingId, { lock: true });
    if (b?.status !== 'pending_payment') return false;
    const amount = chargeId ? (result.amount_cents ?? b.due_now_cents) : 0;
    if (chargeId)
      await repo.updatePayment(tx, chargeId, { provider_id: result.id ?? null, status: 'succeeded' });
    await repo.updateBooking(tx, b.id, {
      status: 'confirmed',
      payment_status: 'paid',
      paid_cents: Math.min(b.total_cents, amount),
      card_brand: result.card_brand,
      card_last4: result.card_last4,
      payment_failure: null,
      confirmed_at: new Date(),
    });
    await repo.addEvent(
      tx,
      b.id,
      'confirmed',
      amount > 0
        ? `Payment of ${formatCents(amount)} received${result.card_last4 ? ` (card ending ${result.card_last4})` : ''}; booking confirmed`
        : 'Booking confirmed',
    );
    return true;
  });
  if (done) await ctx.events.emit(ctx, 'travel.booking_confirmed', { booking_id: bookingId });
  return done;
}

/** The first charge failed: the booking is cancelled and its seats go back. */
async function fail(
  ctx: EventsCtx,
  bookingId: string,
  chargeId: string,
  f: { message: string; provider_id: string | null },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const b = await repo.findBooking(tx, bookingId, { lock: true });
    if (b?.status !== 'pending_payment') return;
    await repo.updatePayment(tx, chargeId, { provider_id: f.provider_id, status: 'failed' });
    await repo.updateBooking(tx, b.id, {
      status: 'cancelled',
      payment_status: 'failed',
      payment_failure: f.message,
      cancelled_at: new Date(),
      cancel_reason: 'Payment failed',
    });
    await repo.moveSeats(tx, b.departure_id, -(await repo.travellersOf(tx, b.id)).length);
    await repo.addEvent(tx, b.id, 'payment_failed', `Payment failed: ${f.message}; seats released`);
  });
}

/** A charge that succeeded after its booking was cancelled is refunded in full, once. */
async function refundLateCharge(
  ctx: EventsCtx,
  payments: PaymentsProvider,
  bookingId: string,
  chargeId: string,
  result: PaymentResult,
): Promise<void> {
  const refundId = await ctx.db.transaction(async (tx) => {
    const b = await repo.findBooking(tx, bookingId, { lock: true });
    if (b?.status !== 'cancelled') return null;
    const rows = await repo.paymentsOf(tx, b.id);
    const charge = rows.find((p) => p.id === chargeId);
    if (!charge || charge.status === 'succeeded') return null; // counted already
    await repo.updatePayment(tx, chargeId, { provider_id: result.id, status: 'succeeded' });
    await repo.updateBooking(tx, b.id, {
      paid_cents: Math.min(b.total_cents, b.paid_cents + result.amount_cents),
    });
    const refund = await repo.insertPayment(tx, {
      booking_id: b.id,
      kind: 'refund',
      purpose: chargeId,
      charge_id: chargeId,
      provider: charge.provider,
      amount_cents: result.amount_cents,
      status: 'pending',
    });
    await repo.addEvent(
      tx,
      b.id,
      'late_payment',
      `A payment of ${formatCents(result.amount_cents)} arrived after cancellation; refunding it in full`,
    );
    return refund.id;
  });
  if (refundId) await sendPendingRefunds(ctx, payments, bookingId);
}

// ---- balance --------------------------------------------------------------------------------

/** `POST /api/travel/bookings/{n}/pay`: the balance of a deposit booking. */
export async function payBalance(
  ctx: Ctx,
  payments: PaymentsProvider,
  number: string,
  email: string | undefined,
  method: PaymentMethodInput,
): Promise<TravelBooking> {
  const held = await heldBooking(ctx, number, email);
  const charge = await ctx.db.transaction(async (tx) => {
    const b = (await repo.findBooking(tx, held.id, { lock: true }))!;
    if (b.status !== 'confirmed') throw new AppError('CONFLICT', NOT_CONFIRMED);
    const due = b.total_cents - b.paid_cents;
    if (due <= 0) throw new AppError('CONFLICT', NOTHING_DUE);
    const open = (await repo.paymentsOf(tx, b.id)).find(
      (p) =>
        p.kind === 'charge' &&
        p.purpose === 'balance' &&
        (p.status === 'pending' || p.status === 'requires_action'),
    );
    if (open?.status === 'requires_action')
      throw new AppError('CONFLICT', 'A payment of the balance is waiting for your bank');
    return (
      open ??
      (await repo.insertPayment(tx, {
        booking_id: b.id,
        kind: 'charge',
        purpose: 'balance',
        provider: payments.kind,
        amount_cents: due,
        status: 'pending',
      }))
    );
  });
  let result: PaymentResult;
  try {
    result = await payments.createPayment({
      amount_cents: charge.amount_cents,
      currency: 'usd',
      idempotency_key: `travel:${charge.id}`,
      description: `Balance of travel booking ${held.booking_number}`,
      metadata: {
        travel_booking_id: held.id,
        booking_number: held.booking_number,
        travel_payment_id: charge.id,
      },
      receipt_email: held.lead_email,
      method,
    });
  } catch (err) {
    if (err instanceof PaymentInputError) throw new AppError('VALIDATION_FAILED', err.message);
    ctx.log.error({ err, booking_id: held.id }, 'travel payment provider error');
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', PROVIDER_DOWN);
  }
  if (result.status === 'failed') {
    await ctx.db.transaction(async (tx) => {
      await repo.updatePayment(tx, charge.id, { provider_id: result.id, status: 'failed' });
      await repo.addEvent(
        tx,
        held.id,
        'payment_failed',
        `Balance payment failed: ${result.failure_message ?? DECLINED}`,
      );
    });
    throw new AppError('PAYMENT_DECLINED', result.failure_message ?? DECLINED, { code: result.failure_code });
  }
  if (result.status === 'requires_action') {
    await repo.updatePayment(ctx.db, charge.id, { provider_id: result.id, status: 'requires_action' });
  } else {
    await applyBalancePaid({ ...ctx, payments }, held.id, charge.id, result);
  }
  const fresh = (await repo.findBooking(ctx.db, held.id))!;
  // A balance waiting for 3-D Secure says so, with its client secret, so the browser finishes it
  // (the booking's own payment status is the deposit's).
  return bookingView(ctx.db, fresh, {
    staff: isStaff(ctx),
    clientSecret: result.client_secret,
    ...(result.status === 'requires_action' ? { paymentStatus: 'requires_action' as const } : {}),
  });
}

/** A balance charge succeeded: counted once (the charge row moves to succeeded in the same step). */
export async function applyBalancePaid(
  ctx: EventsCtx & { payments?: PaymentsProvider },
  bookingId: string,
  chargeId: string,
  result: Pick<PaymentResult, 'id' | 'amount_cents' | 'card_brand' | 'card_last4'>,
): Promise<void> {
  const done = await ctx.db.transaction(async (tx) => {
    const b = await repo.findBooking(tx, bookingId, { lock: true });
    const charge = b && (await repo.paymentsOf(tx, b.id)).find((p) => p.id === chargeId);
    if (!b || !charge || charge.status === 'succeeded') return 'none' as const;
    await repo.updatePayment(tx, chargeId, { provider_id: result.id, status: 'succeeded' });
    await repo.updateBooking(tx, b.id, {
      paid_cents: Math.min(b.total_cents, b.paid_cents + result.amount_cents),
      ...(result.card_last4 ? { card_brand: result.card_brand, card_last4: result.card_last4 } : {}),
    });
    if (b.status === 'cancelled') {
      // Cancelled while the balance was being charged: that money goes straight back.
      await repo.insertPayment(tx, {
        booking_id: b.id,
        kind: 'refund',
        purpose: 'balance',
        charge_id: chargeId,
        provider: charge.provider,
        amount_cents: result.amount_cents,
        status: 'pending',
      });
      await repo.addEvent(
        tx,
        b.id,
        'late_payment',
        `A balance payment of ${formatCents(result.amount_cents)} arrived after cancellation; refunding it in full`,
      );
      return 'refund' as const;
    }
    await repo.addEvent(
      tx,
      b.id,
      'balance_paid',
      `Balance of ${formatCents(result.amount_cents)} paid; the trip is paid in full`,
    );
    return 'paid' as const;
  });
  if (done === 'refund' && ctx.payments) await sendPendingRefunds(ctx, ctx.payments, bookingId);
  if (done === 'paid') await ctx.events.emit(ctx, 'travel.balance_paid', { booking_id: bookingId });
}

// ---- cancellation and refunds ---------------------------------------------------------------

export type RefundMode = 'policy' | 'full' | 'none';

/**
 * Cancels the booking: seats back, the refund decided (the policy frozen at booking, everything
 * paid, or nothing) and recorded as pending in the same transaction, then sent to the provider.
 */
export async function cancelBooking(
  ctx: Ctx,
  payments: PaymentsProvider,
  bookingId: string,
  opts: { refund: RefundMode; reason: string; by: 'holder' | 'staff' },
): Promise<TravelBooking> {
  const refundCents = await ctx.db.transaction(async (tx) => {
    const b = await repo.findBooking(tx, bookingId, { lock: true });
    if (!b) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    if (b.status === 'cancelled') throw new AppError('CONFLICT', ALREADY_CANCELLED);
    if (b.status === 'completed') throw new AppError('CONFLICT', TRIP_COMPLETED);
    const departure = (await repo.departureOf(tx, b.departure_id))!;
    const rows = await repo.paymentsOf(tx, b.id);
    if (rows.some((p) => balanceInFlight(p)))
      throw new AppError('CONFLICT', 'A balance payment is being processed: try again in a few minutes');
    const refundable = b.paid_cents - b.refunded_cents - pendingRefundCents(rows);
    const days = daysBetween(today(), departure.starts_on);
    const refund =
      opts.refund === 'none'
        ? 0
        : opts.refund === 'full'
          ? refundable
          : Math.min(
              refundable,
              cancellationRefund(b.cancellation_policy, days, b.paid_cents, b.refunded_cents).refund_cents,
            );
    await repo.updateBooking(tx, b.id, {
      status: 'cancelled',
      cancelled_at: new Date(),
      cancel_reason: opts.reason || null,
    });
    await repo.moveSeats(tx, b.departure_id, -(await repo.travellersOf(tx, b.id)).length);
    await planRefunds(tx, b, rows, refund);
    const who = opts.by === 'staff' ? 'by our team' : 'by the traveller';
    await repo.addEvent(
      tx,
      b.id,
      'cancelled',
      `Cancelled ${who}${opts.reason ? `: ${opts.reason}` : ''}. ${
        refund > 0
          ? `Refund of ${formatCents(refund)} on its way`
          : b.paid_cents > 0
            ? 'No refund under the cancellation policy'
            : 'Nothing was paid'
      }`,
      ctx.actor?.id ?? null,
    );
    return refund;
  });
  await ctx.events.emit(ctx, 'travel.booking_cancelled', {
    booking_id: bookingId,
    by: ctx.actor?.id ?? null,
    refund_cents: refundCents,
  });
  await sendPendingRefunds(ctx, payments, bookingId);
  const fresh = (await repo.findBooking(ctx.db, bookingId))!;
  return bookingView(ctx.db, fresh, { staff: opts.by === 'staff' });
}

/** A balance charge the provider may still settle (answered or not), younger than the unpaid TTL. */
const balanceInFlight = (p: repo.PaymentRow, now = Date.now()) =>
  p.kind === 'charge' &&
  p.purpose === 'balance' &&
  (p.status === 'pending' || p.status === 'requires_action') &&
  now - p.created_at.getTime() < UNPAID_TTL_MS;

const pendingRefundCents = (rows: readonly repo.PaymentRow[]) =>
  rows.filter((p) => p.kind === 'refund' && p.status === 'pending').reduce((s, p) => s + p.amount_cents, 0);

/** Splits a refund over the succeeded charges, latest first, never more than each one has left. */
async function planRefunds(tx: Db, b: repo.BookingRow, rows: readonly repo.PaymentRow[], cents: number) {
  let left = cents;
  const charges = rows.filter((p) => p.kind === 'charge' && p.status === 'succeeded').reverse();
  for (const c of charges) {
    if (left <= 0) break;
    const taken = rows
      .filter((r) => r.kind === 'refund' && r.charge_id === c.id && r.status !== 'failed')
      .reduce((s, r) => s + r.amount_cents, 0);
    const amount = Math.min(left, c.amount_cents - taken);
    if (amount <= 0) continue;
    await repo.insertPayment(tx, {
      booking_id: b.id,
      kind: 'refund',
      purpose: c.purpose,
      charge_id: c.id,
      provider: c.provider,
      amount_cents: amount,
      status: 'pending',
    });
    left -= amount;
  }
}

/**
 * Sends the booking's pending refunds to the provider (keyed by the refund row: a retry never
 * refunds twice). One the provider cannot take now stays pending for the sweep.
 */
export async function sendPendingRefunds(
  ctx: Pick<Ctx, 'db' | 'log'>,
  payments: PaymentsProvider,
  bookingId?: string,
): Promise<number> {
  let sent = 0;
  for (const r of await repo.pendingRefunds(ctx.db, bookingId)) {
    const charge = (await repo.paymentsOf(ctx.db, r.booking_id)).find((p) => p.id === r.charge_id);
    if (!charge?.provider_id) continue;
    let result: Awaited<ReturnType<PaymentsProvider['refund']>>;
    try {
      result = await payments.refund({
        payment_id: charge.provider_id,
        amount_cents: r.amount_cents,
        idempotency_key: `travel-refund:${r.id}`,
        reason: 'requested_by_customer',
      });
    } catch (err) {
      ctx.log.error(
        { err, booking_id: r.booking_id, refund_id: r.id },
        'travel refund not sent; the sweep retries',
      );
      continue;
    }
    await ctx.db.transaction(async (tx) => {
      const b = (await repo.findBooking(tx, r.booking_id, { lock: true }))!;
      if (result.status === 'failed') {
        await repo.updatePayment(tx, r.id, { provider_id: result.id, status: 'failed' });
        await repo.addEvent(
          tx,
          b.id,
          'refund_failed',
          `The refund of ${formatCents(r.amount_cents)} was refused by the card provider; our team will follow up`,
        );
        return;
      }
      await repo.updatePayment(tx, r.id, { provider_id: result.id, status: 'succeeded' });
      const refunded = Math.min(b.paid_cents, b.refunded_cents + r.amount_cents);
      await repo.updateBooking(tx, b.id, {
        refunded_cents: refunded,
        payment_status: refunded >= b.paid_cents ? 'refunded' : 'partially_refunded',
      });
      await repo.addEvent(tx, b.id, 'refunded', `Refunded ${formatCents(r.amount_cents)} to the card`);
    });
    sent += 1;
  }
  return sent;
}

// ---- the sweep ------------------------------------------------------------------------------

/**
 * Every few minutes: settles bookings left unpaid (the provider is asked first: a success is a
 * confirmation, anything else cancels and frees the seats), completes trips that have ended and
 * are paid, and retries refunds the provider could not take.
 */
export async function travelSweep(ctx: EventsCtx, payments: PaymentsProvider, now = new Date()) {
  let expired = 0;
  let completed = 0;
  for (const b of await repo.staleUnpaid(ctx.db, new Date(now.getTime() - UNPAID_TTL_MS))) {
    const charge = (await repo.paymentsOf(ctx.db, b.id)).find((p) => p.kind === 'charge');
    if (charge?.provider_id) {
      const result = await payments.retrievePayment(charge.provider_id).catch(() => null);
      if (!result) continue;
      if (result.status === 'succeeded') {
        await applyChargeResult(ctx, payments, b.id, charge.id, result);
        continue;
      }
    }
    if (charge)
      await fail(ctx, b.id, charge.id, {
        message: 'The payment was not completed in time',
        provider_id: charge.provider_id,
      });
    expired += 1;
  }
  for (const { id } of await repo.tripsEnded(ctx.db, today(now))) {
    const done = await ctx.db.transaction(async (tx) => {
      const b = await repo.findBooking(tx, id, { lock: true });
      if (b?.status !== 'confirmed' || b.paid_cents < b.total_cents) return false;
      await repo.updateBooking(tx, id, { status: 'completed', completed_at: now });
      await repo.addEvent(tx, id, 'completed', 'Trip completed. Welcome home!');
      return true;
    });
    if (done) {
      completed += 1;
      await ctx.events.emit(ctx, 'travel.booking_completed', { booking_id: id });
    }
  }
  const refunds = await sendPendingRefunds(ctx, payments);
  return { expired, completed, refunds };
}

// ---- webhook --------------------------------------------------------------------------------

/**
 * A verified provider event about a travel payment (`metadata.travel_booking_id`), passed on by
 * the payments webhook. Idempotent by state: a charge counts once, a booking confirms once.
 */
export async function handleTravelPaymentEvent(
  ctx: EventsCtx,
  payments: PaymentsProvider,
  event: {
    type: string;
    payment_id: string | null;
    metadata: Record<string, string>;
    failure_message: string | null;
  },
): Promise<boolean> {
  const bookingId = event.metadata.travel_booking_id;
  const chargeId = event.metadata.travel_payment_id;
  if (!bookingId || !chargeId || !event.payment_id) return false;
  const UUID = /^[0-9a-f-]{36}$/i;
  if (!UUID.test(bookingId) || !UUID.test(chargeId)) return false;
  const charge = (await repo.paymentsOf(ctx.db, bookingId)).find(
    (p) => p.id === chargeId && p.kind === 'charge',
  );
  if (!charge || charge.status === 'succeeded' || charge.status === 'failed') return false;
  const result = await payments.retrievePayment(event.payment_id).catch(() => null);
  if (!result || result.status === 'requires_action') return false;
  if (charge.purpose === 'balance') {
    if (result.status === 'succeeded')
      await applyBalancePaid({ ...ctx, payments }, bookingId, chargeId, result);
    else await repo.updatePayment(ctx.db, chargeId, { provider_id: result.id, status: 'failed' });
    return true;
  }
  try {
    await applyChargeResult(ctx, payments, bookingId, chargeId, result);
  } catch (err) {
    if (!(err instanceof AppError)) throw err; // a decline is the expected answer here
  }
  return true;
}

// ---- for the ledger -------------------------------------------------------------------------

export interface LedgerBooking {
  id: string;
  booking_number: string;
  referrer_id: string | null;
  status: TravelBooking['status'];
  /** The trip's price (what the commission is a share of). */
  total_cents: number;
  commission_rate_bps: number | null;
  confirmed_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
}

export async function bookingForLedger(db: Db, id: string): Promise<LedgerBooking | undefined> {
  const b = await repo.findBooking(db, id);
  if (!b) return undefined;
  const pkg = await repo.packageOfBooking(db, b.package_id);
  return {
    id: b.id,
    booking_number: b.booking_number,
    referrer_id: b.referrer_id,
    status: b.status,
    total_cents: b.total_cents,
    commission_rate_bps: pkg?.commission_rate_bps ?? null,
    confirmed_at: b.confirmed_at,
    completed_at: b.completed_at,
    cancelled_at: b.cancelled_at,
  };
}

export const referredBookingsChangedSince = repo.referredChangedSince;

export type { TravelBookingBody };
