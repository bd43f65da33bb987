import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAppointments, calendarReminders } from '../../db/schema/calendar';
import { clientActivity, clientAssignments } from '../../db/schema/clients';
import { leads } from '../../db/schema/leads';
import { notifications } from '../../db/schema/notifications';
import type { PlatformEvents } from '../../platform/events';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { organizerOf } from '../bookings';
import { refreshClient } from '../clients';
import { type EffectDeps, sendDueReminders, sendReminder } from './effects';

/** The staff calendar: hours, links, public booking (race, leads, clients), manage links, feeds. */
let t: TestApp;
let staff: TestUser;
let other: TestUser;
let client: TestUser;
let code: string;
let linkId: string;
const mails: Array<PlatformEvents['calendar.email']> = [];

const ALL_DAY = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ start: '00:00', end: '24:00' }]]),
);
const DAY = 86_400_000;
/** A start on a 30-minute boundary `days` ahead at `hour` UTC. */
const at = (days: number, hour: number, minute = 0) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
};
let ip = 0;
/** Each call a fresh address, so the per-IP limit only bites where a test wants it. */
const as = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  remoteAddress = `10.1.0.${++ip % 250}`,
) => injectAs(t.app, user, { method, url, remoteAddress, ...(payload ? { payload } : {}) });
const book = (body: object, user: TestUser | null = null, addr?: string) =>
  as(
    user,
    'POST',
    `/api/calendar/public/links/${code}/book`,
    { name: 'Pat Prospect', email: 'pat@example.com', answers: ['Expand', ''], ...body },
    addr,
  );

