import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, registerAdmission } from './admission';
import { registerErrorHandling } from './errors';

/** ADR 008: on the embedded database, requests past the bounds get 503 + Retry-After at once, none hang. */
async function appWith(bounds: { maxActive: number; maxQueue: number; maxWaitMs: number }) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  const admission = registerAdmission(app, { ...bounds, retryAfterSeconds: 2 });
  let open: Array<() => void> = [];
  app.get('/api/slow', () => new Promise<{ ok: true }>((r) => open.push(() => r({ ok: true }))));
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.ready();
  const finish = () => {
    const now = open;
    open = [];
    for (const f of now) f();
  };
  return { app, admission, finish };
}

describe('request admission (embedded database)', () => {
  it('runs maxActive at once, queues in order up to maxQueue, refuses the rest at once with 503 + Retry-After', async () => {
    const { app, admission, finish } = await appWith({ maxActive: 2, maxQueue: 3, maxWaitMs: 60_000 });
    const requests = Array.from({ length: 8 }, () => app.inject({ method: 'GET', url: '/api/slow' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(admission.load).toEqual({ active: 2, queued: 3 });
    // Probes are never held back.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const timer = setInterval(finish, 10);
    const res = await Promise.all(requests);
    clearInterval(timer);
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    const refused = res.filter((r) => r.statusCode === 503);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.headers['retry-after']).toBe('2');
      expect(r.json()).toMatchObject({ code: 'UNAVAILABLE', message: BUSY_MESSAGE });
    }
    expect(admission.load).toEqual({ active: 0, queued: 0 });
    await app.close();
  });

  it('answers 503 to a request that waited longer than maxWaitMs instead of letting it hang', async () => {
    const { app, admission, finish } = await appWith({ maxActive: 1, maxQueue: 10, maxWaitMs: 100 });
    const first = app.inject({ method: 'GET', url: '/api/slow' });
    await new Promise((r) => setTimeout(r, 20));
    const waited = await app.inject({ method: 'GET', url: '/api/slow' });
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('2');
    finish();
    expect((await first).statusCode).toBe(200);
    expect(admission.load).toEqual({ active: 0, queued: 0 });
    await app.close();
  });

  it('never holds a slot for a WebSocket upgrade (open sockets must not lock the API out)', async () => {
    const { app, admission, finish } = await appWith({ maxActive: 1, maxQueue: 0, maxWaitMs: 100 });
    const upgrades = Array.from({ length: 3 }, () =>
      app.inject({
        method: 'GET',
        url: '/api/slow',
        headers: { connection: 'Upgrade', upgrade: 'websocket' },
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(admission.load).toEqual({ active: 0, queued: 0 });
    const plain = app.inject({ method: 'GET', url: '/api/slow' });
    await new Promise((r) => setTimeout(r, 20));
    expect(admission.load).toEqual({ active: 1, queued: 0 });
    finish();
    expect((await plain).statusCode).toBe(200);
    for (const r of await Promise.all(upgrades)) expect(r.statusCode).toBe(200);
    await app.close();
  });
});
