/**
 * An affiliate's referred marketplace accounts (issue 6/8): who signed up through their link
 * (recorded by `affiliates` at sign-up), the sessions each completed and what the ledger paid the
 * affiliate on them; and the programme's rates as the ledger applies them (one source: the
 * server's configuration through {@link rulesOf}).
 */
import type {
  MyReferrals,
  myReferralsQuerySchema,
  ReferralProgramme,
  ReferralRow,
} from '@fundpath/contracts/affiliates';
import type { z } from 'zod';
import { type Ctx, requireActor } from '../../platform/auth';
import { referralSignupsOf, shortName } from '../affiliates';
import { bookingPartiesOf, completedBookingsOf } from '../bookings';
import * as repo from './repo';
import { type LedgerConfig, rulesOf } from './service';

/** The rates a sale is frozen at today (tiers below the default rate do not apply). */
export function programme(cfg: LedgerConfig): ReferralProgramme {
  const rules = rulesOf(cfg);
  return {
    default_rate_bps: rules.default_rate_bps,
    tiers: [...rules.tiers]
      .sort((a, b) => a.min_monthly_sales - b.min_monthly_sales)
      .map((t) => ({ min_monthly_sales: t.min_monthly_sales, rate_bps: t.rate_bps })),
    platform_fee_bps: rules.platform_fee_bps,
    attribution_days: cfg.attributionDays,
  };
}

/**
 * `GET /api/affiliates/me/referrals`: the page of `kind`, with totals over every row of `kind`.
 * A ledger entry is a marketplace booking's: it counts for the member when the member is one of
 * the affiliate's referrals, else for the specialist when they are, else for neither (so no
 * entry is counted twice and the totals are the sum of the rows).
 */
export async function myReferrals(
  ctx: Ctx,
  query: z.output<typeof myReferralsQuerySchema>,
): Promise<Omit<MyReferrals, 'status'>> {
  const actor = requireActor(ctx);
  const everyone = await referralSignupsOf(ctx.db, actor.id);
  const members = everyone.filter((r) => r.kind === 'member').map((r) => r.user_id);
  const specialists = everyone.filter((r) => r.kind === 'specialist').map((r) => r.user_id);
  const [completed, amounts] = await Promise.all([
    completedBookingsOf(ctx.db, { memberIds: members, specialistIds: specialists }),
    repo.marketplaceAmountsBySale(ctx.db, actor.id),
  ]);
  const parties = await bookingPartiesOf(ctx.db, [...amounts.keys()]);
  const memberSet = new Set(members);
  const specialistSet = new Set(specialists);
  const earned = new Map<string, number>();
  for (const [bookingId, cents] of amounts) {
    const p = parties.get(bookingId);
    if (!p) continue;
    const to = memberSet.has(p.member_id)
      ? p.member_id
      : specialistSet.has(p.specialist_id)
        ? p.specialist_id
        : undefined;
    if (to) earned.set(to, (earned.get(to) ?? 0) + cents);
  }
  const rows: ReferralRow[] = everyone
    .filter((r) => query.kind === 'all' || r.kind === query.kind)
    .map((r) => ({
      display_name: shortName(r.display_name),
      kind: r.kind,
      joined_at: r.created_at.toISOString(),
      bookings_completed:
        (r.kind === 'member' ? completed.asMember : completed.asSpecialist).get(r.user_id) ?? 0,
      commission_cents: earned.get(r.user_id) ?? 0,
    }));
  return {
    referrals: rows.slice(query.offset, query.offset + query.limit),
    total: rows.length,
    totals: {
      referrals: rows.length,
      bookings_completed: rows.reduce((s, r) => s + r.bookings_completed, 0),
      commission_cents: rows.reduce((s, r) => s + r.commission_cents, 0),
    },
    counts: { all: everyone.length, member: members.length, specialist: specialists.length },
  };
}
