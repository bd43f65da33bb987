/**
 * A specialist's bookings for their dashboard and analytics (read through this module's index,
 * ADR 003). A "request" is a booking whose card was saved (an abandoned card step is no request);
 * it "converted" when it was charged. Days are UTC and every day of the range is present.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { marketplaceBookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import { type DayRange, daySeries, dayText, rangeBounds, rowsOf, utcDay } from '../../platform/day-series';
import type { Db } from '../../platform/db';

const t = marketplaceBookings;

export interface BookingDay {
  date: string;
  booking_requests: number;
  confirmed: number;
  repeat_requests: number;
}

/** "Repeat": the member had a charged booking with this specialist made before this one. */
const isRepeat = sql`exists (select 1 from ${t} p where p.specialist_id = ${t.specialist_id}
  and p.member_id = ${t.member_id} and p.charged_cents > 0 and p.created_at < ${t.created_at})`;

export async function bookingsPerDay(db: Db, specialistId: string, range: DayRange): Promise<BookingDay[]> {
  const { start, end } = rangeBounds(range);
  const res = await db.execute(sql`
    with agg as (
      select ${utcDay(t.created_at)} as day,
        count(*)::int as requests,
        count(*) filter (where ${t.charged_cents} > 0)::int as confirmed,
        count(*) filter (where ${isRepeat})::int as repeats
      from ${t}
      where ${t.specialist_id} = ${specialistId} and ${t.saved_method_ref} is not null
        and ${t.created_at} >= ${start} and ${t.created_at} < ${end}
      group by 1
    )
    select ${dayText(sql`d.day`)} as date,
      coalesce(agg.requests, 0)::int as booking_requests,
      coalesce(agg.confirmed, 0)::int as confirmed,
      coalesce(agg.repeats, 0)::int as repeat_requests
    from (${daySeries(range)}) d left join agg on agg.day = d.day
    order by d.day`);
  return rowsOf<BookingDay>(res);
}

/** Distinct members with a repeat request in the range. */
export async function repeatMembers(db: Db, specialistId: string, range: DayRange): Promise<number> {
  const { start, end } = rangeBounds(range);
  const res = await db.execute(sql`
    select count(distinct ${t.member_id})::int as n from ${t}
    where ${t.specialist_id} = ${specialistId} and ${t.saved_method_ref} is not null
      and ${t.created_at} >= ${start} and ${t.created_at} < ${end} and ${isRepeat}`);
  return rowsOf<{ n: number }>(res)[0]?.n ?? 0;
}

const appointmentColumns = {
  id: t.id,
  number: t.number,
  status: t.status,
  service_name: t.service_name,
  start_at: t.start_at,
  end_at: t.end_at,
  expires_at: t.expires_at,
  member_id: t.member_id,
  member_name: users.display_name,
};

/** Sessions that hold or held their slot (confirmed, completed, no-show) starting in [from, to). */
export async function appointmentsBetween(db: Db, specialistId: string, from: Date, to: Date) {
  return db
    .select(appointmentColumns)
    .from(t)
    .innerJoin(users, eq(users.id, t.member_id))
    .where(
      and(
        eq(t.specialist_id, specialistId),
        inArray(t.status, ['confirmed', 'completed', 'no_show']),
        gte(t.start_at, from),
        lt(t.start_at, to),
      ),
    )
    .orderBy(asc(t.start_at));
}

/** Requests waiting for the specialist's answer (card saved), soonest deadline first. */
export async function waitingRequests(db: Db, specialistId: string) {
  return db
    .select(appointmentColumns)
    .from(t)
    .innerJoin(users, eq(users.id, t.member_id))
    .where(
      and(
        eq(t.specialist_id, specialistId),
        eq(t.status, 'requested'),
        eq(t.payment_status, 'card_saved'),
        isNotNull(t.expires_at),
      ),
    )
    .orderBy(asc(t.expires_at), asc(t.start_at));
}

/**
 * Completed sessions per person (an affiliate's referrals, issue 6/8): as the member for
 * `memberIds`, as the specialist for `specialistIds`. Ids without any are absent.
 */
export async function completedBookingsOf(
  db: Db,
  ids: { memberIds: readonly string[]; specialistIds: readonly string[] },
): Promise<{ asMember: Map<string, number>; asSpecialist: Map<string, number> }> {
  const count = async (column: typeof t.member_id | typeof t.specialist_id, list: readonly string[]) => {
    if (list.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ id: column, n: sql<number>`count(*)::int` })
      .from(t)
      .where(and(inArray(column, [...new Set(list)]), eq(t.status, 'completed')))
      .groupBy(column);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  };
  const [asMember, asSpecialist] = await Promise.all([
    count(t.member_id, ids.memberIds),
    count(t.specialist_id, ids.specialistIds),
  ]);
  return { asMember, asSpecialist };
}

/** Who took part in each booking of `bookingIds` (the ledger's `source_id`s); unknown ids are absent. */
export async function bookingPartiesOf(
  db: Db,
  bookingIds: readonly string[],
): Promise<Map<string, { member_id: string; specialist_id: string }>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: t.id, member_id: t.member_id, specialist_id: t.specialist_id })
    .from(t)
    .where(inArray(t.id, [...new Set(bookingIds)]));
  return new Map(rows.map((r) => [r.id, { member_id: r.member_id, specialist_id: r.specialist_id }]));
}
