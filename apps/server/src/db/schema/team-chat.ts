import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { timestamps } from './columns';
import { users } from './users';

/**
 * Team messaging (issue 7/8 "Team messaging", ADR 017): staff channels (public or private) and
 * direct messages (a channel of kind `direct` with exactly two members and a `direct_key` made
 * of the pair's ids in order, so one DM per pair whatever the race). Messages are numbered per
 * channel (`seq`, taken from `team_channels.last_seq` in the sending transaction), which is both
 * the history cursor and the read mark (`team_channel_members.last_read_seq`). Attachments'
 * bytes live in the storage adapter under `team-chat/<channel>/<id>`; the row is the only way to them.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const teamChannels = pgTable(
  'team_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'public' | 'private' | 'direct'>().notNull(),
    /** Channels: unique (case-insensitive) in the workspace; DMs: empty. */
    name: text('name').notNull().default(''),
    topic: text('topic').notNull().default(''),
    /** `<smaller uuid>:<larger uuid>` for DMs; null for channels. */
    direct_key: text('direct_key'),
    archived_at: at('archived_at'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    last_seq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    last_message_at: at('last_message_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('team_channels_name_key').on(sql`lower(${t.name})`).where(sql`${t.kind} <> 'direct'`),
    uniqueIndex('team_channels_direct_key').on(t.direct_key),
    check('team_channels_kind', sql`${t.kind} in ('public', 'private', 'direct')`),
    check('team_channels_direct_shape', sql`(${t.kind} = 'direct') = (${t.direct_key} is not null)`),
  ],
);

export const teamChannelMembers = pgTable(
  'team_channel_members',
  {
    channel_id: uuid('channel_id')
      .notNull()
      .references(() => teamChannels.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    last_read_seq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    muted: boolean('muted').notNull().default(false),
    /** DMs: when this member was last told of a new message (one notice per quiet spell). */
    notified_at: at('notified_at'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.channel_id, t.user_id] }),
    index('team_channel_members_user_idx').on(t.user_id),
  ],
);

export const teamAttachments = pgTable(
  'team_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel_id: uuid('channel_id')
      .notNull()
      .references(() => teamChannels.id, { onDelete: 'cascade' }),
    uploader_id: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** The uploader's name, cleaned for Content-Disposition; never used as a path. */
    file_name: text('file_name').notNull(),
    /** The sniffed type, not what the browser claimed. */
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    storage_key: text('storage_key').notNull(),
    ...timestamps,
  },
  (t) => [index('team_attachments_channel_idx').on(t.channel_id, t.created_at)],
);

export const teamMessages = pgTable(
  'team_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel_id: uuid('channel_id')
      .notNull()
      .references(() => teamChannels.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    mentions: uuid('mentions').array().notNull().default(sql`'{}'::uuid[]`),
    attachment_id: uuid('attachment_id').references(() => teamAttachments.id, { onDelete: 'set null' }),
    edited_at: at('edited_at'),
    deleted_at: at('deleted_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('team_messages_channel_seq_key').on(t.channel_id, t.seq),
    uniqueIndex('team_messages_attachment_key').on(t.attachment_id),
    check('team_messages_body_length', sql`char_length(${t.body}) <= 4000`),
  ],
);
