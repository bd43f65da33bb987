import { REPORT_LIMITS } from '@fundpath/credit-engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPulls } from '../../db/schema';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ANALYSES_PER_WINDOW } from './analysis-limit';
import { SANDBOX_PASSWORD } from './providers/sandbox';

/** Hole 2 of "holes found by attacking a fresh install": large reports froze the instance. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ref = (symbol: string, description: string) => ({ symbol, description, abbreviation: description });
const BUREAUS = ['TransUnion', 'Experian', 'Equifax'] as const;

/** A compact report of `n` tradelines, all in one partition (the shape that was quadratic). */
function report(n: number, inquiries = 0) {
  const lines = [];
  for (let i = 0; i < n; i++)
    lines.push({
      bureau: BUREAUS[i % 3],
      creditorName: `CREDITOR ${i}`,
      accountNumber: `${i}`,
      currentBalance: i % 2 ? 900 : 100,
      dateReported: '2026-11-03',
      PayStatus: i % 5 === 0 ? ref('9', 'Collection/Chargeoff') : ref('C', 'Current'),
      GrantedTrade: {
        CreditType: ref('R', 'Revolving Account'),
        CreditLimit: 1000,
        PayStatusHistory: {
          startDate: '2026-10-06',
          MonthlyPayStatus: [{ date: '2026-08-06', status: '2' }],
        },
      },
    });
  const inq = [];
  for (let q = 0; q < inquiries; q++)
    inq.push({ Inquiry: { bureau: BUREAUS[q % 3], inquiryDate: '2026-05-05', subscriberName: `L${q}` } });
  return {
    TrueLinkCreditReportType: {
      reportDate: '2026-11-21',
      TradeLinePartition: [{ Tradeline: lines }],
      InquiryPartition: inq,
    },
  };
}

const send = (user: TestUser, url: string, payload: string) =>
  injectAs(t.app, user, { method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
const ROUTES = [
  '/api/credit-decision/evaluate',
  '/api/credit-decision/save-report',
  '/api/client/credit-report/import',
];

describe('credit report size limits', () => {
  it('refuses more tradelines or inquiries than the limit with 413 naming it, on every route', async () => {
    const client = await makeUser(t.db, 'client');
    const tooMany = JSON.stringify({ raw_credit_data: report(REPORT_LIMITS.tradelines + 1) });
    for (const url of ROUTES) {
      const res = await send(client, url, tooMany);
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: `Credit report has ${REPORT_LIMITS.tradelines + 1} tradelines; the limit is ${REPORT_LIMITS.tradelines}.`,
      });
    }
    const inquiries = await send(
      client,
      ROUTES[0]!,
      JSON.stringify({ raw_credit_data: JSON.stringify(report(3, REPORT_LIMITS.inquiries + 1)) }),
    );
    expect(inquiries.statusCode).toBe(413);
    expect(inquiries.json().message).toBe(
      `Credit report has ${REPORT_LIMITS.inquiries + 1} inquiries; the limit is ${REPORT_LIMITS.inquiries}.`,
    );
  });

  it('refuses deep nesting before parsing, in the body or inside a report string', async () => {
    const client = await makeUser(t.db, 'client');
    const depth = REPORT_LIMITS.nestingDepth;
    const message = `Credit report is nested more than ${depth} levels deep; the limit is ${depth}.`;
    // 4.9 million deep (9.8 MB): refused at once.
    const deep = `{"raw_credit_data":${'['.repeat(4_900_000)}${']'.repeat(4_900_000)}}`;
    const res = await send(client, ROUTES[0]!, deep);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message });
    const inString = JSON.stringify({ raw_credit_data: `${'['.repeat(depth + 1)}${']'.repeat(depth + 1)}` });
    const res2 = await send(client, ROUTES[1]!, inString);
    expect(res2.statusCode).toBe(413);
    expect(res2.json().message).toBe(message);
    // Just under the limit is an ordinary (if useless) report: the engine's own 400.
    const shallow = JSON.stringify({
      raw_credit_data: { a: JSON.parse(`${'['.repeat(depth - 2)}${']'.repeat(depth - 2)}`) },
    });
    expect((await send(client, ROUTES[1]!, shallow)).statusCode).toBe(400);
  });

  it('keeps /api/health answering while three maximal reports are evaluated', async () => {
    const users = [
      await makeUser(t.db, 'client'),
      await makeUser(t.db, 'client'),
      await makeUser(t.db, 'client'),
    ];
    const body = JSON.stringify({ raw_credit_data: report(REPORT_LIMITS.tradelines) });
    // Warm the pool so the ordering below is about evaluation, not the first worker's start.
    expect(
      (await send(users[0]!, ROUTES[0]!, JSON.stringify({ raw_credit_data: report(3) }))).statusCode,
    ).toBe(200);
    const order: string[] = [];
    const evaluations = users.map((u, i) =>
      send(u, ROUTES[0]!, body).then((res) => {
        order.push(`evaluate ${i}`);
        return res;
      }),
    );
    // Let the three requests reach their handlers (the body parse runs on the event loop).
    await new Promise((r) => setTimeout(r, 50));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    order.push('health');
    expect(health.statusCode).toBe(200);
    const results = await Promise.all(evaluations);
    for (const res of results) expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    // Evaluated inline, each report blocked the event loop and health came after them.
    expect(order.indexOf('health')).toBeLessThan(order.indexOf('evaluate 0'));
    expect(order.indexOf('health')).toBeLessThan(order.indexOf('evaluate 2'));
  });
});

describe('per-person analysis limit', () => {
  async function pastAnalyses(user: TestUser, n: number) {
    await t.db.insert(creditPulls).values(
      Array.from({ length: n }, () => ({
        person_id: user.id,
        subject_user_id: user.id,
        provider: 'analysis:evaluate',
        outcome: 'ok',
        created_at: sql`now() - make_interval(mins => 1)`,
      })),
    );
  }
  const small = JSON.stringify({ raw_credit_data: report(3) });

  it('refuses evaluate, save and import past the limit with 429 and Retry-After, per person', async () => {
    const client = await makeUser(t.db, 'client');
    const other = await makeUser(t.db, 'client');
    await pastAnalyses(client, ANALYSES_PER_WINDOW.client - 1);
    expect((await send(client, ROUTES[0]!, small)).statusCode).toBe(200);
    for (const url of ROUTES) {
      const res = await send(client, url, small);
      expect(res.statusCode, url).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
    }
    expect((await send(other, ROUTES[0]!, small)).statusCode).toBe(200);
  });

  it('does not count analyses against the provider pull limit', async () => {
    const client = await makeUser(t.db, 'client');
    await pastAnalyses(client, ANALYSES_PER_WINDOW.client);
    const res = await injectAs(t.app, client, {
      method: 'POST',
      url: '/api/client/credit-report/fetch',
      payload: { email: 'clean@sandbox.fundpath.test', password: SANDBOX_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });
});
