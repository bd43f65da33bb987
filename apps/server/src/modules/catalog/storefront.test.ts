import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, catalogTestApp, makeOwner, makeProduct } from '../../testing/catalog';
import { makeUser, type TestUser } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';

/**
 * The public storefront (spec §7, ADR 012): store by id/domain and by slug with the fallback
 * colours, drafts hidden from everyone but the owner and staff, suspended stores readable, and the
 * product list's search, filters, sort and pages on the server.
 */
let t: TestApp;
let owner: TestUser;
let store: { id: number; slug: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await catalogTestApp();
  ({ owner, store } = await makeOwner(t.app, t.db, { name: 'Jordan Client' }));
  const add = async (key: string, body: Record<string, unknown>) => {
    ids[key] = (await makeProduct(t.app, owner, body)).id;
  };
  // Created in this order: "newest" lists them backwards.
  await add('workbook', {
    title: 'Business Credit Workbook',
    sku: 'BK-100',
    price_cents: 2900,
    inventory_quantity: 12,
    categories: ['Books'],
  });
  await add('planner', {
    title: 'Funding Planner',
    sku: 'BK-200',
    price_cents: 1900,
    inventory_quantity: 0,
    categories: ['Books'],
  });
  await add('template', {
    title: 'Loan Application Template',
    sku: 'TPL-1',
    price_cents: 4900,
    track_inventory: false,
    categories: ['Templates'],
  });
  await add('tee', {
    title: 'Fundable Tee',
    sku: 'TEE',
    price_cents: 2500,
    categories: ['Apparel'],
    variants: [
      { title: 'S', price_cents: 2500, sku: 'TEE-S', inventory_quantity: 0 },
      { title: 'M', price_cents: 2700, sku: 'TEE-M', inventory_quantity: 3 },
    ],
  });
  await add('draft', { title: 'Secret Draft Product', sku: 'DR-1', status: 'draft', categories: ['Hidden'] });
  await add('xl', {
    title: 'XL Mug',
    sku: 'MUG-XL',
    price_cents: 1500,
    inventory_quantity: 5,
    categories: ['Office'],
  });
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await call(t.app, null, 'GET', `/api/ecommerce/stores/${store.id}/products${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    products: Array<{
      id: string;
      title: string;
      price_cents: number;
      in_stock: boolean;
      variants: unknown[];
    }>;
    total: number;
    categories: string[];
  };
};
const titles = (r: Awaited<ReturnType<typeof list>>) => r.products.map((p) => p.title);

describe('store reads', () => {
  it('by id: store with fallback colours, owner id and name only, and a cache header', async () => {
    const res = await call(t.app, null, 'GET', `/api/ecommerce/store/by-domain?store_id=${store.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.store).toMatchObject({
      id: store.id,
      store_id: store.id,
      slug: store.slug,
      primary_color: '#dc2626',
      secondary_color: '#991b1b',
      accent_color: '#ef4444',
      suspended: false,
      status: 'live',
      tax_rate_bps: 875,
      shipping_cents: 999,
      free_shipping_threshold_cents: 10_000,
    });
    expect(body.client).toEqual({ id: owner.id, display_name: 'Jordan Client' });
    expect(typeof body.message).toBe('string');
    expect(res.headers['cache-control']).toContain('public, max-age=30');
  });

  it('by custom domain and by slug (branding)', async () => {
    const patch = await call(t.app, owner, 'PATCH', '/api/ecommerce/my-store', {
      custom_domain: 'Shop.Jordan.example',
      primary_color: '#123456',
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const byDomain = await call(
      t.app,
      null,
      'GET',
      '/api/ecommerce/store/by-domain?domain=shop.jordan.example',
    );
    expect(byDomain.json().store.id).toBe(store.id);
    const branding = await call(t.app, null, 'GET', `/api/ecommerce/storefront/branding?store=${store.slug}`);
    expect(branding.statusCode).toBe(200);
    expect(branding.json().store).toMatchObject({
      id: store.id,
      primary_color: '#123456',
      secondary_color: '#991b1b',
    });
    expect(
      (await call(t.app, null, 'GET', '/api/ecommerce/storefront/branding?store=no-such-store')).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, null, 'GET', '/api/ecommerce/store/by-domain?store_id=99999999')).json().message,
    ).toBe('Store not found');
  });

  it('a draft store is visible to its owner and commerce staff only; a suspended one is readable', async () => {
    const { owner: draftOwner, store: draft } = await makeOwner(t.app, t.db, { status: 'draft' });
    const stranger = await makeUser(t.db, 'client');
    const admin = await makeUser(t.db, 'admin');
    const url = `/api/ecommerce/store/by-domain?store_id=${draft.id}`;
    for (const who of [null, stranger]) {
      const res = await call(t.app, who, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Store not found' });
      expect((await call(t.app, who, 'GET', `/api/ecommerce/stores/${draft.id}/products`)).statusCode).toBe(
        404,
      );
      expect(
        (await call(t.app, who, 'GET', `/api/ecommerce/storefront/branding?store=${draft.slug}`)).statusCode,
      ).toBe(404);
    }
    const own = await call(t.app, draftOwner, 'GET', url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await call(t.app, admin, 'GET', url)).statusCode).toBe(200);

    const suspended = await call(t.app, admin, 'POST', `/api/admin/ecommerce/stores/${store.id}/suspend`, {
      reason: 'Chargeback review',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const read = await call(t.app, null, 'GET', `/api/ecommerce/store/by-domain?store_id=${store.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().store.suspended).toBe(true);
    expect((await list()).total).toBeGreaterThan(0);
    await call(t.app, admin, 'POST', `/api/admin/ecommerce/stores/${store.id}/reactivate`);
  });
});

describe('product list', () => {
  it('shows active products only, newest first, with the categories of active products', async () => {
    const r = await list();
    expect(r.total).toBe(5);
    expect(titles(r)).toEqual([
      'XL Mug',
      'Fundable Tee',
      'Loan Application Template',
      'Funding Planner',
      'Business Credit Workbook',
    ]);
    expect(r.categories).toEqual(['Apparel', 'Books', 'Office', 'Templates']);
    expect(titles(r)).not.toContain('Secret Draft Product');
  });

  it('sorts by price and title', async () => {
    expect(titles(await list('?sort=price_asc')).slice(0, 2)).toEqual(['XL Mug', 'Funding Planner']);
    expect(titles(await list('?sort=price_desc'))[0]).toBe('Loan Application Template');
    expect(titles(await list('?sort=title'))).toEqual([
      'Business Credit Workbook',
      'Fundable Tee',
      'Funding Planner',
      'Loan Application Template',
      'XL Mug',
    ]);
  });

  it('filters by category, price range and stock (variants count, untracked is always in stock)', async () => {
    expect(titles(await list('?category=Books&sort=title'))).toEqual([
      'Business Credit Workbook',
      'Funding Planner',
    ]);
    expect(titles(await list('?min_price_cents=2000&max_price_cents=2900&sort=price_asc'))).toEqual([
      'Fundable Tee',
      'Business Credit Workbook',
    ]);
    const inStock = await list('?in_stock=true&sort=title');
    expect(titles(inStock)).toEqual([
      'Business Credit Workbook',
      'Fundable Tee',
      'Loan Application Template',
      'XL Mug',
    ]);
    expect(titles(await list('?in_stock=false'))).toEqual(['Funding Planner']);
    const tee = inStock.products.find((p) => p.title === 'Fundable Tee')!;
    expect(tee.in_stock).toBe(true);
    expect(tee.price_cents).toBe(2500); // listed at its lowest variant price
    expect(tee.variants).toHaveLength(2);
  });

  it('keeps the stored in-stock flag true to every stock change (variants, products, deletes)', async () => {
    const inStock = async () => titles(await list('?in_stock=true&sort=title'));
    const run = (q: ReturnType<typeof sql>) => t.db.execute(q);
    try {
      // The last available variant sells out: the product leaves the filter, and comes back.
      await run(sql`update product_variants set inventory_quantity = 0 where sku = 'TEE-M'`);
      expect(await inStock()).not.toContain('Fundable Tee');
      expect(titles(await list('?in_stock=false&sort=title'))).toEqual(['Fundable Tee', 'Funding Planner']);
      await run(sql`update product_variants set track_inventory = false where sku = 'TEE-S'`);
      expect(await inStock()).toContain('Fundable Tee');
      // A product without variants follows its own stock.
      await run(sql`update products set inventory_quantity = 4 where sku = 'BK-200'`);
      expect(await inStock()).toContain('Funding Planner');
      // Without its variants the tee is sold as itself (tracked, none in stock).
      await run(sql`delete from product_variants where sku in ('TEE-S', 'TEE-M')`);
      expect(await inStock()).not.toContain('Fundable Tee');
      await run(
        sql`insert into product_variants (product_id, title, price_cents, sku, inventory_quantity, position)
            values (${ids.tee}, 'L', 2500, 'TEE-L', 2, 0)`,
      );
      expect(await inStock()).toContain('Fundable Tee');
    } finally {
      await run(sql`delete from product_variants where sku = 'TEE-L'`);
      await run(
        sql`insert into product_variants (product_id, title, price_cents, sku, inventory_quantity, position)
            values (${ids.tee}, 'S', 2500, 'TEE-S', 0, 0), (${ids.tee}, 'M', 2700, 'TEE-M', 3, 1)`,
      );
      await run(sql`update products set inventory_quantity = 0 where sku = 'BK-200'`);
    }
    expect(await inStock()).toEqual([
      'Business Credit Workbook',
      'Fundable Tee',
      'Loan Application Template',
      'XL Mug',
    ]);
  });

  it('searches by word prefix over title and SKU, and by substring for short terms', async () => {
    expect(titles(await list('?q=fund&sort=title'))).toEqual(['Fundable Tee', 'Funding Planner']);
    expect(titles(await list('?q=credit%20work'))).toEqual(['Business Credit Workbook']);
    expect(titles(await list('?q=tpl'))).toEqual(['Loan Application Template']);
    expect(titles(await list('?q=xl'))).toEqual(['XL Mug']);
    expect(titles(await list('?q=secret'))).toEqual([]);
    expect((await list('?q=%25')).total).toBe(0); // a LIKE wildcard is a literal
  });

  it('pages on the server with a total', async () => {
    const p1 = await list('?per_page=2&page=1');
    const p3 = await list('?per_page=2&page=3');
    expect(p1.total).toBe(5);
    expect(p1.products).toHaveLength(2);
    expect(p3.products.map((p) => p.title)).toEqual(['Business Credit Workbook']);
    const bad = await call(t.app, null, 'GET', `/api/ecommerce/stores/${store.id}/products?per_page=1000`);
    expect(bad.statusCode).toBe(400);
  });

  it('product page: full variants; draft products and other stores’ products are 404', async () => {
    const res = await call(t.app, null, 'GET', `/api/ecommerce/stores/${store.id}/products/${ids.tee}`);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().product.variants.map((v: { title: string; available: number }) => [v.title, v.available]),
    ).toEqual([
      ['S', 0],
      ['M', 3],
    ]);
    expect(
      (await call(t.app, null, 'GET', `/api/ecommerce/stores/${store.id}/products/${ids.draft}`)).statusCode,
    ).toBe(404);
    const { store: other } = await makeOwner(t.app, t.db);
    expect(
      (await call(t.app, null, 'GET', `/api/ecommerce/stores/${other.id}/products/${ids.tee}`)).statusCode,
    ).toBe(404);
  });
});
