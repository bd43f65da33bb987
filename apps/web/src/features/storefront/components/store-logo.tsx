import { cn } from '@/lib/cn';

export interface StoreLogoProps {
  storeName: string;
  logoUrl: string | null;
  className?: string;
}

/** Initials of a store name: "Bloom & Co" → "BC". */
export function storeInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.slice(0, 2) ?? '?')).toUpperCase();
}

/** The store's logo (or its initials on the primary colour) beside its name. */
export function StoreLogo({ storeName, logoUrl, className }: StoreLogoProps) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2.5', className)}>
      {logoUrl ? (
        <img src={logoUrl} alt="" className="size-9 shrink-0 rounded-lg object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-[var(--store-primary)] text-sm font-bold text-[var(--store-on-primary)]"
        >
          {storeInitials(storeName)}
        </span>
      )}
      <span className="truncate text-lg font-semibold tracking-tight text-slate-900">{storeName}</span>
    </span>
  );
}
