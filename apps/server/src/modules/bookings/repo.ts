/** Queries of marketplace bookings and their timeline. */
import { HOLDING_STATUSES, type MarketplaceBookingStatus } from '@fundpath/contracts/marketplace-bookings';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  marketplaceBookingEvents,
  marketplaceBookingReminders,
  marketplaceBookings,
} from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type BookingRow = typeof marketplaceBookings.$inferSelect;
export type NewBookingRow = typeof marketplaceBookings.$inferInsert;
export type EventRow = typeof marketplaceBookingEvents.$inferSelect;

const t = marketplaceBookings;

/** Serialises every slot check + insert/move of one specialist (until the transaction ends). */
export async function lockSpecialistCalendar(db: Db, specialistId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`marketplace-calendar:${specialistId}`}))`);
}

export async function findBooking(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(t).where(eq(t.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function findByRequestKey(db: Db, memberId: string, key: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.member_id, memberId), eq(t.request_key, key)))
    .limit(1);
  return row;
}

/** Inserts unless the number is taken (then undefined: draw another). */
export async function insertBooking(db: Db, row: NewBookingRow) {
  const [created] = await db.insert(t).values(row).onConflictDoNothing({ target: t.number }).returning();
  return created;
}

export async function updateBooking(db: Db, id: string, set: Partial<NewBookingRow>) {
  const [row] = await db.update(t).set(set).where(eq(t.id, id)).returning();
  return row!;
}

export async function addEvent(
  db: Db,
  bookingId: string,
  kind: string,
  message: string,
  actorId: string | null,
) {
  await db
    .insert(marketplaceBookingEvents)
    .values({ booking_id: bookingId, kind, message, actor_id: actorId });
}

export async function eventsOf(db: Db, bookingId: string) {
  return db
    .select()
    .from(marketplaceBookingEvents)
    .where(eq(marketplaceBookingEvents.booking_id, bookingId))
    .orderBy(asc(marketplaceBookingEvents.created_at), asc(marketplaceBookingEvents.id));
}

/** Bookings holding their slot that overlap [from, to] (with their buffers), per specialist. */
export async function holdingBetween(db: Db, specialistIds: readonly string[], from: Date, to: Date) {
  if (specialistIds.length === 0) return [];
  return db
    .select({
      id: t.id,
      specialist_id: t.specialist_id,
      start_at: t.start_at,
      end_at: t.end_at,
      buffer_before_minutes: t.buffer_before_minutes,
      buffer_after_minutes: t.buffer_after_minutes,
    })
    .from(t)
    .where(
      and(
        inArray(t.specialist_id, [...specialistIds]),
        inArray(t.status, [...HOLDING_STATUSES]),
        // A generous window: a booking's buffers (≤ 4 h each) and its whole day count for the cap.
        lt(t.start_at, new Date(to.getTime() + 36 * 3_600_000)),
        gt(t.end_at, new Date(from.getTime() - 36 * 3_600_000)),
      ),
    );
}

export interface ListFilter {
  memberId?: string;
  specialistId?: string;
  status?: MarketplaceBookingStatus | undefined;
  when: 'upcoming' | 'past' | 'all';
  from?: Date | undefined;
  to?: Date | undefined;
  q?: string | undefined;
  now: Date;
  page: number;
  perPage: number;
}

export async function listBookings(db: Db, f: ListFilter) {
  const where: SQL[] = [];
  if (f.memberId) where.push(eq(t.member_id, f.memberId));
  if (f.specialistId) where.push(eq(t.specialist_id, f.specialistId));
  if (f.status) where.push(eq(t.status, f.status));
  if (f.from) where.push(gt(t.end_at, f.from));
  if (f.to) where.push(lt(t.start_at, f.to));
  if (f.when === 'upcoming') {
    where.push(gt(t.end_at, f.now));
    where.push(inArray(t.status, [...HOLDING_STATUSES]));
  }
  if (f.when === 'past')
    where.push(or(lt(t.end_at, f.now), sql`${t.status} not in ('requested', 'confirmed')`)!);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The member's name or e-mail and the specialist's name too (the members list links here by e-mail).
    const party = sql`exists (select 1 from ${users} where ${users.id} in (${t.member_id}, ${t.specialist_id}) and (${users.display_name} ilike ${like} or (${users.id} = ${t.member_id} and ${users.email} ilike ${like})))`;
    where.push(or(ilike(t.number, like), ilike(t.service_name, like), party)!);
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(cond)
      .orderBy(f.when === 'upcoming' ? asc(t.start_at) : desc(t.start_at), asc(t.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(t).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Requests past their answer-by time (the sweep expires them). */
export async function expiredRequests(db: Db, now: Date, limit = 200) {
  return db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, 'requested'), lt(t.expires_at, now)))
    .limit(limit);
}

export async function displayNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, display_name: users.display_name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.display_name]));
}

// ---- reminders --------------------------------------------------------------------------------

export type ReminderRow = typeof marketplaceBookingReminders.$inferSelect;
export type ReminderKind = ReminderRow['kind'];
const r = marketplaceBookingReminders;

/** Plans reminders; a row already there (same booking, kind and start) is kept as it is. */
export async function insertReminders(
  db: Db,
  rows: Array<{ booking_id: string; kind: ReminderKind; start_at: Date; due_at: Date }>,
) {
  if (rows.length === 0) return;
  await db.insert(r).values(rows).onConflictDoNothing();
}

/** Drops the unsent reminders planned for another start than `startAt` (after a reschedule). */
export async function dropStaleReminders(db: Db, bookingId: string, startAt: Date) {
  await db.delete(r).where(and(eq(r.booking_id, bookingId), isNull(r.sent_at), ne(r.start_at, startAt)));
}

export async function remindersOf(db: Db, bookingId: string, startAt: Date) {
  return db
    .select()
    .from(r)
    .where(and(eq(r.booking_id, bookingId), eq(r.start_at, startAt)))
    .orderBy(asc(r.due_at));
}

/**
 * Claims one reminder for sending: sets `sent_at` only while it is unsent, due, and its booking
 * is still confirmed at the start it was planned for and has not started. One statement, so of
 * two instances (or a job and the sweep) racing for it exactly one gets the row back.
 */
export async function claimReminder(
  db: Db,
  bookingId: string,
  kind: ReminderKind,
  startAt: Date,
  now: Date,
  dueBy: Date = now,
): Promise<ReminderRow | undefined> {
  const [row] = await db
    .update(r)
    .set({ sent_at: now })
    .where(
      and(
        eq(r.booking_id, bookingId),
        eq(r.kind, kind),
        eq(r.start_at, startAt),
        isNull(r.sent_at),
        lte(r.due_at, dueBy),
        sql`exists (select 1 from ${t} where ${t.id} = ${r.booking_id} and ${t.status} = 'confirmed' and ${t.start_at} = ${r.start_at} and ${t.start_at} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row;
}

