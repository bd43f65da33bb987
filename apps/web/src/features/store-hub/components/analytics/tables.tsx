import type { StoreSalesDay, TopProduct } from '@fundpath/contracts/ecommerce-analytics';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { Card, CardHeader } from '@/components/ui/card';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { TotalsTable } from '@/components/ui/totals-table';
import type { SalesTotals } from './sums';

const th = 'px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase';
const td = 'px-4 py-2.5 tabular-nums';

/** Every day of the range with its figures, and the range's totals (the sums of these rows) in the footer. */
export function DailyTable({ rows, totals }: { rows: readonly StoreSalesDay[]; totals: SalesTotals }) {
  return (
    <Card>
      <CardHeader title="Day by day" description="The figures behind the chart, newest first" />
      <TotalsTable
        caption="Sales per day"
        rows={[...rows].reverse()}
        rowKey={(r) => r.date}
        columns={[
          { header: 'Day', cell: (r) => r.date },
          { header: 'Orders', cell: (r) => r.orders, total: totals.orders },
          { header: 'Sold', cell: (r) => formatCents(r.gross_cents), total: formatCents(totals.gross_cents) },
          {
            header: 'Refunded',
            cell: (r) => formatCents(r.refunded_cents),
            total: formatCents(totals.refunded_cents),
          },
          {
            header: 'Revenue',
            cell: (r) => formatCents(r.revenue_cents),
            total: formatCents(totals.revenue_cents),
          },
        ]}
      />
    </Card>
  );
}

/** The ranked best sellers: units and revenue. */
export function TopProductsTable({ rows, caption }: { rows: readonly TopProduct[]; caption: string }) {
  return (
    <ScrollRegion label={caption} className="rounded-xl border border-slate-200">
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${th} w-10 text-left`}>
              #
            </th>
            <th scope="col" className={`${th} text-left`}>
              Product
            </th>
            <th scope="col" className={`${th} text-right`}>
              Units
            </th>
            <th scope="col" className={`${th} text-right`}>
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p, i) => (
            <tr key={p.product_id ?? `${p.title}-${i}`} className="border-t border-slate-100 text-slate-700">
              <td className={td}>{i + 1}</td>
              <th scope="row" className="max-w-xs truncate px-4 py-2.5 text-left font-medium text-slate-900">
                {p.title}
              </th>
              <td className={`${td} text-right`}>{p.units.toLocaleString('en-US')}</td>
              <td className={`${td} text-right`}>{formatCents(p.revenue_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
