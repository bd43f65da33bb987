import { describe, expect, it } from 'vitest';
import { readStoreSlug, storeLinks, withStoreQuery } from './links';

describe('storeLinks', () => {
  it('carries ?store=slug on every storefront link', () => {
    const links = storeLinks(7, 'bloom-co');
    expect(links.home()).toBe('/store/7?store=bloom-co');
    expect(links.products()).toBe('/store/7/products?store=bloom-co');
    expect(links.product('p 1')).toBe('/store/7/product/p%201?store=bloom-co');
    expect(links.cart()).toBe('/store/7/cart?store=bloom-co');
    expect(links.checkout()).toBe('/store/7/checkout?store=bloom-co');
    expect(links.trackOrder()).toBe('/store/7/track-order?store=bloom-co');
    expect(links.trackOrder('o1')).toBe('/store/7/track-order/o1?store=bloom-co');
    expect(links.orderConfirmation('o1', 'k_123')).toBe(
      '/store/7/order-confirmation/o1?store=bloom-co&key=k_123',
    );
  });

  it('puts the slug first and keeps other parameters, skipping empty ones', () => {
    expect(storeLinks(7, 'bloom-co').products({ category: 'Tea & Cups', page: 2, q: '' })).toBe(
      '/store/7/products?store=bloom-co&category=Tea+%26+Cups&page=2',
    );
  });

  it('adds nothing without a slug', () => {
    const links = storeLinks(7, null);
    expect(links.home()).toBe('/store/7');
    expect(links.products({ sort: 'price_asc' })).toBe('/store/7/products?sort=price_asc');
    expect(withStoreQuery('/store/7/cart', null)).toBe('/store/7/cart');
  });
});

describe('readStoreSlug', () => {
  it('reads a slug-shaped store parameter, lowercased', () => {
    expect(readStoreSlug('?store=Bloom-Co')).toBe('bloom-co');
    expect(readStoreSlug(new URLSearchParams('store=abc&x=1'))).toBe('abc');
  });

  it('ignores missing or malformed values', () => {
    expect(readStoreSlug('')).toBeNull();
    expect(readStoreSlug('?store=ab')).toBeNull();
    expect(readStoreSlug('?store=-bad')).toBeNull();
    expect(readStoreSlug('?store=%3Cscript%3E')).toBeNull();
    expect(readStoreSlug(`?store=${'a'.repeat(49)}`)).toBeNull();
  });
});
