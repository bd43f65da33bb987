/**
 * Marketplace chat rules (issue 6/8 "Chat"): who may open a room, who may read it (the two
 * participants; anyone else learns nothing, not even that it exists), the per-person send limit,
 * attachments through the shared upload pipeline, read marks that only move forward, and what
 * is published after each commit. Admins read through the `admin*` functions, each read audited.
 */
import {
  type AdminChatListQuery,
  type AdminChatRoom,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TYPES,
  CHAT_EVENTS,
  CHAT_MESSAGES_PER_WINDOW,
  CHAT_RATE_WINDOW_SECONDS,
  type ChatAttachment,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatMessagesQuery,
  type ChatRoom,
  chatRoomTopic,
  type OpenChatRoom,
} from '@fundpath/contracts/marketplace-chat';
import type { Storage } from '../../adapters/storage';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { IpRateLimiter } from '../../platform/ip-rate-limit';
import {
  type AttachmentPolicy,
  attachmentUpload,
  newestFirstPage,
  type OpenedFile,
  openStoredFile,
  publishQuietly,
  sendLimiter,
  storeAttachment,
} from '../../platform/messaging';
import type { Realtime, RealtimeEvent } from '../../platform/realtime';
import type { UserRow } from '../../platform/sessions';
import type { ReceivedFile } from '../../platform/uploads';
import { latestBookingBetween, noticeOf } from '../bookings';
import { findSpecialistProfile } from '../marketplace';
import * as repo from './repo';

/** A new message notifies the other side at most once in this quiet spell per room. */
export const NOTICE_QUIET_MS = 5 * 60_000;
/** Typing events one person publishes per room: at most one in this interval (the rest are dropped). */
export const TYPING_INTERVAL_MS = 2_000;

/** What the chat service needs beyond the request context: no Fastify types. */
export interface ChatDeps {
  storage: Storage;
  realtime: Pick<Realtime, 'publishMany'>;
  /** Messages per person (keyed by user id, per instance; see IpRateLimiter). */
  sends: IpRateLimiter;
  /** Last typing publish per `user:room`. */
  typing: Map<string, number>;
  now?: () => number;
}

export function createChatDeps(storage: Storage, realtime: Pick<Realtime, 'publishMany'>): ChatDeps {
  return {
    storage,
    realtime,
    sends: sendLimiter(CHAT_MESSAGES_PER_WINDOW, CHAT_RATE_WINDOW_SECONDS),
    typing: new Map(),
  };
}

/** The shared attachment rules (platform/messaging), in the chat's words. */
export const ATTACHMENT_POLICY: AttachmentPolicy = {
  maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
  allowedTypes: CHAT_ATTACHMENT_TYPES,
  tooLargeMessage: 'Files can be at most 10 MB',
  notAllowedMessage:
    'This file type is not allowed. Send a PDF, an image (JPG, PNG, GIF, WebP) or a text file.',
};
export const ATTACHMENT_UPLOAD = attachmentUpload(ATTACHMENT_POLICY);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const roomNotFound = () => new AppError('NOT_FOUND', 'Chat not found');

type Side = 'member' | 'specialist';

/** Which side of the room `userId` is on, or null when not a participant. */
export function sideOf(room: Pick<repo.RoomRow, 'member_id' | 'specialist_id'>, userId: string): Side | null {
  if (room.member_id === userId) return 'member';
  if (room.specialist_id === userId) return 'specialist';
  return null;
}

/** Realtime authorization of `chat.room:<id>`: the two participants only. */
export async function canFollowRoom(db: Db, actor: UserRow, id: string | null): Promise<boolean> {
  if (!id || !UUID.test(id)) return false;
  const room = await repo.findRoomRow(db, id);
  return Boolean(room && sideOf(room, actor.id));
}

const publish = (ctx: Ctx, deps: ChatDeps, events: RealtimeEvent[]) =>
  publishQuietly(deps.realtime, ctx.log, events, 'chat');

// ---- wire shapes -------------------------------------------------------------------------------

function toAttachment(a: repo.AttachmentRow): ChatAttachment {
  return {
    id: a.id,
    room_id: a.room_id,
    file_name: a.file_name,
    content_type: a.content_type,
    size: a.size,
    created_at: a.created_at.toISOString(),
  };
}

