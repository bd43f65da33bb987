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
      const { attachments = [], ...rest } = message;
      await transport.sendMail({
        from,
        ...rest,
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
      await db.insert(mailOutbox).values({
        to_address: message.to,
        subject: message.subject,
        text_body: '(sent via SMTP; body not retained)',
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
