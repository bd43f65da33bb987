import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { openTicket } from '../../testing/support';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { csvCell } from './service';

/**
 * Spec §6 permissions end to end: defaults per role in current-user, the role matrix, per-user
 * overrides (with expiry) enforced by the route guard at once, and the append-only audit log.
 */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  funding = await makeUser(t.db, 'funding_team', { display_name: 'Finley Funding' });
  client = await makeUser(t.db, 'client');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const as = (user: TestUser, method: Method, url: string, payload?: unknown) =>
  injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const me = async (user: TestUser) =>
  (await as(user, 'GET', '/api/auth/current-user')).json().user.permissions;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('effective permissions', () => {
  it('current-user carries the role defaults; login answers the same map', async () => {
    expect(await me(admin)).toMatchObject({
      'permissions.manage': true,
      'tickets.delete': true,
      impersonate: true,
    });
    expect(await me(funding)).toMatchObject({
      'tickets.assign': true,
      'tickets.delete': false,
      impersonate: false,
    });
    expect(await me(client)).toMatchObject({ 'tickets.assign': false, 'permissions.manage': false });
  });

  it('an override that removes tickets.assign stops the assignment at once; removing it restores it', async () => {
    const ticket = await openTicket(t.app, client, { title: 'Please call me' });
    const assign = () =>
      as(funding, 'PATCH', `/api/tickets/${ticket.id}/assign`, { assigned_to: funding.id });
    expect((await assign()).statusCode).toBe(200);

    const set = await as(admin, 'POST', '/api/admin/permissions/overrides', {
      user_id: funding.id,
      permission: 'tickets.assign',
      granted: false,
      reason: 'Training period: assignments go through the lead',
    });
    expect(set.statusCode, set.body).toBe(201);
    expect(set.json().override).toMatchObject({
      granted: false,
      expired: false,
      user_name: 'Finley Funding',
    });
    const refused = await assign();
    expect(refused.statusCode).toBe(403);
    expect((await me(funding))['tickets.assign']).toBe(false);

    const effective = (await as(admin, 'GET', `/api/admin/permissions/users/${funding.id}`)).json();
    expect(effective.permissions).toContainEqual({
      key: 'tickets.assign',
      granted: false,
      source: 'override',
    });
    expect(effective.permissions).toContainEqual({
      key: 'tickets.delete',
      granted: false,
      source: 'default',
    });

    const removed = await as(admin, 'DELETE', `/api/admin/permissions/overrides/${set.json().override.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await assign()).statusCode).toBe(200);

    const log = (await as(admin, 'GET', '/api/admin/audit-logs?target_type=user')).json().entries;
    expect(log.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
      'permission.override_removed',
      'permission.override_set',
    ]);
    expect(log[1]).toMatchObject({
      actor_name: expect.stringContaining('Avery Admin'),
      target_id: funding.id,
      after: { permission: 'tickets.assign', granted: false },
    });
  });

  it('an override can grant, and stops counting when it expires; a past expiry is refused', async () => {
    const past = await as(admin, 'POST', '/api/admin/permissions/overrides', {
      user_id: funding.id,
      permission: 'tickets.delete',
      granted: true,
      reason: 'Cleanup week',
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const soon = await as(admin, 'POST', '/api/admin/permissions/overrides', {
      user_id: funding.id,
      permission: 'tickets.delete',
      granted: true,
      reason: 'Cleanup week',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(soon.statusCode).toBe(201);
    expect((await me(funding))['tickets.delete']).toBe(true);
    // Time passes: the override expires.
    await t.db.execute(
      sql`update permission_overrides set expires_at = now() - interval '1 second' where id = ${soon.json().override.id}`,
    );
    // Expiry is time, not a write: it shows on the next session load (the UPDATE above also
    // NOTIFYs, asynchronously on PostgreSQL), at the latest after the 5 s session cache.
    const until = Date.now() + 8_000;
    while ((await me(funding))['tickets.delete'] !== false && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await me(funding))['tickets.delete']).toBe(false);
    const listed = (await as(admin, 'GET', `/api/admin/permissions/overrides?user_id=${funding.id}`)).json();
    expect(listed.overrides.some((o: { permission: string }) => o.permission === 'tickets.delete')).toBe(
      false,
    );
    const all = (
      await as(admin, 'GET', `/api/admin/permissions/overrides?user_id=${funding.id}&include_expired=true`)
    ).json();
    expect(
      all.overrides.find((o: { permission: string }) => o.permission === 'tickets.delete'),
    ).toMatchObject({
      expired: true,
    });
  });

  it('the matrix changes a role for everyone holding it, audited; admins keep permissions.manage', async () => {
    const change = (granted: boolean) =>
      as(admin, 'PUT', '/api/admin/permissions/matrix', {
        changes: [{ role: 'funding_team', permission: 'journey.approve_steps', granted }],
      });
    const res = await change(false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().matrix).toContainEqual({
      role: 'funding_team',
      permission: 'journey.approve_steps',
      granted: false,
      is_default: false,
      locked: false,
    });
    expect((await me(funding))['journey.approve_steps']).toBe(false);
    const approve = await as(funding, 'POST', `/api/admin/journey/approvals/${client.id}/5/approve`);
    expect(approve.statusCode).toBe(403);

    expect((await change(true)).statusCode).toBe(200);
    expect(await rows(sql`select * from role_permissions where role = 'funding_team'`)).toEqual([]);
    expect((await me(funding))['journey.approve_steps']).toBe(true);

    const lock = await as(admin, 'PUT', '/api/admin/permissions/matrix', {
      changes: [{ role: 'admin', permission: 'permissions.manage', granted: false }],
    });
    expect(lock.statusCode).toBe(400);
    const selfLock = await as(admin, 'POST', '/api/admin/permissions/overrides', {
      user_id: admin.id,
      permission: 'permissions.manage',
      granted: false,
      reason: 'Oops',
    });
    expect(selfLock.statusCode).toBe(400);

    const actions = (await as(admin, 'GET', '/api/admin/audit-logs?action=permission.matrix_changed')).json();
    expect(actions.total).toBe(2);
    expect(actions.entries[1]).toMatchObject({ before: { granted: true }, after: { granted: false } });
  });

  it('only holders of permissions.manage and audit.view reach the admin routes', async () => {
    for (const url of [
      '/api/admin/permissions/catalogue',
      '/api/admin/audit-logs',
      '/api/admin/audit-logs/export',
    ]) {
      expect((await as(funding, 'GET', url)).statusCode, url).toBe(403);
      expect((await as(client, 'GET', url)).statusCode, url).toBe(403);
      expect((await as(admin, 'GET', url)).statusCode, url).toBe(200);
    }
    const body = { user_id: client.id, permission: 'tickets.assign', granted: true, reason: 'nope' };
    expect((await as(funding, 'POST', '/api/admin/permissions/overrides', body)).statusCode).toBe(403);
    const unknown = await as(admin, 'POST', '/api/admin/permissions/overrides', {
      ...body,
      permission: 'root',
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('audit log', () => {
  it('records impersonation starting and stopping, with the admin and the client', async () => {
    const session = await makeUser(t.db, 'admin', { display_name: 'Ivy Impersonator' });
    const start = await as(session, 'POST', '/api/admin/impersonate', { user_id: client.id });
    expect(start.statusCode, start.body).toBe(200);
    expect((await as(session, 'POST', '/api/admin/stop-impersonation')).statusCode).toBe(200);
    const entries = (await as(admin, 'GET', '/api/admin/audit-logs?target_type=impersonation')).json()
      .entries;
    expect(entries.slice(0, 2)).toMatchObject([
      {
        action: 'impersonation.stopped',
        actor_name: expect.stringContaining('Ivy Impersonator'),
        target_id: client.id,
      },
      {
        action: 'impersonation.started',
        actor_name: expect.stringContaining('Ivy Impersonator'),
        target_id: client.id,
      },
    ]);
  });

  it('cannot be changed or emptied, even with SQL', async () => {
    const refusal = (query: ReturnType<typeof sql>) =>
      t.db.execute(query).then(
        () => 'allowed',
        (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
      );
    const before = await rows<{ c: number }>(sql`select count(*)::int as c from audit_log`);
    expect(before[0]!.c).toBeGreaterThan(0);
    expect(await refusal(sql`update audit_log set action = 'x'`)).toMatch(/append-only \(UPDATE refused\)/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only \(DELETE refused\)/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only \(TRUNCATE refused\)/);
    expect(await rows(sql`select count(*)::int as c from audit_log`)).toEqual(before);
  });

  it('exports CSV with formula cells neutralised', async () => {
    const res = await as(admin, 'GET', '/api/admin/audit-logs/export?action=permission.override_set');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('at,actor,ip,action,target_type,target_id,target,before,after');
    expect(lines.length).toBeGreaterThan(1);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(' =cmd')).toBe("' =cmd");
    expect(csvCell('\u00a0+1')).toBe("'\u00a0+1");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell(null)).toBe('');
  });
});
