/**
 * Marketplace chat through the API on a real database: only the two participants read a room
 * (anyone else gets 404, even the realtime topic), history pages newest first with a cursor,
 * unread counts and read marks, the per-person send limit, attachments checked by type and by
 * room, live delivery and typing on `chat.room:<id>`, the booking's room, notifications thinned
 * per room, and the admin's read-only, audited view.
 */
import { CHAT_EVENTS, CHAT_MESSAGES_PER_WINDOW, chatRoomTopic } from '@fundpath/contracts/marketplace-chat';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { insertBooking, insertSpecialistProfile } from '../../testing/marketplace';
import { connectWs, multipart, PDF, PNG, type TestSocket } from '../../testing/support';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: TestUser;
let baseUrl: string;
const sockets: TestSocket[] = [];

const as = (
  user: { cookie: string } | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) => injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A specialist account with a profile (approved unless told otherwise). */
async function specialist(status: 'approved' | 'pending_review' = 'approved') {
  const user = await makeUser(t.db, 'specialist', { display_name: 'Sam Specialist' });
  await insertSpecialistProfile(t.db, user, status);
  return user;
}

/** A booking row between the pair (what the bookings module would have made). */
const booking = (member: TestUser, spec: TestUser) => insertBooking(t.db, member, spec);

