/**
 * Team messaging rules (issue 7/8): every active staff member sees every public channel; a
 * private channel or a DM exists only for its members (anyone else gets 404 for it, its
 * messages, its files, its search hits and its realtime topic). Only members post (posting in
 * a public channel joins it), only the author edits or deletes, archived channels are read-only,
 * the creator or an admin manages a private channel's members. Attachments, downloads, the send
 * limit, fan-out and history pages are the platform's conversation kit (platform/messaging),
 * shared with the marketplace chat.
 */

import { isAdmin, isStaff } from '@fundpath/contracts/roles';
import {
  type NewTeamChannel,
  TEAM_ATTACHMENT_MAX_BYTES,
  TEAM_ATTACHMENT_TYPES,
  TEAM_EVENTS,
  TEAM_MESSAGES_PER_WINDOW,
  TEAM_RATE_WINDOW_SECONDS,
  type TeamAttachment,
  type TeamChannel,
  type TeamChannelPatch,
  type TeamMessage,
  type TeamMessagesQuery,
  type TeamPerson,
  type TeamSearchHit,
  teamChannelTopic,
} from '@fundpath/contracts/team-chat';
import type { Storage } from '../../adapters/storage';
import { type Ctx, requireActor } from '../../platform/auth';
import { type Db, isUniqueViolation } from '../../platform/db';
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
import * as repo from './repo';

/** A DM notifies its recipient at most once in this quiet spell (like the marketplace chat). */
export const NOTICE_QUIET_MS = 5 * 60_000;

export interface TeamChatDeps {
  storage: Storage;
  realtime: Pick<Realtime, 'publishMany' | 'revoke'>;
  sends: IpRateLimiter;
  now?: () => number;
}

export function createTeamChatDeps(
  storage: Storage,
  realtime: Pick<Realtime, 'publishMany' | 'revoke'>,
): TeamChatDeps {
  return { storage, realtime, sends: sendLimiter(TEAM_MESSAGES_PER_WINDOW, TEAM_RATE_WINDOW_SECONDS) };
}

export const ATTACHMENT_POLICY: AttachmentPolicy = {
  maxBytes: TEAM_ATTACHMENT_MAX_BYTES,
  allowedTypes: TEAM_ATTACHMENT_TYPES,
  tooLargeMessage: 'Files can be at most 10 MB',
  notAllowedMessage:
    'This file type is not allowed. Send a PDF, an image (JPG, PNG, GIF, WebP) or a text file.',
};
export const ATTACHMENT_UPLOAD = attachmentUpload(ATTACHMENT_POLICY);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'Channel not found');
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const nowOf = (deps: TeamChatDeps) => new Date(deps.now?.() ?? Date.now());
const publish = (ctx: Ctx, deps: TeamChatDeps, events: RealtimeEvent[]) =>
  publishQuietly(deps.realtime, ctx.log, events, 'team-chat');

/** A private channel's live events stop at once for someone who left it or was removed (every instance). */
async function revokeQuietly(ctx: Ctx, deps: TeamChatDeps, channelId: string, userId: string) {
  try {
    await deps.realtime.revoke(teamChannelTopic(channelId), [userId]);
  } catch (err) {
    ctx.log.warn({ err, channelId }, 'team-chat: could not drop the live subscription');
  }
}

/** `a:b` with the smaller id first: one DM per pair, whoever opens it and however often. */
export const directKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

function canRead(channel: repo.ChannelRow, member: repo.MemberRow | undefined): boolean {
  return channel.kind === 'public' || Boolean(member);
}

/** The channel when the actor may read it; otherwise 404, as if it did not exist. */
async function readable(ctx: Ctx, id: string) {
  const me = requireActor(ctx);
  if (!isStaff(me)) throw notFound();
  const channel = await repo.findChannel(ctx.db, id);
  const member = channel ? await repo.findMember(ctx.db, id, me.id) : undefined;
  if (!channel || !canRead(channel, member)) throw notFound();
  return { me, channel, member };
}

