import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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

/**
 * Documents (issue 7/8, ADR 017): each user's folders and documents with their versions, and the
 * staff library of templates shared to clients. Task and ticket files are not copied here: the
 * `documents` module lists them from their owners as read-only, virtual documents.
 */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The three defaults every user has (`uploads`, `shared`, `tickets`), or a folder of their own. */
    kind: text('kind').$type<'uploads' | 'shared' | 'tickets' | 'custom'>().notNull(),
    ...timestamps,
  },
  (t) => [
    index('document_folders_user_idx').on(t.user_id),
    uniqueIndex('document_folders_default_key').on(t.user_id, t.kind).where(sql`kind <> 'custom'`),
  ],
);

/** One file's versions; template files are versions without a document. Bytes: the storage adapter. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    document_id: uuid('document_id').references((): AnyPgColumn => documents.id, { onDelete: 'cascade' }),
    number: integer('number').notNull().default(1),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    content_type: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('document_versions_document_idx').on(t.document_id, t.number)],
);

/** The staff library: files to share with clients (soft-deleted, so shared copies keep their bytes). */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    version_id: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'restrict' }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('document_templates_title_idx').on(t.title)],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder_id: uuid('folder_id')
      .notNull()
      .references(() => documentFolders.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** `upload` (the owner's own) or `shared` (from the staff library). */
    source: text('source').$type<'upload' | 'shared'>().notNull(),
    current_version_id: uuid('current_version_id').references((): AnyPgColumn => documentVersions.id, {
      onDelete: 'set null',
    }),
    shared_by: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
    template_id: uuid('template_id').references(() => documentTemplates.id, { onDelete: 'set null' }),
    /** Soft delete: the row and its versions stay for the record, the owner no longer sees it. */
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('documents_user_idx').on(t.user_id, t.folder_id)],
);
