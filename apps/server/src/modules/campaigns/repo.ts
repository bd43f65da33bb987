/** Campaigns' queries (Drizzle and SQL over its own tables; `users` for names). Rows or undefined. */
import type { CampaignStats, SegmentFilter } from '@fundpath/contracts/campaigns';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  campaignEvents,
  campaignRecipients,
  campaignSegments,
  campaigns,
  emailSuppressions,
} from '../../db/schema/campaigns';
import { users } from '../../db/schema/users';
import { rowsOf } from '../../platform/day-series';
import { type Db, escapeLike, readTogether } from '../../platform/db';

export type SegmentRow = typeof campaignSegments.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type RecipientRow = typeof campaignRecipients.$inferSelect;
export type SuppressionRow = typeof emailSuppressions.$inferSelect;

/** One page of rows, and how many rows of `table` match `where` in all: read together. */
async function pageOf<R>(db: Db, page: () => Promise<R[]>, table: PgTable, where: SQL | undefined) {
  const [rows, total] = await readTogether(db, [
    page,
    () => db.select({ n: count() }).from(table).where(where),
  ] as const);
  return { rows, total: total[0]?.n ?? 0 };
}

/** Rows of a scope: every brand (`all`), or one brand's (and the unbranded ones for nobody). */
export interface Scope {
  all: boolean;
  brandId: string | null;
}
const inScope = (col: typeof campaignSegments.brand_id | typeof campaigns.brand_id, scope: Scope) =>
  scope.all ? undefined : scope.brandId ? eq(col, scope.brandId) : isNull(col);

// ---- segments ------------------------------------------------------------------------------------

export async function listSegments(db: Db, scope: Scope) {
  return db
    .select({ segment: campaignSegments, created_by_name: users.display_name })
    .from(campaignSegments)
    .leftJoin(users, eq(users.id, campaignSegments.created_by))
    .where(inScope(campaignSegments.brand_id, scope))
    .orderBy(sql`lower(${campaignSegments.name})`);
}

export async function findSegment(db: Db, id: string, scope: Scope) {
  const [row] = await db
    .select({ segment: campaignSegments, created_by_name: users.display_name })
    .from(campaignSegments)
    .leftJoin(users, eq(users.id, campaignSegments.created_by))
    .where(and(eq(campaignSegments.id, id), inScope(campaignSegments.brand_id, scope)))
    .limit(1);
  return row;
}

export async function countSegments(db: Db, brandId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(campaignSegments)
    .where(brandId ? eq(campaignSegments.brand_id, brandId) : isNull(campaignSegments.brand_id));
  return row?.n ?? 0;
}

export async function insertSegment(
  db: Db,
  values: typeof campaignSegments.$inferInsert,
): Promise<SegmentRow> {
  const [row] = await db.insert(campaignSegments).values(values).returning();
  return row!;
}

export async function updateSegment(
  db: Db,
  id: string,
  patch: Partial<Pick<SegmentRow, 'name' | 'description' | 'filter'>>,
): Promise<SegmentRow | undefined> {
  const [row] = await db
    .update(campaignSegments)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(campaignSegments.id, id))
    .returning();
  return row;
}

export async function deleteSegment(db: Db, id: string): Promise<void> {
  await db.delete(campaignSegments).where(eq(campaignSegments.id, id));
}

// ---- campaigns -----------------------------------------------------------------------------------

export async function insertCampaign(db: Db, values: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row!;
}

export async function findCampaign(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function updateCampaign(db: Db, id: string, patch: Partial<typeof campaigns.$inferInsert>) {
  const [row] = await db
    .update(campaigns)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(campaigns.id, id))
    .returning();
  return row;
}

/** Changes a campaign only while it is a draft; undefined once it is not. */
export async function updateDraft(db: Db, id: string, patch: Partial<typeof campaigns.$inferInsert>) {
  const [row] = await db
    .update(campaigns)
    .set({ ...patch, updated_at: new Date() })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
    .returning({ id: campaigns.id });
  return row;
}

export async function deleteCampaign(db: Db, id: string): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}

