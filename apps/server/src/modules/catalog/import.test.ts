import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, catalogTestApp, makeOwner, makeProduct } from '../../testing/catalog';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { multipart } from '../../testing/support';
import type { TestApp } from '../../testing/test-app';
import { parseProductCsv } from './csv';

/**
 * `/api/admin/ecommerce/*`: stores (search, suspend/reactivate with audit), products across stores,
 * the CSV dry run (every bad row by line and column, nothing written but the record), the import
 * job creating and updating by SKU, and the export that imports back unchanged with formulas
 * neutralised. Job workers run in this app.
 */
const FIXTURE = path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/product-import-200.csv');
const ADMIN = '/api/admin/ecommerce';
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let storeId: number;

beforeAll(async () => {
  t = await catalogTestApp({ jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
  admin = await makeUser(t.db, 'admin');
  const made = await makeOwner(t.app, t.db, { name: 'Importing Owner' });
  owner = made.owner;
  storeId = made.store.id;
});
afterAll(() => t.close());

const upload = (csv: string | Buffer, name = 'products.csv', store = String(storeId)) =>
  injectAs(t.app, admin, {
    method: 'POST',
    url: `${ADMIN}/imports`,
    ...multipart(
      { name, data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), type: 'text/csv' },
      { store_id: store },
    ),
  });
const productCount = async () =>
  (
    (await t.db.execute(
      sql`select count(*)::int n from products where store_id = ${storeId}`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows[0]!.n;
async function waitFor(id: string, status: string) {
  for (let i = 0; i < 200; i++) {
    const imp = (await call(t.app, admin, 'GET', `${ADMIN}/imports/${id}`)).json().import;
    if (imp.status === status) return imp;
    if (imp.status === 'failed' && status !== 'failed') throw new Error(JSON.stringify(imp.errors));
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} never reached ${status}`);
}

describe('CSV parsing', () => {
  it('reports line numbers as in the file, also after a quoted field spanning lines and with CRLF', () => {
    const csv = [
      'sku,title,price,inventory',
      'A-1,"Two',
      'line title",12.50,3',
      'A-2,Ok,1.999,2',
      '',
      'A-3,Ok,5,x',
      'A-1,Dup,5,1',
      'A-4,Short',
    ].join('\r\n');
    const { errors, products, total_rows } = parseProductCsv(csv);
    expect(total_rows).toBe(5);
    expect(products.map((p) => [p.line, p.sku])).toEqual([[2, 'A-1']]);
    expect(errors).toEqual([
      { line: 4, column: 'price', message: 'price has more than two decimals' },
      { line: 6, column: 'inventory', message: 'inventory must be a whole number' },
      { line: 7, column: 'sku', message: 'sku A-1 is already on line 2' },
      { line: 8, column: 'row', message: 'row has 2 fields, the header has 4' },
    ]);
  });

  it('refuses unknown columns and a missing sku column on line 1', () => {
    expect(parseProductCsv('title,colour\nA,b\n').errors).toEqual([
      { line: 1, column: 'colour', message: expect.stringContaining('unknown column') },
      { line: 1, column: 'sku', message: 'the file needs a sku column' },
    ]);
  });
});

describe('import', () => {
  it('dry run of 200 rows reports exactly the 3 bad rows by line and column, writing no product', async () => {
    const res = await upload(readFileSync(FIXTURE), 'product-import-200.csv');
    expect(res.statusCode, res.body).toBe(201);
    const imp = res.json().import;
    expect(imp).toMatchObject({
      status: 'checked',
      total_rows: 200,
      valid_rows: 197,
      invalid_lines: [14, 88, 153],
    });
    expect(imp.errors).toEqual([
      { line: 14, column: 'price', message: 'price must be a number' },
      { line: 88, column: 'sku', message: 'sku is required' },
      { line: 153, column: 'inventory', message: 'inventory cannot be negative' },
    ]);
    expect(await productCount()).toBe(0);
    const run = await call(t.app, admin, 'POST', `${ADMIN}/imports/${imp.id}/run`, {});
    expect(run.statusCode).toBe(400); // errors need skip_invalid
    expect(run.json().details.errors.skip_invalid).toBeDefined();
    const skip = await call(t.app, admin, 'POST', `${ADMIN}/imports/${imp.id}/run`, { skip_invalid: true });
    expect(skip.statusCode, skip.body).toBe(202);
    const done = await waitFor(imp.id, 'done');
    expect(done).toMatchObject({ processed_rows: 200, created_count: 197, updated_count: 0 });
    expect(await productCount()).toBe(197);
    expect(
      (await call(t.app, admin, 'POST', `${ADMIN}/imports/${imp.id}/run`, { skip_invalid: true })).statusCode,
    ).toBe(409);
    const list = (await call(t.app, admin, 'GET', `${ADMIN}/imports`)).json().imports;
    expect(list[0].id).toBe(imp.id);
  });

  it('a second file updates by SKU (case-insensitive) and creates the new ones', async () => {
    const csv = 'sku,price,inventory,status\nimp-0001,99.00,,archived\nNEW-1,5.00,3,active\n';
    const dry = (await upload(csv)).json().import;
    expect(dry.errors).toEqual([
      { line: 3, column: 'title', message: 'title is required for a new product' },
    ]);
    const fixed = (
      await upload(
        'sku,title,price,inventory,status\nimp-0001,,99.00,,archived\nNEW-1,New Thing,5.00,3,active\n',
      )
    ).json().import;
    expect(fixed.errors).toEqual([]);
    const run = await call(t.app, admin, 'POST', `${ADMIN}/imports/${fixed.id}/run`);
    expect(run.statusCode, run.body).toBe(202);
    expect(await waitFor(fixed.id, 'done')).toMatchObject({ created_count: 1, updated_count: 1 });
    const updated = (
      await call(t.app, admin, 'GET', `${ADMIN}/products?q=IMP-0001&store_id=${storeId}`)
    ).json().products[0];
    expect(updated).toMatchObject({
      sku: 'IMP-0001',
      title: 'Funding Readiness Checklist #1',
      price_cents: 9900,
      track_inventory: false,
      status: 'archived',
    });
  });

  it('past the error cap the summary line is not a file error: the valid rows still import', async () => {
    const bad = Array.from({ length: 1005 }, (_, i) => `CAP-BAD-${i},Bad ${i},abc,1,active`);
    const good = Array.from({ length: 2 }, (_, i) => `CAP-OK-${i},Good ${i},1.00,1,active`);
    const dry = (await upload(['sku,title,price,inventory,status', ...bad, ...good].join('\n'))).json()
      .import;
    expect(dry.errors.at(-1)).toMatchObject({ line: 0, message: '…and 5 more errors' });
    const run = await call(t.app, admin, 'POST', `${ADMIN}/imports/${dry.id}/run`, { skip_invalid: true });
    expect(run.statusCode, run.body).toBe(202);
    expect(await waitFor(dry.id, 'done')).toMatchObject({ created_count: 2 });
  });

  it('refuses a non-CSV file, a missing store and callers without ecommerce.manage', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await upload(png, 'products.csv')).statusCode).toBe(400);
    expect((await upload('sku\nA\n', 'p.csv', '99999999')).statusCode).toBe(404);
    expect((await upload('sku\nA\n', 'p.csv', 'abc')).statusCode).toBe(400);
    const funding = await makeUser(t.db, 'funding_team');
    expect((await call(t.app, funding, 'GET', `${ADMIN}/imports`)).statusCode).toBe(403);
    expect((await call(t.app, owner, 'GET', `${ADMIN}/stores`)).statusCode).toBe(403);
  });
});

describe('export', () => {
  it('round-trips through the import unchanged, with spreadsheet formulas neutralised', async () => {
    const { owner: o2, store } = await makeOwner(t.app, t.db);
    await makeProduct(t.app, o2, {
      title: '=HYPERLINK("http://evil.example","Click")',
      sku: 'F-1',
      price_cents: 1999,
      compare_at_cents: 2999,
      description_html: '<p>Line, with "quotes"</p>\n<ul><li>two</li></ul>',
      categories: ['Books', 'Gifts'],
      inventory_quantity: 4,
    });
    await makeProduct(t.app, o2, {
      title: 'Digital Thing',
      sku: '+SUM',
      price_cents: 500,
      track_inventory: false,
      status: 'draft',
    });
    const res = await call(t.app, admin, 'GET', `${ADMIN}/exports/products.csv?store_id=${store.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`products-${store.slug}.csv`);
    const csv = res.body;
    expect(csv.split('\r\n')[0]).toBe(
      'sku,title,description,price,compare_at_price,inventory,categories,status',
    );
    expect(csv).toContain(`'+SUM`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);

    const parsed = parseProductCsv(csv);
    expect(parsed.errors).toEqual([]);
    expect(parsed.products.map(({ line: _line, ...p }) => p)).toEqual([
      {
        sku: '+SUM',
        title: 'Digital Thing',
        description_html: '',
        price_cents: 500,
        compare_at_cents: null,
        inventory_quantity: null,
        categories: [],
        status: 'draft',
      },
      {
        sku: 'F-1',
        title: '=HYPERLINK("http://evil.example","Click")',
        description_html: '<p>Line, with "quotes"</p>\n<ul><li>two</li></ul>',
        price_cents: 1999,
        compare_at_cents: 2999,
        inventory_quantity: 4,
        categories: ['Books', 'Gifts'],
        status: 'active',
      },
    ]);
    // Importing the export into the same store updates both and changes nothing.
    const imp = (await upload(csv, 'export.csv', String(store.id))).json().import;
    await call(t.app, admin, 'POST', `${ADMIN}/imports/${imp.id}/run`);
    expect(await waitFor(imp.id, 'done')).toMatchObject({ created_count: 0, updated_count: 2 });
    expect((await call(t.app, admin, 'GET', `${ADMIN}/exports/products.csv?store_id=${store.id}`)).body).toBe(
      csv,
    );
  });
});

describe('admin stores and products', () => {
  it('lists stores with owner and counts; suspends and reactivates, audited', async () => {
    const res = await call(t.app, admin, 'GET', `${ADMIN}/stores?q=importing%20owner`);
    expect(res.statusCode).toBe(200);
    expect(res.json().stores).toHaveLength(1);
    expect(res.json().stores[0]).toMatchObject({
      id: storeId,
      owner_name: 'Importing Owner',
      suspended: false,
    });
    expect(res.json().stores[0].product_count).toBeGreaterThan(190);
    const bad = await call(t.app, admin, 'POST', `${ADMIN}/stores/${storeId}/suspend`, { reason: '' });
    expect(bad.statusCode).toBe(400);
    const s = await call(t.app, admin, 'POST', `${ADMIN}/stores/${storeId}/suspend`, {
      reason: 'Unpaid fees',
    });
    expect(s.json().store).toMatchObject({ suspended: true, suspended_reason: 'Unpaid fees' });
    expect(
      (await call(t.app, admin, 'GET', `${ADMIN}/stores?suspended=true`))
        .json()
        .stores.map((x: { id: number }) => x.id),
    ).toEqual([storeId]);
    const hub = (await call(t.app, owner, 'GET', '/api/ecommerce/my-store')).json();
    expect(hub.store).toMatchObject({ suspended: true, suspended_reason: 'Unpaid fees' });
    const r = await call(t.app, admin, 'POST', `${ADMIN}/stores/${storeId}/reactivate`);
    expect(r.json().store.suspended).toBe(false);
    expect(
      (await call(t.app, admin, 'POST', `${ADMIN}/stores/99999999/suspend`, { reason: 'abc' })).statusCode,
    ).toBe(404);
    const rows = (
      (await t.db.execute(
        sql`select action, after from audit_log where target_type = 'store' and target_id = ${String(storeId)} and action in ('store.suspended', 'store.reactivated') order by at`,
      )) as unknown as { rows: Array<{ action: string }> }
    ).rows.map((x) => x.action);
    expect(rows).toEqual(['store.suspended', 'store.reactivated']);
  });

  it('lists products across stores with a store filter and search', async () => {
    const all = (await call(t.app, admin, 'GET', `${ADMIN}/products?per_page=5`)).json();
    expect(all.total).toBeGreaterThan(197);
    const one = (
      await call(t.app, admin, 'GET', `${ADMIN}/products?store_id=${storeId}&q=new%20thing`)
    ).json();
    expect(one.products.map((p: { title: string; store_name: string }) => p.title)).toEqual(['New Thing']);
  });
});
