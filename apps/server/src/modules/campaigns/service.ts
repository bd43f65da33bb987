/**
 * Staff e-mail campaigns (ADR 018): segments, campaigns, preview and test sends, scheduling, the
 * send log's stats, the suppression list; and the public side of every message (unsubscribe,
 * open pixel, click redirect). Scope as the client list: admins and unbranded staff see every
 * brand, branded staff their brand (a campaign or segment of another brand is a 404). Sending and
 * scheduling need `campaigns.send` (the routes check it); drafting does not.
 */
import {
  type AudienceCount,
  CAMPAIGN_SCHEDULE_MAX_DAYS,
  type Campaign,
  type CampaignInput,
  type CampaignPatch,
  type CampaignRecipient,
  type CampaignSeriesPoint,
  type CampaignStatsResponse,
  type CampaignSummary,
  type EmailBlock,
  type EmailPreview,
  SEGMENTS_MAX,
  type Segment,
  type SegmentFilter,
  type SegmentInput,
  type SegmentRecipient,
  type Suppression,
  type SuppressionReason,
  type UnsubscribeState,
} from '@fundpath/contracts/campaigns';
import { hasPermission, roles, staffRoles } from '@fundpath/contracts/roles';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import { type Db, isUniqueViolation } from '../../platform/db';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { brandForEmail, type EmailBrandRow } from '../brand';
import { viewerBrand } from '../clients';
import { segmentAudienceSql } from './audience';
import { type EmailVariables, linksOf, renderEmail } from './render';
import * as repo from './repo';
import { emailBrandOf, originFor, SEND_JOB } from './send';
import { verifyToken } from './tokens';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const SEGMENT_NOT_FOUND = 'Segment not found';
export const NO_POSTAL_ADDRESS =
  'The brand has no postal address: add one in Admin → Brand so the footer carries it.';
const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : (typeof d === 'string' ? new Date(d) : d).toISOString();

/** Sample data for a preview without a chosen recipient. */
export const SAMPLE_VARIABLES: EmailVariables = {
  first_name: 'Alex',
  full_name: 'Alex Sample',
  email: 'alex@example.com',
  current_step: 3,
  current_step_title: 'Build your business credit',
};

// ---- scope -----------------------------------------------------------------------------------------

export function scopeOf(ctx: Ctx): repo.Scope {
  const brand = viewerBrand(ctx);
  return brand === undefined ? { all: true, brandId: null } : { all: false, brandId: brand };
}
/** Where new rows of this viewer live: their brand, or every brand (null). */
const ownBrand = (ctx: Ctx): string | null => viewerBrand(ctx) ?? null;

/** Refuses what the viewer may not filter by: credit decisions without `credit.view_reports`, other brands. */
export function checkFilter(ctx: Ctx, f: SegmentFilter): void {
  const me = requireActor(ctx);
  if (f.decisions?.length && !hasPermission(me, 'credit.view_reports'))
    throw forbidden('Filtering by funding decisions needs the “View credit reports” permission');
  const brand = viewerBrand(ctx);
  if (brand !== undefined && f.brand_ids?.some((b) => b !== brand))
    throw badRequest('You can reach only your own brand’s people', [
      { path: 'filter.brand_ids', message: 'Only your own brand' },
    ]);
}

// ---- segments ----------------------------------------------------------------------------------------

function toSegment(row: { segment: repo.SegmentRow; created_by_name: string | null }): Segment {
  const s = row.segment;
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    filter: s.filter,
    brand_id: s.brand_id,
    created_by_name: row.created_by_name,
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
  };
}

export async function listSegments(ctx: Ctx): Promise<Segment[]> {
  return (await repo.listSegments(ctx.db, scopeOf(ctx))).map(toSegment);
}

async function visibleSegment(ctx: Ctx, id: string) {
  const row = await repo.findSegment(ctx.db, id, scopeOf(ctx));
  if (!row) throw notFound(SEGMENT_NOT_FOUND);
  return row;
}

