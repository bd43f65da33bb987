import type { MarketingLinkKind } from '@fundpath/contracts/marketing';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The coach's tracked short links (issue 8/8, `/go/{code}`): one per destination the coach has
 * (website, store, each booking link, travel site, referral link). The row names the kind of
 * destination, never a URL: the redirect works out the owner's current destination when it is
 * followed, so a code can only ever lead to that coach's own page (no open redirect).
 */
export const marketingLinks = pgTable(
  'marketing_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MarketingLinkKind>().notNull(),
    /** Which one of the kind: the booking link's id for `booking`, empty for the others. */
    target_id: text('target_id').notNull().default(''),
    /** Upper-case, {@link MARKETING_CODE_LENGTH} characters; unique. */
    code: text('code').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('marketing_links_code_key').on(t.code),
    uniqueIndex('marketing_links_target_key').on(t.owner_id, t.kind, t.target_id),
    check('marketing_links_kind', sql`${t.kind} in ('website', 'store', 'booking', 'travel', 'referral')`),
  ],
);

/**
 * Counted visits through a short link: one row per link, visitor and time window (`window_start`,
 * the start of the dedupe window), so reloading or scanning twice inside the window counts once
 * and two requests racing insert one row. `visitor` is a keyed hash of the address and browser
 * together with the window (never stored in the clear, not linkable across windows).
 */
export const marketingClicks = pgTable(
  'marketing_clicks',
  {
    link_id: uuid('link_id')
      .notNull()
      .references(() => marketingLinks.id, { onDelete: 'cascade' }),
    window_start: at('window_start').notNull(),
    visitor: text('visitor').notNull(),
    source: text('source').$type<'link' | 'qr'>().notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.link_id, t.visitor, t.window_start] }),
    index('marketing_clicks_link_created_idx').on(t.link_id, t.created_at),
    check('marketing_clicks_source', sql`${t.source} in ('link', 'qr')`),
  ],
);
