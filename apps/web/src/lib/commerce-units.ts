/**
 * Commerce settings forms speak people's units (8.75 %, $9.99); the API speaks basis points and cents
 * (ADR 012). These convert both ways on strings, without floating-point drift: "0.29" is 29 cents,
 * never 28.999….
 */

import { formatCents } from '@fundpath/contracts/ecommerce';

export type Parsed = { ok: true; value: number } | { ok: false; error: string };

/** "1,234.5" → 123450 (hundredths), or null when it is not a plain decimal with at most two places. */
function hundredths(input: string): number | null {
  const s = input.trim().replace(/^\$/, '').replace(/,/g, '').replace(/\s*%$/, '');
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(s) ?? /^()\.(\d{1,2})$/.exec(s);
  if (!m) return null;
  const whole = m[1] ? Number(m[1]) : 0;
  const frac = Number((m[2] ?? '').padEnd(2, '0'));
  const value = whole * 100 + frac;
  return Number.isSafeInteger(value) ? value : null;
}

/** "8.75" → 875 basis points (0–100 %, at most two decimals). */
export function percentToBps(input: string, label = 'The rate'): Parsed {
  if (input.trim() === '') return { ok: false, error: `Enter ${label.toLowerCase()}` };
  const bps = hundredths(input);
  if (bps === null) return { ok: false, error: 'Use a number like 8.75 (at most two decimals)' };
  if (bps > 10_000) return { ok: false, error: 'At most 100 %' };
  return { ok: true, value: bps };
}

/** 875 → "8.75"; 800 → "8"; 850 → "8.5". */
export function bpsToPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const frac = String(Math.abs(bps % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** "9.99" or "$1,000" → cents (at most two decimals, up to `max` cents). */
export function dollarsToCents(input: string, max: number, label = 'an amount'): Parsed {
  if (input.trim() === '') return { ok: false, error: `Enter ${label}` };
  const cents = hundredths(input);
  if (cents === null) return { ok: false, error: 'Use an amount like 9.99' };
  if (cents > max) return { ok: false, error: `At most ${formatCents(max)}` };
  return { ok: true, value: cents };
}

/** 999 → "9.99"; 10000 → "100.00" (what the money fields show). */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