/** Due, unsent reminders (the sweep's backstop for jobs that were lost or too far ahead). */
export async function dueReminders(db: Db, now: Date, limit = 200) {
  return db
    .select({ booking_id: r.booking_id, kind: r.kind, start_at: r.start_at })
    .from(r)
    .innerJoin(t, and(eq(t.id, r.booking_id), eq(t.start_at, r.start_at)))
    .where(and(isNull(r.sent_at), lte(r.due_at, now), eq(t.status, 'confirmed'), gt(t.start_at, now)))
    .orderBy(asc(r.due_at))
    .limit(limit);
}

/** Names and addresses of a booking's two parties (for the calendar invite each gets). */
export async function parties(db: Db, ids: readonly string[]) {
  const rows = await db
    .select({ id: users.id, display_name: users.display_name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, u]));
}

/** How often the booking was moved in time or to another specialist (the calendar invite's SEQUENCE). */
export async function rescheduleCount(db: Db, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(marketplaceBookingEvents)
    .where(
      and(
        eq(marketplaceBookingEvents.booking_id, bookingId),
        inArray(marketplaceBookingEvents.kind, ['rescheduled', 'reassigned']),
      ),
    );
  return row?.n ?? 0;
}

// ---- the admin's members list ----------------------------------------------------------------

export interface MemberListFilter {
  q?: string | undefined;
  status?: 'active' | 'disabled' | undefined;
  sort: 'joined_desc' | 'joined_asc' | 'name_asc' | 'paid_desc' | 'bookings_desc';
  page: number;
  perPage: number;
}

/**
 * Members (role `member`) with their bookings' totals, one query for the page: the totals are
 * aggregated per member in a subquery so the list can sort by them.
 */
export async function listMembers(db: Db, f: MemberListFilter) {
  const agg = db
    .select({
      member_id: t.member_id,
      bookings: sql<number>`count(*)`.mapWith(Number).as('bookings'),
      completed: sql<number>`count(*) filter (where ${t.status} = 'completed')`
        .mapWith(Number)
        .as('completed'),
      paid: sql<number>`sum(${t.charged_cents} - ${t.refunded_cents})`.mapWith(Number).as('paid'),
    })
    .from(t)
    .groupBy(t.member_id)
    .as('member_totals');
  const where: SQL[] = [eq(users.role, 'member')];
  if (f.status === 'active') where.push(isNull(users.deactivated_at));
  if (f.status === 'disabled') where.push(sql`${users.deactivated_at} is not null`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(users.display_name, like), ilike(users.email, like))!);
  }
  const cond = and(...where);
  const bookings = sql<number>`coalesce(${agg.bookings}, 0)`.mapWith(Number);
  const paid = sql<number>`coalesce(${agg.paid}, 0)`.mapWith(Number);
  const order = {
    joined_desc: [desc(users.created_at)],
    joined_asc: [asc(users.created_at)],
    name_asc: [asc(sql`lower(${users.display_name})`)],
    paid_desc: [desc(paid), desc(users.created_at)],
    bookings_desc: [desc(bookings), desc(users.created_at)],
  }[f.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        display_name: users.display_name,
        email: users.email,
        deactivated_at: users.deactivated_at,
        created_at: users.created_at,
        last_sign_in_at: users.last_sign_in_at,
        bookings_count: bookings,
        completed_count: sql<number>`coalesce(${agg.completed}, 0)`.mapWith(Number),
        total_paid_cents: paid,
      })
      .from(users)
      .leftJoin(agg, eq(agg.member_id, users.id))
      .where(cond)
      .orderBy(...order, asc(users.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(users).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}
