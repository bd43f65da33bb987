import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { type DraftErrors, emptyVariant, type VariantDraft } from './product-draft';

const MAX_VARIANTS = 50;

/**
 * Variants (e.g. sizes), each with its own name, price, SKU and stock: add, remove and reorder
 * (the order is the storefront's). Moving a row keeps focus on its button.
 */
export function VariantsEditor({
  variants,
  onChange,
  errors,
  basePrice,
}: {
  variants: VariantDraft[];
  onChange: (next: VariantDraft[]) => void;
  errors: DraftErrors;
  /** The first variant starts at the product's price, later ones at the previous variant's. */
  basePrice: string;
}) {
  const update = (i: number, patch: Partial<VariantDraft>) =>
    onChange(variants.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  const move = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= variants.length) return;
    const next = [...variants];
    [next[i], next[j]] = [next[j]!, next[i]!];
    onChange(next);
    // The moved row's button follows it.
    requestAnimationFrame(() =>
      document.getElementById(`variant-${next[j]!.key}-${by < 0 ? 'up' : 'down'}`)?.focus(),
    );
  };
  const err = (i: number, field: string) => errors[`variants.${i}.${field}`] ?? null;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Variants</legend>
      <p className="text-xs text-slate-500">
        {variants.length
          ? 'Shoppers choose one of these; each has its own price, SKU and stock.'
          : 'Sizes, colours or editions with their own price and stock. Without variants the product sells as one item.'}
      </p>
      {errors.variants ? <p className="text-xs font-medium text-red-600">{errors.variants}</p> : null}
      {variants.length ? (
        <ol className="space-y-3">
          {variants.map((v, i) => {
            const name = v.title.trim() || `Variant ${i + 1}`;
            return (
              <li key={v.key} className="rounded-xl border border-slate-200 p-3">
                <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)]">
                  <Field
                    label="Name"
                    aria-label={`Name of variant ${i + 1}`}
                    value={v.title}
                    onChange={(e) => update(i, { title: e.target.value })}
                    placeholder="e.g. Large"
                    maxLength={60}
                    error={err(i, 'title')}
                  />
                  <Field
                    label="Price ($)"
                    aria-label={`Price ($) of variant ${i + 1}`}
                    inputMode="decimal"
                    value={v.price}
                    onChange={(e) => update(i, { price: e.target.value })}
                    placeholder="0.00"
                    error={err(i, 'price_cents')}
                  />
                  <Field
                    label="SKU"
                    aria-label={`SKU of variant ${i + 1}`}
                    value={v.sku}
                    onChange={(e) => update(i, { sku: e.target.value })}
                    maxLength={64}
                    error={err(i, 'sku')}
                  />
                  <Field
                    label="Stock"
                    aria-label={`Stock of variant ${i + 1}`}
                    inputMode="numeric"
                    value={v.inventory_quantity}
                    onChange={(e) => update(i, { inventory_quantity: e.target.value })}
                    disabled={!v.track_inventory}
                    error={err(i, 'inventory_quantity')}
                  />
                </div>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <label className="inline-flex items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand"
                      checked={v.track_inventory}
                      onChange={(e) => update(i, { track_inventory: e.target.checked })}
                    />
                    Track stock of {name}
                  </label>
                  <div className="flex gap-1">
                    <Button
                      id={`variant-${v.key}-up`}
                      size="icon"
                      variant="ghost"
                      aria-label={`Move ${name} up`}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      id={`variant-${v.key}-down`}
                      size="icon"
                      variant="ghost"
                      aria-label={`Move ${name} down`}
                      disabled={i === variants.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Remove ${name}`}
                      onClick={() => onChange(variants.filter((_, j) => j !== i))}
                    >
                      <Trash2 className="size-4 text-red-600" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        disabled={variants.length >= MAX_VARIANTS}
        onClick={() => onChange([...variants, emptyVariant(variants.at(-1)?.price ?? basePrice)])}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add variant
      </Button>
    </fieldset>
  );
}
