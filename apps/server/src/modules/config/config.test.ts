import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * `/admin/config`: who may read and change the run-time settings, validation per setting and
 * across settings, secrets write-only and encrypted at rest, every change audited, and the
 * change applied at once (the AI coach's provider, the mailer's transport).
 */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  funding = await makeUser(t.db, 'funding_team');
});
afterAll(() => t.close());

const put = (user: TestUser | null, values: Record<string, unknown>) =>
  injectAs(t.app, user, { method: 'PUT', url: '/api/admin/config', payload: { values } });
const list = async () =>
  (await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/config' })).json().settings as Array<{
    key: string;
    value: unknown;
    is_set: boolean;
    source: string;
    updated_by_name: string | null;
  }>;
const setting = async (key: string) => (await list()).find((s) => s.key === key)!;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('/api/admin/config', () => {
  it('is for admins holding config.edit only', async () => {
    expect((await injectAs(t.app, null, { method: 'GET', url: '/api/admin/config' })).statusCode).toBe(401);
    expect((await injectAs(t.app, funding, { method: 'GET', url: '/api/admin/config' })).statusCode).toBe(
      403,
    );
    expect((await put(funding, { 'ai.model': 'x' })).statusCode).toBe(403);
    const readOnly = await makeUser(t.db, 'admin');
    await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/permissions/overrides',
      payload: { user_id: readOnly.id, permission: 'config.edit', granted: false, reason: 'Auditor account' },
    });
    expect((await put(readOnly, { 'ai.model': 'x' })).statusCode).toBe(403);
  });

  it('lists every setting with its source; the environment defaults are in effect', async () => {
    const all = await list();
    expect(all.map((s) => s.key)).toEqual(
      expect.arrayContaining(['ai.provider', 'credit.provider', 'mail.from']),
    );
    expect(all.find((s) => s.key === 'ai.provider')).toMatchObject({
      value: 'builtin',
      source: 'environment',
    });
    expect(all.find((s) => s.key === 'ai.api_key')).toMatchObject({ value: null, is_set: false });
  });

  it('validates each value and the combinations, with field errors by key, and changes nothing then', async () => {
    for (const [values, field] of [
      [{ 'ai.provider': 'skynet' }, 'ai.provider'],
      [{ 'ai.timeout_ms': 10 }, 'ai.timeout_ms'],
      [{ 'ai.timeout_ms': '5000' }, 'ai.timeout_ms'],
      [{ 'ai.base_url': 'ftp://example.com' }, 'ai.base_url'],
      [{ 'mail.from': 'not an address' }, 'mail.from'],
      [{ 'mail.smtp_url': 'http://mail.example.com' }, 'mail.smtp_url'],
      [{ 'ai.model': 'x'.repeat(101) }, 'ai.model'],
      [{ 'ai.provider': 'openai' }, 'ai.base_url'],
      [{ 'credit.provider': 'http' }, 'credit.url'],
    ] as const) {
      const res = await put(admin, values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().details.errors[field], JSON.stringify(values)).toBeTruthy();
    }
    expect((await put(admin, { 'no.such': 1 })).statusCode).toBe(400);
    expect((await put(admin, {})).statusCode).toBe(400);
    expect((await put(admin, { 'ai.model': 'a\u0000b' })).statusCode).toBe(400);
    expect(await rows(sql`select key from platform_settings`)).toEqual([]);
  });

  it('switches the coach to a configured service at once, keeps the key write-only and encrypted, and audits it', async () => {
    const res = await put(admin, {
      'ai.provider': 'openai',
      'ai.base_url': 'http://127.0.0.1:9/v1',
      'ai.model': 'llama3.1',
      'ai.api_key': 'sk-test-very-secret-1234',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('sk-test-very-secret-1234');
    expect(await setting('ai.api_key')).toMatchObject({ value: null, is_set: true, source: 'override' });
    expect(await setting('ai.model')).toMatchObject({
      value: 'llama3.1',
      source: 'override',
      updated_by_name: admin.display_name,
    });

    // The coach uses the service now (no restart): the AI dashboard reports it.
    const dash = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/ai/dashboard?days=7' });
    expect(dash.json().provider).toMatchObject({ name: 'openai', model: 'llama3.1', configured: true });

    const [stored] = await rows<{ secret: string; value: unknown }>(
      sql`select secret, value from platform_settings where key = 'ai.api_key'`,
    );
    expect(stored!.value).toBeNull();
    expect(stored!.secret).toMatch(/^v1:/);
    expect(stored!.secret).not.toContain('very-secret');
    const audit = await rows<{ action: string; target_id: string; before: unknown; after: unknown }>(
      sql`select action, target_id, before, after from audit_log where target_type = 'config' order by id`,
    );
    expect(audit.map((a) => a.target_id)).toEqual(
      expect.arrayContaining(['ai.provider', 'ai.base_url', 'ai.model', 'ai.api_key']),
    );
    expect(JSON.stringify(audit)).not.toContain('very-secret');
    expect(audit.find((a) => a.target_id === 'ai.api_key')).toMatchObject({
      before: { set: false },
      after: { set: true },
    });
    expect(audit.find((a) => a.target_id === 'ai.model')).toMatchObject({
      after: { value: 'llama3.1', override: true },
    });

    // Clearing the overrides returns to the environment, and the built-in coach.
    const back = await put(admin, {
      'ai.provider': null,
      'ai.base_url': null,
      'ai.model': null,
      'ai.api_key': null,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await setting('ai.provider')).toMatchObject({ value: 'builtin', source: 'environment' });
    const after = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/ai/dashboard?days=7' });
    expect(after.json().provider).toMatchObject({ name: 'builtin', configured: false });
  });

  it('the mailer follows the settings: an SMTP URL makes invites e-mailed (no link handed out)', async () => {
    // The test app's own mailer stands in for the transport, so only the sender setting is read here;
    // what the switching mailer does is checked through the setting's effect on the outbox check.
    expect((await put(admin, { 'mail.from': 'Acme Funding <hello@acme.test>' })).statusCode).toBe(200);
    expect(t.app.deps.settings.mailFrom()).toBe('Acme Funding <hello@acme.test>');
    expect((await put(admin, { 'mail.smtp_url': 'smtp://user:pass@127.0.0.1:2525' })).statusCode).toBe(200);
    expect(t.app.deps.settings.smtpUrl()).toBe('smtp://user:pass@127.0.0.1:2525');
    expect(await setting('mail.smtp_url')).toMatchObject({ value: null, is_set: true });
    expect((await put(admin, { 'mail.smtp_url': null, 'mail.from': null })).statusCode).toBe(200);
    expect(t.app.deps.settings.smtpUrl()).toBeNull();
  });
});
