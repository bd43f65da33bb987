import { describe, expect, it } from 'vitest';
import { activeFilterCount, readUrlFilters, toApiFilters, writeUrlFilters } from './product-filters';

const read = (q: string) => readUrlFilters(new URLSearchParams(q));

describe('product list filters in the URL', () => {
  it('reads every filter, with defaults for missing and malformed values', () => {
    expect(
      read('q=mug&category=Kitchen&min_price=10&max_price=50&in_stock=true&sort=price_asc&page=3'),
    ).toEqual({
      q: 'mug',
      category: 'Kitchen',
      min_price: 10,
      max_price: 50,
      in_stock: true,
      sort: 'price_asc',
      page: 3,
    });
    expect(read('min_price=-4&max_price=1.5&sort=cheapest&page=0&in_stock=yes')).toEqual({
      q: '',
      category: '',
      min_price: null,
      max_price: null,
      in_stock: false,
      sort: 'newest',
      page: 1,
    });
  });

  it('sends cents to the API and swaps a reversed price range', () => {
    expect(toApiFilters(read('min_price=80&max_price=20'))).toMatchObject({
      min_price_cents: 2_000,
      max_price_cents: 8_000,
      per_page: 24,
    });
    expect(toApiFilters(read('q=%20%20'))).toMatchObject({
      q: undefined,
      in_stock: undefined,
      sort: 'newest',
    });
  });

  it('keeps the store slug, drops defaults and goes back to page 1 on a filter change', () => {
    const params = new URLSearchParams('store=bloom-co&page=4&sort=title');
    expect(writeUrlFilters(params, { category: 'Tea' }).toString()).toBe(
      'store=bloom-co&sort=title&category=Tea',
    );
    expect(writeUrlFilters(params, { page: 5 }).toString()).toBe('store=bloom-co&page=5&sort=title');
    expect(writeUrlFilters(params, { sort: 'newest', in_stock: true }).toString()).toBe(
      'store=bloom-co&in_stock=true',
    );
  });

  it('counts the narrowing filters', () => {
    expect(activeFilterCount(read('q=x&category=A&in_stock=true'))).toBe(2);
  });
});
