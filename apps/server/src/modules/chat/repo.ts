import { and, count, desc, eq, ilike, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chatAttachments, chatMessages, chatReads, chatRooms } from '../../db/schema/marketplace-chat';
import { users } from '../../db/schema/users';
import { type Db, escapeLike } from '../../platform/db';

export type RoomRow = typeof chatRooms.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type AttachmentRow = typeof chatAttachments.$inferSelect;
export type ReadRow = typeof chatReads.$inferSelect;

const memberUser = alias(users, 'chat_member_user');
const specialistUser = alias(users, 'chat_specialist_user');

/**
 * A room with both participants' account names (and e-mails, which only the admin view shows).
 * The specialist's public profile name and photo come from the marketplace, through its service.
 */
const roomWithPeople = {
  room: chatRooms,
  member_name: memberUser.display_name,
  member_email: memberUser.email,
  specialist_name: specialistUser.display_name,
  specialist_email: specialistUser.email,
};
export type RoomWithPeople = {
  room: RoomRow;
  member_name: string;
  member_email: string;
  specialist_name: string;
  specialist_email: string;
};

const roomsWithPeople = (db: Db) =>
  db
    .select(roomWithPeople)
    .from(chatRooms)
    .innerJoin(memberUser, eq(memberUser.id, chatRooms.member_id))
    .innerJoin(specialistUser, eq(specialistUser.id, chatRooms.specialist_id));

export async function findRoom(db: Db, id: string): Promise<RoomWithPeople | undefined> {
  const [row] = await roomsWithPeople(db).where(eq(chatRooms.id, id)).limit(1);
  return row;
}

export async function findRoomRow(db: Db, id: string): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, id)).limit(1);
  return row;
}

export async function findRoomOfPair(db: Db, memberId: string, specialistId: string) {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.member_id, memberId), eq(chatRooms.specialist_id, specialistId)))
    .limit(1);
  return row;
}

export async function findRoomOfBooking(db: Db, bookingId: string) {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.booking_id, bookingId)).limit(1);
  return row;
}

/**
 * The pair's room, made when missing (a double click or two tabs make one room: the unique pair
 * index decides). With `bookingId`, the room points at that booking from now on.
 */
export async function upsertRoom(
  db: Db,
  memberId: string,
  specialistId: string,
  bookingId: string | null,
): Promise<RoomRow> {
  const [row] = await db
    .insert(chatRooms)
    .values({ member_id: memberId, specialist_id: specialistId, booking_id: bookingId })
    .onConflictDoUpdate({
      target: [chatRooms.member_id, chatRooms.specialist_id],
      set: bookingId
        ? { booking_id: bookingId, updated_at: new Date() }
        : { booking_id: sql`${chatRooms.booking_id}` },
    })
    .returning();
  return row!;
}

/** The rooms `userId` takes part in, most recent conversation first. */
export async function listRoomsOf(db: Db, userId: string, limit = 200): Promise<RoomWithPeople[]> {
  return roomsWithPeople(db)
    .where(or(eq(chatRooms.member_id, userId), eq(chatRooms.specialist_id, userId)))
    .orderBy(sql`${chatRooms.last_message_at} desc nulls last`, desc(chatRooms.created_at))
    .limit(limit);
}

export interface AdminRoomFilter {
  q?: string;
  offset: number;
  limit: number;
}

export async function listRoomsForAdmin(db: Db, f: AdminRoomFilter) {
  const where: SQL | undefined = f.q
    ? or(
        ilike(memberUser.display_name, `%${escapeLike(f.q)}%`),
        ilike(memberUser.email, `%${escapeLike(f.q)}%`),
        ilike(specialistUser.display_name, `%${escapeLike(f.q)}%`),
        ilike(specialistUser.email, `%${escapeLike(f.q)}%`),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    roomsWithPeople(db)
      .where(where)
      .orderBy(sql`${chatRooms.last_message_at} desc nulls last`, desc(chatRooms.created_at))
      .offset(f.offset)
      .limit(f.limit),
    db
      .select({ n: count() })
      .from(chatRooms)
      .innerJoin(memberUser, eq(memberUser.id, chatRooms.member_id))
      .innerJoin(specialistUser, eq(specialistUser.id, chatRooms.specialist_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function messageCounts(db: Db, roomIds: readonly string[]): Promise<Map<string, number>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ room_id: chatMessages.room_id, n: count() })
    .from(chatMessages)
    .where(inArray(chatMessages.room_id, [...roomIds]))
    .groupBy(chatMessages.room_id);
  return new Map(rows.map((r) => [r.room_id, r.n]));
}

export async function setRoom(db: Db, id: string, set: Partial<typeof chatRooms.$inferInsert>) {
  await db.update(chatRooms).set(set).where(eq(chatRooms.id, id));
}

/**
 * Claims the right to notify one side of a room: true at most once per `quietMs` (the update
 * only matches when the last notice is older), so two messages at once notify once.
 */
export async function claimNotice(
  db: Db,
  roomId: string,
  side: 'member' | 'specialist',
  now: Date,
  quietMs: number,
): Promise<boolean> {
  const column = side === 'member' ? chatRooms.member_notified_at : chatRooms.specialist_notified_at;
  const rows = await db
    .update(chatRooms)
    .set(side === 'member' ? { member_notified_at: now } : { specialist_notified_at: now })
    .where(and(eq(chatRooms.id, roomId), or(isNull(column), lte(column, new Date(now.getTime() - quietMs)))))
    .returning({ id: chatRooms.id });
  return rows.length > 0;
}

// ---- messages ----------------------------------------------------------------------------------

const messageWithAttachment = { message: chatMessages, attachment: chatAttachments };
export type MessageWithAttachment = { message: MessageRow; attachment: AttachmentRow | null };

export async function findMessage(db: Db, roomId: string, id: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.room_id, roomId), eq(chatMessages.id, id)))
    .limit(1);
  return row;
}