export async function listStaffCampaigns(
  db: Db,
  scope: Scope,
  opts: { status?: string; limit: number; offset: number },
) {
  const where = and(
    eq(campaigns.kind, 'staff'),
    inScope(campaigns.brand_id, scope),
    opts.status ? eq(campaigns.status, opts.status as CampaignRow['status']) : undefined,
  );
  return pageOf(
    db,
    () =>
      db
        .select({
          campaign: campaigns,
          created_by_name: users.display_name,
          segment_name: campaignSegments.name,
        })
        .from(campaigns)
        .leftJoin(users, eq(users.id, campaigns.created_by))
        .leftJoin(campaignSegments, eq(campaignSegments.id, campaigns.segment_id))
        .where(where)
        .orderBy(desc(campaigns.created_at), desc(campaigns.id))
        .limit(opts.limit)
        .offset(opts.offset),
    campaigns,
    where,
  );
}

export async function campaignWithNames(db: Db, id: string) {
  const [row] = await db
    .select({ campaign: campaigns, created_by_name: users.display_name, segment_name: campaignSegments.name })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.created_by))
    .leftJoin(campaignSegments, eq(campaignSegments.id, campaigns.segment_id))
    .where(eq(campaigns.id, id))
    .limit(1);
  return row;
}

export async function listCoachCampaigns(db: Db, ownerId: string, limit = 50) {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.kind, 'coach'), eq(campaigns.owner_id, ownerId)))
    .orderBy(desc(campaigns.created_at), desc(campaigns.id))
    .limit(limit);
}

/** A coach's sends started in the last 24 hours (the daily limit counts these). */
export async function coachSendsSince(db: Db, ownerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.kind, 'coach'),
        eq(campaigns.owner_id, ownerId),
        sql`${campaigns.created_at} >= ${since.toISOString()}::timestamptz`,
        sql`${campaigns.status} <> 'draft'`,
      ),
    );
  return row?.n ?? 0;
}

/** Campaigns that should have a send job (after a restart): scheduled or still sending. */
export async function campaignsToResume(db: Db) {
  return db
    .select({
      id: campaigns.id,
      send_seq: campaigns.send_seq,
      status: campaigns.status,
      scheduled_at: campaigns.scheduled_at,
    })
    .from(campaigns)
    .where(inArray(campaigns.status, ['scheduled', 'sending']));
}

// ---- stats ---------------------------------------------------------------------------------------

const zeroStats = (): CampaignStats => ({
  recipients: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
  bounced: 0,
  skipped: 0,
  unknown: 0,
  failed: 0,
  pending: 0,
});

/** Per-campaign counts from the send log, for many campaigns in one query. */
export async function statsOf(db: Db, campaignIds: string[]): Promise<Map<string, CampaignStats>> {
  const out = new Map<string, CampaignStats>(campaignIds.map((id) => [id, zeroStats()]));
  if (campaignIds.length === 0) return out;
  const r = campaignRecipients;
  const rows = await db
    .select({
      campaign_id: r.campaign_id,
      recipients: count(),
      delivered: sql<number>`count(*) filter (where ${r.status} = 'sent')::int`,
      opened: sql<number>`count(${r.opened_at})::int`,
      clicked: sql<number>`count(${r.clicked_at})::int`,
      unsubscribed: sql<number>`count(${r.unsubscribed_at})::int`,
      bounced: sql<number>`count(*) filter (where ${r.status} = 'bounced')::int`,
      skipped: sql<number>`count(*) filter (where ${r.status} = 'skipped')::int`,
      unknown: sql<number>`count(*) filter (where ${r.status} = 'unknown')::int`,
      failed: sql<number>`count(*) filter (where ${r.status} = 'failed')::int`,
      pending: sql<number>`count(*) filter (where ${r.status} in ('queued', 'sending'))::int`,
    })
    .from(r)
    .where(inArray(r.campaign_id, campaignIds))
    .groupBy(r.campaign_id);
  for (const row of rows) {
    const { campaign_id, ...stats } = row;
    if (campaign_id) out.set(campaign_id, { ...stats, recipients: Number(stats.recipients) });
  }
  return out;
}

export interface SeriesRow {
  t: Date | string;
  kind: 'delivered' | 'open' | 'click' | 'unsubscribe' | 'bounce';
  n: number;
}

