import type { PlanInterval } from '@fundpath/contracts/subscriptions';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 4900 → "$49.00". */
export const formatCents = (cents: number) => usd.format(cents / 100);
export const perInterval = (cents: number, interval: PlanInterval) =>
  `${formatCents(cents)} / ${interval === 'month' ? 'month' : 'year'}`;

/** "49", "49.5", "49.50", "$1,049.00" → cents; null when it is not an amount of dollars and cents. */
export function parseDollars(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const STATUS_LABELS = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
} as const;
export const STATUS_TONES = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  canceled: 'neutral',
} as const;
