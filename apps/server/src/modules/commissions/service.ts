/**
 * The one commission ledger (issue 5/8, ADR 013): store orders write here today, travel and
 * marketplace bookings through the same functions. Figures are frozen by
 * `@fundpath/commissions` at the sale and never re-derived; statuses move
 * `pending → approved → paid` (or `reversed` before payout); money back after payout is a
 * negative adjustment carried into the next payout. Every total is a SQL sum of entries.
 */
import {
  approvesAt,
  type CommissionRules,
  DEFAULT_RULES,
  freezeCommission,
  freezeLinesCommission,
  planPayouts,
  refundEffect,
} from '@fundpath/commissions';
import type { CommissionEntry, CommissionSummary, Payout } from '@fundpath/contracts/affiliates';
import type { AffiliateStats } from '@fundpath/contracts/travel';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import type { Config } from '../../platform/env';
import { AppError } from '../../platform/errors';
import { affiliateOf, clicksByDay } from '../affiliates';
import { type LedgerOrder, orderForLedger, referredOrdersChangedSince } from '../orders';
import { csvCell } from '../permissions';
import { bookingForLedger, referredBookingsChangedSince } from '../travel';
import * as repo from './repo';

export const PAYOUT_NOT_FOUND = 'Payout not found';
export const NOTHING_TO_PAY = 'No beneficiary has approved commissions at or above the minimum payout';

export type LedgerConfig = Config['affiliates'];

export function rulesOf(cfg: LedgerConfig): CommissionRules {
  return {
    default_rate_bps: cfg.defaultRateBps,
    // A tier rewards volume: one below a raised default rate would lower it, so it no longer applies.
    tiers: DEFAULT_RULES.tiers.filter((t) => t.rate_bps > cfg.defaultRateBps),
    platform_fee_bps: cfg.platformFeeBps,
  };
}

// ---- writers: store orders (4/8) ------------------------------------------------------------

/** The money of a store order the commission is a share of: its subtotal (no shipping, no tax). */
const baseOf = (o: LedgerOrder) => o.subtotal_cents;

/**
 * How much of the base has come back: the share of the total the provider has confirmed refunding
 * (a cancelled paid order is refunded in full). Claims still in flight do not count: the provider
 * may refuse them, and a reversal is final.
 */
function refundedBase(o: LedgerOrder): number {
  if (o.total_cents === 0) return 0;
  return Math.min(baseOf(o), Math.round((o.settled_refunded_cents * baseOf(o)) / o.total_cents));
}

/**
 * Records the commission of a paid order with a referrer (idempotent: one per order). Its base is
 * the subtotal (the lines' sum); a product's own rate, frozen on its line at checkout, wins over
 * tiers for that line. Pending; approvable once delivered plus the return window.
 */
export async function recordStoreOrder(db: Db, cfg: LedgerConfig, orderId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Read inside the transaction: a refund handled meanwhile is either seen here or sees this entry.
    const order = await orderForLedger(tx, orderId);
    if (!order?.referrer_id || !order.paid_at) return false;
    const referrer = order.referrer_id;
    const monthly = (await repo.salesThisMonth(tx, referrer, order.paid_at!)) + 1;
    // Each line at its product's frozen rate where it has one, else the tier or default rate.
    const frozen = freezeLinesCommission(rulesOf(cfg), { lines: order.lines, monthly_sales: monthly });
    const row = await repo.insertCommission(tx, {
      source: 'store_order',
      source_id: order.id,
      source_label: `Order ${order.number}`,
      beneficiary_id: referrer,
      base_cents: frozen.base_cents,
      terms: frozen.terms,
      basis: frozen.basis,
      gross_cents: frozen.gross_cents,
      platform_fee_bps: frozen.platform_fee_bps,
      platform_fee_cents: frozen.platform_fee_cents,
      amount_cents: frozen.amount_cents,
      status: 'pending',
      approvable_at: order.delivered_at
        ? approvesAt('store_order', order.delivered_at, { return_window_days: cfg.returnWindowDays })
        : null,
      created_at: order.paid_at!,
    });
    if (!row) return false;
    // Money may already have come back before this was recorded (a late reconcile).
    await applyMoneyBack(tx, order);
    return true;
  });
}

/** The order arrived: its commission becomes approvable after the return window. */
export async function storeOrderDelivered(db: Db, cfg: LedgerConfig, orderId: string): Promise<void> {
  const order = await orderForLedger(db, orderId);
  if (!order?.delivered_at) return;
  await repo.setApprovableAt(
    db,
    'store_order',
    orderId,
    approvesAt('store_order', order.delivered_at, { return_window_days: cfg.returnWindowDays }),
  );
}

