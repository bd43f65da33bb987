import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands';
import { clientSummaries } from '../../db/schema/clients';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { refreshClient } from '../clients';
import { leadsSection, monthRanges } from './service';

/**
 * `GET /api/staff-analytics` end to end over rows the test writes: clients with journey progress
 * (waiting for approval for 2 hours, 2 days, 5 days), credit reports this month and last, tickets
 * with SLA and first responses; "me" (assigned clients and tickets) and "team", brand scope,
 * and who may ask. Times are relative to now, so the month figures hold whenever it runs.
 */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let branded: TestUser;
let client: TestUser;
const c: Record<'c1' | 'c2' | 'c3' | 'c4' | 'c5', TestUser> = {} as never;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const at = (ms: number) => sql`${iso(ms)}::timestamptz`;
const exec = (q: SQL) => t.db.execute(q);
const today = iso(now).slice(0, 10);
const weekAgo = iso(now - 7 * DAY).slice(0, 10);
const get = async (user: TestUser, query = '') => {
  const res = await injectAs(t.app, user, {
    method: 'GET',
    url: `/api/staff-analytics?from=${weekAgo}&to=${today}${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  const [brand] = await t.db
    .insert(brands)
    .values({ name: 'Acme', slug: `acme-${now}` })
    .returning();
  admin = await makeUser(t.db, 'admin');
  funding = await makeUser(t.db, 'funding_team');
  branded = await makeUser(t.db, 'credit_team', { brand_id: brand!.id });
  client = await makeUser(t.db, 'client');
  c.c1 = await makeUser(t.db, 'client');
  c.c2 = await makeUser(t.db, 'client');
  c.c3 = await makeUser(t.db, 'client', { brand_id: brand!.id });
  c.c4 = await makeUser(t.db, 'client');
  c.c5 = await makeUser(t.db, 'client', { brand_id: brand!.id });

  // Journeys: c1 waits 2 hours on step 1, c2 waits 2 days on step 2 (step 1 done), c3 5 days on step 1.
  const progress = (user: string, step: number, status: string, started: number, submitted: number | null) =>
    exec(sql`insert into coaching_progress (user_id, step_number, status, started_at, submitted_at, completed_at)
      values (${user}, ${step}, ${status}, ${at(started)}, ${submitted ? at(submitted) : null},
        ${status === 'completed' ? at(started + HOUR) : null})`);
  await progress(c.c1.id, 1, 'pending_approval', now - 3 * HOUR, now - 2 * HOUR);
  await progress(c.c2.id, 1, 'completed', now - 10 * DAY, null);
  await progress(c.c2.id, 2, 'pending_approval', now - 3 * DAY, now - 2 * DAY);
  await progress(c.c3.id, 1, 'pending_approval', now - 6 * DAY, now - 5 * DAY);
  for (const u of Object.values(c)) await refreshClient(t.db, u.id);
  // Fran (funding) is assigned c1, c3 and c4.
  for (const u of [c.c1, c.c3, c.c4]) {
    const res = await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/api/clients/${u.id}/assignees`,
      payload: { staff_ids: [funding.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  // Credit reports: this month (just after its first instant) and last month.
  const { this_month, last_month } = monthRanges(new Date(now));
  const thisMonth = Date.parse(`${this_month.from}T00:00:00Z`) + 1000;
  const lastMonth = Date.parse(`${last_month.from}T12:00:00Z`);
  const report = (user: string, version: number, when: number, approved: string[]) =>
    exec(sql`insert into credit_reports (user_id, version, source, raw_report, evaluation, improvements, as_of,
        overall_decision, scores, created_at)
      values (${user}, ${version}, 'manual', '{}', ${JSON.stringify({
        bureaus: Object.fromEntries(
          ['TransUnion', 'Experian', 'Equifax'].map((b) => [
            b,
            { decision_tier: approved.includes(b) ? 'approve' : 'decline' },
          ]),
        ),
      })}::jsonb, '{}'::jsonb, ${iso(when).slice(0, 10)}, 'approve', '{}'::jsonb, ${at(when)})`);
  await report(c.c1.id, 1, lastMonth, ['TransUnion']);
  await report(c.c1.id, 2, thisMonth, ['Experian', 'Equifax']);
  await report(c.c2.id, 1, thisMonth, ['TransUnion']);
  await report(c.c3.id, 1, lastMonth, ['Experian']);
  await report(c.c3.id, 2, thisMonth, ['Equifax']);
  await report(c.c4.id, 1, lastMonth - 40 * DAY, ['Experian']); // two months ago: neither

  // Tickets (range: the last 7 days).
  const ticket = (
    user: string,
    o: { assigned?: string; created: number; due: number; firstMin?: number; resolved?: number },
  ) =>
    exec(sql`insert into support_tickets (title, description, user_id, assigned_to, status, sla_due_date,
        resolved_at, first_response_at, created_at)
      values ('Help', 'Please', ${user}, ${o.assigned ?? null}, ${o.resolved ? 'resolved' : 'open'}, ${at(o.due)},
        ${o.resolved ? at(o.resolved) : null}, ${o.firstMin ? at(o.created + o.firstMin * 60_000) : null},
        ${at(o.created)})`);
  // Open, in SLA, Fran's, first reply after 30 min.
  await ticket(c.c1.id, { assigned: funding.id, created: now - 2 * DAY, due: now + DAY, firstMin: 30 });
  // Open past its SLA, nobody's, first reply after 90 min.
  await ticket(c.c2.id, { created: now - 3 * DAY, due: now - DAY, firstMin: 90 });
  // Brand client's, Fran's, resolved yesterday, first reply after 10 min.
  await ticket(c.c3.id, {
    assigned: funding.id,
    created: now - 4 * DAY,
    due: now - 3 * DAY,
    firstMin: 10,
    resolved: now - DAY,
  });
  // Long ago: outside the range, resolved.
  await ticket(c.c2.id, {
    created: now - 30 * DAY,
    due: now - 29 * DAY,
    firstMin: 5,
    resolved: now - 20 * DAY,
  });
});
afterAll(() => t.close());

describe('GET /api/staff-analytics: access and validation', () => {
  it('staff read it; clients are refused; anonymous callers must sign in', async () => {
    const url = '/api/staff-analytics';
    expect((await injectAs(t.app, funding, { method: 'GET', url })).statusCode).toBe(200);
    expect((await injectAs(t.app, client, { method: 'GET', url })).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a bad range or scope with 400', async () => {
    const future = iso(now + 5 * DAY).slice(0, 10);
    for (const bad of [
      '?from=2024-03-07&to=2024-03-01',
      '?from=2020-01-01&to=2024-01-01',
      '?from=2024-02-30&to=2024-03-01',
      `?from=2024-03-01&to=${future}`,
      '?from=2024-03-01',
      `?from=${encodeURIComponent('2024-03-01\u0000')}&to=2024-03-02`,
      `?from=${'9'.repeat(5000)}&to=2024-03-02`,
      '?scope=everyone',
      `?scope=${encodeURIComponent('me\u0000')}`,
    ]) {
      const res = await injectAs(t.app, funding, { method: 'GET', url: `/api/staff-analytics${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('defaults to the team over the last 30 days', async () => {
    const res = await injectAs(t.app, funding, { method: 'GET', url: '/api/staff-analytics' });
    expect(res.json()).toMatchObject({ scope: 'team', range: { to: today, days: 30 } });
  });
});

describe('GET /api/staff-analytics: the numbers', () => {
  it('team: clients per step sum to the clients the rows hold; waiting ages in their buckets', async () => {
    const body = await get(funding, '&scope=team');
    const rows = await t.db.select().from(clientSummaries);
    expect(body.clients.total).toBe(rows.length);
    expect(body.clients.total).toBe(6); // c1–c5 and the client account
    const perStep = new Map<number, number>();
    for (const r of rows) perStep.set(r.current_step, (perStep.get(r.current_step) ?? 0) + 1);
    expect(
      Object.fromEntries(
        body.clients.steps.map((s: { step_number: number; clients: number }) => [s.step_number, s.clients]),
      ),
    ).toEqual(Object.fromEntries(perStep));
    expect(body.clients.steps.reduce((n: number, s: { clients: number }) => n + s.clients, 0)).toBe(6);
    expect(body.approvals_waiting).toMatchObject({
      count: 3,
      buckets: { under_1d: 1, d1_3: 1, over_3d: 1 },
      oldest_hours: 120,
    });
    expect(Date.parse(body.approvals_waiting.oldest_since)).toBeCloseTo(now - 5 * DAY, -4);
  });

  it('team: bureau approvals this month vs last, from the stored evaluations', async () => {
    const body = await get(funding);
    const { this_month, last_month } = monthRanges(new Date(now));
    expect(body.bureau_approvals).toEqual({
      this_month: {
        month: this_month.from.slice(0, 7),
        evaluations: 3,
        TransUnion: 1,
        Experian: 1,
        Equifax: 2,
      },
      last_month: {
        month: last_month.from.slice(0, 7),
        evaluations: 2,
        TransUnion: 1,
        Experian: 1,
        Equifax: 0,
      },
    });
  });

  it('team: tickets open, breached, opened and resolved in the range, median first response', async () => {
    const body = await get(admin);
    expect(body.tickets).toEqual({
      open: 2,
      breached: 1,
      opened: 3,
      resolved: 1,
      median_first_response_minutes: 30,
    });
  });

  it('me: only my assigned clients, their reports, and the tickets assigned to me', async () => {
    const body = await get(funding, '&scope=me');
    expect(body.scope).toBe('me');
    expect(body.clients.total).toBe(3);
    expect(body.approvals_waiting).toMatchObject({ count: 2, buckets: { under_1d: 1, d1_3: 0, over_3d: 1 } });
    expect(body.bureau_approvals.this_month).toMatchObject({
      evaluations: 2,
      TransUnion: 0,
      Experian: 1,
      Equifax: 2,
    });
    expect(body.bureau_approvals.last_month).toMatchObject({
      evaluations: 2,
      TransUnion: 1,
      Experian: 1,
      Equifax: 0,
    });
    expect(body.tickets).toEqual({
      open: 1,
      breached: 0,
      opened: 2,
      resolved: 1,
      median_first_response_minutes: 20,
    });
  });

  it('branded staff count only their brand (team), and nothing of theirs (me)', async () => {
    const team = await get(branded);
    expect(team.clients.total).toBe(2);
    expect(team.approvals_waiting).toMatchObject({ count: 1, buckets: { under_1d: 0, d1_3: 0, over_3d: 1 } });
    expect(team.bureau_approvals.this_month).toMatchObject({ evaluations: 1, Equifax: 1, Experian: 0 });
    expect(team.bureau_approvals.last_month).toMatchObject({ evaluations: 1, Experian: 1 });
    expect(team.tickets).toEqual({
      open: 0,
      breached: 0,
      opened: 1,
      resolved: 1,
      median_first_response_minutes: 10,
    });

    const mine = await get(branded, '&scope=me');
    expect(mine.clients).toEqual({ total: 0, steps: [] });
    expect(mine.approvals_waiting).toMatchObject({ count: 0, oldest_since: null, oldest_hours: null });
    expect(mine.bureau_approvals.this_month.evaluations).toBe(0);
    expect(mine.tickets).toEqual({
      open: 0,
      breached: 0,
      opened: 0,
      resolved: 0,
      median_first_response_minutes: null,
    });
  });
});

describe('monthRanges', () => {
  it('is this month so far and the whole month before, across a year end', () => {
    expect(monthRanges(new Date('2026-01-15T08:00:00Z'))).toEqual({
      this_month: { from: '2026-01-01', to: '2026-01-15' },
      last_month: { from: '2025-12-01', to: '2025-12-31' },
    });
    expect(monthRanges(new Date('2024-03-01T00:00:00Z')).last_month).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });
});

describe('leadsSection', () => {
  it('sums the stages and converts won / (won + lost); null before any stage or close', () => {
    expect(leadsSection([])).toBeNull();
    const stage = (kind: 'open' | 'won' | 'lost', leads: number) => ({
      stage_id: `${kind}-id`,
      name: kind,
      kind,
      leads,
    });
    expect(leadsSection([stage('open', 4), stage('won', 3), stage('lost', 1)])).toMatchObject({
      total: 8,
      won: 3,
      lost: 1,
      conversion_rate: 0.75,
    });
    expect(leadsSection([stage('open', 2)])?.conversion_rate).toBeNull();
  });
});
