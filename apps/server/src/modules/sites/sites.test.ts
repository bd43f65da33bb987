import { createSocket, type Socket } from 'node:dgram';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/leads';
import { notifications } from '../../db/schema/notifications';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Coach websites: ownership, slug races, drafts, publish/restore, what the public sees (JSON and
 * server-rendered HTML), the contact form's spam checks and leads, custom domains (a real DNS
 * server on loopback answers the TXT check), images.
 */
let t: TestApp;
let coach: TestUser;
let rival: TestUser;
let staff: TestUser;
let admin: TestUser;
let dns: Socket;
/** TXT answers of the loopback DNS server, by name. */
const txt = new Map<string, string[]>();

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely in assertions
type Json = Record<string, any>;
let ip = 0;
const as = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  extra: { remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  injectAs(t.app, user, {
    method,
    url,
    remoteAddress: extra.remoteAddress ?? `10.7.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(extra.headers ? { headers: extra.headers } : {}),
    ...(payload ? { payload } : {}),
  });

/** A minimal DNS responder: TXT answers from `txt`, NXDOMAIN for anything else. */
function startDns(): Promise<number> {
  dns = createSocket('udp4');
  dns.on('message', (msg, rinfo) => {
    let o = 12;
    const labels: string[] = [];
    while (msg[o]! > 0) {
      labels.push(msg.subarray(o + 1, o + 1 + msg[o]!).toString());
      o += msg[o]! + 1;
    }
    const qEnd = o + 5;
    const name = labels.join('.').toLowerCase();
    const answers = txt.get(name) ?? [];
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2);
    header.writeUInt16BE(answers.length ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map((value) => {
      const data = Buffer.concat([Buffer.from([value.length]), Buffer.from(value)]);
      const rr = Buffer.alloc(12);
      rr.writeUInt16BE(0xc00c, 0);
      rr.writeUInt16BE(16, 2);
      rr.writeUInt16BE(1, 4);
      rr.writeUInt32BE(60, 6);
      rr.writeUInt16BE(data.length, 10);
      return Buffer.concat([rr, data]);
    });
    dns.send(Buffer.concat([header, msg.subarray(12, qEnd), ...records]), rinfo.port, rinfo.address);
  });
  return new Promise((resolve) => dns.bind(0, '127.0.0.1', () => resolve(dns.address().port)));
}

const section = {
  hero: (headline: string) => ({
    id: 'hero-1',
    type: 'hero',
    headline,
    cta_label: 'Talk to me',
    cta_href: '/contact',
  }),
  text: (body: string) => ({ id: 'text-1', type: 'text', heading: 'About', body }),
  contact: { id: 'contact-1', type: 'contact', heading: 'Write to me' },
};

let site: Json;
const homeId = () => site.pages.find((p: Json) => p.kind === 'home').id;
const pageOf = async (user: TestUser, id: string) =>
  (await as(user, 'GET', `/api/sites/mine/pages/${id}`)).json();
const saveHome = async (sections: object[], base?: string | null) => {
  const editor = await pageOf(coach, homeId());
  return as(coach, 'PUT', `/api/sites/mine/pages/${homeId()}/draft`, {
    content: { sections },
    base_updated_at: base === undefined ? editor.draft_updated_at : base,
  });
};

beforeAll(async () => {
  const port = await startDns();
  t = await createTestApp({ siteDnsServers: [`127.0.0.1:${port}`], publicUrl: 'https://app.fundpath.test' });
  coach = await makeUser(t.db, 'client', { display_name: 'Jordan Client' });
  rival = await makeUser(t.db, 'client', { display_name: 'Riley Rival' });
  staff = await makeUser(t.db, 'funding_team');
  admin = await makeUser(t.db, 'admin');
}, 60_000);
afterAll(async () => {
  await t.close();
  dns.close();
});

describe('making a site', () => {
  it('is for clients only, validates the slug and refuses reserved words', async () => {
    expect((await as(null, 'GET', '/api/sites/mine')).statusCode).toBe(401);
    expect((await as(staff, 'GET', '/api/sites/mine')).statusCode).toBe(403);
    expect(
      (await as(admin, 'POST', '/api/sites/mine', { slug: 'admin-site', design: 'default' })).statusCode,
    ).toBe(403);
    const empty = (await as(coach, 'GET', '/api/sites/mine')).json();
    expect(empty).toMatchObject({ site: null, booking_links: [], has_store: false });
    for (const slug of ['ab', 'Has Space', 'mine', 'api', 'a--b', `x${'y'.repeat(40)}`, 'bad\u0000'])
      expect((await as(coach, 'POST', '/api/sites/mine', { slug, design: 'default' })).statusCode, slug).toBe(
        400,
      );
    expect((await as(coach, 'POST', '/api/sites/mine', { slug: 'jordan', design: 'nope' })).statusCode).toBe(
      400,
    );
  });

  it('makes the site with starter pages; one per coach', async () => {
    const res = await as(coach, 'POST', '/api/sites/mine', { slug: 'Jordan-Coaching', design: 'default' });
    expect(res.statusCode, res.body).toBe(201);
    site = res.json().site;
    expect(site).toMatchObject({
      slug: 'jordan-coaching',
      published: false,
      public_path: '/site/jordan-coaching',
    });
    expect(site.pages.map((p: Json) => p.kind)).toEqual(['home', 'about', 'services', 'contact']);
    const again = await as(coach, 'POST', '/api/sites/mine', { slug: 'jordan-two', design: 'travel' });
    expect(again.statusCode).toBe(409);
  });

  it('gives one of two clients racing for a slug the slug, the other a 409 on the field', async () => {
    const [a, b] = [await makeUser(t.db, 'client'), await makeUser(t.db, 'client')];
    const results = await Promise.all(
      [a, b].map((u) => as(u, 'POST', '/api/sites/mine', { slug: 'same-name', design: 'default' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = results.find((r) => r.statusCode === 409)!.json();
    expect(lost.details.errors.slug).toMatch(/taken/);
    // Renaming into a taken slug is refused the same way.
    expect((await as(coach, 'PATCH', '/api/sites/mine', { slug: 'same-name' })).statusCode).toBe(409);
  });
});

describe('pages and drafts', () => {
  it("keeps another client out: the coach's page ids are unknown to them", async () => {
    await as(rival, 'POST', '/api/sites/mine', { slug: 'riley-rival', design: 'manila' });
    for (const [method, url, body] of [
      ['GET', `/api/sites/mine/pages/${homeId()}`],
      ['PUT', `/api/sites/mine/pages/${homeId()}/draft`, { content: { sections: [] } }],
      ['PATCH', `/api/sites/mine/pages/${homeId()}`, { title: 'Hacked' }],
      ['DELETE', `/api/sites/mine/pages/${site.pages[1].id}`],
    ] as const) {
      expect((await as(rival, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await as(staff, 'GET', `/api/sites/mine/pages/${homeId()}`)).statusCode).toBe(403);
    expect((await pageOf(coach, homeId())).page.title).toBe('Home');
  });

  it('saves a draft, refuses a stale base, NUL bytes, http URLs, too many sections and foreign booking links', async () => {
    const ok = await saveHome([section.hero('Get fundable'), section.contact]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ has_unpublished_changes: true, published_version: null });
    const stale = await saveHome([section.hero('Old tab')], '2020-01-01T00:00:00.000Z');
    expect(stale.statusCode).toBe(409);
    expect((await saveHome([section.hero('bad\u0000')])).statusCode).toBe(400);
    expect(
      (await saveHome([{ id: 'image-1', type: 'image', src: 'http://example.com/a.png', alt: 'A' }]))
        .statusCode,
    ).toBe(400);
    expect(
      (await saveHome([{ id: 'image-1', type: 'image', src: 'javascript:alert(1)', alt: 'A' }])).statusCode,
    ).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => ({ id: `text-${i}`, type: 'text', body: 'x' }));
    expect((await saveHome(many)).statusCode).toBe(400);
    expect((await saveHome([section.hero('x'.repeat(121))])).statusCode).toBe(400);
    const foreign = await saveHome([
      { id: 'booking-1', type: 'booking', heading: 'Book', button_label: 'Go', link_code: 'CALAAAAAAAAA' },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].path).toBe('content.sections.0.link_code');
  });

  it('adds custom pages with their own slug, refuses duplicates, keeps home, caps the count', async () => {
    const made = await as(coach, 'POST', '/api/sites/mine/pages', {
      kind: 'custom',
      title: 'Pricing',
      slug: 'pricing',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(
      (await as(coach, 'POST', '/api/sites/mine/pages', { kind: 'custom', title: 'Again', slug: 'pricing' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await as(coach, 'POST', '/api/sites/mine/pages', { kind: 'custom', title: 'No slug' })).statusCode,
    ).toBe(400);
    expect(
      (await as(coach, 'POST', '/api/sites/mine/pages', { kind: 'custom', title: 'x', slug: 'login' }))
        .statusCode,
    ).toBe(400);
    expect((await as(coach, 'DELETE', `/api/sites/mine/pages/${homeId()}`)).statusCode).toBe(409);
    const pricing = made.json().site.pages.find((p: Json) => p.slug === 'pricing');
    const moved = await as(coach, 'PATCH', `/api/sites/mine/pages/${pricing.id}`, { position: 1 });
    expect(moved.json().site.pages.map((p: Json) => p.slug)).toEqual([
      'home',
      'pricing',
      'about',
      'services',
      'contact',
    ]);
    const extra = await makeUser(t.db, 'client');
    await as(extra, 'POST', '/api/sites/mine', { slug: 'page-limit', design: 'default' });
    const codes: number[] = [];
    for (let i = 0; i < 17; i++)
      codes.push(
        (await as(extra, 'POST', '/api/sites/mine/pages', { kind: 'custom', title: `P${i}`, slug: `p-${i}` }))
          .statusCode,
      );
    expect(codes.slice(0, 16).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(422);
    const removed = await as(coach, 'DELETE', `/api/sites/mine/pages/${pricing.id}`);
    expect(removed.json().site.pages).toHaveLength(4);
    site = removed.json().site;
  });
});

describe('publishing and what the public sees', () => {
  it('shows nothing before publishing (JSON and HTML), then exactly the published version', async () => {
    expect((await as(null, 'GET', '/api/sites/jordan-coaching/published')).statusCode).toBe(404);
    const html = await as(null, 'GET', '/site/jordan-coaching');
    expect(html.statusCode).toBe(404);
    expect(html.body).not.toContain('Get fundable');

    const published = await as(coach, 'POST', '/api/sites/mine/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().site).toMatchObject({
      published: true,
      published_version: 1,
      has_unpublished_changes: false,
    });

    // A later draft stays private until the next publish.
    await saveHome([section.hero('Draft headline, not live'), section.contact]);
    const live = (await as(null, 'GET', '/api/sites/jordan-coaching/published')).json();
    expect(live.page.sections[0].headline).toBe('Get fundable');
    expect(live.site.nav.map((n: Json) => n.slug)).toEqual(['home', 'about', 'services', 'contact']);
    expect(live.site.coach).toHaveProperty('brand_primary_color');
    const page = await as(null, 'GET', '/site/jordan-coaching');
    expect(page.body).toContain('Get fundable');
    expect(page.body).not.toContain('Draft headline');

    const editor = await as(coach, 'POST', `/api/sites/mine/pages/${homeId()}/publish`, {
      content: { sections: [section.hero('Funding, coached'), section.contact] },
      base_updated_at: (await pageOf(coach, homeId())).draft_updated_at,
    });
    expect(editor.statusCode, editor.body).toBe(200);
    expect(editor.json()).toMatchObject({ published_version: 2, has_unpublished_changes: false });
    expect((await as(null, 'GET', '/site/jordan-coaching')).body).toContain('Funding, coached');
    const about = (await as(null, 'GET', '/api/sites/jordan-coaching/published?page=about')).json();
    expect(about.page.kind).toBe('about');
    expect((await as(null, 'GET', '/api/sites/jordan-coaching/published?page=nope')).statusCode).toBe(404);
  });

  it('server-renders the title, meta tags, canonical and content, escaping what the coach wrote', async () => {
    await as(coach, 'PATCH', '/api/sites/mine', {
      seo_title: 'Jordan <Coaching>',
      seo_description: 'Credit & funding "coaching"',
      og_image: 'https://cdn.example.com/og.png',
    });
    await saveHome([
      section.hero('<script>alert(1)</script> Get funded'),
      section.text('First paragraph.\n\nSecond & last.'),
      section.contact,
    ]);
    await as(coach, 'POST', '/api/sites/mine/publish');
    const res = await as(null, 'GET', '/site/jordan-coaching');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const body = res.body;
    expect(body).toContain('<title>Jordan &lt;Coaching&gt;</title>');
    expect(body).toContain('<meta name="description" content="Credit &amp; funding &quot;coaching&quot;" />');
    expect(body).toContain('<link rel="canonical" href="https://app.fundpath.test/site/jordan-coaching" />');
    expect(body).toContain('<meta property="og:title" content="Jordan &lt;Coaching&gt;" />');
    expect(body).toContain('<meta property="og:image" content="https://cdn.example.com/og.png" />');
    expect(body).toContain(
      '<meta property="og:url" content="https://app.fundpath.test/site/jordan-coaching" />',
    );
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(body).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; Get funded</h1>');
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).toContain('<p>Second &amp; last.</p>');
    expect(body.match(/<title>/g)).toHaveLength(1);
    // Inside the SPA's root, which the app replaces on start.
    expect(body).toMatch(/<div id="root"><div data-ssr="site">/);
    const about = await as(null, 'GET', '/site/jordan-coaching/about');
    expect(about.body).toContain('<title>About · Jordan &lt;Coaching&gt;</title>');
    expect((await as(null, 'GET', '/site/jordan-coaching/missing')).statusCode).toBe(404);
  });

  it('restores a version into the drafts without changing what is live; unpublish takes it offline', async () => {
    const restored = await as(coach, 'POST', '/api/sites/mine/versions/1/restore');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().site.has_unpublished_changes).toBe(true);
    expect((await pageOf(coach, homeId())).draft.sections[0].headline).toBe('Get fundable');
    expect((await as(null, 'GET', '/site/jordan-coaching')).body).toContain('Get funded');
    expect((await as(coach, 'POST', '/api/sites/mine/versions/99/restore')).statusCode).toBe(404);
    expect((await as(rival, 'POST', '/api/sites/mine/versions/1/restore')).statusCode).toBe(404);
    await as(coach, 'POST', '/api/sites/mine/publish');
    expect((await as(null, 'GET', '/site/jordan-coaching')).body).toContain('Get fundable');

    expect((await as(coach, 'POST', '/api/sites/mine/unpublish')).json().site.published).toBe(false);
    expect((await as(null, 'GET', '/api/sites/jordan-coaching/published')).statusCode).toBe(404);
    expect((await as(null, 'GET', '/site/jordan-coaching')).statusCode).toBe(404);
    await as(coach, 'POST', '/api/sites/mine/publish');
  });
});

describe('the contact form', () => {
  const form = (over: Json = {}) => ({
    name: 'Vi Visitor',
    email: 'vi.visitor@example.test',
    message: 'Can you help with my funding?',
    elapsed_ms: 9000,
    ...over,
  });
  const leadsOf = (email: string) => t.db.select().from(leads).where(eq(leads.email, email));

  it('makes a website lead for the coach, notifies them, and lists it on their leads', async () => {
    const res = await as(null, 'POST', '/api/sites/jordan-coaching/contact', form());
    expect(res.statusCode, res.body).toBe(202);
    const [lead] = await leadsOf('vi.visitor@example.test');
    expect(lead).toMatchObject({ client_id: coach.id, source: 'website', name: 'Vi Visitor' });
    const notes = await t.db.select().from(notifications).where(eq(notifications.user_id, coach.id));
    expect(notes.find((n) => n.type === 'site.lead')).toMatchObject({ link: '/coach/leads' });
    const mine = (await as(coach, 'GET', '/api/sites/mine/leads')).json();
    expect(mine.leads.map((l: Json) => l.email)).toContain('vi.visitor@example.test');
    expect(mine.leads[0].messages[0].body).toContain('Can you help with my funding?');
    expect((await as(rival, 'GET', '/api/sites/mine/leads')).json().leads).toEqual([]);
  });

  it('drops honeypot and too-quick submissions with the same answer; validates; rate-limits', async () => {
    const bot = await as(
      null,
      'POST',
      '/api/sites/jordan-coaching/contact',
      form({ email: 'bot1@example.test', website: 'x' }),
    );
    const quick = await as(
      null,
      'POST',
      '/api/sites/jordan-coaching/contact',
      form({ email: 'bot2@example.test', elapsed_ms: 100 }),
    );
    expect([bot.statusCode, quick.statusCode]).toEqual([202, 202]);
    expect(bot.json()).toEqual(quick.json());
    expect(await leadsOf('bot1@example.test')).toHaveLength(0);
    expect(await leadsOf('bot2@example.test')).toHaveLength(0);
    expect(
      (await as(null, 'POST', '/api/sites/jordan-coaching/contact', form({ name: 'a\u0000' }))).statusCode,
    ).toBe(400);
    expect(
      (await as(null, 'POST', '/api/sites/jordan-coaching/contact', form({ extra: 1 }))).statusCode,
    ).toBe(400);
    expect((await as(null, 'POST', '/api/sites/riley-rival/contact', form())).statusCode).toBe(404);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await as(
            null,
            'POST',
            '/api/sites/jordan-coaching/contact',
            form({ email: `burst${i}@example.test` }),
            { remoteAddress: '203.0.113.77' },
          )
        ).statusCode,
      );
    expect(codes.slice(0, 5).every((c) => c === 202)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('custom domain', () => {
  it('verifies the TXT record through DNS, then serves the site on that Host', async () => {
    expect((await as(coach, 'PUT', '/api/sites/mine/domain', { domain: 'https://bad' })).statusCode).toBe(
      400,
    );
    expect(
      (await as(coach, 'PUT', '/api/sites/mine/domain', { domain: 'app.fundpath.test' })).statusCode,
    ).toBe(400);
    const set = await as(coach, 'PUT', '/api/sites/mine/domain', { domain: 'Jordan-Coaching.example' });
    expect(set.statusCode, set.body).toBe(200);
    const domain = set.json().site.domain;
    expect(domain).toMatchObject({
      domain: 'jordan-coaching.example',
      txt_name: '_fundpath-site.jordan-coaching.example',
      verified_at: null,
    });
    // Another site cannot claim it.
    expect(
      (await as(rival, 'PUT', '/api/sites/mine/domain', { domain: 'jordan-coaching.example' })).statusCode,
    ).toBe(409);
    // Not verified yet: the Host serves the app, not the site.
    const before = await as(null, 'GET', '/', undefined, { headers: { host: 'jordan-coaching.example' } });
    expect(before.body).not.toContain('data-ssr="site"');

    const missing = await as(coach, 'POST', '/api/sites/mine/domain/verify');
    expect(missing.json().site.domain).toMatchObject({ verified_at: null });
    expect(missing.json().site.domain.last_check_message).toMatch(/No TXT record/);
    txt.set(domain.txt_name, [domain.txt_value]);
    const verified = await as(coach, 'POST', '/api/sites/mine/domain/verify');
    expect(verified.json().site.domain.verified_at).not.toBeNull();

    const home = await as(null, 'GET', '/', undefined, { headers: { host: 'jordan-coaching.example' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Get fundable');
    expect(home.body).toContain('<meta name="fundpath:site" content="jordan-coaching" />');
    expect(home.body).toContain('<link rel="canonical" href="https://jordan-coaching.example/" />');
    expect(home.body).toContain('href="/about"');
    const about = await as(null, 'GET', '/about', undefined, {
      headers: { host: 'jordan-coaching.example' },
    });
    expect(about.body).toContain('<title>About');
    // The app's own paths stay the app's on that host; API calls are untouched.
    const login = await as(null, 'GET', '/login', undefined, {
      headers: { host: 'jordan-coaching.example' },
    });
    expect(login.body).not.toContain('data-ssr="site"');
    const missingPage = await as(null, 'GET', '/nope', undefined, {
      headers: { host: 'jordan-coaching.example' },
    });
    expect(missingPage.statusCode).toBe(404);
    // The platform's path now names the domain as canonical.
    expect((await as(null, 'GET', '/site/jordan-coaching')).body).toContain(
      '<link rel="canonical" href="https://jordan-coaching.example/" />',
    );
  });

  it('says so when DNS does not answer', async () => {
    const other = await createTestApp({ siteDnsServers: ['127.0.0.1:9'] });
    try {
      const user = await makeUser(other.db, 'client');
      const go = (method: 'POST' | 'PUT', url: string, payload?: object) =>
        injectAs(other.app, user, { method, url, ...(payload ? { payload } : {}) });
      await go('POST', '/api/sites/mine', { slug: 'no-dns-here', design: 'default' });
      await go('PUT', '/api/sites/mine/domain', { domain: 'no-dns.example' });
      const res = await go('POST', '/api/sites/mine/domain/verify');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().site.domain).toMatchObject({ verified_at: null });
      expect(res.json().site.domain.last_check_message).toMatch(/not available/);
    } finally {
      await other.close();
    }
  }, 30_000);
});

describe('images', () => {
  const multipart = (name: string, data: Buffer, type: string) => {
    const boundary = '----sitetest';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('stores an image checked by content, serves it, uses it, and refuses a disguised file', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const up = multipart('photo.png', png, 'image/png');
    const res = await injectAs(t.app, coach, { method: 'POST', url: '/api/sites/mine/images', ...up });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().image;
    expect(image).toMatchObject({ width: 40, height: 30 });
    const served = await as(null, 'GET', image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const fake = multipart('evil.png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    const refused = await injectAs(t.app, coach, { method: 'POST', url: '/api/sites/mine/images', ...fake });
    expect(refused.statusCode).toBe(400);

    // Only their own uploads: another coach cannot place it, or use it as the sharing image.
    expect((await as(rival, 'PATCH', '/api/sites/mine', { og_image: image.url })).statusCode).toBe(400);
    const used = await saveHome([
      section.hero('With a picture'),
      { id: 'image-1', type: 'image', src: image.url, alt: 'Jordan at work' },
      section.contact,
    ]);
    expect(used.statusCode, used.body).toBe(200);
    expect((await as(coach, 'DELETE', `/api/sites/mine/images/${image.id}`)).statusCode).toBe(409);
    expect((await as(rival, 'DELETE', `/api/sites/mine/images/${image.id}`)).statusCode).toBe(404);
  });
});
