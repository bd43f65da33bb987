/**
 * Travel prices and refunds (issue 5/8): pure functions over integer cents and basis points, shared
 * by the server (which charges and refunds with them) and the checkout (which shows the same
 * breakdown before the buyer pays). No zod here: the checkout imports these without loading it.
 */

/** 100 % in basis points. */
const BPS = 10_000;

export const paymentPlans = ['deposit', 'full'] as const;
export type PaymentPlan = (typeof paymentPlans)[number];

/** Days before departure the balance of a deposit booking falls due. */
export const BALANCE_DUE_DAYS = 30;
/** A departure closer than this is paid in full (no deposit). */
export const DEPOSIT_CUTOFF_DAYS = BALANCE_DUE_DAYS;

export interface DeparturePrice {
  /** Price per traveller, in cents. */
  price_cents: number;
  /** Added per traveller who wants a room of their own. */
  single_supplement_cents: number;
}

export interface PriceLine {
  label: string;
  quantity: number;
  unit_cents: number;
  total_cents: number;
}

export interface BookingPrice {
  lines: PriceLine[];
  /** The sum of the lines. */
  total_cents: number;
  /** What is charged now: the deposit (a share of the total) or the total. */
  due_now_cents: number;
  /** What is left to pay after `due_now_cents`. */
  balance_cents: number;
}

function cents(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer`);
  return n;
}

/** Rounds half up, in integers (cents × bps stays far below 2^53 for any real price). */
export const shareOfCents = (total: number, bps: number) => Math.floor((total * bps + BPS / 2) / BPS);

/**
 * The price of a booking: every traveller at the departure's price, plus a single supplement per
 * traveller who asked for their own room. With `deposit`, `deposit_bps` of the total is due now
 * (at least one cent and never more than the total).
 */
export function priceBooking(
  departure: DeparturePrice,
  travellers: ReadonlyArray<{ single_room?: boolean }>,
  plan: PaymentPlan,
  deposit_bps: number,
): BookingPrice {
  cents(departure.price_cents, 'price_cents');
  cents(departure.single_supplement_cents, 'single_supplement_cents');
  if (!Number.isInteger(deposit_bps) || deposit_bps < 0 || deposit_bps > BPS)
    throw new RangeError('deposit_bps must be 0–10000');
  const n = travellers.length;
  const singles = travellers.filter((t) => t.single_room).length;
  const lines: PriceLine[] = [
    {
      label: n === 1 ? 'Traveller' : 'Travellers',
      quantity: n,
      unit_cents: departure.price_cents,
      total_cents: n * departure.price_cents,
    },
  ];
  if (singles > 0)
    lines.push({
      label: 'Single supplement',
      quantity: singles,
      unit_cents: departure.single_supplement_cents,
      total_cents: singles * departure.single_supplement_cents,
    });
  const total = lines.reduce((s, l) => s + l.total_cents, 0);
  const due =
    plan === 'full' || deposit_bps === 0 || deposit_bps === BPS
      ? total
      : Math.min(total, Math.max(total > 0 ? 1 : 0, shareOfCents(total, deposit_bps)));
  return { lines, total_cents: total, due_now_cents: due, balance_cents: total - due };
}

export interface CancellationTier {
  /** Applies when the cancellation is at least this many days before departure. */
  days_before: number;
  /** The share of what was paid that is refunded. */
  refund_bps: number;
}

/** The policy a package starts with: full refund 60+ days out, half 30+, none after. */
export const DEFAULT_CANCELLATION_POLICY: CancellationTier[] = [
  { days_before: 60, refund_bps: 10_000 },
  { days_before: 30, refund_bps: 5_000 },
  { days_before: 0, refund_bps: 0 },
];

/** Whole calendar days from `today` to `departure` (both `YYYY-MM-DD`); negative once it has left. */
export function daysBetween(today: string, departure: string): number {
  const a = Date.parse(`${today}T00:00:00Z`);
  const b = Date.parse(`${departure}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/** The tier that applies `days_before` departure: the one with the most days not above it. */
export function tierFor(policy: readonly CancellationTier[], days_before: number): CancellationTier | null {
  return (
    [...policy]
      .filter((t) => days_before >= t.days_before)
      .sort((a, b) => b.days_before - a.days_before)[0] ?? null
  );
}

/**
 * The refund a cancellation `days_before` departure earns under the package's policy: the tier's
 * share of what was paid (never more than was paid, less what was already refunded).
 */
export function cancellationRefund(
  policy: readonly CancellationTier[],
  days_before: number,
  paid_cents: number,
  already_refunded_cents = 0,
): { refund_cents: number; refund_bps: number } {
  cents(paid_cents, 'paid_cents');
  cents(already_refunded_cents, 'already_refunded_cents');
  const tier = tierFor(policy, days_before);
  const bps = tier?.refund_bps ?? 0;
  const left = Math.max(0, paid_cents - already_refunded_cents);
  return { refund_cents: Math.min(left, shareOfCents(paid_cents, bps)), refund_bps: bps };
}

/** A policy for people: "60+ days before departure: 100 % refunded". */
export function describePolicy(policy: readonly CancellationTier[]): string[] {
  return [...policy]
    .sort((a, b) => b.days_before - a.days_before)
    .map((t) => {
      const pct = `${Number((t.refund_bps / 100).toFixed(2))} %`;
      const when = t.days_before === 0 ? 'Less than that' : `${t.days_before}+ days before departure`;
      return `${when}: ${t.refund_bps === 0 ? 'no refund' : `${pct} of what was paid refunded`}`;
    });
}
