import { bookingLinkInputSchema } from '@fundpath/contracts/calendar';
import type { MarketingKit, MarketingLink } from '@fundpath/contracts/marketing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingClicks, marketingLinks } from '../../db/schema/marketing';
import { sites } from '../../db/schema/sites';
import { users } from '../../db/schema/users';
import { call, makeOwner } from '../../testing/catalog';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createLinkFor } from '../calendar';
import { windowStart } from './index';

/** The marketing kit: the coach's links and counts, the `/go/{code}` redirect and what it counts. */
let t: TestApp;
let coach: TestUser;
let other: TestUser;
let ip = 0;

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
/** A fresh address per visitor, so each test's visits are its own. */
const nextIp = () => {
  ip += 1;
  return `10.20.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
};

const kitOf = async (user: TestUser): Promise<MarketingKit> => {
  const res = await call(t.app, user, 'GET', '/api/marketing/links');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const linkOf = (kit: MarketingKit, key: string): MarketingLink => {
  const link = kit.links.find((l) => l.key === key);
  if (!link) throw new Error(`no ${key} link in ${kit.links.map((l) => l.key).join(', ')}`);
  return link;
};
const codeOf = (link: MarketingLink) => link.short_url!.split('/go/')[1]!;
const go = (
  path: string,
  opts: {
    method?: 'GET' | 'HEAD';
    agent?: string;
    from?: string;
    headers?: Record<string, string>;
    as?: TestUser | null;
  } = {},
) =>
  injectAs(t.app, opts.as ?? null, {
    method: opts.method ?? 'GET',
    url: path,
    remoteAddress: opts.from ?? nextIp(),
    headers: {
      'user-agent': opts.agent ?? BROWSER,
      ...opts.headers,
    },
  });
const sum = (kit: MarketingKit | MarketingLink['clicks'], field: 'clicks' | 'qr' = 'clicks') => {
  const clicks = 'links' in kit ? kit.totals : kit;
  return clicks.series.reduce((n, d) => n + d[field], 0);
};

beforeAll(async () => {
  t = await createTestApp();
  coach = await makeUser(t.db, 'client', { display_name: 'Jordan Coach' });
  other = await makeUser(t.db, 'client', { display_name: 'Olive Other' });
});
afterAll(() => t.close());

describe('GET /api/marketing/links', () => {
  it('lists the coach’s destinations: live ones with a short link, missing ones with where to set them up', async () => {
    const kit = await kitOf(coach);
    expect(kit.coach.display_name).toBe('Jordan Coach');
    expect(kit.links.map((l) => l.key)).toEqual(['website', 'store', 'booking', 'travel', 'referral']);

    const store = linkOf(kit, 'store');
    expect(store).toMatchObject({
      state: 'setup_needed',
      short_url: null,
      qr_url: null,
      destination_path: null,
      action: { label: 'Set up your store', href: '/my-store' },
    });
    expect(linkOf(kit, 'booking').action).toEqual({ label: 'Create a booking link', href: '/calendar' });

    // The affiliate code is made on first use (as /my-travel-site does): both its pages are live.
    const referral = linkOf(kit, 'referral');
    expect(referral.state).toBe('live');
    expect(referral.destination_path).toMatch(/^\/ref\/[A-Z0-9]+$/);
    expect(referral.short_url).toMatch(/^\/go\/[A-HJKMNP-Z2-9]{7}$/);
    expect(referral.qr_url).toBe(`${referral.short_url}?src=qr`);
    expect(linkOf(kit, 'travel').destination_path).toBe(
      referral.destination_path!.replace('/ref/', '/travel/'),
    );

    // 30 days, ending today, all zero.
    expect(kit.totals.series).toHaveLength(30);
    expect(kit.totals.series.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(kit.totals).toMatchObject({ total: 0, last_30_days: 0, qr_last_30_days: 0 });
  });

  it('keeps the same short codes from one visit to the next', async () => {
    const first = await kitOf(coach);
    const second = await kitOf(coach);
    expect(second.links.map((l) => l.short_url)).toEqual(first.links.map((l) => l.short_url));
  });

  it('is for clients only', async () => {
    const staff = await makeUser(t.db, 'admin');
    const affiliate = await makeUser(t.db, 'affiliate');
    expect((await call(t.app, null, 'GET', '/api/marketing/links')).statusCode).toBe(401);
    expect((await call(t.app, staff, 'GET', '/api/marketing/links')).statusCode).toBe(403);
    expect((await call(t.app, affiliate, 'GET', '/api/marketing/links')).statusCode).toBe(403);
  });

  it('gives a live store and each active booking link a short link of their own', async () => {
    const { owner, store } = await makeOwner(t.app, t.db, { name: 'Sally Store' });
    const call1 = await createLinkFor(
      t.db,
      owner.id,
      bookingLinkInputSchema.parse({ title: 'Discovery call', meeting_type: 'video', duration_minutes: 30 }),
    );
    const off = await createLinkFor(
      t.db,
      owner.id,
      bookingLinkInputSchema.parse({
        title: 'Old call',
        meeting_type: 'phone',
        duration_minutes: 15,
        active: false,
      }),
    );
    const kit = await kitOf(owner);
    expect(linkOf(kit, 'store')).toMatchObject({
      state: 'live',
      label: expect.stringMatching(/^Shop \d+$/),
      destination_path: `/store/${store.id}`,
      action: { href: '/my-store' },
    });
    expect(linkOf(kit, `booking:${call1.id}`)).toMatchObject({
      state: 'live',
      label: 'Discovery call',
      destination_path: `/book/${call1.code}`,
    });
    expect(linkOf(kit, `booking:${off.id}`)).toMatchObject({ state: 'setup_needed', short_url: null });

    const res = await go(linkOf(kit, `booking:${call1.id}`).short_url!);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/book/${call1.code}`);
  });
  it('links the website once a version of it is published, and stops when it is unpublished', async () => {
    const owner = await makeUser(t.db, 'client');
    const slug = `coach-${owner.id.slice(0, 8)}`;
    await t.db.insert(sites).values({ client_id: owner.id, slug, design: 'default' });
    expect(linkOf(await kitOf(owner), 'website')).toMatchObject({
      state: 'setup_needed',
      action: { label: 'Publish your website', href: '/coach/setup' },
    });
    await t.db
      .update(sites)
      .set({ published_version: 1, published_at: new Date() })
      .where(eq(sites.client_id, owner.id));
    const website = linkOf(await kitOf(owner), 'website');
    expect(website).toMatchObject({ state: 'live', destination_path: `/site/${slug}` });
    expect((await go(website.short_url!)).headers.location).toBe(`/site/${slug}`);
    await t.db.update(sites).set({ published_version: null }).where(eq(sites.client_id, owner.id));
    expect((await go(website.short_url!)).statusCode).toBe(404);
  });
});

