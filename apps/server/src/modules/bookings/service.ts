/**
 * Marketplace bookings (issue 6/8, ADR 016 "Bookings"), a transaction state machine in the manner
 * of Sharetribe: `requested → confirmed → completed | no_show`, `declined`, `cancelled`,
 * `expired`. A request holds its slot (checked by the one availability engine under a
 * per-specialist lock, so two members never take one slot); the member's card is saved at request
 * and charged when the specialist accepts, or at once when the service needs no confirmation.
 * Every call to the payments provider happens outside a database transaction and is keyed by the
 * booking, so a retry after a lost answer never charges or refunds twice.
 */
import { randomInt } from 'node:crypto';
import { type BusyInterval, isSlotBookable } from '@fundpath/availability';
import {
  type AdminBookingReassign,
  type AdminBookingRefund,
  type bookingRequestSchema,
  FREE_CANCEL_HOURS,
  type MarketplaceBooking,
  REQUEST_TTL_HOURS,
} from '@fundpath/contracts/marketplace-bookings';
import { hasPermission } from '@fundpath/contracts/roles';
import type { z } from 'zod';
import {
  authenticateTestSetup,
  PaymentInputError,
  type PaymentResult,
  type PaymentsProvider,
  type SetupResult,
} from '../../adapters/payments';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { idempotently, releaseIdempotency, requestHash } from '../../platform/idempotency';
import { referrerFor } from '../affiliates';
import { type BusyProvider, bookableService, findSpecialistProfile, specialistRules } from '../marketplace';
import { remindersView } from './reminders';
import * as repo from './repo';

type EventsCtx = Pick<Ctx, 'db' | 'log' | 'events'>;
type RequestBody = z.output<typeof bookingRequestSchema>;

export const BOOKING_NOT_FOUND = 'Booking not found';
export const SLOT_TAKEN = 'This time is no longer available. Please pick another slot.';
export const SERVICE_UNAVAILABLE = 'This service cannot be booked';
export const PROVIDER_DOWN = 'Payment provider unavailable; you have not been charged';
export const KEY_REUSED = 'This Idempotency-Key was used for a different booking';
export const NOT_NOW = (what: string) => `This booking cannot be ${what} now`;

