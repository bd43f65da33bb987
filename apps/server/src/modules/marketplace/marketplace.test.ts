import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/day-series';
import { cookieFrom, injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let member: TestUser;
let templateId: string;
let ipCounter = 0;

const AGREEMENT = `# Specialist agreement

Between {{company_name}} and {{client_name}} ({{client_email}}), made on {{date}}. The specialist
keeps their own licences and insurance, and the platform keeps its fee on each booking.`;

const freshIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};
const as = (
  user: { cookie: string } | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) => injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

const PROFILE = {
  display_name: 'Test Specialist',
  headline: 'Massage and mobility',
  bio: 'Ten years of practice.',
  specialties: ['Massage therapy'],
  languages: ['English'],
  time_zone: 'Asia/Manila',
  location_mode: 'both',
  city: 'Manila',
};

async function signUp(overrides: Record<string, unknown> = {}) {
  const email = `spec.${Math.random().toString(36).slice(2)}@test.fundpath.dev`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/marketplace/specialists/signup',
    remoteAddress: freshIp(),
    payload: { ...PROFILE, email, password: 'a-long-password-1', ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie: cookieFrom(res), id: res.json().specialist.id as string, email };
}

/** A specialist who signed and was approved, with the given profile and one service. */
async function approvedSpecialist(
  profile: Record<string, unknown> = {},
  service: Record<string, unknown> = {},
): Promise<{ cookie: string; id: string; serviceId: string }> {
  const s = await signUp(profile);
  expect(
    (
      await as(s, 'POST', '/api/marketplace/specialists/me/contract/sign', {
        signature_name: 'Test Specialist',
        agree: true,
      })
    ).statusCode,
  ).toBe(200);
  const created = await as(s, 'POST', '/api/marketplace/specialists/me/services', {
    name: 'Session',
    duration_minutes: 60,
    price_cents: 5000,
    ...service,
  });
  expect(created.statusCode, created.body).toBe(201);
  expect((await as(admin, 'POST', `/api/admin/marketplace/specialists/${s.id}/approve`)).statusCode).toBe(
    200,
  );
  return { ...s, serviceId: created.json().service.id };
}

