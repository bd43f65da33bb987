import { and, asc, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import { type SiteSnapshot, siteImages, sitePages, sites, siteVersions } from '../../db/schema/sites';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type SiteRow = typeof sites.$inferSelect;
export type SiteInsert = typeof sites.$inferInsert;
export type PageRow = typeof sitePages.$inferSelect;
export type PageInsert = typeof sitePages.$inferInsert;
export type VersionRow = typeof siteVersions.$inferSelect;
export type ImageRow = typeof siteImages.$inferSelect;

// ---- sites -----------------------------------------------------------------------------------

export async function findSiteOfClient(
  db: Db,
  clientId: string,
  opts: { lock?: boolean } = {},
): Promise<SiteRow | undefined> {
  const q = db.select().from(sites).where(eq(sites.client_id, clientId)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function findSiteBySlug(db: Db, slug: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.slug, slug.toLowerCase())).limit(1);
  return row;
}

export async function findSiteByDomain(db: Db, domain: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.custom_domain, domain.toLowerCase())).limit(1);
  return row;
}

/** Every verified custom domain with its site's slug (the host cache's refill). */
export async function verifiedDomains(db: Db): Promise<Array<{ domain: string; slug: string }>> {
  const rows = await db
    .select({ domain: sites.custom_domain, slug: sites.slug })
    .from(sites)
    .where(and(isNotNull(sites.custom_domain), isNotNull(sites.domain_verified_at)));
  return rows.map((r) => ({ domain: r.domain!, slug: r.slug }));
}

export async function insertSite(db: Db, values: SiteInsert): Promise<SiteRow> {
  const [row] = await db.insert(sites).values(values).returning();
  return row!;
}

export async function updateSite(db: Db, id: string, set: Partial<SiteInsert>): Promise<SiteRow> {
  const [row] = await db
    .update(sites)
    .set({ ...set, updated_at: new Date() })
    .where(eq(sites.id, id))
    .returning();
  return row!;
}

// ---- pages -----------------------------------------------------------------------------------

export async function pagesOf(db: Db, siteId: string): Promise<PageRow[]> {
  return db
    .select()
    .from(sitePages)
    .where(eq(sitePages.site_id, siteId))
    .orderBy(asc(sitePages.position), asc(sitePages.created_at));
}

export async function findPage(
  db: Db,
  siteId: string,
  pageId: string,
  opts: { lock?: boolean } = {},
): Promise<PageRow | undefined> {
  const q = db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.site_id, siteId), eq(sitePages.id, pageId)))
    .limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function insertPages(db: Db, values: PageInsert[]): Promise<PageRow[]> {
  if (values.length === 0) return [];
  return db.insert(sitePages).values(values).returning();
}

export async function updatePage(db: Db, id: string, set: Partial<PageInsert>): Promise<PageRow> {
  const [row] = await db
    .update(sitePages)
    .set({ ...set, updated_at: new Date() })
    .where(eq(sitePages.id, id))
    .returning();
  return row!;
}

export async function deletePage(db: Db, id: string): Promise<void> {
  await db.delete(sitePages).where(eq(sitePages.id, id));
}

export async function deletePagesOf(db: Db, siteId: string): Promise<void> {
  await db.delete(sitePages).where(eq(sitePages.site_id, siteId));
}

/** Writes positions 0, 1, 2… in the given order. */
export async function renumberPages(db: Db, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await db.update(sitePages).set({ position: i }).where(eq(sitePages.id, id));
  }
}

// ---- versions --------------------------------------------------------------------------------

export async function versionsOf(db: Db, siteId: string, limit: number) {
  return db
    .select({
      version: siteVersions.version,
      published_at: siteVersions.published_at,
      published_by_name: users.display_name,
      snapshot: siteVersions.snapshot,
    })
    .from(siteVersions)
    .leftJoin(users, eq(users.id, siteVersions.published_by))
    .where(eq(siteVersions.site_id, siteId))
    .orderBy(desc(siteVersions.version))
    .limit(limit);
}

export async function findVersion(db: Db, siteId: string, version: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(siteVersions)
    .where(and(eq(siteVersions.site_id, siteId), eq(siteVersions.version, version)))
    .limit(1);
  return row;
}

export async function nextVersion(db: Db, siteId: string): Promise<number> {
  const [row] = await db
    .select({ n: max(siteVersions.version) })
    .from(siteVersions)
    .where(eq(siteVersions.site_id, siteId));
  return (row?.n ?? 0) + 1;
}

export async function insertVersion(
  db: Db,
  values: { site_id: string; version: number; snapshot: SiteSnapshot; published_by: string | null },
): Promise<VersionRow> {
  const [row] = await db.insert(siteVersions).values(values).returning();
  return row!;
}

/** Keeps the newest `keep` versions and the live one; older snapshots go. */
export async function pruneVersions(db: Db, siteId: string, keep: number, live: number): Promise<void> {
  await db.execute(sql`
    delete from ${siteVersions}
    where ${siteVersions.site_id} = ${siteId}
      and ${siteVersions.version} <> ${live}
      and ${siteVersions.version} <= (
        select coalesce(max(v.version), 0) - ${keep} from ${siteVersions} v where v.site_id = ${siteId}
      )`);
}

// ---- images ----------------------------------------------------------------------------------

export async function imagesOf(db: Db, siteId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(siteImages)
    .where(eq(siteImages.site_id, siteId))
    .orderBy(desc(siteImages.created_at), asc(siteImages.id));
}

export async function countImages(db: Db, siteId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(siteImages).where(eq(siteImages.site_id, siteId));
  return row?.n ?? 0;
}

export async function findImage(db: Db, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(siteImages).where(eq(siteImages.id, id)).limit(1);
  return row;
}

export async function insertImage(db: Db, values: typeof siteImages.$inferInsert): Promise<ImageRow> {
  const [row] = await db.insert(siteImages).values(values).returning();
  return row!;
}

export async function deleteImage(db: Db, id: string): Promise<void> {
  await db.delete(siteImages).where(eq(siteImages.id, id));
}