const HOUR = 3_600_000;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `MB-7K3M9Q`: random (about 730 million numbers), never sequential. */
export function drawBookingNumber(): string {
  let s = 'MB-';
  for (let i = 0; i < 6; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** What is booked, for the marketplace's slots and "available this week" (holding bookings). */
export const bookingsBusy: BusyProvider = async (db, specialistIds, { from, to }) => {
  const rows = await repo.holdingBetween(db, specialistIds, from, to);
  const out = new Map<string, BusyInterval[]>();
  for (const r of rows) {
    const list = out.get(r.specialist_id) ?? [];
    list.push({
      start: r.start_at,
      end: r.end_at,
      buffer_before_minutes: r.buffer_before_minutes,
      buffer_after_minutes: r.buffer_after_minutes,
    });
    out.set(r.specialist_id, list);
  }
  return out;
};

type Timing = Pick<repo.BookingRow, 'duration_minutes' | 'buffer_before_minutes' | 'buffer_after_minutes'>;

/**
 * The one slot rule of requests, moves and reassignments: the specialist's hours (the engine)
 * against everything they hold but `exceptId`. The caller's transaction holds
 * {@link repo.lockSpecialistCalendar} of this specialist, so two writers never both see it free.
 * Undefined when the specialist is not listed (not approved).
 */
async function slotIsFree(
  tx: Db,
  specialistId: string,
  timing: Timing,
  start: Date,
  now: Date,
  exceptId?: string,
): Promise<boolean | undefined> {
  const rules = await specialistRules(tx, specialistId);
  if (!rules) return undefined;
  const rows = await repo.holdingBetween(
    tx,
    [specialistId],
    new Date(start.getTime() - 36 * HOUR),
    new Date(start.getTime() + 36 * HOUR),
  );
  const busy = rows
    .filter((r) => r.id !== exceptId)
    .map((r) => ({
      start: r.start_at,
      end: r.end_at,
      buffer_before_minutes: r.buffer_before_minutes,
      buffer_after_minutes: r.buffer_after_minutes,
    }));
  const service = {
    duration_minutes: timing.duration_minutes,
    buffer_before_minutes: timing.buffer_before_minutes,
    buffer_after_minutes: timing.buffer_after_minutes,
  };
  return isSlotBookable({ rules, service, busy, start, now });
}

// ---- views --------------------------------------------------------------------------------

type Viewer = 'member' | 'specialist' | 'staff';

function viewerOf(ctx: Pick<Ctx, 'actor'>, b: repo.BookingRow): Viewer | null {
  const id = ctx.actor?.id;
  if (!id) return null;
  if (b.member_id === id) return 'member';
  if (b.specialist_id === id) return 'specialist';
  if (hasPermission(ctx.actor, 'marketplace.manage')) return 'staff';
  return null;
}

function actionsFor(b: repo.BookingRow, viewer: Viewer, now: Date): MarketplaceBooking['actions'] {
  const started = now >= b.start_at;
  const out: MarketplaceBooking['actions'] = [];
  if (b.status === 'requested') {
    if (viewer !== 'member' && b.payment_status === 'card_saved') out.push('accept');
    if (viewer !== 'member') out.push('decline');
    out.push('cancel');
    if (viewer !== 'member') out.push('reschedule');
  }
  if (b.status === 'confirmed') {
    if (!started) out.push('cancel', 'reschedule');
    if (started && viewer !== 'member') out.push('complete', 'no_show');
  }
  return out;
}

export async function toView(
  db: Db,
  b: repo.BookingRow,
  viewer: Viewer,
  opts: { events?: boolean; clientSecret?: string | null; now?: Date } = {},
): Promise<MarketplaceBooking> {
  const [names, specialist, events, reminders] = await Promise.all([
    repo.displayNames(db, [b.member_id]),
    findSpecialistProfile(db, b.specialist_id),
    opts.events ? repo.eventsOf(db, b.id) : Promise.resolve([]),
    opts.events ? remindersView(db, b) : Promise.resolve(undefined),
  ]);
  return {
    id: b.id,
    number: b.number,
    status: b.status,
    service: {
      id: b.service_id,
      name: b.service_name,
      duration_minutes: b.duration_minutes,
      mode: b.service_mode,
    },
    specialist: {
      id: b.specialist_id,
      display_name: specialist?.profile.display_name ?? 'Specialist',
      time_zone: specialist?.profile.time_zone ?? 'UTC',
    },
    member: { id: b.member_id, display_name: names.get(b.member_id) ?? 'Member' },
    start: b.start_at.toISOString(),
    end: b.end_at.toISOString(),
    member_time_zone: b.member_time_zone,
    note: b.note,
    price_cents: b.price_cents,
    platform_fee_cents: b.platform_fee_cents,
    specialist_earnings_cents: b.price_cents - b.platform_fee_cents,
    currency: b.currency,
    requires_confirmation: b.requires_confirmation,
    expires_at: b.status === 'requested' ? (b.expires_at?.toISOString() ?? null) : null,
    reason: b.reason,
    payment: {
      status: b.payment_status,
      card_brand: b.card_brand,
      card_last4: b.card_last4,
      charged_cents: b.charged_cents,
      refunded_cents: b.refunded_cents,
      client_secret: viewer === 'member' ? (opts.clientSecret ?? null) : null,
      failure_message: b.failure_message,
    },
    actions: actionsFor(b, viewer, opts.now ?? new Date()),
    events: events.map((e) => ({ at: e.created_at.toISOString(), kind: e.kind, message: e.message })),
    ...(reminders ? { reminders } : {}),
    created_at: b.created_at.toISOString(),
  };
}

/** The booking if the caller is its member, its specialist or marketplace staff; else 404. */
async function visible(ctx: Ctx, id: string, opts: { lock?: boolean; db?: Db } = {}) {
  const b = await repo.findBooking(opts.db ?? ctx.db, id, opts);
  const viewer = b ? viewerOf(ctx, b) : null;
  if (!b || !viewer) throw notFound(BOOKING_NOT_FOUND);
  return { b, viewer };
}

export async function viewBooking(ctx: Ctx, id: string): Promise<MarketplaceBooking> {
  const { b, viewer } = await visible(ctx, id);
  return toView(ctx.db, b, viewer, { events: true });
}

export async function listBookings(
  ctx: Ctx,
  q: {
    as?: 'member' | 'specialist';
    status?: MarketplaceBooking['status'] | undefined;
    when: 'upcoming' | 'past' | 'all';
    from?: string | undefined;
    to?: string | undefined;
    q?: string | undefined;
    /** Staff only: one specialist's bookings. */
    specialist_id?: string | undefined;
    page: number;
    per_page: number;
  },
  opts: { staff?: boolean } = {},
) {
  const actor = requireActor(ctx);
  const viewer: Viewer = opts.staff ? 'staff' : (q.as ?? 'member');
  const { rows, total } = await repo.listBookings(ctx.db, {
    ...(viewer === 'member' ? { memberId: actor.id } : {}),
    ...(viewer === 'specialist' ? { specialistId: actor.id } : {}),
    ...(viewer === 'staff' && q.specialist_id ? { specialistId: q.specialist_id } : {}),
    status: q.status,
    when: q.when,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    q: q.q,
    now: new Date(),
    page: q.page,
    perPage: q.per_page,
  });
  const bookings = await Promise.all(rows.map((r) => toView(ctx.db, r, viewer)));
  return {
    bookings: bookings.map(({ events: _e, reminders: _r, ...rest }) => rest),
    total,
    page: q.page,
    per_page: q.per_page,
  };
}

// ---- request ------------------------------------------------------------------------------

export interface RequestDeps {
  payments: PaymentsProvider;
  referralCode?: string | undefined;
}

function fingerprint(body: RequestBody) {
  const p = body.payment;
  const method = 'payment_method_id' in p ? p.payment_method_id : `card:${p.card_number.slice(-4)}`;
  return requestHash(body.service_id, new Date(body.start).toISOString(), body.time_zone, body.note, method);
}

/** `POST /api/marketplace/bookings`: hold the slot, save the card, confirm at once if no approval is needed. */
export async function requestBooking(
  ctx: Ctx,
  deps: RequestDeps,
  body: RequestBody,
  requestKey: string | undefined,
  now = new Date(),
): Promise<{ booking: MarketplaceBooking; replayed: boolean; message: string }> {
  const actor = requireActor(ctx);
  const bookable = await bookableService(ctx.db, body.service_id);
  if (!bookable) throw notFound(SERVICE_UNAVAILABLE);
  if (bookable.specialist.id === actor.id) throw new AppError('CONFLICT', 'You cannot book yourself');
  const start = new Date(body.start);
  const s = bookable.service;
  const hash = fingerprint(body);
  const referrer = await referrerFor(ctx.db, deps.referralCode, {
    userIds: [actor.id, bookable.specialist.id],
  });

  const placed = await ctx.db.transaction(async (tx) => {
    if (requestKey) {
      const earlier = await repo.findByRequestKey(tx, actor.id, requestKey);
      if (earlier) {
        if (earlier.request_hash !== hash) throw new AppError('CONFLICT', KEY_REUSED);
        return { booking: earlier, replayed: true };
      }
    }
    await repo.lockSpecialistCalendar(tx, bookable.specialist.id);
    const free = await slotIsFree(tx, bookable.specialist.id, s, start, now);
    if (free === undefined) throw notFound(SERVICE_UNAVAILABLE);
    if (!free) throw new AppError('CONFLICT', SLOT_TAKEN);
    const fee = Math.round((s.price_cents * bookable.platform_fee_bps) / 10_000);
    let created: repo.BookingRow | undefined;
    for (let attempt = 0; !created && attempt < 8; attempt++) {
      created = await repo.insertBooking(tx, {
        number: drawBookingNumber(),
        member_id: actor.id,
        specialist_id: bookable.specialist.id,
        service_id: s.id,
        service_name: s.name,
        service_mode: s.mode,
        duration_minutes: s.duration_minutes,
        buffer_before_minutes: s.buffer_before_minutes,
        buffer_after_minutes: s.buffer_after_minutes,
        start_at: start,
        end_at: new Date(start.getTime() + s.duration_minutes * 60_000),
        member_time_zone: body.time_zone,
        note: body.note,
        price_cents: s.price_cents,
        currency: s.currency,
        platform_fee_bps: bookable.platform_fee_bps,
        platform_fee_cents: fee,
        requires_confirmation: s.requires_confirmation,
        expires_at: new Date(now.getTime() + REQUEST_TTL_HOURS * HOUR),
        payment_provider: deps.payments.kind,
        referrer_id: referrer,
        request_key: requestKey ?? null,
        request_hash: hash,
      });
    }
    if (!created) throw new Error('could not draw a free booking number');
    await repo.addEvent(
      tx,
      created.id,
      'requested',
      `Requested ${s.name} (${s.duration_minutes} min)`,
      actor.id,
    );
    return { booking: created, replayed: false };
  });

  let b = placed.booking;
  let clientSecret: string | null = null;
  if (b.payment_status === 'card_pending' && b.status === 'requested') {
    const saved = await saveCard(ctx, deps.payments, b, body.payment, actor.email);
    b = saved.booking;
    clientSecret = saved.client_secret;
  }
  if (b.status === 'requested' && b.payment_status === 'card_saved' && !b.requires_confirmation)
    b = await chargeAndConfirm(ctx, deps.payments, b.id, null);
  else if (!placed.replayed && b.status === 'requested' && b.payment_status === 'card_saved')
    await ctx.events.emit(ctx, 'marketplace.booking_requested', { booking_id: b.id });
  if (b.status === 'declined' && b.payment_status === 'charge_failed' && !placed.replayed)
    throw new AppError('PAYMENT_DECLINED', b.failure_message ?? 'Your card was declined.');
  return {
    booking: await toView(ctx.db, b, 'member', { events: true, clientSecret }),
    replayed: placed.replayed,
    message:
      b.status === 'confirmed'
        ? 'Booking confirmed'
        : b.payment_status === 'card_pending'
          ? 'Please confirm your card with your bank to send the request'
          : 'Request sent. Your card is charged only when the specialist accepts.',
  };
}

async function saveCard(
  ctx: Ctx,
  payments: PaymentsProvider,
  b: repo.BookingRow,
  method: RequestBody['payment'],
  email: string,
): Promise<{ booking: repo.BookingRow; client_secret: string | null }> {
  let result: SetupResult;
  try {
    result = await payments.createSetup({
      idempotency_key: `mb:${b.id}:setup`,
      description: `Booking ${b.number}: ${b.service_name}`,
      metadata: { marketplace_booking_id: b.id, booking_number: b.number },
      customer_email: email,
      method,
    });
  } catch (err) {
    await releaseAfterFailedCard(ctx, b.id, err instanceof PaymentInputError ? err.message : PROVIDER_DOWN);
    if (err instanceof PaymentInputError) throw new AppError('VALIDATION_FAILED', err.message);
    ctx.log.error({ err, booking_id: b.id }, 'marketplace card setup failed');
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', PROVIDER_DOWN);
  }
  const booking = await applySetup(ctx, b.id, result);
  return { booking, client_secret: result.status === 'requires_action' ? result.client_secret : null };
}

/** A card that could not be saved: the request is withdrawn and its slot freed at once. */
async function releaseAfterFailedCard(ctx: EventsCtx, id: string, message: string) {
  await ctx.db.transaction(async (tx) => {
    const b = await repo.findBooking(tx, id, { lock: true });
    if (b?.status !== 'requested') return;
    await repo.updateBooking(tx, id, {
      status: 'cancelled',
      payment_status: 'released',
      reason: message,
      failure_message: message,
      expires_at: null,
    });
    await repo.addEvent(tx, id, 'card_failed', `The card could not be saved: ${message}`, null);
  });
}

async function applySetup(ctx: EventsCtx, id: string, result: SetupResult): Promise<repo.BookingRow> {
  if (result.status === 'failed') {
    await releaseAfterFailedCard(ctx, id, result.failure_message ?? 'Your card was declined.');
    throw new AppError('PAYMENT_DECLINED', result.failure_message ?? 'Your card was declined.');
  }
  return ctx.db.transaction(async (tx) => {
    const b = (await repo.findBooking(tx, id, { lock: true }))!;
    if (b.payment_status !== 'card_pending') return b;
    const saved = result.status === 'succeeded';
    const row = await repo.updateBooking(tx, id, {
      setup_id: result.id,
      payment_status: saved ? 'card_saved' : 'card_pending',
      saved_method_ref: result.saved_method_ref,
      card_brand: result.card_brand,
      card_last4: result.card_last4,
    });
    if (saved)
      await repo.addEvent(
        tx,
        id,
        'card_saved',
        `Card saved (${result.card_brand ?? 'card'} ending ${result.card_last4 ?? '····'}); not charged yet`,
        null,
      );
    return row;
  });
}

/**
 * `POST /api/marketplace/bookings/:id/card/confirm`: after the bank's challenge (3-D Secure) the
 * browser says so; the server asks the provider. With the test provider, `outcome` plays the
 * challenge page (as Stripe's test modal does).
 */
export async function confirmCard(
  ctx: Ctx,
  payments: PaymentsProvider,
  id: string,
  outcome: 'succeeded' | 'failed' | undefined,
): Promise<MarketplaceBooking> {
  const { b, viewer } = await visible(ctx, id);
  if (viewer !== 'member') throw notFound(BOOKING_NOT_FOUND);
  let row = b;
  if (b.status === 'requested' && b.payment_status === 'card_pending' && b.setup_id) {
    let result: SetupResult;
    try {
      result =
        payments.kind === 'test' && outcome
          ? await authenticateTestSetup(ctx.db, b.setup_id, outcome)
          : await payments.retrieveSetup(b.setup_id);
    } catch (err) {
      ctx.log.error({ err, booking_id: id }, 'marketplace setup lookup failed');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', PROVIDER_DOWN);
    }
    row = await applySetup(ctx, id, result);
    if (row.status === 'requested' && row.payment_status === 'card_saved' && !row.requires_confirmation)
      row = await chargeAndConfirm(ctx, payments, id, null);
    else if (row.status === 'requested' && row.payment_status === 'card_saved')
      await ctx.events.emit(ctx, 'marketplace.booking_requested', { booking_id: id });
  }
  return toView(ctx.db, row, 'member', { events: true });
}

// ---- the specialist's answer ---------------------------------------------------------------

/** Charges the saved card (keyed by the booking: one charge, however often asked) and confirms. */
async function chargeAndConfirm(
  ctx: EventsCtx,
  payments: PaymentsProvider,
  id: string,
  actorId: string | null,
): Promise<repo.BookingRow> {
  const b = (await repo.findBooking(ctx.db, id))!;
  if (b.status !== 'requested' || b.payment_status !== 'card_saved' || !b.saved_method_ref) return b;
  let result: PaymentResult;
  if (b.price_cents === 0) {
    result = {
      id: '',
      status: 'succeeded',
      amount_cents: 0,
      card_brand: b.card_brand,
      card_last4: b.card_last4,
      failure_message: null,
      failure_code: null,
      client_secret: null,
    };
  } else {
    try {
      result = await payments.chargeSaved({
        saved_method_ref: b.saved_method_ref,
        amount_cents: b.price_cents,
        currency: b.currency.toLowerCase(),
        idempotency_key: `mb:${b.id}:charge`,
        description: `Booking ${b.number}: ${b.service_name}`,
        metadata: { marketplace_booking_id: b.id, booking_number: b.number },
      });
    } catch (err) {
      ctx.log.error({ err, booking_id: id }, 'marketplace charge failed');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'Payment provider unavailable; try again');
    }
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const cur = (await repo.findBooking(tx, id, { lock: true }))!;
    if (result.status !== 'succeeded') {
      if (cur.status !== 'requested') return { row: cur, moved: null };
      const message = result.failure_message ?? 'The payment could not be completed.';
      const row = await repo.updateBooking(tx, id, {
        status: 'declined',
        payment_status: 'charge_failed',
        failure_message: message,
        reason: `The payment failed: ${message}`,
        expires_at: null,
      });
      await repo.addEvent(tx, id, 'charge_failed', `The card was charged and declined: ${message}`, actorId);
      return { row, moved: 'declined' as const };
    }
    // A concurrent accept confirmed it with this same charge (same key): nothing more to do.
    if (cur.status !== 'requested' && cur.payment_id === (result.id || null))
      return { row: cur, moved: null };
    if (cur.status !== 'requested') {
      // Cancelled while the charge was in flight: the money goes back in full below.
      return { row: cur, moved: 'late' as const };
    }
    const row = await repo.updateBooking(tx, id, {
      status: 'confirmed',
      payment_status: 'charged',
      payment_id: result.id || null,
      charged_cents: result.amount_cents,
      expires_at: null,
    });
    await repo.addEvent(
      tx,
      id,
      'confirmed',
      cur.requires_confirmation ? 'Accepted by the specialist; card charged' : 'Confirmed; card charged',
      actorId,
    );
    return { row, moved: 'confirmed' as const };
  });
  if (outcome.moved === 'late' && result.id) {
    await payments
      .refund({
        payment_id: result.id,
        amount_cents: result.amount_cents,
        idempotency_key: `mb:${id}:late-refund`,
      })
      .catch((err) => ctx.log.error({ err, booking_id: id }, 'marketplace late refund failed'));
  }
  if (outcome.moved === 'declined') await forgetCard(ctx, payments, outcome.row);
  if (outcome.moved === 'confirmed')
    await ctx.events.emit(ctx, 'marketplace.booking_confirmed', { booking_id: id });
  if (outcome.moved === 'declined')
    await ctx.events.emit(ctx, 'marketplace.booking_declined', { booking_id: id });
  return outcome.row;
}

