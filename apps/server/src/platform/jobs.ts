/**
 * Background jobs (ADR 006): one runner for the whole platform, pg-boss on the database we already
 * have: the embedded PGlite (sharing the app's single connection) or PostgreSQL (a small pool of
 * its own). Modules declare their queues by declaration merging and register handlers in their
 * plugins; `buildApp` starts the runner when the app is ready and stops it before the database
 * closes.
 *
 * ```ts
 * declare module '../../platform/jobs' {
 *   interface JobData { 'notifications.email': { notificationId: string } }
 * }
 * app.deps.jobs.work('notifications.email', async (job) => { … });
 * await ctx.jobs.sendInTx(tx, 'notifications.email', { notificationId }, { singletonKey: notificationId });
 * ```
 *
 * Semantics:
 * - a job runs once (workers claim with SKIP LOCKED); a handler that throws, or whose worker
 *   dies (the job expires after `expireInSeconds`), is retried with exponential backoff, and after
 *   its last retry lands in the {@link DEAD_LETTER_QUEUE}, listed for admins and redriven by them;
 * - `singletonKey`: at most one job per queue and key while it is stored (queued, running, done
 *   or failed; done and failed jobs are kept 7 days): a second send answers `null`. Put the period
 *   in the key when it may recur (`reminder:<user>:<date>`);
 * - queues are created at start for every queue a handler or schedule was registered for; `send`
 *   creates an unknown one lazily. `sendInTx` cannot (on PGlite the transaction holds the one
 *   connection), so it needs a registered queue.
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { DEAD_LETTER_QUEUE } from '@fundpath/contracts/jobs';
import { sql } from 'drizzle-orm';
import { type Job as BossJob, type Queue as BossQueue, fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database, Db } from './db';

/**
 * Job payloads by queue name (`<domain>.<verb>`); modules add theirs by declaration merging.
 * Payloads are plain JSON: ids and values, never rows, never secrets (admins see a summary).
 */
export interface JobData {
  /** Hourly housekeeping: expired sessions and idempotency keys (platform/system-jobs.ts). */
  'system.cleanup': Record<string, never>;
}
export type JobName = keyof JobData & string;

export interface SendOptions {
  /** Run at this time, or this many seconds from now. */
  startAfter?: Date | number;
  /** At most one job per queue and key while the job is stored: a duplicate send answers null. */
  singletonKey?: string;
  retryLimit?: number;
  /** Seconds before the first retry (doubled each retry with `retryBackoff`). */
  retryDelay?: number;
  retryBackoff?: boolean;
}

