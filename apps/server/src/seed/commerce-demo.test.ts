import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, catalogTestApp } from '../testing/catalog';
import type { TestApp } from '../testing/test-app';
import { seedCommerceDemo } from './commerce-demo';
import { seedDemoUsers } from './demo-users';

let t: TestApp;

beforeAll(async () => {
  t = await catalogTestApp();
  await seedDemoUsers(t.db);
  await seedCommerceDemo(t.db, t.app.deps.storage);
});
afterAll(() => t.close());

const count = async (q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;

describe('commerce demo seed', () => {
  it('gives the demo client a live store with a dozen pictured products in several categories', async () => {
    const res = await call(
      t.app,
      null,
      'GET',
      '/api/ecommerce/storefront/branding?store=jordan-funding-shop',
    );
    expect(res.statusCode, res.body).toBe(200);
    const store = res.json().store;
    expect(store).toMatchObject({ store_name: "Jordan's Funding Shop", status: 'live', suspended: false });
    const list = (
      await call(t.app, null, 'GET', `/api/ecommerce/stores/${store.id}/products?per_page=50`)
    ).json();
    expect(list.total).toBeGreaterThanOrEqual(12);
    expect(list.categories.length).toBeGreaterThanOrEqual(4);
    for (const p of list.products) {
      expect(p.images, p.title).toHaveLength(1);
      expect(p.description_html).toMatch(/^<p>/);
    }
    const image = await call(t.app, null, 'GET', list.products[0].images[0].url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const out = (
      await call(t.app, null, 'GET', `/api/ecommerce/stores/${store.id}/products?in_stock=false`)
    ).json();
    expect(out.products.map((p: { title: string }) => p.title)).toContain('SBA Loan Readiness Guide');
    expect(
      list.products.filter((p: { compare_at_cents: number | null }) => p.compare_at_cents).length,
    ).toBeGreaterThanOrEqual(2);
    const tee = list.products.find((p: { title: string }) => p.title === 'Fundable Founder Tee');
    expect(tee.variants.map((v: { title: string }) => v.title)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('is idempotent: a second run adds no store, product or image', async () => {
    const before = [
      await count(sql`select count(*)::int n from stores`),
      await count(sql`select count(*)::int n from products`),
      await count(sql`select count(*)::int n from product_images`),
    ];
    await seedCommerceDemo(t.db, t.app.deps.storage);
    expect([
      await count(sql`select count(*)::int n from stores`),
      await count(sql`select count(*)::int n from products`),
      await count(sql`select count(*)::int n from product_images`),
    ]).toEqual(before);
  });
});
