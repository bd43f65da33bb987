import { describe, expect, it } from 'vitest';
import { draftToInput, duplicateSkus, emptyDraft, emptyVariant } from './product-draft';

const draft = (over: Partial<ReturnType<typeof emptyDraft>>) => ({ ...emptyDraft(), title: 'Mug', ...over });

describe('draftToInput', () => {
  it('sends typed dollars as cents and an empty compare-at as none', () => {
    const r = draftToInput(draft({ price: '1,299.5', inventory_quantity: '1,200' }), { includeSlug: false });
    expect(r).toMatchObject({
      ok: true,
      input: { price_cents: 129950, compare_at_cents: null, inventory_quantity: 1200 },
    });
  });

  it('lists a product with variants at its lowest variant price', () => {
    const variants = [
      { ...emptyVariant('24.00'), title: 'Large' },
      { ...emptyVariant('19.99'), title: 'Small' },
    ];
    const r = draftToInput(draft({ price: '99', compare_at: '30', variants }), { includeSlug: false });
    expect(r).toMatchObject({
      ok: true,
      input: {
        price_cents: 1999,
        compare_at_cents: 3000,
        variants: [{ price_cents: 2400 }, { price_cents: 1999 }],
      },
    });
  });

  it('names every field that is wrong, keyed like the API', () => {
    const r = draftToInput(
      draft({ title: 'M', price: 'abc', compare_at: '-1', variants: [{ ...emptyVariant('x'), title: '' }] }),
      { includeSlug: false },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      title: 'Give the product a title',
      compare_at_cents: 'The amount cannot be negative',
      'variants.0.price_cents': 'Enter an amount like 19.99',
      'variants.0.title': 'Name the variant',
    });
    // With variants the product's own price field is not used.
    expect(r.errors.price_cents).toBeUndefined();
  });

  it('wants a compare-at price above the price', () => {
    const r = draftToInput(draft({ price: '20', compare_at: '20' }), { includeSlug: false });
    expect(r).toMatchObject({
      ok: false,
      errors: { compare_at_cents: 'The compare-at price must be higher than the price' },
    });
  });
  it('sends the affiliate commission percent as basis points; empty leaves the tier rate', () => {
    expect(
      draftToInput(draft({ price: '10', commission_percent: '12.75' }), { includeSlug: false }),
    ).toMatchObject({
      ok: true,
      input: { commission_rate_bps: 1275 },
    });
    expect(
      draftToInput(draft({ price: '10', commission_percent: ' ' }), { includeSlug: false }),
    ).toMatchObject({
      ok: true,
      input: { commission_rate_bps: null },
    });
    for (const bad of ['101', '1.234', 'ten']) {
      const r = draftToInput(draft({ price: '10', commission_percent: bad }), { includeSlug: false });
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.errors.commission_rate_bps, bad).toBeTruthy();
    }
  });
});

describe('duplicateSkus', () => {
  it('flags the same SKU twice in one form, ignoring case', () => {
    const variants = [{ ...emptyVariant('1'), sku: 'ab-1' }];
    expect(duplicateSkus(draft({ sku: 'AB-1', variants }))).toEqual({
      'variants.0.sku': 'Same SKU as the product',
    });
  });
});
