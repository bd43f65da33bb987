/**
 * The staff workspace's numbers (`/analytics`, issue 7/8, ADR 017). Owns no table: every figure
 * is an aggregate exported by the module that owns the rows (clients' read model, credit,
 * support, leads), asked for the viewer's scope: their brand (all for admins and unbranded staff)
 * and, for "me", only what is theirs (assigned clients and tickets, owned leads).
 */
import type {
  LeadStageCount,
  StaffAnalytics,
  StaffAnalyticsQuery,
} from '@fundpath/contracts/staff-analytics';
import { type Ctx, requireActor } from '../../platform/auth';
import type { DayRange } from '../../platform/day-series';
import { resolveRange } from '../analytics';
import { clientNumbers, myClientIds, viewerBrand } from '../clients';
import { approvalsPerDay, type ReportOwners } from '../credit';
import { listSteps } from '../journey';
import { leadStageCounts } from '../leads';
import { ticketTotals } from '../support';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** This calendar month so far and the whole month before it (UTC). */
export function monthRanges(now: Date): { this_month: DayRange; last_month: DayRange } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const first = Date.UTC(y, m, 1);
  return {
    this_month: { from: dayOf(first), to: dayOf(now.getTime()) },
    last_month: { from: dayOf(Date.UTC(y, m - 1, 1)), to: dayOf(first - DAY_MS) },
  };
}

async function bureauMonth(ctx: Ctx, range: DayRange, owners: ReportOwners) {
  const rows = await approvalsPerDay(ctx.db, range, owners);
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  return {
    month: range.from.slice(0, 7),
    evaluations: sum((r) => r.evaluations),
    TransUnion: sum((r) => r.TransUnion),
    Experian: sum((r) => r.Experian),
    Equifax: sum((r) => r.Equifax),
  };
}

/** The lead section from stage counts: totals, won and lost, conversion won / (won + lost). */
export function leadsSection(stages: LeadStageCount[]): StaffAnalytics['leads'] {
  if (stages.length === 0) return null;
  const sumOf = (kind?: 'won' | 'lost') =>
    stages.filter((s) => !kind || s.kind === kind).reduce((n, s) => n + s.leads, 0);
  const won = sumOf('won');
  const lost = sumOf('lost');
  return { total: sumOf(), stages, won, lost, conversion_rate: won + lost === 0 ? null : won / (won + lost) };
}

export async function staffAnalytics(
  ctx: Ctx,
  query: StaffAnalyticsQuery,
  now: Date = new Date(),
): Promise<Omit<StaffAnalytics, 'status'>> {
  const range = resolveRange(query, now);
  const me = requireActor(ctx);
  const mine = query.scope === 'me';
  const brandId = viewerBrand(ctx);

  const clients = await clientNumbers(ctx, { mine }, now);
  const titles = new Map((await listSteps(ctx.db)).map((s) => [s.step_number, s.step_title]));
  const owners: ReportOwners = mine ? { brandId, userIds: await myClientIds(ctx) } : { brandId };
  const months = monthRanges(now);
  const thisMonth = await bureauMonth(ctx, months.this_month, owners);
  const lastMonth = await bureauMonth(ctx, months.last_month, owners);
  const tickets = await ticketTotals(ctx.db, range, { brandId, assignedTo: mine ? me.id : undefined }, now);

  const oldest = clients.waiting.oldest_since;
  return {
    scope: query.scope,
    range,
    as_of: now.toISOString(),
    clients: {
      total: clients.total,
      steps: clients.steps.map((s) => ({ ...s, title: titles.get(s.step_number) ?? s.title })),
    },
    approvals_waiting: {
      count: clients.waiting.count,
      oldest_since: oldest?.toISOString() ?? null,
      oldest_hours: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / HOUR_MS)) : null,
      buckets: {
        under_1d: clients.waiting.under_1d,
        d1_3: clients.waiting.d1_3,
        over_3d: clients.waiting.over_3d,
      },
    },
    bureau_approvals: { this_month: thisMonth, last_month: lastMonth },
    tickets,
    leads: leadsSection(await leadStageCounts(ctx, { mine })),
  };
}
