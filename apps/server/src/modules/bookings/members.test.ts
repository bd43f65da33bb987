/**
 * The admin's members list (`GET /api/admin/marketplace/members`) on a real database: each member
 * with their bookings, completed ones, total paid (charged minus refunded) and likes; search by
 * name or e-mail; marketplace.manage only; bad search text refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceBookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { insertBooking, insertSpecialistProfile } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: TestUser;
const URL = '/api/admin/marketplace/members';
const list = (user: { cookie: string } | null, query = '') =>
  injectAs(t.app, user, { method: 'GET', url: `${URL}${query}` });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
});
afterAll(() => t.close());

describe('admin members list', () => {
  it('lists members with their counts and total paid in cents; search finds by name and e-mail', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const specialist = await makeUser(t.db, 'specialist');
    await insertSpecialistProfile(t.db, specialist);
    const busy = await makeUser(t.db, 'member', { display_name: `Busy ${tag}` });
    const idle = await makeUser(t.db, 'member', { email: `idle.${tag}@members.test` });
    // Completed and paid in full; cancelled with a partial refund; requested, not yet charged.
    const [a, b, c] = [
      await insertBooking(t.db, busy, specialist),
      await insertBooking(t.db, busy, specialist),
      await insertBooking(t.db, busy, specialist),
    ];
    await t.db
      .update(marketplaceBookings)
      .set({ status: 'completed', payment_status: 'charged', charged_cents: 5000 })
      .where(eq(marketplaceBookings.id, a.id));
    await t.db
      .update(marketplaceBookings)
      .set({
        status: 'cancelled',
        payment_status: 'partially_refunded',
        charged_cents: 5000,
        refunded_cents: 2500,
      })
      .where(eq(marketplaceBookings.id, b.id));
    expect(c.status).toBe('requested');
    const like = await injectAs(t.app, busy, {
      method: 'PUT',
      url: `/api/marketplace/likes/${specialist.id}`,
    });
    expect(like.statusCode, like.body).toBe(200);

    const res = await list(admin, `?q=${tag}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', total: 2, page: 1, per_page: 100 });
    const byId = new Map(body.members.map((m: { id: string }) => [m.id, m]));
    expect(byId.get(busy.id)).toMatchObject({
      display_name: `Busy ${tag}`,
      email: busy.email,
      status: 'active',
      bookings_count: 3,
      completed_count: 1,
      total_paid_cents: 7500,
      likes_count: 1,
      last_sign_in_at: null,
    });
    expect(byId.get(idle.id)).toMatchObject({
      bookings_count: 0,
      completed_count: 0,
      total_paid_cents: 0,
      likes_count: 0,
    });
    expect(Date.parse((byId.get(busy.id) as { joined_at: string }).joined_at)).not.toBeNaN();

    // Search: by name only the busy one, by e-mail only the idle one (case-insensitive).
    const byName = (await list(admin, `?q=${encodeURIComponent(`busy ${tag}`)}`)).json();
    expect(byName.members.map((m: { id: string }) => m.id)).toEqual([busy.id]);
    const byEmail = (await list(admin, `?q=IDLE.${tag}@MEMBERS`)).json();
    expect(byEmail.members.map((m: { id: string }) => m.id)).toEqual([idle.id]);

    // Each member links to Booking Management by e-mail: its search finds the member's bookings.
    const theirs = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/admin/marketplace/bookings?q=${encodeURIComponent(busy.email.toUpperCase())}`,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(
      theirs
        .json()
        .bookings.map((x: { id: string }) => x.id)
        .sort(),
    ).toEqual([a.id, b.id, c.id].sort());

    // Sorting by total paid puts the paying member first; specialists are never listed.
    const paid = (await list(admin, `?q=${tag}&sort=paid_desc`)).json();
    expect(paid.members.map((m: { id: string }) => m.id)).toEqual([busy.id, idle.id]);
    const all = (await list(admin, '?per_page=100')).json();
    expect(all.members.some((m: { id: string }) => m.id === specialist.id)).toBe(false);

    // A deactivated account shows as disabled and filters by status.
    await t.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.id, idle.id));
    const disabled = (await list(admin, `?q=${tag}&status=disabled`)).json();
    expect(disabled.members).toEqual([expect.objectContaining({ id: idle.id, status: 'disabled' })]);
    const active = (await list(admin, `?q=${tag}&status=active`)).json();
    expect(active.members.map((m: { id: string }) => m.id)).toEqual([busy.id]);
  });

  it('is refused without marketplace.manage', async () => {
    for (const role of ['member', 'specialist', 'funding_team'] as const) {
      const res = await list(await makeUser(t.db, role));
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await list(null)).statusCode).toBe(401);
  });

  it('refuses a NUL byte, an over-long search and out-of-range paging with 400', async () => {
    for (const query of [
      '?q=a%00b',
      `?q=${'x'.repeat(101)}`,
      `?q=${'x'.repeat(10_000)}`,
      '?per_page=101',
      '?page=0',
      '?sort=email',
      '?status=banned',
    ]) {
      const res = await list(admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
