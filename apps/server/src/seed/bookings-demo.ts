/**
 * Demo marketplace bookings (issue 6/8) for Dr. Riley Specialist (specialist@fundpath.test) so
 * `/specialist/appointments`, `/manila/member/bookings`, `/manila/member/payments`,
 * `/admin/booking-management` and the ledger look alive: two requests waiting (cards saved with
 * the offline test provider, so Accept really charges), two confirmed sessions this week and
 * one of Morgan's next week (far enough out to reschedule), and a past of completed, no-show,
 * cancelled-with-refund and declined bookings for Morgan Member and two more members. Times sit inside Riley's hours (Monday–Friday 9–17, Asia/Manila) relative to
 * now. Idempotent: nothing is written once Riley has a booking.
 */
import { count, eq } from 'drizzle-orm';
import { createTestPaymentsProvider } from '../adapters/payments';
import { marketplaceBookingEvents, marketplaceBookings } from '../db/schema/bookings';
import { specialistServices } from '../db/schema/marketplace';
import { findUserByEmail } from '../modules/auth/repo';
import { createUser } from '../modules/auth/service';
import { drawBookingNumber } from '../modules/bookings';
import {
  marketplaceBookingCancelled,
  marketplaceBookingHeld,
  recordMarketplaceBooking,
} from '../modules/commissions';
import type { Db } from '../platform/db';
import { DEMO_PASSWORD } from './demo-users';

const DAY = 86_400_000;
const MANILA_OFFSET_H = 8; // Asia/Manila has no daylight saving time
const CFG = { attributionDays: 30, defaultRateBps: 1_000, platformFeeBps: 0, returnWindowDays: 30 };

/** The weekday `days` working days from today (negative: back), at `hour`:00 in Manila. */
function manilaWorkday(now: Date, days: number, hour: number): Date {
  const manila = new Date(now.getTime() + MANILA_OFFSET_H * 3_600_000);
  const d = new Date(Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate()));
  let left = Math.abs(days);
  const step = days >= 0 ? 1 : -1;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + step);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left -= 1;
  }
  return new Date(d.getTime() + (hour - MANILA_OFFSET_H) * 3_600_000);
}

/** Members this seed adds beside Morgan (member@fundpath.test, a demo account). */
export const BOOKINGS_DEMO_USERS = 2;

type Plan = {
  member: 'morgan' | 'jamie' | 'sam';
  service: number;
  days: number;
  hour: number;
  status: 'requested' | 'confirmed' | 'completed' | 'no_show' | 'cancelled' | 'declined';
  note?: string;
  reason?: string;
};

const PLANS: Plan[] = [
  {
    member: 'morgan',
    service: 0,
    days: 2,
    hour: 10,
    status: 'requested',
    note: 'Lower back has been stiff since my last run.',
  },
  {
    member: 'jamie',
    service: 0,
    days: 3,
    hour: 14,
    status: 'requested',
    note: 'First massage — a bit nervous!',
  },
  { member: 'morgan', service: 1, days: 1, hour: 11, status: 'confirmed' },
  { member: 'sam', service: 2, days: 4, hour: 15, status: 'confirmed' },
  { member: 'morgan', service: 0, days: -5, hour: 10, status: 'completed' },
  // Morgan's own screens: a session far enough out to reschedule, and a refunded cancellation.
  { member: 'morgan', service: 2, days: 6, hour: 13, status: 'confirmed' },
  {
    member: 'morgan',
    service: 1,
    days: -4,
    hour: 11,
    status: 'cancelled',
    reason: 'Travelling that week',
  },
  { member: 'jamie', service: 1, days: -9, hour: 9, status: 'completed' },
  { member: 'sam', service: 1, days: -7, hour: 16, status: 'no_show' },
  {
    member: 'jamie',
    service: 0,
    days: -3,
    hour: 13,
    status: 'cancelled',
    reason: 'Something came up at work',
  },
  {
    member: 'sam',
    service: 0,
    days: -2,
    hour: 15,
    status: 'declined',
    reason: 'Studio closed for repairs that day',
  },
];

