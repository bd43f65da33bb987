#!/usr/bin/env node
/**
 * Issue 4/8 targets for the cart and checkout, on PostgreSQL:
 * - add-to-cart (`POST /api/ecommerce/cart`, guests adding to carts they already have) p95 < 20 ms;
 * - checkout throughput: buyers with one item each checking out in parallel with the offline test
 *   provider, once with ample stock and once with stock contention (many buyers, few units), where
 *   exactly the units in stock must be sold and every other buyer told 409.
 * Every figure is also printed as a ratio of a bare Fastify hello-world (and `GET /api/health`,
 * one database round trip) measured in the same run with the same settings.
 *
 * Shoppers come from many addresses (X-Forwarded-For behind TRUST_PROXY), as a storefront's do,
 * so the per-IP cart and checkout limits apply per shopper, not to the benchmark as a whole.
 *
 * Env: BENCH_DURATION (s per latency run, 10), BENCH_CONNECTIONS (latency runs, 4),
 * BENCH_BUYERS (per checkout run, 400), BENCH_UNITS (units for the contended run, 40),
 * BENCH_CHECKOUT_CONNECTIONS (50), BENCH_PORT (3313).
 */
import { createServer } from 'node:net';
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

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 400);
const UNITS = Number(process.env.BENCH_UNITS ?? 40);
const CHECKOUT_CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3313);
const TARGET_ADD_P95_MS = 20;
const base = `http://127.0.0.1:${PORT}`;
/** Guests that already have a cart; the add-to-cart run cycles through them. */
const GUESTS = 500;
const CATALOG = 50;

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** autocannon with this run's connections, for DURATION seconds unless it sends an `amount`. */
const run = (opts) =>
  cannon({ connections: CONNECTIONS, ...(opts.amount ? {} : { duration: DURATION }), ...opts });

/** A bench store owner, a live store and its products, straight into the tables. */
async function seedStore(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const {
    rows: [owner],
  } = await db.query(`insert into users (email, password_hash, role, display_name)
    values ('bench.store.owner@bench.fundpath.test', 'not-a-hash', 'client', 'Bench Store Owner') returning id`);
  const {
    rows: [store],
  } = await db.query(
    `insert into stores (owner_id, slug, store_name, status) values ($1, 'bench-store', 'Bench Store', 'live') returning id`,
    [owner.id],
  );
  const { rows: catalog } = await db.query(
    `insert into products (store_id, title, slug, price_cents, sku, track_inventory, inventory_quantity, status, categories)
     select $1, 'Bench Product ' || g, 'bench-product-' || g, 500 + g * 37, 'BP-' || g, true, 1000000, 'active', array['Bench']
     from generate_series(1, $2::int) g returning id`,
    [store.id, CATALOG],
  );
  const insertOne = async (title, units) =>
    (
      await db.query(
        `insert into products (store_id, title, slug, price_cents, sku, track_inventory, inventory_quantity, status)
         values ($1, $2, lower(replace($2, ' ', '-')), 2500, upper(replace($2, ' ', '-')), true, $3, 'active') returning id`,
        [store.id, title, units],
      )
    ).rows[0].id;
  const ample = await insertOne('Plenty Tee', 1_000_000);
  const scarce = await insertOne('Limited Drop', UNITS);
  await db.query('vacuum analyze');
  return { db, storeId: store.id, catalog: catalog.map((r) => r.id), ample, scarce };
}

let ipCounter = 0;
/** A shopper at an address of its own, with the cart cookie the server gave it. */
async function newGuest(storeId, productId, quantity = 1) {
  ipCounter += 1;
  const ip = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  const res = await fetch(`${base}/api/ecommerce/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ store_id: storeId, product_id: productId, quantity }),
  });
  if (!res.ok) throw new Error(`add to cart: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('fp_cart='))
    ?.split(';')[0];
  if (!cookie) throw new Error('no fp_cart cookie');
  const cart = await res.json();
  return { ip, cookie, total: cart.total_cents };
}

async function inBatches(n, size, make) {
  const out = [];
  for (let i = 0; i < n; i += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, j) => make(i + j)))));
  }
  return out;
}

const checkoutBody = (storeId, i, total) =>
  JSON.stringify({
    store_id: storeId,
    email: `bench.buyer.${i}@example.com`,
    phone: '',
    shipping_address: {
      name: 'Bench Buyer',
      line1: '1 Load Street',
      line2: '',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'US',
    },
    payment: {
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
    },
    expected_total_cents: total,
  });

/** Every buyer checks out once, `CHECKOUT_CONNECTIONS` at a time. */
async function checkoutRun(storeId, productId) {
  const buyers = await inBatches(BUYERS, 50, () => newGuest(storeId, productId));
  let next = 0;
  const started = Date.now();
  const result = await run({
    url: base,
    connections: CHECKOUT_CONNECTIONS,
    amount: BUYERS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = next++;
          const b = buyers[i % buyers.length];
          return {
            ...req,
            path: '/api/ecommerce/checkout',
            headers: {
              'content-type': 'application/json',
              cookie: b.cookie,
              'x-forwarded-for': b.ip,
              'idempotency-key': `bench-${productId.slice(0, 8)}-${i}`,
            },
            body: checkoutBody(storeId, i, b.total),
          };
        },
      },
    ],
  });
  const seconds = (Date.now() - started) / 1000;
  return { ...result, perSecond: BUYERS / seconds, seconds };
}

