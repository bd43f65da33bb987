import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, type Mailer } from '../../adapters/mail';
import { buildApp } from '../../app';
import { brands } from '../../db/schema/brands';
import { campaignRecipients, campaigns, emailSuppressions } from '../../db/schema/campaigns';
import { stores } from '../../db/schema/catalog';
import { clientSummaries } from '../../db/schema/clients';
import { leadStages, leads } from '../../db/schema/leads';
import { orders } from '../../db/schema/orders';
import type { Database } from '../../platform/db';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp';
import { createTestDatabase, testConfig } from '../../testing/test-app';
import { Pacer, renderEmail, runCampaignSend, sendTransactionalEmail } from './index';
import { signToken } from './tokens';

/**
 * Campaigns end to end through a real SMTP server on loopback: segments and their counts (brand
 * scope, permissions), the composer's limits, the send job with its send log (one message per
 * recipient, a crash mid-send sends nobody twice), List-Unsubscribe and the unsubscribe that the
 * next send honours, hard bounces, tracking (no open redirect), and the coach's e-mail.
 */
let app: FastifyInstance;
let database: Database;
let smtp: TestSmtpServer;
let admin: TestUser;
let funding: TestUser;
let brandedStaff: TestUser;
let otherBrandStaff: TestUser;
let client: TestUser;
let brandA: string;
let brandB: string;
const PUBLIC_URL = 'https://app.fundpath.test';
const tag = randomBytes(3).toString('hex');

// biome-ignore lint/suspicious/noExplicitAny: response bodies read loosely in assertions
type Json = Record<string, any>;
const as = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => injectAs(app, user, { method, url, ...(payload ? { payload } : {}) });

const db = () => database.db;
const deps = (mailer: Mailer = app.deps.mailer) => ({
  db: db(),
  mailer,
  config: app.deps.config,
  jobs: app.deps.jobs,
  pacer: new Pacer(() => 600_000),
  log: app.log,
});
let jobCounter = 0;
async function runSend(campaignId: string, mailer?: Mailer) {
  const [c] = await db().select().from(campaigns).where(eq(campaigns.id, campaignId));
  jobCounter += 1;
  return runCampaignSend(deps(mailer), {
    id: `test-job-${jobCounter}`,
    data: { campaign_id: campaignId, seq: c!.send_seq, part: 0 },
  });
}

