import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { brands } from '../../db/schema/brands';
import { clientSummaries } from '../../db/schema/clients';
import type { Database } from '../../platform/db';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp';
import { createTestDatabase, testConfig } from '../../testing/test-app';

/**
 * The Done-means path on the real job runner: a segment "clients declined on Experian", a
 * campaign scheduled a moment ahead, the worker sends it to the loopback SMTP server, one message
 * per recipient; the unsubscribe link suppresses that address in the next send.
 */
let app: FastifyInstance;
let database: Database;
let smtp: TestSmtpServer;
let admin: TestUser;
const tag = randomBytes(3).toString('hex');
const PUBLIC_URL = 'https://mail.fundpath.test';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL, campaigns: { ratePerMinute: 6000 } }),
    database,
    logger: false,
    jobs: { workers: true, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 1 },
  });
  await app.ready();
  const [brand] = await database.db
    .insert(brands)
    .values({ name: 'Worker Brand', slug: `worker-${tag}`, postal_address: '9 Worker Way, Testville' })
    .returning();
  admin = await makeUser(database.db, 'admin');
  for (const [name, decision] of [
    ['Ann', 'decline'],
    ['Ben', 'decline'],
    ['Cat', 'approve'],
  ] as const) {
    const u = await makeUser(database.db, 'client', {
      display_name: `${name} Worker`,
      brand_id: brand!.id,
      email: `${name.toLowerCase()}.${tag}@example.com`,
    });
    await database.db.insert(clientSummaries).values({
      user_id: u.id,
      brand_id: brand!.id,
      display_name: u.display_name,
      email: u.email,
      client_since: new Date(),
      last_activity_at: new Date(),
      experian: decision,
    });
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
});

it('sends a scheduled campaign from the job runner, once per recipient, and the unsubscribe sticks', async () => {
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(app, admin, { method, url, ...(payload ? { payload } : {}) });
  const seg = await as('POST', '/api/campaigns/segments', {
    name: 'Clients declined on Experian',
    filter: { decisions: [{ bureau: 'experian', decision: 'decline' }] },
  });
  expect(seg.statusCode, seg.body).toBe(201);
  const segmentId = seg.json().segment.id;
  const create = (name: string) =>
    as('POST', '/api/campaigns', {
      name,
      subject: 'Next steps after your Experian review',
      blocks: [{ type: 'text', text: 'Hi {{first_name}}, here is what to do next.' }],
      segment_id: segmentId,
    });
  const c = (await create('First')).json().campaign;
  const sendAt = new Date(Date.now() + 2000).toISOString();
  expect((await as('POST', `/api/campaigns/${c.id}/schedule`, { send_at: sendAt })).statusCode).toBe(200);

  const got = await smtp.waitFor(2, 30_000);
  expect(got.map((m) => m.to[0]).sort()).toEqual([`ann.${tag}@example.com`, `ben.${tag}@example.com`]);
  // Give a duplicate run the chance to misbehave, then check nothing more arrived.
  await new Promise((r) => setTimeout(r, 1500));
  expect(smtp.received).toHaveLength(2);
  await expect
    .poll(async () => (await as('GET', `/api/campaigns/${c.id}`)).json().campaign.status, { timeout: 10_000 })
    .toBe('sent');

  const ann = got.find((m) => m.to[0] === `ann.${tag}@example.com`)!;
  const page = /href="(https:\/\/mail\.fundpath\.test\/unsubscribe\/[A-Za-z0-9_-]+)"/.exec(
    ann.parsed.html as string,
  )![1]!;
  const token = page.split('/').at(-1)!;
  const unsub = await app.inject({ method: 'POST', url: `/api/campaigns/unsubscribe/${token}`, payload: {} });
  expect(unsub.json().unsubscribed).toBe(true);

  const next = (await create('Second')).json().campaign;
  expect((await as('POST', `/api/campaigns/${next.id}/send`)).statusCode).toBe(200);
  await smtp.waitFor(3, 30_000);
  await expect
    .poll(async () => (await as('GET', `/api/campaigns/${next.id}`)).json().campaign.status, {
      timeout: 10_000,
    })
    .toBe('sent');
  expect(smtp.received.slice(2).map((m) => m.to[0])).toEqual([`ben.${tag}@example.com`]);
}, 60_000);