export async function getSegment(ctx: Ctx, id: string): Promise<Segment> {
  return toSegment(await visibleSegment(ctx, id));
}

const NAME_TAKEN = 'A segment with this name already exists';
const takenName = (err: unknown) =>
  isUniqueViolation(err) ? new AppError('CONFLICT', NAME_TAKEN, { errors: { name: NAME_TAKEN } }) : err;

export async function createSegment(
  ctx: Ctx,
  input: SegmentInput & { filter: SegmentFilter },
): Promise<Segment> {
  const me = requireActor(ctx);
  checkFilter(ctx, input.filter);
  const brand = ownBrand(ctx);
  if ((await repo.countSegments(ctx.db, brand)) >= SEGMENTS_MAX)
    throw new AppError('LIMIT_REACHED', `At most ${SEGMENTS_MAX} segments; delete one first`);
  try {
    const row = await repo.insertSegment(ctx.db, {
      name: input.name,
      description: input.description ?? '',
      filter: input.filter,
      brand_id: brand,
      created_by: me.id,
    });
    return toSegment({ segment: row, created_by_name: me.display_name });
  } catch (err) {
    throw takenName(err);
  }
}

export async function updateSegment(
  ctx: Ctx,
  id: string,
  patch: { name?: string; description?: string; filter?: SegmentFilter },
): Promise<Segment> {
  const existing = await visibleSegment(ctx, id);
  if (patch.filter) checkFilter(ctx, patch.filter);
  try {
    const row = await repo.updateSegment(ctx.db, id, patch);
    if (!row) throw notFound(SEGMENT_NOT_FOUND);
    return toSegment({ segment: row, created_by_name: existing.created_by_name });
  } catch (err) {
    throw takenName(err);
  }
}

export async function deleteSegment(ctx: Ctx, id: string): Promise<void> {
  await visibleSegment(ctx, id);
  await repo.deleteSegment(ctx.db, id);
}

function toRecipient(r: repo.AudienceRow): SegmentRecipient {
  return {
    user_id: r.user_id ?? '',
    display_name: r.name,
    email: r.email,
    role: r.role,
    current_step: r.current_step === null || r.current_step === undefined ? null : Number(r.current_step),
    suppressed: Boolean(r.suppressed),
  };
}

/** The live size of a filter in the viewer's scope, with a few of the people it reaches. */
export async function countAudience(ctx: Ctx, filter: SegmentFilter, sample = 10): Promise<AudienceCount> {
  checkFilter(ctx, filter);
  const audience = segmentAudienceSql(filter, { brandId: ownBrand(ctx) });
  const counts = await repo.audienceCounts(ctx.db, audience);
  const rows = await repo.audienceSample(ctx.db, audience, sample);
  return { ...counts, sendable: counts.total - counts.suppressed, sample: rows.map(toRecipient) };
}

export async function countSegment(ctx: Ctx, id: string): Promise<AudienceCount> {
  const seg = await visibleSegment(ctx, id);
  return countAudience(ctx, seg.segment.filter);
}

// ---- campaigns ---------------------------------------------------------------------------------------

type CampaignListRow = {
  campaign: repo.CampaignRow;
  created_by_name: string | null;
  segment_name: string | null;
};

function toSummary(row: CampaignListRow, stats: Map<string, CampaignSummary['stats']>): CampaignSummary {
  const c = row.campaign;
  return {
    id: c.id,
    name: c.name,
    subject: c.subject,
    status: c.status,
    segment_id: c.segment_id,
    segment_name: row.segment_name,
    scheduled_at: iso(c.scheduled_at),
    started_at: iso(c.started_at),
    finished_at: iso(c.finished_at),
    created_by_name: row.created_by_name,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
    stats: stats.get(c.id)!,
  };
}

