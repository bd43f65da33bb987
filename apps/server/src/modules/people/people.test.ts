import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../platform/auth';
import { cookieFrom, injectAs, makeUser, TEST_PASSWORD, type TestUser } from '../../testing/factories';
import { openTicket } from '../../testing/support';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bulkUpdate, LAST_ADMIN_MESSAGE, OWN_DEACTIVATION_MESSAGE, OWN_ROLE_MESSAGE } from './service';

/**
 * `/admin/users` and `/admin/employees` end to end: who may manage, invites (single use, 72 h),
 * edits with the own-role and last-admin rules, deactivation ending sessions at once, sessions,
 * bulk actions, password resets, the audit trail, and the staff directory with its capacity.
 */
let t: TestApp;
let admin: TestUser;
let admin2: TestUser;
let funding: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  admin2 = await makeUser(t.db, 'admin', { display_name: 'Blair Admin' });
  funding = await makeUser(t.db, 'funding_team', { display_name: 'Finley Funding' });
  client = await makeUser(t.db, 'client', { display_name: 'Casey Client' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const as = (user: TestUser | { cookie: string } | null, method: Method, url: string, payload?: unknown) =>
  injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const tokenIn = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);
const login = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('who may manage users', () => {
  it('staff list the directory; only admins holding users.manage create, edit or invite', async () => {
    expect((await as(funding, 'GET', '/api/admin/users?q=Avery')).statusCode).toBe(200);
    expect((await as(client, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/admin/users')).statusCode).toBe(401);
    const body = { email: 'x@example.com', display_name: 'X', role: 'client', password: 'long-enough-pass' };
    expect((await as(funding, 'POST', '/api/admin/users', body)).statusCode).toBe(403);
    expect(
      (await as(funding, 'PATCH', `/api/admin/users/${client.id}`, { display_name: 'Z' })).statusCode,
    ).toBe(403);
    expect((await as(funding, 'GET', `/api/admin/users/${client.id}`)).statusCode).toBe(403);
    expect(
      (await as(funding, 'POST', '/api/admin/users/invites', { ...body, password: undefined })).statusCode,
    ).toBe(403);
    // An admin whose users.manage is overridden away loses it too.
    const other = await makeUser(t.db, 'admin');
    await as(admin, 'POST', '/api/admin/permissions/overrides', {
      user_id: other.id,
      permission: 'users.manage',
      granted: false,
      reason: 'Read-only admin',
    });
    expect((await as(other, 'POST', '/api/admin/users', body)).statusCode).toBe(403);
  });

  it('filters by role, status and brand, sorts and paginates on the server', async () => {
    const res = await as(
      admin,
      'GET',
      '/api/admin/users?role=admin&status=active&sort=email&dir=desc&per_page=1',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.users).toHaveLength(1);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.users[0]).toMatchObject({ role: 'admin', status: 'active' });
    expect(body.users[0]).not.toHaveProperty('password_hash');
    const admins = (await as(admin, 'GET', '/api/admin/users?role=admin&per_page=200')).json().users;
    expect(admins.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([admin.id, admin2.id]));
    const none = await as(admin, 'GET', '/api/admin/users?brand=none&q=Casey');
    expect(none.json().users.map((u: { id: string }) => u.id)).toEqual([client.id]);
    expect((await as(admin, 'GET', '/api/admin/users?status=gone')).statusCode).toBe(400);
    expect((await as(admin, 'GET', '/api/admin/users?per_page=100000')).statusCode).toBe(400);
    expect((await as(admin, 'GET', '/api/admin/users?brand=not-a-uuid')).statusCode).toBe(400);
  });
});

describe('creating and editing', () => {
  it('creates a user who can sign in; a taken e-mail is a 409 on the field; bad input is a 400', async () => {
    const res = await as(admin, 'POST', '/api/admin/users', {
      email: 'new.credit@example.com',
      display_name: 'Nova Credit',
      role: 'credit_team',
      password: 'a-long-password-1',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'credit_team', status: 'active', brand_id: null });
    expect((await login('new.credit@example.com', 'a-long-password-1')).statusCode).toBe(200);

    const dup = await as(admin, 'POST', '/api/admin/users', {
      email: 'NEW.credit@example.com',
      display_name: 'Again',
      role: 'client',
      password: 'a-long-password-1',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details.errors.email).toMatch(/already exists/);

    for (const bad of [
      { email: 'nope', display_name: 'A', role: 'client', password: 'a-long-password-1' },
      { email: 'a@b.co', display_name: 'A\u0000B', role: 'client', password: 'a-long-password-1' },
      { email: 'a@b.co', display_name: 'x'.repeat(500), role: 'client', password: 'a-long-password-1' },
      { email: 'a@b.co', display_name: 'A', role: 'overlord', password: 'a-long-password-1' },
      { email: 'a@b.co', display_name: 'A', role: 'client', password: 'short' },
      { email: 'a@b.co', display_name: 'A', role: 'client', password: 'a-long-password-1', brand_id: 'x' },
    ]) {
      expect((await as(admin, 'POST', '/api/admin/users', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unknownBrand = await as(admin, 'POST', '/api/admin/users', {
      email: 'brandless@example.com',
      display_name: 'B',
      role: 'client',
      password: 'a-long-password-1',
      brand_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownBrand.statusCode).toBe(400);
    expect(unknownBrand.json().details.errors.brand_id).toBeTruthy();
  });

  it('edits name, e-mail and role, audits before → after, and the new role applies at once', async () => {
    const person = await makeUser(t.db, 'client', { display_name: 'Robin Role' });
    expect((await as(person, 'GET', '/api/admin/users')).statusCode).toBe(403);
    const res = await as(admin, 'PATCH', `/api/admin/users/${person.id}`, {
      role: 'steps_team',
      display_name: 'Robin Steps',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'steps_team', display_name: 'Robin Steps' });
    // The session cache was dropped: the next request sees the new role.
    expect((await as(person, 'GET', '/api/admin/users')).statusCode).toBe(200);
    const [entry] = await rows<{ action: string; before: unknown; after: unknown; actor_id: string }>(
      sql`select action, before, after, actor_id from audit_log where target_id = ${person.id} order by id desc limit 1`,
    );
    expect(entry).toMatchObject({
      action: 'user.role_changed',
      actor_id: admin.id,
      before: { role: 'client', display_name: 'Robin Role' },
      after: { role: 'steps_team', display_name: 'Robin Steps' },
    });
    const taken = await as(admin, 'PATCH', `/api/admin/users/${person.id}`, { email: funding.email });
    expect(taken.statusCode).toBe(409);
    expect((await as(admin, 'PATCH', `/api/admin/users/${person.id}`, {})).statusCode).toBe(400);
    expect(
      (
        await as(admin, 'PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', {
          display_name: 'Q',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('nobody changes their own role or deactivates themselves', async () => {
    const own = await as(admin, 'PATCH', `/api/admin/users/${admin.id}`, { role: 'client' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_ROLE_MESSAGE);
    // Their own name is fine.
    expect(
      (await as(admin, 'PATCH', `/api/admin/users/${admin.id}`, { display_name: 'Avery A. Admin' }))
        .statusCode,
    ).toBe(200);
    const deact = await as(admin, 'POST', `/api/admin/users/${admin.id}/deactivate`);
    expect(deact.statusCode).toBe(403);
    expect(deact.json().message).toBe(OWN_DEACTIVATION_MESSAGE);
    const bulk = await as(admin, 'POST', '/api/admin/users/bulk', {
      action: 'change_role',
      role: 'client',
      user_ids: [client.id, admin.id],
    });
    expect(bulk.statusCode).toBe(403);
    const [me] = await rows<{ role: string }>(sql`select role from users where id = ${admin.id}`);
    expect(me!.role).toBe('admin');
  });
});

describe('deactivation', () => {
  it('ends every session at once, refuses sign-in with a clear message, and reactivation restores it', async () => {
    const person = await makeUser(t.db, 'funding_team');
    const second = cookieFrom(await login(person.email));
    expect((await as(person, 'GET', '/api/auth/current-user')).statusCode).toBe(200);
    expect((await as({ cookie: second }, 'GET', '/api/auth/current-user')).statusCode).toBe(200);

    const res = await as(admin, 'POST', `/api/admin/users/${person.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.status).toBe('deactivated');
    expect((await as(person, 'GET', '/api/auth/current-user')).statusCode).toBe(401);
    expect((await as({ cookie: second }, 'GET', '/api/auth/current-user')).statusCode).toBe(401);
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from sessions where user_id = ${person.id}`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    const refused = await login(person.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/deactivated/);
    // A self-service reset mails nothing to a deactivated account; an admin's is refused.
    const before = t.mailer.sent.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: person.email },
    });
    expect(t.mailer.sent.length).toBe(before);
    expect((await as(admin, 'POST', `/api/admin/users/${person.id}/password-reset`)).statusCode).toBe(409);
    // Impersonating a deactivated client is refused too.
    const c = await makeUser(t.db, 'client');
    await as(admin, 'POST', `/api/admin/users/${c.id}/deactivate`);
    expect((await as(admin, 'POST', '/api/admin/impersonate', { user_id: c.id })).statusCode).toBe(403);

    const back = await as(admin, 'POST', `/api/admin/users/${person.id}/reactivate`);
    expect(back.json().user.status).toBe('active');
    expect((await login(person.email)).statusCode).toBe(200);
    const actions = await rows<{ action: string }>(
      sql`select action from audit_log where target_id = ${person.id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['user.deactivated', 'user.reactivated']);
  });

  it('two admins deactivating each other at once leave one active admin', async () => {
    const t2 = await createTestApp();
    try {
      const a = await makeUser(t2.db, 'admin');
      const b = await makeUser(t2.db, 'admin');
      const [ra, rb] = await Promise.all([
        injectAs(t2.app, a, { method: 'POST', url: `/api/admin/users/${b.id}/deactivate` }),
        injectAs(t2.app, b, { method: 'POST', url: `/api/admin/users/${a.id}/deactivate` }),
      ]);
      const codes = [ra.statusCode, rb.statusCode].sort();
      // One wins; the other is refused (its author is now deactivated, or would leave no admin).
      expect(codes[0]).toBe(200);
      expect([401, 409]).toContain(codes[1]);
      const [{ n }] = (
        await ((await t2.db.execute(
          sql`select count(*)::int as n from users where role = 'admin' and deactivated_at is null`,
        )) as unknown as Promise<{ rows: Array<{ n: number }> }>)
      ).rows as [{ n: number }];
      expect(n).toBe(1);
      // The survivor can bring the other back.
      const survivor = ra.statusCode === 200 ? a : b;
      const last = await injectAs(t2.app, survivor, {
        method: 'POST',
        url: '/api/admin/users/bulk',
        payload: { action: 'reactivate', user_ids: [survivor.id === a.id ? b.id : a.id] },
      });
      expect(last.statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('the last-admin rule refuses a change that would leave no active admin', async () => {
    const t3 = await createTestApp();
    try {
      const a = await makeUser(t3.db, 'admin');
      const b = await makeUser(t3.db, 'admin');
      await injectAs(t3.app, a, { method: 'POST', url: `/api/admin/users/${b.id}/deactivate` });
      // b's request that was already past the guard when b was deactivated: a is the last admin.
      const stale = { ...b, deactivated_at: new Date() };
      const ctx = {
        db: t3.db,
        realUser: stale,
        actor: stale,
        ip: null,
        sessionCache: t3.app.deps.sessionCache,
      };
      for (const change of [
        { action: 'deactivate' as const, user_ids: [a.id] },
        { action: 'change_role' as const, role: 'client' as const, user_ids: [a.id] },
      ]) {
        await expect(bulkUpdate(ctx as unknown as Ctx, change)).rejects.toThrow(LAST_ADMIN_MESSAGE);
      }
      const [{ n }] = (
        await ((await t3.db.execute(
          sql`select count(*)::int as n from users where role = 'admin' and deactivated_at is null`,
        )) as unknown as Promise<{ rows: Array<{ n: number }> }>)
      ).rows as [{ n: number }];
      expect(n).toBe(1);
    } finally {
      await t3.close();
    }
  });
});

describe('sessions and password resets', () => {
  it('lists live sessions, revokes one or all, and mails a reset link that works', async () => {
    const person = await makeUser(t.db, 'credit_team');
    const second = cookieFrom(await login(person.email));
    const detail = await as(admin, 'GET', `/api/admin/users/${person.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const sessions = detail.json().sessions as Array<{ id: string; current: boolean }>;
    expect(sessions).toHaveLength(2);
    expect(sessions.every((s) => !s.current)).toBe(true);
    expect(detail.json().user.last_sign_in_at).not.toBeNull();

    // Another user's session id under this user: 404, nothing revoked.
    const [adminSession] = await rows<{ id: string }>(
      sql`select id from sessions where user_id = ${admin.id} limit 1`,
    );
    expect(
      (await as(admin, 'DELETE', `/api/admin/users/${person.id}/sessions/${adminSession!.id}`)).statusCode,
    ).toBe(404);

    const one = await as(admin, 'DELETE', `/api/admin/users/${person.id}/sessions/${sessions[0]!.id}`);
    expect(one.statusCode).toBe(200);
    const still = [
      (await as(person, 'GET', '/api/auth/current-user')).statusCode,
      (await as({ cookie: second }, 'GET', '/api/auth/current-user')).statusCode,
    ].sort();
    expect(still).toEqual([200, 401]);
    const all = await as(admin, 'DELETE', `/api/admin/users/${person.id}/sessions`);
    expect(all.json().revoked).toBe(1);
    expect((await as({ cookie: second }, 'GET', '/api/auth/current-user')).statusCode).toBe(401);
    expect((await as(person, 'GET', '/api/auth/current-user')).statusCode).toBe(401);

    const before = t.mailer.sent.length;
    const reset = await as(admin, 'POST', `/api/admin/users/${person.id}/password-reset`);
    expect(reset.statusCode).toBe(200);
    const mail = t.mailer.sent.slice(before).find((m) => m.to === person.email)!;
    expect(mail.text).toMatch(/An administrator asked/);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenIn(mail.text), password: 'the-new-password-9' },
    });
    expect(done.statusCode).toBe(200);
    expect((await login(person.email, 'the-new-password-9')).statusCode).toBe(200);

    const trail = (await as(admin, 'GET', `/api/admin/users/${person.id}`)).json().audit as Array<{
      action: string;
    }>;
    expect(trail.map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.session_revoked', 'user.sessions_revoked', 'user.password_reset_sent']),
    );
  });
});

describe('invites', () => {
  it('a single-use link for 72 hours: the invitee sets a password and is signed in with the invited role', async () => {
    const before = t.mailer.sent.length;
    const res = await as(admin, 'POST', '/api/admin/users/invites', {
      email: 'ivy.invite@example.com',
      display_name: 'Ivy Invite',
      role: 'funding_team',
    });
    expect(res.statusCode, res.body).toBe(201);
    const invite = res.json().invite;
    expect(invite.state).toBe('pending');
    const hours = (new Date(invite.expires_at).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const mail = t.mailer.sent.slice(before).find((m) => m.to === 'ivy.invite@example.com')!;
    expect(mail.text).toMatch(/\/accept-invite\?token=/);
    const token = tokenIn(mail.text);
    // The test mailer is an outbox (no mail server): the admin gets the link to share.
    expect(tokenIn(res.json().link)).toBe(token);
    // Only the hash is stored.
    expect(await rows(sql`select 1 from user_invites where token_hash = ${token}`)).toHaveLength(0);

    const list = await as(admin, 'GET', '/api/admin/users/invites');
    expect(list.json().invites.map((i: { email: string }) => i.email)).toContain('ivy.invite@example.com');

    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invites/lookup',
      payload: { token },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().invite).toMatchObject({ email: 'ivy.invite@example.com', role: 'funding_team' });

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invites/accept',
      payload: { token, display_name: 'Ivy', password: 'short' },
    });
    expect(weak.statusCode).toBe(400);

    // Two acceptances at once: one account, one refusal.
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/invites/accept',
        payload: { token, display_name: 'Ivy Invite', password: 'ivys-password-1' },
      });
    const [a, b] = await Promise.all([accept(), accept()]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 400]);
    const won = a.statusCode === 200 ? a : b;
    expect(won.json().user).toMatchObject({ role: 'funding_team', email: 'ivy.invite@example.com' });
    expect(won.json().user.permissions['tickets.assign']).toBe(true);
    const me = await as({ cookie: cookieFrom(won) }, 'GET', '/api/auth/current-user');
    expect(me.json().user.display_name).toBe('Ivy Invite');
    expect(await rows(sql`select 1 from users where lower(email) = 'ivy.invite@example.com'`)).toHaveLength(
      1,
    );
    // Used once: the link is dead.
    expect((await accept()).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/invites/lookup', payload: { token } }))
        .statusCode,
    ).toBe(400);
    // The audit log holds the invitation and the acceptance.
    const actions = await rows<{ action: string }>(
      sql`select action from audit_log where action like 'user.invite%' and target_label like '%ivy.invite@example.com%' order by id`,
    );
    expect(actions.map((r) => r.action)).toEqual(['user.invited', 'user.invite_accepted']);
  });

  it('an expired, revoked or replaced invite does not open; inviting an existing account is a 409', async () => {
    const send = async (email: string) => {
      const before = t.mailer.sent.length;
      const res = await as(admin, 'POST', '/api/admin/users/invites', {
        email,
        display_name: 'Ex',
        role: 'client',
      });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().invite.id as string, token: tokenIn(t.mailer.sent.slice(before).at(-1)!.text) };
    };
    const lookup = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/invites/lookup', payload: { token } });

    const expired = await send('expired@example.com');
    await t.db.execute(
      sql`update user_invites set expires_at = now() - interval '1 minute' where id = ${expired.id}`,
    );
    expect((await lookup(expired.token)).statusCode).toBe(400);

    const revoked = await send('revoked@example.com');
    expect((await as(admin, 'DELETE', `/api/admin/users/invites/${revoked.id}`)).statusCode).toBe(200);
    expect((await lookup(revoked.token)).statusCode).toBe(400);
    expect((await as(admin, 'DELETE', `/api/admin/users/invites/${revoked.id}`)).statusCode).toBe(404);

    const first = await send('twice@example.com');
    const resent = await as(admin, 'POST', `/api/admin/users/invites/${first.id}/resend`);
    expect(resent.statusCode).toBe(201);
    expect((await lookup(first.token)).statusCode).toBe(400);
    expect((await lookup(tokenIn(t.mailer.sent.at(-1)!.text))).statusCode).toBe(200);

    const taken = await as(admin, 'POST', '/api/admin/users/invites', {
      email: funding.email,
      display_name: 'Dup',
      role: 'client',
    });
    expect(taken.statusCode).toBe(409);
    expect((await lookup('not a token!')).statusCode).toBe(400);
  });
});

describe('bulk actions', () => {
  it('changes role or deactivates many at once, all or nothing', async () => {
    const a = await makeUser(t.db, 'client');
    const b = await makeUser(t.db, 'client');
    const res = await as(admin, 'POST', '/api/admin/users/bulk', {
      action: 'change_role',
      role: 'member',
      user_ids: [a.id, b.id, a.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updated).toBe(2);
    const off = await as(admin, 'POST', '/api/admin/users/bulk', {
      action: 'deactivate',
      user_ids: [a.id, b.id],
    });
    expect(off.json().updated).toBe(2);
    expect((await as(a, 'GET', '/api/auth/current-user')).statusCode).toBe(401);
    // An unknown id fails the whole action.
    const missing = await as(admin, 'POST', '/api/admin/users/bulk', {
      action: 'reactivate',
      user_ids: [a.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(missing.statusCode).toBe(404);
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from users where id = ${a.id} and deactivated_at is not null`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    const tooMany = Array.from({ length: 201 }, () => a.id);
    expect(
      (await as(admin, 'POST', '/api/admin/users/bulk', { action: 'deactivate', user_ids: tooMany }))
        .statusCode,
    ).toBe(400);
  });
});

describe('staff directory', () => {
  it('lists active staff with capacity; a staff member edits their own entry, admins anyone', async () => {
    await openTicket(t.app, client, { title: 'Directory capacity' }).then((ticket) =>
      as(admin, 'PATCH', `/api/tickets/${ticket.id}/assign`, { assigned_to: funding.id }),
    );
    const res = await as(funding, 'GET', '/api/admin/employees?role=funding_team');
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json().employees.find((e: { user_id: string }) => e.user_id === funding.id);
    expect(me).toMatchObject({ open_tickets: 1, assigned_clients: 1, availability: 'active' });
    expect(res.json().employees.every((e: { role: string }) => e.role === 'funding_team')).toBe(true);
    expect((await as(client, 'GET', '/api/admin/employees')).statusCode).toBe(403);

    const own = await as(funding, 'PATCH', `/api/admin/employees/${funding.id}`, {
      team: 'Funding desk',
      title: 'Funding specialist',
      phone: '+1 (555) 010-2000',
      time_zone: 'America/Chicago',
      working_hours: { '1': { start: '09:00', end: '17:00' }, '5': { start: '09:00', end: '13:00' } },
      availability: 'away',
      away_until: '2030-01-02T00:00:00.000Z',
      max_clients: 40,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().employee).toMatchObject({
      team: 'Funding desk',
      availability: 'away',
      max_clients: 40,
    });
    expect(
      (await as(funding, 'PATCH', `/api/admin/employees/${admin.id}`, { title: 'Boss' })).statusCode,
    ).toBe(403);
    expect(
      (await as(admin, 'PATCH', `/api/admin/employees/${funding.id}`, { title: 'Senior specialist' }))
        .statusCode,
    ).toBe(200);
    expect((await as(admin, 'PATCH', `/api/admin/employees/${client.id}`, { title: 'X' })).statusCode).toBe(
      404,
    );
    for (const bad of [
      { time_zone: 'Mars/Olympus' },
      { working_hours: { '1': { start: '18:00', end: '09:00' } } },
      { working_hours: { '9': { start: '09:00', end: '17:00' } } },
      { phone: 'call me maybe' },
      { max_clients: -1 },
      { team: 'x'.repeat(61) },
    ]) {
      expect(
        (await as(admin, 'PATCH', `/api/admin/employees/${funding.id}`, bad)).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
    const teams = (await as(admin, 'GET', '/api/admin/employees?team=Funding%20desk')).json();
    expect(teams.teams).toContain('Funding desk');
    expect(teams.employees.map((e: { user_id: string }) => e.user_id)).toEqual([funding.id]);
  });
});
