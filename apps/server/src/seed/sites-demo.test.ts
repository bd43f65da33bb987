import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../db/schema/leads';
import { sites } from '../db/schema/sites';
import { signInCookie } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-users';
import { DEMO_COACH_LINK_CODE, DEMO_SITE_SLUG, seedSitesDemo } from './sites-demo';

/** Jordan's website demo: published, public, with its own booking link and website leads, once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
});
afterAll(() => t.close());

describe('sites demo', () => {
  it('publishes Jordan’s site with four pages, a booking link of their own and website leads', async () => {
    await seedSitesDemo(t.db);
    await seedSitesDemo(t.db);
    expect(await t.db.select().from(sites)).toHaveLength(1);
    const html = await t.app.inject({ method: 'GET', url: `/site/${DEMO_SITE_SLUG}` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Get fundable with Jordan');
    expect(html.body).toContain('Dana Rivers');
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/public/links/${DEMO_COACH_LINK_CODE}`,
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().link.host_name).toBe('Jordan Client');
    const cookie = await signInCookie(t.app, 'client@fundpath.test', DEMO_PASSWORD);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/sites/mine', headers: { cookie } })).json();
    expect(mine.site.pages.map((p: { slug: string }) => p.slug)).toEqual([
      'home',
      'about',
      'services',
      'contact',
    ]);
    expect(mine.site).toMatchObject({ published: true, has_unpublished_changes: false });
    expect(mine.booking_links.map((l: { code: string }) => l.code)).toContain(DEMO_COACH_LINK_CODE);
    const own = (
      await t.app.inject({ method: 'GET', url: '/api/sites/mine/leads', headers: { cookie } })
    ).json();
    expect(own.total).toBe(3);
    expect(await t.db.select().from(leads).where(eq(leads.source, 'website'))).toHaveLength(3);
  });
});
