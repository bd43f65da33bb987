import type { Variant } from '@fundpath/contracts/ecommerce';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { cn } from '@/lib/cn';

export const isVariantSoldOut = (v: Pick<Variant, 'available'>) => v.available !== null && v.available <= 0;

/** The first variant that can be bought, else the first one (shown as sold out). */
export function defaultVariant(variants: readonly Variant[]): Variant | null {
  return variants.find((v) => !isVariantSoldOut(v)) ?? variants[0] ?? null;
}

/**
 * The product's variants (e.g. sizes) as a radio group of pills; sold-out ones are disabled and
 * struck through. Prices show on a pill when variants differ in price.
 */
export function VariantPicker({
  variants,
  value,
  onChange,
  currency = 'USD',
}: {
  variants: readonly Variant[];
  value: string | null;
  onChange: (variant: Variant) => void;
  currency?: string;
}) {
  const pricesDiffer = new Set(variants.map((v) => v.price_cents)).size > 1;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Options</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {variants.map((variant) => {
          const soldOut = isVariantSoldOut(variant);
          const checked = variant.id === value;
          return (
            <label
              key={variant.id}
              className={cn(
                'relative inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm ring-1 ring-inset transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--store-ink)]',
                checked
                  ? 'bg-slate-900 font-semibold text-white ring-slate-900'
                  : 'bg-white text-slate-800 ring-slate-300 hover:ring-slate-500',
                soldOut && 'cursor-not-allowed bg-slate-50 text-slate-500 line-through hover:ring-slate-300',
              )}
            >
              <input
                type="radio"
                name="variant"
                value={variant.id}
                checked={checked}
                disabled={soldOut}
                onChange={() => onChange(variant)}
                className="sr-only"
              />
              {variant.title}
              {pricesDiffer ? (
                <span className="font-normal opacity-80">· {formatCents(variant.price_cents, currency)}</span>
              ) : null}
              {soldOut ? <span className="sr-only">(sold out)</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