async function forgetCard(ctx: EventsCtx, payments: PaymentsProvider, b: repo.BookingRow) {
  if (!b.saved_method_ref || !payments.detachSaved) return;
  await payments
    .detachSaved(b.saved_method_ref)
    .catch((err) => ctx.log.error({ err, booking_id: b.id }, 'marketplace card detach failed'));
}

function specialistSide(viewer: Viewer) {
  if (viewer === 'member') throw notFound(BOOKING_NOT_FOUND);
}

export async function acceptBooking(ctx: Ctx, payments: PaymentsProvider, id: string) {
  const { b, viewer } = await visible(ctx, id);
  specialistSide(viewer);
  if (b.status === 'confirmed') return toView(ctx.db, b, viewer, { events: true });
  if (b.status !== 'requested') throw new AppError('CONFLICT', NOT_NOW('accepted'));
  if (b.payment_status !== 'card_saved')
    throw new AppError('CONFLICT', 'The member has not finished saving their card yet');
  const row = await chargeAndConfirm(ctx, payments, id, requireActor(ctx).id);
  if (row.status === 'declined')
    throw new AppError('PAYMENT_DECLINED', `The member's card was declined; the request is declined.`);
  return toView(ctx.db, row, viewer, { events: true });
}

export async function declineBooking(ctx: Ctx, payments: PaymentsProvider, id: string, reason: string) {
  const { viewer } = await visible(ctx, id);
  specialistSide(viewer);
  const row = await ctx.db.transaction(async (tx) => {
    const b = (await repo.findBooking(tx, id, { lock: true }))!;
    if (b.status === 'declined') return b;
    if (b.status !== 'requested') throw new AppError('CONFLICT', NOT_NOW('declined'));
    const r = await repo.updateBooking(tx, id, {
      status: 'declined',
      reason,
      payment_status: 'released',
      expires_at: null,
    });
    await repo.addEvent(tx, id, 'declined', `Declined: ${reason}`, requireActor(ctx).id);
    return r;
  });
  await forgetCard(ctx, payments, row);
  await ctx.events.emit(ctx, 'marketplace.booking_declined', { booking_id: id });
  return toView(ctx.db, row, viewer, { events: true });
}

