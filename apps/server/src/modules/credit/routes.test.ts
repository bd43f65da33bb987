import {
  fixturesDir,
  fixtureNames as listFixtures,
  loadExpected,
  readFixtureText as readFixture,
} from '@fundpath/credit-engine/testing/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAuditLog, creditReports, users } from '../../db/schema';
import type { Ctx } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CreditProviderError, type CreditReportProvider } from './providers';
import {
  SANDBOX_BAD_PASSWORD_MESSAGE,
  SANDBOX_PASSWORD,
  SANDBOX_UNKNOWN_ACCOUNT_MESSAGE,
} from './providers/sandbox';
import * as service from './service';

const fixtureNames = listFixtures();

let t: TestApp;
let admin: TestUser;
let creditTeam: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  creditTeam = await makeUser(t.db, 'credit_team');
});
afterAll(() => t.close());

const post = (user: TestUser | null, url: string, payload: unknown) =>
  injectAs(t.app, user, { method: 'POST', url, payload: payload as object });
const get = (user: TestUser | null, url: string) => injectAs(t.app, user, { method: 'GET', url });
const sandbox = (persona: string) => ({
  email: `${persona}@sandbox.fundpath.test`,
  password: SANDBOX_PASSWORD,
});

async function fetchAs(user: TestUser, persona: string, extra: Record<string, unknown> = {}) {
  const res = await post(user, '/api/client/credit-report/fetch', { ...sandbox(persona), ...extra });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
}

describe('POST /api/credit-decision/evaluate', () => {
  it('finds the shared fixtures', () => {
    expect(fixtureNames.length, `no fixtures in ${fixturesDir}`).toBeGreaterThan(0);
  });

  it.each(fixtureNames)('%s matches its expected outcome', async (name) => {
    const expected = loadExpected(name);
    const res = await post(creditTeam, '/api/credit-decision/evaluate', {
      raw_credit_data: JSON.parse(readFixture(name)),
      as_of: expected.as_of,
    });
    expect(res.statusCode).toBe(200);
    const { status, evaluation, improvements } = res.json();
    expect(status).toBe('success');
    const bureaus: Record<string, unknown> = {};
    for (const [bureau, ev] of Object.entries<{
      decision_tier: string;
      triggered_rules: Array<{ rule: string; recommended_paydown?: number }>;
    }>(evaluation.bureaus)) {
      bureaus[bureau] = {
        decision_tier: ev.decision_tier,
        rules: ev.triggered_rules.map((h) => h.rule).sort(),
        recommended_paydown:
          ev.triggered_rules.find((h) => h.rule === 'high_utilization')?.recommended_paydown ?? null,
      };
    }
    expect({
      as_of: evaluation.as_of,
      overall_decision: evaluation.overall_decision,
      qualifying_bureaus: evaluation.qualifying_bureaus,
      best_bureau: evaluation.best_bureau,
      funding_strategy: evaluation.funding_strategy,
      bureaus,
    }).toEqual(expected);
    // Every bureau that does not approve (and has data) gets a plan.
    const needPlans = Object.entries<{ decision_tier: string; has_data: boolean }>(evaluation.bureaus)
      .filter(([, b]) => b.has_data && b.decision_tier !== 'approve')
      .map(([b]) => b);
    expect(Object.keys(improvements.bureaus).sort()).toEqual(needPlans.sort());
  });

  it('accepts the report as a JSON string and lets a client evaluate what they submit', async () => {
    const client = await makeUser(t.db, 'client');
    const res = await post(client, '/api/credit-decision/evaluate', {
      raw_credit_data: readFixture('late-4-months'),
      as_of: '2026-11-21',
    });
    expect(res.json().evaluation.funding_strategy).toBe('SINGLE_BUREAU_QUALIFIED');
    expect(res.json().improvements.bureaus.TransUnion.achievable).toBe(true);
  });

  it('follows the engine for missing or unrecognisable data', async () => {
    for (const payload of [{}, { raw_credit_data: '' }, { raw_credit_data: null }, { raw_credit_data: {} }]) {
      const res = await post(creditTeam, '/api/credit-decision/evaluate', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        evaluation: {
          overall_decision: 'decline',
          error: 'No credit report data provided',
          funding_strategy: null,
        },
      });
    }
    const junk = await post(creditTeam, '/api/credit-decision/evaluate', {
      raw_credit_data: { hello: 'world' },
    });
    expect(junk.json().evaluation.error).toBe('Could not find merged credit report data');
  });

  it('refuses an as_of that is not YYYY-MM-DD', async () => {
    const res = await post(creditTeam, '/api/credit-decision/evaluate', {
      raw_credit_data: {},
      as_of: '11/21/2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it("evaluates a stored report by id (the client's own) with a chosen as_of", async () => {
    const client = await makeUser(t.db, 'client');
    const saved = await post(client, '/api/credit-decision/save-report', {
      raw_credit_data: readFixture('late-10-months'),
    });
    const id = saved.json().report_id;
    const now = await post(client, '/api/credit-decision/evaluate', { report_id: id, as_of: '2026-09-25' });
    expect(now.json().evaluation.bureaus.TransUnion.decision_tier).toBe('borderline');
    // A year later the late mark has left the 12-month window.
    const later = await post(client, '/api/credit-decision/evaluate', { report_id: id, as_of: '2027-09-25' });
    expect(later.json().evaluation.funding_strategy).toBe('ALL_BUREAUS_QUALIFIED');
  });
});

