import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../../db/schema';
import type { Db } from '../../platform/db';

/** A small text attachment (a calendar invite); SMTP gets it as a MIME part, the outbox stores it. */
export interface MailAttachment {
  filename: string;
  /** With parameters when they matter, e.g. `text/calendar; method=REQUEST; charset=utf-8`. */
  content_type: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Extra headers, e.g. `List-Unsubscribe: <https://…/u/TOKEN>, <mailto:…>` and
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058) on campaign mail.
   */
  headers?: Record<string, string>;
  /** Display name for the sender (a coach's own name); the address stays the platform's sender. */
  from_name?: string;
  reply_to?: string;
}

/**
 * Why a message was not delivered, as far as the transport can tell (campaign sends decide from
 * it whether a retry could send twice):
 * - `bounced`: the server refused the recipient permanently (5xx to RCPT TO): a hard bounce;
 * - `not_accepted`: the server never took the message (no connection, refused sender, a reply
 *   refusing the data, a temporary 4xx): safe to try again (`permanent` when the reply was 5xx);
 * - `uncertain`: the connection broke or timed out where the server may already have it.
 */
export class MailDeliveryError extends Error {
  constructor(
    readonly kind: 'bounced' | 'not_accepted' | 'uncertain',
    message: string,
    readonly responseCode: number | null = null,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** Sorts a nodemailer error into a {@link MailDeliveryError}. */
export function classifySmtpError(err: unknown): MailDeliveryError {
  const e = (err ?? {}) as { code?: string; responseCode?: number; command?: string; message?: string };
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  const message = (e.message ?? 'mail transport error').slice(0, 300);
  if (e.code === 'EENVELOPE' && e.command === 'RCPT TO' && code !== null && code >= 500)
    return new MailDeliveryError('bounced', message, code, true);
  if (
    e.code === 'EENVELOPE' ||
    e.code === 'EMESSAGE' ||
    e.code === 'ECONNECTION' ||
    e.code === 'EAUTH' ||
    e.code === 'EDNS' ||
    e.code === 'ETLS' ||
    e.code === 'EREQUIRETLS' ||
    e.code === 'EOAUTH2' ||
    (e.code === 'ETIMEDOUT' && e.command === 'CONN')
  )
    return new MailDeliveryError('not_accepted', message, code, code !== null && code >= 500);
  return new MailDeliveryError('uncertain', message, code);
}

/** `Name <address>` → `address` (the configured sender may be written either way). */
export function senderAddress(from: string): string {
  const m = /<([^<>\s]+)>\s*$/.exec(from);
  return (m ? m[1]! : from).trim();
}

/** Sends mail. Two implementations: SMTP (SMTP_URL) and the outbox table (default). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * Embedded default: mail goes to the `mail_outbox` table and the server log, so a fresh install
 * can complete a password reset with no mail server.
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        attachments: (message.attachments ?? []).map((a) => ({ ...a })),
        headers: { ...(message.headers ?? {}) },
        transport: 'outbox',
      });
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail (outbox): ${message.subject}\n${message.text}`,
      );
    },
  };
}

export function createSmtpMailer(db: Db, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const { attachments = [], headers, from_name, reply_to, ...rest } = message;
      const sendMail = transport.sendMail({
        from: from_name ? { name: from_name, address: senderAddress(from) } : from,
        ...rest,
        ...(headers && Object.keys(headers).length ? { headers } : {}),
        ...(reply_to ? { replyTo: reply_to } : {}),
        ...(attachments.length
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                content: a.content,
                contentType: a.content_type,
              })),
            }
          : {}),
      });
      try {
        await sendMail;
      } catch (err) {
        throw classifySmtpError(err);
      }
      await db.insert(mailOutbox).values({
        to_address: message.to,
        subject: message.subject,
        text_body: '(sent via SMTP; body not retained)',
        headers: { ...(message.headers ?? {}) },
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          content_type: a.content_type,
        })),
        transport: 'smtp',
        sent_at: new Date(),
      });
    },
  };
}

/**
 * The mailer whose transport follows the run-time settings: SMTP while an SMTP URL is in effect
 * (one transport per URL, made on first use), the outbox otherwise; the sender is read per message.
 */
export function createSwitchingMailer(
  db: Db,
  log: FastifyBaseLogger,
  current: () => { smtpUrl: string | null; from: string },
): Mailer {
  const outbox = createOutboxMailer(db, log);
  let smtp: { url: string; mailer: Mailer } | null = null;
  const pick = (): Mailer => {
    const { smtpUrl, from } = current();
    if (!smtpUrl) return outbox;
    if (smtp?.url !== `${smtpUrl}\n${from}`)
      smtp = { url: `${smtpUrl}\n${from}`, mailer: createSmtpMailer(db, smtpUrl, from) };
    return smtp.mailer;
  };
  return {
    get kind() {
      return current().smtpUrl ? ('smtp' as const) : ('outbox' as const);
    },
    send: (message) => pick().send(message),
  };
}
