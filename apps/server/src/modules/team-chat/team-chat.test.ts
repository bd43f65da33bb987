/**
 * Team messaging through the API on a real database: private channels and DMs are invisible to
 * non-members (list, messages, search, files, realtime topic), one DM per pair under a race,
 * edit/delete by the author only, bad input refused, attachments checked by content, the send
 * limit, mentions and DMs notify, and live delivery from one app instance to another.
 */
import { TEAM_EVENTS, TEAM_MESSAGES_PER_WINDOW, teamChannelTopic } from '@fundpath/contracts/team-chat';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { notifications } from '../../db/schema';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { connectWs, multipart, PDF, type TestSocket } from '../../testing/support';
import { createMemoryMailer, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let second: FastifyInstance;
let urlA: string;
let urlB: string;
let admin: TestUser;
let funding: TestUser;
let credit: TestUser;
let steps: TestUser;
const sockets: TestSocket[] = [];
const API = '/api/team-chat';

const as = (
  user: { cookie: string } | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) => injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

async function channel(user: TestUser, body: Record<string, unknown>) {
  const res = await as(user, 'POST', `${API}/channels`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().channel as { id: string; kind: string; name: string };
}

async function send(user: TestUser, id: string, body: string, extra: Record<string, unknown> = {}) {
  const res = await as(user, 'POST', `${API}/channels/${id}/messages`, { body, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: string; seq: number; body: string };
}

const unique = (p: string) => `${p}-${Math.random().toString(36).slice(2, 8)}`;

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
  admin = await makeUser(t.db, 'admin', { display_name: 'Ada Admin' });
  funding = await makeUser(t.db, 'funding_team', { display_name: 'Fay Funding' });
  credit = await makeUser(t.db, 'credit_team', { display_name: 'Cal Credit' });
  steps = await makeUser(t.db, 'steps_team', { display_name: 'Sid Steps' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await second.close();
  await t.close();
});

describe('access', () => {
  it('is for staff only', async () => {
    const client = await makeUser(t.db, 'client');
    expect((await as(client, 'GET', `${API}/channels`)).statusCode).toBe(403);
    expect((await as(null, 'GET', `${API}/channels`)).statusCode).toBe(401);
  });

  it('hides a private channel from non-members: list, get, messages, search, files, topic', async () => {
    const name = unique('desk');
    const priv = await channel(admin, { name, private: true, member_ids: [funding.id] });
    const m = await send(funding, priv.id, 'secret zebra plan');
    const listed = (u: TestUser) =>
      as(u, 'GET', `${API}/channels`).then((r) => r.json().channels.map((c: { id: string }) => c.id));
    expect(await listed(funding)).toContain(priv.id);
    expect(await listed(credit)).not.toContain(priv.id);
    expect((await as(credit, 'GET', `${API}/channels/${priv.id}`)).statusCode).toBe(404);
    expect((await as(credit, 'GET', `${API}/channels/${priv.id}/messages`)).statusCode).toBe(404);
    expect((await as(credit, 'POST', `${API}/channels/${priv.id}/messages`, { body: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await as(credit, 'POST', `${API}/channels/${priv.id}/join`)).statusCode).toBe(404);
    expect((await as(credit, 'POST', `${API}/channels/${priv.id}/read`, { seq: 1 })).statusCode).toBe(404);
    const hits = (u: TestUser) =>
      as(u, 'GET', `${API}/search?q=zebra`).then((r) =>
        r.json().hits.map((h: { message: { id: string } }) => h.message.id),
      );
    expect(await hits(funding)).toContain(m.id);
    expect(await hits(credit)).not.toContain(m.id);

    const ws = await connectWs(urlA, credit.cookie);
    const mine = await connectWs(urlA, funding.cookie);
    sockets.push(ws, mine);
    expect(await ws.subscribe(teamChannelTopic(priv.id))).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
    expect((await mine.subscribe(teamChannelTopic(priv.id))).type).toBe('subscribed');
  });

  it('lets every staff member read and join a public channel; only the creator or an admin manages a private one', async () => {
    const pub = await channel(funding, { name: unique('general') });
    expect((await as(steps, 'GET', `${API}/channels/${pub.id}/messages`)).statusCode).toBe(200);
    expect((await as(steps, 'POST', `${API}/channels/${pub.id}/join`)).json().channel.is_member).toBe(true);
    const priv = await channel(funding, { name: unique('private'), private: true });
    expect(
      (await as(funding, 'POST', `${API}/channels/${priv.id}/members`, { user_ids: [credit.id] })).statusCode,
    ).toBe(200);
    expect(
      (await as(credit, 'POST', `${API}/channels/${priv.id}/members`, { user_ids: [steps.id] })).statusCode,
    ).toBe(403);
    expect(
      (await as(admin, 'POST', `${API}/channels/${priv.id}/members`, { user_ids: [steps.id] })).statusCode,
    ).toBe(404);
    expect((await as(funding, 'DELETE', `${API}/channels/${priv.id}/members/${credit.id}`)).statusCode).toBe(
      200,
    );
    expect((await as(credit, 'GET', `${API}/channels/${priv.id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate channel name (any case)', async () => {
    const name = unique('Ops');
    await channel(funding, { name });
    expect((await as(credit, 'POST', `${API}/channels`, { name: name.toUpperCase() })).statusCode).toBe(409);
  });
});

describe('direct messages', () => {
  it('makes one DM per pair, even when both open it at once', async () => {
    const a = await makeUser(t.db, 'funding_team');
    const b = await makeUser(t.db, 'credit_team');
    const results = await Promise.all([
      as(a, 'POST', `${API}/direct`, { user_id: b.id }),
      as(b, 'POST', `${API}/direct`, { user_id: a.id }),
      as(a, 'POST', `${API}/direct`, { user_id: b.id }),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => r.json().channel.id)).size).toBe(1);
    expect(results[0]!.json().channel).toMatchObject({ kind: 'direct', other: { id: b.id } });
    expect((await as(a, 'POST', `${API}/direct`, { user_id: a.id })).statusCode).toBe(400);
    const client = await makeUser(t.db, 'client');
    expect((await as(a, 'POST', `${API}/direct`, { user_id: client.id })).statusCode).toBe(404);
    // A third colleague cannot read it.
    expect(
      (await as(steps, 'GET', `${API}/channels/${results[0]!.json().channel.id}/messages`)).statusCode,
    ).toBe(404);
  });

  it('notifies the recipient once per quiet spell', async () => {
    const a = await makeUser(t.db, 'funding_team', { display_name: 'Ann Alpha' });
    const b = await makeUser(t.db, 'credit_team');
    const dm = (await as(a, 'POST', `${API}/direct`, { user_id: b.id })).json().channel.id as string;
    await send(a, dm, 'first');
    await send(a, dm, 'second');
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, b.id), eq(notifications.type, 'team_chat.direct')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toContain('Ann Alpha');
  });
});

describe('muting', () => {
  it('a muted DM shows no badge and sends no notice; only members mute', async () => {
    const a = await makeUser(t.db, 'funding_team');
    const b = await makeUser(t.db, 'credit_team');
    const dm = (await as(a, 'POST', `${API}/direct`, { user_id: b.id })).json().channel.id as string;
    const muted = await as(b, 'POST', `${API}/channels/${dm}/mute`, { muted: true });
    expect(muted.json().channel.muted).toBe(true);
    await send(a, dm, 'quiet please');
    const rows = await t.db.select().from(notifications).where(eq(notifications.user_id, b.id));
    expect(rows.filter((r) => r.type === 'team_chat.direct')).toHaveLength(0);
    expect((await as(steps, 'POST', `${API}/channels/${dm}/mute`, { muted: true })).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('pages newest first by seq and counts unread per member', async () => {
    const pub = await channel(funding, { name: unique('history') });
    await as(credit, 'POST', `${API}/channels/${pub.id}/join`);
    for (let i = 1; i <= 5; i++) await send(funding, pub.id, `m${i}`);
    const first = (await as(credit, 'GET', `${API}/channels/${pub.id}/messages?limit=2`)).json();
    expect(first.messages.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5']);
    expect(first.has_more).toBe(true);
    const older = (
      await as(credit, 'GET', `${API}/channels/${pub.id}/messages?limit=2&before=${first.next_before}`)
    ).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['m2', 'm3']);
    const listed = (await as(credit, 'GET', `${API}/channels`))
      .json()
      .channels.find((c: { id: string }) => c.id === pub.id);
    expect(listed.unread_count).toBe(5);
    const read = await as(credit, 'POST', `${API}/channels/${pub.id}/read`, { seq: first.messages[1].seq });
    expect(read.json()).toMatchObject({ unread_count: 0 });
  });

  it('lets only the author edit or delete; a deleted message shows as deleted', async () => {
    const pub = await channel(funding, { name: unique('edits') });
    const m = await send(funding, pub.id, 'draft');
    const url = `${API}/channels/${pub.id}/messages/${m.id}`;
    expect((await as(credit, 'PATCH', url, { body: 'hijack' })).statusCode).toBe(403);
    expect((await as(admin, 'DELETE', url)).statusCode).toBe(403);
    const edited = await as(funding, 'PATCH', url, { body: 'final' });
    expect(edited.json().message).toMatchObject({ body: 'final', deleted: false });
    expect(edited.json().message.edited_at).not.toBeNull();
    expect((await as(funding, 'DELETE', url)).statusCode).toBe(200);
    const page = (await as(credit, 'GET', `${API}/channels/${pub.id}/messages`)).json();
    expect(page.messages[0]).toMatchObject({ id: m.id, deleted: true, body: '' });
    expect((await as(funding, 'PATCH', url, { body: 'again' })).statusCode).toBe(409);
  });

  it('refuses NUL bytes, huge bodies, bad cursors and empty messages', async () => {
    const pub = await channel(funding, { name: unique('input') });
    const post = (payload: unknown) => as(funding, 'POST', `${API}/channels/${pub.id}/messages`, payload);
    expect((await post({ body: 'a\u0000b' })).statusCode).toBe(400);
    expect((await post({ body: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect((await post({ body: '   ' })).statusCode).toBe(400);
    expect((await as(funding, 'GET', `${API}/channels/${pub.id}/messages?before=abc`)).statusCode).toBe(400);
    expect((await as(funding, 'POST', `${API}/channels`, { name: 'bad\u0000name' })).statusCode).toBe(400);
    expect((await as(funding, 'POST', `${API}/channels`, { name: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await as(funding, 'GET', `${API}/channels/not-a-uuid`)).statusCode).toBe(400);
    expect((await as(funding, 'GET', `${API}/search?q=a%00b`)).statusCode).toBe(400);
  });

  it('limits sends per person (429)', async () => {
    const sender = await makeUser(t.db, 'steps_team');
    const pub = await channel(sender, { name: unique('burst') });
    for (let i = 0; i < TEAM_MESSAGES_PER_WINDOW; i++) await send(sender, pub.id, `n${i}`);
    expect(
      (await as(sender, 'POST', `${API}/channels/${pub.id}/messages`, { body: 'one more' })).statusCode,
    ).toBe(429);
  });

  it('notifies members mentioned with @Name, and refuses a mention of a non-member', async () => {
    const priv = await channel(funding, { name: unique('mentions'), private: true, member_ids: [credit.id] });
    await send(funding, priv.id, 'Hey @Cal Credit, look', { mentions: [credit.id] });
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, credit.id), eq(notifications.type, 'team_chat.mention')));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.at(-1)!.link).toBe(`/messaging?channel=${priv.id}`);
    const stranger = await as(funding, 'POST', `${API}/channels/${priv.id}/messages`, {
      body: 'Hey @Sid Steps',
      mentions: [steps.id],
    });
    expect(stranger.statusCode).toBe(400);
    const unnamed = await as(funding, 'POST', `${API}/channels/${priv.id}/messages`, {
      body: 'hi',
      mentions: [credit.id],
    });
    expect(unnamed.statusCode).toBe(400);
  });
});

describe('attachments', () => {
  it('checks files by content and lets only readers download them', async () => {
    const priv = await channel(funding, { name: unique('files'), private: true, member_ids: [credit.id] });
    const upload = (u: TestUser, name: string, data: Buffer, type: string) =>
      injectAs(t.app, u, {
        method: 'POST',
        url: `${API}/channels/${priv.id}/attachments`,
        ...multipart({ name, data, type }),
      });
    const up = await upload(funding, 'terms.pdf', PDF, 'application/pdf');
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json().attachment;
    expect(file).toMatchObject({ content_type: 'application/pdf' });
    const exe = await upload(funding, 'photo.png', Buffer.from('MZ\x90\x00fake-exe'), 'image/png');
    expect(exe.statusCode).toBe(400);
    expect((await upload(steps, 'terms.pdf', PDF, 'application/pdf')).statusCode).toBe(404);

    const url = `${API}/channels/${priv.id}/attachments/${file.id}/download`;
    expect((await as(credit, 'GET', url)).statusCode).toBe(404); // not sent yet
    await send(funding, priv.id, '', { file_id: file.id });
    const down = await as(credit, 'GET', url);
    expect(down.statusCode).toBe(200);
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect((await as(steps, 'GET', url)).statusCode).toBe(404);
  });
});

describe('live delivery', () => {
  it('delivers a message sent on one instance to a member subscribed on another', async () => {
    const pub = await channel(funding, { name: unique('live') });
    await as(credit, 'POST', `${API}/channels/${pub.id}/join`);
    const onB = await connectWs(urlB, credit.cookie);
    sockets.push(onB);
    expect((await onB.subscribe(teamChannelTopic(pub.id))).type).toBe('subscribed');
    expect((await onB.subscribe(`user:${credit.id}`)).type).toBe('subscribed');
    const m = await send(funding, pub.id, 'across instances');
    const frame = await onB.next(
      (f) => f.topic === teamChannelTopic(pub.id) && f.event === TEAM_EVENTS.message,
    );
    expect(frame.data).toMatchObject({ channel_id: pub.id, message_id: m.id });
    await onB.next((f) => f.topic === `user:${credit.id}` && f.event === TEAM_EVENTS.message);
  });

  it('stops a private channel’s live events at once for someone removed or leaving, on every instance', async () => {
    const priv = await channel(funding, { name: unique('secret'), private: true });
    await as(funding, 'POST', `${API}/channels/${priv.id}/members`, { user_ids: [credit.id, steps.id] });
    const creditOnB = await connectWs(urlB, credit.cookie);
    const stepsOnB = await connectWs(urlB, steps.cookie);
    sockets.push(creditOnB, stepsOnB);
    const topic = teamChannelTopic(priv.id);
    expect((await creditOnB.subscribe(topic)).type).toBe('subscribed');
    expect((await stepsOnB.subscribe(topic)).type).toBe('subscribed');

    // Removed on instance A by the creator: instance B drops the socket's subscription.
    expect((await as(funding, 'DELETE', `${API}/channels/${priv.id}/members/${credit.id}`)).statusCode).toBe(
      200,
    );
    expect(await creditOnB.next((f) => f.type === 'unsubscribed' && f.topic === topic)).toBeTruthy();
    // Steps leaves by themselves.
    expect((await as(steps, 'POST', `${API}/channels/${priv.id}/leave`)).statusCode).toBeLessThan(300);
    expect(await stepsOnB.next((f) => f.type === 'unsubscribed' && f.topic === topic)).toBeTruthy();

    const watcher = await connectWs(urlB, funding.cookie);
    sockets.push(watcher);
    expect((await watcher.subscribe(topic)).type).toBe('subscribed');
    const m = await send(funding, priv.id, 'after they left');
    await watcher.next(
      (f) => f.topic === topic && f.event === TEAM_EVENTS.message && f.data?.message_id === m.id,
    );
    const leaked = (s: typeof creditOnB) => s.frames.some((f) => f.type === 'event' && f.topic === topic);
    expect(leaked(creditOnB)).toBe(false);
    expect(leaked(stepsOnB)).toBe(false);
    // And subscribing again is refused (a fresh socket: `next` also matches frames already seen).
    const again = await connectWs(urlB, credit.cookie);
    sockets.push(again);
    expect(await again.subscribe(topic)).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
  });
});