/** Realtime authorization of `team_chat.channel:<id>`: staff who may read the channel. */
export async function canFollowChannel(db: Db, actor: UserRow, id: string | null): Promise<boolean> {
  if (!id || !UUID.test(id) || !isStaff(actor) || actor.deactivated_at) return false;
  const channel = await repo.findChannel(db, id);
  if (!channel) return false;
  return canRead(channel, await repo.findMember(db, id, actor.id));
}

function assertManager(me: UserRow, channel: repo.ChannelRow) {
  if (channel.kind === 'direct')
    throw new AppError('VALIDATION_FAILED', 'Direct messages have no members to manage');
  if (channel.created_by !== me.id && !isAdmin(me))
    throw new AppError('FORBIDDEN', 'Only the channel’s creator or an admin can do this');
}

// ---- wire shapes -------------------------------------------------------------------------------

function toAttachment(a: repo.AttachmentRow): TeamAttachment {
  return {
    id: a.id,
    channel_id: a.channel_id,
    file_name: a.file_name,
    content_type: a.content_type,
    size: a.size,
    created_at: a.created_at.toISOString(),
  };
}

function toMessage(
  { message: m, attachment }: repo.MessageWithAttachment,
  names: Map<string, string>,
): TeamMessage {
  const deleted = m.deleted_at !== null;
  return {
    id: m.id,
    channel_id: m.channel_id,
    seq: m.seq,
    author: m.author_id ? { id: m.author_id, name: names.get(m.author_id) ?? 'Former colleague' } : null,
    body: deleted ? '' : m.body,
    mentions: deleted ? [] : m.mentions,
    attachment: !deleted && attachment ? toAttachment(attachment) : null,
    edited_at: iso(m.edited_at),
    deleted,
    created_at: m.created_at.toISOString(),
  };
}

async function viewMessages(db: Db, rows: repo.MessageWithAttachment[]): Promise<TeamMessage[]> {
  const names = await repo.namesOf(
    db,
    rows.flatMap((r) => (r.message.author_id ? [r.message.author_id] : [])),
  );
  return rows.map((r) => toMessage(r, names));
}

async function viewChannels(
  db: Db,
  me: string,
  rows: { channel: repo.ChannelRow; member: repo.MemberRow | null }[],
): Promise<TeamChannel[]> {
  const ids = rows.map((r) => r.channel.id);
  const [unread, members] = await Promise.all([repo.unreadCounts(db, me, ids), repo.membersOf(db, ids)]);
  return rows.map(({ channel: c, member }) => {
    const mine = members.filter((m) => m.channel_id === c.id);
    const other = c.kind === 'direct' ? mine.find((m) => m.user_id !== me) : undefined;
    return {
      id: c.id,
      kind: c.kind,
      name: c.kind === 'direct' ? (other?.name ?? 'Former colleague') : c.name,
      topic: c.topic,
      archived: c.archived_at !== null,
      created_by: c.created_by,
      is_member: Boolean(member),
      muted: member?.muted ?? false,
      unread_count: member ? (unread.get(c.id) ?? 0) : 0,
      last_seq: c.last_seq,
      last_read_seq: member?.last_read_seq ?? c.last_seq,
      last_message_at: iso(c.last_message_at),
      other: other ? { id: other.user_id, name: other.name } : null,
      member_count: mine.length,
      created_at: c.created_at.toISOString(),
    };
  });
}

async function viewChannel(db: Db, me: string, id: string): Promise<TeamChannel> {
  const channel = await repo.findChannel(db, id);
  if (!channel) throw notFound();
  const member = (await repo.findMember(db, id, me)) ?? null;
  const [view] = await viewChannels(db, me, [{ channel, member }]);
  return view!;
}

// ---- channels ----------------------------------------------------------------------------------

export async function listMyChannels(ctx: Ctx): Promise<TeamChannel[]> {
  const me = requireActor(ctx);
  return viewChannels(ctx.db, me.id, await repo.visibleChannels(ctx.db, me.id));
}

export async function getChannel(ctx: Ctx, id: string): Promise<TeamChannel> {
  const { me } = await readable(ctx, id);
  return viewChannel(ctx.db, me.id, id);
}

/** Colleagues who can be added, mentioned or written to: active staff. */
export async function listStaff(ctx: Ctx): Promise<TeamPerson[]> {
  return repo.activeStaff(ctx.db);
}

