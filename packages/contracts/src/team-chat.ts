/**
 * Team messaging (issue 7/8, `/messaging`, staff only; ADR 017): channels (public or private) and
 * direct messages between staff, history newest page first with a `seq` cursor, unread counts,
 * @mentions, edit/delete by the author, attachments and search. Live events go on the realtime
 * channel (`team_chat.channel:<id>`, only people who may read the channel subscribe) and carry
 * ids only: receivers refetch through the API.
 */
import { z } from 'zod';

const success = z.literal('success');
const noNul = (s: string) => !s.includes('\u0000');
const NUL_MESSAGE = 'Text cannot contain NUL characters';

/** Longest message body, in characters (the database checks it too). */
export const TEAM_MESSAGE_MAX_CHARS = 4000;
/** Messages one person may send in {@link TEAM_RATE_WINDOW_SECONDS} (across their channels). */
export const TEAM_MESSAGES_PER_WINDOW = 20;
export const TEAM_RATE_WINDOW_SECONDS = 10;
export const TEAM_PAGE_SIZE = 30;
export const TEAM_PAGE_MAX = 100;
export const TEAM_CHANNEL_NAME_MAX = 60;
export const TEAM_TOPIC_MAX = 250;
export const TEAM_MENTIONS_MAX = 20;
/** Same limits and sniffed types as the marketplace chat (one upload pipeline). */
/** Highest `seq` a client may name (int32, the bound every route keeps to; a channel never gets near it). */
const SEQ_MAX = 2_147_483_647;
export const TEAM_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const TEAM_ATTACHMENT_TYPES = ['pdf', 'jpg', 'png', 'gif', 'webp', 'txt'] as const;
/** What a deleted message shows instead of its text. */
export const TEAM_DELETED_TEXT = 'message deleted';

/** The realtime topic of one channel (or DM); only those who may read it subscribe. */
export const teamChannelTopic = (channelId: string) => `team_chat.channel:${channelId}`;
export const TEAM_EVENTS = {
  /** `{ channel_id, message_id, author_id, seq }`; also on each member's `user:<id>` (sidebar badges). */
  message: 'team_chat.message_created',
  /** `{ channel_id, message_id }`: edited or deleted, refetch. */
  updated: 'team_chat.message_updated',
  /** `{ channel_id }`: name, topic, members or archive changed. */
  channel: 'team_chat.channel_updated',
} as const;

export const teamMessageEventSchema = z.object({
  channel_id: z.string(),
  message_id: z.string().optional(),
});

// ---- shapes --------------------------------------------------------------------------------

export const teamChannelKinds = ['public', 'private', 'direct'] as const;
export type TeamChannelKind = (typeof teamChannelKinds)[number];

export const teamPersonSchema = z.object({ id: z.string(), name: z.string() });
export type TeamPerson = z.infer<typeof teamPersonSchema>;

export const teamChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(teamChannelKinds),
  /** A DM's name is the other person's name. */
  name: z.string(),
  topic: z.string(),
  archived: z.boolean(),
  created_by: z.string().nullable(),
  /** Whether the viewer is a member (a public channel can be read before joining). */
  is_member: z.boolean(),
  muted: z.boolean(),
  unread_count: z.number().int(),
  last_seq: z.number().int(),
  last_read_seq: z.number().int(),
  last_message_at: z.string().nullable(),
  /** DMs: the other person. */
  other: teamPersonSchema.nullable(),
  member_count: z.number().int(),
  created_at: z.string(),
});
export type TeamChannel = z.infer<typeof teamChannelSchema>;

