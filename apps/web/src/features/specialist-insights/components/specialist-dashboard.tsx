import { formatCents } from '@fundpath/contracts/ecommerce-core';
import {
  type MarketplaceBookingStatus,
  marketplaceBookingStatuses,
} from '@fundpath/contracts/marketplace-bookings';
import { CalendarClock, ChevronRight, Inbox, QrCode, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import {
  BookingStatusBadge,
  formatBookingClock,
  formatBookingTime,
} from '@/components/marketplace/booking-status';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { StatGrid } from '@/components/ui/stat-grid';
import { TotalsTable } from '@/components/ui/totals-table';
import { plural } from '@/lib/format';
import { href } from '@/lib/href';
import { sumRows } from '@/lib/sum-rows';
import { type SpecialistDashboard, useSpecialistDashboard } from '../api/dashboard';
import { absoluteBookingLinks } from './booking-link';

type Appointment = SpecialistDashboard['today_appointments'][number];
type Waiting = SpecialistDashboard['requests_waiting'][number];

const APPOINTMENTS = href('/specialist/appointments');
/** The appointments screen opens the booking named by `?booking=`. */
export const appointmentHref = (id: string) => `${APPOINTMENTS}?booking=${encodeURIComponent(id)}`;

const isStatus = (s: string): s is MarketplaceBookingStatus =>
  (marketplaceBookingStatuses as readonly string[]).includes(s);

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** `2026-12` → "December 2026". */
const formatMonth = (month: string) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? month : monthFormat.format(d);
};

/**
 * `/specialist/dashboard`: today's sessions (in the specialist's zone), the requests waiting for
 * an answer (each opens on the appointments screen), this month's earnings from the ledger with
 * their split by status, and the booking link to share.
 */
