import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { PriceLine } from '@fundpath/contracts/travel-pricing';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Price lines ("Travellers 2 × $1,299.00 … $2,598.00") and their total: the total is the sum of
 * the lines, as the pricing function and the server make it.
 */
export function PriceLines({
  lines,
  totalCents,
  caption = 'Price breakdown',
  children,
  className,
}: {
  lines: readonly PriceLine[];
  totalCents: number;
  caption?: string;
  /** Rows under the total (due now, paid, balance…). */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <table className={cn('w-full text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.label}>
            <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-700">
              {l.label}
              <span className="block text-xs text-slate-600 tabular-nums">
                {l.quantity} × {formatCents(l.unit_cents)}
              </span>
            </th>
            <td className="py-1.5 text-right align-top font-medium text-slate-950 tabular-nums">
              {formatCents(l.total_cents)}
            </td>
          </tr>
        ))}
        <tr className="border-t border-slate-200">
          <th scope="row" className="pt-3 pb-1.5 text-left text-base font-semibold text-slate-950">
            Total
          </th>
          <td className="pt-3 pb-1.5 text-right text-base font-semibold text-slate-950 tabular-nums">
            {formatCents(totalCents)}
          </td>
        </tr>
        {children}
      </tbody>
    </table>
  );
}

/** A row under the total: "Due now", "Paid", "Balance due 5/2/2099". */
export function PriceRow({
  label,
  cents,
  note,
  strong = false,
  negative = false,
}: {
  label: string;
  cents: number;
  note?: ReactNode;
  strong?: boolean;
  negative?: boolean;
}) {
  return (
    <tr>
      <th
        scope="row"
        className={cn(
          'py-1.5 pr-3 text-left',
          strong ? 'font-semibold text-slate-950' : 'font-normal text-slate-700',
        )}
      >
        {label}
        {note ? <span className="block text-xs font-normal text-slate-600">{note}</span> : null}
      </th>
      <td
        className={cn(
          'py-1.5 text-right align-top tabular-nums',
          strong ? 'font-semibold text-slate-950' : 'text-slate-800',
        )}
      >
        {negative && cents > 0 ? '−' : ''}
        {formatCents(cents)}
      </td>
    </tr>
  );
}