function toMessage({ message: m, attachment }: repo.MessageWithAttachment): ChatMessage {
  return {
    id: m.id,
    room_id: m.room_id,
    sender_id: m.sender_id,
    body: m.body,
    attachment: attachment ? toAttachment(attachment) : null,
    created_at: m.created_at.toISOString(),
  };
}

/** The specialists' public names and photos (their profiles), by user id. */
type Profiles = Map<string, { name: string; photo_url: string | null }>;

async function profilesOf(db: Db, rows: readonly repo.RoomWithPeople[]): Promise<Profiles> {
  const ids = [...new Set(rows.map((r) => r.room.specialist_id))];
  const found = await Promise.all(ids.map((id) => findSpecialistProfile(db, id)));
  const out: Profiles = new Map();
  for (const p of found)
    if (p) out.set(p.profile.user_id, { name: p.profile.display_name, photo_url: p.profile.photo_url });
  return out;
}

function people(r: repo.RoomWithPeople, profiles: Profiles) {
  const profile = profiles.get(r.room.specialist_id);
  return {
    member: { id: r.room.member_id, name: r.member_name, photo_url: null },
    specialist: {
      id: r.room.specialist_id,
      name: profile?.name ?? r.specialist_name,
      photo_url: profile?.photo_url ?? null,
    },
  };
}

/** The rooms as `me` sees them: last message, my unread count, both read marks. */
async function viewRooms(db: Db, me: string, rows: repo.RoomWithPeople[]): Promise<ChatRoom[]> {
  const ids = rows.map((r) => r.room.id);
  const [last, unread, reads, profiles] = await Promise.all([
    repo.lastMessages(db, ids),
    repo.unreadCounts(db, me, ids),
    repo.readsOf(db, ids),
    profilesOf(db, rows),
  ]);
  return rows.map((r) => {
    const mine = reads.find((x) => x.room_id === r.room.id && x.user_id === me);
    const theirs = reads.find((x) => x.room_id === r.room.id && x.user_id !== me);
    const lastMessage = last.get(r.room.id);
    return {
      id: r.room.id,
      ...people(r, profiles),
      booking_id: r.room.booking_id,
      last_message: lastMessage ? toMessage(lastMessage) : null,
      last_message_at: iso(r.room.last_message_at),
      unread_count: unread.get(r.room.id) ?? 0,
      my_last_read_message_id: mine?.last_read_message_id ?? null,
      other_last_read_message_id: theirs?.last_read_message_id ?? null,
      other_read_at: iso(theirs?.read_at ?? null),
      created_at: r.room.created_at.toISOString(),
    };
  });
}

async function viewRoom(db: Db, me: string, id: string): Promise<ChatRoom> {
  const row = await repo.findRoom(db, id);
  if (!row) throw roomNotFound();
  const [room] = await viewRooms(db, me, [row]);
  return room!;
}

/** The room when the actor is one of its two people; otherwise 404, as if it did not exist. */
async function visibleRoom(ctx: Ctx, id: string): Promise<{ room: repo.RoomRow; me: UserRow; side: Side }> {
  const me = requireActor(ctx);
  const room = await repo.findRoomRow(ctx.db, id);
  const side = room ? sideOf(room, me.id) : null;
  if (!room || !side) throw roomNotFound();
  return { room, me, side };
}

// ---- rooms -------------------------------------------------------------------------------------

export async function listMyRooms(ctx: Ctx): Promise<ChatRoom[]> {
  const me = requireActor(ctx);
  return viewRooms(ctx.db, me.id, await repo.listRoomsOf(ctx.db, me.id));
}

export async function getRoom(ctx: Ctx, id: string): Promise<ChatRoom> {
  const { me } = await visibleRoom(ctx, id);
  return viewRoom(ctx.db, me.id, id);
}

/**
 * Opens (or finds) the pair's room. A member may write to any approved specialist; a specialist
 * only to a member who has booked them (so specialists cannot cold-message members).
 */
