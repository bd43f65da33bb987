import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAppointments } from '../db/schema/calendar';
import { cookieFrom } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_STAFF_LINK_CODE, seedCalendarDemo } from './calendar-demo';
import { seedClientsDemo } from './clients-demo';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-users';

/** The calendar demo: Finley's link at its fixed code, this week's appointments, Jordan's sessions, once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  await seedClientsDemo(t.db);
});
afterAll(() => t.close());

const login = async (email: string) =>
  cookieFrom(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    }),
  );

describe('calendar demo', () => {
  it('opens the public page, fills the week and is idempotent', async () => {
    await seedCalendarDemo(t.db);
    await seedCalendarDemo(t.db);
    const [row] = await t.db.select({ n: count() }).from(calendarAppointments);
    expect(row!.n).toBe(5);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/public/links/${DEMO_STAFF_LINK_CODE}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().link).toMatchObject({
      title: 'Funding strategy call (30 min)',
      host_name: 'Finley Funding',
    });
    expect(page.json().link.questions).toHaveLength(2);

    const client = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/my-sessions',
      headers: { cookie: await login('client@fundpath.test') },
    });
    expect(client.statusCode, client.body).toBe(200);
    expect(client.json().sessions.length).toBeGreaterThanOrEqual(1);
    expect(client.json().booking_link).toMatchObject({ code: DEMO_STAFF_LINK_CODE });
  });
});
