import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Idempotency-Key records (platform/idempotency.ts): the first request with a key claims it in
 * the same transaction as the work and records what it created, so a retry of a request whose
 * answer was lost (a timeout, a dropped connection) gets that resource back instead of a duplicate.
 * Kept for 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the key was used for, e.g. `tickets.create` or `tickets.message:<ticket id>`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of what the first request asked for: the same key with another request is refused. */
    request_hash: text('request_hash').notNull(),
    /** The id of what the first request created; null only inside its transaction. */
    resource_id: uuid('resource_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
