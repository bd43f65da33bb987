/**
 * The commission ledger's rules (issue 5/8): pure functions over integer cents and basis points.
 * See README.md for the vocabulary; ADR 013 for how the server stores what these compute.
 */

export const commissionSources = [
  'store_order',
  'travel_booking',
  'marketplace_booking',
  'referral',
] as const;
export type CommissionSource = (typeof commissionSources)[number];

export const commissionStatuses = ['pending', 'approved', 'paid', 'reversed'] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

/** 100 % in basis points. */
export const BPS = 10_000;
/** The default affiliate rate when nothing more specific applies: 10 %. */
export const DEFAULT_RATE_BPS = 1_000;

/** One line of a sale with the rate frozen for it. */
export interface LineTerms {
  base_cents: number;
  rate_bps: number;
}

/**
 * How a commission is computed: a share of the base, a flat amount (never more than the base), or
 * (a sale whose lines carry different rates, e.g. a product with its own rate beside others) a
 * share of each line at that line's frozen rate.
 */
export type Terms =
  | { kind: 'rate'; rate_bps: number }
  | { kind: 'flat'; flat_cents: number }
  | { kind: 'lines'; lines: LineTerms[] };

export interface Tier {
  /** Applies from this many sales in the calendar month (this sale included). */
  min_monthly_sales: number;
  rate_bps: number;
}

export interface CommissionRules {
  default_rate_bps: number;
  /** Tiers by monthly sales; the highest one reached applies. */
  tiers: readonly Tier[];
  /** The platform's share of each commission (0 for none). */
  platform_fee_bps: number;
}

export const DEFAULT_RULES: CommissionRules = {
  default_rate_bps: DEFAULT_RATE_BPS,
  tiers: [{ min_monthly_sales: 5, rate_bps: 1_200 }],
  platform_fee_bps: 0,
};

export interface Sale {
  /** What the commission is a share of: the sale's amount before tax and shipping, in cents. */
  base_cents: number;
  /** Terms set on the package, product or service itself, if any. */
  item_terms?: Terms | null;
  /** The beneficiary's sales in the sale's calendar month, this one included. */
  monthly_sales: number;
}

export type TermsBasis = 'item' | 'tier' | 'default';

