import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { impersonationLogs, sessions } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { SESSION_COOKIE, SESSION_IDLE_MS, SESSION_RENEW_AFTER_MS } from '../../platform/sessions';
import { cookieFrom, injectAs, makeUser, TEST_PASSWORD } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_IP,
  lockDurationMs,
  RESET_REQUESTS_PER_EMAIL,
  RESET_REQUESTS_PER_IP,
} from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('login', () => {
  it('signs in with the right password, case-insensitively on email, and sets a safe cookie', async () => {
    const user = await makeUser(t.db, 'client');
    const res = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.user).toMatchObject({ id: user.id, email: user.email, role: 'client' });
    expect(body.user.password_hash).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === 'fundpath_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    // Only the SHA-256 of the token is stored.
    const stored = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(cookie.value)));
    expect(stored).toHaveLength(1);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user',
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.json()).toMatchObject({
      status: 'success',
      user: { id: user.id },
      impersonation: { is_impersonating: false },
    });
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown email alike', async () => {
    const user = await makeUser(t.db, 'client');
    const wrong = await login(user.email, 'wrong-password', '10.0.0.2');
    const unknown = await login('nobody@nowhere.test', 'whatever', '10.0.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'UNAUTHENTICATED',
        message: 'Invalid email or password',
      });
    }
  });

  it('rejects a malformed body with a clear validation error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect(res.json().message).toMatch(/email|password/i);
  });

  it('throttles after 5 failures per account+IP with Retry-After, and the lock grows', async () => {
    const user = await makeUser(t.db, 'client');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await login(user.email, 'nope', '10.0.1.1')).statusCode).toBe(401);
    const locked = await login(user.email, TEST_PASSWORD, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    // Another IP is not locked out by someone else's failures.
    expect((await login(user.email, TEST_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
    expect(lockDurationMs(6)).toBeGreaterThan(lockDurationMs(5));
    expect(lockDurationMs(4)).toBe(0);
  });

  it('a successful login resets the failure count', async () => {
    const user = await makeUser(t.db, 'client');
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await login(user.email, 'nope', '10.0.2.1');
    expect((await login(user.email, TEST_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++)
      expect((await login(user.email, 'nope', '10.0.2.1')).statusCode).toBe(401);
  });
});

describe('login throttling under concurrency', () => {
  it('counts parallel attempts atomically: 200 at once, the right password last, pass the check at most 5 times', async () => {
    const user = await makeUser(t.db, 'client');
    const attempts = Array.from({ length: 200 }, (_, i) =>
      login(user.email, i === 199 ? TEST_PASSWORD : `wrong-${i}`, '10.0.9.1'),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.statusCode);
    const passedTheCheck = statuses.filter((s) => s !== 429);
    expect(passedTheCheck.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(200 - LOGIN_MAX_FAILURES);
    expect(statuses[199]).toBe(429);
  });

  it('limits failures per IP across accounts (40 e-mails from one address), with Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 40; i++) {
      const res = await login(`nobody-${i}@ip-limit.test`, 'wrong-password', '10.0.10.1');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter ??= res.headers['retry-after'] as string | undefined;
    }
    expect(statuses.slice(0, LOGIN_MAX_FAILURES_PER_IP)).toEqual(Array(LOGIN_MAX_FAILURES_PER_IP).fill(401));
    expect(statuses.slice(LOGIN_MAX_FAILURES_PER_IP)).toEqual(
      Array(40 - LOGIN_MAX_FAILURES_PER_IP).fill(429),
    );
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // The lock is on that address only.
    const user = await makeUser(t.db, 'client');
    expect((await login(user.email, TEST_PASSWORD, '10.0.10.2')).statusCode).toBe(200);
  });

  it('also holds when the 40 e-mails arrive at once', async () => {
    const statuses = (
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          login(`burst-${i}@ip-limit.test`, 'wrong-password', '10.0.11.1'),
        ),
      )
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(LOGIN_MAX_FAILURES_PER_IP);
    expect(statuses.filter((s) => s === 429).length).toBe(40 - LOGIN_MAX_FAILURES_PER_IP);
  });

  it('successful sign-ins do not use up the per-IP allowance', async () => {
    const user = await makeUser(t.db, 'client');
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP + 5; i++)
      expect((await login(user.email, TEST_PASSWORD, '10.0.12.1')).statusCode).toBe(200);
  });
});

