/** Aggregates of support tickets for platform analytics (read through this module's index, ADR 003). */
import { sql } from 'drizzle-orm';
import { supportTickets } from '../../db/schema/support';
import { type DayRange, daySeries, dayText, rangeBounds, rowsOf, utcDay } from '../../platform/day-series';
import type { Db } from '../../platform/db';

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
