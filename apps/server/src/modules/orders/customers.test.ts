import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/day-series';
import { cookieFrom, injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { WRONG_PASSWORD } from '../auth';
import { EMAIL_TAKEN } from './customers';
import { REGISTRATIONS_PER_HOUR } from './routes';

/**
 * Customers' own accounts: sign-up as a `customer` (signed in at once), profile with a unique
 * e-mail, password change that ends the other sessions, saved addresses with one default. Only
 * the signed-in user's own rows; another user's address id is a 404.
 */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const as = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
  injectAs(t.app, cookie ? { cookie } : null, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
let ipCounter = 0;
const register = (body: Record<string, unknown>, ip = `10.9.0.${++ipCounter}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ecommerce/customers/register',
    payload: body,
    remoteAddress: ip,
  });

const address = (over: Record<string, unknown> = {}) => ({
  name: 'Cam Buyer',
  line1: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  postal_code: '73301',
  ...over,
});

describe('signing up', () => {
  it('creates a customer account and signs it in', async () => {
    const res = await register({
      display_name: 'Cam Buyer',
      email: 'Cam.Buyer@example.com',
      password: 'a-long-password-1',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({
      role: 'customer',
      display_name: 'Cam Buyer',
      email: 'Cam.Buyer@example.com',
    });
    expect(res.body).not.toContain('password_hash');
    const cookie = cookieFrom(res);
    const profile = await as(cookie, 'GET', '/api/ecommerce/customer/profile');
    expect(profile.json().profile).toMatchObject({ display_name: 'Cam Buyer', role: 'customer' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'cam.buyer@example.com', password: 'a-long-password-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a taken e-mail (409 on the field), a short password, control characters', async () => {
    const taken = await register({
      display_name: 'Cam Again',
      email: 'CAM.BUYER@example.com',
      password: 'a-long-password-2',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.errors.email).toBe(EMAIL_TAKEN);
    expect(
      (await register({ display_name: 'Shorty', email: 's@example.com', password: 'short' })).statusCode,
    ).toBe(400);
    expect(
      (
        await register({
          display_name: 'Nul\u0000Name',
          email: 'n@example.com',
          password: 'a-long-password-3',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await register({
          display_name: 'x'.repeat(121),
          email: 'x@example.com',
          password: 'a-long-password-3',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('makes one account when the same e-mail signs up several times at once', async () => {
    const body = {
      display_name: 'Dee Double',
      email: 'dee.double@example.com',
      password: 'a-long-password-5',
    };
    const results = await Promise.all([register(body), register(body), register(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const n = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from users where lower(email) = 'dee.double@example.com'`,
      ),
    );
    expect(n[0]!.n).toBe(1);
  });

  it(`allows ${REGISTRATIONS_PER_HOUR} sign-ups an hour per address`, async () => {
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) {
      const res = await register(
        { display_name: `Bulk ${i}`, email: `bulk.${i}@example.com`, password: 'a-long-password-4' },
        '10.8.0.1',
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const limited = await register(
      { display_name: 'Bulk x', email: 'bulk.x@example.com', password: 'a-long-password-4' },
      '10.8.0.1',
    );
    expect(limited.statusCode).toBe(429);
  });
});

