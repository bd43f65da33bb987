import { randomBytes } from 'node:crypto';
import type { Role } from '@fundpath/contracts/roles';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createUser } from '../modules/auth/service';
import type { Db } from '../platform/db';
import { createSession, SESSION_COOKIE, type UserRow } from '../platform/sessions';

export const TEST_PASSWORD = 'correct-horse-battery-staple';

export interface TestUser extends UserRow {
  password: string;
  /** `Cookie` header value of a live session for this user. */
  cookie: string;
}

let counter = 0;

/** A user with a unique email and a live session, built with the same code the seeds use. */
export async function makeUser(
  db: Db,
  role: Role = 'client',
  overrides: { email?: string; display_name?: string; brand_id?: string | null } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `${role}.${counter}.${randomBytes(4).toString('hex')}@test.fundpath.dev`;
  const user = await createUser(
    { db },
    {
      email,
      password: TEST_PASSWORD,
      role,
      display_name: overrides.display_name ?? `Test ${role} ${counter}`,
      brand_id: overrides.brand_id ?? null,
    },
  );
  const { token } = await createSession(db, user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { ...user, password: TEST_PASSWORD, cookie: `${SESSION_COOKIE}=${token}` };
}

/** app.inject as a user (or anonymously with null). */
export function injectAs(app: FastifyInstance, user: { cookie: string } | null, opts: InjectOptions) {
  const headers = { ...(opts.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) };
  return app.inject({ ...opts, headers });
}

/** The session cookie from a login response's Set-Cookie, as a Cookie header value. */
export function cookieFrom(res: { cookies: Array<{ name: string; value: string }> }): string {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  if (!c) throw new Error('no session cookie in response');
  return `${SESSION_COOKIE}=${c.value}`;
}

/** Signs in through `POST /api/auth/login`, as a person would (demo accounts), and returns the Cookie header value. */
export async function signInCookie(app: FastifyInstance, email: string, password: string): Promise<string> {
  return cookieFrom(
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }),
  );
}
