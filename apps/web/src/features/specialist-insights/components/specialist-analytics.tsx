import { ANALYTICS_PRESETS } from '@fundpath/contracts/analytics';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { DollarSign, Eye, Inbox, Percent, Repeat } from 'lucide-react';
import { useState } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { CHART_COLORS, ChartEmpty, ChartFrame } from '@/components/ui/chart-frame';
import { PeriodReport } from '@/components/ui/period-report';
import { DailyCountChart, DailyMoneyChart } from '@/components/ui/series-charts';
import { StatCard } from '@/components/ui/stat-card';
import { StatGrid } from '@/components/ui/stat-grid';
import { TotalsTable } from '@/components/ui/totals-table';
import { plural } from '@/lib/format';
import { type SpecialistAnalyticsReport, useSpecialistAnalytics } from '../api/analytics';
import { formatShare, presetRange, sumPoints } from './analytics-sums';

type Days = (typeof ANALYTICS_PRESETS)[number];
type Day = SpecialistAnalyticsReport['series'][number];
type Week = SpecialistAnalyticsReport['weeks'][number];

const VIEWS_BAR = { dataKey: 'profile_views', name: 'Profile views', color: CHART_COLORS.indigo };
const REQUESTS_BAR = { dataKey: 'booking_requests', name: 'Booking requests', color: CHART_COLORS.cyan };
const CONVERSION_BAR = {
  dataKey: 'conversion_pct',
  name: 'Views to requests (%)',
  color: CHART_COLORS.green,
};
const REPEAT_BAR = { dataKey: 'repeat_requests', name: 'Repeat requests', color: CHART_COLORS.amber };
const MONEY_BARS = [
  { dataKey: 'revenue_cents', name: 'Your earnings', color: CHART_COLORS.indigo },
  { dataKey: 'platform_fee_cents', name: 'Platform fee', color: CHART_COLORS.red },
];
const CONFIRMED_LINE = { dataKey: 'confirmed', name: 'Confirmed bookings' };

/**
 * `/specialist/analytics`: profile views, booking requests, conversion, revenue and repeat
 * members over the last 7, 30 or 90 UTC days, as charts with their figures. Every total is summed
 * here from the rows shown; repeat members is the server's distinct count (a member counts once).
 */
export function SpecialistAnalyticsView() {
  const [days, setDays] = useState<Days>(30);
  const q = useSpecialistAnalytics(presetRange(days));
  return (
    <PeriodReport
      days={days}
      dayOptions={ANALYTICS_PRESETS}
      onDaysChange={setDays}
      query={q}
      errorTitle="Your analytics could not be loaded"
      loadingLabels={['Profile views', 'Booking requests', 'Conversion', 'Revenue', 'Repeat members']}
    >
      {(data) => <Report data={data} />}
    </PeriodReport>
  );
}