export const teamAttachmentSchema = z.object({
  id: z.string(),
  channel_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type TeamAttachment = z.infer<typeof teamAttachmentSchema>;

export const teamMessageSchema = z.object({
  id: z.string(),
  channel_id: z.string(),
  seq: z.number().int(),
  author: teamPersonSchema.nullable(),
  /** Empty once deleted (then `deleted` is true and the UI shows "message deleted"). */
  body: z.string(),
  mentions: z.array(z.string()),
  attachment: teamAttachmentSchema.nullable(),
  edited_at: z.string().nullable(),
  deleted: z.boolean(),
  created_at: z.string(),
});
export type TeamMessage = z.infer<typeof teamMessageSchema>;

// ---- requests ------------------------------------------------------------------------------

const text = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} can be at most ${max} characters`)
    .refine(noNul, NUL_MESSAGE)
    .transform((s) => s.trim());

export const newTeamChannelSchema = z.object({
  name: text(TEAM_CHANNEL_NAME_MAX, 'A channel name')
    .refine((s) => s.length > 0, 'Name the channel')
    .refine((s) => /^[\p{L}\p{N} _-]+$/u.test(s), 'Use letters, digits, spaces, - and _'),
  topic: text(TEAM_TOPIC_MAX, 'A topic').default(''),
  private: z.boolean().default(false),
  /** Private channels: the colleagues to add besides the creator. */
  member_ids: z.array(z.uuid('Colleague not found')).max(100).default([]),
});
export type NewTeamChannel = z.input<typeof newTeamChannelSchema>;

export const teamChannelPatchSchema = z.object({
  topic: text(TEAM_TOPIC_MAX, 'A topic').optional(),
  archived: z.boolean().optional(),
});
export type TeamChannelPatch = z.infer<typeof teamChannelPatchSchema>;

export const teamMembersSchema = z.object({
  user_ids: z.array(z.uuid('Colleague not found')).min(1, 'Choose a colleague').max(100),
});
/** Muted channels show no unread badge and send no DM notices. */
export const teamMuteSchema = z.object({ muted: z.boolean() });
export const openDirectSchema = z.object({ user_id: z.uuid('Colleague not found') });

export const teamMessagesQuerySchema = z.object({
  /** A `seq`: the page holds the messages before it (older). */
  before: z.coerce.number().int().min(1).max(SEQ_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(TEAM_PAGE_MAX).default(TEAM_PAGE_SIZE),
});
export type TeamMessagesQuery = z.infer<typeof teamMessagesQuerySchema>;

const messageBody = text(TEAM_MESSAGE_MAX_CHARS, 'A message');
export const newTeamMessageSchema = z
  .object({
    body: messageBody.default(''),
    /** Colleagues named as `@Name` in the body (checked: members of the channel). */
    mentions: z.array(z.uuid('Colleague not found')).max(TEAM_MENTIONS_MAX).default([]),
    /** An attachment uploaded to this channel and not yet sent. */
    file_id: z.uuid('Attachment not found').optional(),
  })
  .refine((m) => m.body.length > 0 || m.file_id !== undefined, {
    message: 'Write a message or attach a file',
    path: ['body'],
  });
export type NewTeamMessage = z.input<typeof newTeamMessageSchema>;

export const teamMessagePatchSchema = z.object({
  body: messageBody.refine((s) => s.length > 0, 'Write a message'),
  mentions: z.array(z.uuid('Colleague not found')).max(TEAM_MENTIONS_MAX).default([]),
});
export type TeamMessagePatch = z.input<typeof teamMessagePatchSchema>;

export const teamReadSchema = z.object({ seq: z.number().int().min(0).max(SEQ_MAX) });

export const teamSearchQuerySchema = z.object({
  q: text(100, 'A search').refine((s) => s.length >= 2, 'Search for at least 2 characters'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

// ---- responses -----------------------------------------------------------------------------

export const teamChannelListResponseSchema = z.object({
  status: success,
  channels: z.array(teamChannelSchema),
});
export const teamChannelResponseSchema = z.object({ status: success, channel: teamChannelSchema });
export const teamMembersResponseSchema = z.object({ status: success, members: z.array(teamPersonSchema) });
export const teamStaffResponseSchema = z.object({ status: success, staff: z.array(teamPersonSchema) });
export const teamMessagesResponseSchema = z.object({
  status: success,
  /** Oldest first within the page. */
  messages: z.array(teamMessageSchema),
  has_more: z.boolean(),
  /** Pass as `before` for the next (older) page; null on the last. */
  next_before: z.number().int().nullable(),
});
export type TeamMessagesPage = z.infer<typeof teamMessagesResponseSchema>;
export const teamMessageResponseSchema = z.object({ status: success, message: teamMessageSchema });
export const teamReadResponseSchema = z.object({
  status: success,
  last_read_seq: z.number().int(),
  unread_count: z.number().int(),
});
export const teamAttachmentResponseSchema = z.object({ status: success, attachment: teamAttachmentSchema });
export const teamSearchHitSchema = z.object({
  message: teamMessageSchema,
  channel: z.object({ id: z.string(), name: z.string(), kind: z.enum(teamChannelKinds) }),
});
export type TeamSearchHit = z.infer<typeof teamSearchHitSchema>;
export const teamSearchResponseSchema = z.object({ status: success, hits: z.array(teamSearchHitSchema) });
export const teamOkResponseSchema = z.object({ status: success });
