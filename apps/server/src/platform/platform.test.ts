import { userSchema } from '@fundpath/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOG_REDACT } from '../app';
import { makeUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ConfigError, loadConfig } from './env';
import { AppError } from './errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform plumbing', () => {
  it('unknown /api paths get a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it('other unknown paths serve the SPA shell so the client router can redirect', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/unknown/page' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('health checks the database; every response carries a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves Prometheus metrics and the OpenAPI document', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('fundpath_http_request_duration_seconds');
    expect(metrics.body).toMatch(
      /^fundpath_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/m,
    );
    expect(metrics.body).toMatch(
      /^fundpath_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status="200"\} [1-9]/m,
    );
    const admin = await makeUser(t.db, 'admin');
    const doc = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { cookie: admin.cookie },
    });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/auth/login');
  });

  it('keeps /metrics off in production unless METRICS_TOKEN is set, and then needs it as a bearer token', async () => {
    const { buildApp } = await import('../app');
    const env = { NODE_ENV: 'production', APP_SECRET: 'test-secret-test-secret-test-secret-0001' };
    const off = loadConfig(env, { database: t.config.database });
    const on = loadConfig({ ...env, METRICS_TOKEN: 'metrics-secret-token' }, { database: t.config.database });
    expect([off.metricsEnabled, on.metricsEnabled]).toEqual([false, true]);
    const build = (c: typeof off) =>
      buildApp({
        config: { ...t.config, metricsEnabled: c.metricsEnabled, metricsToken: c.metricsToken },
        database: t.database,
        logger: false,
        mailer: t.mailer,
      });
    const closed = await build(off);
    try {
      expect((await closed.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
    const guarded = await build(on);
    try {
      const get = (authorization?: string) =>
        guarded.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect((await get()).statusCode).toBe(401);
      expect((await get('Bearer wrong')).statusCode).toBe(401);
      expect((await get('metrics-secret-token')).statusCode).toBe(401);
      const ok = await get('Bearer metrics-secret-token');
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('fundpath_');
    } finally {
      await guarded.close();
    }
  });

  it('serves /api/docs to staff only, unless PUBLIC_API_DOCS=true', async () => {
    const { buildApp } = await import('../app');
    expect(loadConfig({ NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) }).publicApiDocs).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32), PUBLIC_API_DOCS: 'true' }).publicApiDocs,
    ).toBe(true);
    const client = await makeUser(t.db, 'client');
    const staff = await makeUser(t.db, 'credit_team');
    const get = (app: typeof t.app, cookie?: string) =>
      app.inject({ method: 'GET', url: '/api/docs/json', headers: cookie ? { cookie } : {} });
    expect((await get(t.app)).statusCode).toBe(401);
    expect((await get(t.app, client.cookie)).statusCode).toBe(403);
    expect((await get(t.app, staff.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    const open = await buildApp({
      config: { ...t.config, publicApiDocs: true },
      database: t.database,
      logger: false,
      mailer: t.mailer,
    });
    try {
      expect((await get(open)).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('masks unexpected errors as a 500 and maps AppError to its status', async () => {
    const { buildApp } = await import('../app');
    const app = await buildApp({ config: t.config, database: t.database, logger: false, mailer: t.mailer });
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret internals');
    });
    app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
      throw new AppError('CONFLICT', 'Already there');
    });
    app.post(
      '/api/test/echo',
      { config: { access: 'public' }, schema: { body: z.object({ n: z.number() }) } },
      async () => ({ ok: true }),
    );
    const boom = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret internals');
    expect(boom.json()).toMatchObject({ status: 'error', code: 'INTERNAL' });
    expect((await app.inject({ method: 'GET', url: '/api/test/conflict' })).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Already there',
    });
    const big = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { n: 1, pad: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
    await app.close();
  });
});

