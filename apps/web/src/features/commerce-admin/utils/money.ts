import { PRICE_CENTS_MAX } from '@fundpath/contracts/ecommerce';

export type CentsParse = { ok: true; cents: number } | { ok: false; error: string };

/** Plain digits, or digits grouped by thousands with commas; at most two decimals. */
const DOLLARS = /^(?:\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d{0,2}))?$/;

/**
 * A dollar amount typed by a person → integer cents, without floating point on the way:
 * "19.99" → 1999, "$1,299.5" → 129950, ".5" → 50. Refuses letters, negatives, a third decimal
 * and amounts above the largest price.
 */
export function parseDollars(input: string, { max = PRICE_CENTS_MAX }: { max?: number } = {}): CentsParse {
  const text = input.trim().replace(/^\$\s*/, '');
  if (text === '') return { ok: false, error: 'Enter an amount' };
  if (text.startsWith('-')) return { ok: false, error: 'The amount cannot be negative' };
  const match = DOLLARS.exec(text);
  if (!match || text === '.' || text === ',') {
    return {
      ok: false,
      error: /\.\d{3,}$/.test(text) ? 'Use at most two decimals' : 'Enter an amount like 19.99',
    };
  }
  const [whole = '', fraction = ''] = text.replaceAll(',', '').split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > max) {
    return { ok: false, error: `At most ${formatPlain(max)}` };
  }
  return { ok: true, cents };
}

/** Like {@link parseDollars}, but an empty field means "none" (e.g. an optional compare-at price). */
export function parseOptionalDollars(
  input: string,
  options?: { max?: number },
): CentsParse | { ok: true; cents: null } {
  return input.trim() === '' ? { ok: true, cents: null } : parseDollars(input, options);
}

/** Cents → what a dollar field shows for editing: 1999 → "19.99", 129950 → "1299.50", null → "". */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "$1,299.50" without relying on the currency formatter (for messages). */
function formatPlain(cents: number): string {
  const dollars = Math.floor(cents / 100).toLocaleString('en-US');
  return `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number typed by a person (stock counts): "1,200" → 1200; null when it is not one. */
export function parseWholeNumber(input: string, max: number): number | null {
  const text = input.trim().replaceAll(',', '');
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n <= max ? n : null;
}
