import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { idempotencyKeys, sessions } from '../db/schema';
import { injectAs, makeUser, type TestUser } from '../testing/factories';
import { createMemoryMailer, createTestApp, type TestApp } from '../testing/test-app';
import {
  createJobRunner,
  DEAD_LETTER_QUEUE,
  type JobRunner,
  type JobsOptions,
  PGBOSS_SCHEMA,
  summarizeJobData,
} from './jobs';
import { runSystemCleanup, SYSTEM_CLEANUP_CRON } from './system-jobs';

declare module './jobs' {
  interface JobData {
    'test.echo': { n: number };
    'test.delayed': { n: number };
    'test.singleton': { n: number };
    'test.flaky': { n: number; password?: string };
    'test.slow': { n: number };
    'test.cron': Record<string, never>;
    'test.shared': { n: number };
    'test.crash': { n: number };
  }
}

const onPg = process.env.FUNDPATH_TEST_DB === 'pg';
const silent = { error() {}, warn() {}, info() {} };
/** Workers that poll twice a second and expire lost jobs every second: tests wait little. */
const FAST: JobsOptions = {
  workers: true,
  pollingIntervalSeconds: 0.5,
  notifyPollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  stopTimeoutMs: 2_000,
};

let t: TestApp;
let admin: TestUser;
let client: TestUser;
const runners: JobRunner[] = [];

