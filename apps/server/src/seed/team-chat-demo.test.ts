import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/day-series';
import { createSession, SESSION_COOKIE } from '../platform/sessions';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemoUsers } from './demo-users';
import { seedTeamChatDemo } from './team-chat-demo';

let t: TestApp;

async function cookieOf(email: string): Promise<string> {
  const [user] = rowsOf<{ id: string }>(await t.db.execute(sql`select id from users where email = ${email}`));
  const { token } = await createSession(t.db, user!.id, { ip: null, userAgent: null });
  return `${SESSION_COOKIE}=${token}`;
}

const channelsOf = async (email: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/team-chat/channels',
      headers: { cookie: await cookieOf(email) },
    })
  ).json().channels as Array<{ name: string; kind: string; unread_count: number }>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  await seedTeamChatDemo(t.db);
  await seedTeamChatDemo(t.db); // a second run adds nothing
});
afterAll(() => t.close());

describe('team chat demo seed', () => {
  it('gives Finley #general, the private #funding-desk and a DM with Casey, with unread messages', async () => {
    const finley = await channelsOf('funding@fundpath.test');
    expect(finley.map((c) => [c.kind, c.name, c.unread_count])).toEqual(
      expect.arrayContaining([
        ['public', 'general', 2],
        ['private', 'funding-desk', 1],
        ['direct', 'Casey Credit', 2],
      ]),
    );
    expect(finley).toHaveLength(3);
    const casey = await channelsOf('credit@fundpath.test');
    expect(casey.map((c) => c.name).sort()).toEqual(['Finley Funding', 'general']);
  });
});
