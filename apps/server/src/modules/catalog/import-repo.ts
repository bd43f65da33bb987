import { desc, eq, sql } from 'drizzle-orm';
import { productImports, products, productVariants, stores } from '../../db/schema/catalog';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type ImportRow = typeof productImports.$inferSelect;

const importColumns = {
  import: productImports,
  store_name: stores.store_name,
  created_by_name: users.display_name,
};
const withNames = (db: Db) =>
  db
    .select(importColumns)
    .from(productImports)
    .innerJoin(stores, eq(stores.id, productImports.store_id))
    .leftJoin(users, eq(users.id, productImports.created_by));

export async function insertImport(db: Db, values: typeof productImports.$inferInsert): Promise<ImportRow> {
  const [row] = await db.insert(productImports).values(values).returning();
  return row!;
}

export async function findImport(db: Db, id: string) {
  const [row] = await withNames(db).where(eq(productImports.id, id)).limit(1);
  return row;
}

export async function findImportForUpdate(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(productImports)
    .where(eq(productImports.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function listImports(db: Db, limit: number) {
  return withNames(db).orderBy(desc(productImports.created_at)).limit(limit);
}

export async function updateImport(db: Db, id: string, patch: Partial<typeof productImports.$inferInsert>) {
  await db
    .update(productImports)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(productImports.id, id));
}

/** Lower-cased SKUs among `skus` that a variant of the store uses (a product may not take one). */
export async function variantSkusIn(db: Db, storeId: number, skus: readonly string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = (await db.execute(sql`
    select distinct lower(v.sku) sku from ${productVariants} v join ${products} p on p.id = v.product_id
     where p.store_id = ${storeId} and lower(v.sku) = any(${sql`array[${sql.join(
       skus.map((s) => sql`${s.toLowerCase()}`),
       sql`, `,
     )}]::text[]`})`)) as unknown as { rows: Array<{ sku: string }> };
  return new Set(rows.rows.map((r) => r.sku));
}
