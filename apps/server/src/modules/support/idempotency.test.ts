import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { multipart, openTicket, PDF } from '../../testing/support';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let client: TestUser;
let other: TestUser;
let agent: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  client = await makeUser(t.db, 'client');
  other = await makeUser(t.db, 'client');
  agent = await makeUser(t.db, 'credit_team');
});
afterAll(() => t.close());

const create = (user: TestUser, key: string | undefined, title = 'Report page is blank') =>
  injectAs(t.app, user, {
    method: 'POST',
    url: '/api/tickets',
    headers: key ? { 'idempotency-key': key } : {},
    payload: { title, description: 'Nothing loads after sign-in.' },
  });
const myTickets = async (user: TestUser) =>
  (await injectAs(t.app, user, { method: 'GET', url: '/api/tickets' })).json().total as number;

describe('Idempotency-Key on creates the browser retries', () => {
  it('creates one ticket however often the same request is retried, concurrent retries included', async () => {
    const first = await create(client, 'create-0001-abcdef');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const [again, racing] = await Promise.all([
      create(client, 'create-0001-abcdef'),
      create(client, 'create-0001-abcdef'),
    ]);
    for (const res of [again, racing]) {
      expect(res.statusCode).toBe(201);
      expect(res.headers['idempotent-replayed']).toBe('true');
      expect(res.json().ticket.id).toBe(first.json().ticket.id);
    }
    expect(await myTickets(client)).toBe(1);
    // A new key (the next ticket the person opens) and no key at all both create.
    expect((await create(client, 'create-0002-abcdef')).json().ticket.id).not.toBe(first.json().ticket.id);
    await create(client, undefined);
    expect(await myTickets(client)).toBe(3);
  });

  it("keeps keys per person: another client's identical key creates their own ticket", async () => {
    const mine = (await create(client, 'shared-key-123456')).json().ticket;
    const theirs = await create(other, 'shared-key-123456');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().ticket.id).not.toBe(mine.id);
    expect(theirs.json().ticket.user_id).toBe(other.id);
  });

  it('posts a reply once, and moves the status once, when the post is retried', async () => {
    const ticket = await openTicket(t.app, client);
    const note = (key: string, user = agent, url = `/api/tickets/${ticket.id}/messages`) =>
      injectAs(t.app, user, {
        method: 'POST',
        url,
        headers: { 'idempotency-key': key },
        payload: url.endsWith('internal-note') ? { note: 'Checked the logs' } : { message: 'Any update?' },
      });
    const first = await note('reply-key-000001', client);
    const retry = await note('reply-key-000001', client);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().message).toEqual(first.json().message);
    const staffNote = await note('note-key-0000001', agent, `/api/tickets/${ticket.id}/internal-note`);
    const staffRetry = await note('note-key-0000001', agent, `/api/tickets/${ticket.id}/internal-note`);
    expect(staffRetry.json().message.id).toBe(staffNote.json().message.id);

    const detail = (await injectAs(t.app, agent, { method: 'GET', url: `/api/tickets/${ticket.id}` })).json()
      .ticket;
    expect(detail.messages.map((m: { message: string }) => m.message)).toEqual([
      'Any update?',
      'Checked the logs',
    ]);
    const history = (
      await injectAs(t.app, agent, { method: 'GET', url: `/api/tickets/${ticket.id}/activity` })
    ).json();
    const added = JSON.stringify(history).match(/message_added/g) ?? [];
    expect(added).toHaveLength(1);
  });

  it('stores an upload once when it is retried, and keeps no second copy of the bytes', async () => {
    const ticket = await openTicket(t.app, client);
    const upload = () =>
      injectAs(t.app, client, {
        method: 'POST',
        url: `/api/tickets/${ticket.id}/attachments`,
        ...(() => {
          const up = multipart({ name: 'statement.pdf', data: PDF });
          return { payload: up.payload, headers: { ...up.headers, 'idempotency-key': 'upload-key-000001' } };
        })(),
      });
    const first = await upload();
    const retry = await upload();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().attachment).toEqual(first.json().attachment);
    const listed = (
      await injectAs(t.app, client, { method: 'GET', url: `/api/tickets/${ticket.id}/attachments` })
    ).json().attachments;
    expect(listed).toHaveLength(1);
    const storage = t.config.storage;
    if (storage.kind === 'local') {
      expect(readdirSync(path.join(storage.dir, 'tickets', ticket.id))).toHaveLength(1);
    }
  });

  it('refuses the same key for a different request, and frees keys after a day', async () => {
    const first = await create(client, 'reused-key-000001', 'First problem');
    const other = await create(client, 'reused-key-000001', 'A different problem');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
    // A note and a reply never answer for each other, even with one key.
    const ticket = first.json().ticket;
    const reply = await injectAs(t.app, agent, {
      method: 'POST',
      url: `/api/tickets/${ticket.id}/messages`,
      headers: { 'idempotency-key': 'thread-key-000001' },
      payload: { message: 'Same words' },
    });
    const note = await injectAs(t.app, agent, {
      method: 'POST',
      url: `/api/tickets/${ticket.id}/internal-note`,
      headers: { 'idempotency-key': 'thread-key-000001' },
      payload: { note: 'Same words' },
    });
    expect(note.statusCode).toBe(201);
    expect(note.headers['idempotent-replayed']).toBeUndefined();
    expect(note.json().message.is_internal).toBe(true);
    expect(note.json().message.id).not.toBe(reply.json().message.id);

    // A day later the key is free again.
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'reused-key-000001'`,
    );
    const later = await create(client, 'reused-key-000001', 'A different problem');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().ticket.id).not.toBe(ticket.id);
  });

  it('refuses a malformed key instead of ignoring it', async () => {
    for (const key of ['short', 'has spaces in it', 'x'.repeat(201)]) {
      const res = await create(client, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key/);
    }
  });
});