/** A refund or cancellation of the order: reverse or adjust its commissions (ADR 013). */
export async function storeOrderMoneyBack(db: Db, orderId: string): Promise<void> {
  const order = await orderForLedger(db, orderId);
  if (!order?.referrer_id) return;
  await db.transaction((tx) => applyMoneyBack(tx, order));
}

async function applyMoneyBack(tx: Db, order: LedgerOrder): Promise<void> {
  await takeBack(tx, 'store_order', order.id, refundedBase(order));
}

/**
 * Money back on a sale: each of its commissions is reversed (before payout) or adjusted by the
 * share of `back` in its base (in a batch, or paid: a negative entry carried to the next payout).
 */
export async function takeBack(
  tx: Db,
  source: repo.EntryRow['source'],
  saleId: string,
  back: number,
): Promise<void> {
  if (back <= 0) return;
  for (const entry of await repo.commissionsOfSale(tx, source, saleId)) {
    const adjusted = await repo.adjustedCents(tx, entry.id);
    // In a batch already (its CSV may be at the bank): refunds adjust, like after payout.
    const status = entry.payout_id && entry.status === 'approved' ? 'paid' : entry.status;
    const effect = refundEffect(
      {
        status,
        base_cents: entry.base_cents,
        amount_cents: entry.amount_cents,
        adjusted_cents: adjusted,
      },
      { refund_cents: back, refunded_total_cents: back },
    );
    if (effect.kind === 'reverse') {
      await repo.setStatus(tx, [entry.id], { status: 'reversed', reversed_at: new Date() });
    } else if (effect.kind === 'adjust') {
      await repo.insertAdjustment(tx, {
        source: entry.source,
        source_id: entry.source_id,
        source_label: entry.source_label,
        parent_id: entry.id,
        beneficiary_id: entry.beneficiary_id,
        base_cents: 0,
        terms: entry.terms,
        basis: entry.basis,
        gross_cents: effect.amount_cents,
        platform_fee_bps: 0,
        platform_fee_cents: 0,
        amount_cents: effect.amount_cents,
        status: effect.status,
        approvable_at: effect.status === 'pending' ? entry.approvable_at : null,
        approved_at: effect.status === 'approved' ? new Date() : null,
        note:
          status === 'paid'
            ? 'Refund after payout: taken from the next payout'
            : `Refund: ${(-effect.amount_cents / 100).toFixed(2)} of the commission taken back`,
      });
    }
  }
}

// ---- writers: travel bookings (5/8) --------------------------------------------------------

/**
 * Records the commission of a confirmed travel booking with a referrer (idempotent: one per
 * booking). Its base is the trip's price; the package's own rate, if set, wins over tiers.
 * Pending until the trip is completed.
 */
export async function recordTravelBooking(db: Db, cfg: LedgerConfig, bookingId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const b = await bookingForLedger(tx, bookingId);
    if (!b?.referrer_id || !b.confirmed_at) return false;
    const monthly = (await repo.salesThisMonth(tx, b.referrer_id, b.confirmed_at)) + 1;
    const frozen = freezeCommission(rulesOf(cfg), {
      base_cents: b.total_cents,
      item_terms: b.commission_rate_bps === null ? null : { kind: 'rate', rate_bps: b.commission_rate_bps },
      monthly_sales: monthly,
    });
    const row = await repo.insertCommission(tx, {
      source: 'travel_booking',
      source_id: b.id,
      source_label: `Booking ${b.booking_number}`,
      beneficiary_id: b.referrer_id,
      base_cents: frozen.base_cents,
      terms: frozen.terms,
      basis: frozen.basis,
      gross_cents: frozen.gross_cents,
      platform_fee_bps: frozen.platform_fee_bps,
      platform_fee_cents: frozen.platform_fee_cents,
      amount_cents: frozen.amount_cents,
      status: 'pending',
      approvable_at: b.completed_at ? approvesAt('travel_booking', b.completed_at) : null,
      created_at: b.confirmed_at,
    });
    if (!row) return false;
    // Cancelled before this was recorded (a late replay): the sale is gone.
    if (b.status === 'cancelled') await takeBack(tx, 'travel_booking', b.id, b.total_cents);
    return true;
  });
}

/** The trip is over: its commission becomes approvable (at once: the travel milestone is the end). */
export async function travelBookingCompleted(db: Db, bookingId: string): Promise<void> {
  const b = await bookingForLedger(db, bookingId);
  if (!b?.completed_at) return;
  await repo.setApprovableAt(db, 'travel_booking', bookingId, approvesAt('travel_booking', b.completed_at));
}

/** A cancelled booking is no sale: its commission is reversed, or taken back after payout. */
export async function travelBookingCancelled(db: Db, bookingId: string): Promise<void> {
  const b = await bookingForLedger(db, bookingId);
  if (!b?.referrer_id || b.status !== 'cancelled') return;
  await db.transaction((tx) => takeBack(tx, 'travel_booking', b.id, b.total_cents));
}

