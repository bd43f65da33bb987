/**
 * Demo referred marketplace accounts (issue 6/8) for Alex Affiliate (affiliate@fundpath.test),
 * so the referrals table on `/manila/affiliate/dashboard` and `/referrals` looks alive: two
 * members of the bookings demo (Jamie Cruz, Sam Reyes) and two specialists of the marketplace
 * demo (Maya Santos, Lucas Meyer) signed up through Alex's link, and Jamie's completed sessions
 * carry Alex as their referrer, so the ledger holds Alex's commission on them. Runs after the
 * marketplace and bookings demos; idempotent: nothing is written once Alex has a referral.
 */
import { and, count, eq } from 'drizzle-orm';
import { referralSignups } from '../db/schema/affiliates';
import { marketplaceBookings } from '../db/schema/bookings';
import { ensureCode } from '../modules/affiliates';
import { findUserByEmail } from '../modules/auth/repo';
import { marketplaceBookingHeld, recordMarketplaceBooking } from '../modules/commissions';
import type { Db } from '../platform/db';

const CFG = { attributionDays: 30, defaultRateBps: 1_000, platformFeeBps: 0, returnWindowDays: 30 };

const REFERRED = [
  { email: 'jamie.cruz@fundpath.test', kind: 'member' },
  { email: 'sam.reyes@fundpath.test', kind: 'member' },
  { email: 'maya.santos@fundpath.test', kind: 'specialist' },
  { email: 'lucas.meyer@fundpath.test', kind: 'specialist' },
] as const;

/** Returns the number of referral rows written. */
export async function seedReferralsDemo(db: Db): Promise<number> {
  const alex = await findUserByEmail(db, 'affiliate@fundpath.test');
  if (!alex) return 0;
  const [had] = await db
    .select({ n: count() })
    .from(referralSignups)
    .where(eq(referralSignups.affiliate_id, alex.id));
  if ((had?.n ?? 0) > 0) return 0;
  await ensureCode(db, alex, { business_name: 'Alex Travels & Referrals' });
  let written = 0;
  for (const r of REFERRED) {
    const user = await findUserByEmail(db, r.email);
    if (!user || user.id === alex.id) continue;
    await db
      .insert(referralSignups)
      .values({ user_id: user.id, affiliate_id: alex.id, kind: r.kind, created_at: user.created_at })
      .onConflictDoNothing();
    written += 1;
    if (r.email !== 'jamie.cruz@fundpath.test') continue;
    // Jamie came through Alex's link: the completed sessions earn Alex a commission in the ledger.
    const done = await db
      .update(marketplaceBookings)
      .set({ referrer_id: alex.id })
      .where(and(eq(marketplaceBookings.member_id, user.id), eq(marketplaceBookings.status, 'completed')))
      .returning({ id: marketplaceBookings.id, end_at: marketplaceBookings.end_at });
    for (const b of done) {
      await recordMarketplaceBooking(db, CFG, b.id);
      await marketplaceBookingHeld(db, b.id, b.end_at);
    }
  }
  return written;
}
