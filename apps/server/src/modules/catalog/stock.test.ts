import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { call, catalogTestApp, makeOwner, makeProduct } from '../../testing/catalog';
import type { TestUser } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { productsForCart, reserveStock, restock, type ShortStockDetails } from './index';

/**
 * The stock functions checkout uses: priced lines from the catalogue as it is now, stock locked
 * and decremented in the caller's transaction, every short line named, variants required where a
 * product has them, and concurrent reservations that never take stock below zero.
 */
let t: TestApp;
let owner: TestUser;
let storeId: number;
let book: { id: string };
let digital: { id: string };
let tee: { id: string; variants: Array<{ id: string; title: string }> };
let draft: { id: string };

beforeAll(async () => {
  t = await catalogTestApp();
  const made = await makeOwner(t.app, t.db);
  owner = made.owner;
  storeId = made.store.id;
  book = await makeProduct(t.app, owner, {
    title: 'Workbook',
    sku: 'WB',
    price_cents: 2900,
    inventory_quantity: 3,
  });
  digital = await makeProduct(t.app, owner, {
    title: 'Template Pack',
    price_cents: 4900,
    track_inventory: false,
  });
  tee = await makeProduct(t.app, owner, {
    title: 'Tee',
    price_cents: 2500,
    variants: [
      { title: 'M', price_cents: 2500, sku: 'TEE-M', inventory_quantity: 2 },
      { title: 'L', price_cents: 2700, sku: 'TEE-L', inventory_quantity: 0 },
    ],
  });
  draft = await makeProduct(t.app, owner, { title: 'Draft', status: 'draft', inventory_quantity: 10 });
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  (await call(t.app, owner, 'GET', `/api/ecommerce/my-store/products/${id}`)).json().product as {
    inventory_quantity: number;
    variants: Array<{ title: string; inventory_quantity: number }>;
  };
const caught = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a rejection');
};

describe('productsForCart', () => {
  it('prices each line now, with availability; drafts, other stores and missing variants are not purchasable', async () => {
    const m = tee.variants[0]!;
    const info = await productsForCart(t.db, storeId, [
      { product_id: book.id, variant_id: null },
      { product_id: digital.id, variant_id: null },
      { product_id: tee.id, variant_id: m.id },
      { product_id: tee.id, variant_id: null },
      { product_id: draft.id, variant_id: null },
    ]);
    expect(
      info.map((i) => [i.title, i.variant_title, i.unit_price_cents, i.available, i.purchasable]),
    ).toEqual([
      ['Workbook', null, 2900, 3, true],
      ['Template Pack', null, 4900, null, true],
      ['Tee', 'M', 2500, 2, true],
      ['Tee', null, 2500, 0, false],
      ['Draft', null, 1000, 0, false],
    ]);
    const elsewhere = await productsForCart(t.db, storeId + 1000, [
      { product_id: book.id, variant_id: null },
    ]);
    expect(elsewhere[0]).toMatchObject({ purchasable: false, available: 0 });
  });
});

describe('reserveStock', () => {
  it('decrements tracked stock and returns frozen lines; untracked is unlimited', async () => {
    const m = tee.variants[0]!;
    const lines = await t.db.transaction((tx) =>
      reserveStock(tx, storeId, [
        { product_id: book.id, variant_id: null, quantity: 1 },
        { product_id: digital.id, variant_id: null, quantity: 500 },
        { product_id: tee.id, variant_id: m.id, quantity: 1 },
      ]),
    );
    expect(lines.map((l) => [l.title, l.variant_title, l.sku, l.unit_price_cents, l.quantity])).toEqual([
      ['Workbook', null, 'WB', 2900, 1],
      ['Template Pack', null, null, 4900, 500],
      ['Tee', 'M', 'TEE-M', 2500, 1],
    ]);
    expect((await stockOf(book.id)).inventory_quantity).toBe(2);
    expect((await stockOf(tee.id)).variants.find((v) => v.title === 'M')!.inventory_quantity).toBe(1);
  });

  it('a short line throws CONFLICT naming every short product, and nothing is decremented', async () => {
    const [m, l] = tee.variants;
    const err = await caught(
      t.db.transaction((tx) =>
        reserveStock(tx, storeId, [
          { product_id: book.id, variant_id: null, quantity: 2 },
          { product_id: book.id, variant_id: null, quantity: 1 }, // same product twice: 3 > 2
          { product_id: tee.id, variant_id: m!.id, quantity: 1 },
          { product_id: tee.id, variant_id: l!.id, quantity: 1 },
          { product_id: draft.id, variant_id: null, quantity: 1 },
        ]),
      ),
    );
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('CONFLICT');
    expect((err.details as ShortStockDetails).short).toEqual([
      { product_id: book.id, variant_id: null, title: 'Workbook', available: 2 },
      { product_id: tee.id, variant_id: l!.id, title: 'Tee (L)', available: 0 },
      { product_id: draft.id, variant_id: null, title: 'Draft', available: 0 },
    ]);
    expect((await stockOf(book.id)).inventory_quantity).toBe(2);
    expect((await stockOf(tee.id)).variants.find((v) => v.title === 'M')!.inventory_quantity).toBe(1);
  });

  it('a product with variants must be bought by variant (400); a foreign variant is refused', async () => {
    const noVariant = await caught(
      t.db.transaction((tx) =>
        reserveStock(tx, storeId, [{ product_id: tee.id, variant_id: null, quantity: 1 }]),
      ),
    );
    expect(noVariant.code).toBe('VALIDATION_FAILED');
    expect(noVariant.status).toBe(400);
    const foreign = await caught(
      t.db.transaction((tx) =>
        reserveStock(tx, storeId, [{ product_id: book.id, variant_id: tee.variants[0]!.id, quantity: 1 }]),
      ),
    );
    expect(foreign.code).toBe('VALIDATION_FAILED');
  });

  it('restock puts units back (tracked only)', async () => {
    await t.db.transaction((tx) =>
      restock(tx, [
        { product_id: book.id, variant_id: null, quantity: 2 },
        { product_id: digital.id, variant_id: null, quantity: 5 },
        { product_id: tee.id, variant_id: tee.variants[0]!.id, quantity: 1 },
      ]),
    );
    expect((await stockOf(book.id)).inventory_quantity).toBe(4);
    expect((await stockOf(digital.id)).inventory_quantity).toBe(0);
    expect((await stockOf(tee.id)).variants.find((v) => v.title === 'M')!.inventory_quantity).toBe(2);
  });

  it('concurrent reservations never take stock below zero (20 buyers, 5 units: exactly 5 succeed)', async () => {
    const last = await makeProduct(t.app, owner, { title: 'Last Five', inventory_quantity: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.db.transaction((tx) =>
          reserveStock(tx, storeId, [
            { product_id: last.id, variant_id: null, quantity: 1 },
            { product_id: book.id, variant_id: null, quantity: 1 },
          ]),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const conflicts = results.filter(
      (r) => r.status === 'rejected' && (r.reason as AppError).code === 'CONFLICT',
    ).length;
    // The workbook has 4 units: it runs out first, so it limits the successes.
    expect(ok).toBe(4);
    expect(conflicts).toBe(16);
    expect((await stockOf(last.id)).inventory_quantity).toBe(1);
    expect((await stockOf(book.id)).inventory_quantity).toBe(0);
    const only = await makeProduct(t.app, owner, { title: 'Only Five', inventory_quantity: 5 });
    const single = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.db.transaction((tx) =>
          reserveStock(tx, storeId, [{ product_id: only.id, variant_id: null, quantity: 1 }]),
        ),
      ),
    );
    expect(single.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect((await stockOf(only.id)).inventory_quantity).toBe(0);
  });
});