const database = await freshPostgres('fundpath_bench_commerce');
if (!database) {
  console.log('commerce: PostgreSQL not reachable; this benchmark needs it (skipped)');
  process.exit(0);
}

let server;
let hello;
let seeded;
let failed = false;
try {
  const helloPort = await freePort();
  server = await startServer(PORT, {
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    PAYMENTS_PROVIDER: 'test',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    DATABASE_URL: database.url,
  });
  hello = await startHelloWorld(helloPort);
  seeded = await seedStore(database.url);
  const { storeId, catalog } = seeded;
  const guests = await inBatches(GUESTS, 50, (i) => newGuest(storeId, catalog[i % catalog.length], 1));
  console.log(
    `store with ${CATALOG} products, ${GUESTS} guest carts; ${CONNECTIONS} connections × ${DURATION} s per latency run`,
  );

  let n = 0;
  const addToCart = {
    url: base,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = n++;
          const g = guests[i % guests.length];
          return {
            ...req,
            path: '/api/ecommerce/cart',
            headers: { 'content-type': 'application/json', cookie: g.cookie, 'x-forwarded-for': g.ip },
            body: JSON.stringify({
              store_id: storeId,
              product_id: catalog[(i * 7) % catalog.length],
              quantity: 1,
            }),
          };
        },
      },
    ],
  };
  const runs = [
    ['hello-world (baseline)', { url: `http://127.0.0.1:${helloPort}/hello` }],
    ['health (one db round trip)', { url: `${base}/api/health` }],
    ['add to cart (guest, own cart)', addToCart],
    [
      'cart read (guest)',
      {
        url: base,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const g = guests[n++ % guests.length];
              return { ...req, path: `/api/ecommerce/cart/${storeId}`, headers: { cookie: g.cookie } };
            },
          },
        ],
      },
    ],
  ];
  const measured = await measureRuns(runs, run, 2);
  const { results } = measured;
  if (measured.failed) failed = true;
  const hw = results[0][1];
  console.log(
    `\n${'run'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}  p95 vs hello-world  req/s vs hello-world`,
  );
  for (const [label, r] of results) {
    const verdict = label.startsWith('add to cart') ? (r.p95 < TARGET_ADD_P95_MS ? 'PASS' : 'MISS') : '';
    if (verdict === 'MISS') failed = true;
    console.log(
      `${label.padEnd(32)} ${fmt(r.requests.average).padStart(8)} ${fmt(r.p50, 1).padStart(7)} ${fmt(r.p95, 1).padStart(7)}  ` +
        `${(r.p95 / Math.max(hw.p95, 0.5)).toFixed(1).padStart(5)}×             ${(r.requests.average / hw.requests.average).toFixed(3)}  ${verdict}`,
    );
  }

  // Checkout: ample stock, then many buyers for few units.
  console.log(`\ncheckout: ${BUYERS} buyers, one unit each, ${CHECKOUT_CONNECTIONS} at a time`);
  const ample = await checkoutRun(storeId, seeded.ample);
  const scarce = await checkoutRun(storeId, seeded.scarce);
  const {
    rows: [sold],
  } = await seeded.db.query(
    `select (select inventory_quantity from products where id = $1) stock,
            (select count(*)::int from orders o join order_lines l on l.order_id = o.id
              where l.product_id = $1 and o.status = 'paid') paid,
            (select count(*)::int from orders o join order_lines l on l.order_id = o.id
              where l.product_id = $1) placed`,
    [seeded.scarce],
  );
  const amplePaid = ample.statuses[201] ?? 0;
  const scarcePaid = scarce.statuses[201] ?? 0;
  const scarceRefused = scarce.statuses[409] ?? 0;
  const ampleOk = amplePaid === BUYERS && ample.errors === 0;
  const scarceOk =
    scarcePaid === UNITS &&
    scarceRefused === BUYERS - UNITS &&
    sold.stock === 0 &&
    sold.paid === UNITS &&
    sold.placed === UNITS &&
    scarce.errors === 0;
  if (!ampleOk || !scarceOk) failed = true;
  for (const [label, r, ok, note] of [
    ['ample stock', ample, ampleOk, `${amplePaid} paid`],
    [
      `${UNITS} units for ${BUYERS}`,
      scarce,
      scarceOk,
      `${scarcePaid} paid, ${scarceRefused} × 409, stock left ${sold.stock}, orders ${sold.placed}`,
    ],
  ]) {
    console.log(
      `  ${label.padEnd(22)} ${fmt(r.perSecond, 1).padStart(7)} checkouts/s (${(r.perSecond / hw.requests.average).toFixed(4)} of hello-world req/s), ` +
        `p50 ${fmt(r.p50, 1)} ms, p95 ${fmt(r.p95, 1)} ms (${(r.p95 / Math.max(hw.p95, 0.5)).toFixed(0)}× hello-world); ${note} ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(`commerce: ${failed ? 'MISS' : 'PASS'}`);
} finally {
  await seeded?.db.end();
  await stopProcess(server);
  await stopProcess(hello);
  await database.drop();
}
process.exit(failed ? 1 : 0);
