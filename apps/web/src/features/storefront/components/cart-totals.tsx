import { DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS, formatCents } from '@fundpath/contracts/ecommerce-core';
import { Truck } from 'lucide-react';

export interface TotalsFigures {
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
}

/** The progress towards free shipping: what is left to spend, and how far along (0…1). */
export function freeShippingProgress(subtotalCents: number, thresholdCents: number) {
  const remaining = Math.max(0, thresholdCents - subtotalCents);
  return {
    remaining,
    reached: remaining === 0,
    ratio: thresholdCents > 0 ? Math.min(1, subtotalCents / thresholdCents) : 1,
  };
}

/** "Add $12.00 more for free shipping" with a bar, or a note that shipping is free. */
export function FreeShippingHint({
  subtotalCents,
  thresholdCents = DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
  currency = 'USD',
}: {
  subtotalCents: number;
  thresholdCents?: number;
  currency?: string;
}) {
  if (thresholdCents <= 0 || subtotalCents <= 0) return null;
  const { remaining, reached, ratio } = freeShippingProgress(subtotalCents, thresholdCents);
  return (
    <div className="rounded-xl bg-[var(--store-tint)] p-4">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <Truck className="size-4 shrink-0 text-[var(--store-ink)]" aria-hidden="true" />
        {reached
          ? 'Your order ships free.'
          : `Add ${formatCents(remaining, currency)} more for free shipping (orders over ${formatCents(thresholdCents, currency)}).`}
      </p>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-white" aria-hidden="true">
        <div
          className="h-full rounded-full bg-[var(--store-ink)] transition-all"
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </div>
    </div>
  );
}

/** Subtotal, shipping, tax and total exactly as the server computed them (computeTotals). */
export function TotalsList({ totals, currency = 'USD' }: { totals: TotalsFigures; currency?: string }) {
  const row = 'flex justify-between gap-4 text-sm text-slate-700';
  return (
    <dl className="space-y-2.5">
      <div className={row}>
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatCents(totals.subtotal_cents, currency)}</dd>
      </div>
      <div className={row}>
        <dt>Shipping</dt>
        <dd className="tabular-nums">
          {totals.shipping_cents === 0 ? 'Free' : formatCents(totals.shipping_cents, currency)}
        </dd>
      </div>
      <div className={row}>
        <dt>Tax</dt>
        <dd className="tabular-nums">{formatCents(totals.tax_cents, currency)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatCents(totals.total_cents, currency)}</dd>
      </div>
    </dl>
  );
}
