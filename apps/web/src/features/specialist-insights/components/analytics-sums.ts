import type { SpecialistAnalyticsPoint } from '@fundpath/contracts/marketplace-insights';
import { sumRows } from '@/lib/sum-rows';

/** The summed figures of a range (every one of them a plain sum of the daily rows). */
export const SUMMED_KEYS = [
  'profile_views',
  'qr_scans',
  'link_visits',
  'booking_requests',
  'confirmed',
  'repeat_requests',
  'gross_cents',
  'platform_fee_cents',
  'revenue_cents',
] as const satisfies ReadonlyArray<keyof SpecialistAnalyticsPoint>;

export type AnalyticsSums = Pick<SpecialistAnalyticsPoint, (typeof SUMMED_KEYS)[number]>;

/** The totals the screen shows, from the rows it shows: a total always equals the sum of its rows. */
export const sumPoints = (rows: readonly AnalyticsSums[]): AnalyticsSums => sumRows(rows, SUMMED_KEYS);

/** `part / whole` as "4.5 %" (one decimal); "–" when there is nothing to divide by. */
export function formatShare(part: number, whole: number): string {
  if (whole <= 0) return '–';
  return `${(Math.round((part * 1000) / whole) / 10).toLocaleString('en-US')} %`;
}

const DAY_MS = 86_400_000;
/** Today as the server counts days (UTC), so a preset never ends in the server's future. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** The last `days` UTC days, today included. */
export function presetRange(days: number, today = utcToday()) {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}
