import type { MarketingLinkKind } from '@fundpath/contracts/marketing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { marketingClicks, marketingLinks } from '../../db/schema/marketing';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type LinkRow = typeof marketingLinks.$inferSelect;

export async function linksOf(db: Db, ownerId: string): Promise<LinkRow[]> {
  return db.select().from(marketingLinks).where(eq(marketingLinks.owner_id, ownerId));
}

/** Inserts the link; undefined when its code is taken or the owner already has one for the target. */
export async function insertLink(
  db: Db,
  row: { owner_id: string; kind: MarketingLinkKind; target_id: string; code: string },
): Promise<LinkRow | undefined> {
  const [inserted] = await db.insert(marketingLinks).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findLinkFor(
  db: Db,
  ownerId: string,
  kind: MarketingLinkKind,
  targetId: string,
): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(marketingLinks)
    .where(
      and(
        eq(marketingLinks.owner_id, ownerId),
        eq(marketingLinks.kind, kind),
        eq(marketingLinks.target_id, targetId),
      ),
    )
    .limit(1);
  return row;
}

/** The link of a code with its owner, if the owner's account is still active. */
export async function findByCode(
  db: Db,
  code: string,
): Promise<{ link: LinkRow; owner: { id: string; role: string } } | undefined> {
  const [row] = await db
    .select({ link: marketingLinks, owner: { id: users.id, role: users.role } })
    .from(marketingLinks)
    .innerJoin(users, eq(users.id, marketingLinks.owner_id))
    .where(and(eq(marketingLinks.code, code), sql`${users.deactivated_at} is null`))
    .limit(1);
  return row;
}

/** Counts one visit; false when this visitor was already counted in this window. */
export async function insertClick(
  db: Db,
  row: { link_id: string; window_start: Date; visitor: string; source: 'link' | 'qr'; created_at?: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(marketingClicks)
    .values(row)
    .onConflictDoNothing()
    .returning({ link_id: marketingClicks.link_id });
  return inserted.length > 0;
}

export interface ClickDayRow {
  link_id: string;
  date: string;
  clicks: number;
  qr: number;
}

/** Visits per link and UTC day since `since` (days without visits are absent). */
export async function clicksByDay(db: Db, linkIds: readonly string[], since: Date): Promise<ClickDayRow[]> {
  if (linkIds.length === 0) return [];
  const rows = await db
    .select({
      link_id: marketingClicks.link_id,
      date: sql<string>`to_char(date_trunc('day', ${marketingClicks.created_at} at time zone 'UTC'), 'YYYY-MM-DD')`,
      clicks: sql<number>`count(*)::int`,
      qr: sql<number>`(count(*) filter (where ${marketingClicks.source} = 'qr'))::int`,
    })
    .from(marketingClicks)
    .where(
      and(
        inArray(marketingClicks.link_id, [...linkIds]),
        sql`${marketingClicks.created_at} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(sql`1`, sql`2`);
  return rows.map((r) => ({ ...r, clicks: Number(r.clicks), qr: Number(r.qr) }));
}

/** Every counted visit per link, all time. */
export async function clickTotals(db: Db, linkIds: readonly string[]): Promise<Map<string, number>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .select({ link_id: marketingClicks.link_id, n: sql<number>`count(*)::int` })
    .from(marketingClicks)
    .where(inArray(marketingClicks.link_id, [...linkIds]))
    .groupBy(marketingClicks.link_id);
  return new Map(rows.map((r) => [r.link_id, Number(r.n)]));
}
