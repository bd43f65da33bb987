/**
 * A demo chat (issue 6/8 "Chat") between Morgan Member (member@fundpath.test) and Dr. Riley
 * Specialist (specialist@fundpath.test), so `/manila/messages`, `/specialist/messages`, both
 * chat screens and `/admin/manila/chats` have a conversation: the pair's room points at Morgan's
 * latest booking with Riley, a few messages over the last two days, Morgan has read everything
 * and Riley has one unread. Runs after the bookings demo. Idempotent: nothing is written once the
 * room has messages.
 */
import { count, eq } from 'drizzle-orm';
import { chatMessages, chatReads, chatRooms } from '../db/schema/marketplace-chat';
import { findUserByEmail } from '../modules/auth/repo';
import { latestBookingBetween } from '../modules/bookings';
import { upsertRoom } from '../modules/chat/repo';
import type { Db } from '../platform/db';

const MINUTE = 60_000;

const LINES: Array<{ from: 'member' | 'specialist'; minutesAgo: number; body: string }> = [
  {
    from: 'member',
    minutesAgo: 2 * 24 * 60,
    body: 'Hi Dr. Riley! Is there anything I should bring to my first session?',
  },
  {
    from: 'specialist',
    minutesAgo: 2 * 24 * 60 - 25,
    body: 'Hi Morgan, comfortable clothes and some water are all you need. If you have notes from your physio, bring those too.',
  },
  { from: 'member', minutesAgo: 2 * 24 * 60 - 40, body: 'Great, thank you. I will dig those out.' },
  {
    from: 'specialist',
    minutesAgo: 90,
    body: 'Looking forward to seeing you. How is the lower back this week?',
  },
  { from: 'member', minutesAgo: 12, body: 'A bit better after the stretches you suggested. See you soon!' },
];

/** Writes the demo room's messages; returns how many (0 when they already exist or the accounts are missing). */
export async function seedChatDemo(db: Db, now = new Date()): Promise<number> {
  const [member, specialist] = await Promise.all([
    findUserByEmail(db, 'member@fundpath.test'),
    findUserByEmail(db, 'specialist@fundpath.test'),
  ]);
  if (!member || !specialist) return 0;
  const booking = await latestBookingBetween(db, member.id, specialist.id);
  return db.transaction(async (tx) => {
    const room = await upsertRoom(tx, member.id, specialist.id, booking?.id ?? null);
    const [existing] = await tx
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.room_id, room.id));
    if ((existing?.n ?? 0) > 0) return 0;
    const rows = [];
    for (const line of LINES) {
      const at = new Date(now.getTime() - line.minutesAgo * MINUTE);
      const [row] = await tx
        .insert(chatMessages)
        .values({
          room_id: room.id,
          sender_id: line.from === 'member' ? member.id : specialist.id,
          body: line.body,
          created_at: at,
          updated_at: at,
        })
        .returning();
      rows.push(row!);
    }
    const last = rows.at(-1)!;
    const lastFromRiley = rows.filter((r) => r.sender_id === specialist.id).at(-1)!;
    await tx.update(chatRooms).set({ last_message_at: last.created_at }).where(eq(chatRooms.id, room.id));
    // Morgan has read everything (and so sees "Seen" once Riley reads); Riley has one unread.
    await tx.insert(chatReads).values([
      {
        room_id: room.id,
        user_id: member.id,
        last_read_message_id: last.id,
        last_read_seq: last.seq,
        read_at: last.created_at,
      },
      {
        room_id: room.id,
        user_id: specialist.id,
        last_read_message_id: lastFromRiley.id,
        last_read_seq: lastFromRiley.seq,
        read_at: lastFromRiley.created_at,
      },
    ]);
    return rows.length;
  });
}
