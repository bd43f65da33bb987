import { eq, sql } from 'drizzle-orm';
import { brands } from '../../db/schema/brands';
import type { Db } from '../../platform/db';

export type BrandRow = typeof brands.$inferSelect;

export async function findBrandByReferral(db: Db, code: string): Promise<BrandRow | undefined> {
  const [row] = await db
    .select()
    .from(brands)
    .where(sql`lower(${brands.referral_code}) = ${code.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findBrandByDomain(db: Db, host: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.domain, host)).limit(1);
  return row;
}

export async function findDefaultBrand(db: Db): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.is_default, true)).limit(1);
  return row;
}

export async function findBrandById(db: Db, id: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row;
}

export async function insertBrand(db: Db, values: typeof brands.$inferInsert): Promise<BrandRow> {
  const [row] = await db.insert(brands).values(values).returning();
  return row!;
}
