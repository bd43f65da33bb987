import type { NotificationType } from '@fundpath/contracts/notifications';
import type { Role } from '@fundpath/contracts/roles';
import { and, count, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { announcements, notificationPreferences, notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';
import { overrideGrantees } from '../../platform/permissions';

const n = notifications;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** Rows the user sees in the app: their own, not e-mail-only. */
const visible = (userId: string) => and(eq(n.user_id, userId), eq(n.in_app, true));

export async function insertNotifications(db: Db, rows: NewNotificationRow[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  // An announcement's rows are unique per recipient: a retried delivery skips who already has one.
  return db.insert(n).values(rows).onConflictDoNothing().returning();
}

export async function findNotification(db: Db, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(n).where(eq(n.id, id)).limit(1);
  return row;
}

/** Newest first; `before` is the (created_at, id) of the last row of the previous page. */
export async function listNotifications(
  db: Db,
  userId: string,
  opts: { unread?: boolean; before?: { created_at: Date; id: string }; limit: number },
): Promise<NotificationRow[]> {
  const where: Array<SQL | undefined> = [visible(userId)];
  if (opts.unread) where.push(isNull(n.read_at));
  if (opts.before) {
    where.push(
      or(
        lt(n.created_at, opts.before.created_at),
        and(eq(n.created_at, opts.before.created_at), lt(n.id, opts.before.id)),
      ),
    );
  }
  return db
    .select()
    .from(n)
    .where(and(...where))
    .orderBy(desc(n.created_at), desc(n.id))
    .limit(opts.limit);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ c: count() })
    .from(n)
    .where(and(visible(userId), isNull(n.read_at)));
  return row?.c ?? 0;
}

/** Unread counts of several users in one query (users without unread rows are absent). */
export async function unreadCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ user_id: n.user_id, c: count() })
    .from(n)
    .where(and(inArray(n.user_id, userIds), eq(n.in_app, true), isNull(n.read_at)))
    .groupBy(n.user_id);
  return new Map(rows.map((r) => [r.user_id, r.c]));
}

/** Marks one of the user's notifications read (first read wins); undefined when not theirs. */
export async function markRead(db: Db, userId: string, id: string, at: Date) {
  await db
    .update(n)
    .set({ read_at: at })
    .where(and(eq(n.id, id), visible(userId), isNull(n.read_at)));
  const [row] = await db
    .select()
    .from(n)
    .where(and(eq(n.id, id), visible(userId)))
    .limit(1);
  return row;
}

export async function markAllRead(db: Db, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(n)
    .set({ read_at: at })
    .where(and(visible(userId), isNull(n.read_at)))
    .returning({ id: n.id });
  return rows.length;
}

export async function preferencesOf(db: Db, userId: string): Promise<PreferenceRow[]> {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, userId));
}

/** The saved choices of several users for one type (users without a row are absent). */
export async function preferencesFor(
  db: Db,
  userIds: string[],
  type: NotificationType,
): Promise<Map<string, { in_app: boolean; email: boolean }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.user_id, userIds), eq(notificationPreferences.type, type)));
  return new Map(rows.map((r) => [r.user_id, { in_app: r.in_app, email: r.email }]));
}

export async function savePreferences(
  db: Db,
  userId: string,
  prefs: Array<{ type: NotificationType; in_app: boolean; email: boolean }>,
): Promise<void> {
  if (prefs.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(prefs.map((p) => ({ user_id: userId, ...p })))
    .onConflictDoUpdate({
      target: [notificationPreferences.user_id, notificationPreferences.type],
      set: {
        in_app: sql`excluded.in_app`,
        email: sql`excluded.email`,
        updated_at: sql`now()`,
      },
    });
}

export interface Recipient {
  id: string;
  email: string;
  display_name: string;
  role: Role;
}

export async function findRecipient(db: Db, id: string): Promise<Recipient | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, display_name: users.display_name, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findRecipients(db: Db, ids: string[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, display_name: users.display_name, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
}

/**
 * Who hears about a step submitted for approval: admins and the steps team (the approvers by
 * trade), and anyone an override grants `journey.approve_steps` (every staff role may approve).
 */
export async function stepApprovers(db: Db): Promise<string[]> {
  const granted = await overrideGrantees(db, 'journey.approve_steps');
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      granted.length
        ? or(inArray(users.role, ['admin', 'steps_team']), inArray(users.id, granted))
        : inArray(users.role, ['admin', 'steps_team']),
    );
  return rows.map((r) => r.id);
}

/** User ids of everyone in `audience` (a role, or `all`). */
export async function audienceIds(db: Db, audience: Role | 'all'): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(audience === 'all' ? undefined : eq(users.role, audience));
  return rows.map((r) => r.id);
}

