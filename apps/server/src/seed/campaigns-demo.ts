/**
 * E-mail campaigns' demo (issue 8/8, ADR 018) so `/email-campaigns` looks alive: the default
 * brand's postal address, four segments, a campaign sent five days ago to every client with its
 * send log and realistic opens, clicks, one unsubscribe and one hard bounce spread over four days,
 * a campaign scheduled three days ahead, suppression entries, and an e-mail Jordan (client@) sent
 * to their own store customers. The send logs are filled from the real audiences (the same SQL the
 * send job uses). No mail is sent. Idempotent: nothing is written once the segments exist.
 */
import { type EmailBlock, type SegmentFilter, segmentFilterSchema } from '@fundpath/contracts/campaigns';
import { and, eq } from 'drizzle-orm';
import {
  campaignEvents,
  campaignRecipients,
  campaignSegments,
  campaigns,
  emailSuppressions,
} from '../db/schema/campaigns';
import { findUserByEmail } from '../modules/auth/repo';
import { findDefaultBrand, updateBrand } from '../modules/brand/repo';
import { coachAudienceSql, segmentAudienceSql } from '../modules/campaigns/audience';
import { materialize } from '../modules/campaigns/repo';
import { findStoreByOwner } from '../modules/catalog';
import type { Db } from '../platform/db';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const DEMO_POSTAL_ADDRESS = 'FundPath Inc.\n548 Market Street, Suite 1200\nSan Francisco, CA 94104';

const SEGMENTS: Array<{ name: string; description: string; filter: Partial<SegmentFilter> }> = [
  {
    name: 'Experian declines: follow-up',
    description: 'Clients whose latest report declines on Experian: send them the dispute checklist.',
    filter: { decisions: [{ bureau: 'experian', decision: 'decline' }] },
  },
  {
    name: 'Waiting for approval',
    description: 'Clients with a step submitted and not yet approved.',
    filter: { statuses: ['pending_approval'] },
  },
  { name: 'VIP clients', description: 'Tagged vip on the client record.', filter: { tags: ['vip'] } },
  { name: 'All clients', description: 'Every active client of the brand.', filter: {} },
];

const TIPS: EmailBlock[] = [
  {
    type: 'text',
    text: 'Hi {{first_name|there}},\n\nThree habits move a credit score more than anything else: **pay on time**, keep balances under 30% of the limit, and leave old accounts open.\n\nYou are on step {{current_step}} of your plan. Read the [full guide](https://fundpath.example/guides/credit-habits) when you have five minutes.',
  },
  { type: 'button', label: 'Open my plan', url: 'https://fundpath.example/dashboard' },
  { type: 'divider' },
  {
    type: 'text',
    text: 'Questions? Reply to your coach from the dashboard: we answer within a business day.',
  },
];
const WEBINAR: EmailBlock[] = [
  {
    type: 'text',
    text: 'Hi {{first_name}},\n\nJoin our live session on **business credit for new LLCs** next Thursday. We cover D-U-N-S numbers, net-30 vendors and when to apply for your first card.',
  },
  { type: 'button', label: 'Save my seat', url: 'https://fundpath.example/webinars/business-credit' },
];
const COACH_NOTE: EmailBlock[] = [
  {
    type: 'text',
    text: 'Hi {{first_name|there}},\n\nThanks for shopping with me! New this month: the **Business Credit Starter Kit** with the vendor list I use with my own clients.',
  },
  { type: 'button', label: 'See the kit', url: 'https://fundpath.example/store/jordan' },
];

/** A deterministic spread in [0, 1) for the i-th recipient (no randomness in seeds). */
const spread = (i: number, salt: number) => ((i * 7919 + salt * 104_729) % 1000) / 1000;

