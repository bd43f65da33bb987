/**
 * Whole-UTC-day ranges for daily series (analytics). A module that owns the table aggregates its
 * own rows per day and left-joins them onto {@link daySeries}, so every day of the range has a
 * row (zeros where nothing happened) and a total is the sum of the rows.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `from` and `to` as `YYYY-MM-DD`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The range as `timestamptz` parameters: `start` at from's midnight UTC, `end` (excluded) at the
 * midnight after `to`. (ISO text with a cast: both drivers take it the same way.)
 */
export function rangeBounds(range: DayRange): { start: SQL; end: SQL } {
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString();
  return { start: sql`${`${range.from}T00:00:00Z`}::timestamptz`, end: sql`${end}::timestamptz` };
}

/** A timestamptz column's UTC day, as a `date`. */
export const utcDay = (column: AnyColumn | SQL): SQL => sql`(${column} at time zone 'UTC')::date`;

/** `select day from …`: one `date` row per day of the range, in order. */
export const daySeries = (range: DayRange): SQL =>
  sql`select gs::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') gs`;

/** A `date` as `YYYY-MM-DD` text (what the wire carries). */
export const dayText = (day: SQL): SQL<string> => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;

/** Rows of a raw `db.execute` (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
