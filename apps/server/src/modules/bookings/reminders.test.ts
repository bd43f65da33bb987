/**
 * Booking reminders through the API on a real database, job workers running: confirming plans
 * the 24 h and 1 h reminders (rows and delayed jobs), a reminder run twice or by two "instances"
 * at once sends one notification and e-mail per party with the calendar invite, a reschedule makes
 * the old ones no-ops and plans new ones, a cancel sends nothing, the sweep is a backstop, and only
 * the two parties can download the booking's `.ics`.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import {
  addressPool,
  bookableSpecialist,
  createSpecialistAgreement,
  freeSlots,
  requestBooking,
} from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { REMINDER_JOB, sendDueReminders, sendReminder } from './reminders';

let t: TestApp;
let admin: TestUser;
const ips = addressPool('198.51.102', '203.0.114');
const HOUR = 3_600_000;

const as = (
  user: { cookie: string } | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) => injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Free starts at least `hours` ahead. */
async function slotsAfter(s: { id: string; serviceId: string }, hours: number) {
  const min = Date.now() + hours * HOUR;
  return (await freeSlots(t.app, s)).filter((x) => new Date(x).getTime() > min);
}

/** A member's request, accepted by the specialist: confirmed. */
async function confirmedBooking(hoursAhead = 72) {
  const s = await bookableSpecialist(t.app, admin, {
    emailPrefix: 'remind',
    display_name: 'Reminder Specialist',
    specialty: 'Massage',
    signature_name: 'R S',
    remoteAddress: ips.signup(),
    service: { name: 'Deep tissue, 60' },
  });
  const m = await makeUser(t.db, 'member');
  const free = await slotsAfter(s, hoursAhead);
  const res = await requestBooking(t.app, m, s, free[0]!, {
    time_zone: 'Asia/Manila',
    remoteAddress: ips.booking(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().booking.id as string;
  const accepted = await as(s, 'POST', `/api/marketplace/bookings/${id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { s, m, id, start: free[0]!, free, booking: accepted.json().booking };
}

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

const reminderNotifications = (bookingId: string) =>
  rows<{ id: string; user_id: string }>(
    sql`select id, user_id from notifications where type = 'marketplace.booking_reminder' and data->>'booking_id' = ${bookingId}`,
  );

const reminderJobs = (bookingId: string) =>
  rows<{ kind: string; start_at: string; start_after: Date }>(
    sql`select data->>'kind' as kind, data->>'start_at' as start_at, start_after from pgboss.job where name = ${REMINDER_JOB} and data->>'booking_id' = ${bookingId} order by start_after`,
  );

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const deps = () => ({ db: t.db, events: t.app.deps.events, log: { error: () => {}, warn: () => {} } });
const dueAt = (start: string, kind: '24h' | '1h') =>
  new Date(new Date(start).getTime() - (kind === '24h' ? 24 : 1) * HOUR);

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
  admin = await makeUser(t.db, 'admin');
  await createSpecialistAgreement(t.app, admin);
});
afterAll(() => t.close());

describe('booking reminders', () => {
  it('plans both reminders on confirm, with delayed jobs, and shows them on the detail', async () => {
    const { m, id, start, booking } = await confirmedBooking();
    expect(booking.reminders).toEqual([
      { kind: '24h', due_at: dueAt(start, '24h').toISOString(), sent_at: null },
      { kind: '1h', due_at: dueAt(start, '1h').toISOString(), sent_at: null },
    ]);
    const detail = (await as(m, 'GET', `/api/marketplace/bookings/${id}`)).json().booking;
    expect(detail.reminders).toHaveLength(2);
    const jobs = await reminderJobs(id);
    expect(jobs.map((j) => j.kind)).toEqual(['24h', '1h']);
    expect(new Date(jobs[0]!.start_after).toISOString()).toBe(dueAt(start, '24h').toISOString());
    // The list stays lean.
    const list = (await as(m, 'GET', '/api/marketplace/bookings')).json();
    expect(list.bookings[0]).not.toHaveProperty('reminders');
  });

  it('skips a reminder already in the past', async () => {
    const { booking } = await confirmedBooking(2);
    expect(booking.reminders.map((r: { kind: string }) => r.kind)).toEqual(['1h']);
  });

  it('sends once when the job runs twice, or on two instances at once, e-mailing the invite', async () => {
    const { s, m, id, start } = await confirmedBooking();
    const data = { booking_id: id, kind: '24h' as const, start_at: start };
    const now = new Date(dueAt(start, '24h').getTime() + 1000);
    expect(await sendReminder(deps(), data, new Date(now.getTime() - 5 * 60_000))).toBe(false); // not due yet
    const raced = await Promise.all([sendReminder(deps(), data, now), sendReminder(deps(), data, now)]);
    expect(raced.sort()).toEqual([false, true]);
    expect(await sendReminder(deps(), data, now)).toBe(false);
    await sendDueReminders(deps(), now); // the sweep finds this one claimed (others' may be due)

    const sent = await reminderNotifications(id);
    expect(sent.map((n) => n.user_id).sort()).toEqual([m.id, s.id].sort());
    const inbox = (await as(m, 'GET', '/api/notifications')).json().notifications;
    expect(inbox[0]).toMatchObject({
      type: 'marketplace.booking_reminder',
      data: { booking_id: id, kind: '24h' },
    });

    const mail = await waitFor(() =>
      t.mailer.sent.find((x) => x.to === m.email && x.subject.startsWith('Reminder:')),
    );
    expect(mail.attachments).toHaveLength(1);
    const ics = mail.attachments![0]!;
    expect(ics.content_type).toMatch(/^text\/calendar; method=REQUEST/);
    expect(ics.content).toContain(`UID:${id}@fundpath\r\n`);
    expect(ics.content).toContain('SUMMARY:Deep tissue\\, 60 with Reminder Specialist');
    expect(ics.content).toContain(`ATTENDEE;CN=${m.display_name}`);
    await waitFor(() =>
      t.mailer.sent.find(
        (x) =>
          x.to.startsWith('remind.') && x.subject.startsWith('Reminder:') && x.text.includes(m.display_name),
      ),
    );
    await new Promise((r) => setTimeout(r, 1200));
    expect(t.mailer.sent.filter((x) => x.to === m.email && x.subject.startsWith('Reminder:'))).toHaveLength(
      1,
    );

    const detail = (await as(s, 'GET', `/api/marketplace/bookings/${id}`)).json().booking;
    expect(detail.reminders[0]).toMatchObject({ kind: '24h', sent_at: now.toISOString() });
    expect(detail.reminders[1]).toMatchObject({ kind: '1h', sent_at: null });
  });

  it('attaches the invite to the confirmation e-mail', async () => {
    const { m, id } = await confirmedBooking();
    const mail = await waitFor(() =>
      t.mailer.sent.find((x) => x.to === m.email && x.subject.startsWith('Booking confirmed')),
    );
    expect(mail.attachments?.[0]?.content).toContain(`UID:${id}@fundpath`);
  });

  it('a reschedule e-mails the invite with the same UID and a higher SEQUENCE; a cancel e-mails METHOD:CANCEL', async () => {
    const { s, m, id, free } = await confirmedBooking();
    const mailTo = (to: string, subject: string) =>
      waitFor(() => t.mailer.sent.find((x) => x.to === to && x.subject.startsWith(subject)));
    const seq = (ics: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(ics)?.[1]);
    const invite = (await mailTo(m.email, 'Booking confirmed')).attachments![0]!;
    expect(seq(invite.content)).toBe(0);
    expect(
      (await as(s, 'POST', `/api/marketplace/bookings/${id}/reschedule`, { start: free[6] })).statusCode,
    ).toBe(200);
    const moved = (await mailTo(m.email, 'Booking moved')).attachments![0]!;
    expect(moved.content).toContain(`UID:${id}@fundpath\r\n`);
    expect(moved.content).toContain('METHOD:REQUEST');
    expect(seq(moved.content)).toBe(1);

    const cancelled = await as(admin, 'POST', `/api/admin/marketplace/bookings/${id}/cancel`, {
      reason: 'Closed that day',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [sp] = await rows<{ email: string }>(sql`select email from users where id = ${s.id}`);
    for (const to of [m.email, sp!.email]) {
      const mail = await mailTo(to, 'Booking cancelled');
      expect(mail.attachments).toHaveLength(1);
      const ics = mail.attachments![0]!;
      expect(ics.content_type).toMatch(/^text\/calendar; method=CANCEL/);
      expect(ics.content).toContain('METHOD:CANCEL\r\n');
      expect(ics.content).toContain(`UID:${id}@fundpath\r\n`);
      expect(ics.content).toContain('STATUS:CANCELLED\r\n');
      expect(seq(ics.content)).toBe(2);
    }
  });

  it('a cancelled request that was never confirmed e-mails no calendar file', async () => {
    const sp = await bookableSpecialist(t.app, admin, {
      emailPrefix: 'remind',
      display_name: 'Request Specialist',
      specialty: 'Massage',
      signature_name: 'R S',
      remoteAddress: ips.signup(),
    });
    const m = await makeUser(t.db, 'member');
    const res = await requestBooking(t.app, m, sp, (await slotsAfter(sp, 30))[0]!, {
      remoteAddress: ips.booking(),
    });
    const id = res.json().booking.id as string;
    expect((await as(m, 'POST', `/api/marketplace/bookings/${id}/cancel`, { reason: '' })).statusCode).toBe(
      200,
    );
    const [spec] = await rows<{ email: string }>(sql`select email from users where id = ${sp.id}`);
    const mail = await waitFor(() =>
      t.mailer.sent.find((x) => x.to === spec!.email && x.subject.startsWith('Booking cancelled')),
    );
    expect(mail.attachments ?? []).toHaveLength(0);
  });

  it('turns the old reminders into no-ops on reschedule and plans new ones', async () => {
    const { s, id, start, free } = await confirmedBooking();
    const moved = await as(s, 'POST', `/api/marketplace/bookings/${id}/reschedule`, { start: free[5] });
    expect(moved.statusCode, moved.body).toBe(200);
    const newStart = free[5]!;
    expect(moved.json().booking.reminders).toEqual([
      { kind: '24h', due_at: dueAt(newStart, '24h').toISOString(), sent_at: null },
      { kind: '1h', due_at: dueAt(newStart, '1h').toISOString(), sent_at: null },
    ]);
    const old = { booking_id: id, kind: '24h' as const, start_at: start };
    expect(await sendReminder(deps(), old, new Date(dueAt(start, '24h').getTime() + 1000))).toBe(false);
    const jobs = await reminderJobs(id);
    expect(jobs.filter((j) => new Date(j.start_at).getTime() === new Date(newStart).getTime())).toHaveLength(
      2,
    );
    const fresh = { booking_id: id, kind: '1h' as const, start_at: newStart };
    expect(await sendReminder(deps(), fresh, new Date(dueAt(newStart, '1h').getTime() + 1000))).toBe(true);
    expect(await reminderNotifications(id)).toHaveLength(2);
    const ics = await as(s, 'GET', `/api/marketplace/bookings/${id}/calendar.ics`);
    expect(ics.body).toContain('SEQUENCE:1\r\n');
  });

  it('sends nothing after a cancel, by the job or the sweep', async () => {
    const { m, id, start } = await confirmedBooking();
    expect(
      (await as(m, 'POST', `/api/marketplace/bookings/${id}/cancel`, { reason: 'Ill' })).statusCode,
    ).toBe(200);
    const now = new Date(dueAt(start, '1h').getTime() + 1000);
    expect(await sendReminder(deps(), { booking_id: id, kind: '1h', start_at: start }, now)).toBe(false);
    await sendDueReminders(deps(), now);
    expect(await reminderNotifications(id)).toHaveLength(0);
    expect((await as(m, 'GET', `/api/marketplace/bookings/${id}`)).json().booking.reminders).toEqual([]);
  });

  it('skips a 24 h reminder that comes within the last hour (after an outage): the 1 h one says it', async () => {
    const { id, start } = await confirmedBooking();
    const late = new Date(dueAt(start, '1h').getTime() + 1000);
    expect(await sendReminder(deps(), { booking_id: id, kind: '24h', start_at: start }, late)).toBe(false);
    expect(await sendReminder(deps(), { booking_id: id, kind: '1h', start_at: start }, late)).toBe(true);
    expect(await reminderNotifications(id)).toHaveLength(2);
  });

  it('the sweep sends a due reminder whose job is gone, once', async () => {
    const { id, start } = await confirmedBooking();
    await t.db.execute(
      sql`delete from pgboss.job where name = ${REMINDER_JOB} and data->>'booking_id' = ${id}`,
    );
    const now = new Date(dueAt(start, '24h').getTime() + 1000);
    const first = await sendDueReminders(deps(), now);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(await reminderNotifications(id)).toHaveLength(2);
    await sendDueReminders(deps(), now);
    expect(await reminderNotifications(id)).toHaveLength(2);
  });
});

describe('GET /api/marketplace/bookings/:id/calendar.ics', () => {
  it('serves the invite to the two parties only', async () => {
    const { s, m, id, start } = await confirmedBooking();
    const res = await as(m, 'GET', `/api/marketplace/bookings/${id}/calendar.ics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="booking-MB-.+\.ics"/);
    const startUtc = new Date(start)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replace(/[-:]/g, '');
    expect(res.body).toContain(`DTSTART:${startUtc}\r\n`);
    expect(res.body).toContain('METHOD:REQUEST');
    const bySpecialist = await as(s, 'GET', `/api/marketplace/bookings/${id}/calendar.ics`);
    expect(bySpecialist.statusCode).toBe(200);
    expect(bySpecialist.body).toContain(`with ${m.display_name}`);
    // Neither party's address reaches the other.
    expect(bySpecialist.body).not.toContain(m.email);

    const other = await makeUser(t.db, 'member');
    expect((await as(other, 'GET', `/api/marketplace/bookings/${id}/calendar.ics`)).statusCode).toBe(404);
    // Staff see bookings in the admin list, but the invite is the parties' own.
    expect((await as(admin, 'GET', `/api/marketplace/bookings/${id}/calendar.ics`)).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/marketplace/bookings/${id}/calendar.ics`)).statusCode).toBe(401);
    expect(
      (await as(m, 'GET', '/api/marketplace/bookings/00000000-0000-4000-8000-000000000000/calendar.ics'))
        .statusCode,
    ).toBe(404);
  });
});
