import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedAnalyticsDemo } from './analytics-demo';
import { seedClientsDemo } from './clients-demo';
import { seedDemoUsers } from './demo-users';
import { ensureJourneyContent } from './journey';
import { seedWorkspaceAnalyticsDemo } from './workspace-analytics-demo';

/** The `/analytics` demo: approvals waiting in every age bucket, one of them Finley's, seeded once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureJourneyContent(t.db);
  await seedDemoUsers(t.db);
  await seedAnalyticsDemo(t.db);
  await seedClientsDemo(t.db);
}, 300_000);
afterAll(() => t.close());

describe('seedWorkspaceAnalyticsDemo', () => {
  it('puts three clients in the approval queue, once, and funding@ sees them on /analytics', async () => {
    expect(await seedWorkspaceAnalyticsDemo(t.db)).toBe(3);
    expect(await seedWorkspaceAnalyticsDemo(t.db)).toBe(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'funding@fundpath.test', password: 'fundpath-demo-2026' },
    });
    const headers = { cookie: cookieFrom(login) };
    const team = await t.app.inject({ method: 'GET', url: '/api/staff-analytics', headers });
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json().approvals_waiting).toMatchObject({
      count: 3,
      buckets: { under_1d: 1, d1_3: 1, over_3d: 1 },
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/staff-analytics?scope=me', headers });
    expect(mine.json().approvals_waiting).toMatchObject({ count: 1, buckets: { under_1d: 1 } });
  });
});
