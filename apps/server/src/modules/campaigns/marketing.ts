/**
 * The marketing kit's e-mail (issue 8/8): a coach (client account) writes one message to their own
 * contacts, the paid buyers of their store and the leads their website or booking link captured.
 * It is a campaign of kind `coach`, sent by the same job, with the same send log, unsubscribe
 * (onto the coach's own list), suppression, tracking and throttle. Ownership: only the coach
 * sees their e-mails (another's is a 404). A few sends a day, so the kit cannot be used to spam.
 */
import {
  type EmailBlock,
  type EmailPreview,
  MARKETING_AUDIENCE_MAX,
  MARKETING_EMAILS_PER_DAY,
  type MarketingAudience,
  type MarketingEmail,
} from '@fundpath/contracts/campaigns';
import { sql } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { type IdempotencyClaim, idempotently } from '../../platform/idempotency';
import { brandForEmail } from '../brand';
import { findStoreByOwner } from '../catalog';
import { coachAudienceSql } from './audience';
import * as repo from './repo';
import { originFor, SEND_JOB } from './send';
import { countTest, renderPreview } from './service';

export const MARKETING_EMAIL_NOT_FOUND = 'E-mail not found';
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DAY_MS = 86_400_000;

async function coachAudience(ctx: Ctx) {
  const me = requireActor(ctx);
  const store = await findStoreByOwner(ctx.db, me.id);
  return coachAudienceSql({ id: me.id, email: me.email, brand_id: me.brand_id }, store?.id ?? null);
}

export async function marketingAudience(ctx: Ctx): Promise<MarketingAudience> {
  const counts = await repo.coachAudienceCounts(ctx.db, await coachAudience(ctx));
  return { ...counts, sendable: counts.total - counts.suppressed };
}

function toEmail(c: repo.CampaignRow, stats: Map<string, MarketingEmail['stats']>): MarketingEmail {
  return {
    id: c.id,
    subject: c.subject,
    preheader: c.preheader,
    status: c.status,
    created_at: c.created_at.toISOString(),
    started_at: iso(c.started_at),
    finished_at: iso(c.finished_at),
    stats: stats.get(c.id)!,
  };
}

export async function listMarketingEmails(ctx: Ctx, now = new Date()) {
  const me = requireActor(ctx);
  const rows = await repo.listCoachCampaigns(ctx.db, me.id);
  const stats = await repo.statsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    emails: rows.map((r) => toEmail(r, stats)),
    sends_today: await repo.coachSendsSince(ctx.db, me.id, new Date(now.getTime() - DAY_MS)),
    daily_limit: MARKETING_EMAILS_PER_DAY,
  };
}

async function ownEmail(ctx: Ctx, id: string): Promise<repo.CampaignRow> {
  const c = await repo.findCampaign(ctx.db, id);
  if (!c || c.kind !== 'coach' || c.owner_id !== requireActor(ctx).id)
    throw notFound(MARKETING_EMAIL_NOT_FOUND);
  return c;
}

export async function getMarketingEmail(ctx: Ctx, id: string) {
  const c = await ownEmail(ctx, id);
  const stats = await repo.statsOf(ctx.db, [c.id]);
  return { ...toEmail(c, stats), blocks: c.blocks };
}

type Content = { subject: string; preheader?: string; blocks: EmailBlock[] };

const footerFor = (coachName: string) =>
  `You receive this because you bought from or contacted ${coachName}.`;

export async function previewMarketingEmail(ctx: Ctx, base: string, content: Content): Promise<EmailPreview> {
  const me = requireActor(ctx);
  const brand = await brandForEmail(ctx.db, me.brand_id);
  return renderPreview(
    content,
    brand,
    originFor(ctx.config, base),
    {
      user_id: null,
      display_name: 'Sam Customer',
      email: 'sam@example.com',
      brand_id: me.brand_id,
      variables: { first_name: 'Sam', full_name: 'Sam Customer', email: 'sam@example.com' },
    },
    { sender_name: me.display_name, footer_note: footerFor(me.display_name) },
  );
}

/** A test to the coach's own address. */
export async function testMarketingEmail(
  ctx: Ctx,
  mailer: Mailer,
  base: string,
  content: Content,
): Promise<string> {
  const me = requireActor(ctx);
  const preview = await previewMarketingEmail(ctx, base, content);
  countTest(me.id);
  await mailer.send({
    to: me.email,
    subject: `[Test] ${preview.subject}`,
    text: preview.text,
    html: preview.html,
    from_name: me.display_name,
    headers: { 'X-FundPath-Test': 'true' },
  });
  return me.email;
}

/**
 * Queues the e-mail to the coach's contacts now. One coach's sends are serialised (an advisory
 * lock) so two tabs cannot both pass the daily limit; an `Idempotency-Key` makes a retried
 * request answer the first one's e-mail.
 */
export async function sendMarketingEmail(
  ctx: Ctx,
  base: string,
  content: Content,
  idempotencyKey?: string,
  now = new Date(),
) {
  const me = requireActor(ctx);
  const audience = await coachAudience(ctx);
  const counts = await repo.coachAudienceCounts(ctx.db, audience);
  if (counts.total - counts.suppressed <= 0)
    throw new AppError('LIMIT_REACHED', 'You have no contacts to e-mail yet');
  if (counts.total > MARKETING_AUDIENCE_MAX)
    throw new AppError('LIMIT_REACHED', `One e-mail reaches at most ${MARKETING_AUDIENCE_MAX} contacts`);
  const claim: IdempotencyClaim | null = idempotencyKey
    ? {
        userId: me.id,
        scope: 'marketing.email',
        key: idempotencyKey,
        request: JSON.stringify([content.subject, content.preheader ?? '', content.blocks]),
      }
    : null;
  const result = await ctx.db.transaction(async (tx) =>
    idempotently(
      tx,
      claim,
      async () => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`marketing-email:${me.id}`}))`);
        const sent = await repo.coachSendsSince(tx, me.id, new Date(now.getTime() - DAY_MS));
        if (sent >= MARKETING_EMAILS_PER_DAY)
          throw new AppError(
            'LIMIT_REACHED',
            `You can send ${MARKETING_EMAILS_PER_DAY} e-mails a day; try again tomorrow`,
          );
        const c = await repo.insertCampaign(tx, {
          kind: 'coach',
          name: content.subject.slice(0, 120),
          subject: content.subject,
          preheader: content.preheader ?? '',
          blocks: content.blocks,
          brand_id: me.brand_id,
          owner_id: me.id,
          sender_name: me.display_name,
          status: 'scheduled',
          scheduled_at: now,
          send_seq: 1,
          base_url: originFor(ctx.config, base),
          created_by: me.id,
        });
        await ctx.jobs.sendInTx(
          tx,
          SEND_JOB,
          { campaign_id: c.id, seq: 1, part: 0 },
          { singletonKey: `send:${c.id}:1:0` },
        );
        return c;
      },
      (c) => c.id,
    ),
  );
  const id = 'replay' in result ? result.replay : result.done.id;
  return { email: await getMarketingEmail(ctx, id), replayed: 'replay' in result };
}