export async function insertAnnouncement(db: Db, values: typeof announcements.$inferInsert) {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * Claims an announcement for delivery: marks it sending unless it was canceled or is fully
 * delivered. A job retried after a crash claims it again (sent_at kept) and resumes.
 */
export async function claimAnnouncement(db: Db, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .update(announcements)
    .set({ sent_at: sql`coalesce(${announcements.sent_at}, now())` })
    .where(
      and(eq(announcements.id, id), isNull(announcements.canceled_at), isNull(announcements.delivered_at)),
    )
    .returning();
  return row;
}

export async function finishAnnouncement(db: Db, id: string, recipients: number): Promise<AnnouncementRow> {
  const [row] = await db
    .update(announcements)
    .set({ recipients, delivered_at: sql`now()` })
    .where(eq(announcements.id, id))
    .returning();
  return row!;
}

/** Cancels a scheduled announcement whose delivery has not begun; undefined when too late or unknown. */
export async function cancelAnnouncement(db: Db, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .update(announcements)
    .set({ canceled_at: sql`now()` })
    .where(and(eq(announcements.id, id), isNull(announcements.sent_at), isNull(announcements.canceled_at)))
    .returning();
  return row;
}

/** Scheduled announcements still waiting for delivery (their jobs are ensured at start). */
export async function pendingAnnouncements(db: Db): Promise<Array<{ id: string; send_at: Date }>> {
  const rows = await db
    .select({ id: announcements.id, send_at: announcements.send_at })
    .from(announcements)
    .where(
      and(
        sql`${announcements.send_at} is not null`,
        isNull(announcements.sent_at),
        isNull(announcements.canceled_at),
      ),
    );
  return rows.map((r) => ({ id: r.id, send_at: r.send_at! }));
}

export async function findAnnouncement(db: Db, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  return row;
}

export async function announcementsSentSince(db: Db, senderId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ c: count() })
    .from(announcements)
    .where(and(eq(announcements.sender_id, senderId), sql`${announcements.created_at} >= ${since}`));
  return row?.c ?? 0;
}

/** Sent announcements, newest first, with the sender's name and how many recipients read them. */
export async function listAnnouncements(db: Db, opts: { limit: number; offset: number }) {
  const readCount = db
    .select({ announcement_id: n.announcement_id, reads: count().as('reads') })
    .from(n)
    .where(and(sql`${n.announcement_id} is not null`, sql`${n.read_at} is not null`))
    .groupBy(n.announcement_id)
    .as('read_counts');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: announcements.id,
        audience: announcements.audience,
        title: announcements.title,
        body: announcements.body,
        link: announcements.link,
        sender_name: users.display_name,
        recipients: announcements.recipients,
        read_count: sql<number>`coalesce(${readCount.reads}, 0)::int`,
        send_at: announcements.send_at,
        sent_at: announcements.sent_at,
        delivered_at: announcements.delivered_at,
        canceled_at: announcements.canceled_at,
        created_at: announcements.created_at,
      })
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.sender_id))
      .leftJoin(readCount, eq(readCount.announcement_id, announcements.id))
      .orderBy(desc(announcements.created_at), desc(announcements.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ c: count() }).from(announcements),
  ]);
  return { rows, total: total?.c ?? 0 };
}