beforeAll(async () => {
  t = await createTestApp();
  staff = await makeUser(t.db, 'funding_team', { display_name: 'Fran Funding' });
  other = await makeUser(t.db, 'credit_team', { display_name: 'Cody Credit' });
  client = await makeUser(t.db, 'client', { display_name: 'Cleo Client' });
  t.app.deps.events.on('calendar.email', async (m) => {
    mails.push(m);
  });
  const hours = await as(staff, 'PUT', '/api/calendar/hours', {
    time_zone: 'UTC',
    weekly: ALL_DAY,
    overrides: [],
  });
  expect(hours.statusCode, hours.body).toBe(200);
  const res = await as(staff, 'POST', '/api/calendar/links', {
    title: 'Funding strategy call',
    meeting_type: 'video',
    location: 'https://meet.example.com/fran',
    duration_minutes: 30,
    minimum_notice_minutes: 0,
    questions: [
      { label: 'What are you funding?', required: true },
      { label: 'Anything else?', required: false },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  code = res.json().link.code;
  linkId = res.json().link.id;
}, 60_000);
afterAll(() => t.close());

describe('hours and links', () => {
  it('defaults to Monday–Friday 9–5 until saved; validates the rules', async () => {
    const fresh = (await as(other, 'GET', '/api/calendar/hours')).json().hours;
    expect(fresh).toMatchObject({ saved: false, weekly: { '1': [{ start: '09:00', end: '17:00' }] } });
    const bad = await as(other, 'PUT', '/api/calendar/hours', {
      time_zone: 'UTC',
      weekly: { '1': [{ start: '10:00', end: '09:00' }] },
    });
    expect(bad.statusCode).toBe(400);
    const zone = await as(other, 'PUT', '/api/calendar/hours', { time_zone: 'Mars/Olympus', weekly: {} });
    expect(zone.statusCode).toBe(400);
  });

  it('draws CAL codes that can never be a specialist code (10 characters)', async () => {
    expect(code).toMatch(/^CAL[A-Z0-9]{9}$/);
    const links = (await as(staff, 'GET', '/api/calendar/links')).json().links;
    expect(links[0]).toMatchObject({
      booking_path: `/book/${code}`,
      questions: [{ required: true }, { required: false }],
    });
  });

  it("refuses other roles and another staff member's link (404)", async () => {
    // Clients (coaches) have their own links now (issue 17); marketplace accounts still don't.
    const member = await makeUser(t.db, 'member');
    expect((await as(member, 'GET', '/api/calendar/links')).statusCode).toBe(403);
    expect(
      (await as(client, 'PATCH', `/api/calendar/links/${linkId}`, { title: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await as(null, 'GET', '/api/calendar/hours')).statusCode).toBe(401);
    expect(
      (await as(other, 'PATCH', `/api/calendar/links/${linkId}`, { title: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await as(other, 'DELETE', `/api/calendar/links/${linkId}`)).statusCode).toBe(404);
    expect((await as(staff, 'PATCH', '/api/calendar/links/not-a-uuid', { title: 'x' })).statusCode).toBe(400);
  });

  it('rejects NUL bytes, huge values and too many questions', async () => {
    const base = { title: 'T', meeting_type: 'phone', duration_minutes: 30 };
    expect((await as(staff, 'POST', '/api/calendar/links', { ...base, title: 'a\u0000b' })).statusCode).toBe(
      400,
    );
    expect(
      (await as(staff, 'POST', '/api/calendar/links', { ...base, duration_minutes: 1e9 })).statusCode,
    ).toBe(400);
    expect(
      (await as(staff, 'POST', '/api/calendar/links', { ...base, title: 'x'.repeat(5000) })).statusCode,
    ).toBe(400);
    const many = Array.from({ length: 11 }, (_, i) => ({ label: `Q${i}`, required: false }));
    expect((await as(staff, 'POST', '/api/calendar/links', { ...base, questions: many })).statusCode).toBe(
      400,
    );
  });
});

describe('the public page', () => {
  it('shows the link and slots in the visitor zone; unknown or inactive codes are 404', async () => {
    const page = await as(null, 'GET', `/api/calendar/public/links/${code.toLowerCase()}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().link).toMatchObject({
      title: 'Funding strategy call',
      host_name: 'Fran Funding',
      duration_minutes: 30,
    });
    expect(page.json().link).not.toHaveProperty('location');
    const slots = await as(
      null,
      'GET',
      `/api/calendar/public/links/${code}/slots?tz=Asia/Tokyo&from=${encodeURIComponent(at(2, 0))}&to=${encodeURIComponent(at(3, 0))}`,
    );
    expect(slots.statusCode, slots.body).toBe(200);
    expect(slots.json().time_zone).toBe('Asia/Tokyo');
    expect(slots.json().days.flatMap((d: { slots: unknown[] }) => d.slots)).toHaveLength(48);
    expect((await as(null, 'GET', '/api/calendar/public/links/CALNOTTHERE1')).statusCode).toBe(404);
    expect((await as(null, 'GET', '/api/calendar/public/links/bad%00code')).statusCode).toBe(400);
    expect(
      (await as(null, 'GET', `/api/calendar/public/links/${code}/slots?tz=Nowhere/Else`)).statusCode,
    ).toBe(400);
  });

  it('needs the required answers, a real slot, and drops the honeypot', async () => {
    expect((await book({ start: at(3, 9), answers: [''] })).statusCode).toBe(400);
    expect((await book({ start: at(3, 9, 10) })).statusCode).toBe(409); // not on a slot boundary
    expect((await book({ start: at(-1, 9) })).statusCode).toBe(409); // the past
    expect((await book({ start: at(3, 9), website: 'http://spam' })).statusCode).toBe(400);
    expect((await book({ start: at(3, 9), email: 'x\u0000@example.com' })).statusCode).toBe(400);
  });

  it('lets exactly one of ten parallel visitors take a slot', async () => {
    const start = at(4, 11);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book({ start, email: `racer${i}@example.com`, name: `Racer ${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const rows = await t.db
      .select()
      .from(calendarAppointments)
      .where(eq(calendarAppointments.start_at, new Date(start)));
    expect(rows).toHaveLength(1);
  });

  it('makes a prospect a lead, mails the invite with a manage link, and the slot disappears', async () => {
    const start = at(5, 14);
    mails.length = 0;
    const res = await book({ start, email: 'Prospect@Example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.manage_path).toBe(`/book/${code}#manage=${body.manage_token}`);
    const [row] = await t.db
      .select()
      .from(calendarAppointments)
      .where(eq(calendarAppointments.start_at, new Date(start)));
    expect(row!.manage_token_hash).not.toBe(body.manage_token);
    expect(row!.lead_id).toBeTruthy();
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, row!.lead_id!));
    expect(lead).toMatchObject({ email: 'prospect@example.com', source: 'booking_link', owner_id: staff.id });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('prospect@example.com');
    expect(mails[0]!.text).toContain(body.manage_path);
    expect(mails[0]!.attachment!.content).toContain('METHOD:REQUEST');
    const reminders = await t.db
      .select()
      .from(calendarReminders)
      .where(eq(calendarReminders.appointment_id, row!.id));
    expect(reminders.map((r) => r.kind).sort()).toEqual(['1h', '24h']);
    const slots = await as(
      null,
      'GET',
      `/api/calendar/public/links/${code}/slots?from=${encodeURIComponent(at(5, 13))}&to=${encodeURIComponent(at(5, 16))}`,
    );
    const starts = slots
      .json()
      .days.flatMap((d: { slots: Array<{ start: string }> }) => d.slots.map((s) => s.start));
    expect(starts).not.toContain(start);
    expect(starts).toContain(at(5, 13));
  });

  it('attaches a client (signed in, or by e-mail) instead of a lead, and the timeline hears it', async () => {
    await t.db
      .insert(clientAssignments)
      .values({ user_id: client.id, staff_id: staff.id, assigned_by: staff.id });
    await refreshClient(t.db, client.id);
    const byEmail = await book({ start: at(6, 9), email: client.email.toUpperCase() });
    expect(byEmail.statusCode, byEmail.body).toBe(201);
    const signedIn = await book({ start: at(6, 10), email: 'someone.else@example.com' }, client);
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    const rows = await t.db
      .select()
      .from(calendarAppointments)
      .where(eq(calendarAppointments.client_user_id, client.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.lead_id === null && r.attendee_email === client.email)).toBe(true);
    const timeline = await t.db.select().from(clientActivity).where(eq(clientActivity.user_id, client.id));
    expect(timeline.filter((a) => a.kind === 'calendar.booking_created')).toHaveLength(2);

    const mine = await as(client, 'GET', '/api/calendar/my-sessions');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().sessions).toHaveLength(2);
    expect(mine.json().booking_link).toMatchObject({ code, host_name: 'Fran Funding' });
    expect((await as(staff, 'GET', '/api/calendar/my-sessions')).statusCode).toBe(403);
  });

  it('reschedules and cancels by the secret link only; a wrong token is 404', async () => {
    const made = (await book({ start: at(7, 9), email: 'mover@example.com' })).json();
    const token = made.manage_token as string;
    const view = await as(null, 'GET', `/api/calendar/public/manage/${token}`);
    expect(view.json().appointment).toMatchObject({ status: 'confirmed', code });
    const ics = await as(null, 'GET', `/api/calendar/public/manage/${token}/appointment.ics`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('SEQUENCE:0');
    expect((await as(null, 'GET', `/api/calendar/public/manage/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', '/api/calendar/public/manage/short')).statusCode).toBe(400);

    const taken = await as(null, 'POST', `/api/calendar/public/manage/${token}/reschedule`, {
      start: at(4, 11),
    });
    expect(taken.statusCode).toBe(409);
    const moved = await as(null, 'POST', `/api/calendar/public/manage/${token}/reschedule`, {
      start: at(7, 12),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().appointment.start_at).toBe(at(7, 12));
    expect((await as(null, 'GET', `/api/calendar/public/manage/${token}/appointment.ics`)).body).toContain(
      'SEQUENCE:1',
    );

    mails.length = 0;
    const cancelled = await as(null, 'POST', `/api/calendar/public/manage/${token}/cancel`);
    expect(cancelled.json().appointment.status).toBe('cancelled');
    expect(mails[0]!.attachment!.content).toContain('METHOD:CANCEL');
    expect(
      (await as(null, 'POST', `/api/calendar/public/manage/${token}/reschedule`, { start: at(7, 13) }))
        .statusCode,
    ).toBe(409);
    // The freed slot can be booked again.
    expect((await book({ start: at(7, 12), email: 'next@example.com' })).statusCode).toBe(201);
  });

  it('rate-limits bookings per address', async () => {
    const addr = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await book({ start: at(8, 9), answers: [''] }, null, addr)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('staff appointments, reminders and the feed', () => {
  it("lists the host's appointments in a range, never another's; the host can cancel", async () => {
    const res = await as(
      staff,
      'GET',
      `/api/calendar/appointments?from=${encodeURIComponent(at(0, 0))}&to=${encodeURIComponent(at(10, 0))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().appointments as Array<{ id: string; answers: unknown[] }>;
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list[0]!.answers).toEqual([
      { label: 'What are you funding?', answer: 'Expand' },
      { label: 'Anything else?', answer: '' },
    ]);
    expect(
      (
        await as(
          other,
          'GET',
          `/api/calendar/appointments?from=${encodeURIComponent(at(0, 0))}&to=${encodeURIComponent(at(10, 0))}`,
        )
      ).json().appointments,
    ).toEqual([]);
    expect((await as(other, 'POST', `/api/calendar/appointments/${list[0]!.id}/cancel`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await as(
          staff,
          'GET',
          `/api/calendar/appointments?from=${encodeURIComponent(at(0, 0))}&to=${encodeURIComponent(at(100, 0))}`,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await as(staff, 'POST', `/api/calendar/appointments/${list[0]!.id}/cancel`)).json().appointment.status,
    ).toBe('cancelled');
  });

  it('claims each reminder once, even when the job and the sweep race', async () => {
    const start = at(2, 6);
    expect((await book({ start, email: 'remind@example.com' })).statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(calendarAppointments)
      .where(eq(calendarAppointments.start_at, new Date(start)));
    const deps: EffectDeps = {
      db: t.db,
      jobs: t.app.deps.jobs,
      events: t.app.deps.events,
      log: t.app.log,
      organizer: organizerOf(t.config.mailFrom),
      publicUrl: null,
    };
    const now = new Date(new Date(start).getTime() - 23 * 3_600_000);
    mails.length = 0;
    const job = { appointment_id: row!.id, kind: '24h' as const, start_at: start };
    const [a, b] = await Promise.all([sendReminder(deps, job, now), sendReminder(deps, job, now)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((await sendDueReminders(deps, now)).sent).toBe(0);
    expect(mails.filter((m) => m.appointment_id === row!.id)).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Reminder/);
  });

  it('serves a feed by its secret; regenerating and revoking end the old URL', async () => {
    expect((await as(staff, 'GET', '/api/calendar/feed')).json().feed).toMatchObject({
      active: false,
      url: null,
    });
    const made = (await as(staff, 'POST', '/api/calendar/feed')).json().feed;
    const path = new URL(made.url).pathname;
    const feed = await as(null, 'GET', path);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('METHOD:PUBLISH');
    expect(feed.body.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThanOrEqual(5);
    expect((await as(staff, 'GET', '/api/calendar/feed')).json().feed).toMatchObject({
      active: true,
      url: null,
    });
    const again = (await as(staff, 'POST', '/api/calendar/feed')).json().feed;
    expect((await as(null, 'GET', path)).statusCode).toBe(404);
    await as(staff, 'DELETE', '/api/calendar/feed');
    expect((await as(null, 'GET', new URL(again.url).pathname)).statusCode).toBe(404);
    expect((await as(null, 'GET', '/api/calendar/feed/nope.ics')).statusCode).toBe(400);

    const clientFeed = (await as(client, 'POST', '/api/calendar/feed')).json().feed;
    const body = (await as(null, 'GET', new URL(clientFeed.url).pathname)).body;
    expect(body.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThanOrEqual(2);
  });
});

describe("a coach's own booking link (issue 17)", () => {
  it('lets a client keep hours and a link; a booking on it is their lead and they are notified', async () => {
    const coach = await makeUser(t.db, 'client', { display_name: 'Casey Coach' });
    const rival = await makeUser(t.db, 'client', { display_name: 'Riley Rival' });
    const hours = await as(coach, 'PUT', '/api/calendar/hours', {
      time_zone: 'UTC',
      weekly: ALL_DAY,
      overrides: [],
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const made = await as(coach, 'POST', '/api/calendar/links', {
      title: 'Discovery call',
      meeting_type: 'phone',
      duration_minutes: 30,
      minimum_notice_minutes: 0,
    });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json().link;
    expect(link.code).toMatch(/^CAL/);
    // Their own only: another client (or staff) cannot see or change it.
    expect((await as(rival, 'GET', '/api/calendar/links')).json().links).toEqual([]);
    expect((await as(rival, 'PATCH', `/api/calendar/links/${link.id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await as(staff, 'DELETE', `/api/calendar/links/${link.id}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/calendar/public/links/${link.code}`)).json().link).toMatchObject({
      host_name: 'Casey Coach',
    });

    const start = at(9, 11);
    const booked = await as(null, 'POST', `/api/calendar/public/links/${link.code}/book`, {
      name: 'Vera Visitor',
      email: 'vera.visitor@example.com',
      start,
      answers: [],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'vera.visitor@example.com'));
    expect(lead).toMatchObject({ client_id: coach.id, owner_id: null, source: 'booking_link' });
    const mine = (
      await as(coach, 'GET', `/api/calendar/appointments?from=${at(8, 0)}&to=${at(10, 0)}`)
    ).json();
    expect(mine.appointments.map((a: { attendee_name: string }) => a.attendee_name)).toEqual([
      'Vera Visitor',
    ]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.user_id, coach.id));
    expect(notes.map((n) => n.type)).toContain('calendar.booking');
    // The coach booking their own link is not a lead of theirs.
    const self = await as(coach, 'POST', `/api/calendar/public/links/${link.code}/book`, {
      name: 'Casey Coach',
      email: 'casey.self@example.com',
      start: at(9, 13),
      answers: [],
    });
    expect(self.statusCode, self.body).toBe(201);
    expect(await t.db.select().from(leads).where(eq(leads.email, 'casey.self@example.com'))).toHaveLength(0);
  });
});
