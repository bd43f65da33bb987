import type { SpecialistAnalytics, SpecialistDashboard } from '@fundpath/contracts/marketplace-insights';

/** A stable uuid from a number. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DASHBOARD = 'GET /api/marketplace/specialists/me/dashboard';
export const ANALYTICS = 'GET /api/marketplace/specialists/me/analytics';

const session = (n: number, start: string, end: string, member: string, status = 'confirmed') => ({
  id: uuid(n),
  number: `MB-${1000 + n}`,
  status,
  service_name: 'Deep tissue massage',
  start,
  end,
  member: { id: uuid(100 + n), display_name: member },
});

/** Riley in Manila on Mon 12/7/2026: one session today, two requests waiting, December's ledger. */
export const dashboard = (overrides: Partial<SpecialistDashboard> = {}): SpecialistDashboard => ({
  time_zone: 'Asia/Manila',
  today: '2026-12-07',
  today_appointments: [session(1, '2026-12-07T02:00:00.000Z', '2026-12-07T02:50:00.000Z', 'Mara Member')],
  requests_waiting: [
    {
      ...session(2, '2026-12-09T06:00:00.000Z', '2026-12-09T06:50:00.000Z', 'Nico Member', 'requested'),
      expires_at: '2026-12-08T01:00:00.000Z',
    },
    {
      ...session(3, '2026-12-10T01:00:00.000Z', '2026-12-10T01:50:00.000Z', 'Olga Member', 'requested'),
      expires_at: null,
    },
  ],
  requests_waiting_count: 2,
  earnings_this_month: {
    month: '2026-12',
    gross_cents: 34_000,
    platform_fee_cents: 5_100,
    earnings_cents: 28_900,
    pending_cents: 14_450,
    approved_cents: 7_225,
    paid_cents: 7_225,
  },
  booking_link: {
    code: 'RILEY12345',
    url: '/book/RILEY12345',
    qr_url: '/book/RILEY12345?src=qr',
    qr_scans: 17,
  },
  ...overrides,
});

export const dashboardBody = (d: SpecialistDashboard = dashboard()) => ({
  body: { status: 'success', dashboard: d },
});

const point = (over: Partial<SpecialistAnalytics['series'][number]> & { date: string }) => ({
  profile_views: 0,
  qr_scans: 0,
  link_visits: 0,
  booking_requests: 0,
  confirmed: 0,
  repeat_requests: 0,
  gross_cents: 0,
  platform_fee_cents: 0,
  revenue_cents: 0,
  ...over,
});

/** Three days with traffic, requests and charged bookings; totals as the server sums them. */
export const analytics = (): SpecialistAnalytics => {
  const series = [
    point({
      date: '2026-12-05',
      profile_views: 40,
      qr_scans: 3,
      link_visits: 5,
      booking_requests: 2,
      confirmed: 1,
      gross_cents: 8_500,
      platform_fee_cents: 1_275,
      revenue_cents: 7_225,
    }),
    point({ date: '2026-12-06', profile_views: 25, qr_scans: 1, booking_requests: 1, repeat_requests: 1 }),
    point({
      date: '2026-12-07',
      profile_views: 15,
      link_visits: 2,
      booking_requests: 1,
      confirmed: 2,
      repeat_requests: 1,
      gross_cents: 17_000,
      platform_fee_cents: 2_550,
      revenue_cents: 14_450,
    }),
  ];
  const totals = sumOf(series);
  return {
    from: '2026-12-05',
    to: '2026-12-07',
    days: 3,
    series,
    weeks: [
      { ...sumOf(series.slice(0, 2)), week: '2026-11-30', days: 2 },
      { ...sumOf(series.slice(2)), week: '2026-12-07', days: 1 },
    ],
    totals: { ...totals, view_to_request_bps: 500, request_to_confirmed_bps: 7500, repeat_members: 1 },
  };
};

function sumOf(rows: SpecialistAnalytics['series']): Omit<SpecialistAnalytics['series'][number], 'date'> {
  const { date: _date, ...out } = point({ date: '' });
  for (const r of rows) for (const k of Object.keys(out) as (keyof typeof out)[]) out[k] += r[k];
  return out;
}

export const analyticsBody = (a: SpecialistAnalytics = analytics()) => ({
  body: { status: 'success', analytics: a },
});
