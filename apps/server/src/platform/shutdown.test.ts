import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createMemoryMailer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('closes gracefully: requests in flight complete, late ones get 503, and kept-alive connections do not hold the close', async () => {
  // A second instance on the same database, so closing it leaves the shared one open.
  const app = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    mailer: createMemoryMailer(),
  });
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  app.get('/slow', { config: { access: 'public' } }, async () => {
    await gate;
    return { ok: true };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const inFlight = [1, 2].map(() => fetch(`${base}/slow`).then(async (r) => [r.status, await r.text()]));

  // A keep-alive client (a load balancer, say) whose request is still arriving when the close
  // starts: it is answered 503, and the connection stays open on the client's side.
  const { port } = new URL(base);
  const late = net.connect(Number(port), '127.0.0.1');
  let answer = '';
  late.on('data', (c) => {
    answer += c;
  });
  await new Promise((r) => late.once('connect', r));
  late.write('GET /api/health HTTP/1.1\r\nHost: fundpath.test\r\nConnection: keep-alive\r\n');
  await tick(100);

  const closed = app.close();
  await tick(20);
  late.write('\r\n');
  await tick(50);
  release();
  try {
    for (const res of await Promise.all(inFlight)) expect(res).toEqual([200, '{"ok":true}']);
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    // Without closing connections as they go idle, this waits for the keep-alive timeout (72 s)
    // and the test times out.
    await closed;
    expect(app.server.listening).toBe(false);
  } finally {
    late.destroy();
  }
});