/** What a handler gets: never the request, never a transaction. */
export interface JobContext<N extends JobName> {
  id: string;
  data: JobData[N];
  /** 0 on the first attempt. */
  retryCount: number;
  /** Aborted when a graceful stop runs out of time and the job is given back to the queue. */
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (job: JobContext<N>) => Promise<void>;

/** A queue's retry and expiry policy; {@link QUEUE_DEFAULTS} fills what is not given. */
export interface QueuePolicy {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Longest backoff between retries, in seconds. */
  retryDelayMax?: number;
  /** A job running longer than this is presumed lost (crashed worker) and retried. */
  expireInSeconds?: number;
}

export interface WorkOptions {
  /** Jobs of this queue run at once on this instance. Default 1. */
  concurrency?: number;
  /** The queue's retry/expiry policy (set when the queue is created or updated at start). */
  queue?: QueuePolicy;
}

export interface Jobs {
  send<N extends JobName>(name: N, data: JobData[N], opts?: SendOptions): Promise<string | null>;
  /** Enqueue inside a Drizzle transaction (the job exists only if the transaction commits). */
  sendInTx<N extends JobName>(tx: Db, name: N, data: JobData[N], opts?: SendOptions): Promise<string | null>;
  /** Registers the queue's handler; workers start with the runner (only where workers run). */
  work<N extends JobName>(name: N, handler: JobHandler<N>, opts?: WorkOptions): void;
  /** Cron schedule (5 fields, minute precision), kept in the database: one job per slot, whatever the instance count. */
  schedule<N extends JobName>(name: N, cron: string, data: JobData[N], opts?: { tz?: string }): Promise<void>;
}

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface QueueOverview {
  name: string;
  policy: string;
  dead_letter: string | null;
  retry_limit: number;
  counts: Record<JobState, number>;
}

export interface DeadLetter {
  /** The dead-letter job's id: what `retryDeadLetter` takes. */
  id: string;
  queue: string;
  /** The id the job had in its queue. */
  source_id: string | null;
  data_summary: string;
  error: string;
  attempts: number;
  /** When the job was first sent, and when it was dead-lettered. */
  created_at: string;
  failed_at: string;
}

export interface JobsAdmin {
  queues(): Promise<QueueOverview[]>;
  deadLetters(opts: {
    queue?: string;
    page: number;
    pageSize: number;
  }): Promise<{ items: DeadLetter[]; total: number }>;
  /** Sends a dead-lettered job back to its queue with fresh retries; false if there is no such job. */
  retryDeadLetter(id: string): Promise<boolean>;
}

/** The runner behind `app.deps.jobs`: the {@link Jobs} API, its lifecycle, and admin reads. */
export interface JobRunner extends Jobs {
  /** Starts pg-boss and creates the registered queues; with workers, starts them and the schedules. */
  start(): Promise<void>;
  /** Stops workers: waits up to `timeoutMs` for running jobs, then gives them back to the queue. */
  stop(opts?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
  readonly started: boolean;
  readonly workers: boolean;
  admin: JobsAdmin;
}

export interface JobsOptions {
  /**
   * Run handlers, schedules and maintenance (expiry of lost jobs, retention) in this process.
   * The server does; test apps only when a test needs them (sends and admin reads work without).
   */
  workers?: boolean;
  /** Idle poll per queue, in seconds (>= 0.5). A send wakes workers at once through NOTIFY. */
  pollingIntervalSeconds?: number;
  /** Backstop poll while NOTIFY is active, in seconds: bounds how late a delayed job or retry starts. */
  notifyPollingIntervalSeconds?: number;
  /** Maintenance pass (expired jobs retried, old jobs deleted), in seconds. */
  superviseIntervalSeconds?: number;
  /** Default graceful-stop wait for running jobs, in ms. */
  stopTimeoutMs?: number;
  /** PostgreSQL pool size of the runner's own pool. */
  poolMax?: number;
}

export interface JobsLogger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

/** Where every job that used up its retries goes (one for all queues; each job keeps its source queue). */
export { DEAD_LETTER_QUEUE };
export const PGBOSS_SCHEMA = 'pgboss';

export const QUEUE_DEFAULTS: Required<QueuePolicy> = {
  retryLimit: 4,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 60 * 60,
  expireInSeconds: 15 * 60,
};
/** Queued jobs older than this are dropped (so a job may be delayed up to ~30 days). */
const RETENTION_SECONDS = 30 * 24 * 60 * 60;
/** Done and failed jobs are kept a week (the singleton window, and the admin's history). */
const DELETE_AFTER_SECONDS = 7 * 24 * 60 * 60;

/** The constructor options pg-boss gets for `database` (its own pool on PostgreSQL, the shared PGlite otherwise). */
function connectionOptions(database: Database, poolMax: number) {
  if (database.kind === 'pglite') {
    return { db: fromPglite(database.raw as PGlite), backend: 'pglite' as const };
  }
  if (!database.url) throw new Error('jobs: the PostgreSQL database has no connection string');
  return { connectionString: database.url, max: poolMax, application_name: 'fundpath-jobs' };
}

/**
 * Installs (or migrates) pg-boss's schema without starting anything: the test snapshot and
 * template do it once so each test app starts in milliseconds.
 */
export async function installJobsSchema(database: Database): Promise<void> {
  const boss = new PgBoss({
    ...connectionOptions(database, 1),
    schema: PGBOSS_SCHEMA,
    supervise: false,
    schedule: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

/** A singleton key as a job id: the primary key does the dedupe, across instances and in transactions. */
function singletonId(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Shaped as an RFC 9562 version 8 (custom) UUID.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((Number.parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function toBossSendOptions(opts: SendOptions = {}, name: string) {
  return {
    ...(opts.startAfter !== undefined ? { startAfter: opts.startAfter } : {}),
    ...(opts.singletonKey !== undefined
      ? { singletonKey: opts.singletonKey, id: singletonId(name, opts.singletonKey) }
      : {}),
    ...(opts.retryLimit !== undefined ? { retryLimit: opts.retryLimit } : {}),
    ...(opts.retryDelay !== undefined ? { retryDelay: opts.retryDelay } : {}),
    ...(opts.retryBackoff !== undefined ? { retryBackoff: opts.retryBackoff } : {}),
  };
}

function queueOptions(policy: QueuePolicy = {}): Omit<BossQueue, 'name'> {
  const p = { ...QUEUE_DEFAULTS, ...policy };
  return {
    retryLimit: p.retryLimit,
    retryDelay: p.retryDelay,
    retryBackoff: p.retryBackoff,
    retryDelayMax: p.retryDelayMax,
    expireInSeconds: p.expireInSeconds,
    retentionSeconds: RETENTION_SECONDS,
    deleteAfterSeconds: DELETE_AFTER_SECONDS,
    deadLetter: DEAD_LETTER_QUEUE,
    notify: true,
  };
}

const SECRET_KEY = /pass|secret|token|key|auth|cookie|credential|ssn|card/i;

/** A short, secret-free rendering of a job's data for the admin list. */
export function summarizeJobData(data: unknown, max = 200): string {
  const scrub = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value !== 'object') {
      return typeof value === 'string' && value.length > 60 ? `${value.slice(0, 57)}...` : value;
    }
    if (depth > 2) return '…';
    if (Array.isArray(value)) return value.slice(0, 5).map((v) => scrub(v, depth + 1));
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : scrub(v, depth + 1)]),
    );
  };
  if (data === null || data === undefined) return '';
  const text = JSON.stringify(scrub(data, 0)) ?? '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message.slice(0, 2000);
  }
  if (output === null || output === undefined) return '';
  return (typeof output === 'string' ? output : JSON.stringify(output)).slice(0, 2000);
}

function iso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

interface Registration {
  handler: JobHandler<JobName>;
  opts: WorkOptions;
}

export function createJobRunner(database: Database, log: JobsLogger, options: JobsOptions = {}): JobRunner {
  const workers = options.workers ?? false;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const notifyPollingIntervalSeconds = options.notifyPollingIntervalSeconds ?? 5;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;

  const handlers = new Map<string, Registration>();
  /** Queue name → policy, for every queue to create at start. */
  const declared = new Map<string, QueuePolicy | undefined>();
  const schedules: Array<{ name: string; cron: string; data: object; tz?: string }> = [];
  /** Queues known to exist, so a send (or a send in a transaction) needs no lookup. */
  const ready = new Set<string>();

  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  let stopped = false;

  function requireBoss(): PgBoss {
    if (!boss) throw new Error('jobs: the runner is not started');
    return boss;
  }

  /**
   * Creates the missing queues; with `update`, brings the declared ones' policy up to date (a
   * queue only sent to keeps the policy of the instance that works it).
   */
  async function ensureQueues(names: string[], update = false): Promise<void> {
    const b = requireBoss();
    const wanted = [DEAD_LETTER_QUEUE, ...names.filter((n) => n !== DEAD_LETTER_QUEUE)].filter(
      (n) => !ready.has(n),
    );
    if (!wanted.length) return;
    const existing = new Map((await b.getQueues(wanted)).map((q) => [q.name, q]));
    for (const name of wanted) {
      const current = existing.get(name);
      if (name === DEAD_LETTER_QUEUE) {
        // Nothing works this queue: its jobs wait for an admin, for the retention period.
        if (!current) await b.createQueue(name, { retentionSeconds: RETENTION_SECONDS });
      } else {
        const want = queueOptions(declared.get(name));
        if (!current) {
          await b.createQueue(name, want);
        } else if (
          update &&
          declared.has(name) &&
          (current.retryLimit !== want.retryLimit ||
            current.retryDelay !== want.retryDelay ||
            current.retryBackoff !== want.retryBackoff ||
            current.expireInSeconds !== want.expireInSeconds ||
            current.deadLetter !== want.deadLetter ||
            current.notify !== want.notify)
        ) {
          const { retryDelayMax, ...rest } = want;
          await b.updateQueue(name, { ...rest, retryDelayMax: retryDelayMax ?? null });
        }
      }
      ready.add(name);
    }
  }

  async function startWorker(name: string, reg: Registration): Promise<void> {
    await requireBoss().work<JobData[JobName]>(
      name,
      {
        batchSize: 1,
        localConcurrency: Math.max(1, reg.opts.concurrency ?? 1),
        pollingIntervalSeconds,
        notifyPollingIntervalSeconds,
      },
      async (batch: BossJob<JobData[JobName]>[]) => {
        for (const job of batch) {
          try {
            await reg.handler({ id: job.id, data: job.data, retryCount: job.retryCount, signal: job.signal });
          } catch (err) {
            log.warn({ err, queue: name, job_id: job.id, retry_count: job.retryCount }, 'job failed');
            throw err;
          }
        }
      },
    );
  }

  async function doStart(): Promise<void> {
    const b = new PgBoss({
      ...connectionOptions(database, options.poolMax ?? (workers ? 4 : 2)),
      schema: PGBOSS_SCHEMA,
      supervise: workers,
      schedule: workers,
      registerInstance: workers,
      useListenNotify: workers,
      ...(options.superviseIntervalSeconds
        ? {
            superviseIntervalSeconds: options.superviseIntervalSeconds,
            monitorIntervalSeconds: options.superviseIntervalSeconds,
          }
        : {}),
      openTelemetry: { enabled: false },
    });
    b.on('error', (err) => log.error({ err }, 'job runner error'));
    b.on('warning', (w) => log.warn({ data: w.data }, `job runner: ${w.message}`));
    await b.start();
    boss = b;
    await ensureQueues([...declared.keys()], true);
    if (!workers) return;
    for (const [name, reg] of handlers) await startWorker(name, reg);
    for (const s of schedules) await b.schedule(s.name, s.cron, s.data, s.tz ? { tz: s.tz } : {});
  }

  async function send(name: string, data: object, opts?: SendOptions, tx?: Db): Promise<string | null> {
    if (!ready.has(name)) {
      if (tx && database.kind === 'pglite') {
        // Creating it now would wait on the connection this transaction holds.
        throw new Error(`jobs: queue ${name} is not registered; register its handler before the app starts`);
      }
      if (starting) await starting;
      await ensureQueues([name]);
    }
    const db = tx ? { db: fromDrizzle(tx as never, sql as never) } : {};
    return requireBoss().send(name, data, { ...toBossSendOptions(opts, name), ...db });
  }

  const runner: JobRunner = {
    get started() {
      return boss !== null;
    },
    workers,
    start() {
      if (stopped) return Promise.reject(new Error('jobs: the runner was stopped'));
      starting ??= doStart();
      return starting;
    },
    async stop(opts = {}) {
      if (stopped) return;
      stopped = true;
      if (starting) await starting.catch(() => {});
      const b = boss;
      if (!b) return;
      await b.stop({
        graceful: opts.graceful ?? true,
        timeout: opts.timeoutMs ?? stopTimeoutMs,
        close: true,
      });
    },
    send: (name, data, opts) => send(name, data as object, opts),
    sendInTx: (tx, name, data, opts) => send(name, data as object, opts, tx),
    work(name, handler, opts = {}) {
      if (handlers.has(name)) throw new Error(`jobs: queue ${name} already has a handler`);
      const reg = { handler: handler as unknown as JobHandler<JobName>, opts };
      handlers.set(name, reg);
      declared.set(name, opts.queue);
      if (boss && workers) {
        ready.delete(name);
        void ensureQueues([name], true)
          .then(() => startWorker(name, reg))
          .catch((err) => log.error({ err, queue: name }, 'job worker failed to start'));
      }
    },
    async schedule(name, cron, data, opts = {}) {
      if (!declared.has(name)) declared.set(name, undefined);
      schedules.push({ name, cron, data: data as object, tz: opts.tz });
      if (boss && workers) {
        await ensureQueues([name], true);
        await boss.schedule(name, cron, data as object, opts.tz ? { tz: opts.tz } : {});
      }
    },
    admin: {
      async queues() {
        const b = requireBoss();
        const [queues, counts] = await Promise.all([
          b.getQueues(),
          b
            .getDb()
            .executeSql(
              `select name, state::text as state, count(*)::int as count from ${PGBOSS_SCHEMA}.job group by name, state`,
            ),
        ]);
        const byQueue = new Map<string, Record<JobState, number>>();
        for (const row of counts.rows as Array<{ name: string; state: JobState; count: number }>) {
          const c = byQueue.get(row.name) ?? Object.fromEntries(JOB_STATES.map((s) => [s, 0]));
          c[row.state] = Number(row.count);
          byQueue.set(row.name, c as Record<JobState, number>);
        }
        return queues
          .map((q) => ({
            name: q.name,
            policy: q.policy ?? 'standard',
            dead_letter: q.deadLetter ?? null,
            retry_limit: q.retryLimit ?? 0,
            counts:
              byQueue.get(q.name) ??
              (Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>),
          }))
          .sort((a, b) => a.name.localeCompare(b.name));
      },
      async deadLetters({ queue, page, pageSize }) {
        const db = requireBoss().getDb();
        const where = `name = $1 and state in ('created', 'retry') and ($2::text is null or source_name = $2)`;
        const [rows, total] = await Promise.all([
          db.executeSql(
            `select id, source_name, source_id, data, source_output, source_retry_count, source_created_on, created_on
               from ${PGBOSS_SCHEMA}.job where ${where}
              order by created_on desc, id limit $3 offset $4`,
            [DEAD_LETTER_QUEUE, queue ?? null, pageSize, (page - 1) * pageSize],
          ),
          db.executeSql(`select count(*)::int as total from ${PGBOSS_SCHEMA}.job where ${where}`, [
            DEAD_LETTER_QUEUE,
            queue ?? null,
          ]),
        ]);
        return {
          total: Number(total.rows[0]?.total ?? 0),
          items: rows.rows.map((r) => ({
            id: String(r.id),
            queue: r.source_name ?? DEAD_LETTER_QUEUE,
            source_id: r.source_id ?? null,
            data_summary: summarizeJobData(r.data),
            error: errorText(r.source_output),
            attempts: Number(r.source_retry_count ?? 0) + 1,
            created_at: iso(r.source_created_on ?? r.created_on),
            failed_at: iso(r.created_on),
          })),
        };
      },
      async retryDeadLetter(id) {
        const moved = await requireBoss().redrive(DEAD_LETTER_QUEUE, { ids: [id], limit: 1 });
        return moved > 0;
      },
    },
  };
  return runner;
}
