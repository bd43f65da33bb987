import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * A white-label brand (a coach's company). Selected for a request by referral code, then by
 * domain, then the default brand; its owner's clients carry `brand_id`.
 */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Host name this brand is served on (lower-case, no port), e.g. `funding.acme.com`. */
    domain: text('domain'),
    /** Letters and digits only (spec §5); matched case-insensitively. */
    referral_code: text('referral_code'),
    logo_url: text('logo_url'),
    logo_white_url: text('logo_white_url'),
    logo_black_url: text('logo_black_url'),
    primary_color: text('primary_color'),
    secondary_color: text('secondary_color'),
    accent_color: text('accent_color'),
    /** Where this brand's clients write for help (shown on its pages). */
    support_email: text('support_email'),
    /** The postal address printed in the footer of every campaign e-mail (anti-spam laws ask for one). */
    postal_address: text('postal_address'),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('brands_slug_key').on(t.slug),
    uniqueIndex('brands_domain_key').on(t.domain),
    uniqueIndex('brands_referral_code_key').on(sql`lower(${t.referral_code})`),
  ],
);

/** Sections and design of one page, as the contracts' `pageContentSchema` holds them. */
export interface StoredPageContent {
  design: 'ecommerce' | 'travel' | 'manila' | 'default' | null;
  sections: Array<{ id: string; type: string } & Record<string, unknown>>;
}

/**
 * The editable landing and login pages of a brand: one row per brand, page (`landing`, `login`)
 * and domain context (`ecommerce`, `travel`, `manila`, `default`), holding the draft. Each
 * publish adds a `brand_page_versions` row; the newest version is what visitors see.
 */
export const brandPages = pgTable(
  'brand_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    context: text('context').notNull(),
    draft: jsonb('draft').$type<StoredPageContent>().notNull(),
    draft_updated_at: timestamp('draft_updated_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('brand_pages_brand_page_context_key').on(t.brand_id, t.page, t.context)],
);

/** Published versions of a brand page (append-only; restore copies one back into the draft). */
export const brandPageVersions = pgTable(
  'brand_page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page_id: uuid('page_id')
      .notNull()
      .references(() => brandPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<StoredPageContent>().notNull(),
    published_at: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** No foreign key: like the audit log, the name is copied so removing a user touches nothing. */
    published_by: uuid('published_by'),
    published_by_name: text('published_by_name'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('brand_page_versions_page_version_key').on(t.page_id, t.version),
    index('brand_page_versions_page_idx').on(t.page_id, t.version.desc()),
  ],
);
