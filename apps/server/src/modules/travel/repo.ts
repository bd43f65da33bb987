/** Queries of travel bookings, their travellers, payments and timeline. */
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  travelBookingEvents,
  travelBookings,
  travelDepartures,
  travelPackages,
  travelPayments,
  travelTravellers,
} from '../../db/schema/travel';
import type { Db } from '../../platform/db';

export type BookingRow = typeof travelBookings.$inferSelect;
export type NewBookingRow = typeof travelBookings.$inferInsert;
export type TravellerRow = typeof travelTravellers.$inferSelect;
export type PaymentRow = typeof travelPayments.$inferSelect;
export type EventRow = typeof travelBookingEvents.$inferSelect;

export async function findBooking(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(travelBookings).where(eq(travelBookings.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function findByNumber(db: Db, number: string) {
  const [row] = await db
    .select()
    .from(travelBookings)
    .where(eq(travelBookings.booking_number, number))
    .limit(1);
  return row;
}

export async function findByRequestKey(db: Db, key: string) {
  const [row] = await db.select().from(travelBookings).where(eq(travelBookings.request_key, key)).limit(1);
  return row;
}

/** Inserts unless the number is taken (then undefined: draw another). */
export async function insertBooking(db: Db, row: NewBookingRow) {
  const [created] = await db
    .insert(travelBookings)
    .values(row)
    .onConflictDoNothing({ target: travelBookings.booking_number })
    .returning();
  return created;
}

export async function updateBooking(db: Db, id: string, set: Partial<NewBookingRow>) {
  const [row] = await db.update(travelBookings).set(set).where(eq(travelBookings.id, id)).returning();
  return row!;
}

export async function travellersOf(db: Db, bookingId: string) {
  return db
    .select()
    .from(travelTravellers)
    .where(eq(travelTravellers.booking_id, bookingId))
    .orderBy(asc(travelTravellers.position));
}

export async function paymentsOf(db: Db, bookingId: string) {
  return db
    .select()
    .from(travelPayments)
    .where(eq(travelPayments.booking_id, bookingId))
    .orderBy(asc(travelPayments.created_at), asc(travelPayments.id));
}

export async function eventsOf(db: Db, bookingId: string) {
  return db
    .select()
    .from(travelBookingEvents)
    .where(eq(travelBookingEvents.booking_id, bookingId))
    .orderBy(asc(travelBookingEvents.created_at), asc(travelBookingEvents.id));
}

export async function addEvent(
  db: Db,
  bookingId: string,
  kind: string,
  message: string,
  actorId: string | null = null,
) {
  await db.insert(travelBookingEvents).values({ booking_id: bookingId, kind, message, actor_id: actorId });
}

export async function insertPayment(db: Db, row: typeof travelPayments.$inferInsert) {
  const [created] = await db.insert(travelPayments).values(row).returning();
  return created!;
}

export async function updatePayment(db: Db, id: string, set: Partial<typeof travelPayments.$inferInsert>) {
  await db.update(travelPayments).set(set).where(eq(travelPayments.id, id));
}

/** Moves seats: `delta` > 0 takes, < 0 gives back (the check constraint guards the bounds). */
export async function moveSeats(db: Db, departureId: string, delta: number) {
  await db
    .update(travelDepartures)
    .set({ seats_taken: sql`${travelDepartures.seats_taken} + ${delta}` })
    .where(eq(travelDepartures.id, departureId));
}

export async function departureOf(db: Db, id: string) {
  const [row] = await db.select().from(travelDepartures).where(eq(travelDepartures.id, id)).limit(1);
  return row;
}

export async function packageOfBooking(db: Db, id: string) {
  const [row] = await db
    .select({
      id: travelPackages.id,
      title: travelPackages.title,
      destination: travelPackages.destination,
      images: travelPackages.images,
      commission_rate_bps: travelPackages.commission_rate_bps,
    })
    .from(travelPackages)
    .where(eq(travelPackages.id, id))
    .limit(1);
  return row;
}

/** Bookings still waiting for their first payment since before `before`. */
export async function staleUnpaid(db: Db, before: Date, limit = 200) {
  return db
    .select()
    .from(travelBookings)
    .where(and(eq(travelBookings.status, 'pending_payment'), lt(travelBookings.created_at, before)))
    .orderBy(asc(travelBookings.created_at))
    .limit(limit);
}

/** Confirmed bookings whose trip has ended (on or before `lastDay`). */
export async function tripsEnded(db: Db, lastDay: string, limit = 500) {
  return db
    .select({ id: travelBookings.id })
    .from(travelBookings)
    .innerJoin(travelDepartures, eq(travelDepartures.id, travelBookings.departure_id))
    .where(and(eq(travelBookings.status, 'confirmed'), sql`${travelDepartures.ends_on} <= ${lastDay}::date`))
    .limit(limit);
}

/** Refunds decided but not yet accepted by the provider (a failed call is retried by the sweep). */
export async function pendingRefunds(db: Db, bookingId?: string) {
  return db
    .select()
    .from(travelPayments)
    .where(
      and(
        eq(travelPayments.kind, 'refund'),
        eq(travelPayments.status, 'pending'),
        isNull(travelPayments.provider_id),
        bookingId ? eq(travelPayments.booking_id, bookingId) : undefined,
      ),
    )
    .orderBy(asc(travelPayments.created_at))
    .limit(200);
}

export async function bookingsIn(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(travelBookings)
    .where(inArray(travelBookings.id, [...ids]));
}

export async function referredChangedSince(db: Db, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: travelBookings.id })
    .from(travelBookings)
    .where(and(sql`${travelBookings.referrer_id} is not null`, sql`${travelBookings.updated_at} >= ${since}`))
    .orderBy(desc(travelBookings.updated_at))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function insertTravellers(
  db: Db,
  bookingId: string,
  travellers: ReadonlyArray<{ full_name: string; date_of_birth: string; single_room: boolean }>,
) {
  await db.insert(travelTravellers).values(
    travellers.map((t, i) => ({
      booking_id: bookingId,
      position: i + 1,
      full_name: t.full_name,
      date_of_birth: t.date_of_birth,
      single_room: t.single_room,
    })),
  );
}

export interface ReferredBookingsOverview {
  /** Bookings the affiliate's links brought that were paid at least in part, and what was paid net of refunds. */
  paid_bookings: number;
  paid_cents: number;
  refunded_cents: number;
  recent: Array<{
    id: string;
    booking_number: string;
    package_title: string;
    status: string;
    total_cents: number;
    created_at: Date;
  }>;
}

/** The travel bookings an affiliate's links brought, for the staff client record. */
export async function referredBookingsOverview(
  db: Db,
  referrerId: string,
  limit = 5,
): Promise<ReferredBookingsOverview> {
  const [totals] = await db
    .select({
      paid_bookings: sql<number>`count(*)::int`,
      paid: sql<string>`coalesce(sum(${travelBookings.paid_cents}), 0)::int8`,
      refunded: sql<string>`coalesce(sum(${travelBookings.refunded_cents}), 0)::int8`,
    })
    .from(travelBookings)
    .where(and(eq(travelBookings.referrer_id, referrerId), sql`${travelBookings.paid_cents} > 0`));
  const recent = await db
    .select({
      id: travelBookings.id,
      booking_number: travelBookings.booking_number,
      package_title: travelPackages.title,
      status: travelBookings.status,
      total_cents: travelBookings.total_cents,
      created_at: travelBookings.created_at,
    })
    .from(travelBookings)
    .innerJoin(travelPackages, eq(travelPackages.id, travelBookings.package_id))
    .where(eq(travelBookings.referrer_id, referrerId))
    .orderBy(desc(travelBookings.created_at))
    .limit(limit);
  return {
    paid_bookings: Number(totals?.paid_bookings ?? 0),
    paid_cents: Number(totals?.paid ?? 0),
    refunded_cents: Number(totals?.refunded ?? 0),
    recent,
  };
}