async function discover(query = '', user: { cookie: string } | null = null) {
  const res = await as(user, 'GET', `/api/marketplace/specialists?per_page=60${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    specialists: Array<{ id: string; liked: boolean; from_price_cents: number | null }>;
    total: number;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  funding = await makeUser(t.db, 'funding_team');
  member = await makeUser(t.db, 'member');
  const tpl = await as(admin, 'POST', '/api/admin/contracts/templates', {
    kind: 'specialist_contract',
    name: 'Specialist agreement',
    format: 'markdown',
    body: AGREEMENT,
  });
  expect(tpl.statusCode, tpl.body).toBe(201);
  templateId = tpl.json().template.id;
});
afterAll(() => t.close());

describe('specialist sign-up, agreement and review', () => {
  it('signs up pending, cannot be approved unsigned, signs, is approved, listed, suspended, reinstated', async () => {
    const s = await signUp({ display_name: 'Journey Specialist' });
    const me = (await as(s, 'GET', '/api/marketplace/specialists/me')).json().specialist;
    expect(me).toMatchObject({
      status: 'pending_review',
      display_name: 'Journey Specialist',
      booking_path: `/book/${me.link_code}`,
    });
    expect(me.link_code).toMatch(/^[A-Z0-9]{10}$/);
    expect(me.agreement.signed_current).toBe(false);

    const early = await as(admin, 'POST', `/api/admin/marketplace/specialists/${s.id}/approve`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/agreement/);

    const contract = (await as(s, 'GET', '/api/marketplace/specialists/me/contract')).json().contract;
    expect(contract).toMatchObject({ version: 1, signed_current: false, record: null });
    expect(contract.document_text).toContain('Journey Specialist');
    expect(contract.document_text).not.toContain('{{');

    const unticked = await as(s, 'POST', '/api/marketplace/specialists/me/contract/sign', {
      signature_name: 'Journey Specialist',
      agree: false,
    });
    expect(unticked.statusCode).toBe(400);
    const signed = await as(s, 'POST', '/api/marketplace/specialists/me/contract/sign', {
      signature_name: 'Journey Specialist',
      agree: true,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const record = signed.json().contract.record;
    expect(signed.json().contract.signed_current).toBe(true);
    expect(record).toMatchObject({ version: 1, typed_name: 'Journey Specialist' });
    expect(
      (
        await as(s, 'POST', '/api/marketplace/specialists/me/contract/sign', {
          signature_name: 'J S',
          agree: true,
        })
      ).statusCode,
    ).toBe(409);
    // The immutable record of the contracts module, with signer, IP and hashes.
    const stored = (await as(admin, 'GET', `/api/admin/contracts/signed/${record.id}`)).json().signed;
    expect(stored).toMatchObject({ signer_id: s.id, version: 1, typed_name: 'Journey Specialist' });
    expect(stored.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);

    expect((await discover()).specialists.map((x) => x.id)).not.toContain(s.id);
    expect((await as(null, 'GET', `/api/marketplace/specialists/${s.id}`)).statusCode).toBe(404);

    const approved = await as(admin, 'POST', `/api/admin/marketplace/specialists/${s.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().specialist).toMatchObject({
      status: 'approved',
      agreement: { signed_current: true },
    });
    expect((await discover()).specialists.map((x) => x.id)).toContain(s.id);
    expect((await as(null, 'GET', `/api/marketplace/specialists/${s.id}`)).statusCode).toBe(200);

    const suspended = await as(admin, 'POST', `/api/admin/marketplace/specialists/${s.id}/suspend`, {
      reason: 'Complaints under review',
    });
    expect(suspended.json().specialist).toMatchObject({
      status: 'suspended',
      review_note: 'Complaints under review',
    });
    expect((await discover()).specialists.map((x) => x.id)).not.toContain(s.id);
    expect((await as(null, 'GET', `/api/marketplace/specialists/${s.id}`)).statusCode).toBe(404);
    expect(
      (await as(admin, 'POST', `/api/admin/marketplace/specialists/${s.id}/suspend`, { reason: 'again' }))
        .statusCode,
    ).toBe(409);

    expect((await as(admin, 'POST', `/api/admin/marketplace/specialists/${s.id}/reinstate`)).statusCode).toBe(
      200,
    );
    expect((await discover()).specialists.map((x) => x.id)).toContain(s.id);

    // Audited, and the specialist was told each time.
    const audit = rowsOf<{ action: string }>(
      await t.db.execute(sql`select action from audit_log where target_id = ${s.id} order by at, id`),
    ).map((r) => r.action);
    expect(audit).toEqual([
      'marketplace.specialist_approved',
      'marketplace.specialist_suspended',
      'marketplace.specialist_reinstated',
    ]);
    const told = rowsOf<{ title: string; body: string }>(
      await t.db.execute(
        sql`select title, body from notifications where user_id = ${s.id} order by created_at`,
      ),
    );
    expect(told.map((n) => n.title)).toEqual([
      'Your specialist profile is approved',
      'Your specialist profile is suspended',
      'Your specialist profile is reinstated',
    ]);
    expect(told[1]!.body).toContain('Complaints under review');
  });

  it('a newer agreement version must be signed again before an approval', async () => {
    const s = await signUp();
    await as(s, 'POST', '/api/marketplace/specialists/me/contract/sign', {
      signature_name: 'Test Specialist',
      agree: true,
    });
    const published = await as(admin, 'POST', `/api/admin/contracts/templates/${templateId}/versions`, {
      format: 'markdown',
      body: `${AGREEMENT}\n\nVersion two adds a cancellation clause.`,
      change_note: 'Cancellation clause',
    });
    expect(published.statusCode, published.body).toBe(201);
    const me = (await as(s, 'GET', '/api/marketplace/specialists/me')).json().specialist;
    expect(me.agreement).toMatchObject({ signed_current: false, signed_version: 1, current_version: 2 });
    expect((await as(admin, 'POST', `/api/admin/marketplace/specialists/${s.id}/approve`)).statusCode).toBe(
      409,
    );
    const again = await as(s, 'POST', '/api/marketplace/specialists/me/contract/sign', {
      signature_name: 'Test Specialist',
      agree: true,
    });
    expect(again.json().contract).toMatchObject({ version: 2, signed_current: true });
    expect((await as(admin, 'POST', `/api/admin/marketplace/specialists/${s.id}/approve`)).statusCode).toBe(
      200,
    );
  });

  it('rejects with a reason; the admin list filters by status and search', async () => {
    const s = await signUp({ display_name: 'Zebediah Unique' });
    expect(
      (await as(admin, 'POST', `/api/admin/marketplace/specialists/${s.id}/reject`, {})).statusCode,
    ).toBe(400);
    const rejected = await as(admin, 'POST', `/api/admin/marketplace/specialists/${s.id}/reject`, {
      reason: 'Incomplete profile',
    });
    expect(rejected.json().specialist.status).toBe('rejected');
    const list = (
      await as(admin, 'GET', '/api/admin/marketplace/specialists?status=rejected&q=zebediah')
    ).json();
    expect(list.specialists.map((x: { id: string }) => x.id)).toEqual([s.id]);
    expect(list.counts.rejected).toBeGreaterThanOrEqual(1);
    expect(
      (await as(admin, 'GET', `/api/admin/marketplace/specialists/${s.id}`)).json().specialist.email,
    ).toBe(s.email);
  });

  it('member sign-up makes a signed-in member; a taken e-mail is a 409; sign-ups are rate-limited per IP', async () => {
    const ip = freshIp();
    const email = `member.${Math.random().toString(36).slice(2)}@test.fundpath.dev`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/members/signup',
      remoteAddress: ip,
      payload: { full_name: 'New Member', email, password: 'a-long-password-1' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().member).toMatchObject({ email, role: 'member' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user',
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.json().user.role).toBe('member');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/members/signup',
      remoteAddress: ip,
      payload: { full_name: 'New Member', email: email.toUpperCase(), password: 'a-long-password-1' },
    });
    expect(again.statusCode).toBe(409);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/members/signup',
      remoteAddress: ip,
      payload: { full_name: 'New Member', email: `x${email}`, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/marketplace/members/signup',
        remoteAddress: ip,
        payload: { full_name: 'Flood', email: `flood${i}${email}`, password: 'a-long-password-1' },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('access', () => {
  it('members and anonymous callers cannot use specialist routes; admin routes need marketplace.manage', async () => {
    for (const [method, url] of [
      ['GET', '/api/marketplace/specialists/me'],
      ['GET', '/api/marketplace/specialists/me/services'],
      ['PUT', '/api/marketplace/specialists/me/availability'],
      ['POST', '/api/marketplace/specialists/me/contract/sign'],
    ] as const) {
      expect((await as(member, method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(403);
      expect((await as(null, method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
    }
    for (const url of [
      '/api/admin/marketplace/specialists',
      '/api/admin/marketplace/categories',
      '/api/admin/marketplace/default-hours',
    ]) {
      expect((await as(funding, 'GET', url)).statusCode, url).toBe(403);
      expect((await as(member, 'GET', url)).statusCode, url).toBe(403);
      expect((await as(admin, 'GET', url)).statusCode, url).toBe(200);
    }
    expect((await as(null, 'GET', '/api/marketplace/likes')).statusCode).toBe(401);
  });

  it("another specialist cannot see or change my services (404), and an admin's approval is refused to a specialist", async () => {
    const mine = await makeUser(t.db, 'specialist');
    const other = await makeUser(t.db, 'specialist');
    const created = await as(mine, 'POST', '/api/marketplace/specialists/me/services', {
      name: 'Mine',
      duration_minutes: 30,
      price_cents: 1000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().service.id;
    expect(
      (await as(other, 'PATCH', `/api/marketplace/specialists/me/services/${id}`, { price_cents: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await as(other, 'DELETE', `/api/marketplace/specialists/me/services/${id}`)).statusCode).toBe(
      404,
    );
    expect((await as(other, 'GET', '/api/marketplace/specialists/me/services')).json().services).toEqual([]);
    const patched = await as(mine, 'PATCH', `/api/marketplace/specialists/me/services/${id}`, {
      price_cents: 1200,
      requires_confirmation: true,
    });
    expect(patched.json().service).toMatchObject({
      price_cents: 1200,
      requires_confirmation: true,
      name: 'Mine',
    });
    expect((await as(mine, 'POST', `/api/admin/marketplace/specialists/${mine.id}/approve`)).statusCode).toBe(
      403,
    );
    // Not listed yet: its services are not public.
    expect((await as(null, 'GET', `/api/marketplace/specialists/${mine.id}/services`)).statusCode).toBe(404);
    expect((await as(mine, 'DELETE', `/api/marketplace/specialists/me/services/${id}`)).statusCode).toBe(200);
  });
});

describe('validation', () => {
  it('refuses NUL bytes, huge durations, bad time zones and overlapping hours with 400', async () => {
    const base = { ...PROFILE, email: `v.${Date.now()}@test.fundpath.dev`, password: 'a-long-password-1' };
    for (const payload of [
      { ...base, display_name: 'a\u0000b' },
      { ...base, bio: 'ok\u0000' },
      { ...base, time_zone: 'Mars/Olympus' },
      { ...base, time_zone: 'Asia/Manila; drop table' },
      { ...base, location_mode: 'teleport' },
      { ...base, photo_url: 'javascript:alert(1)' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/marketplace/specialists/signup',
        remoteAddress: freshIp(),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const s = await makeUser(t.db, 'specialist');
    for (const body of [
      { name: 'Long', duration_minutes: 100_000, price_cents: 100 },
      { name: 'Short', duration_minutes: 4, price_cents: 100 },
      { name: 'Frac', duration_minutes: 30.5, price_cents: 100 },
      { name: 'Money', duration_minutes: 30, price_cents: 2 ** 31 },
      { name: 'Neg', duration_minutes: 30, price_cents: -1 },
      { name: 'Buf', duration_minutes: 30, price_cents: 100, buffer_after_minutes: 10_000 },
      { name: 'x\u0000', duration_minutes: 30, price_cents: 100 },
    ]) {
      expect(
        (await as(s, 'POST', '/api/marketplace/specialists/me/services', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    const hours = { overrides: [], minimum_notice_minutes: 60, booking_horizon_days: 30, daily_cap: null };
    for (const weekly of [
      {
        '1': [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '14:00' },
        ],
      },
      { '1': [{ start: '12:00', end: '09:00' }] },
      { '1': [{ start: '25:00', end: '26:00' }] },
      { '8': [{ start: '09:00', end: '10:00' }] },
    ]) {
      expect(
        (await as(s, 'PUT', '/api/marketplace/specialists/me/availability', { ...hours, weekly })).statusCode,
        JSON.stringify(weekly),
      ).toBe(400);
    }
    const dupOverride = await as(s, 'PUT', '/api/marketplace/specialists/me/availability', {
      ...hours,
      weekly: null,
      overrides: [
        { date: '2030-01-01', ranges: [] },
        { date: '2030-01-01', ranges: [] },
      ],
    });
    expect(dupOverride.statusCode).toBe(400);
    expect(
      (await as(s, 'PUT', '/api/marketplace/specialists/me', { ...PROFILE, time_zone: 'Nowhere/City' }))
        .statusCode,
    ).toBe(400);
    expect((await as(null, 'GET', '/api/marketplace/specialists?q=%00')).statusCode).toBe(400);
    expect((await as(null, 'GET', '/api/marketplace/specialists?per_page=10000')).statusCode).toBe(400);
  });
});

describe('categories and default hours (admin)', () => {
  it('creates, updates and deletes categories with a platform fee; slugs are unique', async () => {
    const c = await as(admin, 'POST', '/api/admin/marketplace/categories', {
      name: 'Reiki',
      slug: 'reiki',
      platform_fee_bps: 1800,
    });
    expect(c.statusCode, c.body).toBe(201);
    expect(
      (
        await as(admin, 'POST', '/api/admin/marketplace/categories', {
          name: 'Reiki 2',
          slug: 'reiki',
          platform_fee_bps: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await as(admin, 'POST', '/api/admin/marketplace/categories', {
          name: 'Bad',
          slug: 'bad',
          platform_fee_bps: 10_001,
        })
      ).statusCode,
    ).toBe(400);
    const id = c.json().category.id;
    const u = await as(admin, 'PUT', `/api/admin/marketplace/categories/${id}`, {
      name: 'Reiki',
      slug: 'reiki',
      platform_fee_bps: 2000,
      active: false,
    });
    expect(u.json().category).toMatchObject({ platform_fee_bps: 2000, active: false });
    expect(
      (await as(null, 'GET', '/api/marketplace/categories'))
        .json()
        .categories.map((x: { id: string }) => x.id),
    ).not.toContain(id);
    // An inactive category cannot be chosen for a service.
    const s = await makeUser(t.db, 'specialist');
    expect(
      (
        await as(s, 'POST', '/api/marketplace/specialists/me/services', {
          name: 'R',
          duration_minutes: 30,
          price_cents: 1,
          category_id: id,
        })
      ).statusCode,
    ).toBe(400);
    expect((await as(admin, 'DELETE', `/api/admin/marketplace/categories/${id}`)).statusCode).toBe(200);
    expect((await as(admin, 'DELETE', `/api/admin/marketplace/categories/${id}`)).statusCode).toBe(404);
  });

  it('default hours apply to specialists who follow them', async () => {
    const before = (await as(admin, 'GET', '/api/admin/marketplace/default-hours')).json().default_hours;
    expect(before.weekly['1']).toEqual([{ start: '09:00', end: '17:00' }]);
    const weekly = { '1': [{ start: '08:00', end: '16:00' }], '2': [{ start: '08:00', end: '16:00' }] };
    expect((await as(admin, 'PUT', '/api/admin/marketplace/default-hours', { weekly })).statusCode).toBe(200);
    const s = await makeUser(t.db, 'specialist');
    const mine = (await as(s, 'GET', '/api/marketplace/specialists/me/availability')).json().availability;
    expect(mine).toMatchObject({ uses_default_hours: true, weekly: null, effective_weekly: weekly });
    await as(admin, 'PUT', '/api/admin/marketplace/default-hours', { weekly: before.weekly });
  });
});

describe('discovery and likes', () => {
  it('filters by search, specialty, language, price and mode, and sorts by price', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await approvedSpecialist(
      { display_name: `Ana ${tag}`, specialties: ['Reflexology'], languages: ['Tagalog'] },
      { price_cents: 3000, mode: 'online' },
    );
    const b = await approvedSpecialist(
      {
        display_name: `Ben ${tag}`,
        specialties: ['Reflexology', 'Reiki'],
        languages: ['English'],
        bio: `Quiet ${tag} room`,
      },
      { price_cents: 9000, mode: 'in_person' },
    );
    const ids = async (q: string) => (await discover(`&q=${tag}${q}`)).specialists.map((x) => x.id);
    expect(await ids('')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids('&specialty=reflexology&sort=price_asc')).toEqual([a.id, b.id]);
    expect(await ids('&specialty=Reflexology&sort=price_desc')).toEqual([b.id, a.id]);
    expect(await ids('&language=tagalog')).toEqual([a.id]);
    expect(await ids('&max_price_cents=5000')).toEqual([a.id]);
    expect(await ids('&min_price_cents=5000')).toEqual([b.id]);
    expect(await ids('&mode=in_person')).toEqual([b.id]);
    expect(await ids('&mode=online&min_price_cents=5000')).toEqual([]);
    const page = await discover(`&q=${tag}&sort=price_asc`);
    expect(page.specialists[0]!.from_price_cents).toBe(3000);
    const facets = (await as(null, 'GET', '/api/marketplace/specialists')).json().facets;
    expect(facets.specialties).toContain('Reflexology');
    // The profile counts a view once a day per viewer.
    await as(member, 'GET', `/api/marketplace/specialists/${a.id}`);
    await as(member, 'GET', `/api/marketplace/specialists/${a.id}`);
    await as(null, 'GET', `/api/marketplace/specialists/${a.id}`);
    expect((await as(a, 'GET', '/api/marketplace/specialists/me')).json().specialist.profile_views).toBe(2);
    // The booking page by link code; a QR visit counts a scan.
    const code = (await as(a, 'GET', '/api/marketplace/specialists/me')).json().specialist.link_code;
    const page2 = await as(null, 'GET', `/api/marketplace/book/${code.toLowerCase()}?via=qr`);
    expect(page2.statusCode).toBe(200);
    expect(page2.json().specialist.services).toHaveLength(1);
    expect((await as(a, 'GET', '/api/marketplace/specialists/me')).json().specialist.qr_scans).toBe(1);
    expect((await as(null, 'GET', '/api/marketplace/book/NOSUCHCODE1')).statusCode).toBe(404);
  });

  it('likes are idempotent both ways and only for listed specialists', async () => {
    const s = await approvedSpecialist();
    const pending = await signUp();
    const liker = await makeUser(t.db, 'member');
    for (let i = 0; i < 2; i++) {
      const res = await as(liker, 'PUT', `/api/marketplace/likes/${s.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ liked: true, specialist_id: s.id });
    }
    const list = (await as(liker, 'GET', '/api/marketplace/likes')).json().likes;
    expect(list.map((l: { id: string }) => l.id)).toEqual([s.id]);
    expect((await as(liker, 'GET', `/api/marketplace/specialists/${s.id}`)).json().specialist).toMatchObject({
      liked: true,
      like_count: 1,
    });
    expect((await discover('', liker)).specialists.find((x) => x.id === s.id)?.liked).toBe(true);
    expect((await as(liker, 'PUT', `/api/marketplace/likes/${pending.id}`)).statusCode).toBe(404);
    for (let i = 0; i < 2; i++)
      expect((await as(liker, 'DELETE', `/api/marketplace/likes/${s.id}`)).json().liked).toBe(false);
    expect((await as(liker, 'GET', '/api/marketplace/likes')).json().likes).toEqual([]);
    // A specialist likes from /specialist/discover too.
    expect((await as(pending, 'PUT', `/api/marketplace/likes/${s.id}`)).statusCode).toBe(200);
  });
});

describe('slots', () => {
  const DAY = 86_400_000;
  const WEEKDAYS = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 } as const;
  const local = (iso: string, timeZone: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        hourCycle: 'h23',
        hour: '2-digit',
        minute: '2-digit',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })
        .formatToParts(new Date(iso))
        .map((p) => [p.type, p.value]),
    );
    return {
      weekday: WEEKDAYS[parts.weekday as keyof typeof WEEKDAYS],
      minutes: Number(parts.hour) * 60 + Number(parts.minute),
      date: `${parts.year}-${parts.month}-${parts.day}`,
    };
  };
  const weekdays = (start: string, end: string) =>
    Object.fromEntries(['1', '2', '3', '4', '5'].map((d) => [d, [{ start, end }]]));
  /** Monday 00:00 UTC at least four days from now. */
  const nextMonday = () => {
    const d = new Date(Date.now() + 4 * DAY);
    d.setUTCHours(0, 0, 0, 0);
    while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
    return d;
  };

  async function withHours(timeZone: string, hours: Record<string, unknown>, duration = 60) {
    const s = await approvedSpecialist({ time_zone: timeZone }, { duration_minutes: duration });
    const saved = await as(s, 'PUT', '/api/marketplace/specialists/me/availability', {
      overrides: [],
      minimum_notice_minutes: 0,
      booking_horizon_days: 90,
      daily_cap: null,
      ...hours,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return s;
  }

  it('respects weekly hours in the specialist’s zone and groups days in the viewer’s, in two zones', async () => {
    const from = nextMonday();
    const to = new Date(from.getTime() + 7 * DAY);
    for (const [zone, start, end, viewer] of [
      ['Asia/Manila', '09:00', '17:00', 'America/Los_Angeles'],
      ['America/New_York', '10:00', '12:00', 'Asia/Tokyo'],
    ] as const) {
      const s = await withHours(zone, { weekly: weekdays(start, end) });
      const res = await as(
        null,
        'GET',
        `/api/marketplace/specialists/${s.id}/slots?service_id=${s.serviceId}&from=${from.toISOString()}&to=${to.toISOString()}&tz=${viewer}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ time_zone: viewer, specialist_time_zone: zone });
      expect(body.slots.length).toBeGreaterThan(0);
      const [open, close] = [start, end].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
      for (const slot of body.slots) {
        const at = local(slot.start, zone);
        expect(at.weekday, slot.start).toBeLessThanOrEqual(5);
        expect(at.minutes, slot.start).toBeGreaterThanOrEqual(open!);
        expect(at.minutes + 60, slot.start).toBeLessThanOrEqual(close!);
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(60 * 60_000);
        expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(from.getTime());
      }
      for (const day of body.days)
        for (const slot of day.slots) expect(local(slot.start, viewer).date).toBe(day.date);
      expect(body.days.flatMap((d: { slots: unknown[] }) => d.slots)).toHaveLength(body.slots.length);
    }
  });

  it('starts no earlier than the minimum notice and skips a day off', async () => {
    const everyDay = Object.fromEntries(
      ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ start: '00:00', end: '24:00' }]]),
    );
    const offDate = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const s = await withHours('UTC', {
      weekly: everyDay,
      minimum_notice_minutes: 2 * 24 * 60,
      overrides: [{ date: offDate, ranges: [] }],
    });
    const before = Date.now();
    const res = await as(null, 'GET', `/api/marketplace/specialists/${s.id}/slots?service_id=${s.serviceId}`);
    expect(res.statusCode, res.body).toBe(200);
    const starts = res.json().slots.map((x: { start: string }) => Date.parse(x.start));
    expect(starts.length).toBeGreaterThan(0);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(before + 2 * DAY - 1000);
    expect(res.json().slots.some((x: { start: string }) => x.start.startsWith(offDate))).toBe(false);
    // Available this week: yes for this one (a slot within 7 days), not for one without hours.
    const closed = await withHours('UTC', { weekly: {} });
    const week = (await discover('&available_this_week=true')).specialists.map((x) => x.id);
    expect(week).toContain(s.id);
    expect(week).not.toContain(closed.id);
  });

  it('refuses long ranges, bad zones and a service of someone else', async () => {
    const a = await approvedSpecialist();
    const b = await approvedSpecialist();
    const base = `/api/marketplace/specialists/${a.id}/slots?service_id=${a.serviceId}`;
    const from = new Date(Date.now() + DAY);
    const far = new Date(from.getTime() + 90 * DAY);
    expect(
      (await as(null, 'GET', `${base}&from=${from.toISOString()}&to=${far.toISOString()}`)).statusCode,
    ).toBe(400);
    expect(
      (await as(null, 'GET', `${base}&from=${from.toISOString()}&to=${from.toISOString()}`)).statusCode,
    ).toBe(400);
    expect((await as(null, 'GET', `${base}&tz=Mars/Base`)).statusCode).toBe(400);
    expect(
      (await as(null, 'GET', `/api/marketplace/specialists/${a.id}/slots?service_id=${b.serviceId}`))
        .statusCode,
    ).toBe(404);
  });
});
