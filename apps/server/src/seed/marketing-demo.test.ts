import type { MarketingKit } from '@fundpath/contracts/marketing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCookie } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-users';
import { seedMarketingDemo } from './marketing-demo';

/** The marketing demo: Jordan's links have visits, and every count shown is the sum of its series. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
});
afterAll(() => t.close());

describe('marketing demo', () => {
  it('gives Jordan’s links two months of visits, once, consistent with the series', async () => {
    const written = await seedMarketingDemo(t.db);
    expect(written).toBeGreaterThan(100);
    expect(await seedMarketingDemo(t.db)).toBe(0);

    const cookie = await signInCookie(t.app, 'client@fundpath.test', DEMO_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: '/api/marketing/links', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const kit: MarketingKit = res.json();
    const live = kit.links.filter((l) => l.state === 'live');
    expect(live.length).toBeGreaterThan(0);
    for (const link of live) {
      expect(link.clicks.last_30_days).toBeGreaterThan(0);
      expect(link.clicks.last_30_days).toBe(link.clicks.series.reduce((n, d) => n + d.clicks, 0));
      expect(link.clicks.qr_last_30_days).toBe(link.clicks.series.reduce((n, d) => n + d.qr, 0));
      expect(link.clicks.total).toBeGreaterThan(link.clicks.last_30_days);
    }
    expect(kit.totals.total).toBe(written);
    expect(kit.totals.last_30_days).toBe(kit.totals.series.reduce((n, d) => n + d.clicks, 0));
    expect(kit.totals.qr_last_30_days).toBeGreaterThan(0);
  });
});