async function makeClient(
  name: string,
  brandId: string | null,
  facts: Partial<typeof clientSummaries.$inferInsert> = {},
): Promise<TestUser> {
  const u = await makeUser(db(), 'client', {
    display_name: name,
    brand_id: brandId,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}.${tag}@example.com`,
  });
  await db()
    .insert(clientSummaries)
    .values({
      user_id: u.id,
      brand_id: brandId,
      display_name: name,
      email: u.email,
      client_since: new Date(),
      last_activity_at: new Date(),
      current_step: 4,
      current_step_title: 'Build business credit',
      ...facts,
    })
    .onConflictDoUpdate({ target: clientSummaries.user_id, set: { ...facts } });
  return u;
}

const blocks = [
  {
    type: 'text',
    text: 'Hi {{first_name|there}},\n\nYou are on step **{{current_step}}**. Read [our guide](https://example.com/guide).',
  },
  { type: 'image', url: 'https://example.com/banner.png', alt: 'Banner' },
  { type: 'button', label: 'Open my plan', url: 'https://example.com/plan' },
  { type: 'divider' },
];

async function createSegment(user: TestUser, name: string, filter: Json) {
  const res = await as(user, 'POST', '/api/campaigns/segments', { name, filter });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().segment as Json;
}
async function createCampaign(user: TestUser, segmentId: string | null, extra: Json = {}) {
  const res = await as(user, 'POST', '/api/campaigns', {
    name: `Campaign ${randomBytes(2).toString('hex')}`,
    subject: 'Your next step, {{first_name}}',
    preheader: 'A short note from {{brand_name}}',
    blocks,
    segment_id: segmentId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().campaign as Json;
}
const headerOf = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]+:\s*/, '');
const mailsTo = (addr: string) => smtp.received.filter((m) => m.to.includes(addr.toLowerCase()));
const pathOf = (url: string) => url.replace(PUBLIC_URL, '');

let declinedA1: TestUser;
let declinedA2: TestUser;
let approvedA: TestUser;
let declinedB: TestUser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  database = await createTestDatabase();
  const config = testConfig({
    smtpUrl: smtp.url,
    publicUrl: PUBLIC_URL,
    campaigns: { ratePerMinute: 600_000 },
  });
  // No mailer override: the app's own SMTP mailer talks to the loopback server.
  app = await buildApp({ config, database, logger: false });
  await app.ready();
  const [a] = await db()
    .insert(brands)
    .values({
      name: 'Acme Funding',
      slug: `acme-${tag}`,
      primary_color: '#0f766e',
      postal_address: '100 Main Street\nSpringfield, IL 62701',
    })
    .returning();
  const [b] = await db()
    .insert(brands)
    .values({ name: 'Beta Credit', slug: `beta-${tag}` })
    .returning();
  brandA = a!.id;
  brandB = b!.id;
  admin = await makeUser(db(), 'admin', { display_name: 'Avery Admin' });
  funding = await makeUser(db(), 'funding_team', { display_name: 'Fran Funding' });
  brandedStaff = await makeUser(db(), 'funding_team', { display_name: 'Bea Branded', brand_id: brandA });
  otherBrandStaff = await makeUser(db(), 'credit_team', { display_name: 'Olly Other', brand_id: brandB });
  client = await makeUser(db(), 'client', { display_name: 'Cleo Plain' });
  declinedA1 = await makeClient('Dana Declined', brandA, { experian: 'decline', tags: ['vip'] });
  declinedA2 = await makeClient('Eli Declined', brandA, { experian: 'decline', current_step: 6 });
  approvedA = await makeClient('Fay Approved', brandA, { experian: 'approve' });
  declinedB = await makeClient('Gus Declined', brandB, { experian: 'decline' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
});

describe('segments', () => {
  it('counts over the real tables, narrowed to the viewer’s brand', async () => {
    const filter = { roles: ['client'], decisions: [{ bureau: 'experian', decision: 'decline' }] };
    const mine = await as(brandedStaff, 'POST', '/api/campaigns/segments/count', { filter });
    expect(mine.statusCode, mine.body).toBe(200);
    const emails = mine
      .json()
      .audience.sample.map((r: Json) => r.email)
      .sort();
    expect(emails).toEqual([declinedA1.email, declinedA2.email].sort());
    expect(mine.json().audience).toMatchObject({ total: 2, suppressed: 0, sendable: 2 });

    const all = await as(admin, 'POST', '/api/campaigns/segments/count', { filter });
    const adminEmails = all.json().audience.sample.map((r: Json) => r.email);
    expect(adminEmails).toContain(declinedB.email);
    expect(adminEmails).not.toContain(approvedA.email);

    const vip = await as(brandedStaff, 'POST', '/api/campaigns/segments/count', {
      filter: { tags: ['VIP'], step_min: 3, step_max: 5 },
    });
    expect(vip.json().audience.sample.map((r: Json) => r.email)).toEqual([declinedA1.email]);
  });

  it('saves, reads, renames and deletes a segment; another brand’s is a 404', async () => {
    const seg = await createSegment(brandedStaff, `Declined on Experian ${tag}`, {
      decisions: [{ bureau: 'experian', decision: 'decline' }],
    });
    expect(seg.brand_id).toBe(brandA);
    const count = await as(brandedStaff, 'GET', `/api/campaigns/segments/${seg.id}/count`);
    expect(count.json().audience.total).toBe(2);
    expect((await as(otherBrandStaff, 'GET', `/api/campaigns/segments/${seg.id}`)).statusCode).toBe(404);
    const dup = await as(brandedStaff, 'POST', '/api/campaigns/segments', {
      name: seg.name.toUpperCase(),
      filter: {},
    });
    expect(dup.statusCode).toBe(409);
    const renamed = await as(brandedStaff, 'PATCH', `/api/campaigns/segments/${seg.id}`, {
      name: `Renamed ${tag}`,
    });
    expect(renamed.json().segment.name).toBe(`Renamed ${tag}`);
    expect((await as(otherBrandStaff, 'DELETE', `/api/campaigns/segments/${seg.id}`)).statusCode).toBe(404);
    expect((await as(brandedStaff, 'DELETE', `/api/campaigns/segments/${seg.id}`)).statusCode).toBe(200);
  });

  it('refuses other brands, bad filters and people without access', async () => {
    const other = await as(brandedStaff, 'POST', '/api/campaigns/segments/count', {
      filter: { brand_ids: [brandB] },
    });
    expect(other.statusCode).toBe(400);
    const range = await as(admin, 'POST', '/api/campaigns/segments/count', {
      filter: { step_min: 5, step_max: 2 },
    });
    expect(range.statusCode).toBe(400);
    expect((await as(client, 'GET', '/api/campaigns/segments')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/campaigns')).statusCode).toBe(401);
  });
});

describe('composing', () => {
  it('refuses NUL bytes, control characters, unsafe links, unknown variables and huge bodies', async () => {
    const base = { name: 'x', subject: 'Hello', blocks: [{ type: 'text', text: 'Hi' }] };
    const cases: Json[] = [
      { ...base, subject: 'Hi\u0000there' },
      { ...base, subject: 'Hi\u0007there' },
      { ...base, blocks: [{ type: 'button', label: 'Go', url: 'javascript:alert(1)' }] },
      { ...base, blocks: [{ type: 'image', url: 'http://example.com/a.png', alt: '' }] },
      { ...base, blocks: [{ type: 'text', text: '[x](http://evil.test)' }] },
      { ...base, subject: 'Hi {{password}}' },
      { ...base, blocks: [{ type: 'text', text: 'a'.repeat(5001) }] },
      { ...base, blocks: Array.from({ length: 41 }, () => ({ type: 'divider' })) },
      { ...base, blocks: [] },
    ];
    for (const body of cases) {
      const res = await as(admin, 'POST', '/api/campaigns', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const huge = await as(admin, 'POST', '/api/campaigns', { ...base, name: 'y'.repeat(2_000_000) });
    expect([400, 413]).toContain(huge.statusCode);
  });

  it('renders escaped, responsive HTML with a text part, the preheader and the postal footer', () => {
    const r = renderEmail({
      subject: 'Hi {{first_name}}',
      preheader: 'Preview text',
      blocks: [
        { type: 'text', text: '<script>alert(1)</script> **bold** [link](https://example.com/a)' },
        { type: 'button', label: 'Go', url: 'https://example.com/b' },
      ],
      variables: { first_name: '<b>Ann</b> [x](https://evil.test)' },
      brand: { name: 'Acme', primary_color: '#0f766e', postal_address: '1 Road\nTown' },
      links: { unsubscribe: 'https://app.test/unsubscribe/t', link: (i) => `https://app.test/c/${i}` },
    });
    expect(r.subject).toBe('Hi <b>Ann</b> [x](https://evil.test)');
    expect(r.html).not.toContain('<script>');
    expect(r.html).toContain('&lt;script&gt;');
    expect(r.html).toContain('<strong>bold</strong>');
    expect(r.html).toContain('href="https://app.test/c/0"');
    expect(r.html).toContain('href="https://app.test/c/1"');
    expect(r.html).toContain('1 Road<br>Town');
    expect(r.html).toContain('max-width:600px');
    expect(r.html).toContain('Preview text');
    expect(r.html).not.toContain('evil.test"');
    expect(r.links).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(r.text).toContain('link (https://app.test/c/0)');
    expect(r.text).toContain('Go: https://app.test/c/1');
    expect(r.text).toContain('Unsubscribe: https://app.test/unsubscribe/t');
  });

  it('previews with a recipient’s data and warns about a missing postal address', async () => {
    const seg = await createSegment(admin, `Preview ${tag}`, {
      decisions: [{ bureau: 'experian', decision: 'decline' }],
    });
    const c = await createCampaign(admin, seg.id);
    const res = await as(admin, 'GET', `/api/campaigns/${c.id}/preview?user_id=${declinedA1.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().preview;
    expect(p.subject).toBe('Your next step, Dana');
    expect(p.html).toContain('100 Main Street<br>Springfield');
    expect(p.warnings).toEqual([]);
    const b = await as(admin, 'GET', `/api/campaigns/${c.id}/preview?user_id=${declinedB.id}`);
    expect(b.json().preview.warnings.join(' ')).toContain('postal address');
    // Someone outside the segment is not previewable.
    expect(
      (await as(admin, 'GET', `/api/campaigns/${c.id}/preview?user_id=${approvedA.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('sending through SMTP', () => {
  it('sends a test to the actor, and only to team addresses', async () => {
    const c = await createCampaign(funding, null);
    const before = smtp.received.length;
    const res = await as(funding, 'POST', `/api/campaigns/${c.id}/test`, {});
    expect(res.statusCode, res.body).toBe(200);
    await smtp.waitFor(before + 1);
    const mail = mailsTo(funding.email).at(-1)!;
    expect(mail.parsed.subject).toBe('[Test] Your next step, Alex');
    const outsider = await as(funding, 'POST', `/api/campaigns/${c.id}/test`, { to: declinedA1.email });
    expect(outsider.statusCode).toBe(400);
  });

  it('needs campaigns.send to send or schedule; drafting does not', async () => {
    const seg = await createSegment(funding, `Funding's ${tag}`, {});
    const c = await createCampaign(funding, seg.id);
    expect((await as(funding, 'POST', `/api/campaigns/${c.id}/send`)).statusCode).toBe(403);
    const later = new Date(Date.now() + 3600_000).toISOString();
    expect(
      (await as(funding, 'POST', `/api/campaigns/${c.id}/schedule`, { send_at: later })).statusCode,
    ).toBe(403);
    expect(
      (await as(funding, 'POST', `/api/campaigns/suppressions`, { email: 'x@example.com' })).statusCode,
    ).toBe(403);
  });

  it('schedules, sends one message per recipient with List-Unsubscribe, and honours the unsubscribe next time', async () => {
    const seg = await createSegment(admin, `Clients declined on Experian ${tag}`, {
      decisions: [{ bureau: 'experian', decision: 'decline' }],
      brand_ids: [brandA],
    });
    const c = await createCampaign(admin, seg.id);
    const sendAt = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await as(admin, 'POST', `/api/campaigns/${c.id}/schedule`, { send_at: sendAt });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().campaign.status).toBe('scheduled');
    // Drafts only: a scheduled campaign cannot be edited.
    expect((await as(admin, 'PATCH', `/api/campaigns/${c.id}`, { subject: 'Changed' })).statusCode).toBe(409);
    // Not due yet: a job that ran early does nothing.
    expect((await runSend(c.id)).outcome).toBe('stale');
    await db().update(campaigns).set({ scheduled_at: new Date() }).where(eq(campaigns.id, c.id));

    const before = smtp.received.length;
    const run = await runSend(c.id);
    expect(run).toMatchObject({ outcome: 'done', sent: 2 });
    const got = smtp.received.slice(before);
    expect(got.map((m) => m.to[0]).sort()).toEqual([declinedA1.email, declinedA2.email].sort());
    const mail = mailsTo(declinedA1.email).at(-1)!;
    expect(mail.parsed.subject).toBe('Your next step, Dana');
    expect(mail.parsed.text).toContain('You are on step 4');
    expect(mail.parsed.text).toContain('100 Main Street');
    expect(mail.parsed.html).toContain('Springfield, IL 62701');
    const listUnsub = headerOf(mail, 'List-Unsubscribe')!;
    expect(listUnsub).toMatch(
      /^<https:\/\/app\.fundpath\.test\/api\/campaigns\/unsubscribe\/[A-Za-z0-9_-]+>$/,
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.parsed.html).toContain(`${PUBLIC_URL}/unsubscribe/`);

    // Running again (a retried job) sends nothing more.
    expect((await runSend(c.id)).outcome).toBe('stale');
    expect(smtp.received.length).toBe(before + 2);

    // One-click unsubscribe as a mail provider does it: a form POST without cookies, twice.
    const unsubUrl = listUnsub.slice(1, -1);
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: pathOf(unsubUrl),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        unsubscribed: true,
        email: declinedA1.email,
        sender: 'Acme Funding',
      });
    }
    const state = await app.inject({ method: 'GET', url: pathOf(unsubUrl) });
    expect(state.json().unsubscribed).toBe(true);

    // Stats: two delivered, one unsubscribed.
    const stats = await as(admin, 'GET', `/api/campaigns/${c.id}/stats`);
    expect(stats.json().stats).toMatchObject({ recipients: 2, delivered: 2, unsubscribed: 1, bounced: 0 });

    // The next campaign to the same segment skips the unsubscribed address.
    const next = await createCampaign(admin, seg.id);
    expect((await as(admin, 'POST', `/api/campaigns/${next.id}/send`)).statusCode).toBe(200);
    const before2 = smtp.received.length;
    await runSend(next.id);
    expect(smtp.received.slice(before2).map((m) => m.to[0])).toEqual([declinedA2.email]);
    const s2 = await as(admin, 'GET', `/api/campaigns/${next.id}/stats`);
    expect(s2.json().stats).toMatchObject({ recipients: 2, delivered: 1, skipped: 1 });

    // Resubscribing from the page lifts it.
    const back = await app.inject({ method: 'POST', url: `${pathOf(unsubUrl)}/resubscribe`, payload: {} });
    expect(back.json().unsubscribed).toBe(false);
  });

  it('tracks opens and clicks, and redirects only to the message’s own links', async () => {
    const seg = await createSegment(admin, `Tracking ${tag}`, { tags: ['vip'] });
    const c = await createCampaign(admin, seg.id);
    await as(admin, 'POST', `/api/campaigns/${c.id}/send`);
    const before = smtp.received.length;
    await runSend(c.id);
    const mail = smtp.received[before]!;
    const pixel = /src="(https:\/\/app\.fundpath\.test\/api\/campaigns\/o\/[^"]+)"/.exec(
      mail.parsed.html as string,
    )![1]!;
    const open = await app.inject({ method: 'GET', url: pathOf(pixel) });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/gif');
    expect(open.headers['cache-control']).toContain('no-store');
    await app.inject({ method: 'GET', url: pathOf(pixel) });

    const clicks = [
      ...(mail.parsed.html as string).matchAll(
        /href="(https:\/\/app\.fundpath\.test\/api\/campaigns\/c\/[^"]+)"/g,
      ),
    ].map((m) => m[1]!);
    expect(clicks).toHaveLength(2); // the guide link and the button
    const go = await app.inject({ method: 'GET', url: pathOf(clicks[1]!) });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('https://example.com/plan');
    // A URL that disagrees with the signed link, a forged token, a link the message does not have.
    expect(
      (await app.inject({ method: 'GET', url: `${pathOf(clicks[1]!)}?u=https://evil.test` })).statusCode,
    ).toBe(400);
    const [row] = await db()
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaign_id, c.id));
    const beyond = signToken(app.deps.config.appSecret, 'click', row!.id, 7);
    expect((await app.inject({ method: 'GET', url: `/api/campaigns/c/${beyond}` })).statusCode).toBe(404);
    const forged = signToken('another-secret-another-secret-another-secret', 'click', row!.id, 0);
    expect((await app.inject({ method: 'GET', url: `/api/campaigns/c/${forged}` })).statusCode).toBe(404);
    const wrongPurpose = signToken(app.deps.config.appSecret, 'open', row!.id);
    expect(
      (await app.inject({ method: 'POST', url: `/api/campaigns/unsubscribe/${wrongPurpose}`, payload: {} }))
        .statusCode,
    ).toBe(404);

    const stats = (await as(admin, 'GET', `/api/campaigns/${c.id}/stats`)).json();
    expect(stats.stats).toMatchObject({ delivered: 1, opened: 1, clicked: 1 });
    expect(stats.links).toEqual([
      { url: 'https://example.com/guide', clicks: 0, unique_clicks: 0 },
      { url: 'https://example.com/plan', clicks: 1, unique_clicks: 1 },
    ]);
    expect(stats.bucket).toBe('hour');
    const total = stats.series.reduce((n: number, p: Json) => n + p.delivered, 0);
    expect(total).toBe(1);
    const log = (await as(admin, 'GET', `/api/campaigns/${c.id}/recipients?activity=clicked`)).json();
    expect(log.recipients.map((r: Json) => r.email)).toEqual([declinedA1.email]);
  });

  it('marks a hard bounce and suppresses the address', async () => {
    const bouncy = await makeClient('Hal Bounce', brandA, { tags: ['bounce-test'] });
    const fine = await makeClient('Ida Fine', brandA, { tags: ['bounce-test'] });
    smtp.reject.add(bouncy.email);
    const seg = await createSegment(admin, `Bounce ${tag}`, { tags: ['bounce-test'] });
    const c = await createCampaign(admin, seg.id);
    await as(admin, 'POST', `/api/campaigns/${c.id}/send`);
    const before = smtp.received.length;
    const run = await runSend(c.id);
    expect(run).toMatchObject({ outcome: 'done', sent: 1 });
    expect(smtp.received.slice(before).map((m) => m.to[0])).toEqual([fine.email]);
    const stats = (await as(admin, 'GET', `/api/campaigns/${c.id}/stats`)).json().stats;
    expect(stats).toMatchObject({ delivered: 1, bounced: 1 });
    const list = (
      await as(admin, 'GET', `/api/campaigns/suppressions?q=${encodeURIComponent(bouncy.email)}`)
    ).json();
    expect(list.suppressions).toMatchObject([{ email: bouncy.email, reason: 'bounced' }]);
    // Staff can lift it; another brand's staff cannot see or remove it.
    const id = list.suppressions[0].id;
    expect(
      (await as(otherBrandStaff, 'GET', '/api/campaigns/suppressions'))
        .json()
        .suppressions.map((s: Json) => s.id),
    ).not.toContain(id);
    expect((await as(admin, 'DELETE', `/api/campaigns/suppressions/${id}`)).statusCode).toBe(200);
    smtp.reject.delete(bouncy.email);
  });

  it('survives a crash mid-send without sending anyone twice', async () => {
    const people = await Promise.all(
      ['Jo', 'Kim', 'Lee', 'Max', 'Ned'].map((n) =>
        makeClient(`${n} Crash`, brandA, { tags: ['crash-test'] }),
      ),
    );
    const seg = await createSegment(admin, `Crash ${tag}`, { tags: ['crash-test'] });
    const c = await createCampaign(admin, seg.id);
    await as(admin, 'POST', `/api/campaigns/${c.id}/send`);
    const smtpMailer = createSmtpMailer(db(), smtp.url, 'FundPath <no-reply@fundpath.test>');
    // The first worker delivers two messages; with the third the server has it, then the worker hangs (dies).
    let sends = 0;
    let release: () => void = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    const dying: Mailer = {
      kind: 'smtp',
      async send(m) {
        sends += 1;
        await smtpMailer.send(m);
        if (sends === 3) await hung;
      },
    };
    const before = smtp.received.length;
    const first = runSend(c.id, dying);
    await smtp.waitFor(before + 3);
    // The worker's lease runs out (it died); another instance's job takes over.
    await db()
      .update(campaigns)
      .set({ lease_until: sql`now() - interval '1 second'` })
      .where(eq(campaigns.id, c.id));
    const second = await runSend(c.id);
    expect(second).toMatchObject({ outcome: 'done', sent: 2 });
    // The dead worker wakes up: it may confirm its message, but it sends nothing more.
    release();
    expect((await first).outcome).toBe('stale');
    const got = smtp.received.slice(before).map((m) => m.to[0]);
    expect(got).toHaveLength(5);
    expect(new Set(got)).toEqual(new Set(people.map((p) => p.email)));
    const stats = (await as(admin, 'GET', `/api/campaigns/${c.id}/stats`)).json().stats;
    expect(stats.recipients).toBe(5);
    expect(stats.delivered + stats.unknown).toBe(5);
    expect(stats.pending).toBe(0);
  });

  it('cancels a schedule back to a draft; the old job finds nothing to do', async () => {
    const seg = await createSegment(admin, `Cancel ${tag}`, { tags: ['vip'] });
    const c = await createCampaign(admin, seg.id);
    await as(admin, 'POST', `/api/campaigns/${c.id}/send`);
    const [row] = await db().select().from(campaigns).where(eq(campaigns.id, c.id));
    const cancelled = await as(admin, 'POST', `/api/campaigns/${c.id}/cancel`);
    expect(cancelled.json().campaign.status).toBe('draft');
    const before = smtp.received.length;
    const stale = await runCampaignSend(deps(), {
      id: 'old-job',
      data: { campaign_id: c.id, seq: row!.send_seq, part: 0 },
    });
    expect(stale.outcome).toBe('stale');
    expect(smtp.received.length).toBe(before);
    expect((await as(admin, 'POST', `/api/campaigns/${c.id}/cancel`)).statusCode).toBe(409);
    expect((await as(admin, 'DELETE', `/api/campaigns/${c.id}`)).statusCode).toBe(200);
  });

  it('keeps another brand’s campaigns out of reach', async () => {
    const c = await createCampaign(brandedStaff, null);
    expect((await as(otherBrandStaff, 'GET', `/api/campaigns/${c.id}`)).statusCode).toBe(404);
    expect(
      (await as(otherBrandStaff, 'PATCH', `/api/campaigns/${c.id}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    const list = (await as(otherBrandStaff, 'GET', '/api/campaigns')).json();
    expect(list.campaigns.map((x: Json) => x.id)).not.toContain(c.id);
    expect((await as(admin, 'GET', `/api/campaigns/${c.id}`)).statusCode).toBe(200);
  });
});

describe('transactional e-mail (for automations)', () => {
  it('sends once per dedupe key with the unsubscribe headers, and skips suppressed addresses', async () => {
    const before = smtp.received.length;
    const input = {
      user_id: declinedA2.id,
      subject: 'Welcome, {{first_name}}',
      blocks: [{ type: 'text' as const, text: 'Step {{current_step}} is next.' }],
      source: 'automation:test',
      dedupe_key: `welcome:${declinedA2.id}`,
    };
    expect((await sendTransactionalEmail(app.deps, input)).status).toBe('sent');
    expect((await sendTransactionalEmail(app.deps, input)).status).toBe('duplicate');
    const got = smtp.received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]!.parsed.subject).toBe('Welcome, Eli');
    expect(got[0]!.parsed.text).toContain('Step 6 is next.');
    expect(headerOf(got[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    await db().insert(emailSuppressions).values({ email: approvedA.email, reason: 'manual' });
    const skipped = await sendTransactionalEmail(app.deps, {
      ...input,
      user_id: approvedA.id,
      dedupe_key: 'x1',
    });
    expect(skipped.status).toBe('suppressed');
    expect(smtp.received.length).toBe(before + 1);
  });
});

describe('the coach’s e-mail to their own contacts', () => {
  let coach: TestUser;
  let otherCoach: TestUser;
  beforeAll(async () => {
    coach = await makeUser(db(), 'client', { display_name: 'Jordan Coach', brand_id: brandA });
    otherCoach = await makeUser(db(), 'client', { display_name: 'Quinn Coach' });
    const [store] = await db()
      .insert(stores)
      .values({ owner_id: coach.id, slug: `jordan-${tag}`, store_name: 'Jordan’s Store', status: 'live' })
      .returning();
    const order = (email: string, name: string, paid: boolean) => ({
      number: `FP-T${randomBytes(4).toString('hex')}`,
      store_id: store!.id,
      email,
      customer_name: name,
      shipping_address: {
        line1: '1 Road',
        city: 'Town',
        state: 'IL',
        postal_code: '62701',
        country: 'US',
      } as never,
      subtotal_cents: 1000,
      shipping_cents: 0,
      tax_cents: 0,
      total_cents: 1000,
      tax_rate_bps: 0,
      payment_provider: 'test',
      access_key_hash: randomBytes(8).toString('hex'),
      paid_at: paid ? new Date() : null,
    });
    await db()
      .insert(orders)
      .values([
        order(`buyer1.${tag}@example.com`, 'Rita Buyer', true),
        order(`Buyer1.${tag}@example.com`, 'Rita B.', true),
        order(`buyer2.${tag}@example.com`, 'Sam Buyer', true),
        order(`unpaid.${tag}@example.com`, 'Una Unpaid', false),
      ]);
    const [stage] = await db()
      .insert(leadStages)
      .values({ name: `Stage ${tag}`, kind: 'open', position: 99 })
      .returning();
    await db()
      .insert(leads)
      .values([
        {
          name: 'Lena Lead',
          email: `lead1.${tag}@example.com`,
          source: 'website',
          stage_id: stage!.id,
          client_id: coach.id,
        },
        {
          name: 'Sam Again',
          email: `buyer2.${tag}@example.com`,
          source: 'website',
          stage_id: stage!.id,
          client_id: coach.id,
        },
        {
          name: 'Not Mine',
          email: `other.${tag}@example.com`,
          source: 'website',
          stage_id: stage!.id,
          client_id: otherCoach.id,
        },
      ]);
  });

  it('counts buyers and leads once per address, and only the coach’s own', async () => {
    const res = await as(coach, 'GET', '/api/marketing/audience');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().audience).toMatchObject({
      total: 3,
      customers: 2,
      leads: 2,
      suppressed: 0,
      sendable: 3,
    });
    expect((await as(admin, 'GET', '/api/marketing/audience')).statusCode).toBe(403);
  });

  it('sends under the coach’s name through the same job; unsubscribes go on the coach’s list', async () => {
    const body = {
      subject: 'News from {{sender_name}}',
      blocks: [{ type: 'text', text: 'Hi {{first_name}}!' }],
    };
    const res = await injectAs(app, coach, {
      method: 'POST',
      url: '/api/marketing/emails',
      payload: body,
      headers: { 'idempotency-key': `mk-${tag}-1` },
    });
    expect(res.statusCode, res.body).toBe(202);
    const email = res.json().email;
    const replay = await injectAs(app, coach, {
      method: 'POST',
      url: '/api/marketing/emails',
      payload: body,
      headers: { 'idempotency-key': `mk-${tag}-1` },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().email.id).toBe(email.id);

    const before = smtp.received.length;
    expect((await runSend(email.id)).outcome).toBe('done');
    const got = smtp.received.slice(before);
    expect(got.map((m) => m.to[0]).sort()).toEqual(
      [`buyer1.${tag}@example.com`, `buyer2.${tag}@example.com`, `lead1.${tag}@example.com`].sort(),
    );
    const rita = got.find((m) => m.to[0] === `buyer1.${tag}@example.com`)!;
    expect(rita.parsed.from?.value[0]?.name).toBe('Jordan Coach');
    expect(rita.parsed.subject).toBe('News from Jordan Coach');
    expect(rita.parsed.text).toMatch(/Hi Rita/);
    expect(rita.parsed.text).toContain('100 Main Street');

    const unsub = headerOf(rita, 'List-Unsubscribe')!.slice(1, -1);
    await app.inject({
      method: 'POST',
      url: pathOf(unsub),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    const [row] = await db()
      .select()
      .from(emailSuppressions)
      .where(sql`lower(${emailSuppressions.email}) = ${`buyer1.${tag}@example.com`}`);
    expect(row?.owner_id).toBe(coach.id);
    expect((await as(coach, 'GET', '/api/marketing/audience')).json().audience.suppressed).toBe(1);

    const list = (await as(coach, 'GET', '/api/marketing/emails')).json();
    expect(list.emails[0]).toMatchObject({
      id: email.id,
      status: 'sent',
      stats: { delivered: 3, unsubscribed: 1 },
    });
    expect(list.sends_today).toBe(1);
    expect((await as(otherCoach, 'GET', `/api/marketing/emails/${email.id}`)).statusCode).toBe(404);
    expect((await as(otherCoach, 'GET', '/api/marketing/emails')).json().emails).toEqual([]);
  });

  it('limits sends per day and refuses an empty audience', async () => {
    const body = { subject: 'Again', blocks: [{ type: 'text', text: 'Hello' }] };
    for (let i = 0; i < 2; i++)
      expect((await as(coach, 'POST', '/api/marketing/emails', body)).statusCode).toBe(202);
    const over = await as(coach, 'POST', '/api/marketing/emails', body);
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('LIMIT_REACHED');
    const lonely = await makeUser(db(), 'client', { display_name: 'Nobody Yet' });
    const empty = await as(lonely, 'POST', '/api/marketing/emails', body);
    expect(empty.statusCode).toBe(422);
    expect(
      (await as(coach, 'POST', '/api/marketing/emails', { ...body, subject: 'x\u0000' })).statusCode,
    ).toBe(400);
  });

  it('previews and tests to the coach’s own address', async () => {
    const body = {
      subject: 'Hello {{first_name}}',
      blocks: [{ type: 'button', label: 'Book', url: 'https://example.com/book' }],
    };
    const p = await as(coach, 'POST', '/api/marketing/emails/preview', body);
    expect(p.json().preview.subject).toBe('Hello Sam');
    const before = smtp.received.length;
    const t = await as(coach, 'POST', '/api/marketing/emails/test', body);
    expect(t.json().sent_to).toBe(coach.email);
    await smtp.waitFor(before + 1);
    expect(mailsTo(coach.email)).toHaveLength(1);
  });
});
