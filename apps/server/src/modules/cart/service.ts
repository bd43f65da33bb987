/**
 * The server cart of spec §3/§5/§7 (ADR 012). A cart belongs to a signed-in user (one per store)
 * or to a guest's cart cookie; every answer is the whole cart, re-priced from the catalogue, with
 * totals from the one `computeTotals`. A cart never holds more than the stock: adding past it
 * caps the line and says so, and a read trims lines whose stock fell (or drops them when their
 * product is gone, no longer for sale, or sold out).
 */
import { type CartItem, type CartResponse, computeTotals, QUANTITY_MAX } from '@fundpath/contracts/ecommerce';
import { hasPermission } from '@fundpath/contracts/roles';
import type { Ctx } from '../../platform/auth';
import { type Db, readTogether } from '../../platform/db';
import { AppError } from '../../platform/errors';
import {
  type CartProductInfo,
  getStoreForCheckout,
  getStorefrontProduct,
  productsForCart,
  STORE_NOT_FOUND,
  type StoreForCheckout,
  VARIANT_REQUIRED_MESSAGE,
} from '../catalog';
import * as repo from './repo';

export type { CartOwner } from './repo';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const ITEM_NOT_FOUND = 'Cart item not found';
export const QUANTITY_IGNORED = 'Quantity must be at least 1; your cart is unchanged';

const outOfStock = (title: string) => `${title} is out of stock`;

/** The most one line may hold now: the stock when counted, and never past the line maximum. */
const lineCap = (p: Pick<CartProductInfo, 'available' | 'purchasable'>) =>
  !p.purchasable ? 0 : p.available === null ? QUANTITY_MAX : Math.min(p.available, QUANTITY_MAX);

function cappedMessage(p: CartProductInfo, kept: number): string {
  if (p.available !== null && p.available <= QUANTITY_MAX) {
    return `Only ${p.available} of ${p.title} ${p.available === 1 ? 'is' : 'are'} available; your cart has ${kept}`;
  }
  return `At most ${QUANTITY_MAX} of one item per order; your cart has ${kept}`;
}

const lineKey = (productId: string, variantId: string | null) => `${productId}:${variantId ?? ''}`;

/**
 * A store whose cart the caller may use: any live store (a suspended one too: the cart still
 * shows, checkout refuses), and a draft store only for its owner or commerce staff (as the
 * storefront itself). Anyone else gets the same 404 as for a store that does not exist.
 */
export async function cartStore(ctx: Pick<Ctx, 'db' | 'actor'>, storeId: number): Promise<StoreForCheckout> {
  const store = await getStoreForCheckout(ctx.db, storeId);
  const mayPreview =
    store && (ctx.actor?.id === store.owner_id || hasPermission(ctx.actor, 'ecommerce.manage'));
  if (!store || (store.status !== 'live' && !mayPreview)) throw new AppError('NOT_FOUND', STORE_NOT_FOUND);
  return store;
}

const linesOf = (items: readonly repo.CartItemRow[]) =>
  items.map((i) => ({ product_id: i.product_id, variant_id: i.variant_id }));

/**
 * The cart as the buyer sees it now. Lines are priced from the catalogue as it is now; a line
 * whose product is gone or sold out is removed, and one holding more than the stock is trimmed
 * (both written back, so the next read and the checkout agree), and the message says so.
 */
export async function cartView(
  db: Db,
  store: StoreForCheckout,
  cartId: string | null,
  /** What happened; null for a plain read ("Cart loaded", or "Your cart is empty"). */
  message: string | null,
): Promise<CartResponse> {
  const items = cartId ? await repo.itemsOf(db, cartId) : [];
  return present(db, store, items, await productsForCart(db, store.id, linesOf(items)), message);
}