/** Fills a seeded campaign's send log as if it had been sent at `startedAt`, with events after it. */
async function playOut(
  db: Db,
  campaignId: string,
  startedAt: Date,
  opts: { bounceOne: boolean; unsubscribeOne: boolean },
) {
  const rows = await db
    .select()
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaign_id, campaignId), eq(campaignRecipients.status, 'queued')))
    .orderBy(campaignRecipients.email);
  let n = 0;
  for (const [i, row] of rows.entries()) {
    const sentAt = new Date(startedAt.getTime() + i * 1500);
    if (opts.bounceOne && i === rows.length - 1 && rows.length > 2) {
      await db
        .update(campaignRecipients)
        .set({
          status: 'bounced',
          bounced_at: sentAt,
          error: '550 5.1.1 Mailbox does not exist',
          attempts: 1,
        })
        .where(eq(campaignRecipients.id, row.id));
      await db
        .insert(campaignEvents)
        .values({ campaign_id: campaignId, recipient_id: row.id, kind: 'bounce', at: sentAt });
      await db
        .insert(emailSuppressions)
        .values({
          email: row.email,
          reason: 'bounced',
          brand_id: row.brand_id,
          campaign_id: campaignId,
          note: '550 5.1.1 Mailbox does not exist',
        })
        .onConflictDoNothing();
      continue;
    }
    // Most opens come the first day, fewer on the following ones.
    const opened = spread(i, 1) < 0.55;
    const openAt = new Date(sentAt.getTime() + (spread(i, 2) ** 2 * 4 * DAY + 10 * 60_000));
    const clicked = opened && spread(i, 3) < 0.35;
    const clickAt = new Date(openAt.getTime() + spread(i, 4) * 2 * HOUR);
    const unsub = opts.unsubscribeOne && i === 1;
    await db
      .update(campaignRecipients)
      .set({
        status: 'sent',
        sent_at: sentAt,
        attempts: 1,
        claimed_by: 'seed',
        claimed_at: sentAt,
        opened_at: opened || unsub ? openAt : null,
        open_count: opened || unsub ? 1 + Math.floor(spread(i, 5) * 3) : 0,
        clicked_at: clicked ? clickAt : null,
        click_count: clicked ? 1 : 0,
        unsubscribed_at: unsub ? new Date(openAt.getTime() + 5 * 60_000) : null,
      })
      .where(eq(campaignRecipients.id, row.id));
    if (opened || unsub)
      await db
        .insert(campaignEvents)
        .values({ campaign_id: campaignId, recipient_id: row.id, kind: 'open', at: openAt });
    if (clicked)
      await db.insert(campaignEvents).values({
        campaign_id: campaignId,
        recipient_id: row.id,
        kind: 'click',
        link_index: spread(i, 6) < 0.6 ? 1 : 0,
        at: clickAt,
      });
    if (unsub) {
      const at = new Date(openAt.getTime() + 5 * 60_000);
      await db
        .insert(campaignEvents)
        .values({ campaign_id: campaignId, recipient_id: row.id, kind: 'unsubscribe', at });
      await db
        .insert(emailSuppressions)
        .values({ email: row.email, reason: 'unsubscribed', brand_id: row.brand_id, campaign_id: campaignId })
        .onConflictDoNothing();
    }
    n += 1;
  }
  return n;
}