/** Events and deliveries per bucket (`hour` or `day`, UTC). */
export async function seriesOf(db: Db, campaignId: string, bucket: 'hour' | 'day'): Promise<SeriesRow[]> {
  const e = campaignEvents;
  const r = campaignRecipients;
  const unit = bucket === 'hour' ? sql.raw(`'hour'`) : sql.raw(`'day'`);
  const res = await db.execute(sql`
    select date_trunc(${unit}, ${e.at} at time zone 'UTC') as t, ${e.kind} as kind, count(*)::int as n
      from ${e} where ${e.campaign_id} = ${campaignId} group by 1, 2
    union all
    select date_trunc(${unit}, ${r.sent_at} at time zone 'UTC') as t, 'delivered' as kind, count(*)::int as n
      from ${r} where ${r.campaign_id} = ${campaignId} and ${r.sent_at} is not null group by 1
    order by 1`);
  return rowsOf<SeriesRow>(res);
}

/** The first and last activity of a campaign's log (the chart's range). */
export async function activityRange(db: Db, campaignId: string) {
  const res = await db.execute(sql`
    select least(min(${campaignRecipients.sent_at}), (select min(${campaignEvents.at}) from ${campaignEvents} where ${campaignEvents.campaign_id} = ${campaignId})) as first,
      greatest(max(${campaignRecipients.sent_at}), (select max(${campaignEvents.at}) from ${campaignEvents} where ${campaignEvents.campaign_id} = ${campaignId})) as last
    from ${campaignRecipients} where ${campaignRecipients.campaign_id} = ${campaignId}`);
  return rowsOf<{ first: Date | string | null; last: Date | string | null }>(res)[0];
}

export async function clicksPerLink(db: Db, campaignId: string) {
  const e = campaignEvents;
  return db
    .select({
      link_index: e.link_index,
      clicks: sql<number>`count(*)::int`,
      unique_clicks: sql<number>`count(distinct ${e.recipient_id})::int`,
    })
    .from(e)
    .where(and(eq(e.campaign_id, campaignId), eq(e.kind, 'click')))
    .groupBy(e.link_index);
}

// ---- recipients ----------------------------------------------------------------------------------

export async function listRecipients(
  db: Db,
  campaignId: string,
  opts: {
    status?: string;
    activity?: 'opened' | 'clicked' | 'unsubscribed';
    q?: string;
    limit: number;
    offset: number;
  },
) {
  const r = campaignRecipients;
  const like = opts.q ? `%${escapeLike(opts.q)}%` : null;
  const where = and(
    eq(r.campaign_id, campaignId),
    opts.status ? eq(r.status, opts.status as RecipientRow['status']) : undefined,
    opts.activity === 'opened' ? sql`${r.opened_at} is not null` : undefined,
    opts.activity === 'clicked' ? sql`${r.clicked_at} is not null` : undefined,
    opts.activity === 'unsubscribed' ? sql`${r.unsubscribed_at} is not null` : undefined,
    like ? or(ilike(r.email, like), ilike(r.name, like)) : undefined,
  );
  return pageOf(
    db,
    () => db.select().from(r).where(where).orderBy(r.email).limit(opts.limit).offset(opts.offset),
    r,
    where,
  );
}

export async function findRecipient(db: Db, id: string): Promise<RecipientRow | undefined> {
  const [row] = await db.select().from(campaignRecipients).where(eq(campaignRecipients.id, id)).limit(1);
  return row;
}

// ---- suppressions --------------------------------------------------------------------------------

/** The platform-wide rows (owner null) a staff scope sees: all, or their brand's. */
export async function listSuppressions(
  db: Db,
  scope: Scope,
  opts: { q?: string; reason?: string; limit: number; offset: number },
) {
  const s = emailSuppressions;
  const like = opts.q ? `%${escapeLike(opts.q)}%` : null;
  const where = and(
    isNull(s.owner_id),
    scope.all ? undefined : scope.brandId ? eq(s.brand_id, scope.brandId) : isNull(s.brand_id),
    opts.reason ? eq(s.reason, opts.reason as SuppressionRow['reason']) : undefined,
    like ? ilike(s.email, like) : undefined,
  );
  return pageOf(
    db,
    () =>
      db
        .select()
        .from(s)
        .where(where)
        .orderBy(desc(s.created_at), desc(s.id))
        .limit(opts.limit)
        .offset(opts.offset),
    s,
    where,
  );
}