/** {@link cartView} from lines and their catalogue figures already read. */
async function present(
  db: Db,
  store: StoreForCheckout,
  items: readonly repo.CartItemRow[],
  products: readonly CartProductInfo[],
  message: string | null,
): Promise<CartResponse> {
  const byLine = new Map(products.map((p) => [lineKey(p.product_id, p.variant_id), p]));
  const lines: CartItem[] = [];
  const gone: string[] = [];
  const notes: string[] = [];
  for (const item of items) {
    const p = byLine.get(lineKey(item.product_id, item.variant_id));
    if (!p || lineCap(p) === 0) {
      gone.push(item.id);
      notes.push(p?.purchasable ? outOfStock(p.title) : 'An item is no longer available and was removed');
      continue;
    }
    let quantity = item.quantity;
    if (quantity > lineCap(p)) {
      quantity = lineCap(p);
      await repo.capQuantity(db, item.id, quantity);
      notes.push(cappedMessage(p, quantity));
    }
    lines.push({
      id: item.id,
      product_id: p.product_id,
      variant_id: p.variant_id,
      title: p.title,
      variant_title: p.variant_title,
      image_url: p.image_url,
      unit_price_cents: p.unit_price_cents,
      quantity,
      line_total_cents: p.unit_price_cents * quantity,
      available: p.available,
    });
  }
  if (gone.length) await repo.deleteItems(db, gone);
  const subtotal = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
  const totals = computeTotals(subtotal, store);
  return {
    status: 'success',
    store_id: store.id,
    cart_items: lines,
    item_count: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: subtotal / 100,
    ...totals,
    message: [message ?? (lines.length ? 'Cart loaded' : 'Your cart is empty'), ...notes].join('. '),
  };
}

/** `GET /api/ecommerce/cart/{store_id}`: the caller's cart of the store (empty when none yet). */
export async function getCart(
  ctx: Ctx,
  owner: repo.CartOwner | null,
  storeId: number,
): Promise<CartResponse> {
  const [store, { items }] = await readTogether(ctx.db, [
    () => cartStore(ctx, storeId),
    async () => (owner ? repo.ownerItems(ctx.db, storeId, owner) : { items: [] }),
  ] as const);
  return present(ctx.db, store, items, await productsForCart(ctx.db, store.id, linesOf(items)), null);
}

/**
 * Refuses a product line the cart may not sell now. Draft, archived, another store's product,
 * another product's variant: all the same 404. An active product with variants asked without
 * one is a 400 naming the field; a sold-out one a 409.
 */
async function assertSellable(
  ctx: Ctx,
  storeId: number,
  line: { product_id: string; variant_id: string | null },
  p: CartProductInfo | undefined,
): Promise<CartProductInfo> {
  if (!p?.purchasable) {
    // Only on this refusal path: is it an active product that sells through its variants?
    const product =
      line.variant_id === null
        ? await getStorefrontProduct(ctx, storeId, line.product_id).then(
            (r) => r.product,
            () => undefined,
          )
        : undefined;
    if (product && product.variants.length > 0) {
      throw new AppError('VALIDATION_FAILED', VARIANT_REQUIRED_MESSAGE, [
        { path: 'body.variant_id', message: VARIANT_REQUIRED_MESSAGE },
      ]);
    }
    throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  }
  if (lineCap(p) === 0) throw new AppError('CONFLICT', outOfStock(p.title));
  return p;
}

/**
 * `POST /api/ecommerce/cart`: adds `quantity` to the line (made when missing). Past the stock
 * the line is capped at the stock and the message says so; a sold-out product is a 409. The hot
 * path of a storefront: the cart and the catalogue are read once (the new line with the others),
 * and the write is two statements, each atomic (parallel adds all count).
 */
export async function addItem(
  ctx: Ctx,
  owner: repo.CartOwner,
  input: { store_id: number; product_id: string; variant_id?: string | null; quantity: number },
): Promise<CartResponse> {
  const line = { product_id: input.product_id, variant_id: input.variant_id ?? null };
  const [store, { items }] = await readTogether(ctx.db, [
    () => cartStore(ctx, input.store_id),
    () => repo.ownerItems(ctx.db, input.store_id, owner),
  ] as const);
  const products = await productsForCart(ctx.db, store.id, [...linesOf(items), line]);
  const p = await assertSellable(ctx, store.id, line, products.at(-1));
  const { item, previous } = await repo.addToLine(ctx.db, store.id, owner, line, input.quantity, lineCap(p));
  const wanted = previous + input.quantity;
  const after = items.some((i) => i.id === item.id)
    ? items.map((i) => (i.id === item.id ? item : i))
    : [...items, item];
  const message = item.quantity < wanted ? cappedMessage(p, item.quantity) : 'Item added to cart';
  return present(ctx.db, store, after, products, message);
}