async function staffIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await repo.activeStaff(db, unique);
  if (found.length !== unique.length) throw new AppError('NOT_FOUND', 'Colleague not found');
  return unique;
}

export async function createChannel(
  ctx: Ctx,
  deps: TeamChatDeps,
  body: NewTeamChannel,
): Promise<TeamChannel> {
  const me = requireActor(ctx);
  const isPrivate = body.private ?? false;
  const others = isPrivate
    ? await staffIds(
        ctx.db,
        (body.member_ids ?? []).filter((id) => id !== me.id),
      )
    : [];
  const channel = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertChannel(tx, {
      kind: isPrivate ? 'private' : 'public',
      name: body.name,
      topic: body.topic ?? '',
      created_by: me.id,
    });
    if (!row) throw new AppError('CONFLICT', 'A channel with this name already exists');
    await repo.addMembers(tx, row.id, [me.id, ...others]);
    return row;
  });
  await publish(
    ctx,
    deps,
    others.map((id) => ({
      topic: `user:${id}`,
      event: TEAM_EVENTS.channel,
      data: { channel_id: channel.id },
    })),
  );
  return viewChannel(ctx.db, me.id, channel.id);
}

export async function updateChannel(
  ctx: Ctx,
  deps: TeamChatDeps,
  id: string,
  patch: TeamChannelPatch,
): Promise<TeamChannel> {
  const { me, channel } = await readable(ctx, id);
  assertManager(me, channel);
  const set: Parameters<typeof repo.updateChannel>[2] = {};
  if (patch.topic !== undefined) set.topic = patch.topic;
  if (patch.archived !== undefined)
    set.archived_at = patch.archived ? (channel.archived_at ?? nowOf(deps)) : null;
  if (Object.keys(set).length) await repo.updateChannel(ctx.db, id, set);
  await publish(ctx, deps, [
    { topic: teamChannelTopic(id), event: TEAM_EVENTS.channel, data: { channel_id: id } },
  ]);
  return viewChannel(ctx.db, me.id, id);
}

export async function join(ctx: Ctx, id: string): Promise<TeamChannel> {
  const { me, channel, member } = await readable(ctx, id);
  if (channel.kind !== 'public')
    throw new AppError('VALIDATION_FAILED', 'Only public channels can be joined');
  if (channel.archived_at) throw new AppError('CONFLICT', 'This channel is archived');
  // A newcomer starts with nothing unread: the history is there to scroll, not a backlog.
  if (!member) await repo.addMembers(ctx.db, id, [me.id], channel.last_seq);
  return viewChannel(ctx.db, me.id, id);
}

export async function leave(ctx: Ctx, deps: TeamChatDeps, id: string): Promise<void> {
  const { me, channel, member } = await readable(ctx, id);
  if (channel.kind === 'direct') throw new AppError('VALIDATION_FAILED', 'You cannot leave a direct message');
  if (!member) throw new AppError('NOT_FOUND', 'You are not in this channel');
  await repo.removeMember(ctx.db, id, me.id);
  if (channel.kind === 'private') await revokeQuietly(ctx, deps, id, me.id);
}

/** A member mutes or unmutes a channel for themselves. */
export async function setMuted(ctx: Ctx, id: string, muted: boolean): Promise<TeamChannel> {
  const { me, member } = await readable(ctx, id);
  if (!member) throw new AppError('NOT_FOUND', 'You are not in this channel');
  await repo.setMember(ctx.db, id, me.id, { muted });
  return viewChannel(ctx.db, me.id, id);
}

export async function listMembers(ctx: Ctx, id: string): Promise<TeamPerson[]> {
  await readable(ctx, id);
  return (await repo.membersOf(ctx.db, [id])).map((m) => ({ id: m.user_id, name: m.name }));
}

export async function addMembers(ctx: Ctx, deps: TeamChatDeps, id: string, userIds: string[]) {
  const { me, channel } = await readable(ctx, id);
  assertManager(me, channel);
  if (channel.kind !== 'private') throw new AppError('VALIDATION_FAILED', 'Anyone can join a public channel');
  const ids = await staffIds(ctx.db, userIds);
  await repo.addMembers(ctx.db, id, ids, channel.last_seq);
  await publish(
    ctx,
    deps,
    ids.map((uid) => ({ topic: `user:${uid}`, event: TEAM_EVENTS.channel, data: { channel_id: id } })),
  );
  return listMembers(ctx, id);
}

