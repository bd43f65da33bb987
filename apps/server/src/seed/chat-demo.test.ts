import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/day-series';
import { createSession, SESSION_COOKIE } from '../platform/sessions';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedBookingsDemo } from './bookings-demo';
import { seedChatDemo } from './chat-demo';
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
  await seedMarketplaceDemo(t.db);
  await seedBookingsDemo(t.db);
  written = await seedChatDemo(t.db);
});
afterAll(() => t.close());

describe('chat demo seed', () => {
  it("gives Morgan and Riley one conversation on Morgan's booking, once, through the real API", async () => {
    expect(written).toBe(5);
    expect(await seedChatDemo(t.db)).toBe(0);
    const riley = await cookieOf('specialist@fundpath.test');
    const rooms = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace/chat/rooms',
      headers: { cookie: riley },
    });
    expect(rooms.statusCode, rooms.body).toBe(200);
    const [room] = rooms.json().rooms;
    expect(room).toMatchObject({ unread_count: 1, member: { name: expect.any(String) } });
    expect(room.booking_id).not.toBeNull();
    const morgan = await cookieOf('member@fundpath.test');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/chat/rooms/${room.id}/messages`,
      headers: { cookie: morgan },
    });
    expect(history.json().messages).toHaveLength(5);
  });
});