/**
 * The hourly job: replays, for every referred order that changed in the last week, what its events
 * should have done (each step is idempotent: a sale is recorded once, refunds are cumulative, the
 * approval date is set once), so a lost event or a failed handler is repaired; then approves
 * what is due.
 */
export async function ledgerSweep(db: Db, cfg: LedgerConfig, now = new Date()) {
  const since = new Date(now.getTime() - 7 * 86_400_000);
  let recorded = 0;
  for (const id of await referredOrdersChangedSince(db, since, 2_000)) {
    if (await recordStoreOrder(db, cfg, id)) recorded += 1;
    else await storeOrderMoneyBack(db, id);
    await storeOrderDelivered(db, cfg, id);
  }
  for (const id of await referredBookingsChangedSince(db, since, 2_000)) {
    if (await recordTravelBooking(db, cfg, id)) recorded += 1;
    else await travelBookingCancelled(db, id);
    await travelBookingCompleted(db, id);
  }
  const approved = await repo.approveDue(db, now);
  return { recorded, approved };
}

// ---- reads ----------------------------------------------------------------------------------

function toEntry(row: repo.EntryRow, displayName: string): CommissionEntry {
  return {
    id: row.id,
    source: row.source,
    source_id: row.source_id,
    source_label: row.source_label,
    kind: row.kind,
    beneficiary: { id: row.beneficiary_id, display_name: displayName },
    base_cents: row.base_cents,
    terms: row.terms,
    basis: row.basis,
    gross_cents: row.gross_cents,
    platform_fee_cents: row.platform_fee_cents,
    amount_cents: row.amount_cents,
    status: row.status,
    approvable_at: row.approvable_at?.toISOString() ?? null,
    payout_id: row.payout_id,
    note: row.note,
    created_at: row.created_at.toISOString(),
  };
}

async function summaryOf(db: Db, f: repo.EntryFilter): Promise<CommissionSummary> {
  const s: CommissionSummary = {
    pending_cents: 0,
    approved_cents: 0,
    paid_cents: 0,
    reversed_cents: 0,
    earned_cents: 0,
    entries: 0,
  };
  for (const r of await repo.sumsByStatus(db, f)) {
    s[`${r.status}_cents`] += r.cents;
    if (r.status !== 'reversed') s.earned_cents += r.cents;
    s.entries += r.n;
  }
  return s;
}

function toPayout(r: Awaited<ReturnType<typeof repo.listPayouts>>[number]): Payout {
  return {
    id: r.payout.id,
    status: r.payout.status,
    reference: r.payout.reference,
    minimum_cents: r.payout.minimum_cents,
    total_cents: r.total_cents,
    beneficiaries: r.beneficiaries,
    entries: r.entries,
    created_at: r.payout.created_at.toISOString(),
    paid_at: r.payout.paid_at?.toISOString() ?? null,
  };
}

type ListQuery = {
  source?: repo.EntryRow['source'];
  status?: repo.EntryRow['status'];
  page: number;
  per_page: number;
};

/** `GET /api/commissions`: the caller's own entries, their totals, and the payouts they were in. */
export async function listMine(ctx: Ctx, q: ListQuery) {
  const actor = requireActor(ctx);
  const f = { beneficiary_id: actor.id, source: q.source, status: q.status };
  const { rows, total } = await repo.listEntries(ctx.db, f, q.per_page, (q.page - 1) * q.per_page);
  return {
    entries: rows.map((r) => toEntry(r.entry, r.display_name)),
    total,
    summary: await summaryOf(ctx.db, f),
    // Their own share of each batch only: other beneficiaries' figures are not theirs to see.
    payouts: (await repo.listPayouts(ctx.db, { beneficiaryId: actor.id })).map((r) => ({
      ...toPayout(r),
      total_cents: r.my_total_cents,
      beneficiaries: 1,
      entries: r.my_entries,
      my_total_cents: r.my_total_cents,
    })),
  };
}

/** `GET /api/admin/commissions`: every entry (commissions.manage). */
export async function listAll(ctx: Ctx, q: ListQuery & { beneficiary_id?: string | undefined }) {
  const f = { beneficiary_id: q.beneficiary_id, source: q.source, status: q.status };
  const { rows, total } = await repo.listEntries(ctx.db, f, q.per_page, (q.page - 1) * q.per_page);
  return {
    entries: rows.map((r) => toEntry(r.entry, r.display_name)),
    total,
    summary: await summaryOf(ctx.db, f),
  };
}

export async function listPayouts(ctx: Ctx): Promise<Payout[]> {
  return (await repo.listPayouts(ctx.db)).map(toPayout);
}

