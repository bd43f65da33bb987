/** Drizzle queries of the automations: workflows, runs, the run log and the scans' cursors. */
import type { RunLogStatus, RunStatus } from '@fundpath/contracts/automations';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  automationRunLog,
  automationRuns,
  automationScans,
  automationWorkflows,
} from '../../db/schema/automations';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type WorkflowRow = typeof automationWorkflows.$inferSelect;
export type WorkflowInsert = typeof automationWorkflows.$inferInsert;
export type RunRow = typeof automationRuns.$inferSelect;
export type RunInsert = typeof automationRuns.$inferInsert;
export type LogRow = typeof automationRunLog.$inferSelect;

const ACTIVE: RunStatus[] = ['running', 'waiting'];

// ---- workflows ------------------------------------------------------------------------------------

export async function listWorkflows(db: Db) {
  const creator = users;
  return db
    .select({ workflow: automationWorkflows, created_by_name: creator.display_name })
    .from(automationWorkflows)
    .leftJoin(creator, eq(creator.id, automationWorkflows.created_by))
    .orderBy(asc(automationWorkflows.name), asc(automationWorkflows.created_at));
}

export async function findWorkflow(db: Db, id: string) {
  const [row] = await db
    .select({ workflow: automationWorkflows, created_by_name: users.display_name })
    .from(automationWorkflows)
    .leftJoin(users, eq(users.id, automationWorkflows.created_by))
    .where(eq(automationWorkflows.id, id))
    .limit(1);
  return row;
}

export async function findWorkflowRow(db: Db, id: string): Promise<WorkflowRow | undefined> {
  const [row] = await db.select().from(automationWorkflows).where(eq(automationWorkflows.id, id)).limit(1);
  return row;
}

/** The enabled workflows a trigger type starts (the index is partial on `enabled`). */
export async function enabledWorkflows(db: Db, triggerType: string): Promise<WorkflowRow[]> {
  return db
    .select()
    .from(automationWorkflows)
    .where(and(eq(automationWorkflows.enabled, true), eq(automationWorkflows.trigger_type, triggerType)))
    .orderBy(asc(automationWorkflows.created_at));
}

export async function countWorkflows(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(automationWorkflows);
  return row?.n ?? 0;
}

export async function insertWorkflow(db: Db, values: WorkflowInsert): Promise<WorkflowRow> {
  const [row] = await db.insert(automationWorkflows).values(values).returning();
  return row!;
}

export async function updateWorkflow(db: Db, id: string, set: Partial<WorkflowInsert>): Promise<boolean> {
  const rows = await db
    .update(automationWorkflows)
    .set(set)
    .where(eq(automationWorkflows.id, id))
    .returning({ id: automationWorkflows.id });
  return rows.length > 0;
}

export async function deleteWorkflow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(automationWorkflows)
    .where(eq(automationWorkflows.id, id))
    .returning({ id: automationWorkflows.id });
  return rows.length > 0;
}