function Report({ data }: { data: SpecialistAnalyticsReport }) {
  const t = sumPoints(data.series);
  const repeatMembers = data.totals.repeat_members;
  const weeks = data.weeks.map((w) => ({
    ...w,
    date: w.week,
    conversion_pct: w.profile_views > 0 ? Math.round((w.booking_requests * 1000) / w.profile_views) / 10 : 0,
  }));
  const dayCol = { header: 'Day', cell: (r: Day) => r.date };
  return (
    <div className="space-y-6">
      <StatGrid columns={5}>
        <StatCard
          label="Profile views"
          value={t.profile_views.toLocaleString('en-US')}
          icon={Eye}
          hint={`${plural(t.qr_scans, 'QR scan')} · ${plural(t.link_visits, 'link visit')}`}
        />
        <StatCard
          label="Booking requests"
          value={t.booking_requests.toLocaleString('en-US')}
          icon={Inbox}
          hint={`${t.confirmed.toLocaleString('en-US')} confirmed`}
        />
        <StatCard
          label="Conversion"
          value={formatShare(t.booking_requests, t.profile_views)}
          icon={Percent}
          hint={`Views to requests · ${formatShare(t.confirmed, t.booking_requests)} of requests confirmed`}
        />
        <StatCard
          label="Revenue"
          value={formatCents(t.revenue_cents)}
          icon={DollarSign}
          hint={`${formatCents(t.gross_cents)} booked · ${formatCents(t.platform_fee_cents)} platform fee`}
        />
        <StatCard
          label="Repeat members"
          value={repeatMembers.toLocaleString('en-US')}
          icon={Repeat}
          hint={`${plural(t.repeat_requests, 'repeat request')}`}
        />
      </StatGrid>

      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <ChartFrame
          title="Profile views"
          description="Views of your profile and booking page, per day"
          caption={`${plural(t.profile_views, 'profile view')}, ${plural(t.qr_scans, 'QR scan')} and ${plural(t.link_visits, 'booking link visit')}.`}
          rows={data.series}
          rowKey={(r) => r.date}
          columns={[
            dayCol,
            { header: 'Profile views', cell: (r) => r.profile_views },
            { header: 'QR scans', cell: (r) => r.qr_scans },
            { header: 'Link visits', cell: (r) => r.link_visits },
          ]}
          empty={
            t.profile_views === 0 ? <ChartEmpty>No profile views in this range yet.</ChartEmpty> : undefined
          }
        >
          <DailyCountChart rows={data.series} bar={VIEWS_BAR} />
        </ChartFrame>

        <ChartFrame
          title="Booking requests"
          description="Requests made with a saved card, per day"
          caption={`${plural(t.booking_requests, 'booking request')}, ${t.confirmed.toLocaleString('en-US')} confirmed.`}
          rows={data.series}
          rowKey={(r) => r.date}
          columns={[
            dayCol,
            { header: 'Booking requests', cell: (r) => r.booking_requests },
            { header: 'Confirmed', cell: (r) => r.confirmed },
          ]}
          empty={
            t.booking_requests === 0 ? (
              <ChartEmpty>No booking requests in this range yet.</ChartEmpty>
            ) : undefined
          }
        >
          <DailyCountChart rows={data.series} bar={REQUESTS_BAR} />
        </ChartFrame>

        <ChartFrame
          title="Conversion"
          description="Booking requests per 100 profile views, week by week (Mondays)"
          caption={`${formatShare(t.booking_requests, t.profile_views)} of profile views became a booking request; ${formatShare(t.confirmed, t.booking_requests)} of requests were confirmed.`}
          rows={weeks}
          rowKey={(r) => r.week}
          columns={[
            { header: 'Week of', cell: (r: Week) => r.week },
            { header: 'Profile views', cell: (r) => r.profile_views },
            { header: 'Booking requests', cell: (r) => r.booking_requests },
            { header: 'Conversion', cell: (r) => formatShare(r.booking_requests, r.profile_views) },
          ]}
          empty={
            t.profile_views === 0 ? <ChartEmpty>No profile views to convert yet.</ChartEmpty> : undefined
          }
        >
          <DailyCountChart rows={weeks} bar={CONVERSION_BAR} />
        </ChartFrame>

        <ChartFrame
          title="Revenue"
          description="Your earnings and the platform fee by the day the booking was charged"
          caption={`${formatCents(t.revenue_cents)} earned from ${formatCents(t.gross_cents)} booked; platform fee ${formatCents(t.platform_fee_cents)}.`}
          rows={data.series}
          rowKey={(r) => r.date}
          columns={[
            dayCol,
            { header: 'Booked', cell: (r) => formatCents(r.gross_cents) },
            { header: 'Platform fee', cell: (r) => formatCents(r.platform_fee_cents) },
            { header: 'Your earnings', cell: (r) => formatCents(r.revenue_cents) },
          ]}
          empty={
            t.gross_cents === 0 && t.revenue_cents === 0 ? (
              <ChartEmpty>No charged bookings in this range yet.</ChartEmpty>
            ) : undefined
          }
        >
          <DailyMoneyChart rows={data.series} bars={MONEY_BARS} line={CONFIRMED_LINE} />
        </ChartFrame>

        <ChartFrame
          className="xl:col-span-2"
          title="Repeat members"
          description="Requests from members who had booked you before, per day"
          caption={`${plural(repeatMembers, 'member')} came back (each counted once), with ${plural(t.repeat_requests, 'repeat request')}.`}
          rows={data.series}
          rowKey={(r) => r.date}
          columns={[dayCol, { header: 'Repeat requests', cell: (r) => r.repeat_requests }]}
          empty={
            t.repeat_requests === 0 ? (
              <ChartEmpty>No repeat requests in this range yet.</ChartEmpty>
            ) : undefined
          }
        >
          <DailyCountChart rows={data.series} bar={REPEAT_BAR} />
        </ChartFrame>
      </div>

      <DailyTable rows={data.series} />
    </div>
  );
}

/** Every day of the range with its figures; the footer holds their sums. */
function DailyTable({ rows }: { rows: readonly Day[] }) {
  const t = sumPoints(rows);
  const count = (
    key: 'profile_views' | 'qr_scans' | 'booking_requests' | 'confirmed' | 'repeat_requests',
  ) => ({ cell: (r: Day) => r[key].toLocaleString('en-US'), total: t[key].toLocaleString('en-US') });
  const money = (key: 'gross_cents' | 'platform_fee_cents' | 'revenue_cents') => ({
    cell: (r: Day) => formatCents(r[key]),
    total: formatCents(t[key]),
  });
  return (
    <Card>
      <CardHeader title="Day by day" description="The figures behind the charts, newest first" />
      <TotalsTable
        caption="Your figures per day"
        rows={[...rows].reverse()}
        rowKey={(r) => r.date}
        columns={[
          { header: 'Day', cell: (r) => r.date },
          { header: 'Views', ...count('profile_views') },
          { header: 'QR scans', ...count('qr_scans') },
          { header: 'Requests', ...count('booking_requests') },
          { header: 'Confirmed', ...count('confirmed') },
          { header: 'Repeat', ...count('repeat_requests') },
          { header: 'Booked', ...money('gross_cents') },
          { header: 'Platform fee', ...money('platform_fee_cents') },
          { header: 'Earnings', ...money('revenue_cents') },
        ]}
      />
    </Card>
  );
}