/**
 * The refund a cancel gives: a request was never charged; a member cancelling a confirmed
 * booking at least {@link FREE_CANCEL_HOURS} before its start gets everything back, later
 * nothing; a specialist or staff cancelling always refunds in full.
 */
export function cancelRefundCents(
  b: Pick<repo.BookingRow, 'status' | 'charged_cents' | 'refunded_cents' | 'start_at'>,
  by: Viewer,
  now: Date,
): number {
  if (b.status !== 'confirmed') return 0;
  const left = b.charged_cents - b.refunded_cents;
  if (by !== 'member') return left;
  return b.start_at.getTime() - now.getTime() >= FREE_CANCEL_HOURS * HOUR ? left : 0;
}

export async function cancelBooking(
  ctx: Ctx,
  payments: PaymentsProvider,
  id: string,
  reason: string,
  now = new Date(),
  opts: { staff?: boolean } = {},
) {
  const seen = await visible(ctx, id);
  const b = seen.b;
  // The admin route: staff's policy (a full refund) and an audit record, whoever the admin is.
  const viewer: Viewer = opts.staff ? 'staff' : seen.viewer;
  if (b.status === 'cancelled') return toView(ctx.db, b, viewer, { events: true });
  if (b.status !== 'requested' && !(b.status === 'confirmed' && now < b.start_at))
    throw new AppError('CONFLICT', NOT_NOW('cancelled'));
  const refund = cancelRefundCents(b, viewer, now);
  if (refund > 0 && b.payment_id) {
    try {
      await payments.refund({
        payment_id: b.payment_id,
        amount_cents: refund,
        idempotency_key: `mb:${id}:cancel-refund`,
        reason: 'requested_by_customer',
      });
    } catch (err) {
      ctx.log.error({ err, booking_id: id }, 'marketplace refund failed');
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'The refund could not be made; the booking is unchanged',
      );
    }
  }
  const row = await ctx.db.transaction(async (tx) => {
    const cur = (await repo.findBooking(tx, id, { lock: true }))!;
    if (cur.status === 'cancelled') return cur;
    if (cur.status !== 'requested' && cur.status !== 'confirmed')
      throw new AppError('CONFLICT', NOT_NOW('cancelled'));
    const refunded = cur.refunded_cents + (cur.status === 'confirmed' ? refund : 0);
    const r = await repo.updateBooking(tx, id, {
      status: 'cancelled',
      reason,
      cancelled_by: requireActor(ctx).id,
      expires_at: null,
      refunded_cents: refunded,
      payment_status:
        cur.status === 'requested'
          ? 'released'
          : refunded === 0
            ? 'charged'
            : refunded >= cur.charged_cents
              ? 'refunded'
              : 'partially_refunded',
    });
    const who = viewer === 'member' ? 'the member' : viewer === 'specialist' ? 'the specialist' : 'staff';
    await repo.addEvent(
      tx,
      id,
      'cancelled',
      `Cancelled by ${who}${reason ? `: ${reason}` : ''}${cur.status === 'confirmed' ? `; refund ${(refund / 100).toFixed(2)}` : ''}`,
      requireActor(ctx).id,
    );
    if (opts.staff)
      await recordAudit(
        ctx,
        {
          action: 'marketplace.booking_cancelled',
          target_type: 'marketplace_booking',
          target_id: id,
          target_label: cur.number,
          before: { status: cur.status, refunded_cents: cur.refunded_cents },
          after: { status: r.status, refunded_cents: r.refunded_cents, reason },
        },
        tx,
      );
    return r;
  });
  await forgetCard(ctx, payments, row);
  await ctx.events.emit(ctx, 'marketplace.booking_cancelled', {
    booking_id: id,
    by: requireActor(ctx).id,
    refund_cents: refund,
  });
  return toView(ctx.db, row, viewer, { events: true });
}

