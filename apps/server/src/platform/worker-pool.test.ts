import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { WorkerPool } from './worker-pool';

type In = { spinMs: number; fail?: 'app' | 'bug'; value?: number };
type Out = { value: number; threadId: number };
const pools: WorkerPool<In, Out>[] = [];
const pool = (opts: { size?: number; maxQueue?: number; timeoutMs?: number } = {}) => {
  const p = new WorkerPool<In, Out>({
    url: new URL('./worker-pool.fixture.ts', import.meta.url),
    name: 'test task',
    ...opts,
  });
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('WorkerPool', () => {
  it('runs tasks off the main thread and keeps the event loop free meanwhile', async () => {
    const p = pool({ size: 1 });
    await p.run({ spinMs: 0 }); // the worker is up
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const out = await p.run({ spinMs: 300, value: 7 });
    clearInterval(timer);
    expect(out.value).toBe(7);
    expect(out.threadId).toBeGreaterThan(0);
    // The interval kept firing while the worker spun (inline, it could not fire at all).
    expect(ticks).toBeGreaterThan(3);
  });

  it('refuses past the bounded queue at once with 503 and Retry-After', async () => {
    const p = pool({ size: 1, maxQueue: 1 });
    const running = p.run({ spinMs: 400 });
    const queued = p.run({ spinMs: 0 });
    const refused = await p.run({ spinMs: 0 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).headers?.['Retry-After']).toMatch(/^\d+$/);
    await expect(running).resolves.toMatchObject({ value: 0 });
    await expect(queued).resolves.toMatchObject({ value: 0 });
  });

  it('stops a task past its time limit (422 naming the limit) and serves the next one on a fresh worker', async () => {
    const p = pool({ size: 1, timeoutMs: 300 });
    const first = await p.run({ spinMs: 0 });
    const err = await p.run({ spinMs: 60_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(422);
    expect((err as AppError).message).toContain('limit');
    const next = await p.run({ spinMs: 0, value: 3 });
    expect(next.value).toBe(3);
    expect(next.threadId).not.toBe(first.threadId);
  });

  it("passes a task's AppError through and hides other errors' text", async () => {
    const p = pool({ size: 1 });
    const app = await p.run({ spinMs: 0, fail: 'app' }).catch((e: unknown) => e);
    expect(app).toMatchObject({ code: 'VALIDATION_FAILED', message: 'bad input' });
    const bug = await p.run({ spinMs: 0, fail: 'bug' }).catch((e: unknown) => e);
    expect(bug).not.toBeInstanceOf(AppError);
    expect((bug as Error).message).not.toContain('secret');
  });
});
