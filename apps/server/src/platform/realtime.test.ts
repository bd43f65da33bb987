import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { sessions } from '../db/schema/users';
import { injectAs, makeUser, type TestUser } from '../testing/factories';
import { connectWs, type TestSocket } from '../testing/support';
import { createMemoryMailer, createTestApp, type TestApp } from '../testing/test-app';
import { encodeEnvelope, MAX_SOCKETS_PER_USER, NOTIFY_PAYLOAD_LIMIT, TOO_MANY_SOCKETS } from './realtime';

/** Two instances of the app on one database, each listening on its own port. */
let t: TestApp;
let second: FastifyInstance;
let urlA: string;
let urlB: string;
let client: TestUser;
let staff: TestUser;
const sockets: TestSocket[] = [];

async function open(base: string, user: TestUser | null, headers: Record<string, string> = {}) {
  const socket = await connectWs(base, user?.cookie ?? null, headers);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    mailer: createMemoryMailer(),
  });
  urlA = await t.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await second.listen({ port: 0, host: '127.0.0.1' });
  client = await makeUser(t.db, 'client');
  staff = await makeUser(t.db, 'admin');
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await second.close();
  await t.close();
});

describe('realtime handshake', () => {
  it('refuses a socket without a session (401) and from a foreign origin (403)', async () => {
    await expect(open(urlA, null)).rejects.toThrow('handshake refused: 401');
    await expect(open(urlA, client, { origin: 'https://evil.example' })).rejects.toThrow(
      'handshake refused: 403',
    );
    await expect(open(urlA, { cookie: 'fundpath_session=forged' } as TestUser)).rejects.toThrow(
      'handshake refused: 401',
    );
  });

  it('welcomes a signed-in user, accepts a same-origin browser, and answers ping', async () => {
    const host = new URL(urlA).host;
    const socket = await open(urlA, client, { origin: `http://${host}` });
    expect(socket.frames[0]).toMatchObject({ type: 'welcome', user_id: client.id });
    socket.send({ type: 'ping' });
    await socket.next((f) => f.type === 'pong');
    socket.send({ type: 'dance' });
    expect((await socket.next((f) => f.type === 'error')).code).toBe('VALIDATION_FAILED');
  });
});

describe('topics', () => {
  it('lets a user follow only their own user topic; unknown topics are refused', async () => {
    const socket = await open(urlA, client);
    expect((await socket.subscribe(`user:${client.id}`)).type).toBe('subscribed');
    expect(await socket.subscribe(`user:${staff.id}`)).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
    expect(await socket.subscribe('gossip')).toMatchObject({ type: 'error', code: 'NOT_FOUND' });
  });

  it('delivers a publish from one instance to subscribers on both, staff-only events to staff only', async () => {
    const onA = await open(urlA, client);
    const onB = await open(urlB, client);
    const staffOnB = await open(urlB, staff);
    await onA.subscribe(`user:${client.id}`);
    await onB.subscribe(`user:${client.id}`);
    // Staff cannot follow a client's user topic; they follow their own and get staff events there.
    await staffOnB.subscribe(`user:${staff.id}`);

    await second.realtime.publish(`user:${client.id}`, 'hello', { n: 1 });
    expect(await onA.next((f) => f.event === 'hello')).toEqual({
      type: 'event',
      topic: `user:${client.id}`,
      event: 'hello',
      data: { n: 1 },
    });
    await onB.next((f) => f.event === 'hello');

    await t.app.realtime.publish(`user:${staff.id}`, 'secret', { n: 2 }, { audience: 'staff' });
    await t.app.realtime.publish(`user:${client.id}`, 'secret', { n: 3 }, { audience: 'staff' });
    await t.app.realtime.publish(`user:${client.id}`, 'after', { n: 4 });
    expect((await staffOnB.next((f) => f.event === 'secret')).data).toEqual({ n: 2 });
    // NOTIFY keeps order: once `after` arrived, the staff-only event would have come before it.
    await onA.next((f) => f.event === 'after');
    await onB.next((f) => f.event === 'after');
    expect(onA.frames.some((f) => f.event === 'secret')).toBe(false);
    expect(onB.frames.some((f) => f.event === 'secret')).toBe(false);
  });

  it('stops delivering after unsubscribe', async () => {
    const socket = await open(urlA, client);
    await socket.subscribe(`user:${client.id}`);
    socket.send({ type: 'unsubscribe', topic: `user:${client.id}` });
    await socket.next((f) => f.type === 'unsubscribed');
    const watcher = await open(urlA, client);
    await watcher.subscribe(`user:${client.id}`);
    await t.app.realtime.publish(`user:${client.id}`, 'ping-event', {});
    await watcher.next((f) => f.event === 'ping-event');
    expect(socket.frames.some((f) => f.event === 'ping-event')).toBe(false);
  });
});

