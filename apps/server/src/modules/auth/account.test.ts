import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, injectAs, makeUser, TEST_PASSWORD, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PASSWORD_CHECK_MAX_FAILURES, STAFF_EMAIL, WRONG_PASSWORD } from './account';

/**
 * One's own account at `/api/account/*`: profile, password (this browser stays signed in, the
 * others end) and the sessions list with revoke. Only one's own sessions; another user's session
 * id is the same 404 as an unknown one. An admin acting as someone can change none of it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const as = (cookie: string, method: Method, url: string, payload?: unknown) =>
  injectAs(
    t.app,
    { cookie },
    { method, url, ...(payload === undefined ? {} : { payload: payload as object }) },
  );

let ipCounter = 0;
/** Signs `user` in again from another browser: its own session cookie. */
async function signIn(user: TestUser, userAgent: string, password = TEST_PASSWORD): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: `10.44.0.${++ipCounter}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookieFrom(res);
}
const me = (cookie: string) => as(cookie, 'GET', '/api/auth/current-user');

describe('GET /api/account/sessions', () => {
  it('lists one’s own live sessions, newest first, with a device label and the current one marked', async () => {
    const user = await makeUser(t.db, 'member');
    const laptop = await signIn(user, MAC_CHROME);
    const phone = await signIn(user, IPHONE_SAFARI);
    const res = await as(phone, 'GET', '/api/account/sessions');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { sessions } = res.json();
    expect(sessions).toHaveLength(3); // the factory's, the laptop's, the phone's
    expect(sessions[0]).toMatchObject({ device: 'Safari on iOS', current: true, ip: expect.any(String) });
    expect(sessions[1]).toMatchObject({ device: 'Chrome on macOS', current: false });
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(
        ['created_at', 'current', 'device', 'expires_at', 'id', 'ip', 'last_seen_at'].sort(),
      );
    }
    // No secret of any kind on the wire.
    expect(res.body).not.toMatch(/token|hash|impersonat|Mozilla/);
    // From the laptop, the laptop's session is the current one.
    const fromLaptop = (await as(laptop, 'GET', '/api/account/sessions')).json().sessions;
    expect(fromLaptop.find((s: { current: boolean }) => s.current).device).toBe('Chrome on macOS');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/sessions' });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /api/account/sessions/:id', () => {
  it('ends one of one’s own sessions: its cookie gets 401 at once', async () => {
    const user = await makeUser(t.db, 'specialist');
    const other = await signIn(user, MAC_CHROME);
    expect((await me(other)).statusCode).toBe(200); // cached now: the revoke must drop it
    const list = (await as(user.cookie, 'GET', '/api/account/sessions')).json().sessions;
    const target = list.find((s: { current: boolean }) => !s.current);
    const res = await as(user.cookie, 'DELETE', `/api/account/sessions/${target.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ signed_out: false });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for another user’s session id and an unknown one, and that session lives on', async () => {
    const mine = await makeUser(t.db, 'member');
    const theirs = await makeUser(t.db, 'member');
    expect((await me(theirs.cookie)).statusCode).toBe(200);
    const [theirSession] = (await as(theirs.cookie, 'GET', '/api/account/sessions')).json().sessions;
    const res = await as(mine.cookie, 'DELETE', `/api/account/sessions/${theirSession.id}`);
    expect(res.statusCode).toBe(404);
    const unknown = await as(
      mine.cookie,
      'DELETE',
      '/api/account/sessions/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(res.json().message);
    expect((await me(theirs.cookie)).statusCode).toBe(200);
    // Not an id at all: a 400, not a database error.
    expect((await as(mine.cookie, 'DELETE', '/api/account/sessions/not-an-id')).statusCode).toBe(400);
  });

  it('revoking the current session signs this browser out and clears the cookie', async () => {
    const user = await makeUser(t.db, 'member');
    const cookie = await signIn(user, MAC_CHROME);
    const current = (await as(cookie, 'GET', '/api/account/sessions'))
      .json()
      .sessions.find((s: { current: boolean }) => s.current);
    const res = await as(cookie, 'DELETE', `/api/account/sessions/${current.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ signed_out: true });
    const cleared = res.cookies.find((c) => c.name === 'fundpath_session');
    expect(cleared?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/account/sessions/revoke-others', () => {
  it('ends every other session, not this one, and says how many', async () => {
    const user = await makeUser(t.db, 'affiliate');
    const laptop = await signIn(user, MAC_CHROME);
    const phone = await signIn(user, IPHONE_SAFARI);
    expect((await me(laptop)).statusCode).toBe(200);
    const res = await as(phone, 'POST', '/api/account/sessions/revoke-others');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ revoked: 2 });
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
    const left = (await as(phone, 'GET', '/api/account/sessions')).json().sessions;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
    expect((await as(phone, 'POST', '/api/account/sessions/revoke-others')).json().revoked).toBe(0);
  });
});

describe('POST /api/account/password', () => {
  it('refuses a wrong current password with a 400 on the field, and changes nothing', async () => {
    const user = await makeUser(t.db, 'member');
    const res = await as(user.cookie, 'POST', '/api/account/password', {
      current_password: 'not-my-password',
      new_password: 'a-brand-new-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.errors.current_password).toBe(WRONG_PASSWORD);
    expect((await me(user.cookie)).statusCode).toBe(200);
    await signIn(user, MAC_CHROME); // the old password still works
  });

  it('changes it: the old sessions end, this browser carries on with a fresh cookie', async () => {
    const user = await makeUser(t.db, 'member');
    const laptop = await signIn(user, MAC_CHROME);
    expect((await me(laptop)).statusCode).toBe(200);
    const res = await as(user.cookie, 'POST', '/api/account/password', {
      current_password: TEST_PASSWORD,
      new_password: 'a-brand-new-password',
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = cookieFrom(res);
    expect(fresh).not.toBe(user.cookie);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    const sessions = (await as(fresh, 'GET', '/api/account/sessions')).json().sessions;
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
    await signIn(user, MAC_CHROME, 'a-brand-new-password');
  });

  it(`locks the check after ${PASSWORD_CHECK_MAX_FAILURES} wrong passwords`, async () => {
    const user = await makeUser(t.db, 'member');
    const wrong = () =>
      as(user.cookie, 'POST', '/api/account/password', {
        current_password: 'guess',
        new_password: 'a-brand-new-password',
      });
    for (let i = 0; i < PASSWORD_CHECK_MAX_FAILURES; i++) expect((await wrong()).statusCode).toBe(400);
    const locked = await wrong();
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // Locked for the right password too, until the lock ends.
    const right = await as(user.cookie, 'POST', '/api/account/password', {
      current_password: TEST_PASSWORD,
      new_password: 'a-brand-new-password',
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('bad input', () => {
  it('answers 400 for NUL bytes and 10k-character values', async () => {
    const user = await makeUser(t.db, 'member');
    const huge = 'x'.repeat(10_000);
    const bodies: Array<[string, Method, unknown]> = [
      [
        '/api/account/password',
        'POST',
        { current_password: 'a\u0000b', new_password: 'a-brand-new-password' },
      ],
      ['/api/account/password', 'POST', { current_password: TEST_PASSWORD, new_password: huge }],
      ['/api/account/password', 'POST', { current_password: huge, new_password: 'a-brand-new-password' }],
      ['/api/account/profile', 'PATCH', { display_name: 'Nul\u0000Name' }],
      ['/api/account/profile', 'PATCH', { display_name: huge.slice(0, 3000) }],
      ['/api/account/profile', 'PATCH', { email: `${huge.slice(0, 3000)}@example.com` }],
      ['/api/account/profile', 'PATCH', {}],
    ];
    for (const [url, method, body] of bodies) {
      const res = await as(user.cookie, method, url, body);
      expect([400, 413], `${method} ${url} ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 413) continue;
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    // A body past the small limit is refused before it is parsed.
    const big = await as(user.cookie, 'PATCH', '/api/account/profile', { display_name: huge });
    expect([400, 413]).toContain(big.statusCode);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('reads and renames; a self-registered member may change the e-mail with the password', async () => {
    const user = await makeUser(t.db, 'member');
    const got = await as(user.cookie, 'GET', '/api/account/profile');
    expect(got.statusCode).toBe(200);
    expect(got.json().profile).toMatchObject({ id: user.id, email: user.email, role: 'member' });
    expect(got.body).not.toMatch(/password/);
    const newEmail = `moved.${user.id.slice(0, 8)}@example.com`;
    const noPassword = await as(user.cookie, 'PATCH', '/api/account/profile', { email: newEmail });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().details.errors.current_password).toBeDefined();
    const res = await as(user.cookie, 'PATCH', '/api/account/profile', {
      display_name: 'Mia Member',
      email: newEmail,
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ display_name: 'Mia Member', email: newEmail });
    expect((await me(user.cookie)).json().user).toMatchObject({ email: newEmail });
  });

  it('leaves the e-mail of staff and clients to an admin, with the existing message', async () => {
    for (const role of ['client', 'funding_team'] as const) {
      const user = await makeUser(t.db, role);
      const res = await as(user.cookie, 'PATCH', '/api/account/profile', {
        email: `other.${user.id.slice(0, 8)}@example.com`,
        current_password: TEST_PASSWORD,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(STAFF_EMAIL);
    }
  });

  it('the commerce page’s customer routes are the same functions', async () => {
    const user = await makeUser(t.db, 'customer');
    const res = await as(user.cookie, 'POST', '/api/ecommerce/customer/password', {
      current_password: 'wrong-one',
      new_password: 'a-brand-new-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.errors.current_password).toBe(WRONG_PASSWORD);
  });
});

describe('while an admin acts as someone', () => {
  it('refuses every change of their sign-in details and sessions', async () => {
    const admin = await makeUser(t.db, 'admin');
    const target = await makeUser(t.db, 'member');
    const start = await as(admin.cookie, 'POST', '/api/admin/impersonate', { user_id: target.id });
    expect(start.statusCode, start.body).toBe(200);
    const [targetSession] = (await as(target.cookie, 'GET', '/api/account/sessions')).json().sessions;
    const attempts: Array<[Method, string, unknown?]> = [
      ['GET', '/api/account/sessions'],
      ['DELETE', `/api/account/sessions/${targetSession.id}`],
      ['POST', '/api/account/sessions/revoke-others'],
      [
        'POST',
        '/api/account/password',
        { current_password: TEST_PASSWORD, new_password: 'taken-over-password' },
      ],
      ['PATCH', '/api/account/profile', { display_name: 'Renamed by admin' }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await as(admin.cookie, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await me(target.cookie)).statusCode).toBe(200);
    await as(admin.cookie, 'POST', '/api/admin/stop-impersonation');
  });
});
