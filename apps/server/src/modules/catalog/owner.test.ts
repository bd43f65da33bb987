import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, catalogTestApp, makeOwner, makeProduct, pngImage } from '../../testing/catalog';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { multipart } from '../../testing/support';
import type { TestApp } from '../../testing/test-app';

/**
 * `/api/ecommerce/my-store*`: one store per client, settings with field errors on conflicts, the
 * setup checklist, product CRUD with sanitised descriptions and unique slugs/SKUs, images checked
 * by content, bulk edits; and an owner never reaches another store's products or images.
 */
let t: TestApp;
let a: TestUser;
let b: TestUser;
let storeA: { id: number; slug: string };
let storeB: { id: number; slug: string };
const MY = '/api/ecommerce/my-store';

beforeAll(async () => {
  t = await catalogTestApp();
  ({ owner: a, store: storeA } = await makeOwner(t.app, t.db));
  ({ owner: b, store: storeB } = await makeOwner(t.app, t.db));
});
afterAll(() => t.close());

const audit = async (action: string) =>
  (
    (await t.db.execute(sql`select count(*)::int n from audit_log where action = ${action}`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows[0]!.n;

describe('my store', () => {
  it('a client without a store gets null and the checklist; creates one with the defaults; a second is a 409', async () => {
    const c = await makeUser(t.db, 'client');
    const empty = await call(t.app, c, 'GET', MY);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().store).toBeNull();
    expect(empty.json().setup.map((s: { key: string }) => s.key)).toEqual([
      'logo',
      'colors',
      'product',
      'payments',
      'live',
    ]);
    const created = await call(t.app, c, 'POST', MY, { store_name: 'Casey Shop', slug: 'Casey-Shop' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().store).toMatchObject({
      slug: 'casey-shop',
      status: 'draft',
      tax_rate_bps: 875,
      shipping_cents: 999,
      free_shipping_threshold_cents: 10_000,
      currency: 'USD',
    });
    const again = await call(t.app, c, 'POST', MY, { store_name: 'Second', slug: 'casey-second' });
    expect(again.statusCode).toBe(409);
    const hub = (await call(t.app, c, 'GET', MY)).json();
    const payments = hub.setup.find((s: { key: string }) => s.key === 'payments');
    expect(payments).toMatchObject({ done: true, detail: 'Test mode' });
    expect(hub.setup.find((s: { key: string }) => s.key === 'live').done).toBe(false);
  });

  it('refuses other roles and anonymous callers', async () => {
    for (const role of ['admin', 'customer', 'funding_team'] as const) {
      const u = await makeUser(t.db, role);
      expect((await call(t.app, u, 'GET', MY)).statusCode).toBe(403);
      expect((await call(t.app, u, 'GET', `${MY}/products`)).statusCode).toBe(403);
    }
    expect((await call(t.app, null, 'GET', MY)).statusCode).toBe(401);
  });

  it('settings: taken slug or domain → 409 with field errors; bad colours, NUL bytes and huge values → 400', async () => {
    const taken = await call(t.app, a, 'PATCH', MY, { slug: storeB.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.errors).toEqual({ slug: 'Another store already uses this address' });
    await call(t.app, b, 'PATCH', MY, { custom_domain: 'b-shop.example.com' });
    const domain = await call(t.app, a, 'PATCH', MY, { custom_domain: 'B-Shop.example.com' });
    expect(domain.statusCode).toBe(409);
    expect(domain.json().details.errors.custom_domain).toBeDefined();
    for (const body of [
      { primary_color: 'red' },
      { primary_color: '#12345' },
      { store_name: 'Bad\u0000Name' },
      { tax_rate_bps: 20_000 },
      { shipping_cents: 1e12 },
      {},
    ]) {
      const res = await call(t.app, a, 'PATCH', MY, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const ok = await call(t.app, a, 'PATCH', MY, {
      accent_color: '#0f766e',
      tagline: 'Tools for fundable founders',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().store).toMatchObject({ accent_color: '#0f766e', primary_color: '#dc2626' });
    expect(ok.json().store.custom_colors).toEqual({
      primary_color: null,
      secondary_color: null,
      accent_color: '#0f766e',
    });
    expect(await audit('store.settings_changed')).toBeGreaterThan(0);
  });

  it('logo: an image by content is resized and served; a non-image named .png is refused', async () => {
    const fake = multipart({ name: 'logo.png', data: Buffer.from('MZ not really a png at all') });
    const refused = await injectAs(t.app, a, { method: 'POST', url: `${MY}/logo`, ...fake });
    expect(refused.statusCode).toBe(400);
    const upload = multipart({ name: 'logo.png', data: await pngImage(1200, 400) });
    const res = await injectAs(t.app, a, { method: 'POST', url: `${MY}/logo`, ...upload });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().store.logo_url as string;
    expect(url).toMatch(/^\/api\/ecommerce\/media\/l\/\d+\/[0-9a-f-]{36}\.webp$/);
    const img = await call(t.app, null, 'GET', url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toContain('immutable');
    // A key no store references is not served, even under a real store id.
    expect(
      (await call(t.app, null, 'GET', url.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000')))
        .statusCode,
    ).toBe(404);
    const hub = (await call(t.app, a, 'GET', MY)).json();
    expect(hub.setup.find((s: { key: string }) => s.key === 'logo').done).toBe(true);
  });
});

describe('products', () => {
  it('creates with a sanitised description, a unique slug per store and an audit line', async () => {
    const p1 = await makeProduct(t.app, a, {
      title: 'Credit Builder Guide',
      sku: 'CBG-1',
      description_html:
        '<p onclick="x()">Read <strong>this</strong> <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p><script>alert(1)</script><img src=x onerror=alert(1)><h2>Steps</h2>',
    });
    const full = (await call(t.app, a, 'GET', `${MY}/products/${p1.id}`)).json().product;
    expect(full.description_html).toBe(
      '<p>Read <strong>this</strong> <a>bad</a> <a href="https://example.com" rel="noopener">good</a></p><h2>Steps</h2>',
    );
    expect(p1.slug).toBe('credit-builder-guide');
    const p2 = await makeProduct(t.app, a, { title: 'Credit Builder Guide', sku: 'CBG-2' });
    expect(p2.slug).toBe('credit-builder-guide-2');
    // Another store may use the same slug and SKU.
    const other = await makeProduct(t.app, b, { title: 'Credit Builder Guide', sku: 'CBG-1' });
    expect(other.slug).toBe('credit-builder-guide');
    expect(await audit('product.created')).toBeGreaterThanOrEqual(3);
  });

  it('duplicate SKU (any case, also a variant’s) → 409 with the field; bad values → 400', async () => {
    const dup = await call(t.app, a, 'POST', `${MY}/products`, {
      title: 'Copy',
      sku: 'cbg-1',
      price_cents: 100,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details.errors).toEqual({ sku: 'Another product already uses this SKU' });
    const dupVariant = await call(t.app, a, 'POST', `${MY}/products`, {
      title: 'Shirt',
      price_cents: 100,
      variants: [{ title: 'S', price_cents: 100, sku: 'CBG-2' }],
    });
    expect(dupVariant.statusCode).toBe(409);
    expect(dupVariant.json().details.errors['variants.0.sku']).toBeDefined();
    const dupSlug = await call(t.app, a, 'POST', `${MY}/products`, {
      title: 'X product',
      slug: 'credit-builder-guide',
      price_cents: 1,
    });
    expect(dupSlug.statusCode).toBe(409);
    for (const body of [
      { title: 'Huge', price_cents: 100_000_001 },
      { title: 'Float', price_cents: 10.5 },
      { title: 'Negative', price_cents: -1 },
      { title: 'Nul\u0000', price_cents: 100 },
      { title: 'Stock', price_cents: 100, inventory_quantity: 10_000_000 },
      { title: 'Compare', price_cents: 1000, compare_at_cents: 900 },
      {
        title: 'Same variants',
        price_cents: 1,
        variants: [
          { title: 'S', price_cents: 1 },
          { title: 's', price_cents: 1 },
        ],
      },
    ]) {
      const res = await call(t.app, a, 'POST', `${MY}/products`, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
    }
  });

  it('PATCH changes only what it sends; variants are replaced as a set keeping their ids', async () => {
    const p = await makeProduct(t.app, a, {
      title: 'Fundable Hoodie',
      price_cents: 5000,
      categories: ['Apparel'],
      variants: [
        { title: 'S', price_cents: 5000, inventory_quantity: 2 },
        { title: 'M', price_cents: 5200, inventory_quantity: 4 },
      ],
    });
    const m = p.variants.find((v) => v.title === 'M')!;
    const res = await call(t.app, a, 'PATCH', `${MY}/products/${p.id}`, {
      variants: [
        { id: m.id, title: 'M', price_cents: 4800, inventory_quantity: 9 },
        { title: 'XL', price_cents: 5500, inventory_quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().product;
    expect(after.variants.map((v: { id: string; title: string }) => v.title)).toEqual(['M', 'XL']);
    expect(after.variants[0].id).toBe(m.id);
    expect(after.price_cents).toBe(4800);
    expect(after.categories).toEqual(['Apparel']);
    expect(after.status).toBe('active');
    const titleOnly = await call(t.app, a, 'PATCH', `${MY}/products/${p.id}`, { title: 'Fundable Hoodie 2' });
    expect(titleOnly.json().product.variants).toHaveLength(2);
  });

  it('an owner cannot read, change, delete or add images to another store’s product (404)', async () => {
    const theirs = await makeProduct(t.app, b, { title: 'B Only Product', sku: 'B-ONLY' });
    const url = `${MY}/products/${theirs.id}`;
    expect((await call(t.app, a, 'GET', url)).statusCode).toBe(404);
    expect((await call(t.app, a, 'PATCH', url, { title: 'Hijacked' })).statusCode).toBe(404);
    expect((await call(t.app, a, 'DELETE', url)).statusCode).toBe(404);
    const upload = multipart({ name: 'x.png', data: await pngImage(100, 100) });
    expect((await injectAs(t.app, a, { method: 'POST', url: `${url}/images`, ...upload })).statusCode).toBe(
      404,
    );
    const bulk = await call(t.app, a, 'POST', `${MY}/products/bulk`, { ids: [theirs.id], action: 'delete' });
    expect(bulk.json().affected).toBe(0);
    const mine = (await call(t.app, a, 'GET', `${MY}/products?per_page=100`)).json();
    expect(mine.products.map((p: { id: string }) => p.id)).not.toContain(theirs.id);
    expect((await call(t.app, b, 'GET', url)).json().product.title).toBe('B Only Product');
  });

  it('images: stored with a 400 px thumbnail, served, reordered, deleted; non-images refused', async () => {
    const p = await makeProduct(t.app, a, { title: 'Pictured Product' });
    const url = `${MY}/products/${p.id}/images`;
    const fake = multipart({
      name: 'photo.png',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    const refused = await injectAs(t.app, a, { method: 'POST', url, ...fake });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('not a JPEG, PNG or WebP');
    const ids: string[] = [];
    for (const size of [900, 500]) {
      const res = await injectAs(t.app, a, {
        method: 'POST',
        url,
        ...multipart({ name: 'p.png', data: await pngImage(size, 600) }),
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().product.images.at(-1).id);
    }
    const product = (await call(t.app, a, 'GET', `${MY}/products/${p.id}`)).json().product;
    expect(product.images.map((i: { width: number }) => i.width)).toEqual([900, 500]);
    const thumb = await call(t.app, null, 'GET', product.images[0].thumb_url);
    expect(thumb.statusCode).toBe(200);
    const sharp = (await import('sharp')).default;
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });
    // Another store's id in the URL does not reach the file.
    const wrong = product.images[0].url.replace(`/p/${storeA.id}/`, `/p/${storeB.id}/`);
    expect((await call(t.app, null, 'GET', wrong)).statusCode).toBe(404);

    const order = await call(t.app, a, 'PATCH', `${url}/order`, { image_ids: [ids[1], ids[0]] });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().product.images.map((i: { id: string }) => i.id)).toEqual([ids[1], ids[0]]);
    expect((await call(t.app, a, 'PATCH', `${url}/order`, { image_ids: [ids[0]] })).statusCode).toBe(400);
    // Alt text: the owner's own images only; control characters and overlong text refused.
    const alt = await call(t.app, a, 'PATCH', `${url}/${ids[0]}`, { alt: 'Navy hoodie, front' });
    expect(alt.statusCode, alt.body).toBe(200);
    expect(alt.json().product.images.find((i: { id: string }) => i.id === ids[0]).alt).toBe(
      'Navy hoodie, front',
    );
    expect((await call(t.app, b, 'PATCH', `${url}/${ids[0]}`, { alt: 'x' })).statusCode).toBe(404);
    expect((await call(t.app, a, 'PATCH', `${url}/${ids[0]}`, { alt: 'a\u0000b' })).statusCode).toBe(400);
    expect((await call(t.app, a, 'PATCH', `${url}/${ids[0]}`, { alt: 'x'.repeat(201) })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, b, 'DELETE', `${url}/${ids[0]}`)).statusCode).toBe(404);
    const del = await call(t.app, a, 'DELETE', `${url}/${ids[0]}`);
    expect(del.json().product.images).toHaveLength(1);
    expect((await call(t.app, null, 'GET', product.images[0].url)).statusCode).toBe(404);
  });

  it('bulk: status, price percent (compare-at dropped when no longer higher), stock, category, delete', async () => {
    const x = await makeProduct(t.app, a, {
      title: 'Bulk One',
      price_cents: 1000,
      compare_at_cents: 1100,
      status: 'draft',
    });
    const y = await makeProduct(t.app, a, {
      title: 'Bulk Two',
      price_cents: 2000,
      variants: [{ title: 'Std', price_cents: 2000, inventory_quantity: 1 }],
    });
    const ids = [x.id, y.id];
    const bulk = (body: Record<string, unknown>) =>
      call(t.app, a, 'POST', `${MY}/products/bulk`, { ids, ...body });
    // Only the draft changes: the other product is already active.
    expect((await bulk({ action: 'set_status', status: 'active' })).json()).toMatchObject({ affected: 1 });
    expect((await bulk({ action: 'adjust_price_percent', percent: 20 })).json().affected).toBe(2);
    const get = async (id: string) => (await call(t.app, a, 'GET', `${MY}/products/${id}`)).json().product;
    expect(await get(x.id)).toMatchObject({ status: 'active', price_cents: 1200, compare_at_cents: null });
    expect((await get(y.id)).variants[0].price_cents).toBe(2400);
    expect((await get(y.id)).price_cents).toBe(2400);
    await bulk({ action: 'set_inventory', inventory_quantity: 7 });
    expect((await get(x.id)).inventory_quantity).toBe(7);
    await bulk({ action: 'add_category', category: 'Sale' });
    await bulk({ action: 'add_category', category: 'sale' });
    expect((await get(x.id)).categories).toEqual(['Sale']);
    expect((await bulk({ action: 'adjust_price_percent', percent: -95 })).statusCode).toBe(400);
    expect(
      (await call(t.app, a, 'POST', `${MY}/products/bulk`, { ids: Array(501).fill(x.id), action: 'delete' }))
        .statusCode,
    ).toBe(400);
    expect((await bulk({ action: 'delete' })).json().affected).toBe(2);
    expect((await call(t.app, a, 'GET', `${MY}/products/${x.id}`)).statusCode).toBe(404);
  });

  it('the owner list includes drafts and archived, filtered by status', async () => {
    await makeProduct(t.app, a, { title: 'Archived Thing', status: 'archived' });
    const archived = (await call(t.app, a, 'GET', `${MY}/products?status=archived`)).json();
    expect(archived.products.map((p: { title: string }) => p.title)).toEqual(['Archived Thing']);
    const all = (await call(t.app, a, 'GET', `${MY}/products?per_page=100`)).json();
    expect(all.total).toBeGreaterThan(archived.total);
  });
});
