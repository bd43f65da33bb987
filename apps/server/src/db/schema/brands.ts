import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('brands_slug_key').on(t.slug),
    uniqueIndex('brands_domain_key').on(t.domain),
    uniqueIndex('brands_referral_code_key').on(sql`lower(${t.referral_code})`),
  ],
);
