import type { AnalyticsQuery, AnalyticsResponse } from '@fundpath/contracts/analytics';
import { ANALYTICS_PRESETS } from '@fundpath/contracts/analytics';
import type { Ctx } from '../../platform/auth';
import type { DayRange } from '../../platform/day-series';
import { badRequest } from '../../platform/errors';
import * as auth from '../auth';
import * as coaching from '../coaching';
import * as credit from '../credit';
import * as journey from '../journey';
import * as support from '../support';
import * as repo from './repo';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((n, r) => n + pick(r), 0);

/**
 * The range asked for, or the default (the last 30 days, today included). Days are UTC. The end
 * may be tomorrow (a browser east of UTC is already there) but no later: future days are empty.
 */
export function resolveRange(query: AnalyticsQuery, now: Date = new Date()): DayRange & { days: number } {
  const today = Date.parse(`${dayOf(now.getTime())}T00:00:00Z`);
  if (!query.from || !query.to) {
    const days = ANALYTICS_PRESETS[1];
    return { from: dayOf(today - (days - 1) * DAY_MS), to: dayOf(today), days };
  }
  if (query.to > dayOf(today + DAY_MS)) {
    throw badRequest('The range cannot end in the future', {
      errors: { to: 'Choose today or an earlier day' },
    });
  }
  const days =
    Math.round((Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / DAY_MS) + 1;
  return { from: query.from, to: query.to, days };
}

/**
 * Every series of `/admin/analytics` for one range. Each comes from the module that owns the
 * data, through its index (ADR 003); totals are sums of the rows the response carries.
 */
export async function platformAnalytics(
  ctx: Pick<Ctx, 'db'>,
  query: AnalyticsQuery,
  now: Date = new Date(),
): Promise<Omit<AnalyticsResponse, 'status'>> {
  const range = resolveRange(query, now);
  const { db } = ctx;
  // One after another: on the embedded database they queue on its one connection anyway, and on
  // PostgreSQL five short aggregates don't need five pool connections of one request.
  const signups = await auth.signupsPerDay(db, range);
  const active = await repo.activeClientsPerDay(db, range, [
    auth.clientSignInActivity(range),
    coaching.clientJourneyActivity(range),
  ]);
  const funnel = await coaching.stepFunnel(db, range);
  const approvals = await credit.approvalsPerDay(db, range);
  const tickets = await support.ticketsPerDay(db, range, now);
  const titles = new Map((await journey.listSteps(db)).map((s) => [s.step_number, s.step_title]));

  const signupTotals = {
    clients: sum(signups, (r) => r.clients),
    staff: sum(signups, (r) => r.staff),
    other: sum(signups, (r) => r.other),
  };
  return {
    range,
    signups: {
      rows: signups,
      totals: { ...signupTotals, total: signupTotals.clients + signupTotals.staff + signupTotals.other },
    },
    active_clients: {
      rows: active,
      total: sum(active, (r) => r.first_active),
      peak: active.reduce((m, r) => Math.max(m, r.active), 0),
    },
    funnel: {
      cohort: funnel.cohort,
      steps: funnel.steps.map((s) => ({ ...s, title: titles.get(s.step_number) ?? null })),
    },
    approvals: {
      rows: approvals,
      totals: {
        evaluations: sum(approvals, (r) => r.evaluations),
        TransUnion: sum(approvals, (r) => r.TransUnion),
        Experian: sum(approvals, (r) => r.Experian),
        Equifax: sum(approvals, (r) => r.Equifax),
      },
    },
    tickets: {
      rows: tickets,
      totals: {
        opened: sum(tickets, (r) => r.opened),
        resolved: sum(tickets, (r) => r.resolved),
        sla_breached: sum(tickets, (r) => r.sla_breached),
      },
    },
  };
}
