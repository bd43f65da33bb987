/**
 * Affiliates and the one commission ledger (issue 5/8, ADR 013), through the API on the embedded
 * database and on PostgreSQL: registration with a code, the attribution cookie, a store order
 * attributed at checkout and its commission frozen at the sale, approval after delivery and the
 * return window, payout batches, reversal before payout and a negative adjustment after it,
 * totals that are the sum of their entries, and a ledger the database keeps append-only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/day-series';
import { SESSION_COOKIE } from '../../platform/sessions';
import { call, makeOwner, makeProduct } from '../../testing/catalog';
import { checkoutBody, commerceTestApp, Shopper } from '../../testing/commerce';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { ledgerSweep } from './service';

let t: TestApp & { logs: string[] };
let owner: TestUser;
let admin: TestUser;
let store: { id: number };
let product: { id: string };
const affiliate = { email: `ava.affiliate.${Date.now()}@example.com`, password: 'affiliate-password-1' };
let code = '';
let affiliateCookie = '';

beforeAll(async () => {
  t = await commerceTestApp();
  ({ owner, store } = await makeOwner(t.app, t.db));
  admin = await makeUser(t.db, 'admin');
  product = await makeProduct(t.app, owner, {
    title: 'Ledger Tee',
    price_cents: 5000,
    inventory_quantity: 50,
  });
});
afterAll(() => t.close());

const as = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });

const mine = async (cookie: string) => (await as(cookie, 'GET', '/api/commissions')).json();

/** A visitor who came through the affiliate's link buys `quantity` tees; answers the order. */
async function referredOrder(quantity: number, buyer?: TestUser) {
  const s = new Shopper(t.app);
  if (buyer) s.signIn(buyer);
  const tracked = await s.call('POST', '/api/referrals/track', {
    code: code.toLowerCase(),
    path: `/travel/${code}`,
  });
  expect(tracked.statusCode, tracked.body).toBe(200);
  expect((await s.add(store.id, product.id, quantity)).statusCode).toBe(200);
  const res = await s.checkout(checkoutBody(store.id));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: string; number: string; subtotal_cents: number; total_cents: number };
}

const ownerAct = (orderId: string, action: string, body: object = {}) =>
  injectAs(t.app, owner, {
    method: 'POST',
    url: `/api/ecommerce/my-store/orders/${orderId}/${action}`,
    payload: body,
  });