export async function openRoom(ctx: Ctx, body: OpenChatRoom): Promise<ChatRoom> {
  const me = requireActor(ctx);
  let memberId: string;
  let specialistId: string;
  if (me.role === 'member' && body.specialist_id) {
    const profile = await findSpecialistProfile(ctx.db, body.specialist_id);
    if (profile?.profile.status !== 'approved' || profile.deactivated_at)
      throw new AppError('NOT_FOUND', 'Specialist not found');
    memberId = me.id;
    specialistId = profile.profile.user_id;
  } else if (me.role === 'specialist' && body.member_id) {
    const booked = await latestBookingBetween(ctx.db, body.member_id, me.id);
    if (!booked) throw new AppError('NOT_FOUND', 'Member not found');
    memberId = body.member_id;
    specialistId = me.id;
  } else if (me.role === 'member' || me.role === 'specialist') {
    throw new AppError(
      'VALIDATION_FAILED',
      me.role === 'member' ? 'Members start chats with specialists' : 'Specialists start chats with members',
    );
  } else {
    throw new AppError('FORBIDDEN', 'Only members and specialists take part in chats');
  }
  const booking = await latestBookingBetween(ctx.db, memberId, specialistId);
  const room = await repo.upsertRoom(ctx.db, memberId, specialistId, booking?.id ?? null);
  return viewRoom(ctx.db, me.id, room.id);
}

/** The booking's room (the pair's room, pointed at this booking when it has none yet). */
export async function roomOfBooking(ctx: Ctx, bookingId: string): Promise<ChatRoom> {
  const me = requireActor(ctx);
  const pair = await noticeOf(ctx.db, bookingId);
  if (!pair || (pair.member_id !== me.id && pair.specialist_id !== me.id))
    throw new AppError('NOT_FOUND', 'Booking not found');
  const existing =
    (await repo.findRoomOfBooking(ctx.db, bookingId)) ??
    (await repo.findRoomOfPair(ctx.db, pair.member_id, pair.specialist_id));
  // An older booking's room keeps pointing at the pair's latest booking.
  const room = existing?.booking_id
    ? existing
    : await repo.upsertRoom(ctx.db, pair.member_id, pair.specialist_id, pair.id);
  return viewRoom(ctx.db, me.id, room.id);
}

/** A booking was requested: the pair's room now points at it (made when it is their first contact). */
export async function attachBooking(db: Db, bookingId: string): Promise<void> {
  const pair = await noticeOf(db, bookingId);
  if (pair) await repo.upsertRoom(db, pair.member_id, pair.specialist_id, pair.id);
}

// ---- messages ----------------------------------------------------------------------------------

async function pageOf(
  db: Db,
  roomId: string,
  q: ChatMessagesQuery,
): Promise<Omit<ChatMessagesPage, 'status'>> {
  let beforeSeq: number | null = null;
  if (q.before) {
    const cursor = await repo.findMessage(db, roomId, q.before);
    if (!cursor) throw new AppError('VALIDATION_FAILED', 'Unknown cursor');
    beforeSeq = cursor.seq;
  }
  const rows = await repo.pageOfMessages(db, roomId, beforeSeq, q.limit + 1);
  const { page, has_more, next_before } = newestFirstPage(rows, q.limit, (r) => r.message.id);
  return { messages: page.map(toMessage), has_more, next_before };
}

export async function listMessages(ctx: Ctx, id: string, q: ChatMessagesQuery) {
  await visibleRoom(ctx, id);
  return pageOf(ctx.db, id, q);
}

