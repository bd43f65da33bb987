import type { PlatformSalesDay } from '@fundpath/contracts/ecommerce-analytics';
import { sumRows } from '@/lib/sum-rows';

export type PlatformTotals = Omit<PlatformSalesDay, 'date'>;

/** The sums the dashboard shows, from the rows it shows: a total always equals the sum of its rows. */
export const sumPlatformSeries = (rows: readonly PlatformSalesDay[]): PlatformTotals =>
  sumRows(rows, ['orders', 'gmv_cents', 'refunds_cents', 'net_cents', 'new_customers']);