describe('responses and logs', () => {
  it("sends only what the response schema declares: a row's password_hash never leaves", async () => {
    const { buildApp } = await import('../app');
    const app = await buildApp({ config: t.config, database: t.database, logger: false, mailer: t.mailer });
    const row = await makeUser(t.db, 'client');
    expect(row.password_hash).toBeTruthy();
    app.get(
      '/api/test/leaky',
      {
        config: { access: 'public' },
        schema: { response: { 200: z.object({ status: z.literal('success'), user: userSchema }) } },
      },
      // A handler that forgets to map the row to its public shape.
      async () => ({ status: 'success', user: { ...row, created_at: row.created_at.toISOString() } }),
    );
    app.get(
      '/api/test/partial',
      {
        config: { access: 'public' },
        schema: { response: { 200: z.object({ status: z.literal('success'), user: userSchema }) } },
      },
      // A required property missing: a masked 500, never a partial body.
      async () => ({ status: 'success', user: { id: row.id, password_hash: row.password_hash } }),
    );
    const partial = await app.inject({ method: 'GET', url: '/api/test/partial' });
    expect(partial.statusCode).toBe(500);
    expect(partial.json()).toMatchObject({ status: 'error', code: 'INTERNAL' });
    expect(partial.body).not.toContain(row.password_hash);
    const res = await app.inject({ method: 'GET', url: '/api/test/leaky' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toContain(row.password_hash);
    expect(res.body).not.toContain(row.cookie);
    expect(Object.keys(res.json().user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    await app.close();
  });

  it('logs one line per request with its id, and redacts secrets in what handlers log', async () => {
    const { buildApp } = await import('../app');
    const lines: Array<Record<string, unknown>> = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = await buildApp({
      config: t.config,
      database: t.database,
      mailer: t.mailer,
      logger: { level: 'info', redact: { paths: LOG_REDACT, censor: '[redacted]' }, stream },
    });
    app.get('/api/test/log', { config: { access: 'public' } }, async (req) => {
      req.log.warn({ body: { password: 'hunter2' }, user: { token: 'tok-123' } }, 'handler line');
      return { ok: true };
    });
    await app.ready();
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/log',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(res.headers['x-request-id']).toBe('req-42');
    expect(lines.map((l) => l.msg)).toEqual(['handler line', 'request completed']);
    const [handlerLine, accessLine] = lines;
    expect(handlerLine).toMatchObject({
      reqId: 'req-42',
      body: { password: '[redacted]' },
      user: { token: '[redacted]' },
    });
    expect(accessLine).toMatchObject({
      reqId: 'req-42',
      req: { method: 'GET', url: '/api/test/log' },
      res: { statusCode: 200 },
    });
    expect(typeof accessLine!.responseTime).toBe('number');

    // Above info, a plain request writes nothing at all.
    app.log.level = 'warn';
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });
});

describe('logged URLs', () => {
  it('redact e-mails, tokens and keys in query strings, and the app logs requests through that', async () => {
    const { loggerOptions, redactUrl } = await import('../app');
    expect(redactUrl('/api/travel/bookings/TRV-7K3M9Q?email=lena%40example.com&x=1')).toBe(
      '/api/travel/bookings/TRV-7K3M9Q?email=[redacted]&x=1',
    );
    expect(redactUrl('/r?a=1&token=abc&key=k#frag')).toBe('/r?a=1&token=[redacted]&key=[redacted]#frag');
    expect(redactUrl('/api/health')).toBe('/api/health');
    const req = loggerOptions(t.config).serializers.req({
      method: 'GET',
      url: '/x?email=a@b.c',
      ip: '127.0.0.1',
    });
    expect(req).toMatchObject({ method: 'GET', url: '/x?email=[redacted]', remoteAddress: '127.0.0.1' });
  });
});

describe('configuration', () => {
  it('reports every invalid variable by name', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('requires APP_SECRET with DATABASE_URL, and seeds demo data only in embedded mode by default', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(/APP_SECRET/);
    const pg = loadConfig({ DATABASE_URL: 'postgres://localhost/x', APP_SECRET: 'x'.repeat(32) });
    expect(pg.seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/x', APP_SECRET: 'x'.repeat(32), SEED_DEMO: 'true' })
        .seedDemo,
    ).toBe(true);
  });
});
