import type { Db } from '../../platform/db';
import { slugsLike } from './product-repo';

/** A product address from its title: lowercase ASCII words joined by dashes, 3–40 characters. */
export function slugify(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'product'
  ).padEnd(3, '0');
}

/** The title's slug, or `slug-2`, `slug-3`… when the store already has it (unique per store). */
export async function freeSlug(db: Db, storeId: number, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title);
  const taken = await slugsLike(db, storeId, base, exceptId);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
