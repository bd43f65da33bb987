/**
 * Booking reminders (issue 6/8: "24 h and 1 h before, e-mail + in-app, an .ics attachment, one
 * send each even with several server instances") and the calendar invite of a booking.
 *
 * A reminder is a row (booking, kind, the start it was planned for); the job runner only triggers
 * it. Sending first claims the row in one conditional UPDATE (unsent, due, booking still confirmed
 * at that start), so a job run twice, two instances, or a job and the sweep racing send once. A
 * reschedule plans rows for the new start and the old jobs find nothing to claim; a cancel leaves
 * the booking unconfirmed, so nothing is claimed either. Claiming before notifying makes a send
 * at most once: a crash between the two loses that reminder rather than doubling it.
 */
import type { BookingReminder } from '@fundpath/contracts/marketplace-bookings';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { buildIcs } from '../../platform/ics';
import type { Jobs } from '../../platform/jobs';
import {
  queueReminderJobs,
  REMINDER_CLOCK_SLACK_MS,
  REMINDER_OFFSETS,
  REMINDER_SWEEP_CRON,
  remindersAhead,
  tooLateFor24h,
} from '../../platform/reminders';
import { findSpecialistProfile } from '../marketplace';
import * as repo from './repo';

export const REMINDER_JOB = 'bookings.remind';
/** Every few minutes: sends due reminders whose job was lost or lay beyond the runner's retention. */
export const REMINDER_SWEEP_JOB = 'bookings.remind_sweep';
export { REMINDER_OFFSETS, REMINDER_SWEEP_CRON };