export async function findSuppression(db: Db, id: string): Promise<SuppressionRow | undefined> {
  const [row] = await db.select().from(emailSuppressions).where(eq(emailSuppressions.id, id)).limit(1);
  return row;
}

/** Adds an address to a list (platform: owner null; a coach's own); an existing row is kept. */
export async function suppress(
  db: Db,
  values: {
    email: string;
    owner_id: string | null;
    brand_id: string | null;
    reason: SuppressionRow['reason'];
    note?: string;
    campaign_id?: string | null;
    created_by?: string | null;
  },
): Promise<SuppressionRow> {
  const [row] = await db
    .insert(emailSuppressions)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(emailSuppressions)
    .where(
      and(
        sql`lower(${emailSuppressions.email}) = ${values.email.toLowerCase()}`,
        values.owner_id
          ? eq(emailSuppressions.owner_id, values.owner_id)
          : isNull(emailSuppressions.owner_id),
      ),
    )
    .limit(1);
  return existing!;
}

export async function unsuppress(
  db: Db,
  email: string,
  ownerId: string | null,
  reason?: SuppressionRow['reason'],
) {
  await db
    .delete(emailSuppressions)
    .where(
      and(
        sql`lower(${emailSuppressions.email}) = ${email.toLowerCase()}`,
        ownerId ? eq(emailSuppressions.owner_id, ownerId) : isNull(emailSuppressions.owner_id),
        reason ? eq(emailSuppressions.reason, reason) : undefined,
      ),
    );
}

export async function deleteSuppression(db: Db, id: string): Promise<void> {
  await db.delete(emailSuppressions).where(eq(emailSuppressions.id, id));
}

