import { computeTotals, QUANTITY_MAX, STORE_ID_REQUIRED } from '@fundpath/contracts/ecommerce';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/crypto';
import { catalogTestApp, makeOwner, makeProduct } from '../../testing/catalog';
import { CART_COOKIE_NAME, Shopper } from '../../testing/commerce';
import { makeUser, type TestUser } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { VARIANT_REQUIRED_MESSAGE } from '../catalog';
import { CART_WRITES_PER_MINUTE } from './routes';
import { QUANTITY_IGNORED } from './service';
import { cartsCreatedPerDay } from './stats';

/**
 * The server cart of spec §7 (ADR 012) through the API: the spec's messages, guests by an
 * HttpOnly cookie whose token is stored only as a hash, stock caps, variants, someone else's
 * item ids, re-pricing on read, the merge after sign-in, the per-IP write limit and the stats.
 */
let t: TestApp;
let store: { id: number };
let otherStore: { id: number };
let draftStore: { id: number };
const p: Record<string, { id: string; variants: Array<{ id: string; title: string }> }> = {};

beforeAll(async () => {
  t = await catalogTestApp();
  const a = await makeOwner(t.app, t.db);
  store = a.store;
  const b = await makeOwner(t.app, t.db);
  otherStore = b.store;
  draftStore = (await makeOwner(t.app, t.db, { status: 'draft' })).store;
  const make = async (key: string, owner: TestUser, body: Record<string, unknown>) => {
    p[key] = await makeProduct(t.app, owner, body);
  };
  await make('book', a.owner, { title: 'Credit Workbook', price_cents: 2900, inventory_quantity: 10 });
  await make('mug', a.owner, { title: 'Mug', price_cents: 1250, inventory_quantity: 3 });
  await make('pdf', a.owner, { title: 'Funding Guide PDF', price_cents: 999, track_inventory: false });
  await make('soldOut', a.owner, { title: 'Sold Out Planner', price_cents: 1500, inventory_quantity: 0 });
  await make('draft', a.owner, { title: 'Draft Thing', status: 'draft', inventory_quantity: 5 });
  await make('archived', a.owner, { title: 'Old Thing', status: 'archived', inventory_quantity: 5 });
  await make('tee', a.owner, {
    title: 'Fundable Tee',
    price_cents: 2500,
    variants: [
      { title: 'S', price_cents: 2500, inventory_quantity: 0 },
      { title: 'M', price_cents: 2700, inventory_quantity: 4 },
    ],
  });
  await make('elsewhere', b.owner, { title: 'Other Store Item', price_cents: 500, inventory_quantity: 9 });
});
afterAll(() => t.close());

const items = (res: { json: () => { cart_items: Array<{ product_id: string; quantity: number }> } }) =>
  res.json().cart_items.map((i) => [i.product_id, i.quantity]);

