import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { Receipt } from 'lucide-react';
import { formatBookingDay, PaymentStatusBadge } from '@/components/marketplace/booking-status';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { TotalsTable } from '@/components/ui/totals-table';
import { plural } from '@/lib/format';
import { sumRows } from '@/lib/sum-rows';
import { type BookingRow, useAllMemberBookings } from '../api/bookings';

/** One receipt: a booking whose card was charged, with what came back. */
export interface ReceiptRow {
  id: string;
  number: string;
  service: string;
  specialist: string;
  day: string;
  status: BookingRow['payment']['status'];
  currency: string;
  paid_cents: number;
  refunded_cents: number;
  net_cents: number;
}

/** The member's receipts from their bookings: every charged booking, newest first. */
export function receiptsOf(bookings: readonly BookingRow[]): ReceiptRow[] {
  return bookings
    .filter((b) => b.payment.charged_cents > 0)
    .sort((a, b) => b.start.localeCompare(a.start))
    .map((b) => ({
      id: b.id,
      number: b.number,
      service: b.service.name,
      specialist: b.specialist.display_name,
      day: formatBookingDay(b.start, b.member_time_zone),
      status: b.payment.status,
      currency: b.currency,
      paid_cents: b.payment.charged_cents,
      refunded_cents: b.payment.refunded_cents,
      net_cents: b.payment.charged_cents - b.payment.refunded_cents,
    }));
}

/** `/manila/member/payments`: receipts of the member's bookings; the totals are the rows' sums. */
export function MemberPayments({ title }: { title: string }) {
  const query = useAllMemberBookings();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <PageHeader
        title={title}
        description="What you paid for your sessions and what was refunded. A card is charged when the specialist accepts."
      />
      {query.isPending ? (
        <Spinner message="Loading your payments" />
      ) : query.isError ? (
        <LoadError title="Your payments could not be loaded" error={query.error} onRetry={query.refetch} />
      ) : (
        <Receipts rows={receiptsOf(query.data)} />
      )}
    </div>
  );
}

function Receipts({ rows }: { rows: ReceiptRow[] }) {
  if (rows.length === 0)
    return (
      <EmptyState
        icon={Receipt}
        title="No payments yet"
        description="Receipts appear here once a specialist accepts one of your bookings."
      />
    );
  const currency = rows[0]!.currency;
  const mixed = rows.some((r) => r.currency !== currency);
  const totals = sumRows(rows, ['paid_cents', 'refunded_cents', 'net_cents']);
  const money = (cents: number, cur = currency) => formatCents(cents, cur);
  return (
    <section aria-labelledby="receipts-heading" className="space-y-3">
      <h2 id="receipts-heading" className="text-base font-semibold text-slate-900">
        Receipts <span className="font-normal text-slate-500">({plural(rows.length, 'payment')})</span>
      </h2>
      <div className="rounded-xl border border-slate-200 bg-white">
        <TotalsTable<ReceiptRow>
          caption="Your receipts"
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            {
              header: 'Booking',
              cell: (r) => (
                <span className="block">
                  <span className="block font-medium text-slate-900">{r.service}</span>
                  <span className="block text-xs text-slate-500">
                    {r.number} · {r.specialist}
                  </span>
                </span>
              ),
            },
            { header: 'Date', cell: (r) => r.day, align: 'left' },
            { header: 'Status', cell: (r) => <PaymentStatusBadge status={r.status} />, align: 'left' },
            {
              header: 'Paid',
              cell: (r) => money(r.paid_cents, r.currency),
              total: mixed ? '—' : money(totals.paid_cents),
            },
            {
              header: 'Refunded',
              cell: (r) => money(r.refunded_cents, r.currency),
              total: mixed ? '—' : money(totals.refunded_cents),
            },
            {
              header: 'Net',
              cell: (r) => money(r.net_cents, r.currency),
              total: mixed ? '—' : money(totals.net_cents),
            },
          ]}
        />
      </div>
    </section>
  );
}
