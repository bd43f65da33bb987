import { Writable } from 'node:stream';
import { marketplaceRoles } from '@fundpath/contracts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACT } from '../../app';
import { creditAuditLog, creditCredentials } from '../../db/schema';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SANDBOX_PASSWORD } from './providers/sandbox';

/** A client must learn nothing about another client's credit data; roles outside credit get 403. */
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let ownerReports: string[];
const OWNER_LOGIN = { email: 'collections@sandbox.fundpath.test', password: SANDBOX_PASSWORD };

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db, 'client');
  other = await makeUser(t.db, 'client');
  ownerReports = [];
  for (const email of ['late@sandbox.fundpath.test', OWNER_LOGIN.email]) {
    const res = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/client/credit-report/fetch',
      payload: { email, password: SANDBOX_PASSWORD, save_credentials: true, customer_email: owner.email },
    });
    expect(res.statusCode).toBe(200);
    ownerReports.push(res.json().data.report_id);
  }
});
afterAll(() => t.close());

const as = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });

describe("another client's credit data", () => {
  it('cannot be read, compared, evaluated or written by another client, and nothing leaks', async () => {
    const [first, second] = ownerReports as [string, string];
    const attempts = await Promise.all([
      as(other, 'GET', `/api/client/credit-report/latest?user_id=${owner.id}`),
      as(other, 'GET', `/api/client/credit-report/history?user_id=${owner.id}`),
      as(other, 'GET', `/api/client/credit-report/versions/${first}`),
      as(other, 'GET', `/api/client/credit-report/compare?from=${first}&to=${second}`),
      as(other, 'POST', '/api/credit-decision/evaluate', { report_id: first }),
      as(other, 'POST', '/api/credit-decision/save-report', { raw_credit_data: '{}', user_id: owner.id }),
      as(other, 'POST', '/api/client/credit-report/import', { raw_credit_data: '{}', user_id: owner.id }),
      as(other, 'POST', '/api/client/credit-report/fetch', { ...OWNER_LOGIN, user_id: owner.id }),
    ]);
    for (const res of attempts) {
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().status).toBe('error');
      expect(res.body).not.toContain(first);
      expect(res.body).not.toContain('HOLLOWAY');
      expect(res.body).not.toContain(owner.email);
    }
    // Reports by id read as "not found", exactly like an id that does not exist.
    const missing = await as(
      other,
      'GET',
      '/api/client/credit-report/versions/00000000-0000-4000-8000-000000000000',
    );
    expect(attempts[2]!.json()).toEqual(missing.json());
    // And the other client's own view stays empty.
    expect((await as(other, 'GET', '/api/client/credit-report/latest')).statusCode).toBe(404);
    expect((await as(other, 'GET', '/api/client/credit-report/history')).json().reports).toEqual([]);
    // No report was written for the owner by those attempts.
    expect((await as(owner, 'GET', '/api/client/credit-report/history')).json().reports).toHaveLength(2);
  });

  it("cannot mix one's own report into a comparison with someone else's", async () => {
    const mine = await as(other, 'POST', '/api/client/credit-report/fetch', {
      email: 'thin@sandbox.fundpath.test',
      password: SANDBOX_PASSWORD,
    });
    const res = await as(
      other,
      'GET',
      `/api/client/credit-report/compare?from=${mine.json().data.report_id}&to=${ownerReports[0]}`,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('saved monitoring credentials', () => {
  it('are returned only to their owner', async () => {
    const third = await makeUser(t.db, 'client');
    expect((await as(third, 'GET', '/api/credit-report-test/get-credentials')).statusCode).toBe(404);
    await as(third, 'POST', '/api/credit-report-test/save-credentials', {
      email: 'third@example.com',
      password: 'third-pass',
    });
    expect((await as(third, 'GET', '/api/credit-report-test/get-credentials')).json()).toEqual({
      status: 'success',
      email: 'third@example.com',
      password: 'third-pass',
    });
    expect((await as(owner, 'GET', '/api/credit-report-test/get-credentials')).json()).toEqual({
      status: 'success',
      ...OWNER_LOGIN,
    });
    // Staff get their own (none), never a client's, whatever they pass.
    const staff = await makeUser(t.db, 'admin');
    const res = await injectAs(t.app, staff, {
      method: 'GET',
      url: `/api/credit-report-test/get-credentials?user_id=${owner.id}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(SANDBOX_PASSWORD);
  });

  it('are not stored in plain text, and a row copied to another user does not decrypt', async () => {
    const rows = await t.db.select().from(creditCredentials);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.secret).toMatch(/^v1:/);
      expect(row.secret).not.toContain(SANDBOX_PASSWORD);
      expect(row.secret).not.toContain('sandbox.fundpath.test');
      expect(Buffer.from(row.secret.slice(3), 'base64').toString('latin1')).not.toContain(SANDBOX_PASSWORD);
    }
    const ownerRow = rows.find((r) => r.user_id === owner.id)!;
    expect(ownerRow.customer_email).toBe(owner.email);
    const victim = await makeUser(t.db, 'client');
    await t.db.insert(creditCredentials).values({ user_id: victim.id, secret: ownerRow.secret });
    expect((await as(victim, 'GET', '/api/credit-report-test/get-credentials')).statusCode).toBe(404);
  });

  it('never reach the logs', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: t.config,
      database: t.database,
      logger: { level: 'trace', redact: { paths: LOG_REDACT, censor: '[redacted]' }, stream: sink },
    });
    await app.ready();
    try {
      const user = await makeUser(t.db, 'client');
      const secretPassword = 'Never-Log-Me-42';
      for (const [url, payload] of [
        [
          '/api/credit-report-test/save-credentials',
          { email: 'log-check@example.com', password: secretPassword },
        ],
        ['/api/credit-report-test/fetch', { email: 'clean@sandbox.fundpath.test', password: secretPassword }],
        ['/api/credit-report-test/fetch', OWNER_LOGIN],
        [
          '/api/client/credit-report/fetch',
          { email: 'nobody@sandbox.fundpath.test', password: secretPassword },
        ],
        ['/api/client/credit-report/fetch', { ...OWNER_LOGIN, save_credentials: true }],
      ] as const) {
        await injectAs(app, user, { method: 'POST', url, payload });
      }
      await injectAs(app, user, { method: 'GET', url: '/api/credit-report-test/get-credentials' });
      const text = lines.join('');
      expect(text).toContain('credit report stored');
      expect(text).not.toContain(secretPassword);
      expect(text).not.toContain(SANDBOX_PASSWORD);
      expect(text).not.toContain('log-check@example.com');
    } finally {
      await app.close();
    }
  });
});

describe('audit', () => {
  it('is written for staff access and not for a client reading their own data', async () => {
    const staff = await makeUser(t.db, 'funding_team');
    await as(owner, 'GET', '/api/client/credit-report/latest');
    await as(staff, 'GET', `/api/client/credit-report/latest?user_id=${owner.id}`);
    const rows = await t.db.select().from(creditAuditLog).where(eq(creditAuditLog.subject_user_id, owner.id));
    expect(rows).toEqual([
      expect.objectContaining({
        actor_id: staff.id,
        action: 'view_latest',
        report_id: ownerReports[1],
        user_agent: expect.any(String),
      }),
    ]);
  });
});

describe('roles outside credit', () => {
  it.each(marketplaceRoles)('%s gets 403 on every credit route', async (role) => {
    const user = await makeUser(t.db, role);
    const routes = t.app.routeAccess.filter(
      (r) =>
        r.method !== 'HEAD' &&
        /^\/api\/(credit-decision|credit-report-test|client\/credit-report|admin\/credit-)/.test(r.url),
    );
    // 13 credit routes and the credit-repair desk's 4 (/api/admin/credit-repair-submissions…).
    expect(routes.length).toBe(17);
    for (const route of routes) {
      const url = route.url.replace(':id', ownerReports[0]!);
      const res = await injectAs(t.app, user, {
        method: route.method as 'GET',
        url,
        ...(route.method === 'POST'
          ? { payload: { ...OWNER_LOGIN, raw_credit_data: '{}', report_id: ownerReports[0] } }
          : {}),
      });
      expect(res.statusCode, `${role} ${route.method} ${url}`).toBe(403);
      expect(res.body).not.toContain('HOLLOWAY');
    }
  });

  it('anonymous callers get 401', async () => {
    const res = await injectAs(t.app, null, { method: 'GET', url: '/api/client/credit-report/latest' });
    expect(res.statusCode).toBe(401);
  });
});