function toCampaign(row: CampaignListRow, stats: Map<string, CampaignSummary['stats']>): Campaign {
  return {
    ...toSummary(row, stats),
    preheader: row.campaign.preheader,
    blocks: row.campaign.blocks,
    brand_id: row.campaign.brand_id,
  };
}

export async function listCampaigns(ctx: Ctx, q: { status?: string; page: number; per_page: number }) {
  const { rows, total } = await repo.listStaffCampaigns(ctx.db, scopeOf(ctx), {
    status: q.status,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  const stats = await repo.statsOf(
    ctx.db,
    rows.map((r) => r.campaign.id),
  );
  return { campaigns: rows.map((r) => toSummary(r, stats)), total, page: q.page, per_page: q.per_page };
}

/** A staff campaign in the viewer's scope, or 404. */
async function visibleCampaign(ctx: Ctx, id: string): Promise<CampaignListRow> {
  const row = await repo.campaignWithNames(ctx.db, id);
  const scope = scopeOf(ctx);
  if (!row || row.campaign.kind !== 'staff') throw notFound(CAMPAIGN_NOT_FOUND);
  if (!scope.all && row.campaign.brand_id !== scope.brandId) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

export async function getCampaign(ctx: Ctx, id: string): Promise<Campaign> {
  const row = await visibleCampaign(ctx, id);
  return toCampaign(row, await repo.statsOf(ctx.db, [id]));
}

export async function createCampaign(
  ctx: Ctx,
  input: CampaignInput & { blocks: EmailBlock[] },
): Promise<Campaign> {
  const me = requireActor(ctx);
  if (input.segment_id) await visibleSegment(ctx, input.segment_id);
  const row = await repo.insertCampaign(ctx.db, {
    kind: 'staff',
    name: input.name,
    subject: input.subject,
    preheader: input.preheader ?? '',
    blocks: input.blocks,
    segment_id: input.segment_id ?? null,
    brand_id: ownBrand(ctx),
    owner_id: me.id,
    created_by: me.id,
  });
  return getCampaign(ctx, row.id);
}

const notDraft = () =>
  new AppError('CONFLICT', 'Only a draft can be changed: cancel the schedule first', { field: 'status' });

export async function updateCampaign(ctx: Ctx, id: string, patch: CampaignPatch & { blocks?: EmailBlock[] }) {
  const row = await visibleCampaign(ctx, id);
  if (row.campaign.status !== 'draft') throw notDraft();
  if (patch.segment_id) await visibleSegment(ctx, patch.segment_id);
  const changes: Partial<repo.CampaignRow> = {};
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.subject !== undefined) changes.subject = patch.subject;
  if (patch.preheader !== undefined) changes.preheader = patch.preheader;
  if (patch.blocks !== undefined) changes.blocks = patch.blocks;
  if (patch.segment_id !== undefined) changes.segment_id = patch.segment_id;
  // Only while still a draft (a schedule that raced in between wins).
  if (!(await repo.updateDraft(ctx.db, id, changes))) throw notDraft();
  return getCampaign(ctx, id);
}

export async function deleteCampaign(ctx: Ctx, id: string): Promise<void> {
  const row = await visibleCampaign(ctx, id);
  if (row.campaign.status !== 'draft' && row.campaign.status !== 'cancelled')
    throw new AppError(
      'CONFLICT',
      'Only drafts and cancelled campaigns can be deleted (sent ones keep their stats)',
    );
  await repo.deleteCampaign(ctx.db, id);
}

// ---- preview and test --------------------------------------------------------------------------------

interface PreviewRecipient {
  user_id: string | null;
  display_name: string;
  email: string;
  brand_id: string | null;
  variables: EmailVariables;
}

/** A person in the viewer's scope whose data fills the variables (404 outside it). */
async function previewRecipient(ctx: Ctx, userId: string | undefined, filter: SegmentFilter | null) {
  if (!userId) return null;
  const scopeBrand = ownBrand(ctx);
  const audience = segmentAudienceSql(filter ?? { roles: [...roles], tags_mode: 'any' }, {
    brandId: scopeBrand,
  });
  const row = await repo.audienceMember(ctx.db, audience, userId);
  if (!row) throw notFound('That person is not in this audience');
  const name = row.name.trim();
  return {
    user_id: row.user_id,
    display_name: name,
    email: row.email,
    brand_id: row.brand_id,
    variables: {
      first_name: name.split(/\s+/)[0] ?? '',
      full_name: name,
      email: row.email,
      current_step: row.current_step ?? '',
      current_step_title: row.current_step_title ?? '',
    },
  } satisfies PreviewRecipient;
}

export function renderPreview(
  content: { subject: string; preheader?: string; blocks: readonly EmailBlock[] },
  brand: EmailBrandRow,
  base: string,
  recipient: PreviewRecipient | null,
  opts: { sender_name?: string | null; footer_note: string; warnings?: string[] },
): EmailPreview {
  const r = renderEmail({
    subject: content.subject,
    preheader: content.preheader ?? '',
    blocks: content.blocks,
    variables: {
      ...(recipient?.variables ?? SAMPLE_VARIABLES),
      brand_name: brand.name,
      sender_name: opts.sender_name ?? brand.name,
    },
    brand: emailBrandOf(brand, base),
    footer_note: opts.footer_note,
  });
  const warnings = [...(opts.warnings ?? [])];
  if (!brand.postal_address) warnings.push(NO_POSTAL_ADDRESS);
  return {
    subject: r.subject,
    preheader: r.preheader,
    html: r.html,
    text: r.text,
    recipient: recipient
      ? { user_id: recipient.user_id, display_name: recipient.display_name, email: recipient.email }
      : { user_id: null, display_name: 'Alex Sample', email: 'alex@example.com' },
    warnings,
  };
}

export async function previewContent(
  ctx: Ctx,
  base: string,
  content: { subject: string; preheader?: string; blocks: readonly EmailBlock[] },
  opts: { user_id?: string; filter?: SegmentFilter | null; warnings?: string[] } = {},
): Promise<EmailPreview> {
  const recipient = await previewRecipient(ctx, opts.user_id, opts.filter ?? null);
  const brand = await brandForEmail(
    ctx.db,
    recipient?.brand_id ?? ownBrand(ctx) ?? requireActor(ctx).brand_id,
  );
  return renderPreview(content, brand, originFor(ctx.config, base), recipient, {
    footer_note: `You receive this because you have an account with ${brand.name}.`,
    warnings: opts.warnings,
  });
}

export async function previewCampaign(ctx: Ctx, base: string, id: string, userId?: string) {
  const { campaign } = await visibleCampaign(ctx, id);
  const segment = campaign.segment_id
    ? await repo.findSegment(ctx.db, campaign.segment_id, scopeOf(ctx))
    : undefined;
  const filter = (campaign.audience as SegmentFilter | null) ?? segment?.segment.filter ?? null;
  const warnings = filter ? [] : ['Choose an audience (a segment) before sending.'];
  return previewContent(ctx, base, campaign, { user_id: userId, filter, warnings });
}

/** Test sends per staff member and hour. */
export const TESTS_PER_HOUR = 20;
const testLog = new Map<string, number[]>();
export function countTest(key: string, now = Date.now()): void {
  const recent = (testLog.get(key) ?? []).filter((t) => now - t < 3_600_000);
  if (recent.length >= TESTS_PER_HOUR)
    throw new AppError('RATE_LIMITED', `At most ${TESTS_PER_HOUR} test e-mails an hour`, {
      retry_after: 3600,
    });
  recent.push(now);
  testLog.set(key, recent);
  if (testLog.size > 10_000) testLog.clear();
}

/** The address a test goes to: the actor's own, or an active staff member's in the viewer's scope. */
async function testAddress(ctx: Ctx, to: string | undefined): Promise<string> {
  const me = requireActor(ctx);
  if (!to || to === me.email.toLowerCase()) return me.email;
  const scope = scopeOf(ctx);
  const [staff] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${to}`,
        inArray(users.role, [...staffRoles]),
        isNull(users.deactivated_at),
        scope.all ? undefined : eq(users.brand_id, scope.brandId!),
      ),
    )
    .limit(1);
  if (!staff)
    throw badRequest('Tests go to your own address or a team member’s', [
      { path: 'to', message: 'Not a team member’s address' },
    ]);
  return staff.email;
}

/** Sends the rendered message, marked as a test, to a staff address (no send log, no tracking). */
export async function sendTest(
  ctx: Ctx,
  mailer: Mailer,
  base: string,
  id: string,
  input: { to?: string; user_id?: string },
): Promise<string> {
  const me = requireActor(ctx);
  const preview = await previewCampaign(ctx, base, id, input.user_id);
  const to = await testAddress(ctx, input.to);
  countTest(me.id);
  await mailer.send({
    to,
    subject: `[Test] ${preview.subject}`,
    text: preview.text,
    html: preview.html,
    headers: { 'X-FundPath-Test': 'true' },
  });
  return to;
}

// ---- schedule, send, cancel --------------------------------------------------------------------------

/**
 * Schedules the campaign (a time ahead, or now): freezes the segment's filter as the audience
 * (what was counted is what is sent) and queues the send job in the same transaction.
 */
export async function scheduleCampaign(
  ctx: Ctx,
  base: string,
  id: string,
  sendAt: Date | null,
  now = new Date(),
) {
  const row = await visibleCampaign(ctx, id);
  const c = row.campaign;
  if (c.status !== 'draft' && c.status !== 'scheduled')
    throw new AppError('CONFLICT', `This campaign is ${c.status}: it cannot be scheduled again`);
  if (sendAt) {
    if (sendAt.getTime() < now.getTime() - 60_000)
      throw badRequest('Choose a time in the future', [{ path: 'send_at', message: 'In the past' }]);
    if (sendAt.getTime() > now.getTime() + CAMPAIGN_SCHEDULE_MAX_DAYS * 86_400_000)
      throw badRequest(`At most ${CAMPAIGN_SCHEDULE_MAX_DAYS} days ahead`, [
        { path: 'send_at', message: 'Too far ahead' },
      ]);
  }
  if (!c.segment_id)
    throw badRequest('Choose an audience first', [{ path: 'segment_id', message: 'Choose a segment' }]);
  const segment = await visibleSegment(ctx, c.segment_id);
  const filter = segment.segment.filter;
  checkFilter(ctx, filter);
  const counts = await repo.audienceCounts(ctx.db, segmentAudienceSql(filter, { brandId: c.brand_id }));
  if (counts.total - counts.suppressed <= 0)
    throw new AppError('LIMIT_REACHED', 'This segment reaches nobody who can receive mail');
  const at = sendAt && sendAt > now ? sendAt : now;
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.findCampaign(tx, id, { lock: true });
    if (!locked || (locked.status !== 'draft' && locked.status !== 'scheduled'))
      throw new AppError('CONFLICT', 'This campaign changed meanwhile; reload it');
    await repo.updateCampaign(tx, id, {
      status: 'scheduled',
      scheduled_at: at,
      send_seq: locked.send_seq + 1,
      audience: filter,
      base_url: originFor(ctx.config, base),
    });
    await ctx.jobs.sendInTx(
      tx,
      SEND_JOB,
      { campaign_id: id, seq: locked.send_seq + 1, part: 0 },
      { singletonKey: `send:${id}:${locked.send_seq + 1}:0`, startAfter: at },
    );
    await recordAudit(
      ctx,
      {
        action: sendAt && sendAt > now ? 'campaign.scheduled' : 'campaign.sent',
        target_type: 'campaign',
        target_id: id,
        target_label: c.name,
        after: { send_at: at.toISOString(), segment: segment.segment.name, audience: counts.total },
      },
      tx,
    );
  });
  return getCampaign(ctx, id);
}

/** A scheduled campaign goes back to draft; a sending one stops (what went out stays in the log). */
export async function cancelCampaign(ctx: Ctx, id: string) {
  const row = await visibleCampaign(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.findCampaign(tx, id, { lock: true });
    if (!locked) throw notFound(CAMPAIGN_NOT_FOUND);
    if (locked.status === 'scheduled')
      await repo.updateCampaign(tx, id, {
        status: 'draft',
        scheduled_at: null,
        send_seq: locked.send_seq + 1,
      });
    else if (locked.status === 'sending')
      await repo.updateCampaign(tx, id, {
        status: 'cancelled',
        finished_at: new Date(),
        send_seq: locked.send_seq + 1,
      });
    else throw new AppError('CONFLICT', `This campaign is ${locked.status}: there is nothing to cancel`);
    await recordAudit(
      ctx,
      {
        action: 'campaign.cancelled',
        target_type: 'campaign',
        target_id: id,
        target_label: row.campaign.name,
        before: { status: locked.status },
      },
      tx,
    );
  });
  return getCampaign(ctx, id);
}

// ---- stats -------------------------------------------------------------------------------------------

const MAX_POINTS = 400;

/** Stats, the chart's series (hourly up to three days of activity, else daily) and clicks per link. */
export async function statsFor(
  db: Db,
  c: repo.CampaignRow,
  now = new Date(),
): Promise<Omit<CampaignStatsResponse, 'status'>> {
  const stats = (await repo.statsOf(db, [c.id])).get(c.id)!;
  const range = await repo.activityRange(db, c.id);
  const first = range?.first ? new Date(range.first) : null;
  const last = range?.last ? new Date(range.last) : null;
  const spanH = first ? ((last ?? now).getTime() - first.getTime()) / 3_600_000 : 0;
  const bucket: 'hour' | 'day' = spanH <= 72 ? 'hour' : 'day';
  const rows = first ? await repo.seriesOf(db, c.id, bucket) : [];
  const step = bucket === 'hour' ? 3_600_000 : 86_400_000;
  const points = new Map<number, CampaignSeriesPoint>();
  const keyOf = (t: Date | string) => {
    // date_trunc of a UTC timestamp without zone: read it as UTC.
    const d =
      typeof t === 'string' ? new Date(t.endsWith('Z') || /[+-]\d\d(:?\d\d)?$/.test(t) ? t : `${t}Z`) : t;
    return Math.floor(d.getTime() / step) * step;
  };
  if (first) {
    const start = Math.floor(first.getTime() / step) * step;
    const end = Math.floor((last ?? first).getTime() / step) * step;
    for (let t = start; t <= end && points.size < MAX_POINTS; t += step)
      points.set(t, {
        at: new Date(t).toISOString(),
        delivered: 0,
        opened: 0,
        clicked: 0,
        unsubscribed: 0,
        bounced: 0,
      });
  }
  const field = {
    delivered: 'delivered',
    open: 'opened',
    click: 'clicked',
    unsubscribe: 'unsubscribed',
    bounce: 'bounced',
  } as const;
  for (const r of rows) {
    const k = keyOf(r.t);
    const p = points.get(k);
    if (p) p[field[r.kind]] += Number(r.n);
  }
  const links = linksOf(c.blocks);
  const clicks = await repo.clicksPerLink(db, c.id);
  return {
    stats,
    bucket,
    series: [...points.values()],
    links: links.map((url, i) => {
      const hit = clicks.find((x) => x.link_index === i);
      return { url, clicks: Number(hit?.clicks ?? 0), unique_clicks: Number(hit?.unique_clicks ?? 0) };
    }),
  };
}

export async function campaignStats(ctx: Ctx, id: string) {
  const row = await visibleCampaign(ctx, id);
  return statsFor(ctx.db, row.campaign);
}

export function toLogRow(r: repo.RecipientRow): CampaignRecipient {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    status: r.status,
    sent_at: iso(r.sent_at),
    opened_at: iso(r.opened_at),
    clicked_at: iso(r.clicked_at),
    unsubscribed_at: iso(r.unsubscribed_at),
    error: r.error,
  };
}

export async function campaignRecipients(
  ctx: Ctx,
  id: string,
  q: {
    status?: string;
    activity?: 'opened' | 'clicked' | 'unsubscribed';
    q?: string;
    page: number;
    per_page: number;
  },
) {
  await visibleCampaign(ctx, id);
  const { rows, total } = await repo.listRecipients(ctx.db, id, {
    ...q,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { recipients: rows.map(toLogRow), total, page: q.page, per_page: q.per_page };
}

// ---- suppression list --------------------------------------------------------------------------------

function toSuppression(row: repo.SuppressionRow, ownerName: string | null = null): Suppression {
  return {
    id: row.id,
    email: row.email,
    reason: row.reason,
    note: row.note,
    owner_name: ownerName,
    created_at: row.created_at.toISOString(),
  };
}

export async function listSuppressions(
  ctx: Ctx,
  q: { q?: string; reason?: SuppressionReason; page: number; per_page: number },
) {
  const { rows, total } = await repo.listSuppressions(ctx.db, scopeOf(ctx), {
    q: q.q,
    reason: q.reason,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { suppressions: rows.map((r) => toSuppression(r)), total, page: q.page, per_page: q.per_page };
}

export async function addSuppression(
  ctx: Ctx,
  input: { email: string; note?: string },
): Promise<Suppression> {
  const me = requireActor(ctx);
  const row = await repo.suppress(ctx.db, {
    email: input.email,
    owner_id: null,
    brand_id: ownBrand(ctx),
    reason: 'manual',
    note: input.note ?? '',
    created_by: me.id,
  });
  await recordAudit(ctx, {
    action: 'campaign.suppression_added',
    target_type: 'email',
    target_label: input.email,
  });
  return toSuppression(row);
}

export async function removeSuppression(ctx: Ctx, id: string): Promise<void> {
  const row = await repo.findSuppression(ctx.db, id);
  const scope = scopeOf(ctx);
  if (!row || row.owner_id !== null || (!scope.all && row.brand_id !== scope.brandId))
    throw notFound('Not on the suppression list');
  await repo.deleteSuppression(ctx.db, id);
  await recordAudit(ctx, {
    action: 'campaign.suppression_removed',
    target_type: 'email',
    target_label: row.email,
    before: { reason: row.reason },
  });
}

// ---- public: unsubscribe, opens, clicks --------------------------------------------------------------

const INVALID_LINK = 'This link is not valid. If you copied it, check that it is complete.';

async function recipientOf(
  db: Db,
  appSecret: string,
  purpose: 'unsubscribe' | 'open' | 'click',
  token: string,
) {
  const t = verifyToken(appSecret, purpose, token);
  if (!t) return null;
  const row = await repo.findRecipient(db, t.recipientId);
  if (!row) return null;
  const campaign = row.campaign_id ? await repo.findCampaign(db, row.campaign_id) : undefined;
  return { row, campaign, link: t.link };
}

/** Whose list an unsubscribe adds to: a coach's e-mail → that coach's; everything else → the platform's. */
const listOwner = (campaign: repo.CampaignRow | undefined) =>
  campaign?.kind === 'coach' ? (campaign.owner_id ?? null) : null;

async function senderOf(db: Db, row: repo.RecipientRow, campaign: repo.CampaignRow | undefined) {
  if (campaign?.sender_name) return campaign.sender_name;
  return (await brandForEmail(db, row.brand_id ?? campaign?.brand_id ?? null)).name;
}

export async function unsubscribeState(db: Db, appSecret: string, token: string): Promise<UnsubscribeState> {
  const found = await recipientOf(db, appSecret, 'unsubscribe', token);
  if (!found) throw notFound(INVALID_LINK);
  const { row, campaign } = found;
  return {
    status: 'success',
    email: row.email,
    sender: await senderOf(db, row, campaign),
    unsubscribed: await repo.isSuppressed(db, row.email, listOwner(campaign)),
  };
}

/** One-click unsubscribe (RFC 8058): idempotent, no session needed. */
export async function unsubscribe(db: Db, appSecret: string, token: string): Promise<UnsubscribeState> {
  const found = await recipientOf(db, appSecret, 'unsubscribe', token);
  if (!found) throw notFound(INVALID_LINK);
  const { row, campaign } = found;
  const owner = listOwner(campaign);
  const already = await repo.isSuppressed(db, row.email, owner);
  if (!already) {
    await db.transaction(async (tx) => {
      await repo.suppress(tx, {
        email: row.email,
        owner_id: owner,
        brand_id: row.brand_id ?? campaign?.brand_id ?? null,
        reason: 'unsubscribed',
        campaign_id: campaign?.id ?? null,
      });
      await repo.markUnsubscribed(tx, row.id, true);
      await repo.insertEvent(tx, { campaign_id: row.campaign_id, recipient_id: row.id, kind: 'unsubscribe' });
    });
  }
  return {
    status: 'success',
    email: row.email,
    sender: await senderOf(db, row, campaign),
    unsubscribed: true,
  };
}

/** Undo from the same page: only an unsubscribe is lifted (a bounce or a staff entry stays). */
export async function resubscribe(db: Db, appSecret: string, token: string): Promise<UnsubscribeState> {
  const found = await recipientOf(db, appSecret, 'unsubscribe', token);
  if (!found) throw notFound(INVALID_LINK);
  const { row, campaign } = found;
  const owner = listOwner(campaign);
  await repo.unsuppress(db, row.email, owner, 'unsubscribed');
  await repo.markUnsubscribed(db, row.id, false);
  return {
    status: 'success',
    email: row.email,
    sender: await senderOf(db, row, campaign),
    unsubscribed: await repo.isSuppressed(db, row.email, owner),
  };
}

/** The pixel: counts the first open of a sent message (any token answers the same image). */
export async function recordOpen(db: Db, appSecret: string, token: string): Promise<void> {
  const t = verifyToken(appSecret, 'open', token);
  if (!t) return;
  const row = await repo.findRecipient(db, t.recipientId);
  if (!row?.campaign_id) return;
  if (await repo.recordOpen(db, row.id))
    await repo.insertEvent(db, { campaign_id: row.campaign_id, recipient_id: row.id, kind: 'open' });
}

/**
 * A click: the signed link number picks a URL from the campaign's own blocks, so the redirect
 * can only go where the message pointed. A `u` that disagrees with it is refused.
 */
export async function recordClick(db: Db, appSecret: string, token: string, u?: string): Promise<string> {
  const found = await recipientOf(db, appSecret, 'click', token);
  if (!found?.campaign) throw notFound(INVALID_LINK);
  const url = linksOf(found.campaign.blocks)[found.link];
  if (!url) throw notFound(INVALID_LINK);
  if (u !== undefined && u !== url) throw badRequest('This link does not match the message');
  const { counted, firstOpen } = await repo.recordClick(db, found.row.id);
  if (counted) {
    if (firstOpen)
      await repo.insertEvent(db, {
        campaign_id: found.campaign.id,
        recipient_id: found.row.id,
        kind: 'open',
      });
    await repo.insertEvent(db, {
      campaign_id: found.campaign.id,
      recipient_id: found.row.id,
      kind: 'click',
      link_index: found.link,
    });
  }
  return url;
}
