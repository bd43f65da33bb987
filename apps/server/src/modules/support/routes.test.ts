import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets } from '../../db/schema';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { multipart, openTicket, PDF, PNG } from '../../testing/support';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { REOPEN_EXPIRED_MESSAGE } from './service';

const HOUR = 3_600_000;
let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let client: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    storage: { kind: 'local', dir: mkdtempSync(path.join(tmpdir(), 'fp-support-')) },
  });
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  agent = await makeUser(t.db, 'funding_team', { display_name: 'Finley Funding' });
  client = await makeUser(t.db, 'client', { display_name: 'Jordan Client' });
  other = await makeUser(t.db, 'client', { display_name: 'Olive Other' });
});
afterAll(() => t.close());

const as = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

const setTicket = (id: string, values: Partial<typeof supportTickets.$inferInsert>) =>
  t.db.update(supportTickets).set(values).where(eq(supportTickets.id, id));

describe('creating tickets', () => {
  it('defaults to medium/general, numbers it FP-000000 and sets the SLA from the priority', async () => {
    const ticket = await openTicket(t.app, client);
    expect(ticket).toMatchObject({
      status: 'open',
      priority: 'medium',
      category: 'general',
      user_id: client.id,
      user_name: 'Jordan Client',
      assigned_to: null,
      messages_count: 0,
      sla_breached: false,
    });
    expect(ticket.ticket_number).toMatch(/^FP-\d{6}$/);
    expect(Date.parse(ticket.sla_due_date) - Date.parse(ticket.created_at)).toBe(24 * HOUR);

    const urgent = await openTicket(t.app, client, { priority: 'urgent', category: 'funding' });
    expect(Date.parse(urgent.sla_due_date) - Date.parse(urgent.created_at)).toBe(4 * HOUR);
    const seq = (n: string) => Number(n.slice(3));
    expect(seq(urgent.ticket_number)).toBeGreaterThan(seq(ticket.ticket_number));
  });

  it('answers a missing title or description with the spec message', async () => {
    for (const payload of [{ description: 'x' }, { title: 'x' }, { title: '  ', description: 'x' }, {}]) {
      const res = await as(client, 'POST', '/api/tickets', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please fill in all required fields',
      });
    }
  });

  it('lets staff open a ticket for a client, and nobody else for anyone', async () => {
    const forClient = await openTicket(t.app, agent, { user_id: client.id });
    expect(forClient.user_id).toBe(client.id);
    const res = await as(other, 'POST', '/api/tickets', { title: 'a', description: 'b', user_id: client.id });
    expect(res.statusCode).toBe(403);
  });
});

