import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { brandPages, brandPageVersions, brands, type StoredPageContent } from '../../db/schema/brands';
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

// ---- admin ---------------------------------------------------------------------------------------

export async function listBrands(db: Db): Promise<BrandRow[]> {
  return db.select().from(brands).orderBy(desc(brands.is_default), asc(brands.name));
}

export async function findBrandForUpdate(db: Db, id: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).for('update').limit(1);
  return row;
}

export async function updateBrand(
  db: Db,
  id: string,
  values: Partial<typeof brands.$inferInsert>,
): Promise<BrandRow> {
  const [row] = await db.update(brands).set(values).where(eq(brands.id, id)).returning();
  return row!;
}

/** Other brands already holding this slug, domain or referral code (case-insensitive), by field. */
export async function takenBrandFields(
  db: Db,
  values: { slug?: string | null; domain?: string | null; referral_code?: string | null },
  exceptId?: string,
): Promise<Array<'slug' | 'domain' | 'referral_code'>> {
  const conditions = [
    values.slug ? eq(brands.slug, values.slug) : undefined,
    values.domain ? eq(brands.domain, values.domain) : undefined,
    values.referral_code
      ? sql`lower(${brands.referral_code}) = ${values.referral_code.toLowerCase()}`
      : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ id: brands.id, slug: brands.slug, domain: brands.domain, referral_code: brands.referral_code })
    .from(brands)
    .where(and(or(...conditions), exceptId ? ne(brands.id, exceptId) : undefined));
  const taken = new Set<'slug' | 'domain' | 'referral_code'>();
  for (const r of rows) {
    if (values.slug && r.slug === values.slug) taken.add('slug');
    if (values.domain && r.domain === values.domain) taken.add('domain');
    if (values.referral_code && r.referral_code?.toLowerCase() === values.referral_code.toLowerCase())
      taken.add('referral_code');
  }
  return [...taken];
}

// ---- pages ---------------------------------------------------------------------------------------

export type BrandPageRow = typeof brandPages.$inferSelect;
export type BrandPageVersionRow = typeof brandPageVersions.$inferSelect;

export async function findPage(
  db: Db,
  brandId: string,
  page: string,
  context: string,
  lock = false,
): Promise<BrandPageRow | undefined> {
  const q = db
    .select()
    .from(brandPages)
    .where(and(eq(brandPages.brand_id, brandId), eq(brandPages.page, page), eq(brandPages.context, context)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Creates the page row or replaces its draft (one row per brand, page and context). */
export async function upsertDraft(
  db: Db,
  values: { brand_id: string; page: string; context: string; draft: StoredPageContent },
): Promise<BrandPageRow> {
  const now = new Date();
  const [row] = await db
    .insert(brandPages)
    .values({ ...values, draft_updated_at: now })
    .onConflictDoUpdate({
      target: [brandPages.brand_id, brandPages.page, brandPages.context],
      set: { draft: values.draft, draft_updated_at: now, updated_at: now },
    })
    .returning();
  return row!;
}

/** Newest first. */
export async function listVersions(db: Db, pageId: string): Promise<BrandPageVersionRow[]> {
  return db
    .select()
    .from(brandPageVersions)
    .where(eq(brandPageVersions.page_id, pageId))
    .orderBy(desc(brandPageVersions.version));
}

export async function findVersion(
  db: Db,
  pageId: string,
  version: number,
): Promise<BrandPageVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(brandPageVersions)
    .where(and(eq(brandPageVersions.page_id, pageId), eq(brandPageVersions.version, version)))
    .limit(1);
  return row;
}

export async function latestVersion(db: Db, pageId: string): Promise<BrandPageVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(brandPageVersions)
    .where(eq(brandPageVersions.page_id, pageId))
    .orderBy(desc(brandPageVersions.version))
    .limit(1);
  return row;
}

export async function insertVersion(
  db: Db,
  values: typeof brandPageVersions.$inferInsert,
): Promise<BrandPageVersionRow> {
  const [row] = await db.insert(brandPageVersions).values(values).returning();
  return row!;
}

/** The newest published version of a brand's page in the first of `contexts` that has one. */
export async function findPublished(
  db: Db,
  brandId: string,
  page: string,
  contexts: readonly string[],
): Promise<{ context: string; version: BrandPageVersionRow } | undefined> {
  for (const context of contexts) {
    const row = await findPage(db, brandId, page, context);
    const version = row ? await latestVersion(db, row.id) : undefined;
    if (version) return { context, version };
  }
  return undefined;
}
