/** Aggregates of saved credit evaluations for platform analytics (read through this module's index, ADR 003). */
import { type SQL, sql } from 'drizzle-orm';
import { creditReports } from '../../db/schema/credit';
import { users } from '../../db/schema/users';
import { type DayRange, daySeries, dayText, rangeBounds, rowsOf, utcDay } from '../../platform/day-series';
import type { Db } from '../../platform/db';

export interface ApprovalDay {
  date: string;
  evaluations: number;
  TransUnion: number;
  Experian: number;
  Equifax: number;
}

/** Whose reports count: the clients of one brand, and/or these clients (none given: everyone's). */
export interface ReportOwners {
  brandId?: string;
  userIds?: readonly string[];
}

function ownersWhere(owners: ReportOwners | undefined): SQL {
  const r = creditReports;
  const parts: SQL[] = [];
  if (owners?.brandId !== undefined)
    parts.push(
      sql`${r.user_id} in (select ${users.id} from ${users} where ${users.brand_id} = ${owners.brandId})`,
    );
  if (owners?.userIds !== undefined) {
    if (owners.userIds.length === 0) parts.push(sql`false`);
    else
      parts.push(
        sql`${r.user_id} in (${sql.join(
          owners.userIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
  }
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
}

/**
 * Reports stored per UTC day of the range, and how many of them each bureau approved (the
 * evaluation made when the report was stored). Every day present (zeros included). `owners`
 * narrows it to some clients (the staff workspace's brand or "my clients").
 */
export async function approvalsPerDay(
  db: Db,
  range: DayRange,
  owners?: ReportOwners,
): Promise<ApprovalDay[]> {
  const { start, end } = rangeBounds(range);
  const r = creditReports;
  const approved = (bureau: string) =>
    sql`count(*) filter (where ${r.evaluation} -> 'bureaus' -> ${bureau} ->> 'decision_tier' = 'approve')::int`;
  const res = await db.execute(sql`
    with agg as (
      select ${utcDay(r.created_at)} as day, count(*)::int as evaluations,
        ${approved('TransUnion')} as tu, ${approved('Experian')} as ex, ${approved('Equifax')} as eq
      from ${r}
      where ${r.created_at} >= ${start} and ${r.created_at} < ${end}${ownersWhere(owners)}
      group by 1
    )
    select ${dayText(sql`d.day`)} as date, coalesce(agg.evaluations, 0)::int as evaluations,
      coalesce(agg.tu, 0)::int as "TransUnion", coalesce(agg.ex, 0)::int as "Experian",
      coalesce(agg.eq, 0)::int as "Equifax"
    from (${daySeries(range)}) d left join agg on agg.day = d.day
    order by d.day`);
  return rowsOf<ApprovalDay>(res);
}
