import { staffRoles } from '@fundpath/contracts/roles';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { teamAttachments, teamChannelMembers, teamChannels, teamMessages } from '../../db/schema/team-chat';
import { users } from '../../db/schema/users';
import { type Db, escapeLike } from '../../platform/db';

export type ChannelRow = typeof teamChannels.$inferSelect;
export type MemberRow = typeof teamChannelMembers.$inferSelect;
export type MessageRow = typeof teamMessages.$inferSelect;
export type AttachmentRow = typeof teamAttachments.$inferSelect;

// ---- people ------------------------------------------------------------------------------------

/** Active staff accounts (the workspace), by name. */
export async function activeStaff(db: Db, ids?: readonly string[]) {
  if (ids && ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.display_name })
    .from(users)
    .where(
      and(
        inArray(users.role, [...staffRoles]),
        isNull(users.deactivated_at),
        ids ? inArray(users.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(users.display_name));
}

export async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.display_name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ---- channels ----------------------------------------------------------------------------------

export async function findChannel(db: Db, id: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(teamChannels).where(eq(teamChannels.id, id)).limit(1);
  return row;
}

export async function findMember(db: Db, channelId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(teamChannelMembers)
    .where(and(eq(teamChannelMembers.channel_id, channelId), eq(teamChannelMembers.user_id, userId)))
    .limit(1);
  return row;
}

/** Channels `userId` may see: every public channel and every channel they are a member of. */
export async function visibleChannels(db: Db, userId: string) {
  return db
    .select({ channel: teamChannels, member: teamChannelMembers })
    .from(teamChannels)
    .leftJoin(
      teamChannelMembers,
      and(eq(teamChannelMembers.channel_id, teamChannels.id), eq(teamChannelMembers.user_id, userId)),
    )
    .where(or(eq(teamChannels.kind, 'public'), sql`${teamChannelMembers.user_id} is not null`))
    .orderBy(asc(teamChannels.kind), asc(sql`lower(${teamChannels.name})`), desc(teamChannels.created_at));
}

/** Ids of the channels `userId` may read (public ones and their own). */
export function readableChannelIds(userId: string) {
  return sql`(select ${teamChannels.id} from ${teamChannels} where ${teamChannels.kind} = 'public'
    union select ${teamChannelMembers.channel_id} from ${teamChannelMembers} where ${teamChannelMembers.user_id} = ${userId})`;
}

export async function membersOf(db: Db, channelIds: readonly string[]) {
  if (channelIds.length === 0) return [];
  return db
    .select({
      channel_id: teamChannelMembers.channel_id,
      user_id: teamChannelMembers.user_id,
      name: users.display_name,
    })
    .from(teamChannelMembers)
    .innerJoin(users, eq(users.id, teamChannelMembers.user_id))
    .where(inArray(teamChannelMembers.channel_id, [...channelIds]))
    .orderBy(asc(users.display_name));
}

/** Per channel: messages by someone else after `userId`'s read mark (deleted ones do not count). */
export async function unreadCounts(db: Db, userId: string, channelIds: readonly string[]) {
  if (channelIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ channel_id: teamMessages.channel_id, n: count() })
    .from(teamMessages)
    .innerJoin(
      teamChannelMembers,
      and(eq(teamChannelMembers.channel_id, teamMessages.channel_id), eq(teamChannelMembers.user_id, userId)),
    )
    .where(
      and(
        inArray(teamMessages.channel_id, [...channelIds]),
        or(isNull(teamMessages.author_id), ne(teamMessages.author_id, userId)),
        isNull(teamMessages.deleted_at),
        sql`${teamMessages.seq} > ${teamChannelMembers.last_read_seq}`,
      ),
    )
    .groupBy(teamMessages.channel_id);
  return new Map(rows.map((r) => [r.channel_id, r.n]));
}

