import { type Access, decideAccess, type Role, roles } from '@fundpath/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createSession, SESSION_COOKIE } from './sessions';

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/** Every registered route × every role (and anonymous): 401/403 exactly where the declaration says. */
describe('route access declarations', () => {
  let t: TestApp;
  const people = new Map<Role, TestUser>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of roles) people.set(role, await makeUser(t.db, role));
  });
  afterAll(() => t.close());

  it('every route declares who may call it', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(10);
    for (const r of t.app.routeAccess) expect(r.access, `${r.method} ${r.url}`).toBeDefined();
  });

  it('refuses to register a route that declares no access', async () => {
    const { default: Fastify } = await import('fastify');
    const { authPlugin } = await import('./auth');
    const app = Fastify();
    await app.register(authPlugin, {
      db: t.db,
      config: t.config,
      sessionCache: t.app.deps.sessionCache,
      events: t.app.deps.events,
    });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/does not declare config.access/);
    await app.close();
  });

  const callers: Array<Role | null> = [null, ...roles];
  for (const role of callers) {
    it(`enforces 401/403 on every route for ${role ?? 'anonymous'} callers`, {
      timeout: 120_000,
    }, async () => {
      const failures: string[] = [];
      let checked = 0;
      const user = role ? people.get(role)! : null;
      for (const route of t.app.routeAccess) {
        if (route.method === 'HEAD' || route.url.startsWith('/api/docs')) continue;
        const url = route.url.replace(/:[A-Za-z_]+/g, PLACEHOLDER_ID).replace('*', 'x');
        // A fresh session per call: logout or password routes must not spoil the next check.
        const cookie = user
          ? `${SESSION_COOKIE}=${(await createSession(t.db, user.id, { ip: null, userAgent: null })).token}`
          : undefined;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected = decideAccess(route.access as Access, user, user);
        checked += 1;
        const where = `${route.method} ${url}`;
        if (expected === 'unauthenticated' && res.statusCode !== 401)
          failures.push(`${where}: want 401, got ${res.statusCode}`);
        if (expected === 'forbidden' && res.statusCode !== 403)
          failures.push(`${where}: want 403, got ${res.statusCode}`);
        if (
          expected === 'allow' &&
          (res.statusCode === 401 ||
            (res.statusCode === 403 && res.json().message === 'You do not have permission to do that'))
        ) {
          failures.push(`${where}: want allowed, got ${res.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
      expect(checked).toBeGreaterThan(10);
    });
  }
});
