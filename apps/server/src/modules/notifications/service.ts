/**
 * Notifications (ADR 007): one `notify(userId, type, content)` for every feature's events. It
 * stores the in-app row, pushes it on the user's realtime topic with the new unread count, and
 * enqueues the e-mail as a job (so a slow SMTP server never slows the request that emitted the
 * event), each as the user's preferences for that type allow.
 */
import {
  ANNOUNCEMENT_SCHEDULE_MAX_DAYS,
  type Announcement,
  type AnnouncementStatus,
  announcementAudienceSchema,
  type NewAnnouncement,
  NOTIFICATION_CREATED_EVENT,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_READ_EVENT,
  type Notification,
  type NotificationPreference,
  type NotificationType,
  notificationTypeSchema,
  notificationTypesFor,
} from '@fundpath/contracts/notifications';
import type { MailAttachment, Mailer } from '../../adapters/mail';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { Realtime, RealtimeEvent } from '../../platform/realtime';
import type { UserRow } from '../../platform/sessions';
import * as repo from './repo';

export const EMAIL_JOB = 'notifications.email';
/** Delivers a scheduled announcement at its time. */
export const ANNOUNCEMENT_JOB = 'notifications.announcement';

declare module '../../platform/jobs' {
  interface JobData {
    'notifications.email': { notificationId: string };
    'notifications.announcement': { announcementId: string };
  }
}

/** What notify() needs: no Fastify types, so listeners, jobs and routes share it. */
export interface NotificationsDeps {
  db: Db;
  realtime: Pick<Realtime, 'publishMany'>;
  jobs: Pick<Jobs, 'send' | 'sendInTx'>;
  mailer: Mailer;
  /** Base of links in e-mails (PUBLIC_URL); relative links when unset. */
  publicUrl: string | null;
  /** Files an e-mail of this notification carries (a booking's calendar invite); none when unset. */
  attachmentsFor?: (row: repo.NotificationRow) => Promise<MailAttachment[]>;
  log: {
    error: (obj: object, msg?: string) => void;
    warn: (obj: object, msg?: string) => void;
    info: (obj: object, msg?: string) => void;
  };
}

export interface NotificationContent {
  title: string;
  body?: string;
  /** In-app path the notification opens. */
  link?: string | null;
  /** Small ids for the web (ticket_id, step_number…). */
  data?: Record<string, unknown>;
  announcement_id?: string;
}

/** Longest body stored (and pushed: realtime payloads stay far under the NOTIFY limit). */
export const BODY_MAX = 2_000;
/** Announcements per admin per hour. */
export const ANNOUNCEMENTS_PER_HOUR = 10;
/** Rows per insert / events per NOTIFY statement when an announcement fans out. */
const BATCH = 500;

export const excerpt = (text: string, max = 280) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    type: notificationTypeSchema.catch('announcement').parse(row.type),
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

type Choice = { in_app: boolean; email: boolean };
const choiceOf = (type: NotificationType, saved: Choice | undefined): Choice =>
  saved ?? NOTIFICATION_TYPES[type].defaults;

/**
 * Notifies each of `userIds` (deduplicated; `except` skipped, e.g. the person who acted) of one
 * event. Runs after the emitting transaction committed; a failing push or enqueue is logged.
 */
export async function notify(
  deps: NotificationsDeps,
  userIds: string | readonly string[],
  type: NotificationType,
  content: NotificationContent,
  opts: { except?: string | null } = {},
): Promise<repo.NotificationRow[]> {
  const ids = [...new Set(typeof userIds === 'string' ? [userIds] : userIds)].filter(
    (id) => id && id !== opts.except,
  );
  const out: repo.NotificationRow[] = [];
  for (let i = 0; i < ids.length; i += BATCH) {
    out.push(...(await notifyBatch(deps, ids.slice(i, i + BATCH), type, content)));
  }
  return out;
}

