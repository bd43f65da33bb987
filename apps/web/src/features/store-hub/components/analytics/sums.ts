import type { StoreSalesDay } from '@fundpath/contracts/ecommerce-analytics';
import { sumRows } from '@/lib/sum-rows';

export type SalesTotals = Pick<StoreSalesDay, 'orders' | 'gross_cents' | 'refunded_cents' | 'revenue_cents'>;

/** The sums the screen shows, from the rows it shows: a total always equals the sum of its rows. */
export const sumSeries = (rows: readonly StoreSalesDay[]): SalesTotals =>
  sumRows(rows, ['orders', 'gross_cents', 'refunded_cents', 'revenue_cents']);

/** 0.0437 → "4.4 %"; null (no carts) → "–". */
export const formatRate = (rate: number | null) =>
  rate === null ? '–' : `${(Math.round(rate * 1000) / 10).toLocaleString('en-US')} %`;