/** Whether an address is suppressed for the platform's mail (or, with a coach, for theirs). */
export async function isSuppressed(db: Db, email: string, coachId: string | null = null): Promise<boolean> {
  const s = emailSuppressions;
  const [row] = await db
    .select({ id: s.id })
    .from(s)
    .where(
      and(
        sql`lower(${s.email}) = ${email.toLowerCase()}`,
        coachId ? or(isNull(s.owner_id), eq(s.owner_id, coachId)) : isNull(s.owner_id),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// ---- audience ------------------------------------------------------------------------------------

export interface AudienceRow {
  user_id: string | null;
  email: string;
  name: string;
  brand_id: string | null;
  role: string;
  current_step: number | null;
  current_step_title: string | null;
  suppressed: boolean;
  is_customer?: boolean;
  is_lead?: boolean;
}

export async function audienceCounts(db: Db, audience: SQL) {
  const res = await db.execute(sql`select count(*)::int as total,
      count(*) filter (where a.suppressed)::int as suppressed
    from (${audience}) a`);
  const row = rowsOf<{ total: number; suppressed: number }>(res)[0];
  return { total: Number(row?.total ?? 0), suppressed: Number(row?.suppressed ?? 0) };
}

export async function coachAudienceCounts(db: Db, audience: SQL) {
  const res = await db.execute(sql`select count(*)::int as total,
      count(*) filter (where a.suppressed)::int as suppressed,
      count(*) filter (where a.is_customer)::int as customers,
      count(*) filter (where a.is_lead)::int as leads
    from (${audience}) a`);
  const row = rowsOf<{ total: number; suppressed: number; customers: number; leads: number }>(res)[0];
  return {
    total: Number(row?.total ?? 0),
    suppressed: Number(row?.suppressed ?? 0),
    customers: Number(row?.customers ?? 0),
    leads: Number(row?.leads ?? 0),
  };
}

export async function audienceSample(db: Db, audience: SQL, limit: number): Promise<AudienceRow[]> {
  const res = await db.execute(
    sql`select * from (${audience}) a order by lower(a.name), a.email limit ${limit}`,
  );
  return rowsOf<AudienceRow>(res);
}

export async function audienceMember(
  db: Db,
  audience: SQL,
  userId: string,
): Promise<AudienceRow | undefined> {
  const res = await db.execute(sql`select * from (${audience}) a where a.user_id = ${userId} limit 1`);
  return rowsOf<AudienceRow>(res)[0];
}

/** Fills the send log from an audience, once: suppressed addresses go in as `skipped`. */
export async function materialize(db: Db, campaignId: string, audience: SQL): Promise<number> {
  const r = campaignRecipients;
  const res = await db.execute(sql`
    insert into ${r} (campaign_id, user_id, email, name, brand_id, variables, status, error)
    select ${campaignId}::uuid, a.user_id, a.email, coalesce(a.name, ''), a.brand_id,
      jsonb_build_object(
        'first_name', split_part(btrim(coalesce(a.name, '')), ' ', 1),
        'full_name', btrim(coalesce(a.name, '')),
        'email', a.email,
        'current_step', coalesce(a.current_step::text, ''),
        'current_step_title', coalesce(a.current_step_title, '')),
      case when a.suppressed then 'skipped' else 'queued' end,
      case when a.suppressed then 'On the suppression list' end
    from (${audience}) a
    on conflict do nothing`);
  return (
    (res as { affectedRows?: number; rowCount?: number }).affectedRows ??
    (res as { rowCount?: number }).rowCount ??
    0
  );
}

// ---- the send loop -------------------------------------------------------------------------------

/** Takes (or keeps) the campaign's lease and marks it sending; undefined when another worker holds it or the job is stale. */
export async function acquireLease(db: Db, campaignId: string, seq: number, owner: string, seconds: number) {
  const res = await db.execute(sql`
    update ${campaigns} set status = 'sending', started_at = coalesce(${campaigns.started_at}, now()),
      lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${seconds}), updated_at = now()
    where ${campaigns.id} = ${campaignId} and ${campaigns.send_seq} = ${seq}
      and ${campaigns.status} in ('scheduled', 'sending')
      and (${campaigns.status} = 'sending' or ${campaigns.scheduled_at} is null or ${campaigns.scheduled_at} <= now() + interval '5 seconds')
      and (${campaigns.lease_until} is null or ${campaigns.lease_until} < now() or ${campaigns.lease_owner} = ${owner})
    returning ${campaigns.id} as id`);
  return rowsOf<{ id: string }>(res)[0];
}

export async function renewLease(
  db: Db,
  campaignId: string,
  owner: string,
  seconds: number,
): Promise<boolean> {
  const res = await db.execute(sql`
    update ${campaigns} set lease_until = now() + make_interval(secs => ${seconds})
    where ${campaigns.id} = ${campaignId} and ${campaigns.lease_owner} = ${owner} and ${campaigns.status} = 'sending'
    returning ${campaigns.id} as id`);
  return rowsOf<{ id: string }>(res).length > 0;
}

export async function releaseLease(db: Db, campaignId: string, owner: string): Promise<void> {
  await db
    .update(campaigns)
    .set({ lease_owner: null, lease_until: null })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.lease_owner, owner)));
}

/** Rows a dead worker claimed but never confirmed: `unknown`, never re-sent (ADR 018). */
export async function markAbandoned(db: Db, campaignId: string, owner: string): Promise<number> {
  const res = await db.execute(sql`
    update ${campaignRecipients} set status = 'unknown', updated_at = now(),
      error = 'The sender stopped before the mail server confirmed this message; not sent again'
    where ${campaignRecipients.campaign_id} = ${campaignId} and ${campaignRecipients.status} = 'sending'
      and ${campaignRecipients.claimed_by} is distinct from ${owner}
    returning ${campaignRecipients.id} as id`);
  return rowsOf<{ id: string }>(res).length;
}

/** Claims the next queued recipient, only while this worker holds the lease of a sending campaign. */
export async function claimNext(
  db: Db,
  campaignId: string,
  owner: string,
): Promise<RecipientRow | undefined> {
  const r = campaignRecipients;
  const rows = await db
    .update(r)
    .set({
      status: 'sending',
      claimed_by: owner,
      claimed_at: sql`now()`,
      attempts: sql`${r.attempts} + 1`,
      updated_at: sql`now()`,
    })
    .where(
      sql`${r.id} = (select r2.id from ${r} r2
        where r2.campaign_id = ${campaignId} and r2.status = 'queued'
          and exists (select 1 from ${campaigns} c where c.id = ${campaignId} and c.lease_owner = ${owner}
            and c.lease_until > now() and c.status = 'sending')
        order by r2.id limit 1 for update skip locked)`,
    )
    .returning();
  return rows[0];
}

