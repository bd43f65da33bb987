/**
 * E-mail campaigns (module `campaigns`, issue 8/8, ADR 018): saved segments, campaigns (staff
 * campaigns and coaches' e-mails to their own contacts), the send log with one row per recipient,
 * open/click/unsubscribe/bounce events, and the suppression list.
 */
import type { EmailBlock, SegmentFilter } from '@fundpath/contracts/campaigns';
import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A named audience filter; `brand_id` is the scope it was saved in (null: every brand). */
export const campaignSegments = pgTable(
  'campaign_segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    filter: jsonb('filter').$type<SegmentFilter>().notNull(),
    brand_id: uuid('brand_id'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('campaign_segments_scope_name_key').on(
      sql`coalesce(${t.brand_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
  ],
);

/**
 * A campaign: `kind` staff (audience = a segment) or coach (audience = the coach's own customers
 * and leads). `send_seq` moves on every schedule, send or cancel, so a job sent for an older
 * schedule finds nothing to do; the lease keeps one worker on a campaign at a time.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'staff' | 'coach'>().notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    preheader: text('preheader').notNull().default(''),
    blocks: jsonb('blocks').$type<EmailBlock[]>().notNull(),
    segment_id: uuid('segment_id').references(() => campaignSegments.id, { onDelete: 'set null' }),
    /** The segment's filter frozen when sending began (editing the segment later changes nothing). */
    audience: jsonb('audience').$type<SegmentFilter>(),
    /** Scope: the brand of the staff member who made it (null: every brand); the coach's brand. */
    brand_id: uuid('brand_id'),
    /** The coach whose contacts a `coach` campaign mails; the author of a staff campaign. */
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Shown as the sender's name (a coach's own name); null: the platform sender. */
    sender_name: text('sender_name'),
    status: text('status')
      .$type<'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled'>()
      .notNull()
      .default('draft'),
    scheduled_at: at('scheduled_at'),
    started_at: at('started_at'),
    finished_at: at('finished_at'),
    send_seq: integer('send_seq').notNull().default(0),
    /** Origin for the links in the messages (unsubscribe, tracking), taken when sending was asked. */
    base_url: text('base_url'),
    /** When the send log was filled (once per campaign). */
    materialized_at: at('materialized_at'),
    lease_owner: text('lease_owner'),
    lease_until: at('lease_until'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('campaigns_kind_created_idx').on(t.kind, t.created_at.desc()),
    index('campaigns_owner_idx').on(t.owner_id, t.created_at.desc()),
    index('campaigns_status_idx').on(t.status),
  ],
);

/**
 * The send log: one row per recipient of a campaign (unique per address), or one per
 * transactional message (`campaign_id` null, unique `dedupe_key`). A row is claimed (`sending`)
 * before the message goes out and confirmed after; one still `sending` after its worker's lease
 * ended becomes `unknown` and is never re-sent (ADR 018).
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaign_id: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** `campaign`, or the caller of a transactional message (e.g. `automation:<id>`). */
    source: text('source').notNull().default('campaign'),
    dedupe_key: text('dedupe_key'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    brand_id: uuid('brand_id'),
    /** The variables' values, taken when the row was made. */
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    status: text('status')
      .$type<'queued' | 'sending' | 'sent' | 'bounced' | 'skipped' | 'unknown' | 'failed'>()
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    claimed_by: text('claimed_by'),
    claimed_at: at('claimed_at'),
    sent_at: at('sent_at'),
    opened_at: at('opened_at'),
    clicked_at: at('clicked_at'),
    unsubscribed_at: at('unsubscribed_at'),
    bounced_at: at('bounced_at'),
    open_count: integer('open_count').notNull().default(0),
    click_count: integer('click_count').notNull().default(0),
    error: text('error'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('campaign_recipients_campaign_email_key')
      .on(t.campaign_id, t.email)
      .where(sql`${t.campaign_id} is not null`),
    uniqueIndex('campaign_recipients_dedupe_key').on(t.dedupe_key),
    index('campaign_recipients_status_idx').on(t.campaign_id, t.status),
    index('campaign_recipients_user_idx').on(t.user_id),
  ],
);

/** Opens (first per recipient), clicks, unsubscribes and bounces, with their time (the chart). */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaign_id: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    recipient_id: uuid('recipient_id')
      .notNull()
      .references(() => campaignRecipients.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'open' | 'click' | 'unsubscribe' | 'bounce'>().notNull(),
    link_index: integer('link_index'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('campaign_events_campaign_at_idx').on(t.campaign_id, t.at),
    index('campaign_events_recipient_idx').on(t.recipient_id),
  ],
);

/**
 * Addresses that get no more campaign mail: from the platform (`owner_id` null: unsubscribes from
 * staff campaigns, hard bounces, staff additions) or from one coach (their contacts' unsubscribes).
 * `brand_id` only narrows which staff see the row.
 */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    brand_id: uuid('brand_id'),
    reason: text('reason').$type<'unsubscribed' | 'bounced' | 'complaint' | 'manual'>().notNull(),
    note: text('note').notNull().default(''),
    campaign_id: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('email_suppressions_scope_email_key').on(
      sql`coalesce(${t.owner_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.email})`,
    ),
    index('email_suppressions_email_idx').on(sql`lower(${t.email})`),
  ],
);
