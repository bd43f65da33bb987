import { and, asc, desc, eq, isNull, max, type SQL, sql } from 'drizzle-orm';
import { wikiPageRevisions, wikiPages } from '../../db/schema/wiki';
import type { Db } from '../../platform/db';

export type PageRow = typeof wikiPages.$inferSelect;
export type RevisionRow = typeof wikiPageRevisions.$inferSelect;

const treeColumns = {
  id: wikiPages.id,
  parent_id: wikiPages.parent_id,
  position: wikiPages.position,
  title: wikiPages.title,
  revision: wikiPages.revision,
  updated_at: wikiPages.updated_at,
  updated_by_name: wikiPages.updated_by_name,
};
export type TreeRow = { [K in keyof typeof treeColumns]: PageRow[K] };

/** Every page without its body, siblings in order. */
export async function listTree(db: Db): Promise<TreeRow[]> {
  return db
    .select(treeColumns)
    .from(wikiPages)
    .orderBy(asc(wikiPages.position), asc(wikiPages.created_at), asc(wikiPages.id));
}

export async function findPage(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(wikiPages).where(eq(wikiPages.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

const parentIs = (parentId: string | null): SQL =>
  parentId === null ? isNull(wikiPages.parent_id) : eq(wikiPages.parent_id, parentId);

export async function childCount(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wikiPages)
    .where(eq(wikiPages.parent_id, id));
  return row?.n ?? 0;
}

/** The ids of a parent's children in order (`except` left out). */
export async function siblingIds(db: Db, parentId: string | null, except?: string): Promise<string[]> {
  const rows = await db
    .select({ id: wikiPages.id })
    .from(wikiPages)
    .where(and(parentIs(parentId), except ? sql`${wikiPages.id} <> ${except}` : undefined))
    .orderBy(asc(wikiPages.position), asc(wikiPages.created_at), asc(wikiPages.id));
  return rows.map((r) => r.id);
}

export async function nextPosition(db: Db, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: max(wikiPages.position) })
    .from(wikiPages)
    .where(parentIs(parentId));
  return row?.n === null || row?.n === undefined ? 0 : row.n + 1;
}

/** The chain of ancestors' ids, nearest first (one recursive query; the tree is shallow). */
export async function ancestorIds(db: Db, id: string): Promise<string[]> {
  const result = (await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select ${wikiPages.id}, ${wikiPages.parent_id}, 0 from ${wikiPages} where ${wikiPages.id} = ${id}
      union all
      select p.id, p.parent_id, up.depth + 1 from ${wikiPages} p join up on p.id = up.parent_id
      where up.depth < 64
    )
    select id from up where id <> ${id} order by depth`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((r) => r.id);
}

/** How many levels of pages hang below `id` (0: no children). */
export async function subtreeHeight(db: Db, id: string): Promise<number> {
  const result = (await db.execute(sql`
    with recursive down(id, depth) as (
      select ${wikiPages.id}, 0 from ${wikiPages} where ${wikiPages.id} = ${id}
      union all
      select p.id, down.depth + 1 from ${wikiPages} p join down on p.parent_id = down.id
      where down.depth < 64
    )
    select coalesce(max(depth), 0)::int as h from down`)) as unknown as { rows: Array<{ h: number }> };
  return result.rows[0]?.h ?? 0;
}

export async function insertPage(db: Db, values: typeof wikiPages.$inferInsert): Promise<PageRow> {
  const [row] = await db.insert(wikiPages).values(values).returning();
  return row!;
}

export async function updatePage(
  db: Db,
  id: string,
  values: Partial<typeof wikiPages.$inferInsert>,
): Promise<PageRow> {
  const [row] = await db.update(wikiPages).set(values).where(eq(wikiPages.id, id)).returning();
  return row!;
}

export async function setPositions(db: Db, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await db.update(wikiPages).set({ position }).where(eq(wikiPages.id, id));
}

export async function deletePage(db: Db, id: string): Promise<void> {
  await db.delete(wikiPages).where(eq(wikiPages.id, id));
}

export async function insertRevision(db: Db, values: typeof wikiPageRevisions.$inferInsert): Promise<void> {
  await db.insert(wikiPageRevisions).values(values);
}

export async function listRevisions(db: Db, pageId: string) {
  return db
    .select({
      revision: wikiPageRevisions.revision,
      title: wikiPageRevisions.title,
      author_name: wikiPageRevisions.author_name,
      created_at: wikiPageRevisions.created_at,
      restored_from: wikiPageRevisions.restored_from,
    })
    .from(wikiPageRevisions)
    .where(eq(wikiPageRevisions.page_id, pageId))
    .orderBy(desc(wikiPageRevisions.revision));
}

export async function findRevision(
  db: Db,
  pageId: string,
  revision: number,
): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(wikiPageRevisions)
    .where(and(eq(wikiPageRevisions.page_id, pageId), eq(wikiPageRevisions.revision, revision)))
    .limit(1);
  return row;
}

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * Pages whose title or body matches: whole words through the full-text index (stemmed, so
 * "decision" finds "decisions"), any fragment through `LIKE` on the lower-cased text. Title
 * matches rank first. The same SQL runs on PGlite and PostgreSQL.
 */
export async function searchPages(db: Db, q: string, limit: number) {
  const like = `%${escapeLike(q.toLowerCase())}%`;
  const query = sql`websearch_to_tsquery('english', ${q})`;
  return db
    .select({
      id: wikiPages.id,
      title: wikiPages.title,
      body: wikiPages.body,
      updated_at: wikiPages.updated_at,
    })
    .from(wikiPages)
    .where(sql`(${wikiPages.search_vector} @@ ${query} or ${wikiPages.search_text} like ${like})`)
    .orderBy(
      desc(sql`(lower(${wikiPages.title}) like ${like})`),
      desc(sql`ts_rank(${wikiPages.search_vector}, ${query})`),
      asc(wikiPages.title),
    )
    .limit(limit);
}
