import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../testing/coaching';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { multipart } from '../../testing/support';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertBrand } from './repo';

/**
 * Brand administration end to end (issue 3/8): `brand.edit` on every admin route, field errors,
 * conflicts, audit rows, logos through the upload pipeline, and pages that visitors see only once
 * published, with versions and restore.
 */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let defaultId: string;
let otherId: string;

beforeAll(async () => {
  t = await createTestApp({ domainMap: { 'travel-deals.example.com': 'travel' } });
  defaultId = (
    await insertBrand(t.db, {
      slug: 'fundpath',
      name: 'FundPath',
      is_default: true,
      primary_color: '#4f46e5',
    })
  ).id;
  otherId = (
    await insertBrand(t.db, {
      slug: 'summit',
      name: 'Summit Capital',
      referral_code: 'SUMMIT2026',
      domain: 'summit.example.com',
    })
  ).id;
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  funding = await makeUser(t.db, 'funding_team');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const as = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const audit = async (action: string) =>
  (
    (await t.db.execute(
      sql`select action, target_id, target_label, before, after, actor_name from audit_log where action = ${action} order by at`,
    )) as unknown as { rows: Array<Record<string, unknown>> }
  ).rows;

const hero = (headline: string) => ({
  id: 'hero',
  type: 'hero',
  headline,
  cta_label: 'Start',
  cta_href: '/login',
});
const landing = (headline: string) => ({
  design: null,
  sections: [
    hero(headline),
    { id: 'faq', type: 'faq', heading: 'Questions', items: [{ question: 'Is it free?', answer: 'Yes.' }] },
  ],
});
const pageUrl = (brandId: string, page = 'landing', context = 'default') =>
  `/api/admin/brands/${brandId}/pages/${page}?context=${context}`;
const draftUrl = (brandId: string, page = 'landing', context = 'default') =>
  `/api/admin/brands/${brandId}/pages/${page}/draft?context=${context}`;
const publishUrl = (brandId: string, page = 'landing', context = 'default') =>
  `/api/admin/brands/${brandId}/pages/${page}/publish?context=${context}`;

describe('who may edit brands', () => {
  it('401 anonymously, 403 without brand.edit (funding team), 200 for an admin', async () => {
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/admin/brands'],
      ['POST', '/api/admin/brands', { name: 'Nope' }],
      ['PATCH', `/api/admin/brands/${defaultId}`, { name: 'Nope' }],
      ['DELETE', `/api/admin/brands/${defaultId}/logos/white`],
      ['GET', pageUrl(defaultId)],
      ['PUT', draftUrl(defaultId), { content: landing('Nope') }],
      ['POST', publishUrl(defaultId), {}],
      ['POST', `/api/admin/brands/${defaultId}/pages/landing/versions/1/restore?context=default`, {}],
    ];
    for (const [method, url, body] of routes) {
      expect((await as(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(funding, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const list = await as(admin, 'GET', '/api/admin/brands');
    expect(list.statusCode).toBe(200);
    expect(list.json().brands.map((b: { name: string }) => b.name)).toEqual(['FundPath', 'Summit Capital']);
  });
});

describe('editing a brand', () => {
  it('an edited colour is served by /api/brand/config on the very next request, and audited', async () => {
    const res = await as(admin, 'PATCH', `/api/admin/brands/${defaultId}`, {
      primary_color: '#0E7490',
      support_email: 'help@fundpath.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().brand).toMatchObject({ primary_color: '#0e7490', support_email: 'help@fundpath.test' });
    const config = await t.app.inject({ method: 'GET', url: '/api/brand/config' });
    expect(config.json().primary_color).toBe('#0e7490');

    const [row] = await audit('brand.updated');
    expect(row).toMatchObject({
      target_id: defaultId,
      target_label: 'FundPath',
      before: { primary_color: '#4f46e5', support_email: null },
      after: { primary_color: '#0e7490', support_email: 'help@fundpath.test' },
    });
    expect(String(row!.actor_name)).toContain('Avery Admin');
  });

  it('400 for bad colours, domains, e-mails, codes, NUL bytes and huge names', async () => {
    const bad = [
      { primary_color: 'red' },
      { accent_color: '#12345' },
      { domain: 'https://acme.com/path' },
      { support_email: 'not-an-email' },
      { referral_code: 'has-dash' },
      { name: 'Bad\u0000name' },
      { name: 'x'.repeat(121) },
      { name: '' },
    ];
    for (const body of bad) {
      const res = await as(admin, 'PATCH', `/api/admin/brands/${defaultId}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await as(admin, 'PATCH', '/api/admin/brands/not-a-uuid', { name: 'X' })).statusCode).toBe(400);
    expect(
      (await as(admin, 'PATCH', '/api/admin/brands/00000000-0000-4000-8000-000000000000', { name: 'X' }))
        .statusCode,
    ).toBe(404);
  });

  it('409 with a field error for a taken domain, referral code or name', async () => {
    const domain = await as(admin, 'PATCH', `/api/admin/brands/${defaultId}`, {
      domain: 'SUMMIT.example.com',
    });
    expect(domain.statusCode).toBe(409);
    expect(domain.json()).toMatchObject({
      code: 'CONFLICT',
      details: { errors: { domain: 'Another brand already uses this domain' } },
    });
    const code = await as(admin, 'PATCH', `/api/admin/brands/${defaultId}`, { referral_code: 'summit2026' });
    expect(code.statusCode).toBe(409);
    expect(code.json().details.errors.referral_code).toBeDefined();
    const created = await as(admin, 'POST', '/api/admin/brands', { name: 'Summit!' });
    expect(created.statusCode).toBe(409);
    expect(created.json().details.errors).toMatchObject({
      slug: expect.any(String),
      name: expect.any(String),
    });
    // Its own values are not a conflict.
    expect(
      (await as(admin, 'PATCH', `/api/admin/brands/${otherId}`, { domain: 'summit.example.com' })).statusCode,
    ).toBe(200);
  });

  it('creates a brand (audited)', async () => {
    const res = await as(admin, 'POST', '/api/admin/brands', {
      name: 'Harbor Funding',
      referral_code: 'HARBOR1',
      primary_color: '#112233',
      domain: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().brand).toMatchObject({ slug: 'harbor-funding', domain: null, is_default: false });
    expect(await audit('brand.created')).toHaveLength(1);
  });
});

describe('logos', () => {
  const upload = (variant: string, file: { name: string; data: Buffer }) => {
    const body = multipart(file);
    return injectAs(t.app, admin, {
      method: 'POST',
      url: `/api/admin/brands/${otherId}/logos/${variant}`,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('stores a PNG, serves it publicly, replaces and removes it (audited)', async () => {
    const res = await upload('white', { name: 'logo.png', data: PNG });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().brand.logo_white_url;
    expect(url).toMatch(/^\/api\/brand\/logos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/brand/config?ref=SUMMIT2026' })).json().logo_white_url,
    ).toBe(url);

    const replaced = await upload('white', { name: 'new.png', data: PNG });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const removed = await as(admin, 'DELETE', `/api/admin/brands/${otherId}/logos/white`);
    expect(removed.json().brand.logo_white_url).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: replaced.json().brand.logo_white_url })).statusCode,
    ).toBe(404);
    expect(await audit('brand.logo_changed')).toHaveLength(2);
    expect(await audit('brand.logo_removed')).toHaveLength(1);
  });

  it('refuses anything that is not a raster image by its content, and an unknown variant', async () => {
    const svg = await upload('black', {
      name: 'logo.png',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toMatch(/PNG, JPG, WebP or GIF/);
    const pdf = await upload('black', { name: 'logo.png', data: Buffer.from('%PDF-1.4\n%%EOF\n') });
    expect(pdf.statusCode).toBe(400);
    expect((await upload('purple', { name: 'logo.png', data: PNG })).statusCode).toBe(400);
    const big = await upload('black', {
      name: 'big.png',
      data: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
  });
});

describe('pages', () => {
  it('validates sections: unknown types, more than 12, duplicate ids, bad links, control characters', async () => {
    const put = (content: unknown) => as(admin, 'PUT', draftUrl(defaultId), { content });
    const bad = [
      { sections: [{ id: 'x', type: 'marquee', text: 'hi' }] },
      {
        sections: Array.from({ length: 13 }, (_, i) => hero(`Headline ${i}`)).map((s, i) => ({
          ...s,
          id: `h${i}`,
        })),
      },
      { sections: [hero('One'), hero('Two')] },
      { sections: [{ ...hero('Link'), cta_href: 'javascript:alert(1)' }] },
      { sections: [hero('Tab\u0007bell')] },
      { sections: [hero('x'.repeat(121))] },
      { design: 'casino', sections: [] },
    ];
    for (const content of bad) {
      const res = await put(content);
      expect(res.statusCode, JSON.stringify(content).slice(0, 80)).toBe(400);
    }
    expect((await as(admin, 'GET', pageUrl(defaultId, 'signup'))).statusCode).toBe(400);
    expect((await as(admin, 'GET', pageUrl(defaultId, 'landing', 'casino'))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/brand/page?page=other' })).statusCode).toBe(400);
  });

  it('serves only published content; a draft stays private; restore brings a version back', async () => {
    const visitor = () => t.app.inject({ method: 'GET', url: '/api/brand/page?page=landing' });
    const none = await visitor();
    expect(none.headers['cache-control']).toBe('no-cache');
    expect(none.json()).toMatchObject({ status: 'success', version: null, sections: [] });

    const saved = await as(admin, 'PUT', draftUrl(defaultId), { content: landing('First headline') });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      has_unpublished_changes: true,
      published_version: null,
      versions: [],
    });
    expect((await visitor()).json().sections).toEqual([]);

    const v1 = await as(admin, 'POST', publishUrl(defaultId), {});
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json()).toMatchObject({ published_version: 1, has_unpublished_changes: false });
    expect(v1.json().versions[0]).toMatchObject({
      version: 1,
      published_by_name: 'Avery Admin',
      section_count: 2,
    });
    const seen = (await visitor()).json();
    expect(seen).toMatchObject({ version: 1, context: 'default' });
    expect(seen.sections[0]).toMatchObject({ type: 'hero', headline: 'First headline' });

    // A new draft is not served until it is published.
    await as(admin, 'PUT', draftUrl(defaultId), { content: landing('Second headline') });
    expect((await visitor()).json().sections[0].headline).toBe('First headline');
    // Publishing with content saves it as the draft in the same step.
    const v2 = await as(admin, 'POST', publishUrl(defaultId), { content: landing('Third headline') });
    expect(v2.json().published_version).toBe(2);
    expect((await visitor()).json().sections[0].headline).toBe('Third headline');

    const restored = await as(
      admin,
      'POST',
      `/api/admin/brands/${defaultId}/pages/landing/versions/1/restore?context=default`,
      {},
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().draft.sections[0].headline).toBe('First headline');
    expect(restored.json().has_unpublished_changes).toBe(true);
    expect((await visitor()).json().sections[0].headline).toBe('Third headline');
    expect(
      (
        await as(
          admin,
          'POST',
          `/api/admin/brands/${defaultId}/pages/landing/versions/9/restore?context=default`,
          {},
        )
      ).statusCode,
    ).toBe(404);

    const published = await audit('brand.page_published');
    expect(published).toHaveLength(2);
    expect(published[1]).toMatchObject({ target_id: defaultId, after: { version: 2 } });
    expect(await audit('brand.page_restored')).toHaveLength(1);
    expect((await audit('brand.page_draft_saved')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a save based on an older draft than the stored one (two editors), and says so', async () => {
    const url = draftUrl(defaultId, 'login', 'manila');
    const first = await as(admin, 'PUT', url, { content: landing('Opened by both'), base_updated_at: null });
    expect(first.statusCode, first.body).toBe(200);
    const base = first.json().draft_updated_at as string;
    // Editor A saves on top of what both opened.
    const a = await as(admin, 'PUT', url, { content: landing('From A'), base_updated_at: base });
    expect(a.statusCode, a.body).toBe(200);
    // Editor B still holds the old base: refused, and A's text survives.
    const b = await as(admin, 'PUT', url, { content: landing('From B'), base_updated_at: base });
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toMatch(/Someone else saved this page/);
    const publishB = await as(admin, 'POST', publishUrl(defaultId, 'login', 'manila'), {
      content: landing('From B'),
      base_updated_at: base,
    });
    expect(publishB.statusCode).toBe(409);
    const now = await as(admin, 'GET', pageUrl(defaultId, 'login', 'manila'));
    expect(now.json().draft.sections[0].headline).toBe('From A');
    // Without a base (API callers that don't track it), the save goes through as before.
    expect((await as(admin, 'PUT', url, { content: landing('No base') })).statusCode).toBe(200);
    expect(
      (await as(admin, 'PUT', url, { content: landing('x'), base_updated_at: 'yesterday' })).statusCode,
    ).toBe(400);
  });

  it("serves the domain's own context first, then default; the referral code picks the brand", async () => {
    await as(admin, 'POST', publishUrl(defaultId, 'landing', 'travel'), {
      content: landing('Trips for you'),
    });
    const travel = await t.app.inject({
      method: 'GET',
      url: '/api/brand/page?page=landing',
      headers: { host: 'travel-deals.example.com' },
    });
    expect(travel.json()).toMatchObject({ context: 'travel' });
    expect(travel.json().sections[0].headline).toBe('Trips for you');
    const shop = await t.app.inject({
      method: 'GET',
      url: '/api/brand/page?page=landing',
      headers: { host: 'shop.example.com' },
    });
    expect(shop.json()).toMatchObject({ context: 'default' });
    expect(shop.json().sections[0].headline).toBe('Third headline');
    // Summit has nothing published.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/brand/page?page=landing&ref=SUMMIT2026' })).json()
        .version,
    ).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/brand/page?page=login' })).json().version,
    ).toBeNull();
  });

  it('publishing with nothing saved is a 400', async () => {
    const res = await as(admin, 'POST', publishUrl(otherId, 'login'), {});
    expect(res.statusCode).toBe(400);
  });
});
