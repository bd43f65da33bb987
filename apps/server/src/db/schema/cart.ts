import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products, productVariants, stores } from './catalog';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A cart: a signed-in user's (one per store) or a guest's, found by the SHA-256 of the HttpOnly
 * cart cookie. Signing in merges the guest cart into the user's.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guest_token_hash: text('guest_token_hash'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carts_store_user_key').on(t.store_id, t.user_id),
    uniqueIndex('carts_store_guest_key').on(t.store_id, t.guest_token_hash),
    index('carts_updated_idx').on(t.updated_at),
    check('carts_owner', sql`(${t.user_id} is null) <> (${t.guest_token_hash} is null)`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cart_id: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant_id: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(
      t.cart_id,
      t.product_id,
      sql`coalesce(${t.variant_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
