import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCookie } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedAnalyticsDemo } from './analytics-demo';
import { DEMO_POSTAL_ADDRESS, seedCampaignsDemo } from './campaigns-demo';
import { seedClientsDemo } from './clients-demo';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-users';
import { ensureJourneyContent } from './journey';

/** `/email-campaigns` demo: segments, a sent campaign whose stats add up, a scheduled one, suppressions; once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureJourneyContent(t.db);
  await seedDemoUsers(t.db);
  await seedAnalyticsDemo(t.db);
  await seedClientsDemo(t.db);
}, 300_000);
afterAll(() => t.close());

describe('seedCampaignsDemo', () => {
  it('seeds once, and funding@ sees consistent stats', async () => {
    expect(await seedCampaignsDemo(t.db)).toBe(4);
    expect(await seedCampaignsDemo(t.db)).toBe(0);
    const headers = { cookie: await signInCookie(t.app, 'funding@fundpath.test', DEMO_PASSWORD) };
    const list = (await t.app.inject({ method: 'GET', url: '/api/campaigns', headers })).json();
    expect(list.campaigns.map((c: { status: string }) => c.status).sort()).toEqual([
      'draft',
      'scheduled',
      'sent',
    ]);
    const sent = list.campaigns.find((c: { status: string }) => c.status === 'sent');
    const stats = (
      await t.app.inject({ method: 'GET', url: `/api/campaigns/${sent.id}/stats`, headers })
    ).json();
    expect(stats.stats.delivered).toBeGreaterThan(3);
    expect(stats.stats.opened).toBeGreaterThan(0);
    expect(stats.stats.opened).toBeLessThanOrEqual(stats.stats.delivered);
    expect(stats.stats).toMatchObject({ unsubscribed: 1, bounced: 1 });
    expect(stats.bucket).toBe('day');
    const sum = (k: string) => stats.series.reduce((n: number, p: Record<string, number>) => n + p[k]!, 0);
    expect(sum('delivered')).toBe(stats.stats.delivered);
    expect(sum('opened')).toBe(stats.stats.opened);
    expect(sum('bounced')).toBe(1);
    const segments = (await t.app.inject({ method: 'GET', url: '/api/campaigns/segments', headers })).json();
    expect(segments.segments).toHaveLength(4);
    const supp = (await t.app.inject({ method: 'GET', url: '/api/campaigns/suppressions', headers })).json();
    expect(supp.total).toBeGreaterThanOrEqual(5);
    const preview = (
      await t.app.inject({ method: 'GET', url: `/api/campaigns/${sent.id}/preview`, headers })
    ).json();
    expect(preview.preview.html).toContain(DEMO_POSTAL_ADDRESS.split('\n')[1]);
  });
});
