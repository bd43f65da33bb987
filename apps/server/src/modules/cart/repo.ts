import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { cartItems, carts } from '../../db/schema/cart';
import type { Db } from '../../platform/db';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** Whose cart: a signed-in user's, or a guest's by the SHA-256 of the cart cookie's token. */
export type CartOwner = { user_id: string } | { guest_token_hash: string };

const ownedBy = (owner: CartOwner) =>
  'user_id' in owner
    ? eq(carts.user_id, owner.user_id)
    : and(isNull(carts.user_id), eq(carts.guest_token_hash, owner.guest_token_hash));

export async function findCart(
  db: Db,
  storeId: number,
  owner: CartOwner,
  opts: { lock?: boolean } = {},
): Promise<CartRow | undefined> {
  const q = db
    .select()
    .from(carts)
    .where(and(eq(carts.store_id, storeId), ownedBy(owner)))
    .limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/** The owner's cart of the store, created when missing, locked for the rest of the transaction. */
export async function lockOrCreateCart(tx: Db, storeId: number, owner: CartOwner): Promise<CartRow> {
  const values =
    'user_id' in owner
      ? { store_id: storeId, user_id: owner.user_id }
      : { store_id: storeId, guest_token_hash: owner.guest_token_hash };
  // Either unique index (store+user, store+guest hash) makes a concurrent twin a no-op.
  await tx.insert(carts).values(values).onConflictDoNothing();
  return (await findCart(tx, storeId, owner, { lock: true }))!;
}

/** The owner's lines in the store's cart (none when there is no cart yet), with the cart's id. */
export async function ownerItems(
  db: Db,
  storeId: number,
  owner: CartOwner,
): Promise<{ cartId: string | null; items: CartItemRow[] }> {
  const rows = await db
    .select({ cart_id: carts.id, item: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cart_id, carts.id))
    .where(and(eq(carts.store_id, storeId), ownedBy(owner)))
    .orderBy(asc(cartItems.created_at), asc(cartItems.id));
  return {
    cartId: rows[0]?.cart_id ?? null,
    items: rows.flatMap((r) => (r.item ? [r.item] : [])),
  };
}

/**
 * Adds `quantity` to the owner's line of `product_id`/`variant_id` in the store's cart, never
 * past `cap`, in one atomic statement (the add-to-cart hot path): the cart is made when missing
 * (touched when not) and the line made or added to, so parallel adds all count. Returns the line
 * and what it held before (0 when new), for the message.
 */
export async function addToLine(
  db: Db,
  storeId: number,
  owner: CartOwner,
  line: { product_id: string; variant_id: string | null },
  quantity: number,
  cap: number,
): Promise<{ item: CartItemRow; previous: number }> {
  const i = cartItems;
  const cart =
    'user_id' in owner
      ? sql`insert into ${carts} (store_id, user_id) values (${storeId}::int, ${owner.user_id}::uuid)
          on conflict (store_id, user_id) do update set updated_at = now() returning id`
      : sql`insert into ${carts} (store_id, guest_token_hash) values (${storeId}::int, ${owner.guest_token_hash})
          on conflict (store_id, guest_token_hash) do update set updated_at = now() returning id`;
  // Raw SQL: the line key is an expression index (a missing variant counts as the nil uuid).
  const res = await db.execute(sql`
    with c as (${cart})
    insert into ${i} (cart_id, product_id, variant_id, quantity)
    select c.id, ${line.product_id}::uuid, ${line.variant_id}::uuid, ${Math.min(quantity, cap)}::int from c
    on conflict (cart_id, product_id, coalesce(variant_id, '00000000-0000-0000-0000-000000000000'::uuid))
    do update set quantity = least(${i}.quantity + ${quantity}::int, ${cap}::int), updated_at = now()
    returning id, cart_id, product_id, variant_id, quantity, created_at, updated_at,
      -- read with the statement's snapshot: the line as it was before this insert or update
      coalesce((select q.quantity from ${i} q where q.cart_id = (select id from c)
        and q.product_id = ${line.product_id}::uuid
        and q.variant_id is not distinct from ${line.variant_id}::uuid), 0)::int as previous`);
  const [row] = (res as unknown as { rows: Array<CartItemRow & { previous: number }> }).rows;
  const { previous, ...item } = row!;
  return {
    item: { ...item, created_at: new Date(item.created_at), updated_at: new Date(item.updated_at) },
    previous,
  };
}

export async function touchCart(tx: Db, cartId: string): Promise<void> {
  await tx.update(carts).set({ updated_at: new Date() }).where(eq(carts.id, cartId));
}

export async function itemsOf(db: Db, cartId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cart_id, cartId))
    .orderBy(asc(cartItems.created_at), asc(cartItems.id));
}

