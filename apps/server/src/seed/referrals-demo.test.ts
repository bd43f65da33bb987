import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/day-series';
import { createSession, SESSION_COOKIE } from '../platform/sessions';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedBookingsDemo } from './bookings-demo';
import { seedContractsDemo } from './contracts-demo';
import { seedDemoUsers } from './demo-users';
import { seedMarketplaceDemo } from './marketplace-demo';
import { seedReferralsDemo } from './referrals-demo';

let t: TestApp;
let written: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  await seedContractsDemo(t.db);
  await seedMarketplaceDemo(t.db);
  await seedBookingsDemo(t.db);
  written = await seedReferralsDemo(t.db);
});
afterAll(() => t.close());

describe('referrals demo seed', () => {
  it('gives Alex referred members and specialists with a commission, once', async () => {
    expect(written).toBe(4);
    expect(await seedReferralsDemo(t.db)).toBe(0);
    const [alex] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from users where email = 'affiliate@fundpath.test'`),
    );
    const { token } = await createSession(t.db, alex!.id, { ip: null, userAgent: null });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/affiliates/me/referrals',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ all: 4, member: 2, specialist: 2 });
    const jamie = body.referrals.find((r: { display_name: string }) => r.display_name === 'Jamie C.');
    expect(jamie.bookings_completed).toBeGreaterThan(0);
    expect(jamie.commission_cents).toBeGreaterThan(0);
    expect(body.totals.commission_cents).toBe(jamie.commission_cents);
  });
});