describe('profile and password', () => {
  it('changes the name and e-mail; another account’s e-mail is a 409 on the field', async () => {
    const me = await makeUser(t.db, 'customer', { display_name: 'Pat Profile' });
    const other = await makeUser(t.db, 'customer');
    const renamed = await as(me.cookie, 'PATCH', '/api/ecommerce/customer/profile', {
      display_name: 'Pat P.',
    });
    expect(renamed.json().profile.display_name).toBe('Pat P.');
    const clash = await as(me.cookie, 'PATCH', '/api/ecommerce/customer/profile', {
      email: other.email.toUpperCase(),
      current_password: me.password,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details.errors.email).toMatch(/already exists/);
    // A new e-mail takes the current password: a borrowed session alone cannot take the account.
    const bare = await as(me.cookie, 'PATCH', '/api/ecommerce/customer/profile', {
      email: 'pat.new@example.com',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details.errors.current_password).toBe('Enter your current password');
    const wrong = await as(me.cookie, 'PATCH', '/api/ecommerce/customer/profile', {
      email: 'pat.new@example.com',
      current_password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.errors.current_password).toBe('Your current password is not correct');
    const moved = await as(me.cookie, 'PATCH', '/api/ecommerce/customer/profile', {
      email: 'pat.new@example.com',
      current_password: me.password,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().profile.email).toBe('pat.new@example.com');
    expect((await as(me.cookie, 'GET', '/api/ecommerce/customer/profile')).json().profile.email).toBe(
      'pat.new@example.com',
    );
    expect((await as(me.cookie, 'PATCH', '/api/ecommerce/customer/profile', {})).statusCode).toBe(400);
    expect((await as(null, 'GET', '/api/ecommerce/customer/profile')).statusCode).toBe(401);
  });

  it('changes the password after checking the current one, and signs out other sessions', async () => {
    const res = await register({
      display_name: 'Sam Secure',
      email: 'sam.secure@example.com',
      password: 'first-password-1',
    });
    const phone = cookieFrom(res);
    const laptop = cookieFrom(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'sam.secure@example.com', password: 'first-password-1' },
      }),
    );
    const wrong = await as(laptop, 'POST', '/api/ecommerce/customer/password', {
      current_password: 'not-it-at-all',
      new_password: 'second-password-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.errors.current_password).toBe(WRONG_PASSWORD);
    const same = await as(laptop, 'POST', '/api/ecommerce/customer/password', {
      current_password: 'first-password-1',
      new_password: 'first-password-1',
    });
    expect(same.statusCode).toBe(400);

    const ok = await as(laptop, 'POST', '/api/ecommerce/customer/password', {
      current_password: 'first-password-1',
      new_password: 'second-password-2',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const fresh = cookieFrom(ok);
    expect((await as(phone, 'GET', '/api/ecommerce/customer/profile')).statusCode).toBe(401);
    expect((await as(laptop, 'GET', '/api/ecommerce/customer/profile')).statusCode).toBe(401);
    expect((await as(fresh, 'GET', '/api/ecommerce/customer/profile')).statusCode).toBe(200);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'sam.secure@example.com', password },
        remoteAddress: '10.7.0.1',
      });
    expect((await login('first-password-1')).statusCode).toBe(401);
    expect((await login('second-password-2')).statusCode).toBe(200);
  });

  it('leaves staff and coach e-mails to an admin, even with the right password', async () => {
    const coach = await makeUser(t.db, 'client');
    const res = await as(coach.cookie, 'PATCH', '/api/ecommerce/customer/profile', {
      email: 'someone.else@example.com',
      current_password: coach.password,
    });
    expect(res.statusCode).toBe(403);
    // The name is still theirs to change, and the same e-mail again is no change.
    const renamed = await as(coach.cookie, 'PATCH', '/api/ecommerce/customer/profile', {
      display_name: 'Coach Renamed',
      email: coach.email,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().profile).toMatchObject({ display_name: 'Coach Renamed', email: coach.email });
  });

  it('does not let an admin acting as a customer change their sign-in details', async () => {
    const target = await makeUser(t.db, 'customer');
    const start = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/impersonate',
      payload: { user_id: target.id },
    });
    expect(start.statusCode, start.body).toBe(200);
    const patch = await as(admin.cookie, 'PATCH', '/api/ecommerce/customer/profile', {
      email: 'mine@example.com',
    });
    expect(patch.statusCode).toBe(403);
    const pw = await as(admin.cookie, 'POST', '/api/ecommerce/customer/password', {
      current_password: target.password,
      new_password: 'taken-over-password',
    });
    expect(pw.statusCode).toBe(403);
    await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/stop-impersonation' });
  });
});

describe('saved addresses', () => {
  it('keeps one default: the first, or the one marked, moved when the default goes', async () => {
    const me = await makeUser(t.db, 'customer');
    const home = await as(me.cookie, 'POST', '/api/ecommerce/customer/addresses', {
      label: 'Home',
      address: address(),
    });
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json().address).toMatchObject({ label: 'Home', is_default: true });
    expect(home.json().address.address.country).toBe('US');
    const work = await as(me.cookie, 'POST', '/api/ecommerce/customer/addresses', {
      label: 'Work',
      address: address({ line1: '500 Office Park', country: 'us' }),
    });
    expect(work.json().address).toMatchObject({ is_default: false });
    const cabin = await as(me.cookie, 'POST', '/api/ecommerce/customer/addresses', {
      label: 'Cabin',
      address: address({ line1: '9 Lake Road' }),
      is_default: true,
    });
    const list = async () =>
      (await as(me.cookie, 'GET', '/api/ecommerce/customer/addresses')).json().addresses as Array<{
        id: string;
        label: string;
        is_default: boolean;
      }>;
    expect((await list()).filter((a) => a.is_default).map((a) => a.label)).toEqual(['Cabin']);

    const promote = await as(
      me.cookie,
      'PATCH',
      `/api/ecommerce/customer/addresses/${work.json().address.id}`,
      {
        is_default: true,
      },
    );
    expect(promote.json().address.is_default).toBe(true);
    expect((await list()).filter((a) => a.is_default).map((a) => a.label)).toEqual(['Work']);
    const unset = await as(
      me.cookie,
      'PATCH',
      `/api/ecommerce/customer/addresses/${work.json().address.id}`,
      {
        is_default: false,
      },
    );
    expect(unset.statusCode).toBe(400);

    const gone = await as(me.cookie, 'DELETE', `/api/ecommerce/customer/addresses/${work.json().address.id}`);
    expect(gone.statusCode).toBe(200);
    const left = await list();
    expect(left.map((a) => a.label)).toEqual(['Home', 'Cabin']);
    expect(left[0]!.is_default).toBe(true);
    expect(cabin.statusCode).toBe(201);
  });

  it('touches only the user’s own addresses', async () => {
    const me = await makeUser(t.db, 'customer');
    const other = await makeUser(t.db, 'customer');
    const mine = (
      await as(me.cookie, 'POST', '/api/ecommerce/customer/addresses', { address: address() })
    ).json().address;
    const url = `/api/ecommerce/customer/addresses/${mine.id}`;
    expect((await as(other.cookie, 'PATCH', url, { label: 'Hijacked' })).statusCode).toBe(404);
    expect((await as(other.cookie, 'DELETE', url)).statusCode).toBe(404);
    expect((await as(other.cookie, 'GET', '/api/ecommerce/customer/addresses')).json().addresses).toEqual([]);
    expect(
      (await as(null, 'POST', '/api/ecommerce/customer/addresses', { address: address() })).statusCode,
    ).toBe(401);
    const stored = rowsOf<{ label: string }>(
      await t.db.execute(sql`select label from customer_addresses where id = ${mine.id}`),
    );
    expect(stored[0]!.label).toBe('');
  });

  it('validates the address and caps how many are kept', async () => {
    const me = await makeUser(t.db, 'customer');
    const bad = await as(me.cookie, 'POST', '/api/ecommerce/customer/addresses', {
      address: address({ postal_code: '!!', country: 'USA', city: 'A\u0001' }),
    });
    expect(bad.statusCode).toBe(400);
    const paths = JSON.stringify(bad.json().details);
    for (const field of ['postal_code', 'country', 'city']) expect(paths).toContain(field);
    for (let i = 0; i < 20; i++) {
      const ok = await as(me.cookie, 'POST', '/api/ecommerce/customer/addresses', {
        label: `#${i}`,
        address: address(),
      });
      expect(ok.statusCode).toBe(201);
    }
    const over = await as(me.cookie, 'POST', '/api/ecommerce/customer/addresses', { address: address() });
    expect(over.statusCode).toBe(422);
  });
});