describe('affiliates', () => {
  it('registers at /register with a code of their own, signed in at once', async () => {
    const res = await as(null, 'POST', '/api/travel/affiliates/register', {
      full_name: 'Ava Affiliate',
      email: affiliate.email,
      phone: '+1 555 010 0000',
      business_name: 'Ava Travels',
      password: affiliate.password,
    });
    expect(res.statusCode, res.body).toBe(201);
    code = res.json().affiliate.code;
    expect(code).toMatch(/^AVA[A-HJ-KM-NP-Z2-9]{4}$/);
    expect(res.json().affiliate.links).toEqual({ referral: `/ref/${code}`, travel: `/travel/${code}` });
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session?.httpOnly).toBe(true);
    affiliateCookie = `${SESSION_COOKIE}=${session!.value}`;
    const me = (await as(affiliateCookie, 'GET', '/api/affiliates/me')).json();
    expect(me.affiliate).toMatchObject({ code, display_name: 'Ava Affiliate', clicks: 0, status: 'active' });

    const again = await as(null, 'POST', '/api/travel/affiliates/register', {
      full_name: 'Someone Else',
      email: affiliate.email.toUpperCase(),
      phone: '',
      business_name: '',
      password: 'another-password-2',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.errors.email).toMatch(/already exists/);
    const bad = await as(null, 'POST', '/api/travel/affiliates/register', {
      full_name: 'Nul\u0000Byte',
      email: 'nul@example.com',
      phone: '',
      business_name: 'x'.repeat(121),
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sets an HttpOnly attribution cookie for 30 days from a link, counts the click, and ignores unknown codes', async () => {
    const res = await as(null, 'POST', '/api/referrals/track', { code, path: `/travel/${code}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      affiliate: { code, display_name: 'Ava Affiliate' },
      attribution_days: 30,
    });
    const cookie = res.cookies.find((c) => c.name === 'fp_ref');
    expect(cookie).toMatchObject({ value: code, httpOnly: true, maxAge: 30 * 24 * 3600, sameSite: 'Lax' });
    expect((await as(null, 'POST', '/api/referrals/track', { code: 'NOPE0000' })).statusCode).toBe(404);
    expect((await as(null, 'POST', '/api/referrals/track', { code: '<script>' })).statusCode).toBe(400);
    // The /ref/{code} page calls the same API: a second visit is a second click (last click wins).
    expect((await as(null, 'POST', '/api/referrals/track', { code, path: `/ref/${code}` })).statusCode).toBe(
      200,
    );
    expect((await as(affiliateCookie, 'GET', '/api/affiliates/me')).json().affiliate.clicks).toBe(2);
  });
});

describe('the ledger', () => {
  it('records a pending commission frozen at the sale for the affiliate whose link brought the buyer', async () => {
    const order = await referredOrder(2);
    expect(order.subtotal_cents).toBe(10_000);
    const ledger = await mine(affiliateCookie);
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.entries[0]).toMatchObject({
      source: 'store_order',
      source_id: order.id,
      source_label: `Order ${order.number}`,
      kind: 'commission',
      base_cents: 10_000,
      terms: { kind: 'rate', rate_bps: 1000 },
      basis: 'default',
      amount_cents: 1_000,
      status: 'pending',
      approvable_at: null,
    });
    expect(ledger.summary).toMatchObject({ pending_cents: 1_000, earned_cents: 1_000, entries: 1 });

    // Nobody else sees it; the admin ledger needs commissions.manage.
    const other = await makeUser(t.db, 'client');
    expect((await mine(other.cookie)).entries).toEqual([]);
    expect((await as(other.cookie, 'GET', '/api/admin/commissions')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/commissions')).statusCode).toBe(401);
    const all = (await as(admin.cookie, 'GET', `/api/admin/commissions?source=store_order`)).json();
    expect(all.entries.some((e: { source_id: string }) => e.source_id === order.id)).toBe(true);
  });

  it('pays nothing on an affiliate’s own purchase', async () => {
    const [row] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from users where lower(email) = lower(${affiliate.email})`),
    );
    const self = { ...(await makeUser(t.db, 'customer')), id: row!.id, cookie: affiliateCookie } as TestUser;
    const before = (await mine(affiliateCookie)).entries.length;
    await referredOrder(1, self);
    expect((await mine(affiliateCookie)).entries).toHaveLength(before);
  });

  it('approves after delivery and the return window, pays out over the minimum, and carries a refund after payout into the next payout', async () => {
    const order = await referredOrder(2);
    expect(
      (await ownerAct(order.id, 'fulfil', { carrier: 'UPS', tracking_number: '1Z999AA10123456784' }))
        .statusCode,
    ).toBe(200);
    expect((await ownerAct(order.id, 'deliver')).statusCode).toBe(200);
    const entry = (await mine(affiliateCookie)).entries.find(
      (e: { source_id: string }) => e.source_id === order.id,
    );
    expect(entry.status).toBe('pending');
    const due = new Date(entry.approvable_at).getTime();
    expect(due - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const cfg = t.app.deps.config.affiliates;
    expect((await ledgerSweep(t.db, cfg, new Date(due - 60_000))).approved).toBe(0);
    expect((await ledgerSweep(t.db, cfg, new Date(due + 60_000))).approved).toBe(1);

    // Below the minimum nothing is batched; at it, exactly the approved entry is.
    const high = await as(admin.cookie, 'POST', '/api/admin/commissions/payouts', { minimum_cents: 100_000 });
    expect(high.statusCode).toBe(409);
    const [a, b] = await Promise.all([
      as(admin.cookie, 'POST', '/api/admin/commissions/payouts', { minimum_cents: 500 }),
      as(admin.cookie, 'POST', '/api/admin/commissions/payouts', { minimum_cents: 500 }),
    ]);
    // Two admins at once: one batch, the other finds nothing left to pay.
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const payout = (a.statusCode === 201 ? a : b).json().payout;
    expect(payout).toMatchObject({ status: 'open', total_cents: 1_000, beneficiaries: 1, entries: 1 });
    const csv = await as(admin.cookie, 'GET', `/api/admin/commissions/payouts/${payout.id}/csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Ava Affiliate');
    expect(csv.body).toContain(',10.00');
    const paid = await as(admin.cookie, 'POST', `/api/admin/commissions/payouts/${payout.id}/paid`, {
      reference: 'ACH 2026-11-28',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payout).toMatchObject({ status: 'paid', reference: 'ACH 2026-11-28' });
    expect(
      (
        await as(admin.cookie, 'POST', `/api/admin/commissions/payouts/${payout.id}/paid`, {
          reference: 'again',
        })
      ).statusCode,
    ).toBe(409);

    // Half the order comes back after the payout: half the commission comes off the next one.
    const refund = await ownerAct(order.id, 'refund', {
      amount_cents: Math.round(order.total_cents / 2),
      reason: 'Returned one',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const ledger = await mine(affiliateCookie);
    const lines = ledger.entries.filter((e: { source_id: string }) => e.source_id === order.id);
    expect(
      lines
        .map((l: { kind: string; status: string; amount_cents: number }) => [
          l.kind,
          l.status,
          l.amount_cents,
        ])
        .sort(),
    ).toEqual([
      ['adjustment', 'approved', -500],
      ['commission', 'paid', 1_000],
    ]);
    expect(ledger.payouts).toEqual([expect.objectContaining({ id: payout.id, my_total_cents: 1_000 })]);
  });

  it('reverses the commission of an order cancelled before payout; every total is the sum of its entries', async () => {
    const order = await referredOrder(1);
    expect((await ownerAct(order.id, 'cancel', { reason: 'Changed their mind' })).statusCode).toBe(200);
    const ledger = await mine(affiliateCookie);
    const entry = ledger.entries.find((e: { source_id: string }) => e.source_id === order.id);
    expect(entry).toMatchObject({ status: 'reversed', amount_cents: 500 });

    const all = (await as(affiliateCookie, 'GET', '/api/commissions?per_page=100')).json();
    const sum = (status: string) =>
      all.entries
        .filter((e: { status: string }) => e.status === status)
        .reduce((n: number, e: { amount_cents: number }) => n + e.amount_cents, 0);
    for (const status of ['pending', 'approved', 'paid', 'reversed'])
      expect(all.summary[`${status}_cents`], status).toBe(sum(status));
    expect(all.summary.earned_cents).toBe(sum('pending') + sum('approved') + sum('paid'));
    expect(all.summary.entries).toBe(all.entries.length);
    // Filters narrow the list and its totals alike.
    const reversed = (await as(affiliateCookie, 'GET', '/api/commissions?status=reversed')).json();
    expect(reversed.entries.every((e: { status: string }) => e.status === 'reversed')).toBe(true);
    expect(reversed.summary.reversed_cents).toBe(sum('reversed'));
    expect((await as(affiliateCookie, 'GET', '/api/commissions?status=bogus')).statusCode).toBe(400);
  });

  it('pays nothing when the affiliate buys as a guest with their own e-mail', async () => {
    const before = (await mine(affiliateCookie)).entries.length;
    const s = new Shopper(t.app);
    await s.call('POST', '/api/referrals/track', { code });
    await s.add(store.id, product.id, 1);
    const res = await s.checkout(checkoutBody(store.id, { email: affiliate.email.toUpperCase() }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await mine(affiliateCookie)).entries).toHaveLength(before);
  });

  it('adjusts instead of reversing once the entry is in a batch (its CSV may be at the bank)', async () => {
    // Two tees: 10.00 of commission, netted with the 5.00 carried over from the refund after payout.
    const order = await referredOrder(2);
    await ownerAct(order.id, 'fulfil', { carrier: 'UPS', tracking_number: '1Z999AA10123456799' });
    await ownerAct(order.id, 'deliver');
    await ledgerSweep(t.db, t.app.deps.config.affiliates, new Date(Date.now() + 31 * 86_400_000));
    const batch = await as(admin.cookie, 'POST', '/api/admin/commissions/payouts', { minimum_cents: 0 });
    expect(batch.statusCode, batch.body).toBe(201);
    expect((await ownerAct(order.id, 'refund', {})).statusCode).toBe(200);
    const lines = (await mine(affiliateCookie)).entries.filter(
      (e: { source_id: string }) => e.source_id === order.id,
    );
    expect(lines.map((l: { kind: string; status: string }) => `${l.kind}:${l.status}`).sort()).toEqual([
      'adjustment:approved',
      'commission:approved',
    ]);
    const paid = await as(
      admin.cookie,
      'POST',
      `/api/admin/commissions/payouts/${batch.json().payout.id}/paid`,
      {
        reference: 'ACH 2',
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await mine(affiliateCookie)).entries.filter(
      (e: { source_id: string }) => e.source_id === order.id,
    );
    expect(after.find((l: { kind: string }) => l.kind === 'commission').status).toBe('paid');
    // The beneficiary sees their own share of each batch, nobody else's.
    const payouts = (await mine(affiliateCookie)).payouts;
    for (const p of payouts) expect(p.total_cents).toBe(p.my_total_cents);
  });

  it('keeps entries append-only: frozen money, final statuses, kept payouts', async () => {
    const [row] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from commission_entries where status = 'paid' limit 1`),
    );
    await expect(
      t.db.execute(sql`update commission_entries set amount_cents = 999999 where id = ${row!.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`update commission_entries set status = 'approved', payout_id = null where id = ${row!.id}`,
      ),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from commission_entries where id = ${row!.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate commission_entries cascade`)).rejects.toThrow();
    await expect(
      t.db.execute(sql`update commission_payouts set reference = 'changed' where status = 'paid'`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from commission_payouts`)).rejects.toThrow();
  });
});

describe('a product’s own commission rate', () => {
  it('pays each line at the rate frozen on it at checkout; a later change to the rate moves nothing', async () => {
    const rated = await makeProduct(t.app, owner, {
      title: 'Ledger Course',
      price_cents: 3000,
      inventory_quantity: 20,
      commission_rate_bps: 2500,
    });
    // The rate must be whole basis points between 0 and 100 %.
    for (const bad of [10_001, -1, 1.5, '10']) {
      const res = await call(t.app, owner, 'PATCH', `/api/ecommerce/my-store/products/${rated.id}`, {
        commission_rate_bps: bad,
      });
      expect(res.statusCode, String(bad)).toBe(400);
    }

    const s = new Shopper(t.app);
    expect((await s.call('POST', '/api/referrals/track', { code, path: '/' })).statusCode).toBe(200);
    expect((await s.add(store.id, rated.id, 1)).statusCode).toBe(200);
    expect((await s.add(store.id, product.id, 1)).statusCode).toBe(200);
    const res = await s.checkout(checkoutBody(store.id));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order as { id: string; subtotal_cents: number };
    expect(order.subtotal_cents).toBe(8000);

    const entryOf = async () =>
      (await mine(affiliateCookie)).entries.find(
        (e: { source_id: string; kind: string }) => e.source_id === order.id && e.kind === 'commission',
      );
    const entry = await entryOf();
    // 25 % of the course, the default 10 % of the tee.
    expect(entry).toMatchObject({
      base_cents: 8000,
      basis: 'item',
      terms: {
        kind: 'lines',
        lines: expect.arrayContaining([
          { base_cents: 3000, rate_bps: 2500 },
          { base_cents: 5000, rate_bps: 1000 },
        ]),
      },
      amount_cents: 750 + 500,
    });

    const changed = await call(t.app, owner, 'PATCH', `/api/ecommerce/my-store/products/${rated.id}`, {
      commission_rate_bps: 0,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().product.commission_rate_bps).toBe(0);
    expect((await entryOf()).amount_cents).toBe(1250);

    // Every line at one own rate: that rate on the whole base, no per-line list needed.
    const s2 = new Shopper(t.app);
    expect((await s2.call('POST', '/api/referrals/track', { code, path: '/' })).statusCode).toBe(200);
    expect((await s2.add(store.id, rated.id, 2)).statusCode).toBe(200);
    const second = await s2.checkout(checkoutBody(store.id));
    expect(second.statusCode, second.body).toBe(201);
    const free = (await mine(affiliateCookie)).entries.filter(
      (e: { source_id: string }) => e.source_id === second.json().order.id,
    );
    // A 0 % product earns nothing (no entry, or an entry of zero).
    expect(free.reduce((n: number, e: { amount_cents: number }) => n + e.amount_cents, 0)).toBe(0);
  });
});
