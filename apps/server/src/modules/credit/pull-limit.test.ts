import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPulls } from '../../db/schema';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SANDBOX_PASSWORD } from './providers/sandbox';
import { CREDIT_PULLS_PER_HOUR, pullLimitMessage } from './pull-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = { email: 'clean@sandbox.fundpath.test', password: SANDBOX_PASSWORD };
const fetchFor = (user: TestUser, body: Record<string, unknown> = LOGIN) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/client/credit-report/fetch', payload: body });
const testPage = (user: TestUser, body: Record<string, unknown> = LOGIN) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/credit-report-test/fetch', payload: body });

/** Pulls recorded `minutesAgo` minutes back, as if made then. */
async function pastPulls(user: TestUser, minutesAgo: number[]) {
  if (minutesAgo.length === 0) return;
  await t.db.insert(creditPulls).values(
    minutesAgo.map((m) => ({
      person_id: user.id,
      subject_user_id: user.id,
      provider: 'sandbox',
      outcome: 'ok',
      created_at: sql`now() - make_interval(mins => ${m})`,
    })),
  );
}
const pullsOf = (user: TestUser) => t.db.select().from(creditPulls).where(eq(creditPulls.person_id, user.id));

describe('credit pull limit', () => {
  it('records every pull with its outcome, wrong passwords included', async () => {
    const client = await makeUser(t.db, 'client');
    expect((await fetchFor(client)).statusCode).toBe(200);
    expect((await testPage(client, { ...LOGIN, password: 'wrong' })).statusCode).toBe(400);
    const outcomes = (await pullsOf(client)).map((p) => p.outcome).sort();
    expect(outcomes).toEqual(['bad_credentials', 'ok']);
  });

  it(`refuses a client's pull past ${CREDIT_PULLS_PER_HOUR.client} in an hour with 429 and Retry-After, without calling the provider`, async () => {
    const client = await makeUser(t.db, 'client');
    // The oldest counted pull is 50 minutes old: a place frees in about 10 minutes.
    await pastPulls(client, [50, ...Array.from({ length: CREDIT_PULLS_PER_HOUR.client - 1 }, () => 5)]);
    const res = await fetchFor(client);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'RATE_LIMITED',
      message: 'Too many credit report requests. Try again in 10 minutes.',
    });
    // The refusal was not a provider call and is not counted.
    expect(await pullsOf(client)).toHaveLength(CREDIT_PULLS_PER_HOUR.client);
    // The test page shares the limit.
    expect((await testPage(client)).statusCode).toBe(429);
  });

  it('counts only the last hour, and per person', async () => {
    const client = await makeUser(t.db, 'client');
    const neighbour = await makeUser(t.db, 'client');
    await pastPulls(
      client,
      Array.from({ length: CREDIT_PULLS_PER_HOUR.client }, () => 61),
    );
    await pastPulls(
      neighbour,
      Array.from({ length: CREDIT_PULLS_PER_HOUR.client }, () => 1),
    );
    expect((await fetchFor(client)).statusCode).toBe(200);
    expect((await fetchFor(neighbour)).statusCode).toBe(429);
  });

  it('gives staff a larger allowance, counted against the staff member for any client', async () => {
    const staff = await makeUser(t.db, 'credit_team');
    const client = await makeUser(t.db, 'client');
    await pastPulls(
      staff,
      Array.from({ length: CREDIT_PULLS_PER_HOUR.client }, () => 1),
    );
    expect((await fetchFor(staff, { ...LOGIN, user_id: client.id })).statusCode).toBe(200);
    const [made] = (await pullsOf(staff)).filter((p) => p.subject_user_id === client.id);
    expect(made?.outcome).toBe('ok');
    expect(await pullsOf(client)).toHaveLength(0);
    await pastPulls(
      staff,
      Array.from({ length: CREDIT_PULLS_PER_HOUR.staff }, () => 1),
    );
    expect((await fetchFor(staff, { ...LOGIN, user_id: client.id })).statusCode).toBe(429);
  });

  it('lets parallel requests take exactly the places left', async () => {
    const client = await makeUser(t.db, 'client');
    await pastPulls(
      client,
      Array.from({ length: CREDIT_PULLS_PER_HOUR.client - 2 }, () => 1),
    );
    const codes = (await Promise.all(Array.from({ length: 5 }, () => fetchFor(client)))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect(await pullsOf(client)).toHaveLength(CREDIT_PULLS_PER_HOUR.client);
  });

  it('words the wait in whole minutes', () => {
    expect(pullLimitMessage(1)).toBe('Too many credit report requests. Try again in 1 minute.');
    expect(pullLimitMessage(61)).toBe('Too many credit report requests. Try again in 2 minutes.');
  });
});
