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
  planPayouts,
  refundEffect,
} from '@fundpath/commissions';
import type { CommissionEntry, CommissionSummary, Payout } from '@fundpath/contracts/affiliates';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import type { Config } from '../../platform/env';
import { AppError } from '../../platform/errors';
import { type LedgerOrder, orderForLedger, referredOrdersSince } from '../orders';
import * as repo from './repo';

export const PAYOUT_NOT_FOUND = 'Payout not found';
export const NOTHING_TO_PAY = 'No beneficiary has approved commissions at or above the minimum payout';

export type LedgerConfig = Config['affiliates'];

export function rulesOf(cfg: LedgerConfig): CommissionRules {
  return { ...DEFAULT_RULES, default_rate_bps: cfg.defaultRateBps, platform_fee_bps: cfg.platformFeeBps };
}

// ---- writers: store orders (4/8) ------------------------------------------------------------

/** The money of a store order the commission is a share of: its subtotal (no shipping, no tax). */
const baseOf = (o: LedgerOrder) => o.subtotal_cents;

/** How much of the base has come back: all of it when cancelled, else the refunded share of the total. */
function refundedBase(o: LedgerOrder): number {
  if (o.status === 'cancelled') return baseOf(o);
  if (o.total_cents === 0) return 0;
  return Math.min(baseOf(o), Math.round((o.refunded_cents * baseOf(o)) / o.total_cents));
}

/**
 * Records the commission of a paid order with a referrer (idempotent: one per order). Pending;
 * approvable once delivered plus the return window.
 */
export async function recordStoreOrder(db: Db, cfg: LedgerConfig, orderId: string): Promise<boolean> {
  const order = await orderForLedger(db, orderId);
  if (!order?.referrer_id || !order.paid_at) return false;
  const referrer = order.referrer_id;
  return db.transaction(async (tx) => {
    const monthly = (await repo.salesThisMonth(tx, referrer, order.paid_at!)) + 1;
    const frozen = freezeCommission(rulesOf(cfg), { base_cents: baseOf(order), monthly_sales: monthly });
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
    if (order.refunded_cents > 0 || order.status === 'cancelled') await applyMoneyBack(tx, order);
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
  const back = refundedBase(order);
  if (back <= 0) return;
  for (const entry of await repo.commissionsOfSale(tx, 'store_order', order.id)) {
    const adjusted = await repo.adjustedCents(tx, entry.id);
    const effect = refundEffect(
      {
        status: entry.status,
        base_cents: entry.base_cents,
        amount_cents: entry.amount_cents,
        adjusted_cents: adjusted,
      },
      { refund_cents: back, refunded_total_cents: back },
    );
    if (effect.kind === 'reverse') {
      // Out of any batch not paid yet: a reversed entry is never paid out.
      await repo.setStatus(tx, [entry.id], { status: 'reversed', reversed_at: new Date(), payout_id: null });
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
          entry.status === 'paid'
            ? 'Refund after payout: taken from the next payout'
            : `Refund: ${(-effect.amount_cents / 100).toFixed(2)} of the commission taken back`,
      });
    }
  }
}

/** The hourly job: approves what is due, and records any referred order an event missed. */
export async function ledgerSweep(db: Db, cfg: LedgerConfig, now = new Date()) {
  const since = new Date(now.getTime() - 7 * 86_400_000);
  let recorded = 0;
  for (const id of await referredOrdersSince(db, since, 1_000)) {
    if (await recordStoreOrder(db, cfg, id)) recorded += 1;
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
    payouts: (await repo.listPayouts(ctx.db, actor.id)).map((r) => ({
      ...toPayout(r),
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
  const row = (await repo.listPayouts(db)).find((r) => r.payout.id === id);
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
    const { rows } = await repo.listEntries(tx, { payout_id: id }, 100_000, 0);
    await repo.setStatus(
      tx,
      rows.filter((r) => r.entry.status === 'approved').map((r) => r.entry.id),
      { status: 'paid' },
    );
    await repo.markPayoutPaid(tx, id, reference, now);
  });
  return payoutView(ctx.db, id);
}

const csvCell = (v: string | number) => {
  const s = String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

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
