/** Drizzle queries of the staff calendar; rows or undefined, no rules. */
import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import {
  calendarAppointments as a,
  calendarFeedTokens as f,
  calendarHours as h,
  calendarBookingLinks as l,
  calendarReminders as r,
} from '../../db/schema/calendar';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type HoursRow = typeof h.$inferSelect;
export type LinkRow = typeof l.$inferSelect;
export type AppointmentRow = typeof a.$inferSelect;
export type ReminderKind = '24h' | '1h';

/** Serialises every slot check + insert/move of one owner's calendar (until the transaction ends). */
export async function lockOwnerCalendar(db: Db, ownerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-calendar:${ownerId}`}))`);
}

export async function hoursOf(db: Db, userId: string): Promise<HoursRow | undefined> {
  const [row] = await db.select().from(h).where(eq(h.user_id, userId)).limit(1);
  return row;
}

export async function saveHours(db: Db, values: typeof h.$inferInsert): Promise<HoursRow> {
  const [row] = await db
    .insert(h)
    .values(values)
    .onConflictDoUpdate({
      target: h.user_id,
      set: {
        time_zone: values.time_zone,
        weekly: values.weekly,
        overrides: values.overrides,
        updated_at: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function linksOf(db: Db, ownerId: string): Promise<LinkRow[]> {
  return db.select().from(l).where(eq(l.owner_id, ownerId)).orderBy(asc(l.created_at));
}

export async function findLink(db: Db, id: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(l).where(eq(l.id, id)).limit(1);
  return row;
}

export async function findLinkByCode(db: Db, code: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(l).where(sql`upper(${l.code}) = upper(${code})`).limit(1);
  return row;
}

/** The owner's first active link (a client books their coach through it). */
export async function firstActiveLink(db: Db, ownerIds: readonly string[]): Promise<LinkRow | undefined> {
  if (ownerIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(l)
    .where(and(inArray(l.owner_id, [...ownerIds]), eq(l.active, true)))
    .orderBy(asc(l.created_at))
    .limit(1);
  return row;
}

/** Undefined when the code is taken (drawn again). */
export async function insertLink(db: Db, values: typeof l.$inferInsert): Promise<LinkRow | undefined> {
  const [row] = await db.insert(l).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateLink(
  db: Db,
  id: string,
  patch: Partial<typeof l.$inferInsert>,
): Promise<LinkRow> {
  const [row] = await db
    .update(l)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(l.id, id))
    .returning();
  return row!;
}

export async function deleteLink(db: Db, id: string): Promise<void> {
  await db.delete(l).where(eq(l.id, id));
}

// ---- appointments ----------------------------------------------------------------------------

export async function insertAppointment(db: Db, values: typeof a.$inferInsert): Promise<AppointmentRow> {
  const [row] = await db.insert(a).values(values).returning();
  return row!;
}

export async function updateAppointment(
  db: Db,
  id: string,
  patch: Partial<typeof a.$inferInsert>,
): Promise<AppointmentRow> {
  const [row] = await db
    .update(a)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(a.id, id))
    .returning();
  return row!;
}

export async function findAppointment(db: Db, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(a).where(eq(a.id, id)).limit(1);
  return row;
}

export async function findByManageHash(db: Db, hash: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(a).where(eq(a.manage_token_hash, hash)).limit(1);
  return row;
}

/** Confirmed appointments of an owner overlapping [from, to) (widened by the longest buffers). */
export async function confirmedBetween(
  db: Db,
  ownerId: string,
  from: Date,
  to: Date,
  exceptId?: string,
): Promise<AppointmentRow[]> {
  const pad = 8 * 3_600_000; // a day's buffers at most: 4 h each side
  return db
    .select()
    .from(a)
    .where(
      and(
        eq(a.owner_id, ownerId),
        eq(a.status, 'confirmed'),
        lt(a.start_at, new Date(to.getTime() + pad)),
        gt(a.end_at, new Date(from.getTime() - pad)),
        ...(exceptId ? [ne(a.id, exceptId)] : []),
      ),
    );
}

/** Appointments (any status) of an owner or a client starting in [from, to). */
export async function appointmentsBetween(
  db: Db,
  who: { owner_id?: string; client_user_id?: string },
  from: Date,
  to: Date,
  opts: { confirmedOnly?: boolean; limit?: number } = {},
): Promise<AppointmentRow[]> {
  const whose = [
    ...(who.owner_id ? [eq(a.owner_id, who.owner_id)] : []),
    ...(who.client_user_id ? [eq(a.client_user_id, who.client_user_id)] : []),
  ];
  return db
    .select()
    .from(a)
    .where(
      and(
        or(...whose),
        sql`${a.start_at} >= ${from.toISOString()}::timestamptz`,
        lt(a.start_at, to),
        ...(opts.confirmedOnly ? [eq(a.status, 'confirmed')] : []),
      ),
    )
    .orderBy(asc(a.start_at))
    .limit(opts.limit ?? 1000);
}

export async function namesOf(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.display_name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, { name: u.name, email: u.email }]));
}

// ---- reminders -------------------------------------------------------------------------------

export async function dropStaleReminders(db: Db, appointmentId: string, startAt: Date): Promise<void> {
  await db
    .delete(r)
    .where(and(eq(r.appointment_id, appointmentId), isNull(r.sent_at), ne(r.start_at, startAt)));
}

export async function insertReminders(db: Db, rows: Array<typeof r.$inferInsert>): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(r).values(rows).onConflictDoNothing();
}