describe('the spec’s rules', () => {
  it('refuses an add without a usable store id with exactly “Store ID is required”', async () => {
    const s = new Shopper(t.app);
    for (const body of [
      { product_id: p.book!.id, quantity: 1 },
      { store_id: 'abc', product_id: p.book!.id, quantity: 1 },
      { store_id: 0, product_id: p.book!.id, quantity: 1 },
      { store_id: null, product_id: p.book!.id },
    ]) {
      const res = await s.call('POST', '/api/ecommerce/cart', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'VALIDATION_FAILED',
        message: STORE_ID_REQUIRED,
      });
    }
    // No cart (nor cookie) came of it.
    expect(s.cartToken).toBeNull();
    // Other fields keep their own messages.
    const bad = await s.call('POST', '/api/ecommerce/cart', { store_id: store.id, product_id: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('product_id');
  });

  it('answers every call with the cart response, whose totals are computeTotals of its lines', async () => {
    const s = new Shopper(t.app);
    const empty = await s.cart(store.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      status: 'success',
      store_id: store.id,
      cart_items: [],
      item_count: 0,
      subtotal: 0,
      total_cents: 0,
      message: 'Your cart is empty',
    });
    expect(empty.cookies.find((c) => c.name === CART_COOKIE_NAME)).toBeUndefined();

    await s.add(store.id, p.book!.id, 2);
    const res = await s.add(store.id, p.pdf!.id, 3);
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.message).toBe('Item added to cart');
    expect(cart.item_count).toBe(5);
    const subtotal = 2 * 2900 + 3 * 999;
    expect(cart.cart_items.map((i: { line_total_cents: number }) => i.line_total_cents)).toEqual([
      5800, 2997,
    ]);
    expect(cart.subtotal_cents).toBe(subtotal);
    expect(cart.subtotal).toBe(subtotal / 100);
    const totals = computeTotals(subtotal, {
      tax_rate_bps: 875,
      shipping_cents: 999,
      free_shipping_threshold_cents: 10_000,
    });
    expect(cart).toMatchObject(totals);
    expect(cart.total_cents).toBe(cart.subtotal_cents + cart.shipping_cents + cart.tax_cents);
    // The tracked product says how many are left; the untracked one is unlimited (null).
    expect(cart.cart_items.map((i: { available: number | null }) => i.available)).toEqual([10, null]);
    // Adding the same line again adds to it.
    const again = await s.add(store.id, p.book!.id, 1);
    expect(items(again)).toEqual([
      [p.book!.id, 3],
      [p.pdf!.id, 3],
    ]);
  });

  it('ignores an update below 1 (200, the unchanged cart) and applies one of 1 or more', async () => {
    const s = new Shopper(t.app);
    const added = await s.add(store.id, p.book!.id, 2);
    const itemId = added.json().cart_items[0].id;
    for (const quantity of [0, -3]) {
      const res = await s.call('PUT', `/api/ecommerce/cart/${itemId}`, { quantity });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(QUANTITY_IGNORED);
      expect(items(res)).toEqual([[p.book!.id, 2]]);
    }
    const res = await s.call('PUT', `/api/ecommerce/cart/${itemId}`, { quantity: 4 });
    expect(res.json()).toMatchObject({ message: 'Cart updated', item_count: 4, subtotal_cents: 4 * 2900 });
    const removed = await s.call('DELETE', `/api/ecommerce/cart/${itemId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Item removed from cart',
      cart_items: [],
      total_cents: 0,
    });
  });
});

describe('stock', () => {
  it('caps a line at the stock and says so, on add and on update', async () => {
    const s = new Shopper(t.app);
    const res = await s.add(store.id, p.mug!.id, 5);
    expect(res.statusCode).toBe(200);
    expect(items(res)).toEqual([[p.mug!.id, 3]]);
    expect(res.json().message).toBe('Only 3 of Mug are available; your cart has 3');
    const more = await s.add(store.id, p.mug!.id, 1);
    expect(items(more)).toEqual([[p.mug!.id, 3]]);
    expect(more.json().message).toContain('Only 3');
    const itemId = more.json().cart_items[0].id;
    const put = await s.call('PUT', `/api/ecommerce/cart/${itemId}`, { quantity: 50 });
    expect(items(put)).toEqual([[p.mug!.id, 3]]);
    expect(put.json().message).toContain('Only 3');
  });

  it('counts every one of parallel adds to one line, never past the stock', async () => {
    const s = new Shopper(t.app);
    await s.add(store.id, p.book!.id, 1);
    const results = await Promise.all(Array.from({ length: 6 }, () => s.add(store.id, p.book!.id, 1)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(items(await s.cart(store.id))).toEqual([[p.book!.id, 7]]);
    await Promise.all(Array.from({ length: 3 }, () => s.add(store.id, p.book!.id, 2)));
    expect(items(await s.cart(store.id))).toEqual([[p.book!.id, 10]]);
  });

  it('refuses a sold-out product with 409', async () => {
    const res = await new Shopper(t.app).add(store.id, p.soldOut!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'Sold Out Planner is out of stock' });
  });

  it('sells a product with variants only by variant, at the variant’s price and stock', async () => {
    const s = new Shopper(t.app);
    const none = await s.add(store.id, p.tee!.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(VARIANT_REQUIRED_MESSAGE);
    const [small, medium] = p.tee!.variants;
    expect((await s.add(store.id, p.tee!.id, 1, small!.id)).statusCode).toBe(409);
    const res = await s.add(store.id, p.tee!.id, 9, medium!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().cart_items[0]).toMatchObject({
      variant_id: medium!.id,
      variant_title: 'M',
      unit_price_cents: 2700,
      quantity: 4,
      available: 4,
    });
    // Another product's variant is not this product's.
    expect((await s.add(store.id, p.book!.id, 1, medium!.id)).statusCode).toBe(404);
  });
});

describe('what a shopper may not reach', () => {
  it('404s draft and archived products, another store’s product, unknown and draft stores', async () => {
    const s = new Shopper(t.app);
    for (const [storeId, productId] of [
      [store.id, p.draft!.id],
      [store.id, p.archived!.id],
      [store.id, p.elsewhere!.id],
      [otherStore.id, p.book!.id],
      [store.id, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await s.add(storeId, productId);
      expect(res.statusCode, `${storeId} ${productId}`).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
    expect((await s.add(99_999_999, p.book!.id)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Store not found',
    });
    expect((await s.cart(draftStore.id)).statusCode).toBe(404);
  });

  it('404s another guest’s and another user’s cart item ids, revealing nothing', async () => {
    const alice = new Shopper(t.app);
    const bob = new Shopper(t.app);
    const carol = new Shopper(t.app).signIn(await makeUser(t.db, 'customer'));
    const aliceItem = (await alice.add(store.id, p.book!.id, 1)).json().cart_items[0].id;
    const carolItem = (await carol.add(store.id, p.book!.id, 2)).json().cart_items[0].id;
    await bob.add(store.id, p.pdf!.id, 1);
    for (const [who, id] of [
      [bob, aliceItem],
      [bob, carolItem],
      [carol, aliceItem],
      [alice, carolItem],
      [new Shopper(t.app), aliceItem],
      [bob, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await who.call(
          method,
          `/api/ecommerce/cart/${id}`,
          method === 'PUT' ? { quantity: 5 } : undefined,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Cart item not found' });
      }
    }
    // Nothing changed.
    expect(items(await alice.cart(store.id))).toEqual([[p.book!.id, 1]]);
    expect(items(await carol.cart(store.id))).toEqual([[p.book!.id, 2]]);
  });

  it('refuses NUL bytes, control characters, huge and fractional quantities with 400', async () => {
    const s = new Shopper(t.app);
    const bodies = [
      { store_id: store.id, product_id: `${p.book!.id}\u0000`, quantity: 1 },
      { store_id: store.id, product_id: p.book!.id, quantity: QUANTITY_MAX + 1 },
      { store_id: store.id, product_id: p.book!.id, quantity: 1e12 },
      { store_id: store.id, product_id: p.book!.id, quantity: 1.5 },
      { store_id: store.id, product_id: p.book!.id, quantity: 0 },
      { store_id: store.id, product_id: p.book!.id, variant_id: '\u0007', quantity: 1 },
      { store_id: 2 ** 40, product_id: p.book!.id, quantity: 1 },
    ];
    for (const body of bodies) {
      const res = await s.call('POST', '/api/ecommerce/cart', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const itemId = (await s.add(store.id, p.book!.id)).json().cart_items[0].id;
    for (const quantity of [QUANTITY_MAX + 1, 2 ** 53, 2.5, '3']) {
      const res = await s.call('PUT', `/api/ecommerce/cart/${itemId}`, { quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
    }
    expect((await s.call('PUT', '/api/ecommerce/cart/not-a-uuid', { quantity: 1 })).statusCode).toBe(400);
    expect((await s.call('GET', '/api/ecommerce/cart/abc')).statusCode).toBe(400);
    expect(items(await s.cart(store.id))).toEqual([[p.book!.id, 1]]);
  });
});

describe('guests', () => {
  it('get an HttpOnly, SameSite=Lax cart cookie whose token is stored only as its SHA-256', async () => {
    const s = new Shopper(t.app);
    const res = await s.add(store.id, p.book!.id);
    const cookie = res.cookies.find((c) => c.name === CART_COOKIE_NAME)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.execute(
      sql`select guest_token_hash, user_id from carts where guest_token_hash = ${sha256(cookie.value)}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { guest_token_hash: sha256(cookie.value), user_id: null },
    ]);
    const raw = await t.db.execute(
      sql`select count(*)::int n from carts where guest_token_hash = ${cookie.value}`,
    );
    expect((raw as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    // The same browser finds its cart; a malformed cookie is ignored (an empty cart, no error).
    expect(items(await s.cart(store.id))).toEqual([[p.book!.id, 1]]);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/ecommerce/cart/${store.id}`,
      headers: { cookie: `${CART_COOKIE_NAME}=${sha256(cookie.value)}` },
    });
    expect(forged.json().cart_items).toEqual([]);
  });

  it('merge into the user’s cart on the first cart call after signing in (summed, capped at stock)', async () => {
    const user = await makeUser(t.db, 'customer');
    const earlier = new Shopper(t.app).signIn(user);
    await earlier.add(store.id, p.mug!.id, 2);
    await earlier.add(store.id, p.book!.id, 1);

    const browser = new Shopper(t.app);
    await browser.add(store.id, p.mug!.id, 2);
    await browser.add(store.id, p.pdf!.id, 4);
    await browser.add(otherStore.id, p.elsewhere!.id, 3);
    const token = browser.cartToken!;

    browser.signIn(user);
    const merged = await browser.cart(store.id);
    expect(merged.statusCode).toBe(200);
    expect(items(merged)).toEqual([
      [p.mug!.id, 3], // 2 + 2, capped at the 3 in stock
      [p.book!.id, 1],
      [p.pdf!.id, 4],
    ]);
    // The cookie is cleared and the guest's carts (both stores) are gone.
    const cleared = merged.cookies.find((c) => c.name === CART_COOKIE_NAME)!;
    expect(cleared.value).toBe('');
    expect(browser.cartToken).toBeNull();
    const left = await t.db.execute(
      sql`select count(*)::int n from carts where guest_token_hash = ${sha256(token)}`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    expect(items(await earlier.cart(otherStore.id))).toEqual([[p.elsewhere!.id, 3]]);
    // A replayed old cookie merges nothing twice.
    browser.cartToken = token;
    expect(items(await browser.cart(store.id))).toEqual(items(merged));
  });
});

describe('re-pricing', () => {
  it('reads current prices, trims lines to the stock left and drops lines no longer for sale', async () => {
    const owner = await makeOwner(t.app, t.db);
    const a = await makeProduct(t.app, owner.owner, {
      title: 'Alpha',
      price_cents: 1000,
      inventory_quantity: 10,
    });
    const b = await makeProduct(t.app, owner.owner, {
      title: 'Beta',
      price_cents: 2000,
      inventory_quantity: 10,
    });
    const c = await makeProduct(t.app, owner.owner, {
      title: 'Gamma',
      price_cents: 3000,
      inventory_quantity: 10,
    });
    const s = new Shopper(t.app);
    await s.add(owner.store.id, a.id, 2);
    await s.add(owner.store.id, b.id, 6);
    await s.add(owner.store.id, c.id, 1);

    await t.db.execute(sql`update products set price_cents = 1500 where id = ${a.id}`);
    await t.db.execute(sql`update products set inventory_quantity = 4 where id = ${b.id}`);
    await t.db.execute(sql`update products set status = 'archived' where id = ${c.id}`);
    const res = await s.cart(owner.store.id);
    const cart = res.json();
    expect(
      cart.cart_items.map((i: { title: string; unit_price_cents: number; quantity: number }) => [
        i.title,
        i.unit_price_cents,
        i.quantity,
      ]),
    ).toEqual([
      ['Alpha', 1500, 2],
      ['Beta', 2000, 4],
    ]);
    expect(cart.subtotal_cents).toBe(2 * 1500 + 4 * 2000);
    expect(cart.message).toContain('Only 4 of Beta');
    expect(cart.message).toContain('no longer available');
    // Written back: the next read agrees and says nothing more.
    const next = (await s.cart(owner.store.id)).json();
    expect(next.item_count).toBe(6);
    expect(next.message).toBe('Cart loaded');
  });
});

describe('limits and stats', () => {
  it(`limits cart writes to ${CART_WRITES_PER_MINUTE} a minute per IP (429 with Retry-After)`, async () => {
    const s = new Shopper(t.app);
    let res = await s.call('POST', '/api/ecommerce/cart', {});
    for (let i = 1; i < CART_WRITES_PER_MINUTE; i += 1) res = await s.call('POST', '/api/ecommerce/cart', {});
    expect(res.statusCode).toBe(400);
    const limited = await s.add(store.id, p.book!.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Reads are not limited, and another address is not affected.
    expect((await s.cart(store.id)).statusCode).toBe(200);
    expect((await new Shopper(t.app).add(store.id, p.book!.id)).statusCode).toBe(200);
  });

  it('counts the carts a store made per day, every day present', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await cartsCreatedPerDay(t.db, store.id, { from: yesterday, to: today });
    await new Shopper(t.app).add(store.id, p.book!.id);
    await new Shopper(t.app).add(store.id, p.book!.id);
    const after = await cartsCreatedPerDay(t.db, store.id, { from: yesterday, to: today });
    expect(after.map((d) => d.date)).toEqual([yesterday, today]);
    expect(after[0]!.carts_created).toBe(0);
    expect(after[1]!.carts_created).toBe(before[1]!.carts_created + 2);
  });
});
