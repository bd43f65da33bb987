import type { TicketCategory, TicketPriority, TicketStatus } from '@fundpath/contracts/support';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * Support tickets. `ticket_number` (FP-000123) is derived from a sequence so it is short, unique
 * and never reused. `message_text` holds the text of the visible (non-internal) messages, kept
 * by the service in the same transaction as each message, so `search_vector` (generated, GIN
 * indexed) covers title, description and the visible thread and never an internal note.
 * Trigram indexes for number and partial-word search live in the custom `support_search` and
 * `support_search_text` migrations (pg_trgm is optional on embedded PGlite).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticket_seq: bigserial('ticket_seq', { mode: 'number' }).notNull(),
    ticket_number: text('ticket_number')
      .notNull()
      .generatedAlwaysAs(
        sql`'FP-' || CASE WHEN ticket_seq < 1000000 THEN lpad(ticket_seq::text, 6, '0') ELSE ticket_seq::text END`,
      ),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    priority: text('priority').$type<TicketPriority>().notNull().default('medium'),
    category: text('category').$type<TicketCategory>().notNull().default('general'),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigned_to: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
    /** When the ticket last entered resolved or closed from an active status; null while active. */
    resolved_at: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    sla_due_date: timestamp('sla_due_date', { withTimezone: true, mode: 'date' }).notNull(),
    first_response_at: timestamp('first_response_at', { withTimezone: true, mode: 'date' }),
    /** Visible (non-internal) messages; internal notes are counted apart so clients never see them. */
    messages_count: integer('messages_count').notNull().default(0),
    internal_count: integer('internal_count').notNull().default(0),
    message_text: text('message_text').notNull().default(''),
    search_vector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('english', coalesce(message_text, '')), 'C')`,
      ),
    /**
     * Lower-cased title and description for partial (infix) search: `LIKE` on a stored lower-case
     * copy skips the per-row lower() and concatenation that `ILIKE` on the expression pays, which
     * is most of the cost of a common fragment. Trigram-indexed in `0007_support_search_text`.
     */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(coalesce(title, '') || ' ' || coalesce(description, ''))`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('support_tickets_seq_key').on(t.ticket_seq),
    index('support_tickets_user_updated_idx').on(t.user_id, t.updated_at.desc()),
    index('support_tickets_status_updated_idx').on(t.status, t.updated_at.desc()),
    index('support_tickets_assigned_updated_idx').on(t.assigned_to, t.updated_at.desc()),
    index('support_tickets_updated_idx').on(t.updated_at.desc()),
    index('support_tickets_search_idx').using('gin', t.search_vector),
  ],
);

/** A ticket's thread: client and staff replies, and staff-only internal notes (is_internal). */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticket_id: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    is_internal: boolean('is_internal').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticket_id, t.created_at)],
);

/** Files on a ticket (optionally on one message). Internal when staff say so or the message is a note. */
export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticket_id: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    message_id: uuid('message_id').references(() => supportTicketMessages.id, { onDelete: 'set null' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The uploader's name, cleaned for Content-Disposition; never used as a path. */
    file_name: text('file_name').notNull(),
    /** The sniffed type, not what the browser claimed. */
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    storage_key: text('storage_key').notNull(),
    is_internal: boolean('is_internal').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('support_ticket_attachments_ticket_idx').on(t.ticket_id, t.created_at)],
);

/** Who changed what on a ticket, from → to, and when. Internal entries are for staff eyes only. */
export const supportTicketActivity = pgTable(
  'support_ticket_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticket_id: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    field: text('field'),
    from_value: text('from_value'),
    to_value: text('to_value'),
    is_internal: boolean('is_internal').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('support_ticket_activity_ticket_idx').on(t.ticket_id, t.created_at)],
);