/** Runs per workflow: all, still going, failed. */
export async function runCounts(db: Db, workflowIds: string[]) {
  if (workflowIds.length === 0) return new Map<string, { total: number; active: number; failed: number }>();
  const r = automationRuns;
  const rows = await db
    .select({
      workflow_id: r.workflow_id,
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${r.status} in ('running', 'waiting'))::int`,
      failed: sql<number>`count(*) filter (where ${r.status} = 'failed')::int`,
    })
    .from(r)
    .where(inArray(r.workflow_id, workflowIds))
    .groupBy(r.workflow_id);
  return new Map(rows.map((x) => [x.workflow_id, { total: x.total, active: x.active, failed: x.failed }]));
}

// ---- runs -----------------------------------------------------------------------------------------

/** Inserts a run unless one with the same (workflow, subject, dedupe key) exists: undefined then. */
export async function insertRunOnce(db: Db, values: RunInsert): Promise<RunRow | undefined> {
  const [row] = await db.insert(automationRuns).values(values).onConflictDoNothing().returning();
  return row;
}

export async function hasRun(db: Db, workflowId: string, subjectKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: automationRuns.id })
    .from(automationRuns)
    .where(and(eq(automationRuns.workflow_id, workflowId), eq(automationRuns.subject_key, subjectKey)))
    .limit(1);
  return Boolean(row);
}

export async function runsSince(
  db: Db,
  workflowId: string,
  subjectKey: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(automationRuns)
    .where(
      and(
        eq(automationRuns.workflow_id, workflowId),
        eq(automationRuns.subject_key, subjectKey),
        gt(automationRuns.started_at, since),
      ),
    );
  return row?.n ?? 0;
}

export async function findRun(
  db: Db,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<RunRow | undefined> {
  const q = db.select().from(automationRuns).where(eq(automationRuns.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function updateRun(db: Db, id: string, set: Partial<RunInsert>): Promise<void> {
  await db.update(automationRuns).set(set).where(eq(automationRuns.id, id));
}

/** Cancels a run that is still going; false when it had finished already. */
export async function cancelRun(
  db: Db,
  id: string,
  by: string | null,
  now: Date,
): Promise<RunRow | undefined> {
  const [row] = await db
    .update(automationRuns)
    .set({ status: 'cancelled', cancelled_by: by, finished_at: now, next_at: null })
    .where(and(eq(automationRuns.id, id), inArray(automationRuns.status, ACTIVE)))
    .returning();
  return row;
}

export interface RunFilter {
  workflow_id?: string;
  status?: RunStatus;
  user_id?: string;
}

function runWhere(f: RunFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.workflow_id) where.push(eq(automationRuns.workflow_id, f.workflow_id));
  if (f.status) where.push(eq(automationRuns.status, f.status));
  if (f.user_id) where.push(eq(automationRuns.user_id, f.user_id));
  return where.length ? and(...where) : undefined;
}

const runColumns = {
  run: automationRuns,
  workflow_name: automationWorkflows.name,
  user_name: users.display_name,
  user_email: users.email,
};

export async function listRuns(db: Db, f: RunFilter, page: { limit: number; offset: number }) {
  const where = runWhere(f);
  const rows = await db
    .select(runColumns)
    .from(automationRuns)
    .innerJoin(automationWorkflows, eq(automationWorkflows.id, automationRuns.workflow_id))
    .leftJoin(users, eq(users.id, automationRuns.user_id))
    .where(where)
    .orderBy(desc(automationRuns.started_at), desc(automationRuns.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(automationRuns).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findRunView(db: Db, id: string) {
  const [row] = await db
    .select(runColumns)
    .from(automationRuns)
    .innerJoin(automationWorkflows, eq(automationWorkflows.id, automationRuns.workflow_id))
    .leftJoin(users, eq(users.id, automationRuns.user_id))
    .where(eq(automationRuns.id, id))
    .limit(1);
  return row;
}

/** Active runs whose step job may need re-sending at start (oldest first, bounded). */
export async function activeRuns(db: Db, limit: number) {
  return db
    .select({ id: automationRuns.id, seq: automationRuns.seq, next_at: automationRuns.next_at })
    .from(automationRuns)
    .where(inArray(automationRuns.status, ACTIVE))
    .orderBy(asc(automationRuns.started_at))
    .limit(limit);
}

// ---- the log --------------------------------------------------------------------------------------

export async function insertLog(
  db: Db,
  row: {
    run_id: string;
    seq: number;
    step_index: number;
    action: string;
    status: RunLogStatus;
    detail: string;
    at?: Date;
  },
): Promise<void> {
  await db.insert(automationRunLog).values(row);
}

/** The step job's claim: false when this job (run, seq) claimed it before (a retry). */
export async function claimStep(
  db: Db,
  row: { run_id: string; seq: number; step_index: number; action: string; detail: string },
): Promise<boolean> {
  const rows = await db
    .insert(automationRunLog)
    .values({ ...row, status: 'started' })
    .onConflictDoNothing()
    .returning({ id: automationRunLog.id });
  return rows.length > 0;
}

export async function logOf(db: Db, runId: string): Promise<LogRow[]> {
  return db
    .select()
    .from(automationRunLog)
    .where(eq(automationRunLog.run_id, runId))
    .orderBy(asc(automationRunLog.id))
    .limit(1000);
}

// ---- scans ----------------------------------------------------------------------------------------

export async function scannedTo(db: Db, key: string): Promise<Date | undefined> {
  const [row] = await db.select().from(automationScans).where(eq(automationScans.key, key)).limit(1);
  return row?.scanned_to;
}

export async function setScannedTo(db: Db, key: string, to: Date): Promise<void> {
  await db
    .insert(automationScans)
    .values({ key, scanned_to: to })
    .onConflictDoUpdate({ target: automationScans.key, set: { scanned_to: to, updated_at: new Date() } });
}

/**
 * Active users whose last sign-in (or sign-up, never signed in) crossed `days` ago within the
 * window `(from, to]`: each crosses once per quiet period.
 */
export async function usersGoneQuiet(db: Db, days: number, from: Date, to: Date, limit = 1000) {
  const last = sql`coalesce(${users.last_sign_in_at}, ${users.created_at})`;
  const shift = (d: Date) => new Date(d.getTime() - days * 86_400_000).toISOString();
  return db
    .select({ id: users.id, last: sql<string>`${last}::text` })
    .from(users)
    .where(
      and(
        isNull(users.deactivated_at),
        sql`${last} > ${shift(from)}::timestamptz`,
        sql`${last} <= ${shift(to)}::timestamptz`,
      ),
    )
    .limit(limit);
}

/** Users for the test panel's picker: name or e-mail contains `q`. */
export async function searchUsers(db: Db, q: string, limit = 20) {
  const term = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: users.id, display_name: users.display_name, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        isNull(users.deactivated_at),
        q ? or(ilike(users.display_name, term), ilike(users.email, term)) : undefined,
      ),
    )
    .orderBy(asc(users.display_name))
    .limit(limit);
}
