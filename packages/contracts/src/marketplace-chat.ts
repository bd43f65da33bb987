/**
 * Marketplace chat (issue 6/8 "Chat", ADR 016): one room per member–specialist pair (with the
 * pair's latest booking when there is one), history newest page first, unread counts, read
 * receipts, typing, attachments. Only the two participants read a room; admins read through
 * `/api/admin/marketplace/chats` (read-only, audited). Live events go on the realtime channel
 * (`chat.room:<id>`) and carry ids only: receivers refetch through the API.
 */
import { z } from 'zod';

const success = z.literal('success');

/** Longest message body, in characters (the database checks it too). */
export const CHAT_MESSAGE_MAX_CHARS = 4000;
/** Messages one person may send in {@link CHAT_RATE_WINDOW_SECONDS} (across their rooms). */
export const CHAT_MESSAGES_PER_WINDOW = 20;
export const CHAT_RATE_WINDOW_SECONDS = 10;
/** Newest messages in one page of history (and the most a client may ask for). */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What a file IS (sniffed from its bytes), not what its name says. */
export const CHAT_ATTACHMENT_TYPES = ['pdf', 'jpg', 'png', 'gif', 'webp', 'txt'] as const;
/** A typing indicator is dropped this long after the last typing event. */
export const CHAT_TYPING_TTL_MS = 5_000;

/** The realtime topic of one room; only its two participants may subscribe. */
export const chatRoomTopic = (roomId: string) => `chat.room:${roomId}`;
/** Event names on {@link chatRoomTopic}. */
export const CHAT_EVENTS = {
  /** `{ room_id, message_id, sender_id }`; also on the recipient's `user:<id>` (room lists, badges). */
  message: 'chat.message_created',
  /** `{ room_id, user_id, message_id }`: that participant read up to that message. */
  read: 'chat.read',
  /** `{ room_id, user_id }`: transient, nothing is stored. */
  typing: 'chat.typing',
} as const;
export type ChatEventName = (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS];

export const chatMessageEventSchema = z.object({
  room_id: z.string(),
  message_id: z.string(),
  sender_id: z.string().nullable(),
});
export const chatReadEventSchema = z.object({
  room_id: z.string(),
  user_id: z.string(),
  message_id: z.string(),
});
export const chatTypingEventSchema = z.object({ room_id: z.string(), user_id: z.string() });

const noNul = (s: string) => !s.includes('\u0000');

// ---- shapes --------------------------------------------------------------------------------

export const chatParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  photo_url: z.string().nullable(),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

export const chatAttachmentSchema = z.object({
  id: z.string(),
  room_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  room_id: z.string(),
  /** Null when the sender's account was deleted. */
  sender_id: z.string().nullable(),
  body: z.string(),
  attachment: chatAttachmentSchema.nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRoomSchema = z.object({
  id: z.string(),
  member: chatParticipantSchema,
  specialist: chatParticipantSchema,
  /** The pair's latest booking, when there is one. */
  booking_id: z.string().nullable(),
  last_message: chatMessageSchema.nullable(),
  last_message_at: z.string().nullable(),
  /** Messages from the other participant after my last read one. */
  unread_count: z.number().int(),
  /** My last read message. */
  my_last_read_message_id: z.string().nullable(),
  /** The other participant's last read message: my messages up to it are "Seen". */
  other_last_read_message_id: z.string().nullable(),
  other_read_at: z.string().nullable(),
  created_at: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

// ---- requests ------------------------------------------------------------------------------

/** A member names the specialist; a specialist names a member they have a booking with. */
export const openChatRoomSchema = z
  .object({
    specialist_id: z.uuid('Specialist not found').optional(),
    member_id: z.uuid('Member not found').optional(),
  })
  .refine((b) => (b.specialist_id ? 1 : 0) + (b.member_id ? 1 : 0) === 1, {
    message: 'Name either the specialist or the member',
  });
export type OpenChatRoom = z.infer<typeof openChatRoomSchema>;

export const chatMessagesQuerySchema = z.object({
  /** A message id: the page holds the messages before it (older). */
  before: z.uuid('Unknown cursor').optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

export const newChatMessageSchema = z
  .object({
    body: z
      .string()
      .max(CHAT_MESSAGE_MAX_CHARS, `A message can be at most ${CHAT_MESSAGE_MAX_CHARS} characters`)
      .refine(noNul, 'Text cannot contain NUL characters')
      .transform((s) => s.trim())
      .default(''),
    /** An attachment uploaded to this room and not yet sent. */
    file_id: z.uuid('Attachment not found').optional(),
  })
  .refine((m) => m.body.length > 0 || m.file_id !== undefined, {
    message: 'Write a message or attach a file',
    path: ['body'],
  });
export type NewChatMessage = z.input<typeof newChatMessageSchema>;

export const chatReadSchema = z.object({ message_id: z.uuid('Message not found') });
export type ChatRead = z.infer<typeof chatReadSchema>;

export const adminChatListQuerySchema = z.object({
  /** Matches either participant's name or e-mail. */
  q: z.string().max(100).refine(noNul, 'Text cannot contain NUL characters').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminChatListQuery = z.infer<typeof adminChatListQuerySchema>;

// ---- responses -----------------------------------------------------------------------------

export const chatRoomListResponseSchema = z.object({ status: success, rooms: z.array(chatRoomSchema) });
export const chatRoomResponseSchema = z.object({ status: success, room: chatRoomSchema });
export const chatMessagesResponseSchema = z.object({
  status: success,
  /** Oldest first within the page. */
  messages: z.array(chatMessageSchema),
  has_more: z.boolean(),
  /** Pass as `before` for the next (older) page; null on the last. */
  next_before: z.string().nullable(),
});
export type ChatMessagesPage = z.infer<typeof chatMessagesResponseSchema>;
export const chatMessageResponseSchema = z.object({ status: success, message: chatMessageSchema });
export const chatReadResponseSchema = z.object({
  status: success,
  last_read_message_id: z.string().nullable(),
  read_at: z.string(),
  unread_count: z.number().int(),
});
export const chatTypingResponseSchema = z.object({ status: success });
export const chatAttachmentResponseSchema = z.object({ status: success, attachment: chatAttachmentSchema });

export const adminChatRoomSchema = z.object({
  id: z.string(),
  member: chatParticipantSchema.extend({ email: z.string() }),
  specialist: chatParticipantSchema.extend({ email: z.string() }),
  booking_id: z.string().nullable(),
  message_count: z.number().int(),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminChatRoom = z.infer<typeof adminChatRoomSchema>;
export const adminChatListResponseSchema = z.object({
  status: success,
  rooms: z.array(adminChatRoomSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const adminChatMessagesResponseSchema = chatMessagesResponseSchema.extend({
  room: adminChatRoomSchema,
});
