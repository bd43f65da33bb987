import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../db/schema/leads';
import { cookieFrom } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-users';
import { seedLeadsDemo } from './leads-demo';

/** The lead pipeline's demo: twelve leads across the stages, on the board for funding@, once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
});
afterAll(() => t.close());

describe('leads demo', () => {
  it('fills the board and is idempotent', async () => {
    await seedLeadsDemo(t.db);
    await seedLeadsDemo(t.db);
    const [row] = await t.db.select({ n: count() }).from(leads);
    expect(row!.n).toBe(12);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'funding@fundpath.test', password: DEMO_PASSWORD },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/leads/board',
      headers: { cookie: cookieFrom(login) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json();
    expect(board.columns.map((c: { leads: unknown[] }) => c.leads.length)).toEqual([3, 3, 1, 1]);
    expect(board.totals.won.count).toBe(2);
    expect(board.totals.lost.count).toBe(2);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/leads/board?owner=me',
      headers: { cookie: cookieFrom(login) },
    });
    expect(mine.json().totals.open.count).toBe(3);
  });
});