function assertCents(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer`);
}

function assertBps(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0 || n > BPS) throw new RangeError(`${what} must be 0–${BPS} basis points`);
}

/** The terms that apply: the item's own over the highest tier reached over the default rate. */
export function termsFor(rules: CommissionRules, sale: Sale): { terms: Terms; basis: TermsBasis } {
  if (sale.item_terms) return { terms: sale.item_terms, basis: 'item' };
  const reached = rules.tiers
    .filter((t) => sale.monthly_sales >= t.min_monthly_sales)
    .sort((a, b) => b.min_monthly_sales - a.min_monthly_sales)[0];
  if (reached) return { terms: { kind: 'rate', rate_bps: reached.rate_bps }, basis: 'tier' };
  return { terms: { kind: 'rate', rate_bps: rules.default_rate_bps }, basis: 'default' };
}

/** `cents × bps / 10 000`, rounded half up, in integers only (no float drift at any size). */
export function shareOf(cents: number, bps: number): number {
  assertCents(cents, 'Amount');
  assertBps(bps, 'Rate');
  return Math.floor((cents * bps + BPS / 2) / BPS);
}

/** What the terms earn on a base: a share, or the flat amount capped at the base. */
export function commissionCents(base_cents: number, terms: Terms): number {
  assertCents(base_cents, 'Base');
  if (terms.kind === 'flat') {
    assertCents(terms.flat_cents, 'Flat amount');
    return Math.min(terms.flat_cents, base_cents);
  }
  if (terms.kind === 'lines') {
    const sum = terms.lines.reduce((n, l) => n + l.base_cents, 0);
    if (sum !== base_cents) throw new RangeError('The lines must add up to the base');
    return terms.lines.reduce((n, l) => n + shareOf(l.base_cents, l.rate_bps), 0);
  }
  return shareOf(base_cents, terms.rate_bps);
}

/** The figures stored on a ledger entry at the sale. */
export interface FrozenCommission {
  base_cents: number;
  terms: Terms;
  basis: TermsBasis;
  /** Before the platform fee. */
  gross_cents: number;
  platform_fee_bps: number;
  platform_fee_cents: number;
  /** What the beneficiary earns: gross − platform fee. */
  amount_cents: number;
}

export function freezeCommission(rules: CommissionRules, sale: Sale): FrozenCommission {
  assertBps(rules.platform_fee_bps, 'Platform fee');
  const { terms, basis } = termsFor(rules, sale);
  const gross = commissionCents(sale.base_cents, terms);
  const fee = shareOf(gross, rules.platform_fee_bps);
  return {
    base_cents: sale.base_cents,
    terms,
    basis,
    gross_cents: gross,
    platform_fee_bps: rules.platform_fee_bps,
    platform_fee_cents: fee,
    amount_cents: gross - fee,
  };
}

/** A line of a sale: its amount and the rate set on its product (null: none of its own). */
export interface SaleLine {
  base_cents: number;
  rate_bps: number | null;
}

/**
 * Freezes the commission of a sale of several lines (a store order). No line with a rate of its
 * own: the beneficiary's tier or default rate on the whole base, as for any sale. Every line with
 * the same own rate: that rate on the whole base (basis `item`). Otherwise each line earns its own
 * rate, or the tier/default rate where it has none, each share rounded on its own (basis `item`,
 * terms `lines`, so the entry says which rate applied to what). An empty sale earns nothing.
 */
export function freezeLinesCommission(
  rules: CommissionRules,
  sale: { lines: readonly SaleLine[]; monthly_sales: number },
): FrozenCommission {
  const base = sale.lines.reduce((n, l) => n + l.base_cents, 0);
  const own = sale.lines.filter((l) => l.rate_bps !== null);
  for (const l of own) assertBps(l.rate_bps!, 'Line rate');
  if (own.length === 0)
    return freezeCommission(rules, { base_cents: base, monthly_sales: sale.monthly_sales });
  const rates = new Set(sale.lines.map((l) => l.rate_bps));
  if (rates.size === 1) {
    return freezeCommission(rules, {
      base_cents: base,
      item_terms: { kind: 'rate', rate_bps: own[0]!.rate_bps! },
      monthly_sales: sale.monthly_sales,
    });
  }
  const fallback = termsFor(rules, { base_cents: base, monthly_sales: sale.monthly_sales }).terms;
  const fallbackBps = fallback.kind === 'rate' ? fallback.rate_bps : rules.default_rate_bps;
  return freezeCommission(rules, {
    base_cents: base,
    item_terms: {
      kind: 'lines',
      lines: sale.lines.map((l) => ({ base_cents: l.base_cents, rate_bps: l.rate_bps ?? fallbackBps })),
    },
    monthly_sales: sale.monthly_sales,
  });
}

const MOVES: Readonly<Record<CommissionStatus, readonly CommissionStatus[]>> = {
  pending: ['approved', 'reversed'],
  approved: ['paid', 'reversed'],
  paid: [],
  reversed: [],
};

export function canMove(from: CommissionStatus, to: CommissionStatus): boolean {
  return MOVES[from].includes(to);
}

export class CommissionMoveError extends Error {
  override name = 'CommissionMoveError';
}

export function assertMove(from: CommissionStatus, to: CommissionStatus): void {
  if (!canMove(from, to))
    throw new CommissionMoveError(
      from === 'paid' && to === 'reversed'
        ? 'A paid commission is not reversed: a refund after payout is a negative adjustment'
        : `A ${from} commission cannot become ${to}`,
    );
}

export interface EntryState {
  status: CommissionStatus;
  base_cents: number;
  amount_cents: number;
  /** What earlier refunds of the same sale already took back (negative adjustments, as a positive sum). */
  adjusted_cents: number;
}

export type RefundEffect =
  | { kind: 'none' }
  /** The whole sale is undone before payout: the entry becomes `reversed`. */
  | { kind: 'reverse' }
  /**
   * Part of the sale (or all of it, after payout) comes back: a negative entry of `amount_cents`
   * with `status` (the original's while it is unpaid; `approved` after payout, so the next payout
   * nets it off).
   */
  | { kind: 'adjust'; amount_cents: number; status: 'pending' | 'approved' };

/**
 * What refunding `refund_cents` of the sale does to its entry, given everything refunded on
 * the sale so far (`refunded_total_cents`, this refund included). The commission taken back is
 * proportional to the refunded share of the base and never more than what is left of it.
 */
export function refundEffect(
  entry: EntryState,
  refund: { refund_cents: number; refunded_total_cents: number },
): RefundEffect {
  assertCents(refund.refund_cents, 'Refund');
  assertCents(refund.refunded_total_cents, 'Refunded total');
  if (entry.status === 'reversed' || refund.refund_cents === 0 || entry.amount_cents === 0)
    return { kind: 'none' };
  const whole = refund.refunded_total_cents >= entry.base_cents;
  if (whole && entry.status !== 'paid' && entry.adjusted_cents === 0) return { kind: 'reverse' };
  const left = entry.amount_cents - entry.adjusted_cents;
  if (left <= 0) return { kind: 'none' };
  // Proportional share of what the refunded total takes back, minus what earlier refunds took.
  const due = whole
    ? entry.amount_cents
    : Math.floor(
        (entry.amount_cents * refund.refunded_total_cents + Math.floor(entry.base_cents / 2)) /
          entry.base_cents,
      );
  const take = Math.min(left, Math.max(0, due - entry.adjusted_cents));
  if (take === 0) return { kind: 'none' };
  return {
    kind: 'adjust',
    amount_cents: -take,
    status: entry.status === 'pending' ? 'pending' : 'approved',
  };
}

export interface ApprovalPolicy {
  /** Days after delivery before a store order's commission can be approved. */
  return_window_days: number;
}

export const DEFAULT_APPROVAL: ApprovalPolicy = { return_window_days: 30 };

const DAY_MS = 86_400_000;

/**
 * When a pending entry becomes approvable, from the milestone its source waits for: the trip's
 * end (travel), the delivery (store orders, plus the return window), the session held
 * (marketplace), the referral's qualifying event (referrals: at once).
 */
export function approvesAt(
  source: CommissionSource,
  milestone_at: Date,
  policy: ApprovalPolicy = DEFAULT_APPROVAL,
): Date {
  if (source === 'store_order') return new Date(milestone_at.getTime() + policy.return_window_days * DAY_MS);
  return new Date(milestone_at.getTime());
}

export interface LedgerRow {
  id: string;
  beneficiary_id: string;
  status: CommissionStatus;
  /** Negative for adjustments. */
  amount_cents: number;
  created_at: Date;
}

export interface PayoutPlan {
  beneficiary_id: string;
  entry_ids: string[];
  total_cents: number;
}

/**
 * Approved entries (negative adjustments included), grouped per beneficiary, for those whose
 * total reaches the minimum payout; everyone else's entries wait for the next batch.
 */
export function planPayouts(rows: readonly LedgerRow[], minimum_cents: number): PayoutPlan[] {
  assertCents(minimum_cents, 'Minimum payout');
  const by = new Map<string, PayoutPlan>();
  for (const r of rows) {
    if (r.status !== 'approved') continue;
    const plan = by.get(r.beneficiary_id) ?? {
      beneficiary_id: r.beneficiary_id,
      entry_ids: [],
      total_cents: 0,
    };
    plan.entry_ids.push(r.id);
    plan.total_cents += r.amount_cents;
    by.set(r.beneficiary_id, plan);
  }
  return [...by.values()]
    .filter((p) => p.total_cents > 0 && p.total_cents >= minimum_cents)
    .sort((a, b) => b.total_cents - a.total_cents || a.beneficiary_id.localeCompare(b.beneficiary_id));
}

export interface Summary {
  pending_cents: number;
  approved_cents: number;
  paid_cents: number;
  reversed_cents: number;
  /** Pending + approved + paid: what was earned and not taken back. */
  earned_cents: number;
  entries: number;
}

/** Totals by status: each is the sum of its entries' amounts, so a screen's totals equal its rows. */
export function summarize(rows: readonly Pick<LedgerRow, 'status' | 'amount_cents'>[]): Summary {
  const s: Summary = {
    pending_cents: 0,
    approved_cents: 0,
    paid_cents: 0,
    reversed_cents: 0,
    earned_cents: 0,
    entries: rows.length,
  };
  for (const r of rows) {
    s[`${r.status}_cents`] += r.amount_cents;
    if (r.status !== 'reversed') s.earned_cents += r.amount_cents;
  }
  return s;
}

/** Entries oldest first with the running balance of what counts (reversed entries add nothing). */
export function statement<R extends LedgerRow>(rows: readonly R[]): Array<R & { balance_cents: number }> {
  let balance = 0;
  return [...rows]
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id))
    .map((r) => {
      if (r.status !== 'reversed') balance += r.amount_cents;
      return { ...r, balance_cents: balance };
    });
}