/** Moves a request or a confirmed booking to another free slot (the engine decides; itself excluded). */
export async function rescheduleBooking(
  ctx: Ctx,
  id: string,
  startIso: string,
  reason: string,
  now = new Date(),
) {
  const { b, viewer } = await visible(ctx, id);
  const start = new Date(startIso);
  if (!['requested', 'confirmed'].includes(b.status) || now >= b.start_at)
    throw new AppError('CONFLICT', NOT_NOW('rescheduled'));
  if (
    viewer === 'member' &&
    (b.status !== 'confirmed' || b.start_at.getTime() - now.getTime() < FREE_CANCEL_HOURS * HOUR)
  )
    throw new AppError('CONFLICT', `Reschedule at least ${FREE_CANCEL_HOURS} hours before the start`);
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockSpecialistCalendar(tx, b.specialist_id);
    const cur = (await repo.findBooking(tx, id, { lock: true }))!;
    // Reassigned meanwhile: the lock held is another specialist's calendar.
    if (!['requested', 'confirmed'].includes(cur.status) || cur.specialist_id !== b.specialist_id)
      throw new AppError('CONFLICT', NOT_NOW('rescheduled'));
    const free = await slotIsFree(tx, cur.specialist_id, cur, start, now, id);
    if (free === undefined) throw new AppError('CONFLICT', NOT_NOW('rescheduled'));
    if (!free) throw new AppError('CONFLICT', SLOT_TAKEN);
    const r = await repo.updateBooking(tx, id, {
      start_at: start,
      end_at: new Date(start.getTime() + cur.duration_minutes * 60_000),
    });
    await repo.addEvent(
      tx,
      id,
      'rescheduled',
      `Moved from ${cur.start_at.toISOString()} to ${start.toISOString()}${reason ? `: ${reason}` : ''}`,
      requireActor(ctx).id,
    );
    return r;
  });
  await ctx.events.emit(ctx, 'marketplace.booking_rescheduled', { booking_id: id });
  return toView(ctx.db, row, viewer, { events: true });
}

