import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { resolveRange } from './service';

/**
 * `GET /api/admin/analytics` end to end: who may read it, how the range is validated, and each
 * series over a past week whose rows the test writes with known timestamps (so nothing the
 * factories create "now" lands in it): every day present, zeros where nothing happened, and
 * totals equal to the sums of the rows.
 */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let client: TestUser;

const FROM = '2024-03-01';
const TO = '2024-03-07';
const url = (from = FROM, to = TO) => `/api/admin/analytics?from=${from}&to=${to}`;
const exec = (q: ReturnType<typeof sql>) => t.db.execute(q);
const at = (iso: string) => sql`${iso}::timestamptz`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  funding = await makeUser(t.db, 'funding_team');
  client = await makeUser(t.db, 'client');
});
afterAll(() => t.close());

describe('access and validation', () => {
  it('staff read it; clients are refused, anonymous callers must sign in', async () => {
    expect((await injectAs(t.app, funding, { method: 'GET', url: url() })).statusCode).toBe(200);
    expect((await injectAs(t.app, client, { method: 'GET', url: url() })).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: 'GET', url: url() })).statusCode).toBe(401);
  });

  it('refuses a range that is reversed, too long, in the future, half given or not a date', async () => {
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    for (const bad of [
      url('2024-03-07', '2024-03-01'),
      url('2020-01-01', '2024-01-01'),
      url('2024-02-30', '2024-03-01'),
      url('2024-03-01', future),
      url('1999-12-31', '2000-01-05'),
      '/api/admin/analytics?from=2024-03-01',
      '/api/admin/analytics?to=2024-03-01',
      `/api/admin/analytics?from=${encodeURIComponent('2024-03-01\u0000')}&to=2024-03-02`,
      `/api/admin/analytics?from=${'9'.repeat(5000)}&to=2024-03-02`,
      '/api/admin/analytics?from=yesterday&to=today',
    ]) {
      const res = await injectAs(t.app, admin, { method: 'GET', url: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    // Two years (731 days) is the longest range allowed.
    expect(
      (await injectAs(t.app, admin, { method: 'GET', url: url('2022-03-08', '2024-03-07') })).statusCode,
    ).toBe(200);
  });

  it('defaults to the last 30 days, today included', async () => {
    const res = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/analytics' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const today = new Date().toISOString().slice(0, 10);
    expect(body.range).toMatchObject({ to: today, days: 30 });
    expect(body.signups.rows).toHaveLength(30);
    expect(body.signups.rows.at(-1).date).toBe(today);
    // The users made by this file were created today.
    expect(body.signups.rows.at(-1)).toMatchObject({ clients: 1, staff: 2 });
    expect(resolveRange({}, new Date('2024-03-07T23:59:00Z'))).toEqual({
      from: '2024-02-07',
      to: '2024-03-07',
      days: 30,
    });
  });
});

describe('the series over a known week', () => {
  beforeAll(async () => {
    // Sign-ups: two clients on the 2nd, one staff and one marketplace account on the 4th.
    const c1 = await makeUser(t.db, 'client');
    const c2 = await makeUser(t.db, 'client');
    const c3 = await makeUser(t.db, 'client');
    const staff = await makeUser(t.db, 'credit_team');
    const member = await makeUser(t.db, 'member');
    await exec(
      sql`update users set created_at = ${at('2024-03-02T10:00:00Z')} where id in (${c1.id}, ${c2.id})`,
    );
    await exec(
      sql`update users set created_at = ${at('2024-03-04T23:30:00Z')} where id in (${staff.id}, ${member.id})`,
    );
    await exec(sql`update users set created_at = ${at('2024-02-20T10:00:00Z')} where id = ${c3.id}`);

    // Activity: c1 signs in on the 2nd and the 5th (sessions), c2's last sign-in is the 5th,
    // c3 starts step 1 on the 3rd and completes it on the 6th. The staff sign-in doesn't count.
    for (const [user, when] of [
      [c1.id, '2024-03-02T12:00:00Z'],
      [c1.id, '2024-03-05T08:00:00Z'],
      [staff.id, '2024-03-05T09:00:00Z'],
    ] as const) {
      await exec(sql`insert into sessions (token_hash, user_id, expires_at, max_expires_at, created_at)
        values (${`analytics-${user}-${when}`}, ${user}, now() + interval '1 day', now() + interval '1 day', ${at(when)})`);
    }
    await exec(sql`update users set last_sign_in_at = ${at('2024-03-05T15:00:00Z')} where id = ${c2.id}`);

    // Funnel: c3 and c1 start their journey in the range; c3 completes step 1 and starts step 2;
    // c1 only starts step 1. A client who started before the range is not in the cohort.
    const early = await makeUser(t.db, 'client');
    const progress = (
      user: string,
      step: number,
      status: string,
      started: string,
      completed: string | null,
    ) =>
      exec(sql`insert into coaching_progress (user_id, step_number, status, started_at, completed_at)
        values (${user}, ${step}, ${status}, ${at(started)}, ${completed ? at(completed) : null})`);
    await progress(c3.id, 1, 'completed', '2024-03-03T10:00:00Z', '2024-03-06T10:00:00Z');
    await progress(c3.id, 2, 'in-progress', '2024-03-06T11:00:00Z', null);
    await progress(c1.id, 1, 'in-progress', '2024-03-05T10:00:00Z', null);
    await progress(early.id, 1, 'completed', '2024-02-01T10:00:00Z', '2024-03-04T10:00:00Z');

    // Approvals: two reports on the 3rd (one approved on Experian and Equifax, one declined).
    const report = (user: string, version: number, when: string, tiers: Record<string, string>) =>
      exec(sql`insert into credit_reports (user_id, version, source, raw_report, evaluation, improvements, as_of,
          overall_decision, scores, created_at)
        values (${user}, ${version}, 'manual', '{}', ${JSON.stringify({
          bureaus: Object.fromEntries(Object.entries(tiers).map(([b, tier]) => [b, { decision_tier: tier }])),
        })}::jsonb, '{}'::jsonb, '2024-03-03', 'approve', '{}'::jsonb, ${at(when)})`);
    await report(c1.id, 1, '2024-03-03T09:00:00Z', {
      Experian: 'approve',
      Equifax: 'approve',
      TransUnion: 'decline',
    });
    await report(c1.id, 2, '2024-03-03T18:00:00Z', { Experian: 'decline', Equifax: 'borderline' });

    // Tickets: opened on the 1st (resolved the 2nd, within SLA) and the 2nd (SLA due the 3rd,
    // resolved the 6th: a breach on the 3rd), one opened the 4th and still open past its SLA (5th).
    const ticket = (created: string, due: string, resolved: string | null) =>
      exec(sql`insert into support_tickets (title, description, user_id, status, sla_due_date, resolved_at, created_at)
        values ('Help', 'Please', ${client.id}, ${resolved ? 'resolved' : 'open'}, ${at(due)},
          ${resolved ? at(resolved) : null}, ${at(created)})`);
    await ticket('2024-03-01T10:00:00Z', '2024-03-02T10:00:00Z', '2024-03-02T09:00:00Z');
    await ticket('2024-03-02T10:00:00Z', '2024-03-03T10:00:00Z', '2024-03-06T10:00:00Z');
    await ticket('2024-03-04T10:00:00Z', '2024-03-05T10:00:00Z', null);
  });

  it('has one row per day, zeros included, and totals that are the sums of the rows', async () => {
    const res = await injectAs(t.app, funding, { method: 'GET', url: url() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.range).toEqual({ from: FROM, to: TO, days: 7 });
    const days = [
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
      '2024-03-07',
    ];
    for (const series of [body.signups, body.active_clients, body.approvals, body.tickets]) {
      expect(series.rows.map((r: { date: string }) => r.date)).toEqual(days);
    }

    expect(body.signups.rows.map((r: Record<string, number>) => [r.clients, r.staff, r.other])).toEqual([
      [0, 0, 0],
      [2, 0, 0],
      [0, 0, 0],
      [0, 1, 1],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(body.signups.totals).toEqual({ clients: 2, staff: 1, other: 1, total: 4 });

    // Active: 2nd c1; 3rd c3; 4th the early client (completed step 1); 5th c1, c2; 6th c3.
    expect(body.active_clients.rows.map((r: { active: number }) => r.active)).toEqual([0, 1, 1, 1, 2, 1, 0]);
    expect(body.active_clients.rows.map((r: { first_active: number }) => r.first_active)).toEqual([
      0, 1, 1, 1, 1, 0, 0,
    ]);
    expect(body.active_clients.total).toBe(4);
    expect(body.active_clients.peak).toBe(2);

    expect(body.funnel.cohort).toBe(2);
    expect(body.funnel.steps).toHaveLength(18);
    expect(body.funnel.steps[0]).toMatchObject({ step_number: 1, reached: 2, completed: 1 });
    // Titles come from the journey content (none in a bare test database).
    expect(body.funnel.steps[0]).toHaveProperty('title');
    expect(body.funnel.steps[1]).toMatchObject({ step_number: 2, reached: 1, completed: 0 });
    expect(body.funnel.steps[17]).toMatchObject({ step_number: 18, reached: 0, completed: 0 });

    expect(body.approvals.rows[2]).toEqual({
      date: '2024-03-03',
      evaluations: 2,
      TransUnion: 0,
      Experian: 1,
      Equifax: 1,
    });
    expect(body.approvals.totals).toEqual({ evaluations: 2, TransUnion: 0, Experian: 1, Equifax: 1 });

    expect(
      body.tickets.rows.map((r: Record<string, number>) => [r.opened, r.resolved, r.sla_breached]),
    ).toEqual([
      [1, 0, 0],
      [1, 1, 0],
      [0, 0, 1],
      [1, 0, 0],
      [0, 0, 1],
      [0, 1, 0],
      [0, 0, 0],
    ]);
    expect(body.tickets.totals).toEqual({ opened: 3, resolved: 2, sla_breached: 2 });

    // Every stat-card total is the sum of its rows.
    const sum = (rows: Array<Record<string, number>>, key: string) => rows.reduce((n, r) => n + r[key]!, 0);
    expect(body.signups.totals.clients).toBe(sum(body.signups.rows, 'clients'));
    expect(body.active_clients.total).toBe(sum(body.active_clients.rows, 'first_active'));
    expect(body.tickets.totals.sla_breached).toBe(sum(body.tickets.rows, 'sla_breached'));
  });

  it('a one-day range has one row; a range before anything happened is all zeros', async () => {
    const one = (
      await injectAs(t.app, admin, { method: 'GET', url: url('2024-03-02', '2024-03-02') })
    ).json();
    expect(one.signups.rows).toEqual([{ date: '2024-03-02', clients: 2, staff: 0, other: 0 }]);
    const empty = (
      await injectAs(t.app, admin, { method: 'GET', url: url('2010-01-01', '2010-03-31') })
    ).json();
    expect(empty.range.days).toBe(90);
    expect(empty.tickets.rows).toHaveLength(90);
    expect(empty.tickets.totals).toEqual({ opened: 0, resolved: 0, sla_breached: 0 });
    expect(empty.funnel.cohort).toBe(0);
  });
});
