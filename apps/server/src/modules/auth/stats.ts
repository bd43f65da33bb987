/** Aggregates of identity for platform analytics (read through this module's index, ADR 003). */
import { staffRoles } from '@fundpath/contracts/roles';
import { type SQL, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/users';
import { type DayRange, daySeries, dayText, rangeBounds, rowsOf, utcDay } from '../../platform/day-series';
import type { Db } from '../../platform/db';

export interface SignupDay {
  date: string;
  clients: number;
  staff: number;
  other: number;
}

const STAFF_LIST = sql.join(
  staffRoles.map((r) => sql`${r}`),
  sql`, `,
);

/** Accounts created per UTC day of the range, by role group; every day present (zeros included). */
export async function signupsPerDay(db: Db, range: DayRange): Promise<SignupDay[]> {
  const { start, end } = rangeBounds(range);
  const res = await db.execute(sql`
    with agg as (
      select ${utcDay(users.created_at)} as day,
        count(*) filter (where ${users.role} = 'client')::int as clients,
        count(*) filter (where ${users.role} in (${STAFF_LIST}))::int as staff,
        count(*) filter (where ${users.role} <> 'client' and ${users.role} not in (${STAFF_LIST}))::int as other
      from ${users}
      where ${users.created_at} >= ${start} and ${users.created_at} < ${end}
      group by 1
    )
    select ${dayText(sql`d.day`)} as date,
      coalesce(agg.clients, 0)::int as clients, coalesce(agg.staff, 0)::int as staff,
      coalesce(agg.other, 0)::int as other
    from (${daySeries(range)}) d left join agg on agg.day = d.day
    order by d.day`);
  return rowsOf<SignupDay>(res);
}

/**
 * `select user_id, day`: the days clients signed in within the range (a session started, or their
 * last sign-in). Sessions are deleted when they expire, so older sign-ins survive only as
 * `last_sign_in_at`. A fragment for a union built by analytics (the table owner writes the SQL).
 */
export function clientSignInActivity(range: DayRange): SQL {
  const { start, end } = rangeBounds(range);
  const sessionsQ = sql`select ${sessions.user_id} as user_id, ${utcDay(sessions.created_at)} as day
    from ${sessions} join ${users} on ${users.id} = ${sessions.user_id}
    where ${users.role} = 'client' and ${sessions.created_at} >= ${start} and ${sessions.created_at} < ${end}`;
  const lastQ = sql`select ${users.id} as user_id, ${utcDay(users.last_sign_in_at)} as day
    from ${users}
    where ${users.role} = 'client' and ${users.last_sign_in_at} >= ${start} and ${users.last_sign_in_at} < ${end}`;
  return sql`${sessionsQ} union ${lastQ}`;
}
