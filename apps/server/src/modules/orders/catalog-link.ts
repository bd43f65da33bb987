/**
 * What orders read from the catalogue (layer 2, through its index, ADR 003): the caller's own
 * store, store names, product image URLs, and putting units back into stock on a refund or a
 * cancellation. One file, so the orders module has one seam with the catalogue.
 */
import type { Db } from '../../platform/db';
import * as catalog from '../catalog';

export interface StoreRef {
  id: number;
  owner_id: string;
  store_name: string;
}

/** The store `ownerId` owns, or undefined (a client owns at most one). */
export async function storeOwnedBy(db: Db, ownerId: string): Promise<StoreRef | undefined> {
  return catalog.findStoreByOwner(db, ownerId);
}

/** The store by id, or undefined. */
export async function storeById(db: Db, id: number): Promise<StoreRef | undefined> {
  return catalog.findStoreById(db, id);
}

/** Names of the given stores (ids without a store are missing from the map). */
export async function storeNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const id of new Set(ids)) {
    const store = await catalog.findStoreById(db, id);
    if (store) out.set(id, store.store_name);
  }
  return out;
}

/** The public URL of a product image's storage key (null in, null out). */
export const imageUrl = (key: string | null): string | null => catalog.mediaUrl(key);

/** Puts units back into stock (products or variants deleted since are skipped by the catalogue). */
export async function restockUnits(
  tx: Db,
  lines: ReadonlyArray<{ product_id: string | null; variant_id: string | null; quantity: number }>,
): Promise<void> {
  const back = lines.filter(
    (l): l is { product_id: string; variant_id: string | null; quantity: number } =>
      l.product_id !== null && l.quantity > 0,
  );
  if (back.length > 0) await catalog.restock(tx, back);
}
