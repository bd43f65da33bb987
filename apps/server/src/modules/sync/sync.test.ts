import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJourneyContent } from '../../seed';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { executeRun } from './service';

/**
 * `/admin/sync` end to end with job workers running: who may see and start syncs, one run per
 * kind at a time, the audit row, progress and outcome of each kind, idempotent re-runs of the
 * default tasks, and what happens to a run whose server died.
 */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let client: TestUser;

type Method = 'GET' | 'POST';
const as = (user: TestUser | null, method: Method, url: string) => injectAs(t.app, user, { method, url });
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

/** Polls the overview until the run is finished (the worker is woken by NOTIFY; no fixed sleep). */
async function finished(runId: string) {
  for (let i = 0; i < 200; i++) {
    const run = (await as(admin, 'GET', '/api/admin/sync'))
      .json()
      .runs.find((r: { id: string }) => r.id === runId);
    if (run && (run.status === 'completed' || run.status === 'failed')) return run;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`run ${runId} did not finish`);
}

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
  await ensureJourneyContent(t.db);
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  funding = await makeUser(t.db, 'funding_team');
  client = await makeUser(t.db, 'client');
});
afterAll(() => t.close());

describe('who may see and start syncs', () => {
  it('staff see the syncs; only admins start one; clients and anonymous callers are refused', async () => {
    const res = await as(funding, 'GET', '/api/admin/sync');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().kinds.map((k: { kind: string }) => k.kind)).toEqual([
      'knowledge_index',
      'default_tasks',
    ]);
    expect((await as(client, 'GET', '/api/admin/sync')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/admin/sync')).statusCode).toBe(401);
    expect((await as(funding, 'POST', '/api/admin/sync/knowledge_index/run')).statusCode).toBe(403);
    expect((await as(client, 'POST', '/api/admin/sync/knowledge_index/run')).statusCode).toBe(403);
  });

  it('an unknown sync is a 404; a malformed one a 400', async () => {
    expect((await as(admin, 'POST', '/api/admin/sync/search_index/run')).statusCode).toBe(404);
    expect((await as(admin, 'POST', `/api/admin/sync/${'x'.repeat(100)}/run`)).statusCode).toBe(400);
    expect((await as(admin, 'POST', '/api/admin/sync/Bad-Kind%00/run')).statusCode).toBe(400);
  });
});

describe('the knowledge base re-index', () => {
  it('runs as a job with progress, bumps the knowledge version, and is audited', async () => {
    const [before] = await rows<{ version: number }>(
      sql`select version from ai_knowledge_state where id = 1`,
    );
    const [{ n: entries }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from ai_knowledge where is_active`,
    )) as [{ n: number }];
    const res = await as(admin, 'POST', '/api/admin/sync/knowledge_index/run');
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json().run;
    expect(queued).toMatchObject({ kind: 'knowledge_index', requested_by_name: 'Avery Admin' });

    const run = await finished(queued.id);
    expect(run).toMatchObject({ status: 'completed', processed: entries, total: entries, error: null });
    expect(run.started_at).toEqual(expect.any(String));
    expect(run.finished_at).toEqual(expect.any(String));
    const [after] = await rows<{ version: number }>(sql`select version from ai_knowledge_state where id = 1`);
    // A bigint column: PostgreSQL hands it back as text, PGlite as a number.
    expect(Number(after!.version)).toBe(Number(before?.version ?? 0) + 1);

    const [audit] = await rows<{ action: string; target_id: string; actor_id: string; after: unknown }>(
      sql`select action, target_id, actor_id, after from audit_log where target_id = ${queued.id}`,
    );
    expect(audit).toMatchObject({
      action: 'sync.run_started',
      actor_id: admin.id,
      after: { kind: 'knowledge_index' },
    });

    const overview = (await as(funding, 'GET', '/api/admin/sync')).json();
    const kind = overview.kinds.find((k: { kind: string }) => k.kind === 'knowledge_index');
    expect(kind).toMatchObject({ active: null, last: { id: queued.id, status: 'completed' } });
  });
});

describe('default tasks re-applied', () => {
  it('creates the missing tasks of started, open steps only, once; a second run changes nothing', async () => {
    const a = await makeUser(t.db, 'client');
    const b = await makeUser(t.db, 'client');
    const staff = await makeUser(t.db, 'steps_team');
    const progress = (user: string, step: number, status: string) =>
      t.db.execute(sql`insert into coaching_progress (user_id, step_number, status, started_at)
        values (${user}, ${step}, ${status}, now())`);
    await progress(a.id, 1, 'in-progress');
    await progress(a.id, 2, 'completed'); // completed: gets no new work
    await progress(b.id, 1, 'pending_approval');
    await progress(staff.id, 1, 'in-progress'); // not a client
    const [{ n: step1 }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from default_tasks where step_number = 1`,
    )) as [{ n: number }];
    expect(step1).toBeGreaterThan(0);
    // b already has one of them (say, done before): it is kept as it is.
    await t.db.execute(sql`insert into user_tasks (user_id, default_task_id, step_number, title, is_completed)
      select ${b.id}, id, step_number, 'Renamed by the client', true from default_tasks where step_number = 1
      order by order_position limit 1`);

    const first = (await as(admin, 'POST', '/api/admin/sync/default_tasks/run')).json().run;
    const done = await finished(first.id);
    expect(done).toMatchObject({ status: 'completed', processed: 2, total: 2, changed: step1 * 2 - 1 });
    const tasksOf = (user: string) =>
      rows<{ step_number: number; title: string; is_completed: boolean }>(
        sql`select step_number, title, is_completed from user_tasks where user_id = ${user}`,
      );
    expect((await tasksOf(a.id)).every((x) => x.step_number === 1)).toBe(true);
    expect(await tasksOf(a.id)).toHaveLength(step1);
    expect((await tasksOf(b.id)).filter((x) => x.title === 'Renamed by the client')).toEqual([
      { step_number: 1, title: 'Renamed by the client', is_completed: true },
    ]);
    expect(await tasksOf(staff.id)).toHaveLength(0);

    const second = (await as(admin, 'POST', '/api/admin/sync/default_tasks/run')).json().run;
    expect(await finished(second.id)).toMatchObject({ status: 'completed', changed: 0 });
    expect(await tasksOf(a.id)).toHaveLength(step1);
  });
});

