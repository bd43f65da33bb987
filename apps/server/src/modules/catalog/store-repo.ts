import type { StoreStatus } from '@fundpath/contracts/ecommerce';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { products, stores } from '../../db/schema/catalog';
import { users } from '../../db/schema/users';
import { type Db, escapeLike, readTogether } from '../../platform/db';

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;

export { escapeLike };

export async function findStoreById(db: Db, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select().from(stores).where(eq(stores.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function findStoreBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(stores).where(sql`lower(${stores.slug}) = lower(${slug})`).limit(1);
  return row;
}

export async function findStoreByDomain(db: Db, domain: string) {
  const [row] = await db
    .select()
    .from(stores)
    .where(sql`lower(${stores.custom_domain}) = lower(${domain})`)
    .limit(1);
  return row;
}

export async function findStoreByOwner(db: Db, ownerId: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(stores).where(eq(stores.owner_id, ownerId)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/** The owner as the storefront names them: id and display name only. */
export async function findOwner(db: Db, ownerId: string) {
  const [row] = await db
    .select({ id: users.id, display_name: users.display_name })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  return row;
}

export async function insertStore(db: Db, values: NewStoreRow): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(values).returning();
  return row!;
}

export async function updateStore(db: Db, id: number, patch: Partial<NewStoreRow>): Promise<StoreRow> {
  const [row] = await db
    .update(stores)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(stores.id, id))
    .returning();
  return row!;
}

/** Which of `slug` / `custom_domain` another store already uses (case-insensitively). */
export async function takenStoreFields(
  db: Db,
  values: { slug?: string; custom_domain?: string | null },
  exceptId?: number,
): Promise<Array<'slug' | 'custom_domain'>> {
  const taken: Array<'slug' | 'custom_domain'> = [];
  const others = exceptId === undefined ? undefined : ne(stores.id, exceptId);
  if (values.slug !== undefined) {
    const [row] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(sql`lower(${stores.slug}) = lower(${values.slug})`, others))
      .limit(1);
    if (row) taken.push('slug');
  }
  if (values.custom_domain) {
    const [row] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(sql`lower(${stores.custom_domain}) = lower(${values.custom_domain})`, others))
      .limit(1);
    if (row) taken.push('custom_domain');
  }
  return taken;
}

export async function countActiveProducts(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.store_id, storeId), eq(products.status, 'active')));
  return row?.n ?? 0;
}

export interface AdminStoreFilter {
  q?: string;
  status?: StoreStatus;
  suspended?: boolean;
}

const adminStoreColumns = {
  store: stores,
  owner_name: users.display_name,
  owner_email: users.email,
  product_count: sql<number>`(select count(*)::int from ${products} where ${products.store_id} = ${stores.id})`,
  active_product_count: sql<number>`(select count(*)::int from ${products} where ${products.store_id} = ${stores.id} and ${products.status} = 'active')`,
};
const adminStores = (db: Db) =>
  db.select(adminStoreColumns).from(stores).innerJoin(users, eq(users.id, stores.owner_id));

/** All stores with their owner and product counts, newest first. */
export async function listStoresAdmin(
  db: Db,
  filter: AdminStoreFilter,
  page: { limit: number; offset: number },
) {
  const conds: SQL[] = [];
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    conds.push(
      or(
        ilike(stores.store_name, like),
        ilike(stores.slug, like),
        ilike(users.display_name, like),
        ilike(users.email, like),
      )!,
    );
  }
  if (filter.status) conds.push(eq(stores.status, filter.status));
  if (filter.suspended === true) conds.push(isNotNull(stores.suspended_at));
  if (filter.suspended === false) conds.push(isNull(stores.suspended_at));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, totals] = await readTogether(db, [
    () =>
      adminStores(db)
        .where(where)
        .orderBy(desc(stores.created_at), asc(stores.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(stores).innerJoin(users, eq(users.id, stores.owner_id)).where(where),
  ] as const);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findStoreAdmin(db: Db, id: number) {
  const [row] = await adminStores(db).where(eq(stores.id, id));
  return row;
}
