import {
  type Product,
  type ProductInput,
  type ProductStatus,
  productInputSchema,
  STOCK_MAX,
} from '@fundpath/contracts/ecommerce';
import { bpsToPercent, percentToBps } from '@/lib/commerce-units';
import { centsToInput, parseDollars, parseOptionalDollars, parseWholeNumber } from '../../utils/money';

/** A variant row as typed: money and counts stay text until the form is sent. */
export interface VariantDraft {
  /** Stable React key (the id for saved variants). */
  key: string;
  id?: string;
  title: string;
  price: string;
  sku: string;
  track_inventory: boolean;
  inventory_quantity: string;
}

export interface ProductDraft {
  title: string;
  slug: string;
  description_html: string;
  price: string;
  compare_at: string;
  sku: string;
  track_inventory: boolean;
  inventory_quantity: string;
  categories: string[];
  status: ProductStatus;
  /** The affiliate commission in percent as typed; empty: the affiliate's tier or default rate. */
  commission_percent: string;
  variants: VariantDraft[];
}

/** Errors keyed like the API's fields (`price_cents`, `variants.2.sku`), so server errors land on the same fields. */
export type DraftErrors = Record<string, string>;

let keySeq = 0;
export const newVariantKey = () => `new-${++keySeq}`;

export const emptyDraft = (): ProductDraft => ({
  title: '',
  slug: '',
  description_html: '',
  price: '',
  compare_at: '',
  sku: '',
  track_inventory: true,
  inventory_quantity: '0',
  categories: [],
  status: 'draft',
  commission_percent: '',
  variants: [],
});

export const emptyVariant = (price = ''): VariantDraft => ({
  key: newVariantKey(),
  title: '',
  price,
  sku: '',
  track_inventory: true,
  inventory_quantity: '0',
});

export function draftOf(p: Product): ProductDraft {
  return {
    title: p.title,
    slug: p.slug,
    description_html: p.description_html,
    price: centsToInput(p.price_cents),
    compare_at: centsToInput(p.compare_at_cents),
    sku: p.sku ?? '',
    track_inventory: p.track_inventory,
    inventory_quantity: String(p.inventory_quantity),
    categories: p.categories,
    status: p.status,
    commission_percent: p.commission_rate_bps === null ? '' : bpsToPercent(p.commission_rate_bps),
    variants: p.variants.map((v) => ({
      key: v.id,
      id: v.id,
      title: v.title,
      price: centsToInput(v.price_cents),
      sku: v.sku ?? '',
      track_inventory: v.track_inventory,
      inventory_quantity: String(v.inventory_quantity),
    })),
  };
}

/** The lowest price among the variants, or null when one of them has no valid price. */
export function lowestVariantCents(variants: readonly VariantDraft[]): number | null {
  let lowest: number | null = null;
  for (const v of variants) {
    const p = parseDollars(v.price);
    if (!p.ok) return null;
    lowest = lowest === null ? p.cents : Math.min(lowest, p.cents);
  }
  return lowest;
}

/** An editor's empty document is `<p></p>`: store it as no description. */
const cleanHtml = (html: string) => (/^(<p>\s*<\/p>)*$/.test(html.trim()) ? '' : html);

/**
 * The request body a draft describes, or every field's problem. Dollars become integer cents here
 * (never through floating point); the rest is checked by the contract's own schema.
 */
export function draftToInput(
  draft: ProductDraft,
  { includeSlug }: { includeSlug: boolean },
): { ok: true; input: ProductInput } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  // With variants the product is listed at its lowest variant price (the server keeps it so).
  const lowest = lowestVariantCents(draft.variants);
  const price = draft.variants.length
    ? lowest === null
      ? ({ ok: false, error: 'Give every variant a price' } as const)
      : ({ ok: true, cents: lowest } as const)
    : parseDollars(draft.price);
  if (!price.ok && !draft.variants.length) errors.price_cents = price.error;
  const compare = parseOptionalDollars(draft.compare_at);
  if (!compare.ok) errors.compare_at_cents = compare.error;
  else if (price.ok && compare.cents !== null && compare.cents <= price.cents)
    errors.compare_at_cents = 'The compare-at price must be higher than the price';
  const stock = parseWholeNumber(draft.inventory_quantity || '0', STOCK_MAX);
  if (stock === null) errors.inventory_quantity = 'Enter a whole number of units';
  const rate = draft.commission_percent.trim() ? percentToBps(draft.commission_percent) : null;
  if (rate && !rate.ok) errors.commission_rate_bps = rate.error;

  const variants = draft.variants.map((v, i) => {
    const vPrice = parseDollars(v.price);
    if (!vPrice.ok) errors[`variants.${i}.price_cents`] = vPrice.error;
    const vStock = parseWholeNumber(v.inventory_quantity || '0', STOCK_MAX);
    if (vStock === null) errors[`variants.${i}.inventory_quantity`] = 'Enter a whole number of units';
    return {
      ...(v.id ? { id: v.id } : {}),
      title: v.title,
      price_cents: vPrice.ok ? vPrice.cents : 0,
      sku: v.sku.trim() || null,
      track_inventory: v.track_inventory,
      inventory_quantity: vStock ?? 0,
    };
  });

  const input: ProductInput = {
    title: draft.title,
    ...(includeSlug && draft.slug.trim() ? { slug: draft.slug } : {}),
    description_html: cleanHtml(draft.description_html),
    price_cents: price.ok ? price.cents : 0,
    compare_at_cents: compare.ok ? compare.cents : null,
    sku: draft.sku.trim() || null,
    track_inventory: draft.track_inventory,
    inventory_quantity: stock ?? 0,
    categories: draft.categories,
    status: draft.status,
    commission_rate_bps: rate?.ok ? rate.value : null,
    variants,
  };
  const parsed = productInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.') || 'form';
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input };
}

/** SKUs must be unique in a store: catch the same SKU twice in one form before the server does. */
export function duplicateSkus(draft: ProductDraft): DraftErrors {
  const seen = new Map<string, string>();
  const errors: DraftErrors = {};
  const entries: Array<[string, string]> = [
    ['sku', draft.sku],
    ...draft.variants.map((v, i): [string, string] => [`variants.${i}.sku`, v.sku]),
  ];
  for (const [key, sku] of entries) {
    const norm = sku.trim().toLowerCase();
    if (!norm) continue;
    if (seen.has(norm))
      errors[key] = `Same SKU as ${seen.get(norm) === 'sku' ? 'the product' : 'another variant'}`;
    else seen.set(norm, key);
  }
  return errors;
}