export async function sendMessage(
  ctx: Ctx,
  deps: ChatDeps,
  id: string,
  body: { body: string; file_id?: string | undefined },
): Promise<ChatMessage> {
  const { room, me, side } = await visibleRoom(ctx, id);
  deps.sends.hit(me.id);
  let attachment: repo.AttachmentRow | null = null;
  if (body.file_id) {
    const found = await repo.findAttachment(ctx.db, room.id, body.file_id);
    if (!found || found.uploader_id !== me.id) throw new AppError('NOT_FOUND', 'Attachment not found');
    attachment = found;
  }
  const now = new Date(deps.now?.() ?? Date.now());
  const message = await ctx.db.transaction(async (tx) => {
    if (attachment && (await repo.isAttachmentSent(tx, attachment.id)))
      throw new AppError('CONFLICT', 'This file was already sent');
    const row = await repo.insertMessage(tx, {
      room_id: room.id,
      sender_id: me.id,
      body: body.body,
      attachment_id: attachment?.id ?? null,
      created_at: now,
      updated_at: now,
    });
    await repo.setRoom(tx, room.id, { last_message_at: now, updated_at: now });
    // Writing answers everything before it: the sender's own mark moves to their message.
    await repo.markRead(tx, room.id, me.id, row, now);
    return row;
  });
  const other: Side = side === 'member' ? 'specialist' : 'member';
  const otherId = other === 'member' ? room.member_id : room.specialist_id;
  const data = { room_id: room.id, message_id: message.id, sender_id: me.id };
  // The room for an open chat; the other person's own topic for their room list and badges.
  await publish(ctx, deps, [
    { topic: chatRoomTopic(room.id), event: CHAT_EVENTS.message, data },
    { topic: `user:${otherId}`, event: CHAT_EVENTS.message, data },
  ]);
  if (await repo.claimNotice(ctx.db, room.id, other, now, NOTICE_QUIET_MS)) {
    await ctx.events.emit(ctx, 'marketplace.chat_message', {
      room_id: room.id,
      message_id: message.id,
      sender_id: me.id,
      recipient_id: otherId,
      recipient_side: other,
    });
  }
  return toMessage({ message, attachment });
}

export async function markRead(ctx: Ctx, deps: ChatDeps, id: string, messageId: string) {
  const { room, me } = await visibleRoom(ctx, id);
  const message = await repo.findMessage(ctx.db, room.id, messageId);
  if (!message) throw new AppError('NOT_FOUND', 'Message not found');
  const before = (await repo.readsOf(ctx.db, [room.id])).find((r) => r.user_id === me.id);
  const now = new Date(deps.now?.() ?? Date.now());
  const row = await repo.markRead(ctx.db, room.id, me.id, message, now);
  if (row.last_read_message_id && row.last_read_message_id !== before?.last_read_message_id) {
    await publish(ctx, deps, [
      {
        topic: chatRoomTopic(room.id),
        event: CHAT_EVENTS.read,
        data: { room_id: room.id, user_id: me.id, message_id: row.last_read_message_id },
      },
    ]);
  }
  const unread = (await repo.unreadCounts(ctx.db, me.id, [room.id])).get(room.id) ?? 0;
  return {
    last_read_message_id: row.last_read_message_id,
    read_at: row.read_at.toISOString(),
    unread_count: unread,
  };
}

/** Publishes "typing" to the room; nothing is stored, and bursts are thinned per person and room. */
export async function typing(ctx: Ctx, deps: ChatDeps, id: string): Promise<void> {
  const { room, me } = await visibleRoom(ctx, id);
  const now = deps.now?.() ?? Date.now();
  const key = `${me.id}:${room.id}`;
  const last = deps.typing.get(key);
  if (last !== undefined && now - last < TYPING_INTERVAL_MS) return;
  deps.typing.set(key, now);
  if (deps.typing.size > 10_000) {
    for (const [k, at] of deps.typing) if (now - at >= TYPING_INTERVAL_MS) deps.typing.delete(k);
  }
  await publish(ctx, deps, [
    { topic: chatRoomTopic(room.id), event: CHAT_EVENTS.typing, data: { room_id: room.id, user_id: me.id } },
  ]);
}

// ---- attachments -------------------------------------------------------------------------------

/** Refuses before the upload is read when the caller is not in the room. */
export async function assertCanUpload(ctx: Ctx, id: string): Promise<void> {
  await visibleRoom(ctx, id);
}

export async function addAttachment(
  ctx: Ctx,
  deps: ChatDeps,
  id: string,
  file: ReceivedFile,
): Promise<ChatAttachment> {
  const { room, me } = await visibleRoom(ctx, id);
  const row = await storeAttachment(
    deps.storage,
    ctx.log,
    `chat/${room.id}`,
    file,
    ATTACHMENT_POLICY,
    (stored) => repo.insertAttachment(ctx.db, { room_id: room.id, uploader_id: me.id, ...stored }),
  );
  return toAttachment(row);
}

const openStored = (deps: ChatDeps, row: repo.AttachmentRow | undefined) => openStoredFile(deps.storage, row);

