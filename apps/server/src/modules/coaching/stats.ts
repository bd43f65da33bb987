/** Aggregates of journey progress for platform analytics (read through this module's index, ADR 003). */
import { MAX_STEPS } from '@fundpath/contracts/coaching';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { coachingJourneys, coachingProgress } from '../../db/schema/coaching';
import { users } from '../../db/schema/users';
import { type DayRange, rangeBounds, rowsOf, utcDay } from '../../platform/day-series';
import type { Db } from '../../platform/db';

export interface FunnelRow {
  step_number: number;
  reached: number;
  completed: number;
}

/**
 * The journey funnel of a cohort: the clients whose first step start falls in the range. For
 * each step 1–18, how many of them have started it and how many have completed it (as of now),
 * so a step's drop-off is reached − completed. Every step is present (zeros included).
 */
export async function stepFunnel(db: Db, range: DayRange): Promise<{ cohort: number; steps: FunnelRow[] }> {
  const { start, end } = rangeBounds(range);
  const p = coachingProgress;
  const res = await db.execute(sql`
    with cohort as (
      select ${p.user_id} as user_id
      from ${p} join ${users} on ${users.id} = ${p.user_id} and ${users.role} = 'client'
      where ${p.started_at} is not null
      group by ${p.user_id}
      having min(${p.started_at}) >= ${start} and min(${p.started_at}) < ${end}
    ),
    agg as (
      select ${p.step_number} as step_number,
        count(*) filter (where ${p.started_at} is not null)::int as reached,
        count(*) filter (where ${p.status} = 'completed')::int as completed
      from ${p} join cohort c on c.user_id = ${p.user_id}
      group by ${p.step_number}
    )
    select s.n::int as step_number, coalesce(agg.reached, 0)::int as reached,
      coalesce(agg.completed, 0)::int as completed, (select count(*)::int from cohort) as cohort
    from generate_series(1, ${MAX_STEPS}) s(n) left join agg on agg.step_number = s.n
    order by s.n`);
  const rows = rowsOf<FunnelRow & { cohort: number }>(res);
  return {
    cohort: rows[0]?.cohort ?? 0,
    steps: rows.map(({ step_number, reached, completed }) => ({ step_number, reached, completed })),
  };
}

/**
 * `select user_id, day`: the days clients moved on their journey within the range (a step
 * started, submitted or completed; the journey's last activity, which task work also touches).
 * A fragment for a union built by analytics (the table owner writes the SQL).
 */
export function clientJourneyActivity(range: DayRange): SQL {
  const { start, end } = rangeBounds(range);
  const p = coachingProgress;
  const j = coachingJourneys;
  const isClient = (col: AnyColumn) =>
    sql`exists (select 1 from ${users} where ${users.id} = ${col} and ${users.role} = 'client')`;
  const stepAt = (col: AnyColumn) =>
    sql`select ${p.user_id} as user_id, ${utcDay(col)} as day from ${p}
      where ${col} >= ${start} and ${col} < ${end} and ${isClient(p.user_id)}`;
  return sql`${stepAt(p.started_at)} union ${stepAt(p.submitted_at)} union ${stepAt(p.completed_at)}
    union select ${j.user_id} as user_id, ${utcDay(j.last_activity_at)} as day from ${j}
      where ${j.last_activity_at} >= ${start} and ${j.last_activity_at} < ${end} and ${isClient(j.user_id)}`;
}

export interface ClientOpenSteps {
  user_id: string;
  steps: number[];
}

const openStep = sql`${coachingProgress.started_at} is not null and ${coachingProgress.status} <> 'completed'`;

/** How many clients have a started, not yet completed step (what a default-task re-apply walks). */
export async function countClientsWithOpenSteps(db: Db): Promise<number> {
  const res = await db.execute(sql`
    select count(distinct ${coachingProgress.user_id})::int as n
    from ${coachingProgress} join ${users} on ${users.id} = ${coachingProgress.user_id} and ${users.role} = 'client'
    where ${openStep}`);
  return rowsOf<{ n: number }>(res)[0]?.n ?? 0;
}

/**
 * Clients with their started, not yet completed steps, a page at a time in user-id order
 * (keyset: pass the last id of the previous page). A completed step gets no new work.
 */
export async function clientsWithOpenSteps(
  db: Db,
  afterUserId: string | null,
  limit: number,
): Promise<ClientOpenSteps[]> {
  const p = coachingProgress;
  const res = await db.execute(sql`
    select ${p.user_id} as user_id, array_agg(${p.step_number} order by ${p.step_number}) as steps
    from ${p} join ${users} on ${users.id} = ${p.user_id} and ${users.role} = 'client'
    where ${openStep} ${afterUserId ? sql`and ${p.user_id} > ${afterUserId}::uuid` : sql``}
    group by ${p.user_id}
    order by ${p.user_id}
    limit ${limit}`);
  return rowsOf<{ user_id: string; steps: number[] | string }>(res).map((r) => ({
    user_id: r.user_id,
    steps: Array.isArray(r.steps) ? r.steps.map(Number) : parseIntArray(r.steps),
  }));
}

/** `{1,2,3}` (a driver that hands arrays back as text) → numbers. */
const parseIntArray = (text: string) => text.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