async function payoutView(db: Db, id: string): Promise<Payout> {
  const [row] = await repo.listPayouts(db, { id });
  if (!row) throw new AppError('NOT_FOUND', PAYOUT_NOT_FOUND);
  return toPayout(row);
}

// ---- payouts --------------------------------------------------------------------------------

/**
 * A batch of every approved entry not in a batch yet, for beneficiaries at or above the minimum
 * (their negative adjustments netted in). The entries are locked while the batch is made, so two
 * admins at once never put one entry in two batches.
 */
export async function createPayout(ctx: Ctx, minimumCents: number): Promise<Payout> {
  const actor = requireActor(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const plans = planPayouts(await repo.lockUnbatchedApproved(tx), minimumCents);
    if (plans.length === 0) throw new AppError('CONFLICT', NOTHING_TO_PAY);
    const payout = await repo.insertPayout(tx, { minimum_cents: minimumCents, created_by: actor.id });
    await repo.setStatus(
      tx,
      plans.flatMap((p) => p.entry_ids),
      { payout_id: payout.id },
    );
    return payout.id;
  });
  ctx.log.info({ event: 'payout_created', payout_id: id }, 'commission payout batch created');
  return payoutView(ctx.db, id);
}

/** Marks an open batch paid with the bank or transfer reference: its entries become `paid`. */
export async function markPaid(ctx: Ctx, id: string, reference: string): Promise<Payout> {
  await ctx.db.transaction(async (tx) => {
    const payout = await repo.findPayout(tx, id, { lock: true });
    if (!payout) throw new AppError('NOT_FOUND', PAYOUT_NOT_FOUND);
    if (payout.status === 'paid') throw new AppError('CONFLICT', 'This payout is already marked paid');
    const now = new Date();
    // One statement over the batch's approved entries: a concurrent refund that locked an entry
    // first is seen by the re-check of this WHERE once its lock is released.
    await repo.payBatchEntries(tx, id);
    await repo.markPayoutPaid(tx, id, reference, now);
  });
  return payoutView(ctx.db, id);
}

/** The batch as CSV, one line per beneficiary (what the bank transfer needs). */
export async function payoutCsv(ctx: Ctx, id: string): Promise<string> {
  const payout = await repo.findPayout(ctx.db, id);
  if (!payout) throw new AppError('NOT_FOUND', PAYOUT_NOT_FOUND);
  const lines = await repo.payoutLines(ctx.db, id);
  const head = ['beneficiary_id', 'name', 'email', 'entries', 'amount'];
  const body = lines.map((l) =>
    [l.beneficiary_id, l.display_name, l.email, l.entries, (l.total_cents / 100).toFixed(2)]
      .map(csvCell)
      .join(','),
  );
  return `${[head.join(','), ...body].join('\n')}\n`;
}

// ---- the affiliate's dashboard --------------------------------------------------------------

/**
 * `GET /api/affiliates/me/stats`: clicks on the caller's links, referred sales (commissions
 * recorded, any source) and commission per day over the last `days`, with totals by status that
 * are SQL sums of the same entries. Without a code, zeros.
 */
export async function myStats(
  ctx: Ctx,
  days: number,
  now = new Date(),
): Promise<Omit<AffiliateStats, 'status'>> {
  const actor = requireActor(ctx);
  const code = await affiliateOf(ctx.db, actor.id);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const [clicks, perDay, statuses, sources] = await Promise.all([
    code ? clicksByDay(ctx.db, actor.id, start) : Promise.resolve([]),
    repo.entriesByDay(ctx.db, actor.id, start),
    repo.statusSums(ctx.db, actor.id, start),
    repo.sourceSums(ctx.db, actor.id, start),
  ]);
  const clicksOn = new Map(clicks.map((c) => [c.date, c.clicks]));
  const salesOn = new Map(perDay.map((d) => [d.date, d]));
  const series: AffiliateStats['series'] = [];
  for (let i = 0; i < days; i++) {
    const date = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    series.push({
      date,
      clicks: clicksOn.get(date) ?? 0,
      sales: salesOn.get(date)?.sales ?? 0,
      commission_cents: salesOn.get(date)?.amount_cents ?? 0,
    });
  }
  const totalClicks = series.reduce((s, d) => s + d.clicks, 0);
  const totalSales = series.reduce((s, d) => s + d.sales, 0);
  const by = (status: string) => statuses.find((r) => r.status === status)?.amount_cents ?? 0;
  return {
    days,
    code: code?.code ?? null,
    totals: {
      clicks: totalClicks,
      sales: totalSales,
      conversion_bps: totalClicks ? Math.round((totalSales * 10_000) / totalClicks) : 0,
      pending_cents: by('pending'),
      approved_cents: by('approved'),
      paid_cents: by('paid'),
      reversed_cents: by('reversed'),
    },
    series,
    by_source: sources,
  };
}
