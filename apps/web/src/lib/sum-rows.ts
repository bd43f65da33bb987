/**
 * The sums of `keys` over `rows`, 0 for no rows: a report's totals computed from the rows it shows,
 * so a total always equals the sum of its rows.
 */
export function sumRows<K extends string>(
  rows: ReadonlyArray<Readonly<Record<K, number>>>,
  keys: readonly K[],
): Record<K, number> {
  const totals = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) for (const k of keys) totals[k] += row[k];
  return totals;
}
