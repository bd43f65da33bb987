import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ARCHIVED_PLAN_MESSAGE, monthlyCents, PLAN_IN_USE_MESSAGE } from './service';

/**
 * `/admin/subscription-settings` end to end: admins only; plan CRUD with field errors, archive
 * instead of deleting a plan in use; assigning and changing a client's plan; the client list
 * filtered and paged on the server; the MRR summary whose total is the sum of its rows; audit rows.
 */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let clients: TestUser[];
const BASE = '/api/admin/subscriptions';

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  funding = await makeUser(t.db, 'funding_team');
  clients = [];
  for (const name of ['Ada Lovelace', 'Ben Okafor', 'Cleo Park', 'Dev Shah'])
    clients.push(await makeUser(t.db, 'client', { display_name: name }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const as = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const newPlan = async (body: Record<string, unknown>) => {
  const res = await as(admin, 'POST', `${BASE}/plans`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().plan as { id: string; name: string };
};
const actions = async (targetId: string) =>
  (
    (await t.db.execute(
      sql`select action from audit_log where target_id = ${targetId} order by at`,
    )) as unknown as {
      rows: Array<{ action: string }>;
    }
  ).rows.map((r) => r.action);

describe('who may manage plans', () => {
  it('refuses everyone but admins', async () => {
    expect((await as(null, 'GET', `${BASE}/plans`)).statusCode).toBe(401);
    expect((await as(funding, 'GET', `${BASE}/plans`)).statusCode).toBe(403);
    expect((await as(funding, 'GET', `${BASE}/clients`)).statusCode).toBe(403);
    expect((await as(funding, 'GET', `${BASE}/mrr`)).statusCode).toBe(403);
    expect(
      (await as(funding, 'POST', `${BASE}/plans`, { name: 'Sneaky', price_cents: 0, interval: 'month' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await as(clients[0]!, 'PUT', `${BASE}/clients/${clients[0]!.id}`, {
          plan_id: '00000000-0000-4000-8000-000000000000',
          status: 'active',
          started_on: '2026-01-01',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('plans', () => {
  it('creates, edits, archives and deletes plans, with field errors and audit rows', async () => {
    const plan = await newPlan({
      name: 'Starter',
      price_cents: 4900,
      interval: 'month',
      features: ['AI coach', 'Credit monitoring'],
      trial_days: 14,
    });
    expect(plan).toMatchObject({ status: 'active', subscribers: 0, trial_days: 14 });
    const dup = await as(admin, 'POST', `${BASE}/plans`, {
      name: 'starter',
      price_cents: 1,
      interval: 'month',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details.errors.name).toBeTruthy();
    for (const bad of [
      { name: 'X', price_cents: 100, interval: 'month' },
      { name: 'Neg', price_cents: -1, interval: 'month' },
      { name: 'Frac', price_cents: 10.5, interval: 'month' },
      { name: 'Huge', price_cents: 2 ** 40, interval: 'month' },
      { name: 'Weekly', price_cents: 100, interval: 'week' },
      { name: 'Trial', price_cents: 100, interval: 'month', trial_days: 400 },
      { name: 'Nul\u0000', price_cents: 100, interval: 'month' },
    ])
      expect((await as(admin, 'POST', `${BASE}/plans`, bad)).statusCode, JSON.stringify(bad)).toBe(400);

    const edited = await as(admin, 'PATCH', `${BASE}/plans/${plan.id}`, { price_cents: 5900 });
    expect(edited.json().plan.price_cents).toBe(5900);
    expect((await as(admin, 'PATCH', `${BASE}/plans/${plan.id}`, {})).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await as(admin, 'PATCH', `${BASE}/plans/${unknown}`, { price_cents: 1 })).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', `${BASE}/plans/${unknown}`)).statusCode).toBe(404);
    await as(admin, 'PATCH', `${BASE}/plans/${plan.id}`, { status: 'archived' });
    expect((await as(admin, 'DELETE', `${BASE}/plans/${plan.id}`)).statusCode).toBe(200);
    expect(await actions(plan.id)).toEqual(['plan.created', 'plan.updated', 'plan.archived', 'plan.deleted']);
  });
});

describe('client plans and MRR', () => {
  it('assigns and changes plans, filters and pages the list, and sums MRR from its rows', async () => {
    const [a, b, c, d] = clients as [TestUser, TestUser, TestUser, TestUser];
    const monthly = await newPlan({ name: 'Growth', price_cents: 9900, interval: 'month' });
    const yearly = await newPlan({ name: 'Pro yearly', price_cents: 99_900, interval: 'year' });
    const assign = (user: TestUser, plan_id: string, status: string, started_on = '2026-03-01') =>
      as(admin, 'PUT', `${BASE}/clients/${user.id}`, { plan_id, status, started_on });

    const first = await assign(a, monthly.id, 'active');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().client).toMatchObject({
      plan_name: 'Growth',
      status: 'active',
      started_on: '2026-03-01',
    });
    await assign(b, yearly.id, 'active');
    await assign(c, yearly.id, 'trialing');
    await assign(d, monthly.id, 'past_due');
    // A change of plan is its own audit entry, with before and after.
    await assign(a, yearly.id, 'active', '2026-04-01');
    expect(await actions(a.id)).toEqual(['subscription.assigned', 'subscription.changed']);

    const yearlyClients = (await as(admin, 'GET', `${BASE}/clients?plan=${yearly.id}`)).json();
    expect(yearlyClients.total).toBe(3);
    const trialing = (await as(admin, 'GET', `${BASE}/clients?status=trialing`)).json();
    expect(trialing.clients.map((r: { user_id: string }) => r.user_id)).toEqual([c.id]);
    const page = (await as(admin, 'GET', `${BASE}/clients?per_page=2&page=2&q=a`)).json();
    expect(page.clients).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const noPlan = await makeUser(t.db, 'client', { display_name: 'Zed No-plan' });
    const none = (await as(admin, 'GET', `${BASE}/clients?plan=none`)).json();
    expect(none.clients.map((r: { user_id: string }) => r.user_id)).toContain(noPlan.id);
    expect(none.clients.every((r: { plan_id: string | null }) => r.plan_id === null)).toBe(true);

    const mrr = (await as(admin, 'GET', `${BASE}/mrr`)).json();
    expect(mrr.counted_statuses).toEqual(['active', 'past_due']);
    const byName = Object.fromEntries(mrr.rows.map((r: { plan_name: string }) => [r.plan_name, r]));
    // Growth: Dev (past due). Pro yearly: Ada and Ben; Cleo is trialing and not counted.
    expect(byName.Growth).toMatchObject({ subscribers: 1, monthly_cents: 9900, mrr_cents: 9900 });
    expect(byName['Pro yearly']).toMatchObject({ subscribers: 2, monthly_cents: 8325, mrr_cents: 16_650 });
    expect(mrr.total_cents).toBe(
      mrr.rows.reduce((s: number, r: { mrr_cents: number }) => s + r.mrr_cents, 0),
    );

    // A plan in use cannot be deleted; archived, it stays on its clients but takes nobody new.
    const del = await as(admin, 'DELETE', `${BASE}/plans/${monthly.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(PLAN_IN_USE_MESSAGE);
    await as(admin, 'PATCH', `${BASE}/plans/${monthly.id}`, { status: 'archived' });
    const refused = await assign(noPlan, monthly.id, 'active');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ARCHIVED_PLAN_MESSAGE);
    expect((await assign(d, monthly.id, 'active')).statusCode).toBe(200);
    const plans = (await as(admin, 'GET', `${BASE}/plans`)).json().plans;
    expect(plans.find((p: { id: string }) => p.id === yearly.id).subscribers).toBe(3);
  });

  it('answers 404 for non-clients and unknown users, 400 for bad dates and plans', async () => {
    const plan = await newPlan({ name: 'Basic', price_cents: 1900, interval: 'month' });
    const body = { plan_id: plan.id, status: 'active', started_on: '2026-05-01' };
    expect((await as(admin, 'PUT', `${BASE}/clients/${funding.id}`, body)).statusCode).toBe(404);
    expect(
      (await as(admin, 'PUT', `${BASE}/clients/00000000-0000-4000-8000-000000000000`, body)).statusCode,
    ).toBe(404);
    const c = clients[0]!;
    for (const started_on of ['2026-02-30', '01/05/2026', '1999-12-31', ''])
      expect((await as(admin, 'PUT', `${BASE}/clients/${c.id}`, { ...body, started_on })).statusCode).toBe(
        400,
      );
    const missing = await as(admin, 'PUT', `${BASE}/clients/${c.id}`, {
      ...body,
      plan_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.errors.plan_id).toBeTruthy();
    expect((await as(admin, 'GET', `${BASE}/clients?per_page=1000`)).statusCode).toBe(400);
    expect((await as(admin, 'GET', `${BASE}/clients?status=free`)).statusCode).toBe(400);
    expect((await as(admin, 'GET', `${BASE}/clients?q=${encodeURIComponent('%_')}`)).json().total).toBe(0);
  });

  it('spreads yearly prices over twelve months', () => {
    expect(monthlyCents({ price_cents: 99_900, interval: 'year' })).toBe(8325);
    expect(monthlyCents({ price_cents: 1000, interval: 'year' })).toBe(83);
    expect(monthlyCents({ price_cents: 4900, interval: 'month' })).toBe(4900);
  });
});