describe('GET /go/{code}', () => {
  it('redirects to the owner’s page and counts the visit, once per visitor and window', async () => {
    const kit = await kitOf(coach);
    const referral = linkOf(kit, 'referral');
    const from = nextIp();
    const res = await go(referral.short_url!, { from });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(referral.destination_path);
    expect(res.headers['cache-control']).toBe('no-store');
    // A reload from the same browser is not a second visitor; another address is.
    expect((await go(referral.short_url!, { from })).statusCode).toBe(302);
    expect((await go(referral.short_url!)).statusCode).toBe(302);

    const after = linkOf(await kitOf(coach), 'referral').clicks;
    expect(after.total).toBe(2);
    expect(after.last_30_days).toBe(2);
    expect(sum(after)).toBe(2);
    expect(after.series.at(-1)!.clicks).toBe(2);
  });

  it('counts QR scans apart, and accepts the code in any case', async () => {
    const travel = linkOf(await kitOf(coach), 'travel');
    const before = travel.clicks;
    const res = await go(`/go/${codeOf(travel).toLowerCase()}?src=qr`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(travel.destination_path);
    const after = linkOf(await kitOf(coach), 'travel').clicks;
    expect(after.last_30_days).toBe(before.last_30_days + 1);
    expect(after.qr_last_30_days).toBe(before.qr_last_30_days + 1);
    expect(sum(after, 'qr')).toBe(after.qr_last_30_days);
  });

  it('redirects HEAD requests, prefetches, bots and the owner without counting them', async () => {
    const referral = linkOf(await kitOf(coach), 'referral');
    const before = referral.clicks.total;
    const url = referral.short_url!;
    const tries: Array<[string, () => ReturnType<typeof go>]> = [
      ['HEAD', () => go(url, { method: 'HEAD' })],
      ['Sec-Purpose', () => go(url, { headers: { 'sec-purpose': 'prefetch;prerender' } })],
      ['Purpose', () => go(url, { headers: { purpose: 'prefetch' } })],
      [
        'preview',
        () => go(url, { agent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }),
      ],
      [
        'crawler',
        () => go(url, { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      ],
      ['script', () => go(url, { agent: 'curl/8.5.0' })],
      ['empty agent', () => go(url, { agent: '' })],
      ['owner', () => go(url, { as: coach })],
    ];
    for (const [name, attempt] of tries) {
      const res = await attempt();
      expect(res.statusCode, name).toBe(302);
      expect(res.headers.location, name).toBe(referral.destination_path);
      expect(linkOf(await kitOf(coach), 'referral').clicks.total, name).toBe(before);
    }
    expect(linkOf(await kitOf(coach), 'referral').clicks.total).toBe(before);
  });

  it('shows one coach nothing of another’s links or counts', async () => {
    const mine = await kitOf(coach);
    const theirs = await kitOf(other);
    const myCodes = new Set(mine.links.flatMap((l) => (l.short_url ? [l.short_url] : [])));
    expect(theirs.links.some((l) => l.short_url && myCodes.has(l.short_url))).toBe(false);
    expect(mine.totals.total).toBeGreaterThan(0);
    expect(theirs.totals).toMatchObject({ total: 0, last_30_days: 0 });

    // Each code leads to its own owner's page, whoever follows it.
    const res = await go(linkOf(theirs, 'referral').short_url!, { as: coach });
    expect(res.headers.location).toBe(linkOf(theirs, 'referral').destination_path);
    expect(res.headers.location).not.toBe(linkOf(mine, 'referral').destination_path);
    expect(linkOf(await kitOf(other), 'referral').clicks.total).toBe(1);
    expect(linkOf(await kitOf(coach), 'referral').clicks.total).toBe(linkOf(mine, 'referral').clicks.total);
  });

  it('never redirects anywhere but the owner’s page: extra query parameters change nothing', async () => {
    const referral = linkOf(await kitOf(coach), 'referral');
    for (const qs of ['?next=https://evil.example', '?src=//evil.ex', '?url=//evil.example']) {
      const res = await go(`${referral.short_url}${qs}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(referral.destination_path);
    }
  });

  it('answers 404 for an unknown or malformed code, as a page to a browser', async () => {
    for (const path of ['/go/ZZZZZZZ', '/go/abc', '/go/..%2F..%2Fx', '/go/AB-CD_E']) {
      const res = await go(path, { headers: { accept: 'application/json' } });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const page = await go('/go/ZZZZZZZ', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('This link is not active');
  });

  it('refuses huge and NUL values with 400', async () => {
    const long = await go(`/go/${'A'.repeat(60)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_FAILED');
    // Past Fastify's parameter limit the router refuses it before any handler runs.
    expect((await go(`/go/${'A'.repeat(5000)}`)).statusCode).toBe(414);
    expect((await go('/go/ABC%00DEF')).statusCode).toBe(400);
    const referral = linkOf(await kitOf(coach), 'referral');
    expect((await go(`${referral.short_url}?src=${'q'.repeat(200)}`)).statusCode).toBe(400);
    expect((await go(`${referral.short_url}?src=qr%00`)).statusCode).toBe(400);
  });

  it('stops redirecting when the destination goes away or the owner is deactivated', async () => {
    const { owner } = await makeOwner(t.app, t.db, { name: 'Dora Draft' });
    const store = linkOf(await kitOf(owner), 'store');
    expect((await go(store.short_url!)).statusCode).toBe(302);
    const draft = await call(t.app, owner, 'PATCH', '/api/ecommerce/my-store', { status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await go(store.short_url!)).statusCode).toBe(404);
    // The kit still shows what it counted, with the way back.
    expect(linkOf(await kitOf(owner), 'store')).toMatchObject({
      state: 'setup_needed',
      short_url: null,
      action: { href: '/my-store' },
      clicks: { total: 1 },
    });

    const referral = linkOf(await kitOf(owner), 'referral');
    await t.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.id, owner.id));
    expect((await go(referral.short_url!)).statusCode).toBe(404);
  });

  it('adds up history: the total counts everything, the 30 days equal the sum of the series', async () => {
    const fresh = await makeUser(t.db, 'client');
    const referral = linkOf(await kitOf(fresh), 'referral');
    const [row] = await t.db
      .select()
      .from(marketingLinks)
      .where(eq(marketingLinks.code, codeOf(referral)));
    const day = 86_400_000;
    const at = (ago: number) => new Date(Date.now() - ago);
    await t.db.insert(marketingClicks).values(
      [0, 2 * day, 2 * day + 1000, 12 * day, 45 * day].map((ago, i) => ({
        link_id: row!.id,
        window_start: windowStart(at(ago)),
        visitor: `seed-${i}`,
        source: i % 2 === 0 ? ('qr' as const) : ('link' as const),
        created_at: at(ago),
      })),
    );
    const kit = await kitOf(fresh);
    const clicks = linkOf(kit, 'referral').clicks;
    expect(clicks.total).toBe(5);
    expect(clicks.last_30_days).toBe(4);
    expect(sum(clicks)).toBe(4);
    expect(clicks.qr_last_30_days).toBe(sum(clicks, 'qr'));
    expect(kit.totals.last_30_days).toBe(sum(kit));
    expect(kit.totals.total).toBe(5);
  });

  it('slows a flood from one address with 429', async () => {
    const referral = linkOf(await kitOf(coach), 'referral');
    const from = '10.99.99.99';
    let last = 0;
    for (let i = 0; i < 125; i++) last = (await go(referral.short_url!, { from })).statusCode;
    expect(last).toBe(429);
  });
});
