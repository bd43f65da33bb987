import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

const classes =
  'relative inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-slate-800 transition hover:bg-slate-100';

function Count({ count }: { count: number }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums',
          count > 0 ? 'bg-[var(--store-ink)] text-white' : 'bg-slate-100 text-slate-600',
        )}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">, {itemsText(count)}</span>
    </>
  );
}

/**
 * The header's cart link with its item count (the name reads "Cart, 2 items"). Without `to` it is
 * an inert preview (the store settings' live preview).
 */
export function CartButton({ count, to }: { count: number; to?: string }) {
  const body = (
    <>
      <ShoppingBag className="size-5" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Cart</span>
      <Count count={count} />
    </>
  );
  if (!to) return <span className={classes}>{body}</span>;
  return (
    <Link to={to} className={cn(classes, 'focus-visible:outline-2 focus-visible:outline-[var(--store-ink)]')}>
      {body}
    </Link>
  );
}
