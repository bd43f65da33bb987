import {
  cartResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  storeByDomainResponseSchema,
  storefrontBrandingResponseSchema,
} from '@fundpath/contracts/ecommerce';
import { describe, expect, it } from 'vitest';
import type { Parser } from '@/lib/api-client';
import { makeCart, makeCartItem, makeProduct, makeStore } from '../testing/fixtures';
import { brandingParser, cartParser, productListParser, productParser, storeByDomainParser } from './wire';

/** Variants of a valid sample: every field removed, retyped, nulled, plus an unknown field; nested objects and first array items too. */
function variants(sample: Record<string, unknown>, depth = 0): unknown[] {
  const out: unknown[] = [sample, { ...sample, extra: 'stripped' }, null, [], 'x', 1];
  for (const key of Object.keys(sample)) {
    const { [key]: _dropped, ...rest } = sample;
    out.push(rest, { ...sample, [key]: null }, { ...sample, [key]: 42 }, { ...sample, [key]: 'nope' });
    out.push({ ...sample, [key]: 1.5 }, { ...sample, [key]: true });
    if (depth > 2) continue;
    const value = sample[key];
    if (Array.isArray(value) && value[0] && typeof value[0] === 'object')
      for (const inner of variants(value[0] as Record<string, unknown>, depth + 1))
        out.push({ ...sample, [key]: [inner, ...value.slice(1)] });
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const inner of variants(value as Record<string, unknown>, depth + 1))
        out.push({ ...sample, [key]: inner });
  }
  return out;
}

const variantProduct = makeProduct({
  compare_at_cents: 3_000,
  variants: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      title: 'Large',
      price_cents: 2_600,
      sku: null,
      track_inventory: false,
      inventory_quantity: 0,
      available: null,
    },
  ],
});

const pairs: Array<[string, Parser<unknown>, Parser<unknown>, Record<string, unknown>]> = [
  [
    'store by domain',
    storeByDomainParser,
    storeByDomainResponseSchema,
    {
      status: 'success',
      store: makeStore(),
      client: { id: 'u1', display_name: 'Dana' },
      message: 'Store found',
    },
  ],
  [
    'branding',
    brandingParser,
    storefrontBrandingResponseSchema,
    { status: 'success', store: makeStore({ logo_url: '/l.png' }) },
  ],
  [
    'product list',
    productListParser,
    productListResponseSchema,
    {
      status: 'success',
      products: [variantProduct],
      total: 1,
      page: 1,
      per_page: 24,
      categories: ['Kitchen'],
    },
  ],
  ['product', productParser, productResponseSchema, { status: 'success', product: variantProduct }],
  [
    'cart',
    cartParser,
    cartResponseSchema,
    makeCart([makeCartItem({ variant_id: 'v', variant_title: 'L' })]) as never,
  ],
];

describe('storefront parsers agree with the contract schemas', () => {
  it.each(pairs)(
    '%s: same verdict and the same stripped output on every variant',
    (_name, parser, schema, sample) => {
      const cases = variants(sample);
      expect(cases.length).toBeGreaterThan(20);
      for (const data of cases) {
        const ours = parser.safeParse(data);
        const theirs = schema.safeParse(data);
        expect(ours.success, JSON.stringify(data)).toBe(theirs.success);
        if (ours.success && theirs.success) expect(ours.data).toEqual(theirs.data);
      }
    },
  );
});
