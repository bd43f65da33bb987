import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Mail written by the outbox adapter (no SMTP configured), and a record of what SMTP sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    /** Attachments of outbox mail (small text files such as a calendar invite); names only for SMTP. */
    attachments: jsonb('attachments')
      .$type<Array<{ filename: string; content_type: string; content?: string }>>()
      .notNull()
      .default([]),
    /** Extra headers the message carried (List-Unsubscribe…). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    transport: text('transport').$type<'outbox' | 'smtp'>().notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('mail_outbox_created_idx').on(t.created_at)],
);
