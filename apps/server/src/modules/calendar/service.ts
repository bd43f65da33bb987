/**
 * The staff calendar's rules: working hours, booking links (codes in the `/book/{code}` space the
 * marketplace shares: `CAL` + 9, never a specialist's 10), slots from the one availability engine
 * (`@fundpath/availability`), bookings that never double-book (a per-owner advisory lock around
 * the check and the insert, and a partial unique index behind it), manage links whose secret is
 * stored hashed, the client's view and the iCalendar feed.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  type AvailabilityRules,
  type BusyInterval,
  computeSlots,
  groupSlotsByDay,
  isSlotBookable,
  validateRules,
} from '@fundpath/availability';
import {
  APPOINTMENTS_MAX_DAYS,
  type Appointment,
  type BookingLink,
  type bookingLinkInputSchema,
  type bookingLinkPatchSchema,
  type CalendarFeed,
  type CalendarHours,
  type CalendarSlots,
  type ClientCalendar,
  type calendarHoursInputSchema,
  type PublicAppointment,
  type PublicBookingLink,
  type publicBookingInputSchema,
} from '@fundpath/contracts/calendar';
import type { WeeklyHours } from '@fundpath/contracts/marketplace';
import { isStaff } from '@fundpath/contracts/roles';
import type { z } from 'zod';
import { type Ctx, requireActor } from '../../platform/auth';
import { sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { findUser, findUserByEmail } from '../auth';
import { assigneesOf } from '../clients';
import { captureLead } from '../leads';
import { FALLBACK_WEEKLY } from '../marketplace';
import { listTasks } from '../tasks';
import * as repo from './repo';

export const LINK_NOT_FOUND = 'Booking link not found';
export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
export const SLOT_TAKEN = 'That time was just taken. Please pick another.';
/** Until a staff member saves their own hours. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
const DAY_MS = 86_400_000;
export const SLOTS_MAX_DAYS = 62;
const SLOTS_DEFAULT_DAYS = 14;

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** `CAL` + 9: 12 characters, where every specialist's code has 10 (one `/book/{code}` space). */
export function drawStaffLinkCode(): string {
  return `CAL${Array.from({ length: 9 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
}

const newSecret = () => randomBytes(32).toString('base64url');

// ---- hours -----------------------------------------------------------------------------------

function hoursView(row: repo.HoursRow | undefined): CalendarHours {
  return {
    time_zone: row?.time_zone ?? DEFAULT_TIME_ZONE,
    weekly: (row?.weekly ?? FALLBACK_WEEKLY) as WeeklyHours,
    overrides: row?.overrides ?? [],
    saved: Boolean(row),
  };
}

export async function myHours(ctx: Ctx): Promise<CalendarHours> {
  return hoursView(await repo.hoursOf(ctx.db, requireActor(ctx).id));
}

function rulesOf(
  hours: CalendarHours,
  link: Pick<repo.LinkRow, 'minimum_notice_minutes' | 'horizon_days'>,
): AvailabilityRules {
  return {
    time_zone: hours.time_zone,
    weekly: hours.weekly,
    overrides: hours.overrides,
    minimum_notice_minutes: link.minimum_notice_minutes,
    booking_horizon_days: link.horizon_days,
    daily_cap: null,
  } as AvailabilityRules;
}

export async function saveMyHours(
  ctx: Ctx,
  input: z.output<typeof calendarHoursInputSchema>,
): Promise<CalendarHours> {
  const actor = requireActor(ctx);
  const problems = validateRules(
    rulesOf({ ...input, saved: true } as CalendarHours, { minimum_notice_minutes: 0, horizon_days: 1 }),
  );
  if (problems.length > 0)
    throw new AppError('VALIDATION_FAILED', 'These hours cannot be used', { errors: problems });
  return hoursView(await repo.saveHours(ctx.db, { user_id: actor.id, ...input }));
}

// ---- links -----------------------------------------------------------------------------------

export function toLink(row: repo.LinkRow): BookingLink {
  return {
    id: row.id,
    code: row.code,
    booking_path: `/book/${row.code}`,
    title: row.title,
    description: row.description,
    meeting_type: row.meeting_type,
    location: row.location,
    duration_minutes: row.duration_minutes,
    buffer_before_minutes: row.buffer_before_minutes,
    buffer_after_minutes: row.buffer_after_minutes,
    minimum_notice_minutes: row.minimum_notice_minutes,
    horizon_days: row.horizon_days,
    questions: row.questions,
    active: row.active,
    created_at: row.created_at.toISOString(),
  };
}

export const LINKS_MAX = 20;

export async function myLinks(ctx: Ctx): Promise<BookingLink[]> {
  return (await repo.linksOf(ctx.db, requireActor(ctx).id)).map(toLink);
}

async function ownLink(ctx: Ctx, id: string): Promise<repo.LinkRow> {
  const row = await repo.findLink(ctx.db, id);
  if (!row || row.owner_id !== requireActor(ctx).id) throw notFound(LINK_NOT_FOUND);
  return row;
}

/** Creates a link with a fresh code (drawn again on the rare clash); `code` only for the demo seed. */
export async function createLinkFor(
  db: Db,
  ownerId: string,
  input: z.output<typeof bookingLinkInputSchema>,
  code?: string,
): Promise<repo.LinkRow> {
  if ((await repo.linksOf(db, ownerId)).length >= LINKS_MAX)
    throw new AppError('LIMIT_REACHED', `At most ${LINKS_MAX} booking links`);
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await repo.insertLink(db, { owner_id: ownerId, ...input, code: code ?? drawStaffLinkCode() });
    if (row) return row;
    if (code) throw new AppError('CONFLICT', 'That booking link code is taken');
  }
  throw new Error('could not draw a free booking link code');
}

export async function createLink(
  ctx: Ctx,
  input: z.output<typeof bookingLinkInputSchema>,
): Promise<BookingLink> {
  return toLink(await createLinkFor(ctx.db, requireActor(ctx).id, input));
}

export async function updateLink(
  ctx: Ctx,
  id: string,
  patch: z.output<typeof bookingLinkPatchSchema>,
): Promise<BookingLink> {
  await ownLink(ctx, id);
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return toLink(await repo.updateLink(ctx.db, id, clean));
}

export async function deleteLink(ctx: Ctx, id: string): Promise<void> {
  await ownLink(ctx, id);
  await repo.deleteLink(ctx.db, id);
}

// ---- the public page -------------------------------------------------------------------------

/** Who may own booking links: staff, and clients (coaches with their own `/book/{code}`, issue 17). */
const isHost = (user: { role: string }) =>
  isStaff(user as Parameters<typeof isStaff>[0]) || user.role === 'client';

interface Bookable {
  link: repo.LinkRow;
  owner: { id: string; role: string; brand_id: string | null };
  host: { name: string; email: string };
  hours: CalendarHours;
}

/** An active link of a staff member who is still active; 404 otherwise (nothing said about why). */
async function bookable(db: Db, code: string): Promise<Bookable> {
  const link = await repo.findLinkByCode(db, code);
  const owner = link?.active ? await findUser(db, link.owner_id) : undefined;
  if (!link || !owner || !isHost(owner) || owner.deactivated_at) throw notFound(LINK_NOT_FOUND);
  return {
    link,
    owner,
    host: { name: owner.display_name, email: owner.email },
    hours: hoursView(await repo.hoursOf(db, owner.id)),
  };
}

export async function publicLink(db: Db, code: string): Promise<PublicBookingLink> {
  const { link, host, hours } = await bookable(db, code);
  return {
    code: link.code,
    title: link.title,
    description: link.description,
    meeting_type: link.meeting_type,
    duration_minutes: link.duration_minutes,
    host_name: host.name,
    host_time_zone: hours.time_zone,
    questions: link.questions,
  };
}

const busyOf = (rows: repo.AppointmentRow[]): BusyInterval[] =>
  rows.map((r) => ({
    start: r.start_at,
    end: r.end_at,
    buffer_before_minutes: r.buffer_before_minutes,
    buffer_after_minutes: r.buffer_after_minutes,
  }));

const timingOf = (link: repo.LinkRow) => ({
  duration_minutes: link.duration_minutes,
  buffer_before_minutes: link.buffer_before_minutes,
  buffer_after_minutes: link.buffer_after_minutes,
});

export async function publicSlots(
  db: Db,
  code: string,
  q: { from?: string | undefined; to?: string | undefined; tz?: string | undefined },
  now = new Date(),
): Promise<Omit<CalendarSlots, 'status'>> {
  const { link, hours } = await bookable(db, code);
  const from = q.from ? new Date(q.from) : now;
  const to = q.to ? new Date(q.to) : new Date(from.getTime() + SLOTS_DEFAULT_DAYS * DAY_MS);
  if (to <= from)
    throw new AppError('VALIDATION_FAILED', '`to` must be after `from`', {
      errors: { to: 'Must be after from' },
    });
  if (to.getTime() - from.getTime() > SLOTS_MAX_DAYS * DAY_MS)
    throw new AppError('VALIDATION_FAILED', `Ask for at most ${SLOTS_MAX_DAYS} days of slots`);
  const taken = await repo.confirmedBetween(db, link.owner_id, from, to);
  const slots = computeSlots({
    rules: rulesOf(hours, link),
    service: timingOf(link),
    busy: busyOf(taken),
    from,
    to,
    now,
  });
  const tz = q.tz ?? hours.time_zone;
  return {
    time_zone: tz,
    days: groupSlotsByDay(slots, tz).map((d) => ({
      date: d.date,
      slots: d.slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
    })),
  };
}

export function toPublicAppointment(
  row: repo.AppointmentRow,
  code: string,
  hostName: string,
): PublicAppointment {
  return {
    title: row.title,
    code,
    meeting_type: row.meeting_type,
    location: row.location,
    host_name: hostName,
    start_at: row.start_at.toISOString(),
    end_at: row.end_at.toISOString(),
    status: row.status,
    attendee_name: row.attendee_name,
  };
}

export interface BookingDeps {
  events: EventBus;
  afterChange: (
    db: Db,
    row: repo.AppointmentRow,
    change: Change,
    extra?: { token?: string; code: string },
  ) => Promise<void>;
}
export type Change = 'created' | 'rescheduled' | 'cancelled';

/** Checks `start` against the engine and the owner's other appointments, inside the owner's lock. */
async function assertFree(tx: Db, b: Bookable, start: Date, now: Date, exceptId?: string): Promise<Date> {
  const end = new Date(start.getTime() + b.link.duration_minutes * 60_000);
  const taken = await repo.confirmedBetween(tx, b.link.owner_id, start, end, exceptId);
  const ok = isSlotBookable({
    rules: rulesOf(b.hours, b.link),
    service: timingOf(b.link),
    busy: busyOf(taken),
    now,
    start,
  });
  if (!ok) throw new AppError('CONFLICT', SLOT_TAKEN);
  return end;
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * `POST /api/calendar/public/links/:code/book`: a visitor (or a signed-in client) takes a slot.
 * A client (signed in, or whose e-mail is a client's) is attached; anyone else becomes a lead.
 */
export async function book(
  ctx: Ctx,
  deps: BookingDeps,
  code: string,
  input: z.output<typeof publicBookingInputSchema>,
  now = new Date(),
): Promise<{ appointment: PublicAppointment; manage_token: string; manage_path: string }> {
  const b = await bookable(ctx.db, code);
  const questions = b.link.questions;
  if (input.answers.length > questions.length)
    throw new AppError('VALIDATION_FAILED', 'More answers than questions');
  const missing = questions.findIndex((q, i) => q.required && !input.answers[i]?.trim());
  if (missing >= 0)
    throw new AppError('VALIDATION_FAILED', `Please answer: ${questions[missing]!.label}`, {
      errors: { [`answers.${missing}`]: 'Required' },
    });
  const start = new Date(input.start);
  const email = input.email.toLowerCase();
  const actor = ctx.actor;
  const byEmail = actor?.role === 'client' ? undefined : await findUserByEmail(ctx.db, email);
  const client = actor?.role === 'client' ? actor : byEmail?.role === 'client' ? byEmail : undefined;
  const token = newSecret();
  let row: repo.AppointmentRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      await repo.lockOwnerCalendar(tx, b.link.owner_id);
      const end = await assertFree(tx, b, start, now);
      return repo.insertAppointment(tx, {
        owner_id: b.link.owner_id,
        link_id: b.link.id,
        title: b.link.title,
        meeting_type: b.link.meeting_type,
        location: b.link.location,
        buffer_before_minutes: b.link.buffer_before_minutes,
        buffer_after_minutes: b.link.buffer_after_minutes,
        start_at: start,
        end_at: end,
        attendee_name: input.name,
        attendee_email: client?.email ?? email,
        client_user_id: client?.id ?? null,
        answers: questions.map((q, i) => ({ label: q.label, answer: input.answers[i]?.trim() ?? '' })),
        manage_token_hash: sha256(token),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', SLOT_TAKEN);
    throw err;
  }
  // The coach booking on their own link is no prospect of theirs.
  if (!client && b.owner.id !== actor?.id) {
    try {
      const answers = row.answers.filter((x) => x.answer).map((x) => `${x.label}: ${x.answer}`);
      // A coach's link: the lead is the coach's (client_id), and no staff member owns it.
      const coachLink = b.owner.role === 'client';
      const lead = await captureLead(ctx.db, {
        name: input.name,
        email,
        message: [`${b.link.title} on ${start.toISOString()}`, ...answers].join('\n'),
        source: 'booking_link',
        brand_id: b.owner.brand_id,
        owner_id: coachLink ? null : b.link.owner_id,
        client_id: coachLink ? b.owner.id : null,
      });
      row = await repo.updateAppointment(ctx.db, row.id, { lead_id: lead.lead_id });
    } catch (err) {
      // The booking stands; the pipeline misses this one (logged).
      ctx.log.error({ err, appointment_id: row.id }, 'calendar: lead not captured');
    }
  }
  await deps.afterChange(ctx.db, row, 'created', { token, code: b.link.code });
  return {
    appointment: toPublicAppointment(row, b.link.code, b.host.name),
    manage_token: token,
    manage_path: managePath(b.link.code, token),
  };
}

export const managePath = (code: string, token: string) => `/book/${code}#manage=${token}`;

/** The appointment of a manage secret, with its link's code and host; 404 for anything else. */
export async function byToken(db: Db, token: string) {
  const row = await repo.findByManageHash(db, sha256(token));
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  const [link, names] = await Promise.all([
    row.link_id ? repo.findLink(db, row.link_id) : undefined,
    repo.namesOf(db, [row.owner_id]),
  ]);
  return { row, link, code: link?.code ?? '', host: names.get(row.owner_id)?.name ?? 'Our team' };
}

export async function manageView(db: Db, token: string): Promise<PublicAppointment> {
  const { row, code, host } = await byToken(db, token);
  return toPublicAppointment(row, code, host);
}

export async function rescheduleByToken(
  ctx: Ctx,
  deps: BookingDeps,
  token: string,
  startIso: string,
  now = new Date(),
): Promise<PublicAppointment> {
  const { row, link, code, host } = await byToken(ctx.db, token);
  if (row.status !== 'confirmed') throw new AppError('CONFLICT', 'This appointment was cancelled');
  if (row.start_at <= now) throw new AppError('CONFLICT', 'This appointment has already started');
  if (!link) throw new AppError('CONFLICT', 'This booking link no longer exists; please contact us');
  const b = await bookable(ctx.db, link.code);
  const start = new Date(startIso);
  let moved: repo.AppointmentRow;
  try {
    moved = await ctx.db.transaction(async (tx) => {
      await repo.lockOwnerCalendar(tx, row.owner_id);
      const end = await assertFree(tx, b, start, now, row.id);
      return repo.updateAppointment(tx, row.id, { start_at: start, end_at: end, sequence: row.sequence + 1 });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', SLOT_TAKEN);
    throw err;
  }
  await deps.afterChange(ctx.db, moved, 'rescheduled', { token, code });
  return toPublicAppointment(moved, code, host);
}

async function cancelRow(ctx: Ctx, deps: BookingDeps, row: repo.AppointmentRow, code: string) {
  if (row.status === 'cancelled') return row;
  const done = await repo.updateAppointment(ctx.db, row.id, {
    status: 'cancelled',
    cancelled_at: new Date(),
  });
  await deps.afterChange(ctx.db, done, 'cancelled', { code });
  return done;
}

export async function cancelByToken(ctx: Ctx, deps: BookingDeps, token: string): Promise<PublicAppointment> {
  const { row, code, host } = await byToken(ctx.db, token);
  return toPublicAppointment(await cancelRow(ctx, deps, row, code), code, host);
}

// ---- staff and client views ------------------------------------------------------------------

export async function toAppointments(db: Db, rows: repo.AppointmentRow[]): Promise<Appointment[]> {
  const names = await repo.namesOf(
    db,
    rows.map((r) => r.owner_id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    meeting_type: r.meeting_type,
    location: r.location,
    start_at: r.start_at.toISOString(),
    end_at: r.end_at.toISOString(),
    status: r.status,
    attendee_name: r.attendee_name,
    attendee_email: r.attendee_email,
    host: { id: r.owner_id, name: names.get(r.owner_id)?.name ?? 'Staff' },
    client_user_id: r.client_user_id,
    lead_id: r.lead_id,
    answers: r.answers,
    created_at: r.created_at.toISOString(),
  }));
}

export async function myAppointments(ctx: Ctx, q: { from: string; to: string }): Promise<Appointment[]> {
  const from = new Date(q.from);
  const to = new Date(q.to);
  if (to <= from) throw new AppError('VALIDATION_FAILED', '`to` must be after `from`');
  if (to.getTime() - from.getTime() > APPOINTMENTS_MAX_DAYS * DAY_MS)
    throw new AppError('VALIDATION_FAILED', `Ask for at most ${APPOINTMENTS_MAX_DAYS} days`);
  const rows = await repo.appointmentsBetween(ctx.db, { owner_id: requireActor(ctx).id }, from, to);
  return toAppointments(ctx.db, rows);
}

/** The host cancels one of their appointments (another staff member's id: 404). */
export async function cancelAsHost(ctx: Ctx, deps: BookingDeps, id: string): Promise<Appointment> {
  const row = await repo.findAppointment(ctx.db, id);
  if (!row || row.owner_id !== requireActor(ctx).id) throw notFound(APPOINTMENT_NOT_FOUND);
  const link = row.link_id ? await repo.findLink(ctx.db, row.link_id) : undefined;
  const done = await cancelRow(ctx, deps, row, link?.code ?? '');
  return (await toAppointments(ctx.db, [done]))[0]!;
}

export async function clientCalendar(ctx: Ctx, now = new Date()): Promise<Omit<ClientCalendar, 'status'>> {
  const actor = requireActor(ctx);
  const rows = await repo.appointmentsBetween(
    ctx.db,
    { client_user_id: actor.id },
    new Date(now.getTime() - DAY_MS),
    new Date(now.getTime() + 366 * DAY_MS),
    { confirmedOnly: true, limit: 200 },
  );
  const link = await repo.firstActiveLink(ctx.db, await assigneesOf(ctx.db, actor.id));
  const host = link ? (await repo.namesOf(ctx.db, [link.owner_id])).get(link.owner_id) : undefined;
  const tasks = (await listTasks(ctx, {}))
    .filter((t) => t.due_date)
    .map((t) => ({ id: t.id, title: t.title, due_date: t.due_date!, is_completed: t.is_completed }))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  return {
    sessions: await toAppointments(ctx.db, rows),
    booking_link: link && host ? { code: link.code, title: link.title, host_name: host.name } : null,
    tasks,
  };
}

// ---- the feed --------------------------------------------------------------------------------

export async function feedStatus(ctx: Ctx): Promise<CalendarFeed> {
  const row = await repo.feedOf(ctx.db, requireActor(ctx).id);
  return { active: Boolean(row), created_at: row?.created_at.toISOString() ?? null, url: null };
}

/** A new secret replaces the old one (whose URL stops working); the URL is shown this once. */
export async function regenerateFeed(ctx: Ctx, origin: string): Promise<CalendarFeed> {
  const token = newSecret();
  const row = await repo.saveFeed(ctx.db, requireActor(ctx).id, sha256(token));
  return {
    active: true,
    created_at: row.created_at.toISOString(),
    url: `${origin}/api/calendar/feed/${token}.ics`,
  };
}

export async function revokeFeed(ctx: Ctx): Promise<CalendarFeed> {
  await repo.deleteFeed(ctx.db, requireActor(ctx).id);
  return { active: false, created_at: null, url: null };
}