export function SpecialistDashboardView() {
  const q = useSpecialistDashboard();
  if (q.isPending) return <Spinner className="py-16" message="Loading your dashboard…" />;
  if (q.isError)
    return <LoadError title="Your dashboard could not be loaded" error={q.error} onRetry={q.refetch} />;
  const d = q.data;
  return (
    <div className="min-w-0 space-y-6">
      <StatGrid columns={3}>
        <StatCard
          label="Sessions today"
          value={d.today_appointments.length}
          icon={CalendarClock}
          hint={`${formatMonthDay(d.today)} (${d.time_zone.replace(/_/g, ' ')})`}
        />
        <StatCard
          label="Requests waiting"
          value={d.requests_waiting_count}
          icon={Inbox}
          tone={d.requests_waiting_count > 0 ? 'warn' : 'neutral'}
          hint="Unanswered requests expire after 24 hours"
        />
        <StatCard
          label="Earnings this month"
          value={formatCents(earningsSplit(d).total)}
          icon={Wallet}
          hint={formatMonth(d.earnings_this_month.month)}
        />
      </StatGrid>

      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <TodayCard dashboard={d} />
        <RequestsCard dashboard={d} />
      </div>

      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <EarningsCard dashboard={d} />
        <BookingLinkCard dashboard={d} />
      </div>
    </div>
  );
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'numeric',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** `2026-12-07` → "Monday, 12/7/2026" (the date is already the specialist's own day). */
function formatMonthDay(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayFormat.format(d);
}

function TodayCard({ dashboard: d }: { dashboard: SpecialistDashboard }) {
  return (
    <Card className="min-w-0">
      <CardHeader title="Today" description={`Your sessions on ${formatMonthDay(d.today)}`} />
      {d.today_appointments.length === 0 ? (
        <EmptyState
          variant="plain"
          titleAs="p"
          icon={CalendarClock}
          description="No sessions today."
          className="py-8"
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {d.today_appointments.map((a) => (
            <li key={a.id}>
              <AppointmentLink appointment={a} timeZone={d.time_zone} when="clock" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RequestsCard({ dashboard: d }: { dashboard: SpecialistDashboard }) {
  const more = d.requests_waiting_count - d.requests_waiting.length;
  return (
    <Card className="min-w-0">
      <CardHeader
        title={`Requests waiting (${d.requests_waiting_count})`}
        description="Accept or decline each one: the member's card is charged when you accept"
      />
      {d.requests_waiting.length === 0 ? (
        <EmptyState
          variant="plain"
          titleAs="p"
          icon={Inbox}
          description="No requests waiting for your answer."
          className="py-8"
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {d.requests_waiting.map((r) => (
              <li key={r.id}>
                <AppointmentLink appointment={r} timeZone={d.time_zone} when="full" />
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <div className="border-t border-slate-100 px-5 py-3">
              <Link to={APPOINTMENTS} className={buttonClasses({ variant: 'link', size: 'sm' })}>
                See all {plural(d.requests_waiting_count, 'request')}
              </Link>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}

/** One session as a link to it on the appointments screen; its visible text is its name. */
function AppointmentLink({
  appointment: a,
  timeZone,
  when,
}: {
  appointment: Appointment | Waiting;
  timeZone: string;
  when: 'clock' | 'full';
}) {
  const time =
    when === 'clock'
      ? `${formatBookingClock(a.start, timeZone)} – ${formatBookingClock(a.end, timeZone)}`
      : formatBookingTime(a.start, a.end, timeZone);
  const expires = 'expires_at' in a && a.expires_at ? a.expires_at : null;
  return (
    <Link
      to={appointmentHref(a.id)}
      className="flex min-w-0 items-center gap-3 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900">
          {a.service_name} with {a.member.display_name}
        </span>
        <span className="block text-sm text-slate-600">{time}</span>
        {expires ? (
          <span className="block text-xs text-amber-700">
            Answer by {formatBookingTime(expires, null, timeZone)}
          </span>
        ) : null}
      </span>
      {isStatus(a.status) ? <BookingStatusBadge status={a.status} /> : null}
      <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
    </Link>
  );
}

const SPLIT = [
  { key: 'pending_cents', label: 'Pending', hint: 'The session is still ahead or just done' },
  { key: 'approved_cents', label: 'Approved', hint: 'Due in the next payout' },
  { key: 'paid_cents', label: 'Paid', hint: 'Paid out to you' },
] as const;

/** The split's rows and their sum: the earnings shown are always the sum of the rows shown. */
function earningsSplit(d: SpecialistDashboard) {
  const m = d.earnings_this_month;
  const rows = SPLIT.map((s) => ({ ...s, cents: m[s.key] }));
  return { rows, total: sumRows(rows, ['cents']).cents };
}

function EarningsCard({ dashboard: d }: { dashboard: SpecialistDashboard }) {
  const m = d.earnings_this_month;
  const split = earningsSplit(d);
  return (
    <Card className="min-w-0">
      <CardHeader
        title="Earnings this month"
        description={`${formatMonth(m.month)}, from the bookings charged this month (UTC)`}
      />
      <CardBody className="space-y-4">
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-600">Booked (gross)</dt>
            <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{formatCents(m.gross_cents)}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-600">Platform fee</dt>
            <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">
              {formatCents(m.platform_fee_cents)}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-600">Your earnings</dt>
            <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{formatCents(split.total)}</dd>
          </div>
        </dl>
        <TotalsTable
          caption="Earnings this month by status"
          rows={split.rows}
          rowKey={(r) => r.key}
          className="rounded-lg ring-1 ring-slate-200"
          columns={[
            {
              header: 'Status',
              cell: (r) => (
                <>
                  <span className="block font-medium text-slate-900">{r.label}</span>
                  <span className="block text-xs text-slate-500">{r.hint}</span>
                </>
              ),
            },
            { header: 'Amount', cell: (r) => formatCents(r.cents), total: formatCents(split.total) },
          ]}
        />
      </CardBody>
    </Card>
  );
}

function BookingLinkCard({ dashboard: d }: { dashboard: SpecialistDashboard }) {
  const { url } = absoluteBookingLinks(d.booking_link);
  return (
    <Card className="min-w-0">
      <CardHeader title="Your booking link" description="Members who open it can book you straight away" />
      <CardBody className="space-y-4">
        <CopyField label="Booking link" value={url} />
        <Link
          to={href('/specialist/qr-marketing')}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <QrCode className="size-4" aria-hidden="true" />
          Get the QR code
        </Link>
      </CardBody>
    </Card>
  );
}