async function notifyBatch(
  deps: NotificationsDeps,
  ids: string[],
  type: NotificationType,
  content: NotificationContent,
): Promise<repo.NotificationRow[]> {
  // Only users whose role receives this type (a staff member pulling their own test report, say).
  const receivers = (await repo.findRecipients(deps.db, ids))
    .filter((u) => notificationTypesFor(u.role).includes(type))
    .map((u) => u.id);
  const saved = await repo.preferencesFor(deps.db, receivers, type);
  const values: repo.NewNotificationRow[] = [];
  for (const id of receivers) {
    const choice = choiceOf(type, saved.get(id));
    // Nothing to show and nothing to send: no row at all.
    if (!choice.in_app && !choice.email) continue;
    values.push({
      user_id: id,
      type,
      title: content.title,
      body: excerpt(content.body ?? '', BODY_MAX),
      link: content.link ?? null,
      data: content.data ?? {},
      announcement_id: content.announcement_id ?? null,
      in_app: choice.in_app,
    });
  }
  const rows = await repo.insertNotifications(deps.db, values);

  const shown = rows.filter((r) => r.in_app);
  if (shown.length > 0) {
    try {
      const counts = await repo.unreadCounts(
        deps.db,
        shown.map((r) => r.user_id),
      );
      const events: RealtimeEvent[] = shown.map((r) => ({
        topic: `user:${r.user_id}`,
        event: NOTIFICATION_CREATED_EVENT,
        data: { notification: toNotification(r), unread_count: counts.get(r.user_id) ?? 0 },
      }));
      await deps.realtime.publishMany(events);
    } catch (err) {
      deps.log.warn({ err, type }, 'notifications: realtime push failed');
    }
  }

  for (const r of rows) {
    if (!choiceOf(type, saved.get(r.user_id)).email) continue;
    try {
      await deps.jobs.send(EMAIL_JOB, { notificationId: r.id }, { singletonKey: r.id, retryLimit: 5 });
    } catch (err) {
      deps.log.error({ err, type, notification_id: r.id }, 'notifications: e-mail not enqueued');
    }
  }
  return rows;
}

