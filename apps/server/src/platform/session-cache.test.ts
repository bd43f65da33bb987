import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { injectAs, makeUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Polls until `check` passes: notifications cross instances asynchronously (milliseconds). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
}

describe('session cache across instances', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    second = await buildApp({ config: t.config, database: t.database, logger: false, mailer: t.mailer });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('a logout on one instance is refused on the other, which had the session cached', async () => {
    const user = await makeUser(t.db, 'client');
    expect((await injectAs(second, user, { method: 'GET', url: '/api/auth/current-user' })).statusCode).toBe(
      200,
    );
    expect(second.deps.sessionCache.size).toBeGreaterThan(0);
    await injectAs(t.app, user, { method: 'POST', url: '/api/admin/logout' });
    await eventually(
      async () =>
        (await injectAs(second, user, { method: 'GET', url: '/api/auth/current-user' })).statusCode === 401,
    );
  });

  it('a change to the user row reaches every instance', async () => {
    const user = await makeUser(t.db, 'client');
    expect(
      (await injectAs(second, user, { method: 'GET', url: '/api/auth/current-user' })).json().user
        .display_name,
    ).not.toBe('Renamed');
    await t.db.update(users).set({ display_name: 'Renamed' }).where(eq(users.id, user.id));
    await eventually(
      async () =>
        (await injectAs(second, user, { method: 'GET', url: '/api/auth/current-user' })).json().user
          .display_name === 'Renamed',
    );
  });

  it('impersonation takes effect on the very next request of the same instance', async () => {
    const admin = await makeUser(t.db, 'admin');
    const client = await makeUser(t.db, 'client');
    await injectAs(t.app, admin, { method: 'GET', url: '/api/auth/current-user' });
    await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/impersonate',
      payload: { user_id: client.id },
    });
    expect(
      (await injectAs(t.app, admin, { method: 'GET', url: '/api/auth/current-user' })).json().user.id,
    ).toBe(client.id);
  });
});
