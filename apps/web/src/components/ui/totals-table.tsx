import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';

export interface TotalsColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's figure in the footer row (the sum of its cells); omitted, the cell stays empty. */
  total?: ReactNode;
  align?: 'left' | 'right';
}

/**
 * A figures table with a footer of totals: the first column heads each row, the footer's first
 * cell reads "Total". Scrolls inside its region on narrow screens; the header and footer stick.
 * The caller passes totals computed from the same rows, so every total is the sum of its rows.
 */
export function TotalsTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  className,
}: {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: ReadonlyArray<TotalsColumn<Row>>;
  className?: string;
}) {
  const [first, ...rest] = columns;
  if (!first) return null;
  const align = (c: TotalsColumn<Row>) => (c.align === 'left' ? 'text-left' : 'text-right');
  const th = 'px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase';
  return (
    <ScrollRegion label={caption} className={cn('max-h-[28rem]', className)}>
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50">
          <tr>
            {columns.map((c, i) => (
              <th key={c.header} scope="col" className={cn(th, i === 0 ? 'text-left' : align(c))}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} className="border-t border-slate-100 text-slate-700">
              <th scope="row" className="px-4 py-2.5 text-left font-normal">
                {first.cell(r)}
              </th>
              {rest.map((c) => (
                <td key={c.header} className={cn('px-4 py-2.5 tabular-nums', align(c))}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 bg-slate-50 font-semibold text-slate-900">
          <tr className="border-t border-slate-200">
            <th scope="row" className="px-4 py-2.5 text-left">
              Total
            </th>
            {rest.map((c) => (
              <td key={c.header} className={cn('px-4 py-2.5 tabular-nums', align(c))}>
                {c.total}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
