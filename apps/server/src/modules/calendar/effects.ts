/**
 * What follows a change of an appointment, after it committed: the platform events (the host's
 * in-app notice through the notification service, the client's timeline), the attendee's e-mail
 * with its `.ics` (through `calendar.email`: prospects have no account, so the message goes to
 * the address), and the reminders (rows claimed once, delayed jobs + sweep, platform/reminders).
 * Also the `.ics` files: one appointment's invite and each user's subscription feed.
 */
import { MEETING_TYPE_LABELS } from '@fundpath/contracts/calendar';
import { isStaff } from '@fundpath/contracts/roles';
import type { Db } from '../../platform/db';
import type { CalendarBookingEvent, EventBus } from '../../platform/events';
import { buildIcs, buildIcsFeed, type CalendarEvent } from '../../platform/ics';
import type { Jobs } from '../../platform/jobs';
import {
  queueReminderJobs,
  REMINDER_CLOCK_SLACK_MS,
  remindersAhead,
  tooLateFor24h,
} from '../../platform/reminders';
import { findUser } from '../auth';
import { listTasks } from '../tasks';
import * as repo from './repo';
import { type BookingDeps, type Change, managePath } from './service';

export const CALENDAR_REMINDER_JOB = 'calendar.remind';
export const CALENDAR_REMINDER_SWEEP_JOB = 'calendar.remind_sweep';
export interface CalendarReminderJob {
  appointment_id: string;
  kind: repo.ReminderKind;
  start_at: string;
}

declare module '../../platform/jobs' {
  interface JobData {
    'calendar.remind': CalendarReminderJob;
    'calendar.remind_sweep': Record<string, never>;
  }
}

