/**
 * A specialist's earnings from the one ledger (ADR 013), for their dashboard and analytics: their
 * entries of marketplace bookings, by the day the booking was charged (the entry's `created_at`).
 * Reversed entries are left out; adjustments (negative, after a payout) count, so a sum is what the
 * specialist keeps. Every day of the range is present.
 */
import { sql } from 'drizzle-orm';
import { commissionEntries } from '../../db/schema/commissions';
import { type DayRange, daySeries, dayText, rangeBounds, rowsOf, utcDay } from '../../platform/day-series';
import type { Db } from '../../platform/db';
import * as repo from './repo';

const e = commissionEntries;

export interface EarningsDay {
  date: string;
  gross_cents: number;
  platform_fee_cents: number;
  revenue_cents: number;
}

const kept = (beneficiaryId: string) =>
  sql`${e.beneficiary_id} = ${beneficiaryId} and ${e.source} = 'marketplace_booking' and ${e.status} <> 'reversed'`;

export async function specialistEarningsPerDay(
  db: Db,
  beneficiaryId: string,
  range: DayRange,
): Promise<EarningsDay[]> {
  const { start, end } = rangeBounds(range);
  const res = await db.execute(sql`
    with agg as (
      select ${utcDay(e.created_at)} as day,
        sum(${e.gross_cents})::int as gross, sum(${e.platform_fee_cents})::int as fee,
        sum(${e.amount_cents})::int as amount
      from ${e}
      where ${kept(beneficiaryId)} and ${e.created_at} >= ${start} and ${e.created_at} < ${end}
      group by 1
    )
    select ${dayText(sql`d.day`)} as date,
      coalesce(agg.gross, 0)::int as gross_cents,
      coalesce(agg.fee, 0)::int as platform_fee_cents,
      coalesce(agg.amount, 0)::int as revenue_cents
    from (${daySeries(range)}) d left join agg on agg.day = d.day
    order by d.day`);
  return rowsOf<EarningsDay>(res);
}

export interface EarningsByStatus {
  gross_cents: number;
  platform_fee_cents: number;
  pending_cents: number;
  approved_cents: number;
  paid_cents: number;
}

/** The range's kept entries, split by status (pending + approved + paid = what is earned). */
export async function specialistEarningsByStatus(
  db: Db,
  beneficiaryId: string,
  range: DayRange,
): Promise<EarningsByStatus> {
  const { start, end } = rangeBounds(range);
  const res = await db.execute(sql`
    select coalesce(sum(${e.gross_cents}), 0)::int as gross_cents,
      coalesce(sum(${e.platform_fee_cents}), 0)::int as platform_fee_cents,
      coalesce(sum(${e.amount_cents}) filter (where ${e.status} = 'pending'), 0)::int as pending_cents,
      coalesce(sum(${e.amount_cents}) filter (where ${e.status} = 'approved'), 0)::int as approved_cents,
      coalesce(sum(${e.amount_cents}) filter (where ${e.status} = 'paid'), 0)::int as paid_cents
    from ${e}
    where ${kept(beneficiaryId)} and ${e.created_at} >= ${start} and ${e.created_at} < ${end}`);
  return rowsOf<EarningsByStatus>(res)[0]!;
}

export interface BeneficiaryOverview {
  /** Every status the beneficiary has entries in; the total is the sum of these rows. */
  by_status: Array<{ status: 'pending' | 'approved' | 'paid' | 'reversed'; entries: number; cents: number }>;
  recent: Array<{
    id: string;
    source: string;
    source_label: string;
    status: string;
    amount_cents: number;
    created_at: Date;
  }>;
}

/** One person's ledger at a glance for the staff client record: sums per status and the latest entries. */
export async function beneficiaryOverview(
  db: Db,
  beneficiaryId: string,
  limit = 5,
): Promise<BeneficiaryOverview> {
  const sums = await repo.sumsByStatus(db, { beneficiary_id: beneficiaryId });
  const { rows } = await repo.listEntries(db, { beneficiary_id: beneficiaryId }, limit, 0);
  const order = ['pending', 'approved', 'paid', 'reversed'] as const;
  return {
    by_status: order.flatMap((status) => {
      const s = sums.find((r) => r.status === status);
      return s ? [{ status, entries: Number(s.n), cents: s.cents }] : [];
    }),
    recent: rows.map(({ entry: e }) => ({
      id: e.id,
      source: e.source,
      source_label: e.source_label,
      status: e.status,
      amount_cents: e.amount_cents,
      created_at: e.created_at,
    })),
  };
}
