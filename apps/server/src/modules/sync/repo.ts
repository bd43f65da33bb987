import type { SyncKind, SyncRunStatus } from '@fundpath/contracts/sync';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { syncRuns } from '../../db/schema/sync';
import type { Db } from '../../platform/db';

export type SyncRunRow = typeof syncRuns.$inferSelect;
const ACTIVE: SyncRunStatus[] = ['queued', 'running'];

/** A new queued run, or undefined when one of this kind is already queued or running. */
export async function insertRun(
  db: Db,
  values: { kind: SyncKind; requested_by: string | null; requested_by_name: string | null },
): Promise<SyncRunRow | undefined> {
  const [row] = await db.insert(syncRuns).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRun(db: Db, id: string): Promise<SyncRunRow | undefined> {
  const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, id)).limit(1);
  return row;
}

/** Moves a run on only from the statuses given (a finished run is never reopened). */
export async function updateRun(
  db: Db,
  id: string,
  from: readonly SyncRunStatus[],
  set: Partial<Omit<SyncRunRow, 'id' | 'kind' | 'created_at'>>,
): Promise<SyncRunRow | undefined> {
  const [row] = await db
    .update(syncRuns)
    .set({ ...set, updated_at: new Date() })
    .where(and(eq(syncRuns.id, id), inArray(syncRuns.status, [...from])))
    .returning();
  return row;
}

/**
 * Fails runs that stopped reporting (their instance died mid-run): nothing else would ever end
 * them, and an active run blocks the next of its kind. A live run writes progress far more often.
 */
export async function failStaleRuns(db: Db, staleBefore: Date, message: string): Promise<number> {
  const rows = await db
    .update(syncRuns)
    .set({ status: 'failed', error: message, finished_at: new Date(), updated_at: new Date() })
    .where(and(inArray(syncRuns.status, ACTIVE), lt(syncRuns.updated_at, staleBefore)))
    .returning({ id: syncRuns.id });
  return rows.length;
}

export async function listRuns(db: Db, limit: number): Promise<SyncRunRow[]> {
  return db.select().from(syncRuns).orderBy(desc(syncRuns.created_at), desc(syncRuns.id)).limit(limit);
}

/** Per kind: the active run and the last finished one. */
export async function latestByKind(db: Db): Promise<{ active: SyncRunRow[]; finished: SyncRunRow[] }> {
  const active = await db.select().from(syncRuns).where(inArray(syncRuns.status, ACTIVE));
  const finished = await db
    .selectDistinctOn([syncRuns.kind])
    .from(syncRuns)
    .where(sql`${syncRuns.status} in ('completed', 'failed')`)
    .orderBy(syncRuns.kind, desc(syncRuns.finished_at), desc(syncRuns.created_at));
  return { active, finished };
}
