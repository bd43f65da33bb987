import {
  SYNC_KINDS,
  SYNC_LABELS,
  type SyncKind,
  type SyncOverview,
  type SyncRun,
} from '@fundpath/contracts/sync';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import * as ai from '../ai';
import * as coaching from '../coaching';
import * as tasks from '../tasks';
import * as repo from './repo';

export const SYNC_JOB = 'sync.run';

declare module '../../platform/jobs' {
  interface JobData {
    'sync.run': { runId: string };
  }
}

/** A run that wrote nothing for this long is presumed lost (its instance died). */
export const STALE_AFTER_MS = 20 * 60_000;
const STALE_MESSAGE = 'The run stopped reporting progress (its server stopped); start it again.';
const HISTORY = 25;
/** Clients per page of the default-task re-apply (one progress write per page). */
const CLIENT_PAGE = 50;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isKind = (kind: string): kind is SyncKind => (SYNC_KINDS as readonly string[]).includes(kind);

export function toRun(row: repo.SyncRunRow): SyncRun {
  return {
    id: row.id,
    kind: row.kind as SyncKind,
    status: row.status as SyncRun['status'],
    processed: row.processed,
    total: row.total,
    changed: row.changed,
    error: row.error,
    requested_by_name: row.requested_by_name,
    requested_at: row.created_at.toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
  };
}

export async function overview(
  ctx: Pick<Ctx, 'db'>,
  now = new Date(),
): Promise<Omit<SyncOverview, 'status'>> {
  await repo.failStaleRuns(ctx.db, new Date(now.getTime() - STALE_AFTER_MS), STALE_MESSAGE);
  const { active, finished } = await repo.latestByKind(ctx.db);
  const runs = await repo.listRuns(ctx.db, HISTORY);
  return {
    kinds: SYNC_KINDS.map((kind) => {
      const a = active.find((r) => r.kind === kind);
      const f = finished.find((r) => r.kind === kind);
      return { kind, active: a ? toRun(a) : null, last: f ? toRun(f) : null };
    }),
    runs: runs.map(toRun),
  };
}

/**
 * Queues a run of `kind` (admins; audited). A second run of a kind while one is queued or
 * running is a 409: the partial unique index on sync_runs decides, so two instances can't both
 * start one. The job is written in the same transaction as the run and its audit row.
 */
export async function startRun(ctx: Ctx, kind: string, now = new Date()): Promise<SyncRun> {
  if (!isKind(kind)) throw notFound('No such sync');
  await repo.failStaleRuns(ctx.db, new Date(now.getTime() - STALE_AFTER_MS), STALE_MESSAGE);
  const who = ctx.realUser;
  const row = await ctx.db.transaction(async (tx) => {
    const run = await repo.insertRun(tx, {
      kind,
      requested_by: who?.id ?? null,
      requested_by_name: who?.display_name ?? null,
    });
    if (!run) return undefined;
    await ctx.jobs.sendInTx(
      tx,
      SYNC_JOB,
      { runId: run.id },
      { singletonKey: `sync:${run.id}`, retryLimit: 0 },
    );
    await recordAudit(
      ctx,
      {
        action: 'sync.run_started',
        target_type: 'sync',
        target_id: run.id,
        target_label: SYNC_LABELS[kind].label,
        after: { kind },
      },
      tx,
    );
    return run;
  });
  if (!row) throw new AppError('CONFLICT', `${SYNC_LABELS[kind].label} is already running`);
  ctx.log.info({ run_id: row.id, kind }, 'sync run queued');
  return toRun(row);
}

type Progress = (processed: number, total: number, changed: number) => Promise<void>;

/** Each kind's work: counts in, progress out. Lower modules own the data (ADR 003). */
const WORK: Record<
  SyncKind,
  (db: Db, progress: Progress) => Promise<{ processed: number; total: number; changed: number }>
> = {
  knowledge_index: async (db, progress) => {
    const { total, changed } = await ai.reindexKnowledge(db, (processed, t) => progress(processed, t, 0));
    return { processed: total, total, changed };
  },
  default_tasks: async (db, progress) => {
    const total = await coaching.countClientsWithOpenSteps(db);
    const byStep = await tasks.defaultTasksByStep(db);
    await progress(0, total, 0);
    let processed = 0;
    let changed = 0;
    let after: string | null = null;
    for (;;) {
      const page = await coaching.clientsWithOpenSteps(db, after, CLIENT_PAGE);
      if (page.length === 0) break;
      for (const client of page) {
        changed += await tasks.reapplyDefaultTasks(db, client.user_id, client.steps, byStep);
      }
      processed += page.length;
      after = page.at(-1)!.user_id;
      // Clients who started a step meanwhile can push past the first count.
      await progress(processed, Math.max(total, processed), changed);
    }
    return { processed, total: Math.max(total, processed), changed };
  },
};

export interface SyncDeps {
  db: Db;
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

/**
 * The job: runs a queued run to its end and records the outcome. A run already finished (a
 * redelivered job) is left alone. A failure is recorded on the run, not retried: the admin sees
 * it in the history and starts another.
 */
export async function executeRun(deps: SyncDeps, runId: string): Promise<void> {
  const { db } = deps;
  const run = await repo.updateRun(db, runId, ['queued', 'running'], {
    status: 'running',
    started_at: new Date(),
    error: null,
  });
  if (!run) return;
  const progress: Progress = async (processed, total, changed) => {
    await repo.updateRun(db, runId, ['running'], { processed, total, changed });
  };
  try {
    const result = await WORK[run.kind as SyncKind](db, progress);
    await repo.updateRun(db, runId, ['running'], { ...result, status: 'completed', finished_at: new Date() });
    deps.log.info({ run_id: runId, kind: run.kind, ...result }, 'sync run completed');
  } catch (err) {
    deps.log.error({ err, run_id: runId, kind: run.kind }, 'sync run failed');
    const message = err instanceof Error ? err.message : String(err);
    await repo.updateRun(db, runId, ['running'], {
      status: 'failed',
      error: message.slice(0, 500) || 'Failed',
      finished_at: new Date(),
    });
  }
}

/** Registers the job's handler (in the plugin, where workers run). */
export function registerSyncJob(jobs: Jobs, deps: SyncDeps): void {
  // A long run on a big base must not be presumed lost at the default 15 minutes.
  jobs.work(SYNC_JOB, async (job) => executeRun(deps, job.data.runId), {
    concurrency: 1,
    queue: { retryLimit: 0, expireInSeconds: 60 * 60 },
  });
}