export interface ReminderDeps {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  events: EventBus;
  log: { error: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
}

export interface ReminderJobData {
  booking_id: string;
  kind: repo.ReminderKind;
  /** The booking's start the reminder was planned for (ISO). */
  start_at: string;
}

const reminderKey = (d: ReminderJobData) => `${d.booking_id}:${d.kind}:${d.start_at}`;

/**
 * After a confirm or a reschedule: drops unsent reminders of an older start and, while the booking
 * is confirmed, plans the 24 h and 1 h reminders still ahead and queues their jobs.
 */
export async function planReminders(deps: ReminderDeps, bookingId: string, now = new Date()): Promise<void> {
  const b = await repo.findBooking(deps.db, bookingId);
  if (!b) return;
  await repo.dropStaleReminders(deps.db, b.id, b.start_at);
  if (b.status !== 'confirmed') return;
  const rows = remindersAhead(b.start_at, now).map((r) => ({ booking_id: b.id, start_at: b.start_at, ...r }));
  await repo.insertReminders(deps.db, rows);
  await queueReminderJobs(
    deps.jobs,
    deps.log,
    REMINDER_JOB,
    rows.map((r) => {
      const data: ReminderJobData = { booking_id: b.id, kind: r.kind, start_at: b.start_at.toISOString() };
      return { due_at: r.due_at, data, key: reminderKey(data) };
    }),
    now,
  );
}

/** The job: claims the reminder and, if this call won it, tells both parties. True when sent. */
export async function sendReminder(
  deps: Pick<ReminderDeps, 'db' | 'events' | 'log'>,
  data: ReminderJobData,
  now = new Date(),
): Promise<boolean> {
  // Came back after an outage within the last hour: the 1 h reminder says it; two at once is noise.
  if (tooLateFor24h(data.kind, new Date(data.start_at), now)) return false;
  const claimed = await repo.claimReminder(
    deps.db,
    data.booking_id,
    data.kind,
    new Date(data.start_at),
    now,
    new Date(now.getTime() + REMINDER_CLOCK_SLACK_MS),
  );
  if (!claimed) return false;
  await deps.events.emit({ db: deps.db, log: deps.log }, 'marketplace.booking_reminder', {
    booking_id: data.booking_id,
    kind: data.kind,
  });
  return true;
}

/** The sweep: every due, unsent reminder of a confirmed booking (each claimed like the job does). */
export async function sendDueReminders(deps: Pick<ReminderDeps, 'db' | 'events' | 'log'>, now = new Date()) {
  let sent = 0;
  for (const r of await repo.dueReminders(deps.db, now)) {
    if (await sendReminder(deps, { ...r, start_at: r.start_at.toISOString() }, now)) sent++;
  }
  return { sent };
}

/** The booking detail's `reminders`: those of the current start (unsent ones only while confirmed). */
export async function remindersView(db: Db, b: repo.BookingRow): Promise<BookingReminder[]> {
  const rows = await repo.remindersOf(db, b.id, b.start_at);
  return rows
    .filter((r) => r.sent_at || b.status === 'confirmed')
    .map((r) => ({
      kind: r.kind,
      due_at: r.due_at.toISOString(),
      sent_at: r.sent_at?.toISOString() ?? null,
    }));
}

// ---- the calendar invite -------------------------------------------------------------------

export interface CalendarOptions {
  /** The platform's sender: ORGANIZER of the invite. */
  organizer: { name: string; email: string };
  /** Base of the link in the description (PUBLIC_URL). */
  publicUrl: string | null;
  now?: Date;
}

export interface CalendarFile {
  filename: string;
  content_type: string;
  content: string;
}

const CANCELLED = new Set(['cancelled', 'declined', 'expired']);

/**
 * The `.ics` of a booking as `userId` (its member or its specialist) sees it: summary with the
 * other party, the recipient as the one attendee (neither party's address goes to the other).
 */
export async function bookingCalendar(
  db: Db,
  bookingId: string,
  userId: string,
  opts: CalendarOptions,
): Promise<CalendarFile | undefined> {
  const b = await repo.findBooking(db, bookingId);
  if (!b || (b.member_id !== userId && b.specialist_id !== userId)) return undefined;
  const [people, profile, sequence] = await Promise.all([
    repo.parties(db, [b.member_id, b.specialist_id]),
    findSpecialistProfile(db, b.specialist_id),
    repo.rescheduleCount(db, b.id),
  ]);
  const asMember = b.member_id === userId;
  // A cancel replaces the last invite (RFC 5546 CANCEL): same UID, one more than any change before.
  const cancel = b.status === 'cancelled';
  const me = people.get(userId);
  const specialistName =
    profile?.profile.display_name ?? people.get(b.specialist_id)?.display_name ?? 'Specialist';
  const memberName = people.get(b.member_id)?.display_name ?? 'Member';
  const link = asMember ? '/manila/member/bookings' : '/specialist/appointments';
  const content = buildIcs({
    uid: `${b.id}@fundpath`,
    sequence: cancel ? sequence + 1 : sequence,
    method: cancel ? 'CANCEL' : 'REQUEST',
    start: b.start_at,
    end: b.end_at,
    stamp: opts.now ?? new Date(),
    summary: `${b.service_name} with ${asMember ? specialistName : memberName}`,
    description: `Booking ${b.number}, ${b.duration_minutes} min (${b.service_mode.replace('_', ' ')}).${
      opts.publicUrl ? `\nManage it: ${opts.publicUrl}${link}` : ''
    }`,
    url: opts.publicUrl ? `${opts.publicUrl}${link}` : null,
    organizer: opts.organizer,
    attendees: me ? [{ name: me.display_name, email: me.email }] : [],
    status: CANCELLED.has(b.status) ? 'CANCELLED' : b.status === 'requested' ? 'TENTATIVE' : 'CONFIRMED',
  });
  return {
    filename: `booking-${b.number}.ics`,
    content_type: `text/calendar; method=${cancel ? 'CANCEL' : 'REQUEST'}; charset=utf-8`,
    content,
  };
}

/**
 * The cancellation e-mail's `.ics` (METHOD:CANCEL) for `userId`: only when the booking is
 * cancelled and had been confirmed (an invite went out, which this one withdraws).
 */
export async function cancellationCalendar(
  db: Db,
  bookingId: string,
  userId: string,
  opts: CalendarOptions,
): Promise<CalendarFile | undefined> {
  const b = await repo.findBooking(db, bookingId);
  if (b?.status !== 'cancelled') return undefined;
  const invited = (await repo.eventsOf(db, b.id)).some((e) => e.kind === 'confirmed');
  return invited ? bookingCalendar(db, bookingId, userId, opts) : undefined;
}

/** `GET /api/marketplace/bookings/:id/calendar.ics`: the member or the specialist only; 404 for anyone else. */
export async function calendarFor(ctx: Ctx, id: string, opts: CalendarOptions): Promise<CalendarFile> {
  const file = ctx.actor ? await bookingCalendar(ctx.db, id, ctx.actor.id, opts) : undefined;
  if (!file) throw notFound('Booking not found');
  return file;
}

/** `Name <address>` or a bare address → the parts an ORGANIZER needs. */
export function organizerOf(mailFrom: string): { name: string; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (m) return { name: m[1]?.trim() || 'FundPath', email: m[2]!.trim() };
  return { name: 'FundPath', email: mailFrom.trim() };
}
