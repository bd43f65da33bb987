import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSubscriptions, subscriptionPlans, wikiPageRevisions, wikiPages } from '../db/schema';
import { cookieFrom } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemoUsers } from './demo-users';
import { seedProjectDocsDemo } from './project-docs-demo';
import { seedSubscriptionsDemo } from './subscriptions-demo';

/** The demo project docs and plans: what the admin screens open on, and that they seed once. */
let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@fundpath.test', password: 'fundpath-demo-2026' },
  });
  admin = { cookie: cookieFrom(res) };
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

describe('seedProjectDocsDemo', () => {
  it('seeds a tree of pages with revision histories by staff, once', async () => {
    await seedProjectDocsDemo(t.db);
    await seedProjectDocsDemo(t.db);
    expect((await t.db.select({ n: count() }).from(wikiPages))[0]!.n).toBe(7);
    const pages = (await get('/api/admin/project-docs/pages')).json().pages as Array<{
      id: string;
      title: string;
      parent_id: string | null;
      revision: number;
    }>;
    const onboarding = pages.find((p) => p.title === 'Onboarding a new client')!;
    expect(onboarding.parent_id).toBe(pages.find((p) => p.title === 'Client success')!.id);
    expect(onboarding.revision).toBe(3);
    const revisions = (await get(`/api/admin/project-docs/pages/${onboarding.id}/revisions`)).json()
      .revisions;
    expect(revisions.map((r: { author_name: string }) => r.author_name)).toEqual([
      'Avery Admin',
      'Sam Steps',
      'Avery Admin',
    ]);
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(wikiPageRevisions)
          .where(eq(wikiPageRevisions.page_id, onboarding.id))
      )[0]!.n,
    ).toBe(3);
    const hits = (await get('/api/admin/project-docs/search?q=utilization')).json().results;
    expect(hits.map((h: { title: string }) => h.title)).toContain('Credit decision rules');
  });
});

describe('seedSubscriptionsDemo', () => {
  it('seeds three plans and puts the demo client on one, once', async () => {
    await seedSubscriptionsDemo(t.db);
    await seedSubscriptionsDemo(t.db);
    expect((await t.db.select({ n: count() }).from(subscriptionPlans))[0]!.n).toBe(3);
    // Only the demo client exists here (the credit-repair clients come with the funding seed).
    expect((await t.db.select({ n: count() }).from(clientSubscriptions))[0]!.n).toBe(1);
    const mrr = (await get('/api/admin/subscriptions/mrr')).json();
    expect(mrr.rows).toEqual([
      expect.objectContaining({ plan_name: 'Growth', subscribers: 1, mrr_cents: 9900 }),
    ]);
    expect(mrr.total_cents).toBe(9900);
  });
});
