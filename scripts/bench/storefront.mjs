#!/usr/bin/env node
/**
 * Issue 4/8 target, on PostgreSQL with 10 000 active products in one store: the storefront's
 * product list (page 1, a category, a search) and product page answer with p95 < 30 ms. Each figure
 * is also printed as a ratio of a bare Fastify hello-world measured in the same run with the same
 * settings. Before measuring, EXPLAIN shows which indexes the list queries use.
 *
 * Env: BENCH_PRODUCTS (10000), BENCH_DURATION (s per run, 10), BENCH_CONNECTIONS (4).
 */
import path from 'node:path';
import pg from 'pg';
import {
  cannon,
  fmt,
  freshPostgres,
  measureRuns,
  startHelloWorld,
  startServer,
  stopProcess,
} from './lib.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
// A few concurrent shoppers per core, so p95 measures the request, not a queue.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const TARGET_P95_MS = 30;
const PORT = 3931;
const HELLO_PORT = 3932;
const base = `http://127.0.0.1:${PORT}`;

const run = (opts) => cannon({ connections: CONNECTIONS, duration: DURATION, ...opts });

/** 10 000 products in the demo client's store (seeded by the server), with varied fields. */
async function seedProducts(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const started = Date.now();
  const {
    rows: [store],
  } = await db.query(
    `select s.id from stores s join users u on u.id = s.owner_id where u.email = 'client@fundpath.test'`,
  );
  await db.query(
    `insert into products (store_id, title, slug, description_html, price_cents, compare_at_cents, sku,
                           track_inventory, inventory_quantity, categories, status, created_at, updated_at)
     select $1,
       (array['Business','Credit','Funding','Loan','Cash-Flow','Startup','Growth','Founder'])[1 + g % 8] || ' '
         || (array['Workbook','Template','Planner','Guide','Tee','Mug','Session','Checklist','Kit','Notebook'])[1 + (g / 8) % 10]
         || ' ' || g,
       'bench-product-' || g,
       '<p>Bench product ' || g || '.</p>',
       500 + (g * 37) % 20000,
       case when g % 7 = 0 then 30000 else null end,
       'BENCH-' || lpad(g::text, 6, '0'),
       g % 5 <> 0,
       (g * 13) % 40,
       array[(array['Books','Templates','Apparel','Coaching','Office','Gifts','Courses','Bundles'])[1 + g % 8]]
         || case when g % 4 = 0 then array['Sale'] else array[]::text[] end,
       case when g % 20 = 0 then 'draft' else 'active' end,
       now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, $2::int) g`,
    [store.id, PRODUCTS],
  );
  await db.query('vacuum analyze');
  const {
    rows: [probe],
  } = await db.query(
    `select id from products where store_id = $1 and status = 'active' order by created_at desc offset 500 limit 1`,
    [store.id],
  );
  // What the planner does with the list's queries (adjust indexes only when this shows a scan).
  const plans = {};
  const explain = async (label, q, params) => {
    const { rows } = await db.query(`explain ${q}`, params);
    plans[label] = rows
      .map((r) => r['QUERY PLAN'])
      .filter((l) => /Scan|Sort|Limit|Aggregate/.test(l))
      .map((l) => l.trim().replace(/\s+\(cost.*$/, ''))
      .join(' | ');
  };
  await explain(
    'list newest',
    `select id from products where store_id = $1 and status = 'active' order by created_at desc, id desc limit 24`,
    [store.id],
  );
  await explain(
    'category',
    `select id from products where store_id = $1 and status = 'active' and categories @> array['Sale']::text[] order by created_at desc, id desc limit 24`,
    [store.id],
  );
  await explain(
    'search',
    `select id from products where store_id = $1 and status = 'active' and (search @@ to_tsquery('simple', 'planner:*') or lower(sku) = 'planner') order by created_at desc, id desc limit 24`,
    [store.id],
  );
  await db.end();
  return { storeId: store.id, productId: probe.id, seconds: (Date.now() - started) / 1000, plans };
}

const database = await freshPostgres('fundpath_bench_storefront');
if (!database) {
  console.log('storefront: PostgreSQL not reachable; this benchmark needs it (skipped)');
  process.exit(0);
}

let server;
let hello;
let failed = false;
try {
  [server, hello] = await Promise.all([
    startServer(
      PORT,
      {
        SEED_DEMO: 'true',
        APP_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
        DATABASE_URL: database.url,
        DATA_DIR: path.join(root, 'data', `bench-storefront-${Date.now()}`),
      },
      120_000,
    ),
    startHelloWorld(HELLO_PORT),
  ]);
  const seeded = await seedProducts(database.url);
  console.log(
    `seeded ${fmt(PRODUCTS)} products in store ${seeded.storeId} in ${seeded.seconds.toFixed(1)} s; ${CONNECTIONS} connections × ${DURATION} s per run`,
  );
  for (const [label, plan] of Object.entries(seeded.plans)) console.log(`  plan ${label.padEnd(12)} ${plan}`);

  const products = `${base}/api/ecommerce/stores/${seeded.storeId}/products`;
  const runs = [
    ['hello-world (baseline)', { url: `http://127.0.0.1:${HELLO_PORT}/hello` }],
    ['list: page 1', { url: products }],
    ['list: category Sale, page 3', { url: `${products}?category=Sale&page=3` }],
    ['list: search "planner"', { url: `${products}?q=planner` }],
    ['list: in stock, price asc', { url: `${products}?in_stock=true&sort=price_asc&min_price_cents=1000` }],
    ['product page', { url: `${products}/${seeded.productId}` }],
  ];
  const measured = await measureRuns(runs, run);
  const { results } = measured;
  if (measured.failed) failed = true;
  const baseline = results[0][1];
  console.log(
    `\n${'run'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}  p95 vs hello-world`,
  );
  for (const [label, r] of results) {
    const ratio = r.p95 / Math.max(baseline.p95, 0.5);
    const verdict = label.startsWith('hello') ? '' : r.p95 < TARGET_P95_MS ? 'PASS' : 'MISS';
    if (verdict === 'MISS') failed = true;
    console.log(
      `${label.padEnd(30)} ${fmt(r.requests.average).padStart(8)} ${fmt(r.p50, 1).padStart(7)} ${fmt(r.p95, 1).padStart(7)}  ${ratio.toFixed(1)}× ${verdict}`,
    );
  }
  console.log(`storefront: ${failed ? 'MISS' : 'PASS'} (target p95 < ${TARGET_P95_MS} ms)`);
} finally {
  await Promise.all([stopProcess(server), stopProcess(hello)]);
  await database.drop();
}
process.exit(failed ? 1 : 0);
