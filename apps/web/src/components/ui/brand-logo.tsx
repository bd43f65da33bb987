import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';

export interface BrandLogoProps {
  /** `dark` for light text on dark backgrounds (uses the white logo). */
  tone?: 'light' | 'dark';
  className?: string;
  /** Hide the brand name next to the mark (it stays as the image's alt text). */
  compact?: boolean;
}

/** The white-label logo when the brand has one, else a mark plus the brand name. */
export function BrandLogo({ tone = 'light', className, compact = false }: BrandLogoProps) {
  const { brand, productName } = useBrand();
  const logo =
    tone === 'dark'
      ? (brand.logo_white_url ?? brand.logo_black_url)
      : (brand.logo_black_url ?? brand.logo_white_url);
  if (logo) {
    return (
      <img
        src={logo}
        alt={productName}
        className={cn('h-8 w-auto max-w-[10rem] object-contain', className)}
      />
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark />
      <span
        className={cn(
          'text-[1.05rem] font-semibold tracking-tight',
          tone === 'dark' ? 'text-white' : 'text-slate-900',
          compact && 'sr-only',
        )}
      >
        {productName}
      </span>
    </span>
  );
}

/** A small square mark in the brand colours: an upward path, the product's promise. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br from-brand to-brand-secondary text-brand-foreground shadow-sm shadow-brand/30',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-[18px]"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 17l5-5 4 4 7-8" />
        <path d="M15 8h5v5" />
      </svg>
    </span>
  );
}