/** Seeds the campaigns demo; answers how many segments it made (0 when already seeded). */
export async function seedCampaignsDemo(db: Db, now = new Date()): Promise<number> {
  const brand = await findDefaultBrand(db);
  const admin = await findUserByEmail(db, 'admin@fundpath.test');
  const funding = await findUserByEmail(db, 'funding@fundpath.test');
  if (!brand || !admin || !funding) return 0;
  const [existing] = await db
    .select({ id: campaignSegments.id })
    .from(campaignSegments)
    .where(and(eq(campaignSegments.brand_id, brand.id), eq(campaignSegments.name, SEGMENTS[0]!.name)))
    .limit(1);
  if (existing) return 0;
  if (!brand.postal_address) await updateBrand(db, brand.id, { postal_address: DEMO_POSTAL_ADDRESS });

  const made = new Map<string, { id: string; filter: SegmentFilter }>();
  for (const s of SEGMENTS) {
    const filter = segmentFilterSchema.parse(s.filter);
    const [row] = await db
      .insert(campaignSegments)
      .values({
        name: s.name,
        description: s.description,
        filter,
        brand_id: brand.id,
        created_by: funding.id,
      })
      .returning();
    made.set(s.name, { id: row!.id, filter });
  }

  // Suppression entries first, so the sent campaign's log skips them like a real send would.
  await db
    .insert(emailSuppressions)
    .values([
      {
        email: 'no-mail-please@example.com',
        reason: 'manual',
        note: 'Asked on the phone not to be e-mailed',
        brand_id: brand.id,
        created_by: funding.id,
      },
      {
        email: 'old-address@example.com',
        reason: 'bounced',
        note: '550 5.1.1 User unknown',
        brand_id: brand.id,
      },
      { email: 'former.client@example.com', reason: 'unsubscribed', brand_id: brand.id },
    ])
    .onConflictDoNothing();

  // Sent five days ago to every client of the brand.
  const all = made.get('All clients')!;
  const startedAt = new Date(now.getTime() - 5 * DAY);
  const [sent] = await db
    .insert(campaigns)
    .values({
      kind: 'staff',
      name: 'Credit habits that move your score',
      subject: '3 habits that move your score, {{first_name|friend}}',
      preheader: 'Five minutes today, points next month',
      blocks: TIPS,
      segment_id: all.id,
      audience: all.filter,
      brand_id: brand.id,
      owner_id: funding.id,
      created_by: funding.id,
      status: 'sent',
      scheduled_at: startedAt,
      started_at: startedAt,
      send_seq: 1,
      materialized_at: startedAt,
      created_at: new Date(startedAt.getTime() - DAY),
    })
    .returning();
  await materialize(db, sent!.id, segmentAudienceSql(all.filter, { brandId: brand.id }));
  const delivered = await playOut(db, sent!.id, startedAt, { bounceOne: true, unsubscribeOne: true });
  await db
    .update(campaigns)
    .set({ finished_at: new Date(startedAt.getTime() + Math.max(1, delivered) * 1500 + 60_000) })
    .where(eq(campaigns.id, sent!.id));

  // Scheduled three days ahead (its send job is queued when the server starts).
  const vip = made.get('VIP clients')!;
  await db.insert(campaigns).values({
    kind: 'staff',
    name: 'Business credit webinar invitation',
    subject: 'Live next Thursday: business credit for new LLCs',
    preheader: 'D-U-N-S, net-30 vendors and your first card',
    blocks: WEBINAR,
    segment_id: vip.id,
    audience: vip.filter,
    brand_id: brand.id,
    owner_id: admin.id,
    created_by: admin.id,
    status: 'scheduled',
    scheduled_at: new Date(now.getTime() + 3 * DAY),
    send_seq: 1,
  });
  // A draft still being written.
  await db.insert(campaigns).values({
    kind: 'staff',
    name: 'Dispute checklist for Experian declines',
    subject: 'Your Experian dispute checklist',
    blocks: [
      { type: 'text', text: 'Hi {{first_name}},\n\nHere is the checklist we use for Experian disputes.' },
    ],
    segment_id: made.get(SEGMENTS[0]!.name)!.id,
    brand_id: brand.id,
    owner_id: funding.id,
    created_by: funding.id,
  });

  // Jordan's own e-mail to the store's customers, two days ago.
  const jordan = await findUserByEmail(db, 'client@fundpath.test');
  const store = jordan ? await findStoreByOwner(db, jordan.id) : undefined;
  if (jordan) {
    const at = new Date(now.getTime() - 2 * DAY);
    const [coach] = await db
      .insert(campaigns)
      .values({
        kind: 'coach',
        name: 'New this month: the Business Credit Starter Kit',
        subject: 'New this month: the Business Credit Starter Kit',
        blocks: COACH_NOTE,
        brand_id: jordan.brand_id,
        owner_id: jordan.id,
        sender_name: jordan.display_name,
        created_by: jordan.id,
        status: 'sent',
        scheduled_at: at,
        started_at: at,
        send_seq: 1,
        materialized_at: at,
        created_at: at,
      })
      .returning();
    await materialize(
      db,
      coach!.id,
      coachAudienceSql({ id: jordan.id, email: jordan.email, brand_id: jordan.brand_id }, store?.id ?? null),
    );
    const n = await playOut(db, coach!.id, at, { bounceOne: false, unsubscribeOne: false });
    await db
      .update(campaigns)
      .set({ finished_at: new Date(at.getTime() + Math.max(1, n) * 1500 + 60_000) })
      .where(eq(campaigns.id, coach!.id));
  }
  return made.size;
}
