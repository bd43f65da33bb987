/** Aggregates of support tickets for platform analytics (read through this module's index, ADR 003). */
import { type SQL, sql } from 'drizzle-orm';
import { supportTickets } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { type DayRange, daySeries, dayText, rangeBounds, rowsOf, utcDay } from '../../platform/day-series';
import type { Db } from '../../platform/db';
import { DONE_STATUSES } from './policy';

export interface TicketDay {
  date: string;
  opened: number;
  resolved: number;
  sla_breached: number;
}

/**
 * Tickets per UTC day of the range: opened (created), resolved (`resolved_at`: entered resolved
 * or closed; a reopened ticket counts again when resolved again), and SLA breaches on the day the
 * SLA came due: due before the ticket was resolved, or still unresolved now (so today's count
 * grows while the day runs). Every day present (zeros included).
 */
export async function ticketsPerDay(db: Db, range: DayRange, now: Date = new Date()): Promise<TicketDay[]> {
  const { start, end } = rangeBounds(range);
  const t = supportTickets;
  const res = await db.execute(sql`
    with opened as (
      select ${utcDay(t.created_at)} as day, count(*)::int as n from ${t}
      where ${t.created_at} >= ${start} and ${t.created_at} < ${end} group by 1
    ),
    resolved as (
      select ${utcDay(t.resolved_at)} as day, count(*)::int as n from ${t}
      where ${t.resolved_at} >= ${start} and ${t.resolved_at} < ${end} group by 1
    ),
    breached as (
      select ${utcDay(t.sla_due_date)} as day, count(*)::int as n from ${t}
      where ${t.sla_due_date} >= ${start} and ${t.sla_due_date} < ${end}
        and ${t.sla_due_date} < coalesce(${t.resolved_at}, ${now.toISOString()}::timestamptz)
      group by 1
    )
    select ${dayText(sql`d.day`)} as date, coalesce(o.n, 0)::int as opened,
      coalesce(r.n, 0)::int as resolved, coalesce(b.n, 0)::int as sla_breached
    from (${daySeries(range)}) d
      left join opened o on o.day = d.day
      left join resolved r on r.day = d.day
      left join breached b on b.day = d.day
    order by d.day`);
  return rowsOf<TicketDay>(res);
}

/** Whose tickets count: those of one brand's clients and/or assigned to one staff member (none: all). */
export interface TicketOwners {
  brandId?: string;
  assignedTo?: string;
}

export interface TicketTotals {
  open: number;
  breached: number;
  opened: number;
  resolved: number;
  /** Median minutes from opening to the first staff reply, of the tickets opened in the range. */
  median_first_response_minutes: number | null;
}

/**
 * The staff workspace's ticket figures: open now and past their SLA (as of `now`), opened and
 * resolved in the range, and the median first response of the tickets opened in it.
 */
export async function ticketTotals(
  db: Db,
  range: DayRange,
  owners: TicketOwners = {},
  now: Date = new Date(),
): Promise<TicketTotals> {
  const { start, end } = rangeBounds(range);
  const t = supportTickets;
  const scope: SQL[] = [sql`true`];
  if (owners.brandId !== undefined)
    scope.push(
      sql`${t.user_id} in (select ${users.id} from ${users} where ${users.brand_id} = ${owners.brandId})`,
    );
  if (owners.assignedTo !== undefined) scope.push(sql`${t.assigned_to} = ${owners.assignedTo}::uuid`);
  const inScope = sql.join(scope, sql` and `);
  const done = sql`${t.status} in (${sql.join(
    DONE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const res = await db.execute(sql`
    select
      count(*) filter (where not ${done})::int as open,
      count(*) filter (where not ${done} and ${t.sla_due_date} <= ${at})::int as breached,
      count(*) filter (where ${t.created_at} >= ${start} and ${t.created_at} < ${end})::int as opened,
      count(*) filter (where ${t.resolved_at} >= ${start} and ${t.resolved_at} < ${end})::int as resolved,
      percentile_cont(0.5) within group (order by extract(epoch from ${t.first_response_at} - ${t.created_at}))
        filter (where ${t.first_response_at} is not null and ${t.created_at} >= ${start} and ${t.created_at} < ${end})
        as median_seconds
    from ${t}
    where ${inScope}`);
  const [row] = rowsOf<
    Omit<TicketTotals, 'median_first_response_minutes'> & { median_seconds: number | string | null }
  >(res);
  const seconds = row?.median_seconds == null ? null : Number(row.median_seconds);
  return {
    open: row?.open ?? 0,
    breached: row?.breached ?? 0,
    opened: row?.opened ?? 0,
    resolved: row?.resolved ?? 0,
    median_first_response_minutes: seconds === null ? null : Math.max(0, Math.round(seconds / 60)),
  };
}
