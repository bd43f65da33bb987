import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildExport } from './service';

/**
 * `/admin/compliance` end to end: staff read, admins act; consents are append-only and the CROA
 * window is computed; an export is queued, built into a ZIP of JSON + files and downloadable for
 * staff; deletion anonymises through auth, ends sessions and keeps the legal records; audit rows.
 */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let client: TestUser;
const BASE = '/api/admin/compliance';
const APPEND_ONLY = { cause: { message: expect.stringMatching(/append-only/) } };

type Method = 'GET' | 'POST';
const as = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  funding = await makeUser(t.db, 'funding_team');
  client = await makeUser(t.db, 'client', { display_name: 'Casey Client' });
});
afterAll(() => t.close());

describe('consents', () => {
  it('records what the client agreed to, with IP, and the CROA window', async () => {
    const own = await injectAs(t.app, client, {
      method: 'POST',
      url: '/api/consents',
      payload: { kind: 'croa_disclosure', version: '2026-01', statement: 'I read the CROA disclosure.' },
      headers: { 'user-agent': 'ConsentTest' },
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().consent).toMatchObject({
      user_id: client.id,
      ip: '127.0.0.1',
      user_agent: 'ConsentTest',
    });
    expect(own.json().consent.cancel_window_open).toBe(true);

    const old = await as(admin, 'POST', `${BASE}/consents`, {
      user_id: client.id,
      kind: 'croa_disclosure',
      version: '2025-06',
      statement: 'Signed the paper CROA disclosure at the office.',
      agreed_at: '2025-06-02T15:00:00Z',
    });
    expect(old.statusCode, old.body).toBe(201);
    // Monday 2 June → Tue, Wed, Thu are the 3 business days: open until Friday 00:00 UTC.
    expect(old.json().consent.cancel_until).toBe('2025-06-06T00:00:00.000Z');
    expect(old.json().consent.cancel_window_open).toBe(false);

    expect((await as(funding, 'POST', `${BASE}/consents`, { user_id: client.id })).statusCode).toBe(403);
    const future = await as(admin, 'POST', `${BASE}/consents`, {
      user_id: client.id,
      kind: 'terms_of_service',
      version: 'v1',
      statement: 'Accepted the terms of service.',
      agreed_at: '2099-01-01T00:00:00Z',
    });
    expect(future.statusCode).toBe(400);
    expect(
      (
        await as(admin, 'POST', `${BASE}/consents`, {
          user_id: client.id,
          kind: 'x',
          version: 'v',
          statement: '\u0000',
        })
      ).statusCode,
    ).toBe(400);

    const list = await as(funding, 'GET', `${BASE}/consents?q=Casey`);
    expect(list.json().total).toBe(2);
    expect((await as(client, 'GET', `${BASE}/consents`)).statusCode).toBe(403);
    await expect(
      t.db.execute(sql`delete from consent_records where user_id = ${client.id}`),
    ).rejects.toMatchObject(APPEND_ONLY);
  });
});

describe('data exports', () => {
  it('queues, builds a ZIP of JSON and serves it to staff', async () => {
    expect((await as(funding, 'POST', `${BASE}/exports`, { user_email: client.email })).statusCode).toBe(403);
    expect((await as(admin, 'POST', `${BASE}/exports`, { user_email: 'nobody@x.test' })).statusCode).toBe(
      400,
    );
    const res = await as(admin, 'POST', `${BASE}/exports`, { user_email: client.email });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().export.id as string;
    expect(res.json().export.status).toBe('requested');
    const jobs = await rows<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'compliance.export' and data->>'exportId' = ${id}`,
    );
    expect(jobs[0]!.n).toBe(1);

    expect((await as(funding, 'GET', `${BASE}/exports/${id}/download`)).statusCode).toBe(409);
    await buildExport({ db: t.db, storage: t.app.deps.storage, log: t.app.log }, id);
    const done = (await as(funding, 'GET', `${BASE}/exports/${id}`)).json().export;
    expect(done).toMatchObject({ status: 'completed', downloadable: true });

    const dl = await as(funding, 'GET', `${BASE}/exports/${id}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(dl.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['profile.json', 'consents.json', 'contracts.json', 'files.json']),
    );
    const profile = JSON.parse(new TextDecoder().decode(files['profile.json']));
    expect(profile.email).toBe(client.email);
    expect(profile.password_hash).toBeUndefined();
    expect(JSON.parse(new TextDecoder().decode(files['consents.json']))).toHaveLength(2);
    expect((await as(client, 'GET', `${BASE}/exports/${id}/download`)).statusCode).toBe(403);
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where target_id = ${client.id} and action like 'data_export.%' order by at`,
    );
    expect(audit.map((a) => a.action)).toEqual(['data_export.requested', 'data_export.downloaded']);
  });
});

describe('deletion requests', () => {
  it('anonymises the user, ends sessions, keeps consents; admins only', async () => {
    const victim = await makeUser(t.db, 'client', { display_name: 'Dana Delete' });
    await as(victim, 'POST', '/api/consents', {
      kind: 'credit_pull',
      version: 'v1',
      statement: 'I allow a pull.',
    });
    expect((await as(funding, 'POST', `${BASE}/deletions`, { user_email: victim.email })).statusCode).toBe(
      403,
    );
    expect((await as(admin, 'POST', `${BASE}/deletions`, { user_email: admin.email })).statusCode).toBe(400);

    const res = await as(admin, 'POST', `${BASE}/deletions`, {
      user_email: victim.email,
      reason: 'User asked',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().deletion).toMatchObject({ status: 'completed', user_name: 'Deleted user' });
    expect(res.json().deletion.summary.kept.length).toBeGreaterThan(0);

    const [user] = await rows<{ email: string; display_name: string; deactivated_at: string | null }>(
      sql`select email, display_name, deactivated_at from users where id = ${victim.id}`,
    );
    expect(user!.email).not.toContain('Dana');
    expect(user!.email).toMatch(/@deleted\.invalid$/);
    expect(user!.deactivated_at).not.toBeNull();
    expect((await as(victim, 'GET', '/api/auth/current-user')).statusCode).toBe(401);
    const kept = await rows<{ n: number }>(
      sql`select count(*)::int as n from consent_records where user_id = ${victim.id}`,
    );
    expect(kept[0]!.n).toBe(1);

    const again = await as(admin, 'POST', `${BASE}/deletions`, { user_email: user!.email });
    expect(again.statusCode).toBe(409);
    expect((await as(funding, 'GET', `${BASE}/deletions?status=completed`)).json().total).toBe(1);
    const audit = await rows<{ action: string; target_label: string }>(
      sql`select action, target_label from audit_log where target_id = ${victim.id} and action like 'deletion.%' order by at`,
    );
    expect(audit.map((a) => a.action)).toEqual(['deletion.requested', 'deletion.completed']);
    expect(audit.every((a) => !a.target_label.includes('Dana'))).toBe(true);
  });
});