describe("a client never sees another client's tickets", () => {
  let mine: string;
  let theirs: string;
  let attachmentId: string;
  beforeAll(async () => {
    mine = (await openTicket(t.app, client, { title: 'Mine: zebra budget question' })).id;
    theirs = (await openTicket(t.app, other, { title: 'Theirs: zebra payout question' })).id;
    const up = multipart({ name: 'statement.pdf', data: PDF });
    const res = await injectAs(t.app, other, {
      method: 'POST',
      url: `/api/tickets/${theirs}/attachments`,
      ...up,
    });
    expect(res.statusCode).toBe(201);
    attachmentId = res.json().attachment.id;
    expect(
      (await as(agent, 'POST', `/api/tickets/${theirs}/messages`, { message: 'zebra reply' })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['GET', ''],
    ['PATCH', ''],
    ['GET', '/messages'],
    ['POST', '/messages'],
    ['GET', '/attachments'],
    ['GET', '/activity'],
  ] as const)('%s /api/tickets/:id%s answers 404', async (method, suffix) => {
    const res = await as(
      client,
      method,
      `/api/tickets/${theirs}${suffix}`,
      method === 'GET' ? undefined : { message: 'hi', title: 'x' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('cannot upload to it or download from it', async () => {
    const up = multipart({ name: 'a.pdf', data: PDF });
    expect(
      (await injectAs(t.app, client, { method: 'POST', url: `/api/tickets/${theirs}/attachments`, ...up }))
        .statusCode,
    ).toBe(404);
    const dl = await as(client, 'GET', `/api/tickets/${theirs}/attachments/${attachmentId}/download`);
    expect(dl.statusCode).toBe(404);
    // The attachment id under the client's own ticket does not work either.
    expect(
      (await as(client, 'GET', `/api/tickets/${mine}/attachments/${attachmentId}/download`)).statusCode,
    ).toBe(404);
    expect(
      (await as(other, 'GET', `/api/tickets/${theirs}/attachments/${attachmentId}/download`)).statusCode,
    ).toBe(200);
  });

  it('is left out of lists, search and stats, whatever filter is asked for', async () => {
    const list = (await as(client, 'GET', `/api/tickets?user_id=${other.id}`)).json();
    expect(list).toMatchObject({ tickets: [], total: 0 });
    const own = (await as(client, 'GET', '/api/tickets?per_page=100')).json();
    expect(own.tickets.every((x: { user_id: string }) => x.user_id === client.id)).toBe(true);
    expect(own.tickets.map((x: { id: string }) => x.id)).not.toContain(theirs);

    const search = (await as(client, 'GET', '/api/tickets/search?q=zebra')).json();
    expect(search.results.map((x: { id: string }) => x.id)).toEqual([mine]);
    expect(search.total).toBe(1);

    const stats = (await as(client, 'GET', '/api/tickets/stats')).json();
    expect(stats.total).toBe(own.total);
    const staffStats = (await as(agent, 'GET', '/api/tickets/stats')).json();
    expect(staffStats.total).toBeGreaterThan(stats.total);
  });

  it('staff see every ticket', async () => {
    expect((await as(agent, 'GET', `/api/tickets/${theirs}`)).statusCode).toBe(200);
    expect((await as(admin, 'GET', `/api/tickets/${mine}`)).statusCode).toBe(200);
  });
});

describe('internal notes and internal attachments', () => {
  let id: string;
  let noteId: string;
  let internalFile: string;
  let updatedBefore: string;
  beforeAll(async () => {
    id = (await openTicket(t.app, client, { title: 'Loan offer question' })).id;
    await as(agent, 'POST', `/api/tickets/${id}/messages`, { message: 'Happy to help with the offer.' });
    updatedBefore = (await as(client, 'GET', `/api/tickets/${id}`)).json().ticket.updated_at;
    const note = await as(agent, 'POST', `/api/tickets/${id}/internal-note`, {
      note: 'Secret: underwriter flagged platypus risk',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().message).toMatchObject({ is_internal: true, user_name: 'Finley Funding' });
    noteId = note.json().message.id;
    await as(agent, 'POST', `/api/tickets/${id}/messages`, {
      message: 'Internal via flag: platypus',
      is_internal: true,
    });
    const up = multipart({ name: 'underwriting.pdf', data: PDF }, { message_id: noteId });
    const res = await injectAs(t.app, agent, {
      method: 'POST',
      url: `/api/tickets/${id}/attachments`,
      ...up,
    });
    expect(res.json().attachment.is_internal).toBe(true);
    internalFile = res.json().attachment.id;
  });

  it('staff see them in the thread, the count and the history', async () => {
    const ticket = (await as(agent, 'GET', `/api/tickets/${id}`)).json().ticket;
    expect(ticket.messages.filter((m: { is_internal: boolean }) => m.is_internal)).toHaveLength(2);
    expect(ticket.messages_count).toBe(3);
    expect(ticket.attachments).toHaveLength(1);
    const activity = (await as(agent, 'GET', `/api/tickets/${id}/activity`)).json().activity;
    expect(activity.map((a: { action: string }) => a.action)).toContain('internal_note_added');
  });

  it('a client sees none of them: detail, messages, attachments, counts, history, list, search', async () => {
    const detail = (await as(client, 'GET', `/api/tickets/${id}`)).json().ticket;
    expect(detail.messages.map((m: { message: string }) => m.message)).toEqual([
      'Happy to help with the offer.',
    ]);
    expect(detail.messages_count).toBe(1);
    expect(detail.attachments).toEqual([]);
    expect(JSON.stringify(detail)).not.toContain('platypus');
    // Adding a note left no trace, not even a newer updated_at.
    expect(detail.updated_at).toBe(updatedBefore);

    const messages = (await as(client, 'GET', `/api/tickets/${id}/messages`)).json().messages;
    expect(messages.every((m: { is_internal: boolean }) => !m.is_internal)).toBe(true);
    expect((await as(client, 'GET', `/api/tickets/${id}/attachments`)).json().attachments).toEqual([]);
    const activity = (await as(client, 'GET', `/api/tickets/${id}/activity`)).json().activity;
    expect(activity.map((a: { action: string }) => a.action)).not.toContain('internal_note_added');
    expect(JSON.stringify(activity)).not.toContain(noteId);

    const list = (await as(client, 'GET', '/api/tickets')).json().tickets;
    expect(list.find((x: { id: string }) => x.id === id).messages_count).toBe(1);
    expect((await as(client, 'GET', '/api/tickets/search?q=platypus')).json().total).toBe(0);
    // Internal text is never in the search document, for staff either.
    expect((await as(agent, 'GET', '/api/tickets/search?q=platypus')).json().total).toBe(0);
  });

  it('a client cannot download an internal attachment, attach to a note or write one', async () => {
    expect(
      (await as(client, 'GET', `/api/tickets/${id}/attachments/${internalFile}/download`)).statusCode,
    ).toBe(404);
    expect(
      (await as(agent, 'GET', `/api/tickets/${id}/attachments/${internalFile}/download`)).statusCode,
    ).toBe(200);
    const up = multipart({ name: 'x.pdf', data: PDF }, { message_id: noteId });
    expect(
      (await injectAs(t.app, client, { method: 'POST', url: `/api/tickets/${id}/attachments`, ...up }))
        .statusCode,
    ).toBe(404);
    const flagged = multipart({ name: 'x.pdf', data: PDF }, { is_internal: 'true' });
    expect(
      (await injectAs(t.app, client, { method: 'POST', url: `/api/tickets/${id}/attachments`, ...flagged }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(client, 'POST', `/api/tickets/${id}/messages`, { message: 'x', is_internal: true }))
        .statusCode,
    ).toBe(403);
    expect((await as(client, 'POST', `/api/tickets/${id}/internal-note`, { note: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe('status rules', () => {
  it('staff move tickets along the transition table; illegal moves are 409', async () => {
    const { id } = await openTicket(t.app, client);
    const move = (status: string, who = agent) => as(who, 'PATCH', `/api/tickets/${id}`, { status });
    expect((await move('waiting_on_admin')).statusCode).toBe(409);
    expect((await move('in_progress')).json().ticket.status).toBe('in_progress');
    expect((await move('closed')).statusCode).toBe(200);
    const res = await move('resolved');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A ticket cannot move from closed to resolved');
    expect((await move('open')).json().ticket).toMatchObject({ status: 'open', resolved_at: null });
  });

  it('clients may only close their own ticket, and edit title/description while it is open', async () => {
    const { id } = await openTicket(t.app, client);
    expect((await as(client, 'PATCH', `/api/tickets/${id}`, { status: 'in_progress' })).statusCode).toBe(403);
    expect((await as(client, 'PATCH', `/api/tickets/${id}`, { priority: 'urgent' })).statusCode).toBe(403);
    const edited = await as(client, 'PATCH', `/api/tickets/${id}`, {
      title: 'Better title',
      description: 'More detail',
    });
    expect(edited.json().ticket).toMatchObject({ title: 'Better title', description: 'More detail' });
    await as(agent, 'PATCH', `/api/tickets/${id}`, { status: 'in_progress' });
    const late = await as(client, 'PATCH', `/api/tickets/${id}`, { title: 'Again' });
    expect(late.statusCode).toBe(409);
    const closed = await as(client, 'PATCH', `/api/tickets/${id}`, { status: 'closed' });
    expect(closed.json().ticket).toMatchObject({ status: 'closed' });
    expect(closed.json().ticket.resolved_at).not.toBeNull();
  });

  it('resolve records the resolution; only staff may resolve or assign', async () => {
    const { id } = await openTicket(t.app, client);
    expect((await as(client, 'PATCH', `/api/tickets/${id}/resolve`, { resolution: 'x' })).statusCode).toBe(
      403,
    );
    const res = await as(agent, 'PATCH', `/api/tickets/${id}/resolve`, {
      resolution: 'Report re-pulled; scores now show.',
    });
    expect(res.json().ticket).toMatchObject({
      status: 'resolved',
      resolution: 'Report re-pulled; scores now show.',
    });
  });

  it("a client's reply moves waiting_on_client to waiting_on_admin", async () => {
    const { id } = await openTicket(t.app, client);
    await as(agent, 'PATCH', `/api/tickets/${id}`, { status: 'waiting_on_client' });
    await as(agent, 'POST', `/api/tickets/${id}/messages`, { message: 'Can you send your statement?' });
    expect((await as(agent, 'GET', `/api/tickets/${id}`)).json().ticket.status).toBe('waiting_on_client');
    await as(client, 'POST', `/api/tickets/${id}/messages`, { message: 'Here it is.' });
    expect((await as(client, 'GET', `/api/tickets/${id}`)).json().ticket.status).toBe('waiting_on_admin');
  });

  it('a client reply reopens a resolved ticket within 14 days, and is refused after', async () => {
    const { id } = await openTicket(t.app, client);
    await as(agent, 'PATCH', `/api/tickets/${id}/resolve`, { resolution: 'Done' });
    const reply = await as(client, 'POST', `/api/tickets/${id}/messages`, { message: 'Still broken' });
    expect(reply.statusCode).toBe(201);
    const reopened = (await as(client, 'GET', `/api/tickets/${id}`)).json().ticket;
    expect(reopened).toMatchObject({ status: 'waiting_on_admin', resolved_at: null });
    // Reopening restarts the SLA clock.
    expect(Date.parse(reopened.sla_due_date)).toBeGreaterThan(Date.now() + 23 * HOUR);
    const history = (await as(client, 'GET', `/api/tickets/${id}/activity`)).json().activity;
    expect(history).toContainEqual(
      expect.objectContaining({
        action: 'reopened',
        from_value: 'resolved',
        to_value: 'waiting_on_admin',
        user_id: client.id,
      }),
    );

    await as(agent, 'PATCH', `/api/tickets/${id}`, { status: 'closed' });
    await setTicket(id, { resolved_at: new Date(Date.now() - 15 * 24 * HOUR) });
    const late = await as(client, 'POST', `/api/tickets/${id}/messages`, { message: 'Hello?' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CONFLICT', message: REOPEN_EXPIRED_MESSAGE });
    expect((await as(client, 'GET', `/api/tickets/${id}`)).json().ticket.status).toBe('closed');
  });
});

describe('SLA', () => {
  it('recomputes the due time from creation when the priority changes', async () => {
    const ticket = await openTicket(t.app, client, { priority: 'low' });
    expect(Date.parse(ticket.sla_due_date) - Date.parse(ticket.created_at)).toBe(72 * HOUR);
    const high = (await as(agent, 'PATCH', `/api/tickets/${ticket.id}`, { priority: 'high' })).json().ticket;
    expect(Date.parse(high.sla_due_date) - Date.parse(ticket.created_at)).toBe(8 * HOUR);
    const history = (await as(agent, 'GET', `/api/tickets/${ticket.id}/activity`)).json().activity;
    expect(history).toContainEqual(
      expect.objectContaining({
        action: 'priority_changed',
        from_value: 'low',
        to_value: 'high',
        user_name: 'Finley Funding',
      }),
    );
  });

  it('flags a breach on the ticket and in stats; a ticket resolved in time is not breached', async () => {
    const before = (await as(agent, 'GET', '/api/tickets/stats')).json().breached;
    const late = await openTicket(t.app, client, { priority: 'urgent' });
    await setTicket(late.id, { sla_due_date: new Date(Date.now() - 60_000) });
    expect((await as(client, 'GET', `/api/tickets/${late.id}`)).json().ticket.sla_breached).toBe(true);
    const onTime = await openTicket(t.app, client, { priority: 'urgent' });
    await as(agent, 'PATCH', `/api/tickets/${onTime.id}/resolve`, { resolution: 'Quick fix' });
    await setTicket(onTime.id, { sla_due_date: new Date(Date.now() - 1000) });
    await setTicket(onTime.id, { resolved_at: new Date(Date.now() - 60_000) });
    expect((await as(client, 'GET', `/api/tickets/${onTime.id}`)).json().ticket.sla_breached).toBe(false);
    const stats = (await as(agent, 'GET', '/api/tickets/stats')).json();
    expect(stats.breached).toBe(before + 1);
    expect(stats.by_priority.urgent).toBeGreaterThanOrEqual(2);
  });
});

describe('assignment', () => {
  it('assigns only to staff, notifies the assignee and lists it under /assigned', async () => {
    const { id, ticket_number } = await openTicket(t.app, client, { title: 'Payout delayed' });
    const toClient = await as(admin, 'PATCH', `/api/tickets/${id}/assign`, { assigned_to: other.id });
    expect(toClient.statusCode).toBe(400);
    expect(toClient.json().message).toBe('Tickets can be assigned only to staff members');

    const res = await as(admin, 'PATCH', `/api/tickets/${id}/assign`, { assigned_to: agent.id });
    expect(res.json().ticket).toMatchObject({ assigned_to: agent.id, assigned_to_name: 'Finley Funding' });
    // `ticket.assigned` → modules/notifications: in-app (and e-mail, by the assignee's preferences).
    const notified = (await as(agent, 'GET', '/api/notifications')).json().notifications;
    expect(notified[0]).toMatchObject({
      type: 'ticket.assigned',
      title: `${ticket_number} assigned to you: Payout delayed`,
      link: `/admin/support?ticket=${id}`,
    });

    const assigned = (await as(agent, 'GET', '/api/tickets/assigned')).json();
    expect(assigned.tickets.map((x: { id: string }) => x.id)).toContain(id);
    const unassigned = (await as(agent, 'GET', '/api/tickets?assigned_to=unassigned&per_page=100')).json();
    expect(unassigned.tickets.map((x: { id: string }) => x.id)).not.toContain(id);
    const byAgent = (await as(agent, 'GET', `/api/tickets?assigned_to=${agent.id}`)).json();
    expect(byAgent.tickets.map((x: { id: string }) => x.id)).toContain(id);

    const history = (await as(client, 'GET', `/api/tickets/${id}/activity`)).json().activity;
    expect(history).toContainEqual(
      expect.objectContaining({ action: 'assigned', from_value: null, to_value: agent.id }),
    );
    expect((await as(client, 'PATCH', `/api/tickets/${id}/assign`, { assigned_to: null })).statusCode).toBe(
      403,
    );
  });
});

describe('notifications on staff replies', () => {
  it('notifies the client on a staff reply, not on an internal note or their own reply', async () => {
    const { id, ticket_number } = await openTicket(t.app, client, { title: 'Card declined' });
    const replies = async () =>
      (await as(client, 'GET', '/api/notifications'))
        .json()
        .notifications.filter(
          (n: { type: string; data: { ticket_id?: string } }) =>
            n.type === 'ticket.replied' && n.data.ticket_id === id,
        );
    await as(client, 'POST', `/api/tickets/${id}/messages`, { message: 'Any update?' });
    await as(agent, 'POST', `/api/tickets/${id}/internal-note`, { note: 'Check processor logs' });
    expect(await replies()).toHaveLength(0);
    await as(agent, 'POST', `/api/tickets/${id}/messages`, {
      message: 'We re-ran the charge; it went through.',
    });
    const got = await replies();
    expect(got).toHaveLength(1);
    expect(got[0].title).toBe(`Finley Funding replied to your ticket ${ticket_number}: Card declined`);
    expect(got[0].body).toBe('We re-ran the charge; it went through.');
    expect(JSON.stringify(got)).not.toContain('processor');
    // The e-mail goes out from the `notifications.email` job (modules/notifications tests).
  });
});

describe('attachments', () => {
  let id: string;
  beforeAll(async () => {
    id = (await openTicket(t.app, client)).id;
  });
  const upload = (
    user: TestUser,
    file: { name: string; data: Buffer } | null,
    fields: Record<string, string> = {},
  ) =>
    injectAs(t.app, user, {
      method: 'POST',
      url: `/api/tickets/${id}/attachments`,
      ...multipart(file, fields),
    });

  it('accepts allowed types by content and serves them back as a download with a safe name', async () => {
    const res = await upload(client, { name: '../../etc/screen shot;.png', data: PNG });
    expect(res.statusCode).toBe(201);
    const att = res.json().attachment;
    expect(att).toMatchObject({
      content_type: 'image/png',
      size: PNG.length,
      is_internal: false,
      user_id: client.id,
    });
    expect(att.file_name).toBe('screen shot.png');
    const dl = await as(client, 'GET', `/api/tickets/${id}/attachments/${att.id}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="screen shot.png"; filename*=UTF-8''screen%20shot.png`,
    );
    expect(dl.rawPayload.equals(PNG)).toBe(true);
    const list = (await as(agent, 'GET', `/api/tickets/${id}/attachments`)).json().attachments;
    expect(list.map((a: { id: string }) => a.id)).toContain(att.id);
  });

  it('judges by content, not by name: text named .pdf is stored as text', async () => {
    const csv = await upload(client, {
      name: 'accounts.csv',
      data: Buffer.from('creditor,balance\nAcme,120\n'),
    });
    expect(csv.json().attachment).toMatchObject({ content_type: 'text/csv', file_name: 'accounts.csv' });
    const fake = await upload(client, {
      name: 'invoice.pdf',
      data: Buffer.from('<script>alert(1)</script>'),
    });
    expect(fake.json().attachment).toMatchObject({
      content_type: 'text/plain',
      file_name: 'invoice.pdf.txt',
    });
  });

  it('refuses other types, a missing file and files over 10 MB', async () => {
    const exe = await upload(client, {
      name: 'setup.png',
      data: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().code).toBe('VALIDATION_FAILED');
    const zip = await upload(client, {
      name: 'a.docx',
      data: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
    });
    expect(zip.statusCode).toBe(400);
    expect((await upload(client, null, { message_id: '' })).statusCode).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(client, { name: 'big.pdf', data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Files can be at most 10 MB' });
  });

  it('attaches to a message of the ticket, shown in the thread', async () => {
    const msg = (await as(client, 'POST', `/api/tickets/${id}/messages`, { message: 'See attached' })).json()
      .message;
    const res = await upload(client, { name: 'proof.pdf', data: PDF }, { message_id: msg.id });
    expect(res.json().attachment.message_id).toBe(msg.id);
    const thread = (await as(agent, 'GET', `/api/tickets/${id}/messages`)).json().messages;
    const withFile = thread.find((m: { id: string }) => m.id === msg.id);
    expect(withFile.attachments.map((a: { file_name: string }) => a.file_name)).toEqual(['proof.pdf']);
  });
});

describe('activity history', () => {
  it('records who changed what, from and to, in order', async () => {
    const { id } = await openTicket(t.app, client);
    await as(agent, 'PATCH', `/api/tickets/${id}`, { status: 'in_progress', category: 'billing' });
    await as(client, 'POST', `/api/tickets/${id}/messages`, { message: 'Thanks' });
    const history = (await as(agent, 'GET', `/api/tickets/${id}/activity`)).json().activity;
    expect(history.map((a: { action: string }) => a.action)).toEqual([
      'created',
      'category_changed',
      'status_changed',
      'message_added',
    ]);
    expect(history[2]).toMatchObject({
      field: 'status',
      from_value: 'open',
      to_value: 'in_progress',
      user_id: agent.id,
      user_name: 'Finley Funding',
    });
    expect(history[0].user_id).toBe(client.id);
    expect(typeof history[0].created_at).toBe('string');
  });
});

describe('delete', () => {
  it('is for admins only', async () => {
    const { id } = await openTicket(t.app, client);
    expect((await as(agent, 'DELETE', `/api/tickets/${id}`)).statusCode).toBe(403);
    expect((await as(client, 'DELETE', `/api/tickets/${id}`)).statusCode).toBe(403);
    expect((await as(admin, 'DELETE', `/api/tickets/${id}`)).statusCode).toBe(200);
    expect((await as(admin, 'GET', `/api/tickets/${id}`)).statusCode).toBe(404);
  });
});

describe('lists', () => {
  it('filters by status, priority and category and pages', async () => {
    const u = await makeUser(t.db, 'client');
    for (const priority of ['low', 'high', 'high'] as const)
      await openTicket(t.app, u, { priority, category: 'technical' });
    const high = (await as(agent, 'GET', `/api/tickets?user_id=${u.id}&priority=high`)).json();
    expect(high.total).toBe(2);
    const page = (await as(u, 'GET', '/api/tickets?per_page=2&page=2&category=technical')).json();
    expect(page).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page.tickets).toHaveLength(1);
    expect((await as(u, 'GET', '/api/tickets?status=closed')).json().total).toBe(0);
    expect((await as(u, 'GET', '/api/tickets?status=bogus')).statusCode).toBe(400);
  });

  it('answers 404 for ids that are not tickets', async () => {
    expect((await as(agent, 'GET', '/api/tickets/not-a-uuid')).statusCode).toBe(404);
    expect((await as(agent, 'GET', '/api/tickets/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });
});