async function openRoom(member: TestUser, spec: TestUser) {
  const res = await as(member, 'POST', '/api/marketplace/chat/rooms', { specialist_id: spec.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().room as { id: string; unread_count: number; booking_id: string | null };
}

async function send(user: TestUser, roomId: string, body: string, extra: Record<string, unknown> = {}) {
  const res = await as(user, 'POST', `/api/marketplace/chat/rooms/${roomId}/messages`, { body, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: string; body: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('rooms', () => {
  it('a member opens one room per approved specialist; a second open returns the same room', async () => {
    const m = await makeUser(t.db, 'member');
    const s = await specialist();
    const first = await openRoom(m, s);
    const again = await openRoom(m, s);
    expect(again.id).toBe(first.id);
    const list = await as(m, 'GET', '/api/marketplace/chat/rooms');
    expect(list.json().rooms.map((r: { id: string }) => r.id)).toEqual([first.id]);
    expect(list.json().rooms[0]).toMatchObject({
      specialist: { id: s.id, name: 'Sam Specialist' },
      last_message: null,
      unread_count: 0,
    });
  });

  it('refuses a specialist in review, a specialist writing to a member who never booked, and staff', async () => {
    const m = await makeUser(t.db, 'member');
    const pending = await specialist('pending_review');
    expect(
      (await as(m, 'POST', '/api/marketplace/chat/rooms', { specialist_id: pending.id })).statusCode,
    ).toBe(404);
    const s = await specialist();
    expect((await as(s, 'POST', '/api/marketplace/chat/rooms', { member_id: m.id })).statusCode).toBe(404);
    expect((await as(admin, 'POST', '/api/marketplace/chat/rooms', { specialist_id: s.id })).statusCode).toBe(
      403,
    );
    const both = await as(m, 'POST', '/api/marketplace/chat/rooms', { specialist_id: s.id, member_id: m.id });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('VALIDATION_FAILED');
  });

  it("a specialist opens the room with a member who booked them; it is the booking's room", async () => {
    const m = await makeUser(t.db, 'member');
    const s = await specialist();
    const b = await booking(m, s);
    const res = await as(s, 'POST', '/api/marketplace/chat/rooms', { member_id: m.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().room.booking_id).toBe(b.id);
    const byBooking = await as(m, 'GET', `/api/marketplace/chat/bookings/${b.id}/room`);
    expect(byBooking.statusCode, byBooking.body).toBe(200);
    expect(byBooking.json().room.id).toBe(res.json().room.id);
    const stranger = await makeUser(t.db, 'member');
    expect((await as(stranger, 'GET', `/api/marketplace/chat/bookings/${b.id}/room`)).statusCode).toBe(404);
  });

  it('a booking request points the pair’s room at the booking', async () => {
    const m = await makeUser(t.db, 'member');
    const s = await specialist();
    const b = await booking(m, s);
    await t.app.deps.events.emit({ db: t.db, log: t.app.log }, 'marketplace.booking_requested', {
      booking_id: b.id,
    });
    const rooms = (await as(s, 'GET', '/api/marketplace/chat/rooms')).json().rooms;
    expect(rooms).toHaveLength(1);
    expect(rooms[0].booking_id).toBe(b.id);
  });
});

describe('only the two participants', () => {
  let room: string;
  let m: TestUser;
  let s: TestUser;
  beforeAll(async () => {
    m = await makeUser(t.db, 'member');
    s = await specialist();
    room = (await openRoom(m, s)).id;
    await send(m, room, 'Hello there');
  });

  it('another member, another specialist and an admin get 404 on every room route', async () => {
    const otherMember = await makeUser(t.db, 'member');
    const otherSpecialist = await specialist();
    for (const who of [otherMember, otherSpecialist, admin]) {
      for (const [method, url, payload] of [
        ['GET', `/api/marketplace/chat/rooms/${room}`],
        ['GET', `/api/marketplace/chat/rooms/${room}/messages`],
        ['POST', `/api/marketplace/chat/rooms/${room}/messages`, { body: 'sneaky' }],
        ['POST', `/api/marketplace/chat/rooms/${room}/typing`],
      ] as const) {
        const res = await as(who, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
      expect((await as(who, 'GET', '/api/marketplace/chat/rooms')).json().rooms ?? []).toEqual([]);
    }
    expect((await as(null, 'GET', `/api/marketplace/chat/rooms/${room}`)).statusCode).toBe(401);
  });

  it('refuses NUL bytes, bodies over 4000 characters, empty messages and bad ids with 400', async () => {
    for (const body of ['a\u0000b', 'x'.repeat(4001), '   ']) {
      const res = await as(m, 'POST', `/api/marketplace/chat/rooms/${room}/messages`, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await as(m, 'GET', '/api/marketplace/chat/rooms/not-a-uuid')).statusCode).toBe(400);
    expect((await as(m, 'GET', `/api/marketplace/chat/rooms/${room}/messages?limit=1000`)).statusCode).toBe(
      400,
    );
    expect(
      (await as(m, 'POST', `/api/marketplace/chat/rooms/${room}/messages`, { body: 'x'.repeat(4000) }))
        .statusCode,
    ).toBe(201);
  });

  it('only participants subscribe to the room topic', async () => {
    const stranger = await makeUser(t.db, 'member');
    const theirs = await connectWs(baseUrl, stranger.cookie);
    const mine = await connectWs(baseUrl, s.cookie);
    sockets.push(theirs, mine);
    expect(await theirs.subscribe(chatRoomTopic(room))).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
    expect((await mine.subscribe(chatRoomTopic(room))).type).toBe('subscribed');
  });
});

describe('history, unread and read receipts', () => {
  it('pages newest first with a cursor and counts what the other side has not read', async () => {
    const m = await makeUser(t.db, 'member');
    const s = await specialist();
    const room = (await openRoom(m, s)).id;
    const sent: string[] = [];
    for (let i = 1; i <= 7; i++) sent.push((await send(i % 2 ? m : s, room, `message ${i}`)).id);

    const first = await as(s, 'GET', `/api/marketplace/chat/rooms/${room}/messages?limit=3`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().messages.map((x: { body: string }) => x.body)).toEqual([
      'message 5',
      'message 6',
      'message 7',
    ]);
    expect(first.json()).toMatchObject({ has_more: true, next_before: sent[4] });
    const second = await as(
      s,
      'GET',
      `/api/marketplace/chat/rooms/${room}/messages?limit=3&before=${sent[4]}`,
    );
    expect(second.json().messages.map((x: { body: string }) => x.body)).toEqual([
      'message 2',
      'message 3',
      'message 4',
    ]);
    const last = await as(s, 'GET', `/api/marketplace/chat/rooms/${room}/messages?limit=3&before=${sent[1]}`);
    expect(last.json()).toMatchObject({ has_more: false, next_before: null });
    expect(last.json().messages.map((x: { body: string }) => x.body)).toEqual(['message 1']);

    // The specialist wrote 2, 4, 6 (their own mark moved to 6), so 7 is their only unread.
    const sRooms = (await as(s, 'GET', '/api/marketplace/chat/rooms')).json().rooms;
    expect(sRooms[0]).toMatchObject({ unread_count: 1, last_message: { body: 'message 7' } });
    const mRooms = (await as(m, 'GET', '/api/marketplace/chat/rooms')).json().rooms;
    expect(mRooms[0].unread_count).toBe(0);
    expect(mRooms[0].other_last_read_message_id).toBe(sent[5]);

    const read = await as(s, 'POST', `/api/marketplace/chat/rooms/${room}/read`, { message_id: sent[6] });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ unread_count: 0, last_read_message_id: sent[6] });
    // Reading an older message never moves the mark back.
    const older = await as(s, 'POST', `/api/marketplace/chat/rooms/${room}/read`, { message_id: sent[0] });
    expect(older.json().last_read_message_id).toBe(sent[6]);
    const seen = (await as(m, 'GET', `/api/marketplace/chat/rooms/${room}`)).json().room;
    expect(seen.other_last_read_message_id).toBe(sent[6]);

    const elsewhere = await openRoom(await makeUser(t.db, 'member'), s);
    const foreign = await as(s, 'POST', `/api/marketplace/chat/rooms/${elsewhere.id}/read`, {
      message_id: sent[0],
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('live delivery', () => {
  it('delivers new messages, reads and typing to the other participant', async () => {
    const m = await makeUser(t.db, 'member');
    const s = await specialist();
    const room = (await openRoom(m, s)).id;
    const socket = await connectWs(baseUrl, s.cookie);
    const own = await connectWs(baseUrl, s.cookie);
    sockets.push(socket, own);
    await socket.subscribe(chatRoomTopic(room));
    await own.subscribe(`user:${s.id}`);

    const msg = await send(m, room, 'Are you free on Tuesday?');
    const got = await socket.next((f) => f.event === CHAT_EVENTS.message);
    expect(got).toMatchObject({
      topic: chatRoomTopic(room),
      data: { room_id: room, message_id: msg.id, sender_id: m.id },
    });
    expect(JSON.stringify(got)).not.toContain('Tuesday');
    // The recipient's own topic hears of it too (their room list and unread badges).
    expect(
      await own.next((f) => f.event === CHAT_EVENTS.message && f.topic === `user:${s.id}`),
    ).toMatchObject({ data: { message_id: msg.id } });

    expect((await as(m, 'POST', `/api/marketplace/chat/rooms/${room}/typing`)).statusCode).toBe(200);
    expect(await socket.next((f) => f.event === CHAT_EVENTS.typing)).toMatchObject({
      data: { room_id: room, user_id: m.id },
    });
  });

  it('notifies the other side of a new message once per quiet spell', async () => {
    const m = await makeUser(t.db, 'member');
    const s = await specialist();
    const room = (await openRoom(m, s)).id;
    await send(m, room, 'First');
    await send(m, room, 'Second');
    await send(m, room, 'Third');
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, s.id), eq(notifications.type, 'marketplace.chat_message')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ link: `/specialist/chat/${room}` });
  });
});

describe('rate limit', () => {
  it(`allows ${CHAT_MESSAGES_PER_WINDOW} messages in the window, then answers 429`, async () => {
    const m = await makeUser(t.db, 'member');
    const s = await specialist();
    const room = (await openRoom(m, s)).id;
    for (let i = 0; i < CHAT_MESSAGES_PER_WINDOW; i++) await send(m, room, `spam ${i}`);
    const res = await as(m, 'POST', `/api/marketplace/chat/rooms/${room}/messages`, { body: 'one more' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(res.json().message).toMatch(/too quickly/);
    expect(res.headers['retry-after']).toBeDefined();
    // The limit is per person: the other side can still answer.
    await send(s, room, 'Slow down please');
  });
});

describe('attachments', () => {
  it('uploads a checked file, sends it, and lets only the room download it', async () => {
    const m = await makeUser(t.db, 'member');
    const s = await specialist();
    const room = (await openRoom(m, s)).id;
    const form = multipart({ name: 'intake.pdf', data: PDF, type: 'application/pdf' });
    const up = await injectAs(t.app, m, {
      method: 'POST',
      url: `/api/marketplace/chat/rooms/${room}/attachments`,
      ...form,
    });
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json().attachment;
    expect(file).toMatchObject({ file_name: 'intake.pdf', content_type: 'application/pdf' });

    const url = `/api/marketplace/chat/rooms/${room}/attachments/${file.id}/download`;
    // Not sent yet: only the uploader sees it.
    expect((await as(s, 'GET', url)).statusCode).toBe(404);
    const msg = await as(m, 'POST', `/api/marketplace/chat/rooms/${room}/messages`, {
      body: '',
      file_id: file.id,
    });
    expect(msg.statusCode, msg.body).toBe(201);
    expect(msg.json().message.attachment.id).toBe(file.id);
    const again = await as(m, 'POST', `/api/marketplace/chat/rooms/${room}/messages`, {
      body: 'again',
      file_id: file.id,
    });
    expect(again.statusCode).toBe(409);

    const down = await as(s, 'GET', url);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.rawPayload.equals(PDF)).toBe(true);

    const stranger = await makeUser(t.db, 'member');
    expect((await as(stranger, 'GET', url)).statusCode).toBe(404);
    // Another room's id with this file: the file belongs to its own room only.
    const otherRoom = (await openRoom(m, await specialist())).id;
    expect(
      (await as(m, 'GET', `/api/marketplace/chat/rooms/${otherRoom}/attachments/${file.id}/download`))
        .statusCode,
    ).toBe(404);
    // Someone else's upload cannot be sent as one's own.
    const png = multipart({ name: 'me.png', data: PNG, type: 'image/png' });
    const theirs = (
      await injectAs(t.app, s, {
        method: 'POST',
        url: `/api/marketplace/chat/rooms/${room}/attachments`,
        ...png,
      })
    ).json().attachment;
    expect(
      (await as(m, 'POST', `/api/marketplace/chat/rooms/${room}/messages`, { file_id: theirs.id }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a disguised executable and uploads from outside the room', async () => {
    const m = await makeUser(t.db, 'member');
    const s = await specialist();
    const room = (await openRoom(m, s)).id;
    const exe = multipart({ name: 'photo.png', data: Buffer.from('MZ\x90\x00fake-exe'), type: 'image/png' });
    const bad = await injectAs(t.app, m, {
      method: 'POST',
      url: `/api/marketplace/chat/rooms/${room}/attachments`,
      ...exe,
    });
    expect(bad.statusCode).toBe(400);
    const stranger = await makeUser(t.db, 'member');
    const form = multipart({ name: 'a.pdf', data: PDF });
    const outside = await injectAs(t.app, stranger, {
      method: 'POST',
      url: `/api/marketplace/chat/rooms/${room}/attachments`,
      ...form,
    });
    expect(outside.statusCode).toBe(404);
  });
});

describe('admin view', () => {
  it('lists and reads rooms read-only, writing each read to the audit log', async () => {
    const m = await makeUser(t.db, 'member', { display_name: 'Audit Member' });
    const s = await specialist();
    const room = (await openRoom(m, s)).id;
    await send(m, room, 'Please keep this private');

    const list = await as(admin, 'GET', '/api/admin/marketplace/chats?q=Audit%20Member');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rooms).toHaveLength(1);
    expect(list.json().rooms[0]).toMatchObject({ id: room, message_count: 1, member: { email: m.email } });

    const read = await as(admin, 'GET', `/api/admin/marketplace/chats/${room}/messages`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().messages.map((x: { body: string }) => x.body)).toEqual(['Please keep this private']);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.target_id, room));
    expect(audits.map((a) => a.action)).toContain('marketplace_chat.viewed');
    expect(audits[0]?.actor_id).toBe(admin.id);
    const listed = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'marketplace_chat.list_viewed'));
    expect(listed.length).toBeGreaterThan(0);

    // Reading does not move anyone's read mark: the specialist still has one unread.
    expect((await as(s, 'GET', `/api/marketplace/chat/rooms/${room}`)).json().room.unread_count).toBe(1);
    // There is no admin write route.
    expect(
      (await as(admin, 'POST', `/api/admin/marketplace/chats/${room}/messages`, { body: 'x' })).statusCode,
    ).toBe(404);
  });

  it('refuses members, specialists and staff without marketplace.manage', async () => {
    const m = await makeUser(t.db, 'member');
    const s = await specialist();
    const staff = await makeUser(t.db, 'funding_team');
    for (const who of [m, s, staff]) {
      expect((await as(who, 'GET', '/api/admin/marketplace/chats')).statusCode).toBe(403);
    }
    expect((await as(null, 'GET', '/api/admin/marketplace/chats')).statusCode).toBe(401);
  });
});
