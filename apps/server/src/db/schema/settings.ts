import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Run-time overrides of the platform's settings (`/admin/config`): one row per overridden key.
 * Plain values in `value`; secrets only in `secret`, encrypted with the app secret (AES-GCM, the
 * key as context). A change NOTIFYs every instance to reload (migration 0017).
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<string | number>(),
  secret: text('secret'),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
