import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/day-series';
import { createSession, SESSION_COOKIE } from '../platform/sessions';
import { catalogTestApp } from '../testing/catalog';
import type { TestApp } from '../testing/test-app';
import { seedDemoUsers } from './demo-users';
import { seedTravelDemo } from './travel-demo';

let t: TestApp;
let written: number;

beforeAll(async () => {
  t = await catalogTestApp();
  await seedDemoUsers(t.db);
  written = await seedTravelDemo(t.db);
});
afterAll(() => t.close());

describe('travel demo seed', () => {
  it('publishes bookable packages, Alex’s travel site and referred bookings in the ledger', async () => {
    expect(written).toBeGreaterThan(3);
    expect(await seedTravelDemo(t.db)).toBe(0); // idempotent
    const list = (await t.app.inject({ method: 'GET', url: '/api/travel/packages?per_page=60' })).json();
    expect(list.total).toBe(6);
    expect(list.packages.every((p: { from_price_cents: number | null }) => p.from_price_cents !== null)).toBe(
      true,
    );
    const [alex] = rowsOf<{ id: string; code: string }>(
      await t.db.execute(
        sql`select u.id, a.code from users u join affiliate_codes a on a.user_id = u.id where u.email = 'affiliate@fundpath.test'`,
      ),
    );
    const site = (await t.app.inject({ method: 'GET', url: `/api/travel/sites/${alex!.code}` })).json().site;
    expect(site.featured).toHaveLength(3);
    const { token } = await createSession(t.db, alex!.id, { ip: null, userAgent: null });
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/commissions?source=travel_booking&per_page=100',
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      })
    ).json();
    const statuses = new Set(mine.entries.map((e: { status: string }) => e.status));
    for (const s of ['pending', 'approved', 'reversed']) expect(statuses).toContain(s);
    // Seats taken equal the travellers of bookings that are not cancelled.
    const [check] = rowsOf<{ taken: number; travelling: number }>(
      await t.db.execute(sql`select (select coalesce(sum(seats_taken), 0)::int from travel_departures) as taken,
        (select count(*)::int from travel_travellers t join travel_bookings b on b.id = t.booking_id where b.status <> 'cancelled') as travelling`),
    );
    expect(check!.taken).toBe(check!.travelling);
  });
});