export async function insertChannel(db: Db, values: typeof teamChannels.$inferInsert) {
  const [row] = await db.insert(teamChannels).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findDirect(db: Db, key: string) {
  const [row] = await db.select().from(teamChannels).where(eq(teamChannels.direct_key, key)).limit(1);
  return row;
}

export async function updateChannel(db: Db, id: string, set: Partial<typeof teamChannels.$inferInsert>) {
  const [row] = await db.update(teamChannels).set(set).where(eq(teamChannels.id, id)).returning();
  return row;
}

export async function addMembers(db: Db, channelId: string, userIds: readonly string[], lastReadSeq = 0) {
  if (userIds.length === 0) return;
  await db
    .insert(teamChannelMembers)
    .values(userIds.map((user_id) => ({ channel_id: channelId, user_id, last_read_seq: lastReadSeq })))
    .onConflictDoNothing();
}

export async function removeMember(db: Db, channelId: string, userId: string) {
  const rows = await db
    .delete(teamChannelMembers)
    .where(and(eq(teamChannelMembers.channel_id, channelId), eq(teamChannelMembers.user_id, userId)))
    .returning({ user_id: teamChannelMembers.user_id });
  return rows.length > 0;
}

export async function setMember(
  db: Db,
  channelId: string,
  userId: string,
  set: Partial<typeof teamChannelMembers.$inferInsert>,
) {
  await db
    .update(teamChannelMembers)
    .set(set)
    .where(and(eq(teamChannelMembers.channel_id, channelId), eq(teamChannelMembers.user_id, userId)));
}

/** Moves a member's read mark forward only (never past the channel's last message). */
export async function markRead(db: Db, channelId: string, userId: string, seq: number) {
  await db
    .update(teamChannelMembers)
    .set({
      last_read_seq: sql`least(${seq}, (select ${teamChannels.last_seq} from ${teamChannels} where ${teamChannels.id} = ${channelId}))`,
    })
    .where(
      and(
        eq(teamChannelMembers.channel_id, channelId),
        eq(teamChannelMembers.user_id, userId),
        lt(teamChannelMembers.last_read_seq, seq),
      ),
    );
  return findMember(db, channelId, userId);
}

/**
 * Claims the right to tell a DM member of a new message: true at most once per `quietMs`
 * (the update only matches when the last notice is older), so a burst notifies once.
 */
export async function claimNotice(db: Db, channelId: string, userId: string, now: Date, quietMs: number) {
  const rows = await db
    .update(teamChannelMembers)
    .set({ notified_at: now })
    .where(
      and(
        eq(teamChannelMembers.channel_id, channelId),
        eq(teamChannelMembers.user_id, userId),
        or(
          isNull(teamChannelMembers.notified_at),
          lte(teamChannelMembers.notified_at, new Date(now.getTime() - quietMs)),
        ),
      ),
    )
    .returning({ user_id: teamChannelMembers.user_id });
  return rows.length > 0;
}

// ---- messages ----------------------------------------------------------------------------------

const messageWithAttachment = { message: teamMessages, attachment: teamAttachments };
export type MessageWithAttachment = { message: MessageRow; attachment: AttachmentRow | null };

export async function pageOfMessages(
  db: Db,
  channelId: string,
  beforeSeq: number | undefined,
  limit: number,
): Promise<MessageWithAttachment[]> {
  return db
    .select(messageWithAttachment)
    .from(teamMessages)
    .leftJoin(teamAttachments, eq(teamAttachments.id, teamMessages.attachment_id))
    .where(
      and(
        eq(teamMessages.channel_id, channelId),
        beforeSeq === undefined ? undefined : lt(teamMessages.seq, beforeSeq),
      ),
    )
    .orderBy(desc(teamMessages.seq))
    .limit(limit);
}

export async function findMessage(db: Db, channelId: string, id: string) {
  const [row] = await db
    .select(messageWithAttachment)
    .from(teamMessages)
    .leftJoin(teamAttachments, eq(teamAttachments.id, teamMessages.attachment_id))
    .where(and(eq(teamMessages.channel_id, channelId), eq(teamMessages.id, id)))
    .limit(1);
  return row;
}

/** The channel's next `seq` (locks the channel row until the transaction ends: sends queue up). */
export async function nextSeq(db: Db, channelId: string, now: Date): Promise<number> {
  const [row] = await db
    .update(teamChannels)
    .set({ last_seq: sql`${teamChannels.last_seq} + 1`, last_message_at: now, updated_at: now })
    .where(eq(teamChannels.id, channelId))
    .returning({ seq: teamChannels.last_seq });
  return row!.seq;
}

export async function insertMessage(db: Db, values: typeof teamMessages.$inferInsert) {
  const [row] = await db.insert(teamMessages).values(values).returning();
  return row!;
}

export async function updateMessage(db: Db, id: string, set: Partial<typeof teamMessages.$inferInsert>) {
  const [row] = await db.update(teamMessages).set(set).where(eq(teamMessages.id, id)).returning();
  return row!;
}

/** Messages matching `q` (case-insensitive) in channels `userId` may read, newest first. */
export async function search(db: Db, userId: string, q: string, limit: number) {
  const where: SQL | undefined = and(
    sql`${teamMessages.channel_id} in ${readableChannelIds(userId)}`,
    isNull(teamMessages.deleted_at),
    ilike(teamMessages.body, `%${escapeLike(q)}%`),
  );
  return db
    .select({ ...messageWithAttachment, channel: teamChannels })
    .from(teamMessages)
    .innerJoin(teamChannels, eq(teamChannels.id, teamMessages.channel_id))
    .leftJoin(teamAttachments, eq(teamAttachments.id, teamMessages.attachment_id))
    .where(where)
    .orderBy(desc(teamMessages.created_at))
    .limit(limit);
}

// ---- attachments -------------------------------------------------------------------------------

export async function insertAttachment(db: Db, values: typeof teamAttachments.$inferInsert) {
  const [row] = await db.insert(teamAttachments).values(values).returning();
  return row!;
}

export async function findAttachment(db: Db, channelId: string, id: string) {
  const [row] = await db
    .select()
    .from(teamAttachments)
    .where(and(eq(teamAttachments.channel_id, channelId), eq(teamAttachments.id, id)))
    .limit(1);
  return row;
}

/** The message carrying the attachment (each file is sent once), if any. */
export async function messageOfAttachment(db: Db, id: string) {
  const [row] = await db
    .select({ id: teamMessages.id, deleted_at: teamMessages.deleted_at })
    .from(teamMessages)
    .where(eq(teamMessages.attachment_id, id))
    .limit(1);
  return row;
}
