/**
 * Demo click history for the marketing kit (issue 8/8): Jordan Client's short links (client@,
 * `/marketing`) get about two months of visits, more on the links a coach shares most (the
 * store and the referral link), with weekends quieter, a few days of a campaign spike and about a
 * fifth of them QR scans. Every visit is one `marketing_clicks` row, so the counts the kit shows
 * are the sums of its series. Runs last (it makes short links for whatever Jordan has by then);
 * idempotent: nothing is written once Jordan's links have a visit.
 */
import { count, inArray } from 'drizzle-orm';
import { marketingClicks } from '../db/schema/marketing';
import { ensureCode } from '../modules/affiliates';
import { findUserByEmail } from '../modules/auth/repo';
import { ensureLinks, windowStart } from '../modules/marketing';
import type { Db } from '../platform/db';

const DAYS = 60;
/** Visits on an ordinary weekday, per kind of link. */
const DAILY: Record<string, number> = { store: 9, referral: 6, travel: 3, booking: 4, website: 7 };

/** A small deterministic generator: the same demo on every fresh start. */
function generator(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4_294_967_296;
  };
}

/** Returns the number of visits written. */
export async function seedMarketingDemo(db: Db, now = new Date()): Promise<number> {
  const jordan = await findUserByEmail(db, 'client@fundpath.test');
  if (!jordan) return 0;
  // The code the commissions demo gives Jordan (the kit makes it on first visit too).
  await ensureCode(db, jordan, { business_name: 'Jordan Funding Coaching' });
  const { rows } = await ensureLinks(db, jordan);
  const links = [...rows.values()];
  if (links.length === 0) return 0;
  const [had] = await db
    .select({ n: count() })
    .from(marketingClicks)
    .where(
      inArray(
        marketingClicks.link_id,
        links.map((l) => l.id),
      ),
    );
  if ((had?.n ?? 0) > 0) return 0;

  const random = generator(20_260_817);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const values: Array<typeof marketingClicks.$inferInsert> = [];
  for (const link of links) {
    const base = DAILY[link.kind] ?? 3;
    for (let ago = DAYS - 1; ago >= 0; ago--) {
      const dayStart = today - ago * 86_400_000;
      const weekday = new Date(dayStart).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 0.45 : 1;
      const spike = ago >= 9 && ago <= 11 ? 2.4 : 1; // a newsletter went out
      const growth = 0.6 + (0.4 * (DAYS - ago)) / DAYS; // sharing more lately
      const n = Math.round(base * weekend * spike * growth * (0.5 + random()));
      // Today only up to now, so no visit lies in the future.
      const dayEnd = ago === 0 ? now.getTime() : dayStart + 86_400_000;
      for (let i = 0; i < n; i++) {
        const at = new Date(dayStart + Math.floor(random() * (dayEnd - dayStart)));
        values.push({
          link_id: link.id,
          window_start: windowStart(at),
          visitor: `demo-${link.kind}-${ago}-${i}`,
          source: random() < 0.2 ? 'qr' : 'link',
          created_at: at,
        });
      }
    }
  }
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insert(marketingClicks)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing();
  }
  return values.length;
}