/** Up to `limit` messages of a room older than `beforeSeq` (all when null), newest first. */
export async function pageOfMessages(
  db: Db,
  roomId: string,
  beforeSeq: number | null,
  limit: number,
): Promise<MessageWithAttachment[]> {
  return db
    .select(messageWithAttachment)
    .from(chatMessages)
    .leftJoin(chatAttachments, eq(chatAttachments.id, chatMessages.attachment_id))
    .where(
      beforeSeq === null
        ? eq(chatMessages.room_id, roomId)
        : and(eq(chatMessages.room_id, roomId), lt(chatMessages.seq, beforeSeq)),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
}

/** Each room's newest message. */
export async function lastMessages(
  db: Db,
  roomIds: readonly string[],
): Promise<Map<string, MessageWithAttachment>> {
  if (roomIds.length === 0) return new Map();
  const newest = db
    .select({ seq: sql<number>`max(${chatMessages.seq})`.as('seq') })
    .from(chatMessages)
    .where(inArray(chatMessages.room_id, [...roomIds]))
    .groupBy(chatMessages.room_id);
  const rows = await db
    .select(messageWithAttachment)
    .from(chatMessages)
    .leftJoin(chatAttachments, eq(chatAttachments.id, chatMessages.attachment_id))
    .where(inArray(chatMessages.seq, newest));
  return new Map(rows.map((r) => [r.message.room_id, r]));
}

export async function insertMessage(db: Db, values: typeof chatMessages.$inferInsert) {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}

/** Per room: messages from someone other than `userId` after the user's last read one. */
export async function unreadCounts(
  db: Db,
  userId: string,
  roomIds: readonly string[],
): Promise<Map<string, number>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ room_id: chatMessages.room_id, n: count() })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.room_id, chatMessages.room_id), eq(chatReads.user_id, userId)))
    .where(
      and(
        inArray(chatMessages.room_id, [...roomIds]),
        or(isNull(chatMessages.sender_id), ne(chatMessages.sender_id, userId)),
        sql`${chatMessages.seq} > coalesce(${chatReads.last_read_seq}, 0)`,
      ),
    )
    .groupBy(chatMessages.room_id);
  return new Map(rows.map((r) => [r.room_id, r.n]));
}

// ---- reads -------------------------------------------------------------------------------------

export async function readsOf(db: Db, roomIds: readonly string[]): Promise<ReadRow[]> {
  if (roomIds.length === 0) return [];
  return db
    .select()
    .from(chatReads)
    .where(inArray(chatReads.room_id, [...roomIds]));
}

/** Moves a reader's mark forward only: reading an older message never un-reads newer ones. */
export async function markRead(
  db: Db,
  roomId: string,
  userId: string,
  message: Pick<MessageRow, 'id' | 'seq'>,
  now: Date,
): Promise<ReadRow> {
  const [row] = await db
    .insert(chatReads)
    .values({
      room_id: roomId,
      user_id: userId,
      last_read_message_id: message.id,
      last_read_seq: message.seq,
      read_at: now,
    })
    .onConflictDoUpdate({
      target: [chatReads.room_id, chatReads.user_id],
      set: { last_read_message_id: message.id, last_read_seq: message.seq, read_at: now, updated_at: now },
      setWhere: sql`${chatReads.last_read_seq} < ${message.seq}`,
    })
    .returning();
  if (row) return row;
  const [kept] = await db
    .select()
    .from(chatReads)
    .where(and(eq(chatReads.room_id, roomId), eq(chatReads.user_id, userId)))
    .limit(1);
  return kept!;
}

// ---- attachments -------------------------------------------------------------------------------

export async function insertAttachment(db: Db, values: typeof chatAttachments.$inferInsert) {
  const [row] = await db.insert(chatAttachments).values(values).returning();
  return row!;
}

export async function findAttachment(db: Db, roomId: string, id: string) {
  const [row] = await db
    .select()
    .from(chatAttachments)
    .where(and(eq(chatAttachments.room_id, roomId), eq(chatAttachments.id, id)))
    .limit(1);
  return row;
}

/** Whether the attachment is already on a message (each file is sent once). */
export async function isAttachmentSent(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.attachment_id, id))
    .limit(1);
  return Boolean(row);
}