export interface EffectDeps {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  events: EventBus;
  log: { error: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
  organizer: { name: string; email: string };
  publicUrl: string | null;
}

const PRODID = '-//FundPath//Staff calendar//EN';
const base = (deps: Pick<EffectDeps, 'publicUrl'>) => (deps.publicUrl ?? '').replace(/\/$/, '');

/** The invite of one appointment as its attendee gets it (REQUEST, or CANCEL once cancelled). */
export function appointmentEvent(
  row: repo.AppointmentRow,
  hostName: string,
  organizer: { name: string; email: string },
  attendee?: { name: string; email: string },
): CalendarEvent {
  const cancel = row.status === 'cancelled';
  return {
    uid: `${row.id}@fundpath-calendar`,
    sequence: cancel ? row.sequence + 1 : row.sequence,
    method: cancel ? 'CANCEL' : 'REQUEST',
    start: row.start_at,
    end: row.end_at,
    stamp: new Date(),
    summary: `${row.title} with ${hostName}`,
    description: `${MEETING_TYPE_LABELS[row.meeting_type]}${row.location ? `: ${row.location}` : ''}`,
    ...(row.location ? { location: row.location } : {}),
    organizer,
    attendees: attendee ? [attendee] : [],
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    prod_id: PRODID,
  };
}

export function appointmentIcs(
  row: repo.AppointmentRow,
  hostName: string,
  organizer: { name: string; email: string },
) {
  const cancel = row.status === 'cancelled';
  return {
    filename: 'appointment.ics',
    content_type: `text/calendar; method=${cancel ? 'CANCEL' : 'REQUEST'}; charset=utf-8`,
    content: buildIcs(
      appointmentEvent(row, hostName, organizer, { name: row.attendee_name, email: row.attendee_email }),
    ),
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const when = (d: Date) =>
  `${d.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/** The attendee's message: subject, text and HTML (the manage link only when the secret is at hand). */
export function renderAttendeeEmail(
  kind: Change | 'reminder',
  row: repo.AppointmentRow,
  hostName: string,
  manageUrl: string | null,
): { subject: string; text: string; html: string } {
  const head = {
    created: `Confirmed: ${row.title} with ${hostName}`,
    rescheduled: `Moved: ${row.title} with ${hostName}`,
    cancelled: `Cancelled: ${row.title} with ${hostName}`,
    reminder: `Reminder: ${row.title} with ${hostName}`,
  }[kind];
  const lead =
    kind === 'cancelled'
      ? 'This appointment has been cancelled.'
      : `${MEETING_TYPE_LABELS[row.meeting_type]} on ${when(row.start_at)} (${Math.round((row.end_at.getTime() - row.start_at.getTime()) / 60_000)} min).`;
  const manage =
    kind === 'cancelled'
      ? null
      : manageUrl
        ? `Need to reschedule or cancel? ${manageUrl}`
        : 'Need to reschedule or cancel? Use the link in your confirmation e-mail.';
  const text = [
    `Hi ${row.attendee_name},`,
    '',
    lead,
    ...(row.location && kind !== 'cancelled' ? [`Where: ${row.location}`] : []),
    ...(manage ? ['', manage] : []),
    '',
    'The calendar invite is attached.',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    `<p>Hi ${escapeHtml(row.attendee_name)},</p>`,
    `<p><strong>${escapeHtml(head)}</strong></p>`,
    `<p>${escapeHtml(lead)}</p>`,
    row.location && kind !== 'cancelled' ? `<p>Where: ${escapeHtml(row.location)}</p>` : '',
    manageUrl && kind !== 'cancelled'
      ? `<p><a href="${escapeHtml(manageUrl)}">Reschedule or cancel</a></p>`
      : manage
        ? `<p>${escapeHtml(manage)}</p>`
        : '',
    '</body></html>',
  ].join('');
  return { subject: head, text, html };
}

const payloadOf = (row: repo.AppointmentRow): CalendarBookingEvent => ({
  appointment_id: row.id,
  owner_id: row.owner_id,
  client_user_id: row.client_user_id,
  lead_id: row.lead_id,
  title: row.title,
  attendee_name: row.attendee_name,
  start_at: row.start_at.toISOString(),
});

async function mailAttendee(
  deps: EffectDeps,
  kind: Change | 'reminder',
  row: repo.AppointmentRow,
  manageUrl: string | null,
) {
  const host = (await repo.namesOf(deps.db, [row.owner_id])).get(row.owner_id)?.name ?? 'Our team';
  await deps.events.emit({ db: deps.db, log: deps.log }, 'calendar.email', {
    appointment_id: row.id,
    to: row.attendee_email,
    ...renderAttendeeEmail(kind, row, host, manageUrl),
    attachment: appointmentIcs(row, host, deps.organizer),
  });
}

/** Plans the 24 h and 1 h reminders of the appointment's current start (drops older ones). */
export async function planReminders(deps: EffectDeps, row: repo.AppointmentRow, now = new Date()) {
  await repo.dropStaleReminders(deps.db, row.id, row.start_at);
  if (row.status !== 'confirmed') return;
  const rows = remindersAhead(row.start_at, now).map((r) => ({
    appointment_id: row.id,
    start_at: row.start_at,
    ...r,
  }));
  await repo.insertReminders(deps.db, rows);
  await queueReminderJobs(
    deps.jobs,
    deps.log,
    CALENDAR_REMINDER_JOB,
    rows.map((r) => {
      const data = { appointment_id: row.id, kind: r.kind, start_at: row.start_at.toISOString() };
      return { due_at: r.due_at, data, key: `${row.id}:${r.kind}:${data.start_at}` };
    }),
    now,
  );
}

/** The job: claims the reminder; if this call won it, the host hears in-app and the attendee by e-mail. */
export async function sendReminder(
  deps: EffectDeps,
  data: CalendarReminderJob,
  now = new Date(),
): Promise<boolean> {
  const start = new Date(data.start_at);
  if (tooLateFor24h(data.kind, start, now)) return false;
  const claimed = await repo.claimReminder(
    deps.db,
    data.appointment_id,
    data.kind,
    start,
    now,
    new Date(now.getTime() + REMINDER_CLOCK_SLACK_MS),
  );
  if (!claimed) return false;
  const row = await repo.findAppointment(deps.db, data.appointment_id);
  if (!row) return false;
  await deps.events.emit({ db: deps.db, log: deps.log }, 'calendar.booking_reminder', {
    ...payloadOf(row),
    kind: data.kind,
  });
  await mailAttendee(deps, 'reminder', row, null);
  return true;
}

export async function sendDueReminders(deps: EffectDeps, now = new Date()) {
  let sent = 0;
  for (const r of await repo.dueReminders(deps.db, now)) {
    if (await sendReminder(deps, { ...r, start_at: r.start_at.toISOString() }, now)) sent++;
  }
  return { sent };
}

export function bookingDeps(deps: EffectDeps): BookingDeps {
  return {
    events: deps.events,
    afterChange: async (_db, row, change, extra) => {
      const name = {
        created: 'calendar.booking_created',
        rescheduled: 'calendar.booking_rescheduled',
        cancelled: 'calendar.booking_cancelled',
      } as const;
      await deps.events.emit({ db: deps.db, log: deps.log }, name[change], payloadOf(row));
      await planReminders(deps, row);
      const manageUrl =
        extra?.token && extra.code ? `${base(deps)}${managePath(extra.code, extra.token)}` : null;
      await mailAttendee(deps, change, row, manageUrl);
    },
  };
}

// ---- the feed --------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** The feed of the user a feed secret belongs to: their appointments (and a client's task due dates). */
export async function feedFile(
  deps: EffectDeps,
  tokenHash: string,
  now = new Date(),
): Promise<string | undefined> {
  const userId = await repo.feedOwner(deps.db, tokenHash);
  const user = userId ? await findUser(deps.db, userId) : undefined;
  if (!user || user.deactivated_at) return undefined;
  const from = new Date(now.getTime() - 90 * DAY_MS);
  const to = new Date(now.getTime() + 366 * DAY_MS);
  const staff = isStaff(user);
  const rows = await repo.appointmentsBetween(
    deps.db,
    // A coach (client) also hosts appointments on their own booking links (issue 17).
    staff ? { owner_id: user.id } : { client_user_id: user.id, owner_id: user.id },
    from,
    to,
    { limit: 2000 },
  );
  const names = await repo.namesOf(
    deps.db,
    rows.map((r) => r.owner_id),
  );
  const events: CalendarEvent[] = rows.map((r) => {
    const e = appointmentEvent(
      r,
      staff || r.owner_id === user.id ? r.attendee_name : (names.get(r.owner_id)?.name ?? 'Our team'),
      deps.organizer,
    );
    return { ...e, stamp: now, method: 'REQUEST' };
  });
  if (user.role === 'client') {
    const ctx = { db: deps.db, actor: user } as Parameters<typeof listTasks>[0];
    for (const t of await listTasks(ctx, {})) {
      if (!t.due_date || !/^\d{4}-\d{2}-\d{2}$/.test(t.due_date)) continue;
      const day = new Date(`${t.due_date}T00:00:00Z`);
      events.push({
        uid: `task-${t.id}@fundpath-calendar`,
        sequence: 0,
        start: day,
        end: day,
        all_day: true,
        stamp: now,
        summary: `Due: ${t.title}${t.is_completed ? ' (done)' : ''}`,
        organizer: deps.organizer,
      });
    }
  }
  return buildIcsFeed({ name: `FundPath — ${user.display_name}`, prod_id: PRODID, events });
}