// ---- e-mail (the `notifications.email` job) ------------------------------------------------

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderEmail(
  row: Pick<repo.NotificationRow, 'type' | 'title' | 'body' | 'link'>,
  recipient: { display_name: string },
  publicUrl: string | null,
) {
  const url = row.link ? `${publicUrl ?? ''}${row.link}` : null;
  const label = NOTIFICATION_TYPES[notificationTypeSchema.catch('announcement').parse(row.type)].label;
  const footer = `You get this e-mail for "${label}". Change which e-mails you get in your notification settings.`;
  const text = [
    `Hi ${recipient.display_name},`,
    '',
    row.title,
    ...(row.body ? ['', row.body] : []),
    ...(url ? ['', `Open it: ${url}`] : []),
    '',
    '--',
    footer,
  ].join('\n');
  const paragraphs = row.body
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    `<p>Hi ${escapeHtml(recipient.display_name)},</p>`,
    `<p><strong>${escapeHtml(row.title)}</strong></p>`,
    paragraphs,
    url ? `<p><a href="${escapeHtml(url)}">Open it in FundPath</a></p>` : '',
    `<hr><p style="font-size:12px;color:#666">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: row.title, text, html };
}

/** The job: renders the notification and sends it through the mail adapter. Throws to retry. */
export async function sendEmail(deps: NotificationsDeps, notificationId: string): Promise<void> {
  const row = await repo.findNotification(deps.db, notificationId);
  if (!row) return; // deleted with its user or announcement: nothing to send
  const recipient = await repo.findRecipient(deps.db, row.user_id);
  if (!recipient) return;
  const mail = renderEmail(row, recipient, deps.publicUrl);
  let attachments: MailAttachment[] = [];
  try {
    attachments = (await deps.attachmentsFor?.(row)) ?? [];
  } catch (err) {
    // The message matters more than its invite: send it without.
    deps.log.warn({ err, notification_id: row.id }, 'notifications: attachments failed');
  }
  await deps.mailer.send({ to: recipient.email, ...mail, ...(attachments.length ? { attachments } : {}) });
}

// ---- the signed-in user's own notifications ------------------------------------------------

function requireActor(ctx: Ctx): UserRow {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return ctx.actor;
}

const encodeCursor = (row: repo.NotificationRow) =>
  Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { created_at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const created_at = new Date(at ?? '');
  if (!id || Number.isNaN(created_at.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor');
  }
  return { created_at, id };
}

export async function listOwn(ctx: Ctx, q: { unread?: boolean; cursor?: string; limit: number }) {
  const actor = requireActor(ctx);
  const rows = await repo.listNotifications(ctx.db, actor.id, {
    unread: q.unread,
    before: q.cursor ? decodeCursor(q.cursor) : undefined,
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  return {
    notifications: page.map(toNotification),
    unread_count: await repo.unreadCount(ctx.db, actor.id),
    next_cursor: rows.length > q.limit ? encodeCursor(page.at(-1)!) : null,
  };
}

export async function unreadCount(ctx: Ctx): Promise<number> {
  return repo.unreadCount(ctx.db, requireActor(ctx).id);
}

/** Tells the user's other tabs the new count. */
async function pushCount(ctx: Ctx, realtime: Pick<Realtime, 'publishMany'>, userId: string, count: number) {
  try {
    await realtime.publishMany([
      { topic: `user:${userId}`, event: NOTIFICATIONS_READ_EVENT, data: { unread_count: count } },
    ]);
  } catch (err) {
    ctx.log.warn({ err }, 'notifications: realtime push failed');
  }
}

/** Marks one of the actor's notifications read; another user's id is a 404, like a missing one. */
export async function markRead(ctx: Ctx, realtime: Pick<Realtime, 'publishMany'>, id: string) {
  const actor = requireActor(ctx);
  const before = await repo.findNotification(ctx.db, id);
  const row = await repo.markRead(ctx.db, actor.id, id, new Date());
  if (!row) throw notFound('Notification not found');
  const count = await repo.unreadCount(ctx.db, actor.id);
  if (before && !before.read_at) await pushCount(ctx, realtime, actor.id, count);
  return { notification: toNotification(row), unread_count: count };
}

export async function markAllRead(ctx: Ctx, realtime: Pick<Realtime, 'publishMany'>) {
  const actor = requireActor(ctx);
  const updated = await repo.markAllRead(ctx.db, actor.id, new Date());
  const count = await repo.unreadCount(ctx.db, actor.id);
  if (updated > 0) await pushCount(ctx, realtime, actor.id, count);
  return { updated, unread_count: count };
}

/** Every type the actor can receive, with their saved choice or the type's defaults. */
export async function getPreferences(ctx: Ctx): Promise<NotificationPreference[]> {
  const actor = requireActor(ctx);
  const saved = new Map((await repo.preferencesOf(ctx.db, actor.id)).map((p) => [p.type, p]));
  return notificationTypesFor(actor.role).map((type) => {
    const choice = choiceOf(type, saved.get(type));
    return { type, in_app: choice.in_app, email: choice.email };
  });
}

export async function setPreferences(ctx: Ctx, prefs: NotificationPreference[]) {
  const actor = requireActor(ctx);
  const allowed = new Set(notificationTypesFor(actor.role));
  const unknown = prefs.filter((p) => !allowed.has(p.type)).map((p) => p.type);
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', `You do not receive these notifications: ${unknown.join(', ')}`);
  }
  const byType = new Map(prefs.map((p) => [p.type, p]));
  await repo.savePreferences(ctx.db, actor.id, [...byType.values()]);
  return getPreferences(ctx);
}

// ---- announcements (admin) -----------------------------------------------------------------

function announcementStatus(row: repo.AnnouncementRow): AnnouncementStatus {
  if (row.canceled_at) return 'canceled';
  if (row.delivered_at) return 'sent';
  if (row.sent_at) return 'sending';
  return 'scheduled';
}

function toAnnouncement(
  row: repo.AnnouncementRow,
  extra: { sender_name: string | null; read_count: number },
): Announcement {
  return {
    id: row.id,
    audience: announcementAudienceSchema.catch('all').parse(row.audience),
    title: row.title,
    body: row.body,
    link: row.link,
    sender_name: extra.sender_name,
    recipients: row.recipients,
    read_count: extra.read_count,
    status: announcementStatus(row),
    send_at: row.send_at?.toISOString() ?? null,
    sent_at: row.sent_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** The scheduled time of a new announcement, or null to send now; refuses the past and the far future. */
function scheduledTime(sendAt: string | undefined, now = Date.now()): Date | null {
  if (sendAt === undefined) return null;
  const at = new Date(sendAt);
  const refuse = (message: string) =>
    new AppError('VALIDATION_FAILED', message, { errors: { send_at: message } });
  if (at.getTime() <= now) throw refuse('Choose a time in the future');
  if (at.getTime() > now + ANNOUNCEMENT_SCHEDULE_MAX_DAYS * 86_400_000) {
    throw refuse(`Schedule at most ${ANNOUNCEMENT_SCHEDULE_MAX_DAYS} days ahead`);
  }
  return at;
}

/**
 * An admin's announcement to a role or to everyone: delivered now, or stored with its time and a
 * delayed job (in the same transaction, so neither exists without the other) that delivers it.
 */
export async function sendAnnouncement(ctx: Ctx, deps: NotificationsDeps, input: NewAnnouncement) {
  const actor = requireActor(ctx);
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  if ((await repo.announcementsSentSince(ctx.db, actor.id, hourAgo)) >= ANNOUNCEMENTS_PER_HOUR) {
    throw new AppError(
      'RATE_LIMITED',
      `At most ${ANNOUNCEMENTS_PER_HOUR} announcements an hour; try again later`,
      undefined,
      { 'retry-after': '600' },
    );
  }
  const audience = announcementAudienceSchema.parse(input.audience);
  const sendAt = scheduledTime(input.send_at);
  const values = {
    sender_id: actor.id,
    audience,
    title: input.title,
    body: input.body,
    link: input.link || null,
    send_at: sendAt,
  };
  const extra = { sender_name: actor.display_name, read_count: 0 };
  if (sendAt) {
    const row = await ctx.db.transaction(async (tx) => {
      const created = await repo.insertAnnouncement(tx, values);
      await deps.jobs.sendInTx(
        tx,
        ANNOUNCEMENT_JOB,
        { announcementId: created.id },
        { startAfter: sendAt, singletonKey: `announcement:${created.id}`, retryLimit: 5 },
      );
      // (scheduleDelivery's options, inside the transaction.)
      return created;
    });
    ctx.log.info({ announcement_id: row.id, audience, send_at: sendAt }, 'announcement scheduled');
    return toAnnouncement(row, extra);
  }
  const created = await repo.insertAnnouncement(ctx.db, values);
  return toAnnouncement((await deliverAnnouncement(deps, created.id)) ?? created, extra);
}

/**
 * Delivers an announcement to everyone in its audience now, exactly once: the claim refuses a
 * canceled or delivered one, and a retried delivery (a worker died half-way) skips the recipients
 * who already have their row. Answers the delivered row, or undefined when there was nothing to do.
 */
export async function deliverAnnouncement(
  deps: NotificationsDeps,
  id: string,
): Promise<repo.AnnouncementRow | undefined> {
  const claimed = await repo.claimAnnouncement(deps.db, id);
  if (!claimed) return undefined;
  const audience = announcementAudienceSchema.catch('all').parse(claimed.audience);
  const ids = await repo.audienceIds(deps.db, audience);
  const rows = await notify(deps, ids, 'announcement', {
    title: claimed.title,
    body: claimed.body,
    link: claimed.link,
    data: { announcement_id: claimed.id },
    announcement_id: claimed.id,
  });
  const done = await repo.finishAnnouncement(deps.db, id, ids.length);
  deps.log.info(
    { announcement_id: id, audience, recipients: ids.length, rows: rows.length },
    'announcement sent',
  );
  return done;
}

/** The delivery job of a scheduled announcement; a second send for the same one is a no-op. */
export function scheduleDelivery(jobs: Pick<Jobs, 'send'>, id: string, at: Date) {
  return jobs.send(
    ANNOUNCEMENT_JOB,
    { announcementId: id },
    { startAfter: at, singletonKey: `announcement:${id}`, retryLimit: 5 },
  );
}

/**
 * At start: every scheduled announcement has its job (one seeded or restored from a backup
 * without the job tables, say); one whose time passed while no instance ran goes out now.
 */
export async function ensureScheduledDeliveries(
  deps: Pick<NotificationsDeps, 'db' | 'jobs'>,
): Promise<number> {
  const pending = await repo.pendingAnnouncements(deps.db);
  for (const a of pending) await scheduleDelivery(deps.jobs, a.id, a.send_at);
  return pending.length;
}

/** Cancels a scheduled announcement before its job starts delivering it. */
export async function cancelAnnouncement(ctx: Ctx, id: string) {
  requireActor(ctx);
  const row = await repo.cancelAnnouncement(ctx.db, id);
  if (row) return toAnnouncement(row, { sender_name: null, read_count: 0 });
  const existing = await repo.findAnnouncement(ctx.db, id);
  if (!existing) throw notFound('Announcement not found');
  throw new AppError(
    'CONFLICT',
    existing.canceled_at
      ? 'This announcement was already canceled'
      : 'This announcement has already been sent',
  );
}

export async function listAnnouncements(ctx: Ctx, query: { page: number; per_page: number }) {
  const { rows, total } = await repo.listAnnouncements(ctx.db, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    announcements: rows.map(({ sender_name, read_count, ...row }) =>
      toAnnouncement({ ...row, sender_id: null, updated_at: row.created_at }, { sender_name, read_count }),
    ),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export type { NewAnnouncement };
