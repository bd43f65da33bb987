/**
 * Buyers as SQL fragments for e-mail audiences (module `campaigns`, above): the staff segments'
 * "buyer / non-buyer" filter and a coach's e-mail to their own store's customers. Paid orders only.
 */
import { type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';

/** `select customer_id …`: accounts with at least one paid order on any store. */
export const buyerIdsSql = (): SQL =>
  sql`select ${orders.customer_id} from ${orders} where ${orders.paid_at} is not null and ${orders.customer_id} is not null`;

/**
 * One store's buyers as `(email, name, user_id, at)` rows (e-mail lower-cased; one row per paid
 * order, newest order's name wins when the caller de-duplicates by e-mail).
 */
export const storeBuyerContactsSql = (storeId: number): SQL =>
  sql`select lower(${orders.email}) as email, ${orders.customer_name} as name,
      ${orders.customer_id} as user_id, ${orders.created_at} as at, 'customer' as kind
    from ${orders} where ${orders.store_id} = ${storeId} and ${orders.paid_at} is not null`;
