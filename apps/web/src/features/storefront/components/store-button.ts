import { cn } from '@/lib/cn';

/**
 * Buttons in the store's colours (text colour picked for contrast by storeTheme): `primary` on the
 * store's primary colour, `outline` in its ink on white.
 */
export function storeButtonClasses(variant: 'primary' | 'outline' = 'primary', className?: string): string {
  return cn(
    'inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 text-sm font-semibold transition',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--store-ink)]',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    variant === 'primary'
      ? 'bg-[var(--store-primary)] text-[var(--store-on-primary)] shadow-sm hover:brightness-95'
      : 'bg-white text-[var(--store-ink)] ring-1 ring-inset ring-[var(--store-ink)] hover:bg-[var(--store-tint)]',
    className,
  );
}
