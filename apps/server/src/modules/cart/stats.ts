/** Cart aggregates for commerce analytics (cart → order conversion), read through this module's index. */
import { sql } from 'drizzle-orm';
import { carts } from '../../db/schema/cart';
import { type DayRange, daySeries, dayText, rangeBounds, rowsOf, utcDay } from '../../platform/day-series';
import type { Db } from '../../platform/db';

export interface CartDay {
  date: string;
  carts_created: number;
}

/**
 * Carts of a store created per UTC day of the range, every day present (zeros included), so a
 * total is the sum of the rows. A cart is made by its first add-to-cart; emptied carts stay
 * counted (checkout clears the lines, not the cart). A guest cart merged into a signed-in
 * buyer's is removed by the merge, and the buyer's cart (kept or made then) counts instead.
 */
export async function cartsCreatedPerDay(db: Db, storeId: number, range: DayRange): Promise<CartDay[]> {
  const { start, end } = rangeBounds(range);
  const res = await db.execute(sql`
    with agg as (
      select ${utcDay(carts.created_at)} as day, count(*)::int as n
      from ${carts}
      where ${carts.store_id} = ${storeId} and ${carts.created_at} >= ${start} and ${carts.created_at} < ${end}
      group by 1
    )
    select ${dayText(sql`d.day`)} as date, coalesce(agg.n, 0)::int as carts_created
    from (${daySeries(range)}) d left join agg on agg.day = d.day
    order by d.day`);
  return rowsOf<CartDay>(res);
}