export async function removeMember(ctx: Ctx, deps: TeamChatDeps, id: string, userId: string) {
  const { me, channel } = await readable(ctx, id);
  assertManager(me, channel);
  if (channel.kind !== 'private')
    throw new AppError('VALIDATION_FAILED', 'Only private channels have managed members');
  if (!(await repo.removeMember(ctx.db, id, userId))) throw new AppError('NOT_FOUND', 'Member not found');
  await revokeQuietly(ctx, deps, id, userId);
  await publish(ctx, deps, [
    { topic: `user:${userId}`, event: TEAM_EVENTS.channel, data: { channel_id: id } },
  ]);
  return listMembers(ctx, id);
}

/** The DM between the actor and `userId`, made on first use (one per pair, even under a race). */
export async function openDirect(ctx: Ctx, userId: string): Promise<TeamChannel> {
  const me = requireActor(ctx);
  if (userId === me.id) throw new AppError('VALIDATION_FAILED', 'Choose a colleague other than yourself');
  await staffIds(ctx.db, [userId]);
  const key = directKey(me.id, userId);
  let channel = await repo.findDirect(ctx.db, key);
  if (!channel) {
    channel = await ctx.db.transaction(async (tx) => {
      const made = await repo.insertChannel(tx, { kind: 'direct', direct_key: key, created_by: me.id });
      if (made) await repo.addMembers(tx, made.id, [me.id, userId]);
      return made;
    });
    // The other request won the race: theirs is the pair's DM.
    channel ??= await repo.findDirect(ctx.db, key);
  }
  if (!channel) throw new AppError('INTERNAL', 'The conversation could not be opened');
  return viewChannel(ctx.db, me.id, channel.id);
}

// ---- messages ----------------------------------------------------------------------------------

export async function listMessages(ctx: Ctx, id: string, q: TeamMessagesQuery) {
  await readable(ctx, id);
  const rows = await repo.pageOfMessages(ctx.db, id, q.before, q.limit + 1);
  const { page, has_more, next_before } = newestFirstPage(rows, q.limit, (r) => r.message.seq);
  return { messages: await viewMessages(ctx.db, page), has_more, next_before };
}

/**
 * Mentions must name people who can read the channel (members; for a public channel any active
 * colleague) and appear as `@Name` in the body, so a reader sees who was told. Oneself is dropped.
 */
async function checkMentions(
  db: Db,
  me: string,
  channel: repo.ChannelRow,
  body: string,
  ids: readonly string[],
) {
  const unique = [...new Set(ids)].filter((id) => id !== me);
  if (!unique.length) return [];
  const eligible =
    channel.kind === 'public'
      ? await repo.activeStaff(db, unique)
      : (await repo.membersOf(db, [channel.id])).map((m) => ({ id: m.user_id, name: m.name }));
  const names = new Map(eligible.map((p) => [p.id, p.name]));
  const lower = body.toLowerCase();
  for (const id of unique) {
    const name = names.get(id);
    if (!name || !lower.includes(`@${name.toLowerCase()}`))
      throw new AppError('VALIDATION_FAILED', 'Mention members of the channel with @ and their name', {
        errors: { mentions: 'Mention members of the channel with @ and their name' },
      });
  }
  return unique;
}

const previewOf = (body: string) => {
  const text = body.replace(/\s+/g, ' ').trim();
  return text ? (text.length > 140 ? `${text.slice(0, 139)}…` : text) : 'Sent a file';
};

