/**
 * The coach's website (module `sites`, issue 17 part 3, ADR 020): one site per client (coach),
 * its pages as ordered sections (drafts), the published versions (a snapshot of every page), and
 * the images the coach uploaded for it.
 */
import type { SiteDesign, SitePageKind, SiteSection } from '@fundpath/contracts/sites';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The coach (a client account); one site each. */
    client_id: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `/site/{slug}`: lower-case, unique, never a reserved word (contracts `siteSlugSchema`). */
    slug: text('slug').notNull(),
    design: text('design').$type<SiteDesign>().notNull(),
    seo_title: text('seo_title'),
    seo_description: text('seo_description'),
    /** An uploaded image's path (`/api/sites/images/…`) or an https URL. */
    og_image: text('og_image'),
    /** A host name the coach points at the platform; served only once `domain_verified_at` is set. */
    custom_domain: text('custom_domain'),
    /** The TXT record value proving control of `custom_domain` (random, made with the domain). */
    domain_token: text('domain_token'),
    domain_verified_at: at('domain_verified_at'),
    domain_checked_at: at('domain_checked_at'),
    domain_check_message: text('domain_check_message'),
    /** The live version (null: not published, or unpublished). */
    published_version: integer('published_version'),
    published_at: at('published_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sites_client_key').on(t.client_id),
    uniqueIndex('sites_slug_key').on(t.slug),
    uniqueIndex('sites_custom_domain_key').on(t.custom_domain).where(sql`${t.custom_domain} is not null`),
  ],
);

export const sitePages = pgTable(
  'site_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site_id: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SitePageKind>().notNull(),
    /** `home` for the home page; the path segment of any other. Unique within the site. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    /** The draft: what the editor saved, checked against the contract. */
    sections: jsonb('sections').$type<SiteSection[]>().notNull().default([]),
    /** When the sections were last saved (the editor's stale-save check). */
    draft_updated_at: at('draft_updated_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('site_pages_slug_key').on(t.site_id, t.slug),
    index('site_pages_site_idx').on(t.site_id),
  ],
);

/** What a published version holds: every page and the versioned settings, as they were. */
export interface SiteSnapshot {
  design: SiteDesign;
  seo_title: string | null;
  seo_description: string | null;
  og_image: string | null;
  pages: Array<{
    id: string;
    kind: SitePageKind;
    slug: string;
    title: string;
    position: number;
    sections: SiteSection[];
  }>;
}

export const siteVersions = pgTable(
  'site_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site_id: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<SiteSnapshot>().notNull(),
    published_by: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    published_at: at('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_versions_version_key').on(t.site_id, t.version)],
);

export const siteImages = pgTable(
  'site_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site_id: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    ...timestamps,
  },
  (t) => [index('site_images_site_idx').on(t.site_id, t.created_at)],
);