describe('session endpoints', () => {
  it('current-user and roles need a session; check says whether there is one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/current-user' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check' })).json()).toEqual({
      status: 'success',
      authenticated: false,
    });
    const admin = await makeUser(t.db, 'admin');
    expect(
      (await injectAs(t.app, admin, { method: 'GET', url: '/api/auth/check' })).json().authenticated,
    ).toBe(true);
    const roles = (await injectAs(t.app, admin, { method: 'GET', url: '/api/auth/roles' })).json().roles;
    expect(roles).toContain('funding_team');
    expect(roles).not.toContain('client');
  });

  it('logout ends the session server-side', async () => {
    const user = await makeUser(t.db, 'client');
    const out = await injectAs(t.app, user, { method: 'POST', url: '/api/admin/logout' });
    expect(out.statusCode).toBe(200);
    expect((await injectAs(t.app, user, { method: 'GET', url: '/api/auth/current-user' })).statusCode).toBe(
      401,
    );
  });

  it('refuses state-changing requests from a foreign Origin', async () => {
    const user = await makeUser(t.db, 'client');
    const res = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/admin/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const same = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/admin/logout',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the email exists, and mails a single-use link', async () => {
    const user = await makeUser(t.db, 'client');
    const before = t.mailer.sent.length;
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@nowhere.test' },
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(t.mailer.sent.length).toBe(before + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(user.email);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    // Old sessions end with the old password.
    expect((await injectAs(t.app, user, { method: 'GET', url: '/api/auth/current-user' })).statusCode).toBe(
      401,
    );
    expect((await login(user.email, 'a-brand-new-password', '10.0.3.1')).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'yet-another-password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });
});

describe('password reset abuse limits', () => {
  const forgot = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });
  const linkOf = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);

  it('using one reset link revokes the user’s other outstanding links', async () => {
    const user = await makeUser(t.db, 'client');
    const before = t.mailer.sent.length;
    expect((await forgot(user.email, '10.0.20.1')).statusCode).toBe(200);
    expect((await forgot(user.email, '10.0.20.1')).statusCode).toBe(200);
    const [older, newer] = t.mailer.sent.slice(before).map((m) => linkOf(m.text));
    expect(older).toBeDefined();
    expect(newer).toBeDefined();
    const reset = (token: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
    expect((await reset(newer!, 'the-newest-password')).statusCode).toBe(200);
    const stale = await reset(older!, 'an-attackers-password');
    expect(stale.statusCode).toBe(400);
    expect((await login(user.email, 'an-attackers-password', '10.0.20.2')).statusCode).toBe(401);
    expect((await login(user.email, 'the-newest-password', '10.0.20.2')).statusCode).toBe(200);
  });

  it('mails at most a few links per address, answering every request the same', async () => {
    const user = await makeUser(t.db, 'client');
    const before = t.mailer.sent.length;
    const answers = [];
    // Spread over addresses so the per-IP limit is not what stops them.
    for (let i = 0; i < 30; i++) answers.push(await forgot(user.email, `10.0.21.${i + 1}`));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const mailed = t.mailer.sent.slice(before).filter((m) => m.to === user.email).length;
    expect(mailed).toBe(RESET_REQUESTS_PER_EMAIL);
  });

  it('answers 429 with Retry-After past the per-IP limit (30 addresses from one IP)', async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => makeUser(t.db, 'client')));
    const before = t.mailer.sent.length;
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 30; i++) {
      const email = i < RESET_REQUESTS_PER_IP - 3 ? `ghost-${i}@reset-limit.test` : users[i % 3]!.email;
      const res = await forgot(email, '10.0.22.1');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter ??= res.headers['retry-after'] as string | undefined;
    }
    expect(statuses.slice(0, RESET_REQUESTS_PER_IP)).toEqual(Array(RESET_REQUESTS_PER_IP).fill(200));
    expect(statuses.slice(RESET_REQUESTS_PER_IP)).toEqual(Array(30 - RESET_REQUESTS_PER_IP).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(t.mailer.sent.length - before).toBeLessThanOrEqual(3);
  });
});

