/**
 * Demo data for affiliates and the commission ledger (issue 5/8): codes for the demo affiliate
 * and the demo coach; a dozen of Jordan's shop orders brought by Alex Affiliate's link, recorded
 * through the ledger's own writers (pending, approved after the return window, reversed when
 * refunded); coach referrals for Jordan (a flat $25 each); and one paid payout batch. Idempotent:
 * nothing is written once the ledger has entries.
 */
import { DEFAULT_RULES, freezeCommission } from '@fundpath/commissions';
import { and, asc, count, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { stores } from '../db/schema/catalog';
import { commissionEntries, commissionPayouts } from '../db/schema/commissions';
import { orders } from '../db/schema/orders';
import { users } from '../db/schema/users';
import { ensureCode } from '../modules/affiliates';
import { ledgerSweep, recordStoreOrder, storeOrderMoneyBack } from '../modules/commissions';
import type { Db } from '../platform/db';

const CFG = { attributionDays: 30, defaultRateBps: 1_000, platformFeeBps: 0, returnWindowDays: 30 };
const DAY = 86_400_000;

const REFERRALS: ReadonlyArray<{ name: string; plan: string; base: number; daysAgo: number }> = [
  { name: 'Morgan Lee', plan: 'Growth', base: 19_900, daysAgo: 52 },
  { name: 'Priya Shah', plan: 'Starter', base: 9_900, daysAgo: 41 },
  { name: 'Diego Alvarez', plan: 'Growth', base: 19_900, daysAgo: 19 },
  { name: 'Hannah Okafor', plan: 'Pro', base: 39_900, daysAgo: 6 },
  { name: 'Sam Whitfield', plan: 'Starter', base: 9_900, daysAgo: 2 },
];

async function userByEmail(db: Db, email: string) {
  const [u] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  return u;
}

export async function seedCommissionsDemo(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(commissionEntries);
  if ((existing?.n ?? 0) > 0) return 0;
  const affiliate = await userByEmail(db, 'affiliate@fundpath.test');
  const coach = await userByEmail(db, 'client@fundpath.test');
  if (!affiliate || !coach) return 0;
  await ensureCode(db, affiliate, { business_name: 'Alex Travels & Referrals' });
  await ensureCode(db, coach, { business_name: 'Jordan Funding Coaching' });

  // Every third paid order of Jordan's shop came through Alex's link.
  const [shop] = await db.select({ id: stores.id }).from(stores).where(eq(stores.owner_id, coach.id));
  let written = 0;
  if (shop) {
    const paid = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.store_id, shop.id), isNotNull(orders.paid_at), lt(orders.paid_at, now)))
      .orderBy(asc(orders.paid_at));
    const referred = paid.filter((_, i) => i % 3 === 1).map((o) => o.id);
    if (referred.length) {
      await db.update(orders).set({ referrer_id: affiliate.id }).where(inArray(orders.id, referred));
      for (const id of referred) {
        if (await recordStoreOrder(db, CFG, id)) written += 1;
        await storeOrderMoneyBack(db, id);
      }
    }
  }

  // Jordan referred other coaches to the platform: a flat $25 each.
  const terms = { kind: 'flat' as const, flat_cents: 2_500 };
  for (const r of REFERRALS) {
    const at = new Date(now.getTime() - r.daysAgo * DAY);
    const frozen = freezeCommission(DEFAULT_RULES, {
      base_cents: r.base,
      monthly_sales: 1,
      item_terms: terms,
    });
    await db.insert(commissionEntries).values({
      source: 'referral',
      source_id: `demo-referral:${r.name.toLowerCase().replace(/\s+/g, '-')}`,
      source_label: `Coach referral: ${r.name} joined the ${r.plan} plan`,
      beneficiary_id: coach.id,
      base_cents: frozen.base_cents,
      terms: frozen.terms,
      basis: frozen.basis,
      gross_cents: frozen.gross_cents,
      platform_fee_bps: frozen.platform_fee_bps,
      platform_fee_cents: frozen.platform_fee_cents,
      amount_cents: frozen.amount_cents,
      status: 'pending',
      // A referral is approved once the new coach's first month is paid.
      approvable_at: new Date(at.getTime() + 30 * DAY),
      created_at: at,
    });
    written += 1;
  }

  // Approve what is due, then pay out what was approved before this month began.
  await ledgerSweep(db, CFG, now);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const due = await db
    .select({ id: commissionEntries.id })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.status, 'approved'), lt(commissionEntries.approved_at, monthStart)));
  const payable = due.length
    ? due
    : await db
        .select({ id: commissionEntries.id })
        .from(commissionEntries)
        .where(eq(commissionEntries.status, 'approved'))
        .orderBy(asc(commissionEntries.created_at))
        .limit(4);
  if (payable.length) {
    const [payout] = await db
      .insert(commissionPayouts)
      .values({
        status: 'paid',
        reference: `ACH ${monthStart.toISOString().slice(0, 10)}`,
        minimum_cents: 2_500,
        created_at: new Date(monthStart.getTime() - 2 * DAY),
        paid_at: monthStart,
      })
      .returning({ id: commissionPayouts.id });
    await db
      .update(commissionEntries)
      .set({ status: 'paid', payout_id: payout!.id })
      .where(
        inArray(
          commissionEntries.id,
          payable.map((p) => p.id),
        ),
      );
  }
  return written;
}
