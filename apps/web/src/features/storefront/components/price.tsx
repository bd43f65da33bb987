import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { cn } from '@/lib/cn';

export interface PriceProps {
  cents: number;
  /** The "was" price; shown struck through only when above `cents`. */
  compareAtCents?: number | null;
  currency?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' } as const;

/** A price, with the compare-at price struck through when the item is on sale. */
export function Price({ cents, compareAtCents, currency = 'USD', size = 'md', className }: PriceProps) {
  const onSale = compareAtCents != null && compareAtCents > cents;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      {onSale ? <span className="sr-only">Sale price</span> : null}
      <span className={cn('font-semibold tabular-nums text-slate-900', sizes[size])}>
        {formatCents(cents, currency)}
      </span>
      {onSale ? (
        <>
          <span className="sr-only">Regular price</span>
          <s className={cn('tabular-nums text-slate-500', size === 'lg' ? 'text-base' : 'text-sm')}>
            {formatCents(compareAtCents, currency)}
          </s>
        </>
      ) : null}
    </span>
  );
}

/** Whole percent saved, e.g. 25 for $30 instead of $40; null when not on sale. */
export function percentOff(cents: number, compareAtCents: number | null | undefined): number | null {
  if (compareAtCents == null || compareAtCents <= cents || compareAtCents <= 0) return null;
  return Math.round(((compareAtCents - cents) / compareAtCents) * 100);
}