describe('impersonation', () => {
  it('an admin impersonates a client, acts as them, sees the status, stops; both are logged', async () => {
    const admin = await makeUser(t.db, 'admin');
    const client = await makeUser(t.db, 'client');
    const start = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/impersonate',
      payload: { user_id: client.id },
      headers: { 'user-agent': 'e2e-agent' },
    });
    expect(start.statusCode).toBe(200);
    const me = (await injectAs(t.app, admin, { method: 'GET', url: '/api/auth/current-user' })).json();
    expect(me.user.id).toBe(client.id);
    expect(me.impersonation).toEqual({ is_impersonating: true, original_user_id: admin.id });
    const status = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/impersonation-status' });
    expect(status.json()).toMatchObject({ is_impersonating: true, original_user_id: admin.id });
    // While acting as the client, admin-only routes are closed.
    expect(
      (await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/impersonation-logs' })).statusCode,
    ).toBe(403);
    const stop = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/stop-impersonation' });
    expect(stop.json()).toMatchObject({ status: 'success', success: true });
    expect(
      (await injectAs(t.app, admin, { method: 'GET', url: '/api/auth/current-user' })).json().user.id,
    ).toBe(admin.id);
    const logs = await t.db.select().from(impersonationLogs).where(eq(impersonationLogs.admin_id, admin.id));
    expect(logs.map((l) => l.action).sort()).toEqual(['start', 'stop']);
    expect(logs[0]!.user_agent).toBe('e2e-agent');
    const listed = (
      await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/impersonation-logs' })
    ).json();
    expect(listed.logs.some((l: { target_email: string }) => l.target_email === client.email)).toBe(true);
  });

  it('never lets an admin impersonate another admin, and no one else impersonates at all', async () => {
    const admin = await makeUser(t.db, 'admin');
    const other = await makeUser(t.db, 'admin');
    const res = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/impersonate',
      payload: { user_id: other.id },
    });
    expect(res.statusCode).toBe(403);
    const staff = await makeUser(t.db, 'funding_team');
    const client = await makeUser(t.db, 'client');
    expect(
      (
        await injectAs(t.app, staff, {
          method: 'POST',
          url: '/api/admin/impersonate',
          payload: { user_id: client.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await injectAs(t.app, client, { method: 'GET', url: '/api/admin/impersonation-status' })).statusCode,
    ).toBe(403);
  });
});

describe('rolling sessions', () => {
  const sessionCookieOf = (res: { cookies: Array<{ name: string; value: string; expires?: Date }> }) =>
    res.cookies.find((c) => c.name === SESSION_COOKIE);
  const storedExpiry = async (tokenHash: string) =>
    (await t.db.select().from(sessions).where(eq(sessions.token_hash, tokenHash)))[0]!.expires_at;
  /** Moves a session's expiry in the database and drops what this instance cached of it. */
  const setExpiry = async (tokenHash: string, expiresAt: Date) => {
    await t.db.update(sessions).set({ expires_at: expiresAt }).where(eq(sessions.token_hash, tokenHash));
    t.app.deps.sessionCache.clear();
  };
  /** Cookie dates carry whole seconds. */
  const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;
  const me = (user: { cookie: string }) =>
    injectAs(t.app, user, { method: 'GET', url: '/api/auth/current-user' });

  it('slides the expiry forward, with a fresh cookie, once the last renewal is over an hour old', async () => {
    const user = await makeUser(t.db, 'client');
    const token = user.cookie.split('=')[1]!;
    const fresh = await me(user);
    expect(fresh.statusCode).toBe(200);
    expect(sessionCookieOf(fresh)).toBeUndefined();

    const stale = new Date(Date.now() + SESSION_IDLE_MS - 2 * SESSION_RENEW_AFTER_MS);
    await setExpiry(sha256(token), stale);
    const renewed = await me(user);
    expect(renewed.statusCode).toBe(200);
    const cookie = sessionCookieOf(renewed)!;
    expect(cookie.value).toBe(token);
    expect(cookie.expires!.getTime()).toBeGreaterThan(stale.getTime() + SESSION_RENEW_AFTER_MS);
    expect(toSecond((await storedExpiry(sha256(token))).getTime())).toBe(cookie.expires!.getTime());
    // Renewed now: the next request writes nothing.
    expect(sessionCookieOf(await me(user))).toBeUndefined();
  });

  it('renews a session that falls due while this instance has it cached', async () => {
    const user = await makeUser(t.db, 'client');
    const tokenHash = sha256(user.cookie.split('=')[1]!);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Due for renewal two seconds from now, well within the cache's lifetime.
      await setExpiry(tokenHash, new Date(Date.now() + SESSION_IDLE_MS - SESSION_RENEW_AFTER_MS + 2_000));
      expect(sessionCookieOf(await me(user))).toBeUndefined();
      expect(t.app.deps.sessionCache.size).toBeGreaterThan(0);
      vi.setSystemTime(Date.now() + 3_000);
      const renewed = await me(user);
      expect(renewed.statusCode).toBe(200);
      expect(sessionCookieOf(renewed)?.expires?.getTime()).toBe(toSecond(Date.now() + SESSION_IDLE_MS));
      expect((await storedExpiry(tokenHash)).getTime()).toBe(Date.now() + SESSION_IDLE_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});
