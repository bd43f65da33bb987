import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { connectWs, openTicket, type ServerFrame, type TestSocket } from '../../testing/support';
import { createMemoryMailer, createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Live ticket updates across two app instances on one database: sockets on instance A, writes
 * through instance B's HTTP API.
 */
let t: TestApp;
let second: FastifyInstance;
let urlA: string;
let client: TestUser;
let other: TestUser;
let agent: TestUser;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    mailer: createMemoryMailer(),
  });
  await second.ready();
  urlA = await t.app.listen({ port: 0, host: '127.0.0.1' });
  client = await makeUser(t.db, 'client', { display_name: 'Jordan Client' });
  other = await makeUser(t.db, 'client');
  agent = await makeUser(t.db, 'funding_team', { display_name: 'Finley Funding' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await second.close();
  await t.close();
});

async function open(user: TestUser) {
  const socket = await connectWs(urlA, user.cookie);
  sockets.push(socket);
  return socket;
}
const viaB = (user: TestUser, method: 'POST' | 'PATCH', url: string, payload: object) =>
  injectAs(second, user, { method, url, payload });

describe('ticket topics', () => {
  it('a client follows only their own tickets; staff follow any ticket and the list', async () => {
    const mine = await openTicket(t.app, client);
    const theirs = await openTicket(t.app, other);
    const socket = await open(client);
    expect((await socket.subscribe(`ticket:${mine.id}`)).type).toBe('subscribed');
    expect(await socket.subscribe(`ticket:${theirs.id}`)).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
    expect(await socket.subscribe('ticket:00000000-0000-4000-8000-000000000000')).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await socket.subscribe('ticket:not-an-id')).toMatchObject({ code: 'FORBIDDEN' });
    expect(await socket.subscribe('tickets')).toMatchObject({ type: 'error', code: 'FORBIDDEN' });

    const staffSocket = await open(agent);
    expect((await staffSocket.subscribe(`ticket:${theirs.id}`)).type).toBe('subscribed');
    expect((await staffSocket.subscribe('tickets')).type).toBe('subscribed');
  });
});

describe('live ticket events across instances', () => {
  let id: string;
  let clientSocket: TestSocket;
  let staffSocket: TestSocket;
  let userTopic: TestSocket;
  beforeAll(async () => {
    id = (await openTicket(t.app, client, { title: 'Live updates please' })).id;
    clientSocket = await open(client);
    staffSocket = await open(agent);
    userTopic = await open(client);
    await clientSocket.subscribe(`ticket:${id}`);
    await staffSocket.subscribe(`ticket:${id}`);
    await staffSocket.subscribe('tickets');
    await userTopic.subscribe(`user:${client.id}`);
  });

  const events = (s: TestSocket, name: string) =>
    s.frames.filter((f) => f.type === 'event' && f.event === name);

  it('publishes internal notes to staff only; the client never receives one', async () => {
    const note = await viaB(agent, 'POST', `/api/tickets/${id}/internal-note`, {
      note: 'Check the bank statement first',
    });
    const noteId = note.json().message.id;
    const staffGot = await staffSocket.next(
      (f) => f.event === 'message.created' && f.data?.message_id === noteId,
    );
    expect(staffGot.data).toMatchObject({ ticket_id: id, is_internal: true });
    const file = await viaB(agent, 'POST', `/api/tickets/${id}/messages`, {
      message: 'Internal too',
      is_internal: true,
    });
    expect(file.statusCode).toBe(201);

    // A public reply after the notes: NOTIFY delivers in order, so once it arrives the notes
    // would already have arrived had they been sent to the client.
    const reply = await viaB(agent, 'POST', `/api/tickets/${id}/messages`, { message: 'We are on it.' });
    const replyId = reply.json().message.id;
    const got = await clientSocket.next(
      (f) => f.event === 'message.created' && f.data?.message_id === replyId,
    );
    expect(got).toMatchObject({
      topic: `ticket:${id}`,
      data: { ticket_id: id, user_id: agent.id, user_name: 'Finley Funding', is_internal: false },
    });
    await userTopic.next((f) => f.event === 'message.created' && f.data?.message_id === replyId);
    for (const s of [clientSocket, userTopic]) {
      expect(s.frames.some((f: ServerFrame) => f.data?.is_internal === true)).toBe(false);
      expect(JSON.stringify(s.frames)).not.toContain(noteId);
    }
  });

  it('publishes status changes and assignments to the ticket, the owner and the staff list', async () => {
    await viaB(agent, 'PATCH', `/api/tickets/${id}`, { status: 'in_progress' });
    const status = await clientSocket.next((f) => f.event === 'ticket.status_changed');
    expect(status.data).toMatchObject({ ticket_id: id, from: 'open', to: 'in_progress' });
    await userTopic.next((f) => f.event === 'ticket.status_changed');
    await staffSocket.next((f) => f.topic === 'tickets' && f.event === 'ticket.status_changed');

    await viaB(agent, 'PATCH', `/api/tickets/${id}/assign`, { assigned_to: agent.id });
    const assigned = await clientSocket.next((f) => f.event === 'ticket.assigned');
    expect(assigned.data).toMatchObject({
      ticket_id: id,
      assigned_to: agent.id,
      assigned_to_name: 'Finley Funding',
    });
    expect(events(clientSocket, 'ticket.updated').length).toBeGreaterThanOrEqual(2);
  });

  it("the client's reply reaches staff live, with the status it caused", async () => {
    await viaB(agent, 'PATCH', `/api/tickets/${id}`, { status: 'waiting_on_client' });
    await viaB(client, 'POST', `/api/tickets/${id}/messages`, { message: 'Statement attached.' });
    await staffSocket.next(
      (f) => f.topic === `ticket:${id}` && f.event === 'message.created' && f.data?.user_id === client.id,
    );
    const moved = await staffSocket.next(
      (f) =>
        f.topic === `ticket:${id}` &&
        f.event === 'ticket.status_changed' &&
        f.data?.to === 'waiting_on_admin',
    );
    expect(moved.data).toMatchObject({ from: 'waiting_on_client' });
  });

  it('tells staff watching the list about new tickets', async () => {
    const created = await openTicket(second, other, { title: 'Brand new' });
    const frame = await staffSocket.next(
      (f) => f.topic === 'tickets' && f.event === 'ticket.created' && f.data?.ticket_id === created.id,
    );
    expect(frame.data).toMatchObject({ ticket_number: created.ticket_number });
    // …and not another client watching their own user topic.
    expect(userTopic.frames.some((f) => f.data?.ticket_id === created.id)).toBe(false);
  });
});