async function announce(
  ctx: Ctx,
  channel: repo.ChannelRow,
  message: repo.MessageRow,
  fresh: string[],
  now: Date,
  isNew: boolean,
) {
  const me = requireActor(ctx);
  const preview = previewOf(message.body);
  const members = await repo.membersOf(ctx.db, [channel.id]);
  if (fresh.length) {
    const channelName = channel.kind === 'direct' ? 'a direct message' : `#${channel.name}`;
    await ctx.events.emit(ctx, 'team_chat.mentioned', {
      channel_id: channel.id,
      channel_name: channelName,
      message_id: message.id,
      author_id: me.id,
      author_name: me.display_name,
      preview,
      mentioned_ids: fresh,
    });
  }
  if (!isNew || channel.kind !== 'direct') return;
  const other = members.find((m) => m.user_id !== me.id);
  if (!other || fresh.includes(other.user_id)) return; // a mention already told them
  if ((await repo.findMember(ctx.db, channel.id, other.user_id))?.muted) return;
  if (await repo.claimNotice(ctx.db, channel.id, other.user_id, now, NOTICE_QUIET_MS)) {
    await ctx.events.emit(ctx, 'team_chat.direct_message', {
      channel_id: channel.id,
      message_id: message.id,
      author_id: me.id,
      author_name: me.display_name,
      preview,
      recipient_id: other.user_id,
    });
  }
}

async function fanOut(
  ctx: Ctx,
  deps: TeamChatDeps,
  channelId: string,
  event: string,
  data: Record<string, unknown>,
) {
  const members = await repo.membersOf(ctx.db, [channelId]);
  await publish(ctx, deps, [
    { topic: teamChannelTopic(channelId), event, data },
    // Members' own topics keep their sidebars' badges current without subscribing to every channel.
    ...(event === TEAM_EVENTS.message
      ? members
          .filter((m) => m.user_id !== data.author_id)
          .map((m) => ({ topic: `user:${m.user_id}`, event, data }))
      : []),
  ]);
}

export async function sendMessage(
  ctx: Ctx,
  deps: TeamChatDeps,
  id: string,
  body: { body: string; mentions: string[]; file_id?: string | undefined },
): Promise<TeamMessage> {
  const { me, channel, member } = await readable(ctx, id);
  if (channel.archived_at) throw new AppError('CONFLICT', 'This channel is archived');
  deps.sends.hit(me.id);
  const mentions = await checkMentions(ctx.db, me.id, channel, body.body, body.mentions);
  let attachment: repo.AttachmentRow | null = null;
  if (body.file_id) {
    const found = await repo.findAttachment(ctx.db, id, body.file_id);
    if (!found || found.uploader_id !== me.id) throw new AppError('NOT_FOUND', 'Attachment not found');
    attachment = found;
  }
  const now = nowOf(deps);
  const message = await ctx.db
    .transaction(async (tx) => {
      if (attachment && (await repo.messageOfAttachment(tx, attachment.id)))
        throw new AppError('CONFLICT', 'This file was already sent');
      if (!member) await repo.addMembers(tx, id, [me.id]); // posting in a public channel joins it
      const seq = await repo.nextSeq(tx, id, now);
      const row = await repo.insertMessage(tx, {
        channel_id: id,
        seq,
        author_id: me.id,
        body: body.body,
        mentions,
        attachment_id: attachment?.id ?? null,
        created_at: now,
        updated_at: now,
      });
      // Writing answers everything before it.
      await repo.markRead(tx, id, me.id, seq);
      return row;
    })
    .catch((err: unknown) => {
      // Two sends of one file at once: the unique index lets one through, the other is told.
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'This file was already sent');
      throw err;
    });
  await fanOut(ctx, deps, id, TEAM_EVENTS.message, {
    channel_id: id,
    message_id: message.id,
    author_id: me.id,
    seq: message.seq,
  });
  await announce(ctx, channel, message, mentions, now, true);
  const [view] = await viewMessages(ctx.db, [{ message, attachment }]);
  return view!;
}

async function ownMessage(ctx: Ctx, id: string, messageId: string) {
  const found = await readable(ctx, id);
  const row = await repo.findMessage(ctx.db, id, messageId);
  if (!row) throw new AppError('NOT_FOUND', 'Message not found');
  if (row.message.author_id !== found.me.id)
    throw new AppError('FORBIDDEN', 'Only the author can change a message');
  if (row.message.deleted_at) throw new AppError('CONFLICT', 'This message was deleted');
  if (found.channel.archived_at) throw new AppError('CONFLICT', 'This channel is archived');
  return { ...found, row };
}

