/**
 * Marketplace bookings in the one ledger (issue 6/8, ADR 016): a charged booking writes the
 * specialist's earnings (the price less the category's platform fee frozen on the booking) and,
 * when an affiliate's link brought the member, the affiliate's commission on the price (tier or
 * default rate, ADR 013). Both are pending until the session is held (completed or no-show) and
 * are reversed (or adjusted after payout) by what a cancel refunds; a late cancel the member pays
 * for makes the specialist's earnings approvable at once.
 */
import { approvesAt, freezeCommission } from '@fundpath/commissions';
import type { Db } from '../../platform/db';
import { bookingForLedger } from '../bookings';
import * as repo from './repo';
import { type LedgerConfig, rulesOf, takeBack } from './service';

const SOURCE = 'marketplace_booking' as const;

/** Records the entries of a charged booking (idempotent: one per sale and beneficiary). */
export async function recordMarketplaceBooking(
  db: Db,
  cfg: LedgerConfig,
  bookingId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const b = await bookingForLedger(tx, bookingId);
    if (!b?.confirmed_at || b.charged_cents === 0) return 0;
    let written = 0;
    const label = `Booking ${b.number}`;
    const earnings = await repo.insertCommission(tx, {
      source: SOURCE,
      source_id: b.id,
      source_label: label,
      beneficiary_id: b.specialist_id,
      base_cents: b.price_cents,
      terms: { kind: 'rate', rate_bps: 10_000 },
      basis: 'item',
      gross_cents: b.price_cents,
      platform_fee_bps: b.platform_fee_bps,
      platform_fee_cents: b.platform_fee_cents,
      amount_cents: b.price_cents - b.platform_fee_cents,
      status: 'pending',
      created_at: b.confirmed_at,
    });
    if (earnings) written += 1;
    if (b.referrer_id && b.referrer_id !== b.specialist_id) {
      const monthly = (await repo.salesThisMonth(tx, b.referrer_id, b.confirmed_at)) + 1;
      const frozen = freezeCommission(rulesOf(cfg), {
        base_cents: b.price_cents,
        item_terms: null,
        monthly_sales: monthly,
      });
      const row = await repo.insertCommission(tx, {
        source: SOURCE,
        source_id: b.id,
        source_label: label,
        beneficiary_id: b.referrer_id,
        ...frozen,
        status: 'pending',
        created_at: b.confirmed_at,
      });
      if (row) written += 1;
    }
    return written;
  });
}

/** The session was held (or the member did not come): the entries become approvable. */
export async function marketplaceBookingHeld(db: Db, bookingId: string, at = new Date()): Promise<void> {
  await repo.setApprovableAt(db, SOURCE, bookingId, approvesAt(SOURCE, at));
}

/**
 * Money back, from a cancel or a staff refund (of any booking): what was refunded in total is
 * taken back (idempotent: the total, less what earlier refunds took); money a cancel kept (a late
 * cancel) is approvable at once.
 */
export async function marketplaceBookingCancelled(db: Db, bookingId: string): Promise<void> {
  const b = await bookingForLedger(db, bookingId);
  if (!b || b.charged_cents === 0) return;
  if (b.status !== 'cancelled' && b.refunded_cents === 0) return;
  if (b.refunded_cents > 0) await db.transaction((tx) => takeBack(tx, SOURCE, b.id, b.refunded_cents));
  if (b.status === 'cancelled' && b.refunded_cents < b.charged_cents)
    await marketplaceBookingHeld(db, bookingId, b.updated_at);
}

/**
 * Staff gave the booking to another specialist before the session. The ledger is append-only, so
 * the earlier specialist's pending earnings (and their refund adjustments) are reversed and the
 * new one's recorded as for a sale, less what was refunded so far. Earnings already approved or
 * paid stay where they are.
 */
export async function marketplaceBookingReassigned(
  db: Db,
  cfg: LedgerConfig,
  bookingId: string,
  from: string,
): Promise<void> {
  const b = await bookingForLedger(db, bookingId);
  if (!b || b.specialist_id === from) return;
  const reversed = await db.transaction(async (tx) => {
    const ids = await repo.pendingEntriesOf(tx, SOURCE, b.id, from);
    await repo.setStatus(tx, ids, { status: 'reversed', reversed_at: new Date() });
    return ids.length;
  });
  if (reversed === 0) return;
  await recordMarketplaceBooking(db, cfg, bookingId);
  if (b.refunded_cents > 0) await db.transaction((tx) => takeBack(tx, SOURCE, b.id, b.refunded_cents));
}