/** Claims a row by id (transactional messages: one row, queued). */
export async function claimRow(db: Db, id: string, owner: string): Promise<RecipientRow | undefined> {
  const r = campaignRecipients;
  const rows = await db
    .update(r)
    .set({
      status: 'sending',
      claimed_by: owner,
      claimed_at: sql`now()`,
      attempts: sql`${r.attempts} + 1`,
      updated_at: sql`now()`,
    })
    .where(and(eq(r.id, id), eq(r.status, 'queued')))
    .returning();
  return rows[0];
}

/** Confirms a claimed row (also one a takeover already called unknown: the mail did go out). */
export async function finishRow(
  db: Db,
  id: string,
  owner: string,
  outcome: {
    status: 'sent' | 'bounced' | 'failed' | 'unknown' | 'queued' | 'skipped';
    error?: string | null;
  },
): Promise<void> {
  const r = campaignRecipients;
  await db
    .update(r)
    .set({
      status: outcome.status,
      error: outcome.error ?? null,
      ...(outcome.status === 'sent' ? { sent_at: sql`now()` } : {}),
      ...(outcome.status === 'bounced' ? { bounced_at: sql`now()` } : {}),
      ...(outcome.status === 'queued' ? { claimed_by: null, claimed_at: null } : {}),
      updated_at: sql`now()`,
    })
    .where(and(eq(r.id, id), eq(r.claimed_by, owner), inArray(r.status, ['sending', 'unknown'])));
}

/** Closes the campaign when nothing is left to send; false while rows wait or the lease is gone. */
export async function finishCampaign(db: Db, campaignId: string, owner: string): Promise<boolean> {
  const res = await db.execute(sql`
    update ${campaigns} set status = 'sent', finished_at = now(), lease_owner = null, lease_until = null, updated_at = now()
    where ${campaigns.id} = ${campaignId} and ${campaigns.lease_owner} = ${owner} and ${campaigns.status} = 'sending'
      and not exists (select 1 from ${campaignRecipients} r where r.campaign_id = ${campaignId} and r.status in ('queued', 'sending'))
    returning ${campaigns.id} as id`);
  return rowsOf<{ id: string }>(res).length > 0;
}

// ---- tracking ------------------------------------------------------------------------------------

export async function insertEvent(db: Db, values: typeof campaignEvents.$inferInsert): Promise<void> {
  await db.insert(campaignEvents).values(values);
}

/** First open of a sent message: true when this was the first. Later opens only count. */
export async function recordOpen(db: Db, id: string): Promise<boolean> {
  const r = campaignRecipients;
  const first = await db
    .update(r)
    .set({ opened_at: sql`now()`, open_count: sql`${r.open_count} + 1` })
    .where(and(eq(r.id, id), isNull(r.opened_at), inArray(r.status, ['sent', 'unknown'])))
    .returning({ id: r.id });
  if (first.length) return true;
  await db
    .update(r)
    .set({ open_count: sql`${r.open_count} + 1` })
    .where(and(eq(r.id, id), sql`${r.open_count} < 10000`));
  return false;
}

/** A click (at most 1000 counted per recipient); also an open when none was seen (images off). */
export async function recordClick(db: Db, id: string): Promise<{ counted: boolean; firstOpen: boolean }> {
  const r = campaignRecipients;
  const rows = await db.execute(sql`
    with old as (select ${r.id} as id, ${r.opened_at} as opened_at from ${r} where ${r.id} = ${id} for update)
    update ${r} set click_count = ${r.click_count} + 1,
      clicked_at = coalesce(${r.clicked_at}, now()),
      opened_at = coalesce(${r.opened_at}, now())
    from old
    where ${r.id} = old.id and ${r.click_count} < 1000 and ${r.status} in ('sent', 'unknown')
    returning old.opened_at is null as first_open`);
  const row = rowsOf<{ first_open: boolean }>(rows)[0];
  return { counted: Boolean(row), firstOpen: Boolean(row?.first_open) };
}

export async function markUnsubscribed(db: Db, id: string, on: boolean): Promise<void> {
  await db
    .update(campaignRecipients)
    .set({ unsubscribed_at: on ? sql`coalesce(${campaignRecipients.unsubscribed_at}, now())` : null })
    .where(eq(campaignRecipients.id, id));
}

export type { SegmentFilter };
