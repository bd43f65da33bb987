/**
 * The specialist's own numbers (issue 6/8): `/specialist/dashboard` and `/specialist/analytics`.
 * Each series comes from the module that owns the data, through its index (ADR 003): traffic
 * from marketplace, requests from bookings, money from the commission ledger. Totals are sums of
 * the rows the response carries (the one exception, `repeat_members`, is a distinct count).
 */

import type { AnalyticsQuery } from '@fundpath/contracts/analytics';
import type {
  SpecialistAnalytics,
  SpecialistAnalyticsPoint,
  SpecialistDashboard,
} from '@fundpath/contracts/marketplace-insights';
import { type Ctx, requireActor } from '../../platform/auth';
import type { DayRange } from '../../platform/day-series';
import { badRequest, notFound } from '../../platform/errors';
import * as bookings from '../bookings';
import * as commissions from '../commissions';
import * as marketplace from '../marketplace';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function ownProfile(ctx: Ctx) {
  const actor = requireActor(ctx);
  const found = await marketplace.findSpecialistProfile(ctx.db, actor.id);
  // Admins pass the specialist role check but have no profile.
  if (!found) throw notFound('Specialist profile not found');
  return found.profile;
}

/** The range asked for, or the last 30 UTC days; the end may be tomorrow at most (east of UTC). */
export function resolveRange(q: AnalyticsQuery, now = new Date()): DayRange & { days: number } {
  const today = Date.parse(`${dayOf(now.getTime())}T00:00:00Z`);
  if (!q.from || !q.to)
    return { from: dayOf(today - (DEFAULT_DAYS - 1) * DAY_MS), to: dayOf(today), days: DEFAULT_DAYS };
  if (q.to > dayOf(today + DAY_MS))
    throw badRequest('The range cannot end in the future', {
      errors: { to: 'Choose today or an earlier day' },
    });
  const days = Math.round((Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / DAY_MS) + 1;
  return { from: q.from, to: q.to, days };
}

// ---- time zones ------------------------------------------------------------------------------

/** `YYYY-MM-DD` of `at` in `timeZone`. */
function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Milliseconds `timeZone` is ahead of UTC at `at`. */
function offsetAt(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant local midnight of `date` happens in `timeZone` (twice-corrected for DST). */
function midnightIn(date: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return new Date(guess);
}

const nextDate = (date: string) => dayOf(Date.parse(`${date}T00:00:00Z`) + DAY_MS);

// ---- dashboard -------------------------------------------------------------------------------

type AppointmentRow = Awaited<ReturnType<typeof bookings.appointmentsBetween>>[number];
const appointment = (r: AppointmentRow) => ({
  id: r.id,
  number: r.number,
  status: r.status,
  service_name: r.service_name,
  start: r.start_at.toISOString(),
  end: r.end_at.toISOString(),
  member: { id: r.member_id, display_name: r.member_name },
});

/** Most waiting requests listed on the dashboard (the count covers all). */
const WAITING_LISTED = 20;

export async function dashboard(
  ctx: Ctx,
  publicUrl: string | null,
  now = new Date(),
): Promise<SpecialistDashboard> {
  const p = await ownProfile(ctx);
  const tz = p.time_zone || 'UTC';
  const today = localDate(now, tz);
  const from = midnightIn(today, tz);
  const to = midnightIn(nextDate(today), tz);
  const monthStart = `${dayOf(now.getTime()).slice(0, 7)}-01`;
  const [todays, waiting, month] = await Promise.all([
    bookings.appointmentsBetween(ctx.db, p.user_id, from, to),
    bookings.waitingRequests(ctx.db, p.user_id),
    commissions.specialistEarningsByStatus(ctx.db, p.user_id, { from: monthStart, to: dayOf(now.getTime()) }),
  ]);
  const url = `${publicUrl ?? ''}/book/${p.link_code}`;
  return {
    time_zone: tz,
    today,
    today_appointments: todays.map(appointment),
    requests_waiting: waiting.slice(0, WAITING_LISTED).map((r) => ({
      ...appointment(r),
      expires_at: r.expires_at?.toISOString() ?? null,
    })),
    requests_waiting_count: waiting.length,
    earnings_this_month: {
      month: monthStart.slice(0, 7),
      gross_cents: month.gross_cents,
      platform_fee_cents: month.platform_fee_cents,
      earnings_cents: month.pending_cents + month.approved_cents + month.paid_cents,
      pending_cents: month.pending_cents,
      approved_cents: month.approved_cents,
      paid_cents: month.paid_cents,
    },
    booking_link: { code: p.link_code, url, qr_url: `${url}?src=qr`, qr_scans: p.qr_scans },
  };
}

// ---- analytics -------------------------------------------------------------------------------

const POINT_KEYS = [
  'profile_views',
  'qr_scans',
  'link_visits',
  'booking_requests',
  'confirmed',
  'repeat_requests',
  'gross_cents',
  'platform_fee_cents',
  'revenue_cents',
] as const satisfies ReadonlyArray<keyof SpecialistAnalyticsPoint>;

const zero = (): SpecialistAnalyticsPoint =>
  Object.fromEntries(POINT_KEYS.map((k) => [k, 0])) as SpecialistAnalyticsPoint;
const add = (into: SpecialistAnalyticsPoint, row: SpecialistAnalyticsPoint) => {
  for (const k of POINT_KEYS) into[k] += row[k];
};
const bps = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : 0);

/** The Monday of the ISO week `date` is in. */
const mondayOf = (date: string) => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return dayOf(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
};

export async function analytics(ctx: Ctx, q: AnalyticsQuery, now = new Date()): Promise<SpecialistAnalytics> {
  const p = await ownProfile(ctx);
  const range = resolveRange(q, now);
  const [traffic, booked, money, repeatMembers] = await Promise.all([
    marketplace.trafficPerDay(ctx.db, p.user_id, range),
    bookings.bookingsPerDay(ctx.db, p.user_id, range),
    commissions.specialistEarningsPerDay(ctx.db, p.user_id, range),
    bookings.repeatMembers(ctx.db, p.user_id, range),
  ]);
  const bookedOn = new Map(booked.map((d) => [d.date, d]));
  const moneyOn = new Map(money.map((d) => [d.date, d]));
  const series = traffic.map((t) => {
    const b = bookedOn.get(t.date);
    const m = moneyOn.get(t.date);
    return {
      date: t.date,
      profile_views: t.profile_views,
      qr_scans: t.qr_scans,
      link_visits: t.link_visits,
      booking_requests: b?.booking_requests ?? 0,
      confirmed: b?.confirmed ?? 0,
      repeat_requests: b?.repeat_requests ?? 0,
      gross_cents: m?.gross_cents ?? 0,
      platform_fee_cents: m?.platform_fee_cents ?? 0,
      revenue_cents: m?.revenue_cents ?? 0,
    };
  });
  const weeks = new Map<string, SpecialistAnalyticsPoint & { week: string; days: number }>();
  const totals = zero();
  for (const { date, ...point } of series) {
    const week = mondayOf(date);
    const w = weeks.get(week) ?? { week, days: 0, ...zero() };
    add(w, point);
    w.days += 1;
    weeks.set(week, w);
    add(totals, point);
  }
  return {
    from: range.from,
    to: range.to,
    days: range.days,
    series,
    weeks: [...weeks.values()],
    totals: {
      ...totals,
      view_to_request_bps: bps(totals.booking_requests, totals.profile_views),
      request_to_confirmed_bps: bps(totals.confirmed, totals.booking_requests),
      repeat_members: repeatMembers,
    },
  };
}
