import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingJourneys } from '../../db/schema/coaching';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SANDBOX_PASSWORD } from '../credit';

/** The credit-repair desk: who is listed, filters, status and assignment rules, audit. */
let t: TestApp;
let admin: TestUser;
let creditTeam: TestUser;
let otherCredit: TestUser;
let steps: TestUser;
let funding: TestUser;
let routed: TestUser;
let second: TestUser;
let onFunding: TestUser;

type Method = 'GET' | 'PATCH';
const as = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const URL = '/api/admin/credit-repair-submissions';

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  creditTeam = await makeUser(t.db, 'credit_team', { display_name: 'Casey Credit' });
  otherCredit = await makeUser(t.db, 'credit_team', { display_name: 'Quinn Credit' });
  steps = await makeUser(t.db, 'steps_team');
  funding = await makeUser(t.db, 'funding_team');
  routed = await makeUser(t.db, 'client', { display_name: 'Riley Routed' });
  second = await makeUser(t.db, 'client', { display_name: 'Sky Second' });
  onFunding = await makeUser(t.db, 'client', { display_name: 'Frankie Funded' });
  const fetched = await injectAs(t.app, routed, {
    method: 'POST',
    url: '/api/client/credit-report/fetch',
    payload: {
      email: 'collections@sandbox.fundpath.test',
      password: SANDBOX_PASSWORD,
      save_credentials: false,
    },
  });
  expect(fetched.statusCode, fetched.body.slice(0, 200)).toBe(200);
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await t.db.insert(coachingJourneys).values([
    { user_id: routed.id, route: 'credit_repair', routed_step: 3, skipped_step: 4, routed_at: at(10) },
    { user_id: second.id, route: 'credit_repair', routed_step: 3, skipped_step: 4, routed_at: at(5) },
    { user_id: onFunding.id, route: 'funding', routed_step: 4, skipped_step: 3, routed_at: at(1) },
  ]);
});
afterAll(() => t.close());

describe('credit-repair submissions', () => {
  it('lists only clients routed to credit repair, newest routing first, with their latest decision', async () => {
    const res = await as(creditTeam, 'GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.submissions.map((s: { client_name: string }) => s.client_name)).toEqual([
      'Sky Second',
      'Riley Routed',
    ]);
    const riley = body.submissions[1];
    expect(riley).toMatchObject({ id: routed.id, status: 'new', assigned_to: null });
    expect(riley.latest_decision).toMatchObject({ overall_decision: 'decline', version: 1 });
    expect(riley.dispute_reasons.length).toBeGreaterThan(0);
    expect(body.submissions[0].latest_decision).toBeNull();
  });

  it('refuses clients and staff an override denies credit.view_reports', async () => {
    expect((await as(null, 'GET', URL)).statusCode).toBe(401);
    expect((await as(routed, 'GET', URL)).statusCode).toBe(403);
    expect((await as(routed, 'PATCH', `${URL}/${routed.id}`, { status: 'completed' })).statusCode).toBe(403);
    const deny = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/permissions/overrides',
      payload: {
        user_id: steps.id,
        permission: 'credit.view_reports',
        granted: false,
        reason: 'Not on the desk',
      },
    });
    expect(deny.statusCode, deny.body).toBe(201);
    expect((await as(steps, 'GET', URL)).statusCode).toBe(403);
    expect((await as(funding, 'GET', URL)).statusCode).toBe(200);
  });

  it('changes status and assignee, audits each change, and filters by both', async () => {
    const status = await as(creditTeam, 'PATCH', `${URL}/${routed.id}`, { status: 'in_progress' });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().submission).toMatchObject({ status: 'in_progress', assigned_to: null });
    const assign = await as(creditTeam, 'PATCH', `${URL}/${routed.id}`, { assigned_to: otherCredit.id });
    expect(assign.json().submission).toMatchObject({
      assigned_to: otherCredit.id,
      assigned_to_name: 'Quinn Credit',
    });

    const audit = (
      (await t.db.execute(
        sql`select action, before, after, actor_id from audit_log where target_id = ${routed.id} order by at`,
      )) as unknown as { rows: Array<Record<string, unknown>> }
    ).rows;
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'credit_repair.status_changed',
        before: { status: 'new', assigned_to: null },
        after: { status: 'in_progress', assigned_to: null },
        actor_id: creditTeam.id,
      }),
      expect.objectContaining({
        action: 'credit_repair.assigned',
        after: { status: 'in_progress', assigned_to: otherCredit.id },
      }),
    ]);

    const names = async (query: string) =>
      (await as(admin, 'GET', `${URL}?${query}`))
        .json()
        .submissions.map((s: { client_name: string }) => s.client_name);
    expect(await names('status=in_progress')).toEqual(['Riley Routed']);
    expect(await names('status=new')).toEqual(['Sky Second']);
    expect(await names(`assignee=${otherCredit.id}`)).toEqual(['Riley Routed']);
    expect(await names('assignee=unassigned')).toEqual(['Sky Second']);
    expect(await names('q=sky')).toEqual(['Sky Second']);
    const paged = (await as(admin, 'GET', `${URL}?per_page=1&page=2`)).json();
    expect(paged).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(paged.submissions.map((s: { client_name: string }) => s.client_name)).toEqual(['Riley Routed']);
  });

  it('assigns only to active credit_team members or admins', async () => {
    for (const target of [funding.id, routed.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await as(admin, 'PATCH', `${URL}/${second.id}`, { assigned_to: target });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.errors.assigned_to).toMatch(/credit team/);
    }
    await t.db.execute(sql`update users set deactivated_at = now() where id = ${otherCredit.id}`);
    const gone = await as(admin, 'PATCH', `${URL}/${second.id}`, { assigned_to: otherCredit.id });
    expect(gone.statusCode).toBe(400);
    const list = (await as(admin, 'GET', `${URL}/assignees`))
      .json()
      .assignees.map((a: { id: string }) => a.id);
    expect(list).toEqual(expect.arrayContaining([admin.id, creditTeam.id]));
    expect(list).not.toContain(otherCredit.id);
    expect(list).not.toContain(funding.id);
    const ok = await as(admin, 'PATCH', `${URL}/${second.id}`, {
      assigned_to: admin.id,
      status: 'submitted',
    });
    expect(ok.json().submission).toMatchObject({ assigned_to: admin.id, status: 'submitted' });
    const unassign = await as(admin, 'PATCH', `${URL}/${second.id}`, { assigned_to: null });
    expect(unassign.json().submission.assigned_to).toBeNull();
  });

  it('404 for clients not routed to credit repair and unknown ids; 400 for bad input', async () => {
    expect((await as(admin, 'GET', `${URL}/${onFunding.id}`)).statusCode).toBe(404);
    expect((await as(admin, 'PATCH', `${URL}/${onFunding.id}`, { status: 'completed' })).statusCode).toBe(
      404,
    );
    expect((await as(admin, 'GET', `${URL}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', `${URL}/nope`)).statusCode).toBe(400);
    expect((await as(admin, 'PATCH', `${URL}/${routed.id}`, { status: 'lost' })).statusCode).toBe(400);
    expect((await as(admin, 'PATCH', `${URL}/${routed.id}`, {})).statusCode).toBe(400);
    expect((await as(admin, 'GET', `${URL}?status=lost`)).statusCode).toBe(400);
    expect((await as(admin, 'GET', `${URL}?assignee=someone`)).statusCode).toBe(400);
    expect((await as(admin, 'GET', `${URL}?per_page=500`)).statusCode).toBe(400);
  });
});
