import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { marketplaceBookings } from './bookings';
import { timestamps } from './columns';
import { specialistProfiles } from './marketplace';
import { users } from './users';

/**
 * Marketplace chat (issue 6/8 "Chat", ADR 016): one room per member–specialist pair; a booking's
 * room is the pair's room with `booking_id` set to the latest booking. Messages are ordered by
 * `seq` (a sequence, so two messages in one millisecond still have an order and a cursor);
 * `chat_reads` keeps each participant's last read message, from which unread counts and the
 * other side's "Seen" are derived. Attachments' bytes live in the storage adapter under
 * `chat/<room>/<id>`; the row is the only way to them and is checked against the room.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    member_id: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialist_id: uuid('specialist_id')
      .notNull()
      .references(() => specialistProfiles.user_id, { onDelete: 'cascade' }),
    booking_id: uuid('booking_id').references(() => marketplaceBookings.id, {
      onDelete: 'set null',
    }),
    last_message_at: at('last_message_at'),
    /** When each side was last notified of a new message (one notification per quiet spell). */
    member_notified_at: at('member_notified_at'),
    specialist_notified_at: at('specialist_notified_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_rooms_pair_key').on(t.member_id, t.specialist_id),
    index('chat_rooms_specialist_idx').on(t.specialist_id, t.last_message_at),
    index('chat_rooms_booking_idx').on(t.booking_id),
    check('chat_rooms_two_people', sql`${t.member_id} <> ${t.specialist_id}`),
  ],
);

export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    room_id: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    uploader_id: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** The uploader's name, cleaned for Content-Disposition; never used as a path. */
    file_name: text('file_name').notNull(),
    /** The sniffed type, not what the browser claimed. */
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    storage_key: text('storage_key').notNull(),
    ...timestamps,
  },
  (t) => [index('chat_attachments_room_idx').on(t.room_id, t.created_at)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    room_id: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    sender_id: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    attachment_id: uuid('attachment_id').references(() => chatAttachments.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_messages_seq_key').on(t.seq),
    index('chat_messages_room_seq_idx').on(t.room_id, t.seq.desc()),
    uniqueIndex('chat_messages_attachment_key').on(t.attachment_id),
    check('chat_messages_body_length', sql`char_length(${t.body}) <= 4000`),
  ],
);

export const chatReads = pgTable(
  'chat_reads',
  {
    room_id: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    last_read_message_id: uuid('last_read_message_id').references(() => chatMessages.id, {
      onDelete: 'set null',
    }),
    last_read_seq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    read_at: at('read_at').notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.room_id, t.user_id] })],
);