/** The line of `product_id`/`variant_id` in the cart, if any. */
export async function findLine(
  db: Db,
  cartId: string,
  productId: string,
  variantId: string | null,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cart_id, cartId),
        eq(cartItems.product_id, productId),
        variantId === null ? isNull(cartItems.variant_id) : eq(cartItems.variant_id, variantId),
      ),
    )
    .limit(1);
  return row;
}

/** A cart item with its cart, only when the cart is `owner`'s (anyone else's id finds nothing). */
export async function findOwnItem(
  db: Db,
  itemId: string,
  owner: CartOwner,
  opts: { lock?: boolean } = {},
): Promise<{ item: CartItemRow; cart: CartRow } | undefined> {
  const q = db
    .select({ item: cartItems, cart: carts })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cart_id))
    .where(and(eq(cartItems.id, itemId), ownedBy(owner)))
    .limit(1);
  const [row] = opts.lock ? await q.for('update', { of: carts }) : await q;
  return row;
}

export async function insertLine(
  tx: Db,
  values: { cart_id: string; product_id: string; variant_id: string | null; quantity: number },
): Promise<CartItemRow> {
  const [row] = await tx.insert(cartItems).values(values).returning();
  return row!;
}

export async function setQuantity(tx: Db, itemId: string, quantity: number): Promise<void> {
  await tx.update(cartItems).set({ quantity, updated_at: new Date() }).where(eq(cartItems.id, itemId));
}

/** Lowers a line to `max` if it holds more (never raises it: a racing write may have lowered it). */
export async function capQuantity(db: Db, itemId: string, max: number): Promise<void> {
  await db
    .update(cartItems)
    .set({ quantity: sql`least(${cartItems.quantity}, ${max}::int)`, updated_at: new Date() })
    .where(and(eq(cartItems.id, itemId), sql`${cartItems.quantity} > ${max}::int`));
}

export async function deleteItems(tx: Db, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.delete(cartItems).where(inArray(cartItems.id, [...itemIds]));
}

/** Empties a cart (an order was paid); the cart row stays, so cart counts keep it. */
export async function clearCart(tx: Db, cartId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cart_id, cartId));
  await touchCart(tx, cartId);
}

/** Every cart of a guest token (all stores), locked: a parallel merge waits, then finds none. */
export async function lockGuestCarts(tx: Db, guestTokenHash: string): Promise<CartRow[]> {
  return tx
    .select()
    .from(carts)
    .where(and(isNull(carts.user_id), eq(carts.guest_token_hash, guestTokenHash)))
    .orderBy(asc(carts.id))
    .for('update');
}

export async function deleteCarts(tx: Db, cartIds: readonly string[]): Promise<void> {
  if (cartIds.length === 0) return;
  await tx.delete(carts).where(inArray(carts.id, [...cartIds]));
}

/** Whether the guest token has any cart at all (one indexed probe, before a merge is attempted). */
export async function guestHasCarts(db: Db, guestTokenHash: string): Promise<boolean> {
  const rows = await db.execute(
    sql`select 1 from ${carts} where ${carts.guest_token_hash} = ${guestTokenHash} and ${carts.user_id} is null limit 1`,
  );
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}