/** A participant's download: the file must belong to this room (and be sent, or be their own). */
export async function openAttachment(
  ctx: Ctx,
  deps: ChatDeps,
  id: string,
  attachmentId: string,
): Promise<OpenedFile> {
  const { room, me } = await visibleRoom(ctx, id);
  const row = await repo.findAttachment(ctx.db, room.id, attachmentId);
  if (row && row.uploader_id !== me.id && !(await repo.isAttachmentSent(ctx.db, row.id)))
    throw new AppError('NOT_FOUND', 'Attachment not found');
  return openStored(deps, row);
}

// ---- admin (read-only, every read audited) ------------------------------------------------------

function toAdminRoom(r: repo.RoomWithPeople, messageCount: number, profiles: Profiles): AdminChatRoom {
  const p = people(r, profiles);
  return {
    id: r.room.id,
    member: { ...p.member, email: r.member_email },
    specialist: { ...p.specialist, email: r.specialist_email },
    booking_id: r.room.booking_id,
    message_count: messageCount,
    last_message_at: iso(r.room.last_message_at),
    created_at: r.room.created_at.toISOString(),
  };
}

export async function adminListRooms(ctx: Ctx, q: AdminChatListQuery) {
  const search = q.q?.trim() || undefined;
  const { rows, total } = await repo.listRoomsForAdmin(ctx.db, {
    q: search,
    offset: (q.page - 1) * q.per_page,
    limit: q.per_page,
  });
  const [counts, profiles] = await Promise.all([
    repo.messageCounts(
      ctx.db,
      rows.map((r) => r.room.id),
    ),
    profilesOf(ctx.db, rows),
  ]);
  await recordAudit(ctx, {
    action: 'marketplace_chat.list_viewed',
    target_type: 'chat_room',
    after: { q: search ?? null, page: q.page, rooms: rows.map((r) => r.room.id) },
  });
  return {
    rooms: rows.map((r) => toAdminRoom(r, counts.get(r.room.id) ?? 0, profiles)),
    total,
    page: q.page,
    per_page: q.per_page,
  };
}

export async function adminReadRoom(ctx: Ctx, id: string, q: ChatMessagesQuery) {
  const row = await repo.findRoom(ctx.db, id);
  if (!row) throw roomNotFound();
  const page = await pageOf(ctx.db, id, q);
  const [counts, profiles] = await Promise.all([repo.messageCounts(ctx.db, [id]), profilesOf(ctx.db, [row])]);
  await recordAudit(ctx, {
    action: 'marketplace_chat.viewed',
    target_type: 'chat_room',
    target_id: id,
    target_label: `${row.member_name} and ${profiles.get(row.room.specialist_id)?.name ?? row.specialist_name}`,
    after: { before: q.before ?? null, messages: page.messages.length },
  });
  const room = toAdminRoom(row, counts.get(id) ?? 0, profiles);
  return { room, ...page };
}

export async function adminOpenAttachment(
  ctx: Ctx,
  deps: ChatDeps,
  id: string,
  attachmentId: string,
): Promise<OpenedFile> {
  const row = await repo.findAttachment(ctx.db, id, attachmentId);
  const file = await openStored(deps, row);
  await recordAudit(ctx, {
    action: 'marketplace_chat.attachment_downloaded',
    target_type: 'chat_room',
    target_id: id,
    target_label: file.file_name,
    after: { attachment_id: attachmentId },
  });
  return file;
}

/** What a notification of a new message shows: who wrote and the start of what they wrote. */
export async function messageNotice(
  db: Db,
  roomId: string,
  messageId: string,
): Promise<{ sender_name: string; preview: string } | undefined> {
  const [row, message] = await Promise.all([
    repo.findRoom(db, roomId),
    repo.findMessage(db, roomId, messageId),
  ]);
  if (!row || !message) return undefined;
  const specialistName =
    (await profilesOf(db, [row])).get(row.room.specialist_id)?.name ?? row.specialist_name;
  const sender = message.sender_id === row.room.member_id ? row.member_name : specialistName;
  const text = message.body.replace(/\s+/g, ' ').trim();
  const preview = text ? (text.length > 140 ? `${text.slice(0, 139)}…` : text) : 'Sent a file';
  return { sender_name: sender, preview };
}