/** Another instance on the test database (its own pool on PostgreSQL, the shared PGlite otherwise). */
function instance(opts: JobsOptions = {}): JobRunner {
  const r = createJobRunner(t.database, silent, { ...FAST, ...opts });
  runners.push(r);
  return r;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last value: ${JSON.stringify(v)}`);
    await sleep(100);
  }
}

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function select<T>(db: TestApp['db'], query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

async function jobRow(id: string): Promise<{ state: string; retry_count: number } | undefined> {
  const [row] = await select<{ state: string; retry_count: number }>(
    t.db,
    `select state::text as state, retry_count from ${PGBOSS_SCHEMA}.job where id = '${id}'`,
  );
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  client = await makeUser(t.db, 'client');
});

afterAll(async () => {
  for (const r of runners) await r.stop({ graceful: false });
  await t.close();
});

describe('job runner', () => {
  it('starts with the app (no workers in tests by default) and creates the system queues', async () => {
    expect(t.app.deps.jobs.started).toBe(true);
    expect(t.app.deps.jobs.workers).toBe(false);
    const names = (await t.app.deps.jobs.admin.queues()).map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining([DEAD_LETTER_QUEUE, 'system.cleanup']));
  });

  it('runs a sent job once', async () => {
    const r = instance();
    const seen: Array<{ id: string; n: number; retryCount: number }> = [];
    r.work('test.echo', async (job) => {
      seen.push({ id: job.id, n: job.data.n, retryCount: job.retryCount });
    });
    await r.start();
    // Sent through the app's runner (another instance): the worker wakes on NOTIFY.
    const id = await t.app.deps.jobs.send('test.echo', { n: 7 });
    expect(id).toEqual(expect.any(String));
    await until(
      () => seen.length,
      (n) => n === 1,
    );
    await sleep(700);
    expect(seen).toEqual([{ id, n: 7, retryCount: 0 }]);
    expect((await jobRow(id!))?.state).toBe('completed');
  });

  it('does not run a delayed job before its time', async () => {
    const r = instance();
    const ran: number[] = [];
    r.work('test.delayed', async (job) => {
      ran.push(Date.now());
      expect(job.data.n).toBe(1);
    });
    await r.start();
    const sentAt = Date.now();
    await r.send('test.delayed', { n: 1 }, { startAfter: new Date(sentAt + 2_000) });
    await sleep(1_200);
    expect(ran).toEqual([]);
    await until(
      () => ran.length,
      (n) => n === 1,
    );
    expect(ran[0]! - sentAt).toBeGreaterThanOrEqual(1_900);
  });

  it('dedupes by singleton key, also inside a transaction that rolls back or commits', async () => {
    const jobs = t.app.deps.jobs;
    const first = await jobs.send('test.singleton', { n: 1 }, { singletonKey: 'reminder:a' });
    expect(first).toEqual(expect.any(String));
    expect(await jobs.send('test.singleton', { n: 2 }, { singletonKey: 'reminder:a' })).toBeNull();
    // Another key, or the same key on another queue, is another job.
    expect(await jobs.send('test.singleton', { n: 3 }, { singletonKey: 'reminder:b' })).not.toBeNull();

    // Rolled back: the job never existed, so the key is free afterwards.
    await expect(
      t.db.transaction(async (tx) => {
        expect(
          await jobs.sendInTx(tx, 'test.singleton', { n: 4 }, { singletonKey: 'reminder:c' }),
        ).not.toBeNull();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const committed = await t.db.transaction(async (tx) => {
      const id = await jobs.sendInTx(tx, 'test.singleton', { n: 5 }, { singletonKey: 'reminder:c' });
      // A duplicate inside the transaction answers null without aborting it.
      expect(await jobs.sendInTx(tx, 'test.singleton', { n: 6 }, { singletonKey: 'reminder:c' })).toBeNull();
      return id;
    });
    expect(committed).toEqual(expect.any(String));
    expect((await jobRow(committed!))?.state).toBe('created');
    const counts = (await jobs.admin.queues()).find((q) => q.name === 'test.singleton')?.counts;
    expect(counts?.created).toBe(3);
  });

  it('retries a failing job with backoff, dead-letters it, lists it for admins, and an admin retry re-runs it', async () => {
    const r = instance();
    const attempts: Array<{ at: number; retryCount: number }> = [];
    let healthy = false;
    r.work(
      'test.flaky',
      async (job) => {
        attempts.push({ at: Date.now(), retryCount: job.retryCount });
        if (!healthy) throw new Error(`smtp down for ${job.data.n}`);
      },
      { queue: { retryLimit: 1, retryDelay: 1, retryBackoff: true } },
    );
    await r.start();
    const id = await r.send('test.flaky', { n: 42, password: 'hunter2' });

    const dead = await until(
      () => r.admin.deadLetters({ queue: 'test.flaky', page: 1, pageSize: 10 }),
      (d) => d.total === 1,
    );
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1]);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900); // retryDelay 1 s, then backoff
    expect((await jobRow(id!))?.state).toBe('failed');
    const entry = dead.items[0]!;
    expect(entry).toMatchObject({
      queue: 'test.flaky',
      source_id: id,
      error: 'smtp down for 42',
      attempts: 2,
    });
    expect(entry.data_summary).toContain('"n":42');
    expect(entry.data_summary).not.toContain('hunter2');

    // The admin API: queues with counts, the failed list, and the retry.
    const overview = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/jobs' });
    expect(overview.statusCode).toBe(200);
    const flaky = overview.json().queues.find((q: { name: string }) => q.name === 'test.flaky');
    expect(flaky).toMatchObject({ dead_letter: DEAD_LETTER_QUEUE, retry_limit: 1 });
    expect(flaky.counts).toMatchObject({ failed: 1, active: 0 });
    expect(overview.json().dead_letters).toBeGreaterThanOrEqual(1);

    const failed = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/admin/jobs/failed?queue=test.flaky',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect(failed.json().jobs[0]).toMatchObject({
      id: entry.id,
      queue: 'test.flaky',
      error: 'smtp down for 42',
    });

    healthy = true;
    const retry = await injectAs(t.app, admin, {
      method: 'POST',
      url: `/api/admin/jobs/${entry.id}/retry`,
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ status: 'success', retried: true });
    await until(
      () => attempts.length,
      (n) => n === 3,
    );
    expect(attempts[2]!.retryCount).toBe(0); // a fresh job with fresh retries
    expect((await r.admin.deadLetters({ queue: 'test.flaky', page: 1, pageSize: 10 })).total).toBe(0);
    const again = await injectAs(t.app, admin, {
      method: 'POST',
      url: `/api/admin/jobs/${entry.id}/retry`,
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(again.statusCode).toBe(404);
  });

  it('admin routes: admin only, inputs validated', async () => {
    for (const url of ['/api/admin/jobs', '/api/admin/jobs/failed']) {
      expect((await injectAs(t.app, null, { method: 'GET', url })).statusCode).toBe(401);
      expect((await injectAs(t.app, client, { method: 'GET', url })).statusCode).toBe(403);
    }
    const anon = await injectAs(t.app, client, {
      method: 'POST',
      url: `/api/admin/jobs/${crypto.randomUUID()}/retry`,
    });
    expect(anon.statusCode).toBe(403);
    const badId = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/jobs/not-a-uuid/retry' });
    expect(badId.statusCode).toBe(400);
    const badQueue = await injectAs(t.app, admin, {
      method: 'GET',
      url: "/api/admin/jobs/failed?queue=x';drop",
    });
    expect(badQueue.statusCode).toBe(400);
    const badPage = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/jobs/failed?page=0' });
    expect(badPage.statusCode).toBe(400);
  });

  it('registers cron schedules in the database', async () => {
    const r = instance();
    r.work('test.cron', async () => {});
    await r.schedule('test.cron', '*/5 * * * *', {}, { tz: 'America/New_York' });
    await r.start();
    const rows = await select<{ name: string; cron: string; timezone: string }>(
      t.db,
      `select name, cron, timezone from ${PGBOSS_SCHEMA}.schedule where name = 'test.cron'`,
    );
    expect(rows).toEqual([{ name: 'test.cron', cron: '*/5 * * * *', timezone: 'America/New_York' }]);
  });

  it('the app registers the hourly system.cleanup job, which purges expired sessions and idempotency keys', async () => {
    // A second app with workers on the same database: a server instance.
    const app = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      mailer: createMemoryMailer(),
      jobs: FAST,
    });
    await app.ready();
    try {
      const rows = await select<{ name: string; cron: string }>(
        t.db,
        `select name, cron from ${PGBOSS_SCHEMA}.schedule where name = 'system.cleanup'`,
      );
      expect(rows).toEqual([{ name: 'system.cleanup', cron: SYSTEM_CLEANUP_CRON }]);
    } finally {
      await app.close();
    }
    const user = await makeUser(t.db, 'client');
    await t.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(sql`user_id = ${user.id}`);
    await t.db.insert(idempotencyKeys).values({
      user_id: user.id,
      scope: 'test',
      key: 'old-key-123',
      request_hash: 'x',
      created_at: new Date(Date.now() - 25 * 3600_000),
    });
    await runSystemCleanup(t.db);
    expect(await t.db.select().from(sessions).where(sql`user_id = ${user.id}`)).toEqual([]);
    expect(await t.db.select().from(idempotencyKeys).where(sql`user_id = ${user.id}`)).toEqual([]);
  });

  it('a graceful stop waits for the running job; past its timeout the job goes back to the queue', async () => {
    const r = instance();
    let release!: () => void;
    const gate = new Promise<void>((res) => {
      release = res;
    });
    let started = 0;
    let finished = 0;
    r.work('test.slow', async () => {
      started += 1;
      await gate;
      await sleep(200);
      finished += 1;
    });
    await r.start();
    const id = await r.send('test.slow', { n: 1 });
    await until(
      () => started,
      (n) => n === 1,
    );
    const stopping = r.stop({ timeoutMs: 5_000 });
    await sleep(100);
    release();
    await stopping;
    expect(finished).toBe(1);
    expect((await jobRow(id!))?.state).toBe('completed');

    // A job that outlives the stop's timeout is failed back to its queue (a retry), its signal aborted.
    const stuck = instance();
    let aborted = false;
    stuck.work(
      'test.slow',
      (job) =>
        new Promise<void>(() => {
          job.signal.addEventListener('abort', () => {
            aborted = true;
          });
        }),
    );
    await stuck.start();
    const id2 = await stuck.send('test.slow', { n: 2 });
    await until(
      () => jobRow(id2!),
      (row) => row?.state === 'active',
    );
    const t0 = Date.now();
    await stuck.stop({ timeoutMs: 1_000 });
    expect(Date.now() - t0).toBeLessThan(4_000);
    expect(aborted).toBe(true);
    expect(await jobRow(id2!)).toMatchObject({ state: 'retry' });
  });

  it('summarizes job data without secrets', () => {
    expect(
      summarizeJobData({ notificationId: 'abc', token: 't0ps3cret', nested: { apiKey: 'k', ok: 1 } }),
    ).toBe('{"notificationId":"abc","token":"[redacted]","nested":{"apiKey":"[redacted]","ok":1}}');
    expect(summarizeJobData({ text: 'x'.repeat(500) }).length).toBeLessThanOrEqual(200);
  });
});

describe.skipIf(!onPg)('several instances on one PostgreSQL', () => {
  it('run each job exactly once', async () => {
    const seen = new Map<string, string[]>();
    const [a, b] = [instance(), instance()];
    for (const [label, r] of [
      ['a', a],
      ['b', b],
    ] as const) {
      r.work(
        'test.shared',
        async (job) => {
          seen.set(job.id, [...(seen.get(job.id) ?? []), label]);
          await sleep(20);
        },
        { concurrency: 3 },
      );
    }
    await Promise.all([a.start(), b.start()]);
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, n) => (n % 2 ? a : b).send('test.shared', { n })),
    );
    await until(
      () => seen.size,
      (n) => n === 30,
    );
    await sleep(1_000);
    expect([...seen.keys()].sort()).toEqual([...ids].sort());
    for (const [, runs] of seen) expect(runs).toHaveLength(1);
  });

  it("retries a crashed worker's job on another instance once it expires", async () => {
    // Instance a takes the job and never finishes (a crashed or hung process keeps it `active`);
    // after expireInSeconds the job is retried, and instance b runs it.
    const policy = { queue: { expireInSeconds: 1, retryLimit: 2, retryDelay: 1 } };
    const a = instance();
    let claimedByA = false;
    a.work(
      'test.crash',
      async () => {
        claimedByA = true;
        await new Promise(() => {}); // never settles
      },
      policy,
    );
    await a.start();
    const id = await a.send('test.crash', { n: 1 });
    await until(
      () => claimedByA,
      (v) => v,
    );

    const b = instance();
    const byB: number[] = [];
    b.work(
      'test.crash',
      async (job) => {
        byB.push(job.retryCount);
      },
      policy,
    );
    await b.start();
    await until(
      () => byB.length,
      (n) => n === 1,
      20_000,
    );
    expect(byB).toEqual([1]);
    await until(
      () => jobRow(id!),
      (row) => row?.state === 'completed',
    );
  });
});