describe('one run at a time', () => {
  it('refuses a second run of a kind while one is queued; a finished run is never re-run', async () => {
    // Queued by hand (no job), so it stays queued for the check.
    const [queued] = await rows<{ id: string }>(
      sql`insert into sync_runs (kind, status) values ('default_tasks', 'queued') returning id`,
    );
    const res = await as(admin, 'POST', '/api/admin/sync/default_tasks/run');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Default tasks re-applied is already running',
    });
    // Another kind is not blocked.
    const other = (await as(admin, 'POST', '/api/admin/sync/knowledge_index/run')).json().run;
    await finished(other.id);

    // A redelivered job of a finished run does nothing.
    await executeRun({ db: t.db, log: t.app.log }, other.id);
    const again = (await as(admin, 'GET', '/api/admin/sync'))
      .json()
      .runs.find((r: { id: string }) => r.id === other.id);
    expect(again.status).toBe('completed');
    await t.db.execute(
      sql`update sync_runs set status = 'failed', finished_at = now() where id = ${queued!.id}`,
    );
  });

  it('fails a run whose server stopped reporting, so the next one can start', async () => {
    await t.db.execute(sql`insert into sync_runs (kind, status, started_at, updated_at)
      values ('knowledge_index', 'running', now() - interval '2 hours', now() - interval '1 hour')`);
    const overview = (await as(admin, 'GET', '/api/admin/sync')).json();
    const lost = overview.runs.find((r: { status: string; error: string | null }) =>
      r.error?.includes('stopped'),
    );
    expect(lost).toMatchObject({ kind: 'knowledge_index', status: 'failed' });
    expect(overview.kinds.find((k: { kind: string }) => k.kind === 'knowledge_index').active).toBeNull();
    const res = await as(admin, 'POST', '/api/admin/sync/knowledge_index/run');
    expect(res.statusCode).toBe(202);
    await finished(res.json().run.id);
  });
});
