import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { notifications } from '../../db/schema';
import type { EventContext } from '../../platform/events';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { connectWs, openTicket, type TestSocket } from '../../testing/support';
import { createMemoryMailer, createTestApp, type TestApp } from '../../testing/test-app';
import {
  ANNOUNCEMENTS_PER_HOUR,
  deliverAnnouncement,
  EMAIL_JOB,
  ensureScheduledDeliveries,
  type NotificationsDeps,
} from './service';

/**
 * Notifications end to end: platform events → stored rows, live pushes on `user:<id>`, e-mail
 * jobs that send through the mail adapter; the user's own list, read state and preferences;
 * admin announcements. Job workers run in this app, so e-mails really go out.
 */
let t: TestApp;
let url: string;
let admin: TestUser;
let agent: TestUser;
let stepsCoach: TestUser;
let client: TestUser;
let other: TestUser;
let specialist: TestUser;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  agent = await makeUser(t.db, 'funding_team', { display_name: 'Finley Funding' });
  stepsCoach = await makeUser(t.db, 'steps_team', { display_name: 'Sasha Steps' });
  client = await makeUser(t.db, 'client', { display_name: 'Jordan Client' });
  other = await makeUser(t.db, 'client', { display_name: 'Olive Other' });
  specialist = await makeUser(t.db, 'specialist', { display_name: 'Sam Specialist' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const as = (user: TestUser, method: Method, path: string, payload?: unknown) =>
  injectAs(t.app, user, {
    method,
    url: path,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const list = async (user: TestUser, query = '') =>
  (await as(user, 'GET', `/api/notifications${query}`)).json();
const emit: EventContext = {
  get db() {
    return t.db;
  },
  log: { error: () => {} },
};

/** The notification ids that have an e-mail job (queued, running or done). */
async function emailJobIds(): Promise<string[]> {
  const res = await t.db.execute(
    sql`select data->>'notificationId' as id from pgboss.job where name = ${EMAIL_JOB}`,
  );
  return (res as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
}

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function setPrefs(user: TestUser, preferences: object[]) {
  const res = await as(user, 'PUT', '/api/notifications/preferences', { preferences });
  expect(res.statusCode).toBe(200);
}

describe('a ticket reply notifies the other party', () => {
  it('stores the notification, pushes it live with the unread count, and e-mails it', async () => {
    const socket = await connectWs(url, client.cookie);
    sockets.push(socket);
    await socket.subscribe(`user:${client.id}`);
    const ticket = await openTicket(t.app, client, { title: 'Card declined' });
    await as(client, 'POST', `/api/tickets/${ticket.id}/messages`, { message: 'Any update?' });
    await as(agent, 'POST', `/api/tickets/${ticket.id}/internal-note`, { note: 'Check processor logs' });
    expect((await list(client)).notifications).toHaveLength(0);

    const reply = await as(agent, 'POST', `/api/tickets/${ticket.id}/messages`, {
      message: 'We re-ran the charge; it went through.',
    });
    expect(reply.statusCode).toBe(201);

    const pushed = await socket.next((f) => f.event === 'notification.created');
    expect(pushed).toMatchObject({
      topic: `user:${client.id}`,
      data: {
        unread_count: 1,
        notification: {
          type: 'ticket.replied',
          title: `Finley Funding replied to your ticket ${ticket.ticket_number}: Card declined`,
          body: 'We re-ran the charge; it went through.',
          link: `/client/support?ticket=${ticket.id}`,
          read_at: null,
        },
      },
    });
    const mine = await list(client);
    expect(mine.unread_count).toBe(1);
    expect(mine.notifications[0]).toMatchObject({ type: 'ticket.replied', data: { ticket_id: ticket.id } });
    const count = await as(client, 'GET', '/api/notifications/unread-count');
    expect(count.json()).toEqual({ status: 'success', unread_count: 1 });

    // The e-mail job sends through the mail adapter: text and HTML, the reply, a link back.
    const id = mine.notifications[0].id;
    expect(await emailJobIds()).toContain(id);
    const mail = await waitFor(() => t.mailer.sent.find((m) => m.to === client.email));
    expect(mail.subject).toBe(`Finley Funding replied to your ticket ${ticket.ticket_number}: Card declined`);
    expect(mail.text).toContain('We re-ran the charge; it went through.');
    expect(mail.text).toContain(`/client/support?ticket=${ticket.id}`);
    expect(mail.text).not.toContain('processor');
    expect(mail.html).toContain('<strong>Finley Funding replied');
  });

  it("tells the assignee about the client's reply and about the assignment itself", async () => {
    const ticket = await openTicket(t.app, client, { title: 'Payout delayed' });
    await as(admin, 'PATCH', `/api/tickets/${ticket.id}/assign`, { assigned_to: agent.id });
    const assigned = (await list(agent)).notifications.find(
      (n: { type: string; data: { ticket_id?: string } }) =>
        n.type === 'ticket.assigned' && n.data.ticket_id === ticket.id,
    );
    expect(assigned).toMatchObject({
      title: `${ticket.ticket_number} assigned to you: Payout delayed`,
      link: `/admin/support?ticket=${ticket.id}`,
    });
    expect(assigned.body).toContain('Avery Admin assigned this ticket to you');

    await as(client, 'POST', `/api/tickets/${ticket.id}/messages`, { message: 'Still waiting on it.' });
    const replied = (await list(agent)).notifications[0];
    expect(replied).toMatchObject({
      type: 'ticket.replied',
      title: `Jordan Client replied on ${ticket.ticket_number}: Payout delayed`,
      body: 'Still waiting on it.',
    });
    // No notification about one's own action: assigning yourself, replying yourself.
    const before = (await list(stepsCoach)).notifications.length;
    await as(stepsCoach, 'PATCH', `/api/tickets/${ticket.id}/assign`, { assigned_to: stepsCoach.id });
    expect((await list(stepsCoach)).notifications).toHaveLength(before);
  });

  it('tells the owner when staff resolve their ticket, not about everyday moves', async () => {
    const ticket = await openTicket(t.app, other, { title: 'Statement question' });
    await as(agent, 'PATCH', `/api/tickets/${ticket.id}`, { status: 'in_progress' });
    expect((await list(other)).notifications).toHaveLength(0);
    await as(agent, 'PATCH', `/api/tickets/${ticket.id}/resolve`, { resolution: 'Answered by phone' });
    expect((await list(other)).notifications[0]).toMatchObject({
      type: 'ticket.status_changed',
      title: `Your ticket ${ticket.ticket_number} was resolved: Statement question`,
    });
  });
});

describe('preferences', () => {
  it('lists the types of the user’s role with defaults, and refuses types they never get', async () => {
    const prefs = (await as(client, 'GET', '/api/notifications/preferences')).json().preferences;
    expect(prefs.map((p: { type: string }) => p.type)).toEqual([
      'ticket.replied',
      'ticket.status_changed',
      'step.approved',
      'step.sent_back',
      'credit.report_pulled',
      'order.paid',
      'document.shared',
      'calendar.booking',
      'site.lead',
      'automation.message',
      'announcement',
    ]);
    expect(prefs[0]).toEqual({ type: 'ticket.replied', in_app: true, email: true });
    const staffTypes = (await as(stepsCoach, 'GET', '/api/notifications/preferences')).json().preferences;
    expect(staffTypes.map((p: { type: string }) => p.type)).toContain('step.submitted');
    const marketplace = (await as(specialist, 'GET', '/api/notifications/preferences')).json().preferences;
    expect(marketplace.map((p: { type: string }) => p.type)).toEqual([
      'marketplace.specialist_reviewed',
      'marketplace.booking_requested',
      'marketplace.booking_updated',
      'marketplace.booking_reminder',
      'marketplace.chat_message',
      'announcement',
    ]);

    const refused = await as(client, 'PUT', '/api/notifications/preferences', {
      preferences: [{ type: 'ticket.assigned', in_app: false, email: false }],
    });
    expect(refused.statusCode).toBe(400);
    const bad = await as(client, 'PUT', '/api/notifications/preferences', {
      preferences: [{ type: 'nope', in_app: false, email: false }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('e-mail off: the in-app row, no e-mail job; in-app off: hidden from the list, e-mail still sent; both off: nothing', async () => {
    const user = await makeUser(t.db, 'client', { display_name: 'Pat Prefs' });
    const stepApproved = (step_number: number) =>
      t.app.deps.events.emit(emit, 'step.completed', {
        user_id: user.id,
        step_number,
        approved_by: admin.id,
      });

    await setPrefs(user, [{ type: 'step.approved', in_app: true, email: false }]);
    await stepApproved(1);
    const first = (await list(user)).notifications;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ type: 'step.approved', link: '/my-journey' });
    expect(await emailJobIds()).not.toContain(first[0].id);

    await setPrefs(user, [{ type: 'step.approved', in_app: false, email: true }]);
    await stepApproved(2);
    const second = await list(user);
    expect(second.notifications).toHaveLength(1);
    expect(second.unread_count).toBe(1);
    const hidden = await t.db
      .select()
      .from(notifications)
      .where(sql`${notifications.user_id} = ${user.id} and not ${notifications.in_app}`);
    expect(hidden).toHaveLength(1);
    expect(await emailJobIds()).toContain(hidden[0]!.id);
    await waitFor(() => t.mailer.sent.find((m) => m.to === user.email));

    await setPrefs(user, [{ type: 'step.approved', in_app: false, email: false }]);
    await stepApproved(3);
    const rows = await t.db.select().from(notifications).where(sql`${notifications.user_id} = ${user.id}`);
    expect(rows).toHaveLength(2);
    const saved = (await as(user, 'GET', '/api/notifications/preferences')).json().preferences;
    expect(saved).toContainEqual({ type: 'step.approved', in_app: false, email: false });
  });
});

describe('reading', () => {
  it('marks one read, then all; another user’s notification is a 404', async () => {
    const user = await makeUser(t.db, 'client');
    for (const step_number of [1, 2, 3]) {
      await t.app.deps.events.emit(emit, 'step.sent_back', {
        user_id: user.id,
        step_number,
        reviewed_by: admin.id,
      });
    }
    const mine = await list(user);
    expect(mine.unread_count).toBe(3);
    expect(mine.notifications[0].title).toMatch(/^Step 3(: .+)? was sent back to you$/);

    const stranger = await as(other, 'POST', `/api/notifications/${mine.notifications[0].id}/read`);
    expect(stranger.statusCode).toBe(404);
    expect(
      (await as(user, 'POST', '/api/notifications/00000000-0000-4000-8000-000000000000/read')).statusCode,
    ).toBe(404);
    expect((await as(user, 'POST', '/api/notifications/not-an-id/read')).statusCode).toBe(400);

    const read = await as(user, 'POST', `/api/notifications/${mine.notifications[0].id}/read`);
    expect(read.json()).toMatchObject({ unread_count: 2, notification: { id: mine.notifications[0].id } });
    expect(read.json().notification.read_at).not.toBeNull();
    expect((await list(user, '?unread=true')).notifications).toHaveLength(2);

    const page = await list(user, '?limit=2');
    expect(page.notifications).toHaveLength(2);
    const rest = await list(user, `?limit=2&cursor=${page.next_cursor}`);
    expect(rest.notifications).toHaveLength(1);
    expect(rest.next_cursor).toBeNull();

    const all = await as(user, 'POST', '/api/notifications/read-all');
    expect(all.json()).toEqual({ status: 'success', updated: 2, unread_count: 0 });
    const stranger2 = await makeUser(t.db, 'client');
    expect((await as(stranger2, 'POST', '/api/notifications/read-all')).json().updated).toBe(0);
    expect((await injectAs(t.app, null, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('journey and credit events', () => {
  it('a step submitted for approval reaches the approvers, not the rest of the staff', async () => {
    const granted = await makeUser(t.db, 'credit_team');
    await t.db.execute(
      sql`insert into permission_overrides (user_id, permission, granted, reason) values (${granted.id}, 'journey.approve_steps', true, 'Covers approvals this month')`,
    );
    await t.app.deps.events.emit(emit, 'step.submitted', { user_id: client.id, step_number: 2 });
    for (const user of [admin, stepsCoach, granted]) {
      expect((await list(user)).notifications[0]).toMatchObject({
        type: 'step.submitted',
        link: '/admin/journey/dashboard',
        data: { user_id: client.id, step_number: 2 },
      });
    }
    expect((await list(agent)).notifications.some((n: { type: string }) => n.type === 'step.submitted')).toBe(
      false,
    );
  });

  it('a step the client finished alone notifies nobody; a pulled report carries its decision', async () => {
    const user = await makeUser(t.db, 'client');
    await t.app.deps.events.emit(emit, 'step.completed', {
      user_id: user.id,
      step_number: 1,
      approved_by: null,
    });
    expect((await list(user)).notifications).toHaveLength(0);
    await t.app.deps.events.emit(emit, 'credit.report_pulled', {
      user_id: user.id,
      report_id: '00000000-0000-4000-8000-000000000001',
      version: 1,
      source: 'sandbox',
    });
    expect((await list(user)).notifications[0]).toMatchObject({
      type: 'credit.report_pulled',
      title: 'Your credit report was pulled',
      link: '/client-center',
    });
  });
});

describe('announcements', () => {
  it('reach only the chosen role, and the admin sees recipients and reads', async () => {
    const before = (await list(other)).unread_count;
    const res = await as(admin, 'POST', '/api/admin/notifications/announcements', {
      audience: 'specialist',
      title: 'Welcome to Manila',
      body: 'Bookings open on Monday.',
      link: '/manila/bookings',
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json().announcement;
    expect(sent).toMatchObject({
      audience: 'specialist',
      recipients: 1,
      read_count: 0,
      sender_name: 'Avery Admin',
    });

    const got = (await list(specialist)).notifications[0];
    expect(got).toMatchObject({ type: 'announcement', title: 'Welcome to Manila', link: '/manila/bookings' });
    expect((await list(other)).unread_count).toBe(before);
    expect((await list(admin)).notifications.some((n: { type: string }) => n.type === 'announcement')).toBe(
      false,
    );

    await as(specialist, 'POST', `/api/notifications/${got.id}/read`);
    const listed = (await as(admin, 'GET', '/api/admin/notifications/announcements')).json();
    expect(listed.announcements[0]).toMatchObject({ id: sent.id, recipients: 1, read_count: 1 });

    const everyone = await as(admin, 'POST', '/api/admin/notifications/announcements', {
      audience: 'all',
      title: 'Maintenance tonight',
      body: 'The app is down 1–2 am.',
    });
    const users = await t.db.execute(sql`select count(*)::int as c from users`);
    expect(everyone.json().announcement.recipients).toBe(
      (users as unknown as { rows: Array<{ c: number }> }).rows[0]!.c,
    );
    expect((await list(other)).notifications[0].title).toBe('Maintenance tonight');
  });

  it('admins only, limited in size and rate', async () => {
    const body = { audience: 'all', title: 'Hi', body: 'There' };
    expect((await as(agent, 'POST', '/api/admin/notifications/announcements', body)).statusCode).toBe(403);
    expect((await as(agent, 'GET', '/api/admin/notifications/announcements')).statusCode).toBe(403);
    const long = await as(admin, 'POST', '/api/admin/notifications/announcements', {
      ...body,
      body: 'x'.repeat(2_001),
    });
    expect(long.statusCode).toBe(400);
    const external = await as(admin, 'POST', '/api/admin/notifications/announcements', {
      ...body,
      link: 'https://evil.example',
    });
    expect(external.statusCode).toBe(400);
    const wrongAudience = await as(admin, 'POST', '/api/admin/notifications/announcements', {
      ...body,
      audience: 'nobody',
    });
    expect(wrongAudience.statusCode).toBe(400);

    const sender = await makeUser(t.db, 'admin');
    for (let i = 0; i < ANNOUNCEMENTS_PER_HOUR; i++) {
      const ok = await as(sender, 'POST', '/api/admin/notifications/announcements', {
        ...body,
        audience: 'customer',
      });
      expect(ok.statusCode).toBe(201);
    }
    const limited = await as(sender, 'POST', '/api/admin/notifications/announcements', {
      ...body,
      audience: 'customer',
    });
    expect(limited.statusCode).toBe(429);
  });
});

describe('scheduled announcements', () => {
  const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
  const rowsOf = async (announcementId: string) =>
    (
      (await t.db.execute(
        sql`select user_id from notifications where announcement_id = ${announcementId}`,
      )) as unknown as { rows: Array<{ user_id: string }> }
    ).rows.map((r) => r.user_id);
  const specialistIds = async () =>
    (
      (await t.db.execute(sql`select id from users where role = 'specialist'`)) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows.map((r) => r.id);

  it('wait for their time, then reach the audience once; the list shows scheduled, then sent', async () => {
    const res = await as(admin, 'POST', '/api/admin/notifications/announcements', {
      audience: 'specialist',
      title: 'Office hours at noon',
      body: 'Drop in with questions.',
      send_at: soon(1_500),
    });
    expect(res.statusCode).toBe(201);
    const scheduled = res.json().announcement;
    expect(scheduled).toMatchObject({ status: 'scheduled', recipients: 0, sent_at: null });
    expect(await rowsOf(scheduled.id)).toEqual([]);

    const got = await waitFor(async () =>
      (await list(specialist)).notifications.find(
        (n: { title: string }) => n.title === 'Office hours at noon',
      ),
    );
    expect(got).toMatchObject({ type: 'announcement', data: { announcement_id: scheduled.id } });
    const recipients = await rowsOf(scheduled.id);
    expect(recipients.sort()).toEqual((await specialistIds()).sort());
    const listed = await waitFor(async () =>
      (await as(admin, 'GET', '/api/admin/notifications/announcements'))
        .json()
        .announcements.find(
          (a: { id: string; status: string }) => a.id === scheduled.id && a.status === 'sent',
        ),
    );
    expect(listed).toMatchObject({ recipients: recipients.length, send_at: scheduled.send_at });
    expect(Date.parse(listed.sent_at)).toBeGreaterThanOrEqual(Date.parse(scheduled.send_at));
  });

  it('refuse a time in the past or too far ahead, naming send_at', async () => {
    const body = { audience: 'customer', title: 'Hi', body: 'There' };
    for (const send_at of [soon(-60_000), soon(91 * 86_400_000), 'tomorrow', '2026-13-01T00:00:00Z']) {
      const res = await as(admin, 'POST', '/api/admin/notifications/announcements', { ...body, send_at });
      expect(res.statusCode, send_at).toBe(400);
      expect(JSON.stringify(res.json().details), send_at).toContain('send_at');
    }
  });

  it('can be canceled until delivery starts; then never arrive; a sent one answers 409', async () => {
    const sender = await makeUser(t.db, 'admin');
    const res = await as(sender, 'POST', '/api/admin/notifications/announcements', {
      audience: 'specialist',
      title: 'Canceled before its time',
      body: 'Never shown.',
      send_at: soon(1_500),
    });
    const { id } = res.json().announcement;
    expect((await as(agent, 'POST', `/api/admin/notifications/announcements/${id}/cancel`)).statusCode).toBe(
      403,
    );
    const canceled = await as(sender, 'POST', `/api/admin/notifications/announcements/${id}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().announcement.status).toBe('canceled');
    const again = await as(sender, 'POST', `/api/admin/notifications/announcements/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(
      (
        await as(
          sender,
          'POST',
          '/api/admin/notifications/announcements/00000000-0000-4000-8000-000000000000/cancel',
        )
      ).statusCode,
    ).toBe(404);

    // Its job still runs at the time, and finds nothing to do.
    await waitFor(async () => {
      const res = await t.db.execute(
        sql`select state::text as state from pgboss.job where name = 'notifications.announcement' and data->>'announcementId' = ${id}`,
      );
      return (res as unknown as { rows: Array<{ state: string }> }).rows[0]?.state === 'completed'
        ? true
        : undefined;
    });
    expect(await rowsOf(id)).toEqual([]);

    const now = await as(sender, 'POST', '/api/admin/notifications/announcements', {
      audience: 'specialist',
      title: 'Sent at once',
      body: 'Too late to cancel.',
    });
    expect(now.json().announcement.status).toBe('sent');
    const late = await as(
      sender,
      'POST',
      `/api/admin/notifications/announcements/${now.json().announcement.id}/cancel`,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This announcement has already been sent');
  });

  it('a delivery retried after a crash half-way notifies nobody twice', async () => {
    const deps: NotificationsDeps = {
      db: t.db,
      realtime: t.app.realtime,
      jobs: t.app.deps.jobs,
      mailer: t.mailer,
      publicUrl: null,
      log: { error() {}, warn() {}, info() {} },
    };
    const res = await as(admin, 'POST', '/api/admin/notifications/announcements', {
      audience: 'client',
      title: 'Retried delivery',
      body: 'Once each.',
      send_at: soon(3_600_000),
    });
    const { id } = res.json().announcement;
    // The first attempt claimed it and notified one client, then its worker died.
    await t.db.execute(sql`update announcements set sent_at = now() where id = ${id}`);
    await t.db.execute(
      sql`insert into notifications (user_id, type, title, announcement_id) values (${client.id}, 'announcement', 'Retried delivery', ${id})`,
    );
    const done = await deliverAnnouncement(deps, id);
    expect(done?.delivered_at).toBeTruthy();
    const clients = (
      (await t.db.execute(sql`select id from users where role = 'client'`)) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows.map((r) => r.id);
    const rows = await rowsOf(id);
    expect(rows.sort()).toEqual(clients.sort());
    // A third attempt (the job ran again) finds it delivered and does nothing.
    expect(await deliverAnnouncement(deps, id)).toBeUndefined();
    expect((await rowsOf(id)).length).toBe(clients.length);
  });
});

describe('scheduled announcements without a job', () => {
  it('get their job at start; one whose time passed goes out at once, and only once', async () => {
    const [row] = (
      (await t.db.execute(
        sql`insert into announcements (sender_id, audience, title, body, send_at) values (${admin.id}, 'specialist', 'Missed while down', 'Sent on start.', now() - interval '5 minutes') returning id`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    const deps = { db: t.db, jobs: t.app.deps.jobs };
    expect(await ensureScheduledDeliveries(deps)).toBeGreaterThanOrEqual(1);
    await ensureScheduledDeliveries(deps); // a second instance starting: no second job
    const got = await waitFor(async () =>
      (await list(specialist)).notifications.find((n: { title: string }) => n.title === 'Missed while down'),
    );
    expect(got).toBeTruthy();
    const jobs = (
      (await t.db.execute(
        sql`select count(*)::int as c from pgboss.job where name = 'notifications.announcement' and data->>'announcementId' = ${row!.id}`,
      )) as unknown as { rows: Array<{ c: number }> }
    ).rows[0]!.c;
    expect(jobs).toBe(1);
  });
});

describe.skipIf(process.env.FUNDPATH_TEST_DB !== 'pg')('two instances on one PostgreSQL', () => {
  it('deliver a scheduled announcement once', async () => {
    const second = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      mailer: createMemoryMailer(),
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
    await second.ready();
    try {
      const res = await as(admin, 'POST', '/api/admin/notifications/announcements', {
        audience: 'all',
        title: 'Two instances, one delivery',
        body: 'Exactly once.',
        send_at: new Date(Date.now() + 1_500).toISOString(),
      });
      const { id } = res.json().announcement;
      const state = async () =>
        (
          (await t.db.execute(
            sql`select state::text as state from pgboss.job where name = 'notifications.announcement' and data->>'announcementId' = ${id}`,
          )) as unknown as { rows: Array<{ state: string }> }
        ).rows.map((r) => r.state);
      await waitFor(async () => ((await state()).join() === 'completed' ? true : undefined));
      const users = (
        (await t.db.execute(sql`select count(*)::int as c from users`)) as unknown as {
          rows: Array<{ c: number }>;
        }
      ).rows[0]!.c;
      const rows = (
        (await t.db.execute(
          sql`select count(*)::int as c, count(distinct user_id)::int as d from notifications where announcement_id = ${id}`,
        )) as unknown as { rows: Array<{ c: number; d: number }> }
      ).rows[0]!;
      expect(rows).toEqual({ c: users, d: users });
    } finally {
      await second.close();
    }
  });
});