// ---- staff interventions (the admin's booking management) ------------------------------------

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function paymentStatusAfterRefund(charged: number, refunded: number): repo.BookingRow['payment_status'] {
  return refunded === 0 ? 'charged' : refunded >= charged ? 'refunded' : 'partially_refunded';
}

/**
 * `POST /api/admin/marketplace/bookings/:id/refund`: staff give back part or all of what is left
 * of the charge, whatever the booking's status. Idempotent by the request's Idempotency-Key: the
 * key is claimed in the transaction that books the refund on the booking (and audits it), and the
 * provider is then asked with a key derived from it, so a retry after a lost answer replays (and
 * asks the provider again with the same key, which answers the same refund) instead of refunding
 * twice. If the provider fails, the booking's refund is undone and the key given up.
 */
export async function refundBooking(
  ctx: Ctx,
  payments: PaymentsProvider,
  id: string,
  body: AdminBookingRefund,
  key: string | undefined,
): Promise<{ booking: MarketplaceBooking; replayed: boolean }> {
  const actor = requireActor(ctx);
  await visible(ctx, id);
  if (!key) throw new AppError('VALIDATION_FAILED', 'A refund needs an Idempotency-Key header');
  const claim = {
    userId: actor.id,
    scope: `marketplace.booking_refund:${id}`,
    key,
    request: requestHash(body.amount_cents, body.reason),
  };
  const booked = await ctx.db.transaction((tx) =>
    idempotently(
      tx,
      claim,
      async () => {
        const cur = (await repo.findBooking(tx, id, { lock: true }))!;
        if (!cur.payment_id || cur.charged_cents === 0)
          throw new AppError('CONFLICT', 'Nothing was charged for this booking');
        const left = cur.charged_cents - cur.refunded_cents;
        if (body.amount_cents > left)
          throw new AppError(
            'VALIDATION_FAILED',
            left === 0
              ? 'Everything charged was refunded already'
              : `At most ${dollars(left)} is left to refund`,
          );
        const refunded = cur.refunded_cents + body.amount_cents;
        const row = await repo.updateBooking(tx, id, {
          refunded_cents: refunded,
          payment_status: paymentStatusAfterRefund(cur.charged_cents, refunded),
        });
        await repo.addEvent(
          tx,
          id,
          'refunded',
          `Refund of ${dollars(body.amount_cents)} by staff: ${body.reason}`,
          actor.id,
        );
        await recordAudit(
          ctx,
          {
            action: 'marketplace.booking_refunded',
            target_type: 'marketplace_booking',
            target_id: id,
            target_label: cur.number,
            before: { refunded_cents: cur.refunded_cents, payment_status: cur.payment_status },
            after: {
              refunded_cents: refunded,
              payment_status: row.payment_status,
              amount_cents: body.amount_cents,
              reason: body.reason,
            },
          },
          tx,
        );
        return row;
      },
      (row) => row.id,
    ),
  );
  const first = 'done' in booked;
  const row = first ? booked.done : (await repo.findBooking(ctx.db, id))!;
  try {
    await payments.refund({
      payment_id: row.payment_id!,
      amount_cents: body.amount_cents,
      idempotency_key: `mb:${id}:staff-refund:${key}`,
      reason: 'requested_by_customer',
    });
  } catch (err) {
    if (first) await undoRefund(ctx, id, body.amount_cents, claim);
    if (err instanceof PaymentInputError) throw new AppError('VALIDATION_FAILED', err.message);
    ctx.log.error({ err, booking_id: id }, 'marketplace staff refund failed');
    throw new AppError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The refund could not be made; the booking is unchanged',
    );
  }
  if (first)
    await ctx.events.emit(ctx, 'marketplace.booking_refunded', {
      booking_id: id,
      by: actor.id,
      refund_cents: body.amount_cents,
    });
  const fresh = (await repo.findBooking(ctx.db, id))!;
  return { booking: await toView(ctx.db, fresh, 'staff', { events: true }), replayed: !first };
}