export async function seedBookingsDemo(db: Db, now = new Date()): Promise<number> {
  const riley = await findUserByEmail(db, 'specialist@fundpath.test');
  if (!riley) return 0;
  const [had] = await db
    .select({ n: count() })
    .from(marketplaceBookings)
    .where(eq(marketplaceBookings.specialist_id, riley.id));
  if ((had?.n ?? 0) > 0) return 0;
  const services = await db
    .select()
    .from(specialistServices)
    .where(eq(specialistServices.specialist_id, riley.id))
    .orderBy(specialistServices.sort);
  if (services.length < 3) return 0;
  const member = async (email: string, name: string) =>
    (await findUserByEmail(db, email)) ??
    (await createUser({ db }, { email, password: DEMO_PASSWORD, role: 'member', display_name: name }));
  const members = {
    morgan: await member('member@fundpath.test', 'Morgan Member'),
    jamie: await member('jamie.cruz@fundpath.test', 'Jamie Cruz'),
    sam: await member('sam.reyes@fundpath.test', 'Sam Reyes'),
  };
  const payments = createTestPaymentsProvider({ db, webhookSecret: 'seed-only' });
  let written = 0;
  for (const plan of PLANS) {
    const s = services[plan.service]!;
    const m = members[plan.member];
    const start = manilaWorkday(now, plan.days, plan.hour);
    const requestedAt = new Date(Math.min(now.getTime() - 2 * 3_600_000, start.getTime() - 3 * DAY));
    const fee = Math.round((s.price_cents * 1500) / 10_000);
    const [b] = await db
      .insert(marketplaceBookings)
      .values({
        number: drawBookingNumber(),
        member_id: m.id,
        specialist_id: riley.id,
        service_id: s.id,
        service_name: s.name,
        service_mode: s.mode,
        duration_minutes: s.duration_minutes,
        buffer_before_minutes: s.buffer_before_minutes,
        buffer_after_minutes: s.buffer_after_minutes,
        start_at: start,
        end_at: new Date(start.getTime() + s.duration_minutes * 60_000),
        member_time_zone: plan.member === 'sam' ? 'America/Los_Angeles' : 'Asia/Manila',
        note: plan.note ?? '',
        price_cents: s.price_cents,
        currency: s.currency,
        platform_fee_bps: 1500,
        platform_fee_cents: fee,
        requires_confirmation: s.requires_confirmation,
        status: 'requested',
        expires_at: new Date(now.getTime() + (plan.days === 2 ? 20 : 9) * 3_600_000),
        payment_provider: 'test',
        payment_status: 'card_pending',
        created_at: requestedAt,
      })
      .returning();
    const id = b!.id;
    const event = (kind: string, message: string, at: Date, actor: string | null) =>
      db
        .insert(marketplaceBookingEvents)
        .values({ booking_id: id, kind, message, actor_id: actor, created_at: at });
    await event('requested', `Requested ${s.name} (${s.duration_minutes} min)`, requestedAt, m.id);
    const setup = await payments.createSetup({
      idempotency_key: `mb:${id}:setup`,
      description: `Booking ${b!.number}: ${s.name}`,
      metadata: { marketplace_booking_id: id },
      method: {
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: now.getUTCFullYear() + 3,
        cvc: '123',
      },
    });
    await event('card_saved', 'Card saved (visa ending 4242); not charged yet', requestedAt, null);
    const set: Partial<typeof marketplaceBookings.$inferInsert> = {
      setup_id: setup.id,
      saved_method_ref: setup.saved_method_ref,
      card_brand: setup.card_brand,
      card_last4: setup.card_last4,
      payment_status: 'card_saved',
    };
    if (plan.status === 'declined') {
      Object.assign(set, {
        status: 'declined',
        reason: plan.reason,
        payment_status: 'released',
        expires_at: null,
      });
      await event(
        'declined',
        `Declined: ${plan.reason}`,
        new Date(requestedAt.getTime() + 3 * 3_600_000),
        riley.id,
      );
    } else if (plan.status !== 'requested') {
      const charge = await payments.chargeSaved({
        saved_method_ref: setup.saved_method_ref!,
        amount_cents: s.price_cents,
        currency: 'usd',
        idempotency_key: `mb:${id}:charge`,
        description: `Booking ${b!.number}: ${s.name}`,
        metadata: { marketplace_booking_id: id, booking_number: b!.number },
      });
      const confirmedAt = new Date(requestedAt.getTime() + 2 * 3_600_000);
      Object.assign(set, {
        status: 'confirmed',
        payment_status: 'charged',
        payment_id: charge.id,
        charged_cents: charge.amount_cents,
        expires_at: null,
      });
      await event(
        'confirmed',
        s.requires_confirmation ? 'Accepted by the specialist; card charged' : 'Confirmed; card charged',
        confirmedAt,
        riley.id,
      );
      if (plan.status === 'completed' || plan.status === 'no_show') {
        set.status = plan.status;
        await event(
          plan.status,
          plan.status === 'completed' ? 'Session completed' : 'The member did not show up',
          new Date(start.getTime() + s.duration_minutes * 60_000),
          riley.id,
        );
      }
      if (plan.status === 'cancelled') {
        await payments.refund({
          payment_id: charge.id,
          amount_cents: s.price_cents,
          idempotency_key: `mb:${id}:cancel-refund`,
        });
        Object.assign(set, {
          status: 'cancelled',
          reason: plan.reason,
          cancelled_by: m.id,
          refunded_cents: s.price_cents,
          payment_status: 'refunded',
        });
        await event(
          'cancelled',
          `Cancelled by the member: ${plan.reason}; refund ${(s.price_cents / 100).toFixed(2)}`,
          new Date(confirmedAt.getTime() + DAY),
          m.id,
        );
      }
    }
    await db.update(marketplaceBookings).set(set).where(eq(marketplaceBookings.id, id));
    if (set.payment_status === 'charged' || set.status === 'cancelled') {
      await recordMarketplaceBooking(db, CFG, id);
      if (set.status === 'completed' || set.status === 'no_show') await marketplaceBookingHeld(db, id, start);
      if (set.status === 'cancelled') await marketplaceBookingCancelled(db, id);
    }
    written += 1;
  }
  return written;
}