describe('POST /api/credit-decision/save-report', () => {
  it('re-evaluates (ignoring a forged decision_result), versions per user, and sets the approvals', async () => {
    const client = await makeUser(t.db, 'client');
    const forged = { overall_decision: 'approve', funding_strategy: 'ALL_BUREAUS_QUALIFIED', bureaus: {} };
    const res = await post(client, '/api/credit-decision/save-report', {
      raw_credit_data: JSON.parse(readFixture('collection')),
      decision_result: forged,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', version: 1 });
    // as_of defaults to the report's own date, so the stored decision is the fixture's.
    expect(res.json().evaluation).toMatchObject({
      overall_decision: 'decline',
      funding_strategy: 'SINGLE_BUREAU_QUALIFIED',
    });

    const [row] = await t.db.select().from(users).where(eq(users.id, client.id));
    expect(row!.latest_credit_report_json).toMatchObject({
      transunion_approval: false,
      experian_approval: false,
      equifax_approval: true,
      overall_decision: 'decline',
    });
    expect(Date.parse(row!.latest_credit_report_json!.saved_at!)).toBeGreaterThan(Date.now() - 60_000);
    // The web reads it from current-user right away (the session cache must not serve a stale user).
    const me = await get(client, '/api/auth/current-user');
    expect(me.json().user.latest_credit_report_json.equifax_approval).toBe(true);

    const second = await post(client, '/api/credit-decision/save-report', {
      raw_credit_data: readFixture('clean-file'),
    });
    expect(second.json().version).toBe(2);
    const after = await get(client, '/api/auth/current-user');
    expect(after.json().user.latest_credit_report_json).toMatchObject({
      transunion_approval: true,
      experian_approval: true,
      equifax_approval: true,
    });
  });

  it('gives a frozen bureau no approval even though its tier is decline by absence', async () => {
    const client = await makeUser(t.db, 'client');
    await post(client, '/api/credit-decision/save-report', {
      raw_credit_data: readFixture('single-bureau-experian'),
    });
    const me = await get(client, '/api/auth/current-user');
    expect(me.json().user.latest_credit_report_json).toMatchObject({
      transunion_approval: false,
      experian_approval: true,
      equifax_approval: false,
      overall_decision: 'approve',
    });
  });

  it('numbers concurrent saves 1..n without gaps or duplicates', async () => {
    const client = await makeUser(t.db, 'client');
    const raw = readFixture('thin-file');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(client, '/api/credit-decision/save-report', { raw_credit_data: raw }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.map((r) => r.json().version).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses data with no merged report (400, the engine message)', async () => {
    const client = await makeUser(t.db, 'client');
    const res = await post(client, '/api/credit-decision/save-report', { raw_credit_data: { foo: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Could not find merged credit report data',
    });
  });

  it('lets staff save for a client (audited), not for a staff member or an unknown user', async () => {
    const client = await makeUser(t.db, 'client');
    const res = await post(creditTeam, '/api/credit-decision/save-report', {
      raw_credit_data: readFixture('thin-file'),
      user_id: client.id,
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.db
      .select()
      .from(creditReports)
      .where(eq(creditReports.id, res.json().report_id));
    expect(stored).toMatchObject({ user_id: client.id, created_by: creditTeam.id, source: 'manual' });
    const audit = await t.db
      .select()
      .from(creditAuditLog)
      .where(eq(creditAuditLog.subject_user_id, client.id));
    expect(audit.map((a) => a.action)).toEqual(['save_report']);

    for (const user_id of [admin.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const refused = await post(creditTeam, '/api/credit-decision/save-report', {
        raw_credit_data: readFixture('thin-file'),
        user_id,
      });
      expect(refused.statusCode).toBe(404);
    }
  });
});

describe('body limits', () => {
  it('accepts a ~5 MB report on a credit route', async () => {
    const client = await makeUser(t.db, 'client');
    const report = JSON.parse(readFixture('clean-file'));
    report.TrueLinkCreditReportType.Sources.Source[0].OriginalData = 'A'.repeat(5 * 1024 * 1024);
    const payload = JSON.stringify({ raw_credit_data: report });
    expect(payload.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await injectAs(t.app, client, {
      method: 'POST',
      url: '/api/credit-decision/save-report',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().evaluation.funding_strategy).toBe('ALL_BUREAUS_QUALIFIED');
    const latest = await get(client, '/api/client/credit-report/latest');
    expect(latest.json().data.raw_report.length).toBeGreaterThan(5 * 1024 * 1024);
  });

  it('refuses more than 10 MB on a credit route, and more than 1 MB elsewhere', async () => {
    const client = await makeUser(t.db, 'client');
    const big = JSON.stringify({ raw_credit_data: 'x'.repeat(10 * 1024 * 1024 + 10) });
    const res = await injectAs(t.app, client, {
      method: 'POST',
      url: '/api/credit-decision/evaluate',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(login.statusCode).toBe(413);
  });
});

describe('POST /api/credit-report-test/fetch', () => {
  it("returns the raw report as a JSON string and stores a client's pull", async () => {
    const client = await makeUser(t.db, 'client');
    const res = await post(client, '/api/credit-report-test/fetch', sandbox('clean'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: expect.any(String) });
    expect(typeof body.data.credit_report_json.rawReport).toBe('string');
    expect(JSON.parse(body.data.credit_report_json.rawReport).TrueLinkCreditReportType).toBeDefined();
    expect(body.data.version).toBe(1);
    const latest = await get(client, '/api/client/credit-report/latest');
    expect(latest.json().data).toMatchObject({ report_id: body.data.report_id, source: 'sandbox' });
  });

  it("does not store staff's own test pulls", async () => {
    const res = await post(creditTeam, '/api/credit-report-test/fetch', sandbox('thin'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ report_id: null, version: null });
  });

  it("shows the provider's message for a wrong password or an unknown account (400)", async () => {
    const client = await makeUser(t.db, 'client');
    const wrong = await post(client, '/api/credit-report-test/fetch', {
      ...sandbox('clean'),
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      status: 'error',
      code: 'VALIDATION_FAILED',
      message: SANDBOX_BAD_PASSWORD_MESSAGE,
    });
    const unknown = await post(client, '/api/credit-report-test/fetch', sandbox('nobody'));
    expect(unknown.json().message).toBe(SANDBOX_UNKNOWN_ACCOUNT_MESSAGE);
    const missing = await post(client, '/api/credit-report-test/fetch', { email: '', password: '' });
    expect(missing.statusCode).toBe(400);
  });

  it('maps a provider outage to 503 UNAVAILABLE with its message', async () => {
    const client = await makeUser(t.db, 'client');
    const down: CreditReportProvider = {
      name: 'http',
      fetchReport: async () => {
        throw new CreditProviderError('unavailable', 'Scheduled maintenance until 02:00 UTC.');
      },
    };
    const broken: CreditReportProvider = {
      name: 'http',
      fetchReport: async () => {
        throw new TypeError('socket hang up');
      },
    };
    const ctx = {
      db: t.db,
      config: t.config,
      log: t.app.log,
      actor: client,
      realUser: client,
      session: null,
      sessionCache: t.app.deps.sessionCache,
      ip: null,
      userAgent: null,
      events: t.app.deps.events,
      jobs: t.app.deps.jobs,
    } as Ctx;
    const err = await service.fetchForReportPage(ctx, down, sandbox('clean')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 'UNAVAILABLE',
      status: 503,
      message: 'Scheduled maintenance until 02:00 UTC.',
    });
    const err2 = await service
      .fetchAndStore(ctx, broken, { ...sandbox('clean'), save_credentials: false })
      .catch((e) => e);
    expect(err2).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
  });
});

describe('monitoring credentials', () => {
  it('saves and returns the caller own credentials; 404 when none', async () => {
    const client = await makeUser(t.db, 'client');
    expect((await get(client, '/api/credit-report-test/get-credentials')).statusCode).toBe(404);
    const saved = await post(client, '/api/credit-report-test/save-credentials', sandbox('late'));
    expect(saved.statusCode).toBe(200);
    const res = await get(client, '/api/credit-report-test/get-credentials');
    expect(res.json()).toEqual({ status: 'success', ...sandbox('late') });
    expect(res.headers['cache-control']).toBe('no-store');
    await post(client, '/api/credit-report-test/save-credentials', {
      email: 'me@example.com',
      password: 'new-pass',
    });
    expect((await get(client, '/api/credit-report-test/get-credentials')).json()).toMatchObject({
      email: 'me@example.com',
      password: 'new-pass',
    });
  });
});

describe('POST /api/client/credit-report/fetch and GET latest', () => {
  it('404s with the spec text before any report', async () => {
    const client = await makeUser(t.db, 'client');
    const res = await get(client, '/api/client/credit-report/latest');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No credit report found' });
  });

  it('pulls, stores, returns data.report, optionally keeps the credentials', async () => {
    const client = await makeUser(t.db, 'client');
    const body = await fetchAs(client, 'utilization', {
      save_credentials: true,
      customer_email: client.email,
    });
    expect(body).toMatchObject({ status: 'success', data: { version: 1 } });
    expect(JSON.parse(body.data.report).TrueLinkCreditReportType.reportDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data.evaluation.funding_strategy).toBe('BORDERLINE_FIXABLE');
    expect(body.data.improvements.bureaus.Experian.total_paydown).toBe(2000);
    expect((await get(client, '/api/credit-report-test/get-credentials')).json()).toMatchObject(
      sandbox('utilization'),
    );

    const latest = (await get(client, '/api/client/credit-report/latest')).json();
    expect(latest.status).toBe('success');
    expect(latest.data).toMatchObject({
      report_id: body.data.report_id,
      version: 1,
      source: 'sandbox',
      raw_report: body.data.report,
      evaluation: { funding_strategy: 'BORDERLINE_FIXABLE' },
    });
    expect(latest.data.as_of).toBe(latest.data.evaluation.as_of);
    expect(Object.keys(latest.data.improvements.bureaus)).toHaveLength(3);
  });

  it('does not save credentials unless asked', async () => {
    const client = await makeUser(t.db, 'client');
    await fetchAs(client, 'thin');
    expect((await get(client, '/api/credit-report-test/get-credentials')).statusCode).toBe(404);
  });

  it('lets staff fetch for a client (stored for the client, audited)', async () => {
    const client = await makeUser(t.db, 'client');
    const body = await fetchAs(creditTeam, 'clean', { user_id: client.id });
    const [row] = await t.db.select().from(creditReports).where(eq(creditReports.id, body.data.report_id));
    expect(row).toMatchObject({ user_id: client.id, created_by: creditTeam.id });
    const audit = await t.db
      .select()
      .from(creditAuditLog)
      .where(eq(creditAuditLog.subject_user_id, client.id));
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: creditTeam.id, action: 'fetch_report', report_id: row!.id }),
    ]);
    expect((await get(client, '/api/client/credit-report/latest')).json().data.report_id).toBe(row!.id);
  });
});

describe('POST /api/client/credit-report/import', () => {
  it('stores an exported report (object or string, any envelope) as source import', async () => {
    const client = await makeUser(t.db, 'client');
    const obj = await post(client, '/api/client/credit-report/import', {
      raw_credit_data: JSON.parse(readFixture('thin-file')),
    });
    expect(obj.statusCode).toBe(200);
    expect(obj.json()).toMatchObject({ status: 'success', data: { version: 1, source: 'import' } });
    const envelope = { rawReport: readFixture('inquiries-experian'), exportedBy: 'SmartCredit' };
    const str = await post(client, '/api/client/credit-report/import', {
      raw_credit_data: JSON.stringify(envelope),
    });
    expect(str.json().data).toMatchObject({
      version: 2,
      evaluation: { funding_strategy: 'DUAL_BUREAU_QUALIFIED' },
    });
  });

  it('rejects a file with no merged report with a clear 400', async () => {
    const client = await makeUser(t.db, 'client');
    const res = await post(client, '/api/client/credit-report/import', { raw_credit_data: { accounts: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Could not find merged credit report data',
    });
    const empty = await post(client, '/api/client/credit-report/import', { raw_credit_data: '' });
    expect(empty.json().message).toBe('No credit report data provided');
    expect((await get(client, '/api/client/credit-report/history')).json().reports).toEqual([]);
  });
});

describe('history, versions and comparison', () => {
  it('lists versions newest first, opens one, and compares two', async () => {
    const client = await makeUser(t.db, 'client');
    const first = await fetchAs(client, 'late');
    const second = await fetchAs(client, 'clean');

    const history = (await get(client, '/api/client/credit-report/history')).json();
    expect(history.reports.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(history.reports[1]).toEqual({
      id: first.data.report_id,
      version: 1,
      source: 'sandbox',
      created_at: expect.any(String),
      as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      overall_decision: 'decline',
      funding_strategy: 'SINGLE_BUREAU_QUALIFIED',
      scores: { TransUnion: 684, Experian: 712, Equifax: 679 },
    });

    const version = (await get(client, `/api/client/credit-report/versions/${first.data.report_id}`)).json();
    expect(version.data).toMatchObject({
      report_id: first.data.report_id,
      version: 1,
      raw_report: first.data.report,
    });

    const cmp = await get(
      client,
      `/api/client/credit-report/compare?from=${first.data.report_id}&to=${second.data.report_id}`,
    );
    expect(cmp.statusCode).toBe(200);
    const body = cmp.json();
    expect(body.from.id).toBe(first.data.report_id);
    expect(body.to.id).toBe(second.data.report_id);
    expect(body.score_deltas.TransUnion).toEqual({ from: 684, to: 772, delta: 88 });
    expect(body.score_deltas.Experian).toEqual({ from: 712, to: 768, delta: 56 });
    expect(body.tier_changes.TransUnion).toEqual({ from: 'decline', to: 'approve', changed: true });
    expect(body.tier_changes.Experian).toEqual({ from: 'approve', to: 'approve', changed: false });
    expect(body.resolved_items).toEqual([
      expect.objectContaining({
        bureau: 'TransUnion',
        rule: 'recent_late_payment',
        kind: 'tradeline',
        creditor_name: 'JPMCB CARD SERVICES',
      }),
      expect.objectContaining({
        bureau: 'Equifax',
        rule: 'recent_late_payment',
        kind: 'tradeline',
        creditor_name: 'JPMCB CARD SERVICES',
      }),
    ]);
    expect(body.new_items).toEqual([]);

    // And backwards: the same items are new.
    const back = (
      await get(
        client,
        `/api/client/credit-report/compare?from=${second.data.report_id}&to=${first.data.report_id}`,
      )
    ).json();
    expect(back.new_items).toHaveLength(2);
    expect(back.resolved_items).toEqual([]);
  });

  it('keys inquiry items by subscriber and date', async () => {
    const client = await makeUser(t.db, 'client');
    const a = await fetchAs(client, 'clean');
    const b = await fetchAs(client, 'inquiries');
    const body = (
      await get(client, `/api/client/credit-report/compare?from=${a.data.report_id}&to=${b.data.report_id}`)
    ).json();
    const inquiries = body.new_items.filter((i: { kind: string }) => i.kind === 'inquiry');
    expect(inquiries).toHaveLength(5);
    expect(
      inquiries.every(
        (i: { bureau: string; date: string }) => i.bureau === 'Experian' && /^\d{4}-/.test(i.date),
      ),
    ).toBe(true);
  });

  it("refuses to compare two different clients' reports (staff)", async () => {
    const [c1, c2] = [await makeUser(t.db, 'client'), await makeUser(t.db, 'client')];
    const a = await fetchAs(creditTeam, 'clean', { user_id: c1.id });
    const b = await fetchAs(creditTeam, 'clean', { user_id: c2.id });
    const res = await get(
      creditTeam,
      `/api/client/credit-report/compare?from=${a.data.report_id}&to=${b.data.report_id}`,
    );
    expect(res.statusCode).toBe(400);
    expect((await get(creditTeam, '/api/client/credit-report/compare?from=x')).statusCode).toBe(400);
  });
});

describe('staff directory and audit log', () => {
  it('lists clients with their latest report summary, searchable and paged', async () => {
    const unique = `Zelda Directory ${Date.now()}`;
    const client = await makeUser(t.db, 'client', { display_name: unique });
    const noReport = await makeUser(t.db, 'client', { display_name: `${unique} Two` });
    await fetchAs(client, 'late');
    const latest = await fetchAs(client, 'collections');
    const res = await get(
      creditTeam,
      `/api/admin/credit-reports?q=${encodeURIComponent(unique)}&per_page=10`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', total: 2, page: 1, per_page: 10 });
    expect(body.reports[0]).toEqual({
      user_id: client.id,
      email: client.email,
      display_name: unique,
      report_id: latest.data.report_id,
      version: 2,
      created_at: expect.any(String),
      overall_decision: 'decline',
      funding_strategy: 'SINGLE_BUREAU_QUALIFIED',
      scores: { TransUnion: 588, Experian: 597, Equifax: 655 },
      report_count: 2,
    });
    expect(body.reports[1]).toMatchObject({
      user_id: noReport.id,
      report_id: null,
      scores: null,
      report_count: 0,
    });
    const page2 = (
      await get(creditTeam, `/api/admin/credit-reports?q=${encodeURIComponent(unique)}&per_page=1&page=2`)
    ).json();
    expect(page2.reports.map((r: { user_id: string }) => r.user_id)).toEqual([noReport.id]);
    // Staff and admins are not in the client directory.
    const staff = (
      await get(admin, `/api/admin/credit-reports?q=${encodeURIComponent(creditTeam.email)}`)
    ).json();
    expect(staff.total).toBe(0);
  });

  it('records staff reads of a client (not the client reading their own) and shows them to admins', async () => {
    const client = await makeUser(t.db, 'client');
    const a = await fetchAs(client, 'late');
    const b = await fetchAs(client, 'clean');
    // The client's own reads are not audited.
    await get(client, '/api/client/credit-report/latest');
    await get(client, '/api/client/credit-report/history');
    await get(client, `/api/client/credit-report/versions/${a.data.report_id}`);
    const before = await t.db
      .select()
      .from(creditAuditLog)
      .where(eq(creditAuditLog.subject_user_id, client.id));
    expect(before).toEqual([]);

    const headers = { 'user-agent': 'AuditTest/1.0' };
    const as = (url: string) => injectAs(t.app, creditTeam, { method: 'GET', url, headers });
    expect((await as(`/api/client/credit-report/latest?user_id=${client.id}`)).statusCode).toBe(200);
    expect((await as(`/api/client/credit-report/history?user_id=${client.id}`)).statusCode).toBe(200);
    expect((await as(`/api/client/credit-report/versions/${a.data.report_id}`)).statusCode).toBe(200);
    expect(
      (await as(`/api/client/credit-report/compare?from=${a.data.report_id}&to=${b.data.report_id}`))
        .statusCode,
    ).toBe(200);
    const evaluated = await injectAs(t.app, creditTeam, {
      method: 'POST',
      url: '/api/credit-decision/evaluate',
      payload: { report_id: b.data.report_id },
      headers,
    });
    expect(evaluated.json().evaluation.funding_strategy).toBe('ALL_BUREAUS_QUALIFIED');

    const log = await get(admin, `/api/admin/credit-audit-log?subject_user_id=${client.id}`);
    expect(log.statusCode).toBe(200);
    const entries = log.json().entries;
    expect(entries.map((e: { action: string }) => e.action).sort()).toEqual(
      ['compare_reports', 'evaluate_report', 'view_history', 'view_latest', 'view_version'].sort(),
    );
    for (const e of entries) {
      expect(e).toMatchObject({
        actor_id: creditTeam.id,
        actor_email: creditTeam.email,
        subject_user_id: client.id,
        subject_email: client.email,
        ip: '127.0.0.1',
        user_agent: 'AuditTest/1.0',
      });
    }
    expect(entries.find((e: { action: string }) => e.action === 'view_version').report_id).toBe(
      a.data.report_id,
    );
    expect(log.json().total).toBe(5);
    // Only admins read the audit log.
    expect((await get(creditTeam, '/api/admin/credit-audit-log')).statusCode).toBe(403);
  });

  it('audits an admin impersonating a client as the admin', async () => {
    const client = await makeUser(t.db, 'client');
    await fetchAs(client, 'thin');
    const boss = await makeUser(t.db, 'admin');
    const started = await post(boss, '/api/admin/impersonate', { user_id: client.id });
    expect(started.statusCode).toBe(200);
    const res = await get(boss, '/api/client/credit-report/latest');
    expect(res.statusCode).toBe(200);
    const audit = await t.db.select().from(creditAuditLog).where(eq(creditAuditLog.actor_id, boss.id));
    expect(audit).toEqual([expect.objectContaining({ subject_user_id: client.id, action: 'view_latest' })]);
  });
});