/**
 * `PUT /api/ecommerce/cart/{item_id}`: sets the line's quantity. Below 1 it is ignored (spec §5:
 * the unchanged cart, 200); past the stock it is capped and the message says so.
 */
export async function updateItem(
  ctx: Ctx,
  owner: repo.CartOwner | null,
  itemId: string,
  quantity: number,
): Promise<CartResponse> {
  const found = owner ? await repo.findOwnItem(ctx.db, itemId, owner) : undefined;
  if (!found) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  const store = await requireStore(ctx.db, found.cart.store_id);
  if (quantity < 1) return cartView(ctx.db, store, found.cart.id, QUANTITY_IGNORED);
  const [p] = await productsForCart(ctx.db, store.id, [found.item]);
  // No longer for sale: the cart (which drops the line and says so) is the answer.
  if (!p?.purchasable) return cartView(ctx.db, store, found.cart.id, 'Your cart changed');
  if (lineCap(p) === 0) throw new AppError('CONFLICT', outOfStock(p.title));
  const kept = Math.min(quantity, lineCap(p));
  await repo.setQuantity(ctx.db, found.item.id, kept);
  await repo.touchCart(ctx.db, found.cart.id);
  return cartView(ctx.db, store, found.cart.id, kept < quantity ? cappedMessage(p, kept) : 'Cart updated');
}

/** `DELETE /api/ecommerce/cart/{item_id}`: removes the line; anyone else's item id is a 404. */
export async function removeItem(
  ctx: Ctx,
  owner: repo.CartOwner | null,
  itemId: string,
): Promise<CartResponse> {
  const found = owner ? await repo.findOwnItem(ctx.db, itemId, owner) : undefined;
  if (!found) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  const store = await requireStore(ctx.db, found.cart.store_id);
  await repo.deleteItems(ctx.db, [found.item.id]);
  await repo.touchCart(ctx.db, found.cart.id);
  return cartView(ctx.db, store, found.cart.id, 'Item removed from cart');
}

/** The store of a cart the caller already owns (a cart exists only for an existing store). */
async function requireStore(db: Db, storeId: number): Promise<StoreForCheckout> {
  const store = await getStoreForCheckout(db, storeId);
  if (!store) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  return store;
}

/**
 * After signing in: the guest's carts (every store of the cookie's token) move into the user's.
 * Quantities of the same line are summed and capped at the stock; lines no longer for sale are
 * dropped; the guest carts are deleted. The guest carts are locked first, so two requests racing
 * after sign-in merge once (the second finds nothing left).
 */
export async function mergeGuestCarts(db: Db, userId: string, guestTokenHash: string): Promise<void> {
  if (!(await repo.guestHasCarts(db, guestTokenHash))) return;
  await db.transaction(async (tx) => {
    const guestCarts = await repo.lockGuestCarts(tx, guestTokenHash);
    for (const guest of guestCarts) {
      const items = await repo.itemsOf(tx, guest.id);
      if (items.length === 0) continue;
      const products = await productsForCart(
        tx,
        guest.store_id,
        items.map((i) => ({ product_id: i.product_id, variant_id: i.variant_id })),
      );
      const byLine = new Map(products.map((p) => [lineKey(p.product_id, p.variant_id), p]));
      const mine = await repo.lockOrCreateCart(tx, guest.store_id, { user_id: userId });
      for (const item of items) {
        const p = byLine.get(lineKey(item.product_id, item.variant_id));
        if (!p || lineCap(p) === 0) continue;
        const line = await repo.findLine(tx, mine.id, item.product_id, item.variant_id);
        const kept = Math.min((line?.quantity ?? 0) + item.quantity, lineCap(p));
        if (line) await repo.setQuantity(tx, line.id, kept);
        else
          await repo.insertLine(tx, {
            cart_id: mine.id,
            product_id: item.product_id,
            variant_id: item.variant_id,
            quantity: kept,
          });
      }
      await repo.touchCart(tx, mine.id);
    }
    await repo.deleteCarts(
      tx,
      guestCarts.map((c) => c.id),
    );
  });
}
