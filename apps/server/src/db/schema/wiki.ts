import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The staff wiki (`/admin/project-docs`): Markdown pages in a tree, ordered among siblings by
 * `position`. `revision` is the number of the newest `wiki_page_revisions` row: a save names the
 * revision it edited and is refused when it is no longer the newest (optimistic concurrency).
 * A parent cannot be deleted while it has children (`restrict`), which the service explains.
 * `search_vector` (generated, GIN indexed) serves word search on title and body; partial words
 * fall back to `LIKE` on the lower-cased `search_text` (pages are few; no trigram index needed).
 */
export const wikiPages = pgTable(
  'wiki_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parent_id: uuid('parent_id').references((): AnyPgColumn => wikiPages.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    revision: integer('revision').notNull().default(1),
    /** No foreign keys to users: names are copied so removing a user touches nothing here. */
    updated_by: uuid('updated_by'),
    updated_by_name: text('updated_by_name'),
    search_vector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'B')`,
      ),
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(coalesce(title, '') || ' ' || coalesce(body, ''))`),
    ...timestamps,
  },
  (t) => [
    index('wiki_pages_parent_position_idx').on(t.parent_id, t.position),
    index('wiki_pages_search_idx').using('gin', t.search_vector),
  ],
);

/** Every save of a wiki page (append-only): the full title and body, who saved it and when. */
export const wikiPageRevisions = pgTable(
  'wiki_page_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page_id: uuid('page_id')
      .notNull()
      .references(() => wikiPages.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    author_id: uuid('author_id'),
    author_name: text('author_name'),
    /** Set when this revision restored an older one. */
    restored_from: integer('restored_from'),
    ...timestamps,
  },
  (t) => [uniqueIndex('wiki_page_revisions_page_revision_key').on(t.page_id, t.revision)],
);