/** Claims one reminder (sent_at set where still null, appointment still confirmed at that start). */
export async function claimReminder(
  db: Db,
  appointmentId: string,
  kind: ReminderKind,
  startAt: Date,
  now: Date,
  dueBy: Date = now,
) {
  const [row] = await db
    .update(r)
    .set({ sent_at: now })
    .where(
      and(
        eq(r.appointment_id, appointmentId),
        eq(r.kind, kind),
        eq(r.start_at, startAt),
        isNull(r.sent_at),
        lte(r.due_at, dueBy),
        sql`exists (select 1 from ${a} where ${a.id} = ${r.appointment_id} and ${a.status} = 'confirmed' and ${a.start_at} = ${r.start_at} and ${a.start_at} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row;
}

export async function dueReminders(db: Db, now: Date, limit = 200) {
  return db
    .select({ appointment_id: r.appointment_id, kind: r.kind, start_at: r.start_at })
    .from(r)
    .where(and(isNull(r.sent_at), lte(r.due_at, now)))
    .orderBy(asc(r.due_at))
    .limit(limit);
}

// ---- feed tokens -----------------------------------------------------------------------------

export async function feedOf(db: Db, userId: string) {
  const [row] = await db.select().from(f).where(eq(f.user_id, userId)).limit(1);
  return row;
}

export async function saveFeed(db: Db, userId: string, tokenHash: string) {
  const [row] = await db
    .insert(f)
    .values({ user_id: userId, token_hash: tokenHash })
    .onConflictDoUpdate({
      target: f.user_id,
      set: { token_hash: tokenHash, created_at: new Date(), updated_at: new Date() },
    })
    .returning();
  return row!;
}

export async function deleteFeed(db: Db, userId: string): Promise<void> {
  await db.delete(f).where(eq(f.user_id, userId));
}

export async function feedOwner(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.select({ user_id: f.user_id }).from(f).where(eq(f.token_hash, tokenHash)).limit(1);
  return row?.user_id;
}

/**
 * Confirmed appointments of clients that ended in `(from, to]`, oldest first: the automations'
 * "booking completed" for the staff calendar (an appointment has no completion step of its own).
 */
export async function clientAppointmentsEndedBetween(db: Db, from: Date, to: Date, limit = 500) {
  return db
    .select({ appointment_id: a.id, client_user_id: a.client_user_id, title: a.title, end_at: a.end_at })
    .from(a)
    .where(
      and(
        eq(a.status, 'confirmed'),
        sql`${a.client_user_id} is not null`,
        gt(a.end_at, from),
        lte(a.end_at, to),
      ),
    )
    .orderBy(asc(a.end_at))
    .limit(limit);
}
