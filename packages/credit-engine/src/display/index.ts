/**
 * Display helpers shared with the web (seed §4 "Payment history status codes", §5 "Display
 * colouring", §9 "Currency format … dates M/D/YYYY"). Colour classes are Tailwind utilities.
 */
import { formatAmount } from '../internal/format';
import { parseDate } from '../parse/dates';
import { toNumber } from '../parse/values';

/** Canonical payment-history codes (display family). */
export type PaymentStatusCode = 'OK' | '30' | '60' | '90' | '120' | '150' | 'CO' | 'U' | 'PP' | 'RF';

/** How a payment-history cell is shown. */
export interface PaymentStatusDisplay {
  code: PaymentStatusCode;
  label: string;
  /** Semantic tone, for non-Tailwind consumers. */
  tone: 'good' | 'warning' | 'danger' | 'neutral' | 'info';
  className: string;
}

/** The payment status code table: `OK`/`C` current … `U` unknown (the default). */
export const PAYMENT_STATUS_CODES: Readonly<Record<PaymentStatusCode, PaymentStatusDisplay>> = {
  OK: { code: 'OK', label: 'Current', tone: 'good', className: 'bg-green-500 text-white' },
  '30': { code: '30', label: '30 days late', tone: 'warning', className: 'bg-yellow-400 text-black' },
  '60': { code: '60', label: '60 days late', tone: 'warning', className: 'bg-orange-400 text-white' },
  '90': { code: '90', label: '90 days late', tone: 'danger', className: 'bg-orange-600 text-white' },
  '120': { code: '120', label: '120 days late', tone: 'danger', className: 'bg-red-500 text-white' },
  '150': { code: '150', label: '150+ days late', tone: 'danger', className: 'bg-red-600 text-white' },
  CO: { code: 'CO', label: 'Collection / charge-off', tone: 'danger', className: 'bg-red-800 text-white' },
  U: { code: 'U', label: 'Unknown', tone: 'neutral', className: 'bg-gray-300 text-gray-700' },
  PP: { code: 'PP', label: 'Payment plan', tone: 'info', className: 'bg-blue-400 text-white' },
  RF: { code: 'RF', label: 'Repossession / foreclosure', tone: 'danger', className: 'bg-red-900 text-white' },
};

const CODE_ALIASES = new Map<string, PaymentStatusCode>([
  ['OK', 'OK'],
  ['C', 'OK'],
  ['30', '30'],
  ['1', '30'],
  ['60', '60'],
  ['2', '60'],
  ['90', '90'],
  ['3', '90'],
  ['120', '120'],
  ['4', '120'],
  ['150', '150'],
  ['150+', '150'],
  ['5', '150'],
  ['CO', 'CO'],
  ['PP', 'PP'],
  ['RF', 'RF'],
  ['U', 'U'],
]);

/**
 * The display entry of a monthly status in either code family, any case, padded; anything
 * unknown shows as `U`.
 * @example paymentStatusDisplay(' 2 ').label // '60 days late'
 */
export function paymentStatusDisplay(status: unknown): PaymentStatusDisplay {
  const s =
    typeof status === 'string'
      ? status.trim().toUpperCase()
      : typeof status === 'number'
        ? String(status)
        : '';
  return PAYMENT_STATUS_CODES[CODE_ALIASES.get(s) ?? 'U'];
}

/** A colour band. */
export type Band = 'green' | 'yellow' | 'red';

/** Utilization band of the summary: ≤ 30% green, ≤ 50% yellow, above red. */
export function utilizationBand(percent: number): Band {
  if (percent <= 30) return 'green';
  if (percent <= 50) return 'yellow';
  return 'red';
}

/** Utilization band of an account card: above 30% warning (yellow), above 40% red. */
export function accountCardUtilizationBand(percent: number): Band {
  if (percent > 40) return 'red';
  if (percent > 30) return 'yellow';
  return 'green';
}

/**
 * Utilization percent of a balance against a limit, or null without a positive limit.
 * @example utilizationPercent(1250, 5000) // 25
 */
export function utilizationPercent(balance: unknown, limit: unknown): number | null {
  const b = toNumber(balance) ?? 0;
  const l = toNumber(limit);
  if (l === null || l <= 0) return null;
  return (b / l) * 100;
}

/**
 * Utilization label: `42%` (rounded), `100%+ OVERLIMIT` when the balance exceeds the limit,
 * `N/A` without a limit.
 */
export function utilizationLabel(balance: unknown, limit: unknown): string {
  const pct = utilizationPercent(balance, limit);
  if (pct === null) return 'N/A';
  if (pct > 100) return '100%+ OVERLIMIT';
  return `${Math.round(pct)}%`;
}

/** Inquiry count band: 0 green, 1–2 yellow, more red. */
export function inquiryBand(count: number): Band {
  if (count <= 0) return 'green';
  if (count <= 2) return 'yellow';
  return 'red';
}

/** Derogatory count band: above 0 red, else green. */
export function derogatoryBand(count: number): Band {
  return count > 0 ? 'red' : 'green';
}

/** Tailwind text colour of a band. */
export const BAND_TEXT_CLASS: Readonly<Record<Band, string>> = {
  green: 'text-green-600',
  yellow: 'text-yellow-600',
  red: 'text-red-600',
};

/** Multiple of total monthly payments the income suggestion uses (seed §5). */
export const INCOME_MULTIPLIER = 4;

/**
 * Suggested monthly income: four times the total monthly payments.
 * @example suggestedMonthlyIncome(1250) // 5000
 */
export function suggestedMonthlyIncome(totalMonthlyPayments: unknown): number {
  return (toNumber(totalMonthlyPayments) ?? 0) * INCOME_MULTIPLIER;
}

/**
 * US currency: `$1,250.00`, or `$1,250` with `{ cents: false }`; amounts may be strings
 * (`"$1,250"`); missing or unreadable values give `N/A`.
 */
export function formatCurrency(value: unknown, options?: { cents?: boolean }): string {
  const n = toNumber(value);
  if (n === null) return 'N/A';
  return formatAmount(n, options?.cents ?? true);
}

/**
 * A date as M/D/YYYY (`2026-07-01` → `7/1/2026`); any accepted date form; `N/A` when unreadable.
 */
export function formatDate(value: unknown): string {
  const iso = parseDate(value);
  if (iso === null) return 'N/A';
  return `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;
}
