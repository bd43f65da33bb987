/**
 * Notifications (ADR 007): one `notify(userId, type, content)` for every feature's events. It
 * stores the in-app row, pushes it on the user's realtime topic with the new unread count, and
 * enqueues the e-mail as a job (so a slow SMTP server never slows the request that emitted the
 * event), each as the user's preferences for that type allow.
 */
import {
  type AnnouncementAudience,
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
import type { Mailer } from '../../adapters/mail';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { Realtime, RealtimeEvent } from '../../platform/realtime';
import type { UserRow } from '../../platform/sessions';
import * as repo from './repo';

export const EMAIL_JOB = 'notifications.email';

declare module '../../platform/jobs' {
  interface JobData {
    'notifications.email': { notificationId: string };
  }
}

/** What notify() needs: no Fastify types, so listeners, jobs and routes share it. */
export interface NotificationsDeps {
  db: Db;
  realtime: Pick<Realtime, 'publishMany'>;
  jobs: Pick<Jobs, 'send'>;
  mailer: Mailer;
  /** Base of links in e-mails (PUBLIC_URL); relative links when unset. */
  publicUrl: string | null;
  log: { error: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
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

const escapeHtml = (s: string) =>
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
  await deps.mailer.send({ to: recipient.email, ...mail });
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

export async function sendAnnouncement(
  ctx: Ctx,
  deps: NotificationsDeps,
  input: { audience: AnnouncementAudience; title: string; body: string; link?: string },
) {
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
  const row = await repo.insertAnnouncement(ctx.db, {
    sender_id: actor.id,
    audience,
    title: input.title,
    body: input.body,
    link: input.link ?? null,
  });
  const ids = await repo.audienceIds(ctx.db, audience);
  const sent = await notify(deps, ids, 'announcement', {
    title: input.title,
    body: input.body,
    link: input.link ?? null,
    data: { announcement_id: row.id },
    announcement_id: row.id,
  });
  await repo.setAnnouncementRecipients(ctx.db, row.id, ids.length);
  ctx.log.info(
    { announcement_id: row.id, audience, recipients: ids.length, rows: sent.length },
    'announcement sent',
  );
  return {
    id: row.id,
    audience,
    title: row.title,
    body: row.body,
    link: row.link,
    sender_name: actor.display_name,
    recipients: ids.length,
    read_count: 0,
    created_at: row.created_at.toISOString(),
  };
}

export async function listAnnouncements(ctx: Ctx, query: { page: number; per_page: number }) {
  const { rows, total } = await repo.listAnnouncements(ctx.db, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    announcements: rows.map((r) => ({
      ...r,
      audience: announcementAudienceSchema.catch('all').parse(r.audience),
      created_at: r.created_at.toISOString(),
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export type { NewAnnouncement };