/** The provider refused or failed: the booked refund is taken off again and the key released. */
async function undoRefund(
  ctx: Ctx,
  id: string,
  amount: number,
  claim: { userId: string; scope: string; key: string },
) {
  await ctx.db.transaction(async (tx) => {
    const cur = (await repo.findBooking(tx, id, { lock: true }))!;
    const refunded = Math.max(0, cur.refunded_cents - amount);
    await repo.updateBooking(tx, id, {
      refunded_cents: refunded,
      payment_status: paymentStatusAfterRefund(cur.charged_cents, refunded),
    });
    await repo.addEvent(tx, id, 'refund_failed', `The refund of ${dollars(amount)} failed`, claim.userId);
    await releaseIdempotency(tx, claim);
  });
}

/**
 * `POST /api/admin/marketplace/bookings/:id/reassign`: a future request or confirmed booking goes
 * to another approved specialist's active service of the same length, at the same time and the
 * price the member agreed to. The target's calendar is checked by the same rule and under the
 * same lock as a request, so two reassignments (or a request) racing for one slot: one wins.
 */
export async function reassignBooking(ctx: Ctx, id: string, body: AdminBookingReassign, now = new Date()) {
  const actor = requireActor(ctx);
  const { b } = await visible(ctx, id);
  if (!['requested', 'confirmed'].includes(b.status) || now >= b.start_at)
    throw new AppError('CONFLICT', NOT_NOW('reassigned'));
  if (body.specialist_id === b.specialist_id)
    throw new AppError('VALIDATION_FAILED', 'The booking is already with this specialist');
  if (body.specialist_id === b.member_id)
    throw new AppError('VALIDATION_FAILED', 'A member cannot be their own specialist');
  const target = await bookableService(ctx.db, body.service_id);
  if (!target || target.specialist.id !== body.specialist_id)
    throw new AppError('VALIDATION_FAILED', 'That specialist is not approved or does not offer this service');
  if (target.service.duration_minutes !== b.duration_minutes)
    throw new AppError(
      'VALIDATION_FAILED',
      `Pick a service of ${b.duration_minutes} minutes, like the one booked`,
    );
  const s = target.service;
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockSpecialistCalendar(tx, body.specialist_id);
    const cur = (await repo.findBooking(tx, id, { lock: true }))!;
    if (!['requested', 'confirmed'].includes(cur.status) || cur.specialist_id !== b.specialist_id)
      throw new AppError('CONFLICT', NOT_NOW('reassigned'));
    const free = await slotIsFree(tx, body.specialist_id, s, cur.start_at, now, id);
    if (free === undefined)
      throw new AppError(
        'VALIDATION_FAILED',
        'That specialist is not approved or does not offer this service',
      );
    if (!free) throw new AppError('CONFLICT', 'That specialist is not free at this time');
    const r = await repo.updateBooking(tx, id, {
      specialist_id: body.specialist_id,
      service_id: s.id,
      service_name: s.name,
      service_mode: s.mode,
      buffer_before_minutes: s.buffer_before_minutes,
      buffer_after_minutes: s.buffer_after_minutes,
    });
    await repo.addEvent(
      tx,
      id,
      'reassigned',
      `Reassigned by staff from ${(await findSpecialistProfile(tx, cur.specialist_id))?.profile.display_name ?? 'the specialist'} to ${target.specialist.display_name}: ${body.reason}`,
      actor.id,
    );
    await recordAudit(
      ctx,
      {
        action: 'marketplace.booking_reassigned',
        target_type: 'marketplace_booking',
        target_id: id,
        target_label: cur.number,
        before: { specialist_id: cur.specialist_id, service_id: cur.service_id },
        after: { specialist_id: body.specialist_id, service_id: s.id, reason: body.reason },
      },
      tx,
    );
    return r;
  });
  await ctx.events.emit(ctx, 'marketplace.booking_reassigned', {
    booking_id: id,
    from_specialist_id: b.specialist_id,
    to_specialist_id: body.specialist_id,
    by: actor.id,
  });
  return toView(ctx.db, row, 'staff', { events: true });
}

