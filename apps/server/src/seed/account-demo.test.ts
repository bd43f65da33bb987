import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/day-series';
import { createSession, SESSION_COOKIE } from '../platform/sessions';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedAccountDemo } from './account-demo';
import { seedDemoUsers } from './demo-users';

let t: TestApp;
let written: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  written = await seedAccountDemo(t.db);
});
afterAll(() => t.close());

describe('account demo seed', () => {
  it('signs Morgan in on two other devices, once, listed by the real API', async () => {
    expect(written).toBe(4);
    expect(await seedAccountDemo(t.db)).toBe(0);
    const [morgan] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from users where email = 'member@fundpath.test'`),
    );
    const { token } = await createSession(t.db, morgan!.id, { ip: null, userAgent: null });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().sessions.map((s: { device: string; current: boolean }) => [s.device, s.current]),
    ).toEqual([
      ['Unknown device', true],
      ['Safari on iOS', false],
      ['Firefox on Windows', false],
    ]);
  });
});
