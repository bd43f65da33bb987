import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SANDBOX_PASSWORD } from './providers/sandbox';

/** Funding content end to end: banks CRUD, matching banks on the report, qualification messages. */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let creditTeam: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  funding = await makeUser(t.db, 'funding_team');
  creditTeam = await makeUser(t.db, 'credit_team');
  client = await makeUser(t.db, 'client', { display_name: 'Jordan Client' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const as = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const auditRows = async (action: string) =>
  (
    (await t.db.execute(
      sql`select action, target_id, target_label, before, after, actor_id from audit_log where action = ${action} order by at`,
    )) as unknown as { rows: Array<Record<string, unknown>> }
  ).rows;

const bank = (over: Record<string, unknown> = {}) => ({
  name: 'Harbor Business Bank',
  products: ['Business line of credit', 'Business credit card'],
  min_score_experian: 680,
  max_inquiries: 4,
  utilization_ceiling: 30,
  all_states: false,
  states: ['TX', 'CA'],
  notes: 'Pulls Experian only.',
  ...over,
});

describe('banks', () => {
  it('refuses clients and staff without funding.manage; funding_team holds it by default', async () => {
    expect((await as(null, 'GET', '/api/admin/banks')).statusCode).toBe(401);
    expect((await as(client, 'GET', '/api/admin/banks')).statusCode).toBe(403);
    expect((await as(creditTeam, 'GET', '/api/admin/banks')).statusCode).toBe(403);
    expect((await as(creditTeam, 'POST', '/api/admin/banks', bank())).statusCode).toBe(403);
    expect((await as(funding, 'GET', '/api/admin/banks')).statusCode).toBe(200);
  });

  it('creates, reads, updates and deletes a bank, each change audited', async () => {
    const created = await as(funding, 'POST', '/api/admin/banks', bank());
    expect(created.statusCode, created.body).toBe(201);
    const b = created.json().bank;
    expect(b).toMatchObject({
      name: 'Harbor Business Bank',
      min_score_experian: 680,
      min_score_equifax: null,
      states: ['CA', 'TX'],
      active: true,
    });
    expect((await as(admin, 'GET', `/api/admin/banks/${b.id}`)).json().bank.id).toBe(b.id);

    const patched = await as(admin, 'PATCH', `/api/admin/banks/${b.id}`, { all_states: true, active: false });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().bank).toMatchObject({ all_states: true, states: [], active: false });

    const del = await as(admin, 'DELETE', `/api/admin/banks/${b.id}`);
    expect(del.statusCode).toBe(200);
    expect((await as(admin, 'GET', `/api/admin/banks/${b.id}`)).statusCode).toBe(404);

    const [c] = await auditRows('bank.created');
    expect(c).toMatchObject({ target_id: b.id, target_label: 'Harbor Business Bank', actor_id: funding.id });
    const [u] = await auditRows('bank.updated');
    expect(u).toMatchObject({ target_id: b.id });
    expect((u!.before as { active: boolean }).active).toBe(true);
    expect((u!.after as { active: boolean }).active).toBe(false);
    const [d] = await auditRows('bank.deleted');
    expect(d).toMatchObject({ target_id: b.id, after: null });
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await as(admin, 'GET', `/api/admin/banks/${missing}`)).statusCode).toBe(404);
    expect((await as(admin, 'PATCH', `/api/admin/banks/${missing}`, { name: 'Nope' })).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', `/api/admin/banks/${missing}`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', '/api/admin/banks/not-a-uuid')).statusCode).toBe(400);
  });

  it.each([
    ['a score below 300', { min_score_equifax: 299 }],
    ['a score above 850', { min_score_transunion: 851 }],
    ['a fractional score', { min_score_experian: 700.5 }],
    ['a utilization over 100%', { utilization_ceiling: 101 }],
    ['negative inquiries', { max_inquiries: -1 }],
    ['an unknown state', { states: ['ZZ'] }],
    ['no states and not all states', { all_states: false, states: [] }],
    ['a blank name', { name: '  ' }],
    ['a huge name', { name: 'x'.repeat(10_000) }],
    ['huge notes', { notes: 'x'.repeat(5000) }],
    ['a NUL byte', { name: 'Bad\u0000Bank' }],
  ])('refuses %s with 400', async (_, over) => {
    const res = await as(admin, 'POST', '/api/admin/banks', bank(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('a patch that leaves no states is a field error', async () => {
    const b = (await as(admin, 'POST', '/api/admin/banks', bank({ all_states: true, states: [] }))).json()
      .bank;
    const res = await as(admin, 'PATCH', `/api/admin/banks/${b.id}`, { all_states: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.errors.states).toMatch(/states/);
    await as(admin, 'DELETE', `/api/admin/banks/${b.id}`);
  });

  it('filters, sorts and pages on the server', async () => {
    const names = ['Zephyr Credit Union', 'Alder Capital', 'Maple Lending'];
    const ids: string[] = [];
    for (const [i, name] of names.entries()) {
      const res = await as(
        admin,
        'POST',
        '/api/admin/banks',
        bank({ name, active: i !== 2, states: ['NY'] }),
      );
      ids.push(res.json().bank.id);
    }
    const page1 = (await as(admin, 'GET', '/api/admin/banks?sort=name&dir=asc&per_page=2&page=1')).json();
    expect(page1.total).toBe(3);
    expect(page1.banks.map((b: { name: string }) => b.name)).toEqual(['Alder Capital', 'Maple Lending']);
    const page2 = (await as(admin, 'GET', '/api/admin/banks?sort=name&dir=asc&per_page=2&page=2')).json();
    expect(page2.banks.map((b: { name: string }) => b.name)).toEqual(['Zephyr Credit Union']);
    const desc = (await as(admin, 'GET', '/api/admin/banks?sort=name&dir=desc')).json();
    expect(desc.banks[0].name).toBe('Zephyr Credit Union');
    const active = (await as(admin, 'GET', '/api/admin/banks?active=false')).json();
    expect(active.banks.map((b: { name: string }) => b.name)).toEqual(['Maple Lending']);
    expect((await as(admin, 'GET', '/api/admin/banks?q=alder')).json().total).toBe(1);
    expect((await as(admin, 'GET', '/api/admin/banks?state=NY')).json().total).toBe(3);
    expect((await as(admin, 'GET', '/api/admin/banks?state=TX')).json().total).toBe(0);
    expect((await as(admin, 'GET', '/api/admin/banks?per_page=1000')).statusCode).toBe(400);
    expect((await as(admin, 'GET', '/api/admin/banks?sort=password')).statusCode).toBe(400);
    for (const id of ids) await as(admin, 'DELETE', `/api/admin/banks/${id}`);
  });
});

describe('matching banks on the stored report', () => {
  it('lists, per bureau, the active banks the result meets', async () => {
    const fetched = await as(client, 'POST', '/api/client/credit-report/fetch', {
      email: 'clean@sandbox.fundpath.test',
      password: SANDBOX_PASSWORD,
      save_credentials: false,
    });
    expect(fetched.statusCode, fetched.body.slice(0, 300)).toBe(200);
    const evaluation = fetched.json().data.evaluation;
    const experian = evaluation.bureaus.Experian.summary.credit_score as number;
    expect(experian).toBeGreaterThan(300);

    const low = (
      await as(admin, 'POST', '/api/admin/banks', {
        name: 'Low Bar Bank',
        min_score_experian: experian,
        products: ['Card'],
      })
    ).json().bank;
    const high = (
      await as(admin, 'POST', '/api/admin/banks', { name: 'High Bar Bank', min_score_experian: 850 })
    ).json().bank;
    const off = (await as(admin, 'POST', '/api/admin/banks', { name: 'Paused Bank', active: false })).json()
      .bank;

    const latest = (await as(client, 'GET', '/api/client/credit-report/latest')).json().data;
    const names = (b: string) => latest.matching_banks[b].map((m: { name: string }) => m.name);
    // Both banks pull Experian only (their one minimum): no match on the other bureaus.
    expect(names('Experian')).toEqual(['Low Bar Bank']);
    expect(latest.matching_banks.Experian[0]).toEqual({
      id: low.id,
      name: 'Low Bar Bank',
      products: ['Card'],
    });
    expect(names('Equifax')).toEqual([]);
    expect(names('TransUnion')).toEqual([]);
    // A bank with no minimum anywhere takes any bureau, unless it is paused.
    const any = (await as(admin, 'POST', '/api/admin/banks', { name: 'Any Bureau Bank' })).json().bank;
    const again = (await as(client, 'GET', '/api/client/credit-report/latest')).json().data;
    expect(again.matching_banks.TransUnion.map((m: { name: string }) => m.name)).toEqual(['Any Bureau Bank']);
    await as(admin, 'DELETE', `/api/admin/banks/${any.id}`);

    const staffView = (
      await as(creditTeam, 'GET', `/api/client/credit-report/latest?user_id=${client.id}`)
    ).json();
    expect(staffView.data.matching_banks.Experian.map((m: { name: string }) => m.name)).toEqual([
      'Low Bar Bank',
    ]);
    for (const b of [low, high, off]) await as(admin, 'DELETE', `/api/admin/banks/${b.id}`);
  });
});

describe('qualification messages', () => {
  it('lists defaults; anyone who sees a decision reads the texts in force', async () => {
    const list = await as(funding, 'GET', '/api/admin/qualification-messages');
    expect(list.statusCode).toBe(200);
    const keys = list.json().messages.map((m: { key: string }) => m.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'overall_approve',
        'overall_borderline',
        'overall_decline',
        'bureau_decline',
        'strategy_credit_repair_required',
        'strategy_single_bureau_qualified',
      ]),
    );
    expect(list.json().messages.every((m: { is_default: boolean }) => m.is_default)).toBe(true);
    const texts = await as(client, 'GET', '/api/qualification-messages');
    expect(texts.statusCode).toBe(200);
    expect(texts.json().messages.overall_approve.title).toBe('Ready for funding');
    expect((await as(client, 'GET', '/api/admin/qualification-messages')).statusCode).toBe(403);
    expect(
      (
        await as(creditTeam, 'PUT', '/api/admin/qualification-messages/overall_approve', {
          title: 'x',
          body: 'y',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('saves an edit with allowed variables (audited), serves it, and resets it to the default', async () => {
    const put = await as(admin, 'PUT', '/api/admin/qualification-messages/strategy_single_bureau_qualified', {
      title: 'Only {{best_bureau}} qualifies',
      body: '{{first_name}}, apply with lenders that pull {{qualifying_bureaus}}.',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toMatchObject({ is_default: false, updated_by_name: 'Avery Admin' });
    const texts = (await as(client, 'GET', '/api/qualification-messages')).json().messages;
    expect(texts.strategy_single_bureau_qualified.title).toBe('Only {{best_bureau}} qualifies');
    const [audit] = await auditRows('qualification_message.updated');
    expect(audit).toMatchObject({ target_id: 'strategy_single_bureau_qualified', actor_id: admin.id });

    const reset = await as(
      admin,
      'DELETE',
      '/api/admin/qualification-messages/strategy_single_bureau_qualified',
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatchObject({ is_default: true, title: 'One bureau qualifies' });
    expect((await auditRows('qualification_message.reset')).length).toBe(1);
    // A second reset changes nothing and records nothing.
    await as(admin, 'DELETE', '/api/admin/qualification-messages/strategy_single_bureau_qualified');
    expect((await auditRows('qualification_message.reset')).length).toBe(1);
  });

  it('refuses unknown variables with a field error naming them, and bureau variables outside bureau messages', async () => {
    const res = await as(admin, 'PUT', '/api/admin/qualification-messages/overall_decline', {
      title: 'Hi {{first_name}}',
      body: 'Your {{password}} and {{ssn}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.errors.body).toMatch(/\{\{password\}\}, \{\{ssn\}\}/);
    expect(res.json().details.errors.title).toBeUndefined();
    const bureau = await as(admin, 'PUT', '/api/admin/qualification-messages/overall_decline', {
      title: 'Score {{score}}',
      body: 'ok',
    });
    expect(bureau.statusCode).toBe(400);
    expect(bureau.json().details.errors.title).toMatch(/score/);
    const fine = await as(admin, 'PUT', '/api/admin/qualification-messages/bureau_decline', {
      title: 'Declined',
      body: '{{bureau}} shows {{score}}',
    });
    expect(fine.statusCode).toBe(200);
  });

  it('404 for an unknown key, 400 for empty or huge texts', async () => {
    const body = { title: 'A', body: 'B' };
    expect((await as(admin, 'PUT', '/api/admin/qualification-messages/nope', body)).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', '/api/admin/qualification-messages/nope')).statusCode).toBe(404);
    for (const bad of [
      { title: '', body: 'B' },
      { title: 'A', body: 'x'.repeat(1001) },
      { title: 'A' },
      { title: 'A\u0000', body: 'B' },
    ]) {
      expect(
        (await as(admin, 'PUT', '/api/admin/qualification-messages/overall_approve', bad)).statusCode,
      ).toBe(400);
    }
  });
});
