/**
 * Analytics owns no table. The one query it composes is the active-clients series: the owning
 * modules write their activity fragments (`select user_id, day`, ADR 003), this file only unions
 * them and counts per day, so no other domain's table is named here.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DayRange, daySeries, dayText, rowsOf } from '../../platform/day-series';
import type { Db } from '../../platform/db';

export interface ActiveDay {
  date: string;
  active: number;
  first_active: number;
}

/** Distinct clients active per day, and each client once on their first active day of the range. */
export async function activeClientsPerDay(
  db: Db,
  range: DayRange,
  activity: readonly SQL[],
): Promise<ActiveDay[]> {
  const union = sql.join(
    activity.map((fragment) => sql`select user_id, day from (${fragment}) f`),
    sql` union `,
  );
  const res = await db.execute(sql`
    with act as (${union}),
    per_day as (select day, count(distinct user_id)::int as n from act group by day),
    firsts as (select user_id, min(day) as day from act group by user_id),
    first_day as (select day, count(*)::int as n from firsts group by day)
    select ${dayText(sql`d.day`)} as date, coalesce(p.n, 0)::int as active, coalesce(f.n, 0)::int as first_active
    from (${daySeries(range)}) d
      left join per_day p on p.day = d.day
      left join first_day f on f.day = d.day
    order by d.day`);
  return rowsOf<ActiveDay>(res);
}