/** After the start, the specialist records what happened: completed or no-show. */
export async function recordOutcome(
  ctx: Ctx,
  id: string,
  outcome: 'completed' | 'no_show',
  now = new Date(),
) {
  const { viewer } = await visible(ctx, id);
  specialistSide(viewer);
  const row = await ctx.db.transaction(async (tx) => {
    const b = (await repo.findBooking(tx, id, { lock: true }))!;
    if (b.status === outcome) return b;
    if (b.status !== 'confirmed' || now < b.start_at)
      throw new AppError('CONFLICT', NOT_NOW(`marked ${outcome.replace('_', '-')}`));
    const r = await repo.updateBooking(tx, id, { status: outcome });
    await repo.addEvent(
      tx,
      id,
      outcome,
      outcome === 'completed' ? 'Session completed' : 'The member did not show up',
      requireActor(ctx).id,
    );
    return r;
  });
  await ctx.events.emit(ctx, 'marketplace.booking_completed', { booking_id: id, outcome });
  return toView(ctx.db, row, viewer, { events: true });
}

/** Requests not answered within {@link REQUEST_TTL_HOURS}: expired, slot and card released. */
export async function expireRequests(ctx: EventsCtx, payments: PaymentsProvider, now = new Date()) {
  let expired = 0;
  for (const { id } of await repo.expiredRequests(ctx.db, now)) {
    const row = await ctx.db.transaction(async (tx) => {
      const b = await repo.findBooking(tx, id, { lock: true });
      if (b?.status !== 'requested' || !b.expires_at || b.expires_at > now) return null;
      const r = await repo.updateBooking(tx, id, {
        status: 'expired',
        payment_status: 'released',
        reason: `Not answered within ${REQUEST_TTL_HOURS} hours`,
        expires_at: null,
      });
      await repo.addEvent(
        tx,
        id,
        'expired',
        `Not answered within ${REQUEST_TTL_HOURS} hours; the card was not charged`,
        null,
      );
      return r;
    });
    if (!row) continue;
    expired++;
    await forgetCard(ctx, payments, row);
    await ctx.events.emit(ctx, 'marketplace.booking_expired', { booking_id: id });
  }
  return { expired };
}

// ---- what the ledger reads -----------------------------------------------------------------

export interface LedgerBooking {
  id: string;
  number: string;
  status: repo.BookingRow['status'];
  specialist_id: string;
  referrer_id: string | null;
  price_cents: number;
  platform_fee_bps: number;
  platform_fee_cents: number;
  charged_cents: number;
  refunded_cents: number;
  /** When the card was charged (the sale), from the timeline. */
  confirmed_at: Date | null;
  updated_at: Date;
}

export async function bookingForLedger(db: Db, id: string): Promise<LedgerBooking | undefined> {
  const b = await repo.findBooking(db, id);
  if (!b) return undefined;
  const confirmed = (await repo.eventsOf(db, id)).find((e) => e.kind === 'confirmed');
  return {
    id: b.id,
    number: b.number,
    status: b.status,
    specialist_id: b.specialist_id,
    referrer_id: b.referrer_id,
    price_cents: b.price_cents,
    platform_fee_bps: b.platform_fee_bps,
    platform_fee_cents: b.platform_fee_cents,
    charged_cents: b.charged_cents,
    refunded_cents: b.refunded_cents,
    confirmed_at: confirmed?.created_at ?? null,
    updated_at: b.updated_at,
  };
}

/** What a notification says about a booking (names, times, who cancelled). */
export interface NoticeBooking {
  id: string;
  number: string;
  status: repo.BookingRow['status'];
  member_id: string;
  specialist_id: string;
  member_name: string;
  specialist_name: string;
  service_name: string;
  start_at: Date;
  member_time_zone: string;
  specialist_time_zone: string;
  reason: string;
  cancelled_by: string | null;
  refunded_cents: number;
}

export async function noticeOf(db: Db, id: string): Promise<NoticeBooking | undefined> {
  const b = await repo.findBooking(db, id);
  if (!b) return undefined;
  const [names, profile] = await Promise.all([
    repo.displayNames(db, [b.member_id, b.specialist_id]),
    findSpecialistProfile(db, b.specialist_id),
  ]);
  return {
    id: b.id,
    number: b.number,
    status: b.status,
    member_id: b.member_id,
    specialist_id: b.specialist_id,
    member_name: names.get(b.member_id) ?? 'A member',
    specialist_name: profile?.profile.display_name ?? names.get(b.specialist_id) ?? 'Your specialist',
    service_name: b.service_name,
    start_at: b.start_at,
    member_time_zone: b.member_time_zone,
    specialist_time_zone: profile?.profile.time_zone ?? 'UTC',
    reason: b.reason,
    cancelled_by: b.cancelled_by,
    refunded_cents: b.refunded_cents,
  };
}

/** A pair's latest booking (by start, any status), or undefined when they never booked (the chat's rooms). */
export async function latestBookingBetween(
  db: Db,
  memberId: string,
  specialistId: string,
): Promise<{ id: string; member_id: string; specialist_id: string } | undefined> {
  const { rows } = await repo.listBookings(db, {
    memberId,
    specialistId,
    when: 'all',
    now: new Date(),
    page: 1,
    perPage: 1,
  });
  const b = rows[0];
  return b ? { id: b.id, member_id: b.member_id, specialist_id: b.specialist_id } : undefined;
}