describe('session end', () => {
  it('closes the session’s sockets on every instance at logout (4401), and delivers nothing after', async () => {
    const user = await makeUser(t.db, 'client');
    const other = await makeUser(t.db, 'client'); // a second session of someone else stays open
    const onA = await open(urlA, user);
    const onB = await open(urlB, user);
    const bystander = await open(urlB, other);
    for (const s of [onA, onB]) await s.subscribe(`user:${user.id}`);
    await bystander.subscribe(`user:${other.id}`);
    await t.app.realtime.publish(`user:${user.id}`, 'before-logout', {});
    await onB.next((f) => f.event === 'before-logout');

    const out = await injectAs(t.app, user, { method: 'POST', url: '/api/admin/logout' });
    expect(out.statusCode).toBe(200);
    // Published right after the logout answered, from both instances: must not arrive.
    await t.app.realtime.publish(`user:${user.id}`, 'after-logout', {});
    await second.realtime.publish(`user:${user.id}`, 'after-logout', {});
    await second.realtime.publish(`user:${other.id}`, 'bystander-event', {});

    const closeCodes = await Promise.all(
      [onA, onB].map((s) =>
        Promise.race([s.closed, new Promise((r) => setTimeout(() => r('still open'), 5_000))]),
      ),
    );
    expect(closeCodes).toEqual([4401, 4401]);
    expect([...onA.frames, ...onB.frames].some((f) => f.event === 'after-logout')).toBe(false);
    await bystander.next((f) => f.event === 'bystander-event');
    bystander.close();
    await bystander.closed;
  });

  it('keeps a socket whose session is only renewed, delivering the events held meanwhile in order', async () => {
    const user = await makeUser(t.db, 'client');
    const socket = await open(urlA, user);
    await socket.subscribe(`user:${user.id}`);
    const sessionId = (await t.db.select().from(sessions).where(eq(sessions.user_id, user.id)))[0]!.id;
    // A renewal (UPDATE of the session) invalidates it everywhere: a re-check, not a close.
    t.app.deps.sessionCache.invalidateSession(sessionId);
    await t.app.realtime.publish(`user:${user.id}`, 'held-1', {});
    await t.app.realtime.publish(`user:${user.id}`, 'held-2', {});
    await socket.next((f) => f.event === 'held-2');
    const events = socket.frames.filter((f) => f.type === 'event').map((f) => f.event);
    expect(events).toEqual(['held-1', 'held-2']);
    socket.close();
    await socket.closed;
  });
});

describe('sockets per user', () => {
  it(`closes a user's socket past ${MAX_SOCKETS_PER_USER} with ${TOO_MANY_SOCKETS}; others and freed places are unaffected`, async () => {
    const tabs = await makeUser(t.db, 'client');
    const mine: TestSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) mine.push(await open(urlA, tabs));
    await expect(open(urlA, tabs)).rejects.toThrow(`closed before welcome: ${TOO_MANY_SOCKETS}`);
    // The open ones still work, and another user is not counted against this one.
    expect((await mine[0]?.subscribe(`user:${tabs.id}`))?.type).toBe('subscribed');
    await open(urlA, client);
    // Closing a tab frees its place.
    mine[0]?.close();
    await mine[0]?.closed;
    await expect
      .poll(
        async () =>
          await open(urlA, tabs).then(
            () => 'welcome',
            (e) => String(e),
          ),
      )
      .toBe('welcome');
  });
});

describe('payload limit', () => {
  it('keeps ids and flags when data would overflow a NOTIFY', () => {
    const payload = encodeEnvelope({
      t: 'ticket:1',
      e: 'message.created',
      a: 'all',
      d: { ticket_id: 'abc', is_internal: false, message: 'x'.repeat(20_000) },
    });
    expect(Buffer.byteLength(payload)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT);
    expect(JSON.parse(payload).d).toEqual({ truncated: true, ticket_id: 'abc', is_internal: false });
  });
});
