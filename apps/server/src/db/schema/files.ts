import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * The admin file library (`/admin/file-upload`, `/admin/chunked-upload`): files staff share by
 * link (brochures, lender forms, recordings). Bytes live in the storage adapter under
 * `library/<id>.<ext>`; a link opens only for a signed-in staff member.
 */
export const libraryFiles = pgTable(
  'library_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    content_type: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storage_key: text('storage_key').notNull(),
    /** `form` (one request) or `tus` (resumable, chunked). */
    via: text('via').$type<'form' | 'tus'>().notNull(),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('library_files_created_idx').on(t.created_at.desc())],
);