/** The author rewrites their message; colleagues newly mentioned are told, the others not again. */
export async function editMessage(
  ctx: Ctx,
  deps: TeamChatDeps,
  id: string,
  messageId: string,
  patch: { body: string; mentions: string[] },
): Promise<TeamMessage> {
  const { me, channel, row } = await ownMessage(ctx, id, messageId);
  const mentions = await checkMentions(ctx.db, me.id, channel, patch.body, patch.mentions);
  const now = nowOf(deps);
  const message = await repo.updateMessage(ctx.db, messageId, { body: patch.body, mentions, edited_at: now });
  await fanOut(ctx, deps, id, TEAM_EVENTS.updated, { channel_id: id, message_id: messageId });
  const fresh = mentions.filter((m) => !row.message.mentions.includes(m));
  await announce(ctx, channel, message, fresh, now, false);
  const [view] = await viewMessages(ctx.db, [{ message, attachment: row.attachment }]);
  return view!;
}

/** The author deletes: the row stays (history keeps its order) and shows "message deleted". */
export async function deleteMessage(ctx: Ctx, deps: TeamChatDeps, id: string, messageId: string) {
  await ownMessage(ctx, id, messageId);
  const now = nowOf(deps);
  await repo.updateMessage(ctx.db, messageId, { body: '', mentions: [], deleted_at: now });
  await fanOut(ctx, deps, id, TEAM_EVENTS.updated, { channel_id: id, message_id: messageId });
}

export async function markRead(ctx: Ctx, id: string, seq: number) {
  const { me, member } = await readable(ctx, id);
  if (!member) return { last_read_seq: 0, unread_count: 0 };
  const row = await repo.markRead(ctx.db, id, me.id, seq);
  const unread = (await repo.unreadCounts(ctx.db, me.id, [id])).get(id) ?? 0;
  return { last_read_seq: row?.last_read_seq ?? 0, unread_count: unread };
}

export async function search(ctx: Ctx, q: string, limit: number): Promise<TeamSearchHit[]> {
  const me = requireActor(ctx);
  const rows = await repo.search(ctx.db, me.id, q, limit);
  const messages = await viewMessages(ctx.db, rows);
  const dms = rows.filter((r) => r.channel.kind === 'direct').map((r) => r.channel.id);
  const dmMembers = await repo.membersOf(ctx.db, dms);
  return rows.map((r, i) => ({
    message: messages[i]!,
    channel: {
      id: r.channel.id,
      kind: r.channel.kind,
      name:
        r.channel.kind === 'direct'
          ? (dmMembers.find((m) => m.channel_id === r.channel.id && m.user_id !== me.id)?.name ??
            'Direct message')
          : r.channel.name,
    },
  }));
}

// ---- attachments -------------------------------------------------------------------------------

/** Refuses before the upload is read when the caller may not post here. */
export async function assertCanUpload(ctx: Ctx, id: string): Promise<void> {
  const { channel, member } = await readable(ctx, id);
  if (channel.archived_at) throw new AppError('CONFLICT', 'This channel is archived');
  if (!member && channel.kind !== 'public') throw notFound();
}

export async function addAttachment(ctx: Ctx, deps: TeamChatDeps, id: string, file: ReceivedFile) {
  const { me } = await readable(ctx, id);
  const row = await storeAttachment(
    deps.storage,
    ctx.log,
    `team-chat/${id}`,
    file,
    ATTACHMENT_POLICY,
    (stored) => repo.insertAttachment(ctx.db, { channel_id: id, uploader_id: me.id, ...stored }),
  );
  return toAttachment(row);
}

/** Readers of the channel download a sent file (not of a deleted message); an unsent one only its uploader. */
export async function openAttachment(
  ctx: Ctx,
  deps: TeamChatDeps,
  id: string,
  attachmentId: string,
): Promise<OpenedFile> {
  const { me } = await readable(ctx, id);
  const row = await repo.findAttachment(ctx.db, id, attachmentId);
  if (row) {
    const message = await repo.messageOfAttachment(ctx.db, row.id);
    if (message ? message.deleted_at !== null : row.uploader_id !== me.id)
      throw new AppError('NOT_FOUND', 'Attachment not found');
  }
  return openStoredFile(deps.storage, row);
}
