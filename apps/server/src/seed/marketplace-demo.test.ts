import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/day-series';
import { createSession, SESSION_COOKIE } from '../platform/sessions';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedContractsDemo } from './contracts-demo';
import { seedDemoUsers } from './demo-users';
import { seedMarketplaceDemo } from './marketplace-demo';

let t: TestApp;
let written: number;

async function cookieOf(email: string): Promise<string> {
  const [user] = rowsOf<{ id: string }>(await t.db.execute(sql`select id from users where email = ${email}`));
  const { token } = await createSession(t.db, user!.id, { ip: null, userAgent: null });
  return `${SESSION_COOKIE}=${token}`;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  await seedContractsDemo(t.db);
  written = await seedMarketplaceDemo(t.db);
});
afterAll(() => t.close());

describe('marketplace demo seed', () => {
  it('lists six approved specialists with signed agreements, Riley with three services and weekday hours', async () => {
    expect(written).toBe(7);
    expect(await seedMarketplaceDemo(t.db)).toBe(0); // idempotent
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/marketplace/specialists?per_page=60' })
    ).json();
    expect(list.total).toBe(6);
    expect(
      new Set(list.specialists.map((s: { time_zone: string }) => s.time_zone)).size,
    ).toBeGreaterThanOrEqual(5);
    expect(list.facets.languages.length).toBeGreaterThanOrEqual(6);

    const riley = await cookieOf('specialist@fundpath.test');
    const me = (
      await t.app.inject({
        method: 'GET',
        url: '/api/marketplace/specialists/me',
        headers: { cookie: riley },
      })
    ).json().specialist;
    expect(me).toMatchObject({
      status: 'approved',
      time_zone: 'Asia/Manila',
      agreement: { signed_current: true },
    });
    const services = (
      await t.app.inject({ method: 'GET', url: `/api/marketplace/specialists/${me.id}/services` })
    ).json().services;
    expect(services).toHaveLength(3);
    expect(
      services.find((s: { duration_minutes: number }) => s.duration_minutes === 50).requires_confirmation,
    ).toBe(true);
    const hours = (
      await t.app.inject({
        method: 'GET',
        url: '/api/marketplace/specialists/me/availability',
        headers: { cookie: riley },
      })
    ).json().availability;
    expect(hours.effective_weekly['1']).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(hours.effective_weekly['6']).toBeUndefined();

    const admin = await cookieOf('admin@fundpath.test');
    const pending = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/marketplace/specialists?status=pending_review',
        headers: { cookie: admin },
      })
    ).json();
    expect(pending.specialists).toHaveLength(1);
    expect(pending.specialists[0].agreement.signed_current).toBe(true);
    // Every approved specialist's agreement is a signed record of the current version.
    const approved = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/marketplace/specialists?status=approved',
        headers: { cookie: admin },
      })
    ).json().specialists;
    expect(
      approved.every((s: { agreement: { signed_current: boolean } }) => s.agreement.signed_current),
    ).toBe(true);

    // The QR counter on /specialist/qr-marketing equals the scans the analytics chart sums.
    const dashboard = (
      await t.app.inject({
        method: 'GET',
        url: '/api/marketplace/specialists/me/dashboard',
        headers: { cookie: riley },
      })
    ).json().dashboard;
    const analytics = (
      await t.app.inject({
        method: 'GET',
        url: '/api/marketplace/specialists/me/analytics',
        headers: { cookie: riley },
      })
    ).json().analytics;
    expect(analytics.totals.qr_scans).toBeGreaterThan(0);
    expect(analytics.totals.link_visits).toBeGreaterThan(0);
    expect(dashboard.booking_link.qr_scans).toBe(analytics.totals.qr_scans);

    const member = await cookieOf('member@fundpath.test');
    const likes = (
      await t.app.inject({ method: 'GET', url: '/api/marketplace/likes', headers: { cookie: member } })
    ).json();
    expect(likes.likes).toHaveLength(2);
    // "Members who liked you" on /specialist/likes: Morgan and two more, one of them over a month ago.
    const likers = (
      await t.app.inject({
        method: 'GET',
        url: '/api/marketplace/specialists/me/likers',
        headers: { cookie: riley },
      })
    ).json();
    expect(likers).toMatchObject({ total: 3, last_30_days: 2 });
    expect(likers.likers.map((l: { display_name: string }) => l.display_name)).toEqual([
      'Morgan M.',
      'Jamie C.',
      'Sam R.',
    ]);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/marketplace/categories' })).json()
      .categories;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Massage', 'Yoga', 'Nutrition', 'Life coaching', 'Meditation']),
    );
  });
});
