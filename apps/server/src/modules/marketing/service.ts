/**
 * The coach's marketing links (issue 8/8): a tracked short link `/go/{code}` per destination the
 * coach has, click counts and a 30-day series, and the redirect itself.
 *
 * A link row stores the kind of destination, not a URL. Following a code looks up the owner's
 * destination of that kind now (their live store, their active booking link, their affiliate
 * code's pages): a code leads to that coach's own page or nowhere, and a renamed store or a new
 * site slug needs no new code.
 */
import { createHmac, randomInt } from 'node:crypto';
import {
  MARKETING_CODE_ALPHABET,
  MARKETING_CODE_LENGTH,
  MARKETING_SERIES_DAYS,
  type MarketingClicks,
  type MarketingDay,
  type MarketingKit,
  type MarketingLink,
  type MarketingLinkKind,
} from '@fundpath/contracts/marketing';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { affiliateOf, ensureCode } from '../affiliates';
import { coachContext } from '../brand';
import { bookingLinksOf } from '../calendar';
import { findStoreByOwner } from '../catalog';
import { findSiteOfClient } from '../sites';
import * as repo from './repo';

/** A visitor counts once per link in this window (a reload, a second scan, a back button). */
export const CLICK_WINDOW_MINUTES = 30;
export const LINK_NOT_FOUND = 'This link is not active';

/** Link previews, crawlers, uptime checkers and scripts: they follow links nobody clicked. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|embedly|quora link|whatsapp|telegram|discord|skypeuripreview|vkshare|pinterest|bitlybot|outbrain|headless|lighthouse|curl\/|wget\/|python-|httpclient|go-http-client|okhttp|axios\/|node-fetch|undici|java\//i;

/** The destination of one link as it stands now. */
interface Destination {
  kind: MarketingLinkKind;
  target_id: string;
  label: string;
  description: string;
  /** A path on this site, or null while there is nothing public to open. */
  path: string | null;
  /** Where the coach sets it up (no destination) or manages it (live). */
  action: { label: string; href: string } | null;
}

interface Owner {
  id: string;
  display_name: string;
}

export function drawLinkCode(): string {
  return Array.from(
    { length: MARKETING_CODE_LENGTH },
    () => MARKETING_CODE_ALPHABET[randomInt(MARKETING_CODE_ALPHABET.length)],
  ).join('');
}

// ---- destinations ----------------------------------------------------------------------------

async function storeDestination(db: Db, owner: Owner): Promise<Destination> {
  const store = await findStoreByOwner(db, owner.id);
  const base = { kind: 'store' as const, target_id: '', label: 'Online store' };
  if (!store)
    return {
      ...base,
      description: 'Sell your products and services: set up your store to get a link to share.',
      path: null,
      action: { label: 'Set up your store', href: '/my-store' },
    };
  if (store.status !== 'live')
    return {
      ...base,
      label: store.store_name,
      description: 'Your store is still a draft: publish it and this link starts working.',
      path: null,
      action: { label: 'Publish your store', href: '/my-store' },
    };
  return {
    ...base,
    label: store.store_name,
    description: 'Your storefront with every product you sell.',
    path: `/store/${store.id}`,
    action: { label: 'Manage store', href: '/my-store' },
  };
}

async function bookingDestinations(db: Db, owner: Owner): Promise<Destination[]> {
  const links = await bookingLinksOf(db, owner.id);
  if (links.length === 0)
    return [
      {
        kind: 'booking',
        target_id: '',
        label: 'Booking link',
        description: 'Let prospects book a call with you: create a booking link to share.',
        path: null,
        action: { label: 'Create a booking link', href: '/calendar' },
      },
    ];
  return links.map((l) => ({
    kind: 'booking' as const,
    target_id: l.id,
    label: l.title,
    description: l.active
      ? `Your booking page: ${l.duration_minutes}-minute appointments on your calendar.`
      : 'This booking link is turned off: turn it on in your calendar to share it.',
    path: l.active ? `/book/${l.code}` : null,
    action: l.active
      ? { label: 'Manage booking links', href: '/calendar' }
      : { label: 'Turn it on', href: '/calendar' },
  }));
}

/** The travel site and the referral link both live on the coach's affiliate code. */
async function codeDestinations(db: Db, owner: Owner): Promise<Destination[]> {
  const aff = await affiliateOf(db, owner.id);
  const live = aff?.status === 'active';
  const suspended = 'Your referral code is suspended: contact support to share it again.';
  return [
    {
      kind: 'travel',
      target_id: '',
      label: 'Travel site',
      description: live ? 'Your travel storefront with the trips you feature.' : suspended,
      path: live ? `/travel/${aff.code}` : null,
      action: { label: live ? 'Edit travel site' : 'Open My Travel Site', href: '/my-travel-site' },
    },
    {
      kind: 'referral',
      target_id: '',
      label: 'Referral link',
      description: live ? 'Anyone who signs up or buys through it is credited to you.' : suspended,
      path: live ? `/ref/${aff.code}` : null,
      action: { label: 'See commissions', href: '/commissions' },
    },
  ];
}

/** The coach's public website `/site/{slug}`, while a version of it is published. */
async function websiteDestination(db: Db, owner: Owner): Promise<Destination> {
  const site = await findSiteOfClient(db, owner.id);
  const base = { kind: 'website' as const, target_id: '', label: 'Website' };
  if (!site)
    return {
      ...base,
      description: 'Your own website with your services, booking button and contact form.',
      path: null,
      action: { label: 'Build your website', href: '/coach/setup' },
    };
  if (site.published_version === null)
    return {
      ...base,
      description: 'Your website is not published yet: publish it and this link starts working.',
      path: null,
      action: { label: 'Publish your website', href: '/coach/setup' },
    };
  return {
    ...base,
    description: 'Your website with your services, booking button and contact form.',
    path: `/site/${site.slug}`,
    action: { label: 'Edit website', href: '/coach/setup' },
  };
}

async function destinationsOf(db: Db, owner: Owner): Promise<Destination[]> {
  const [website, store, booking, codes] = await Promise.all([
    websiteDestination(db, owner),
    storeDestination(db, owner),
    bookingDestinations(db, owner),
    codeDestinations(db, owner),
  ]);
  return [website, store, ...booking, ...codes];
}

async function destinationOf(
  db: Db,
  owner: Owner,
  kind: MarketingLinkKind,
  targetId: string,
): Promise<Destination | undefined> {
  switch (kind) {
    case 'website':
      return websiteDestination(db, owner);
    case 'store':
      return storeDestination(db, owner);
    case 'booking':
      return (await bookingDestinations(db, owner)).find((d) => d.target_id === targetId);
    case 'travel':
    case 'referral':
      return (await codeDestinations(db, owner)).find((d) => d.kind === kind);
  }
}

// ---- links and counts ------------------------------------------------------------------------

const keyOf = (d: Pick<Destination, 'kind' | 'target_id'>) =>
  d.kind === 'booking' && d.target_id ? `booking:${d.target_id}` : d.kind;

/** The owner's link for a destination, made on first need (a clash on the code draws again). */
async function ensureLink(db: Db, ownerId: string, d: Destination): Promise<repo.LinkRow> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const existing = await repo.findLinkFor(db, ownerId, d.kind, d.target_id);
    if (existing) return existing;
    const row = await repo.insertLink(db, {
      owner_id: ownerId,
      kind: d.kind,
      target_id: d.target_id,
      code: drawLinkCode(),
    });
    if (row) return row;
  }
  throw new Error('could not draw a free marketing link code');
}

/**
 * The owner's destinations as they stand, and their short links by key: one is made for each
 * live destination that has none yet (a link whose destination went away keeps its row and counts).
 */
export async function ensureLinks(
  db: Db,
  owner: Owner,
): Promise<{ destinations: Destination[]; rows: Map<string, repo.LinkRow> }> {
  const [destinations, existing] = await Promise.all([destinationsOf(db, owner), repo.linksOf(db, owner.id)]);
  const rows = new Map(existing.map((r) => [keyOf(r), r]));
  for (const d of destinations) {
    if (d.path && !rows.has(keyOf(d))) rows.set(keyOf(d), await ensureLink(db, owner.id, d));
  }
  return { destinations, rows };
}

/** The last {@link MARKETING_SERIES_DAYS} UTC days, oldest first, ending with `now`'s. */
export function seriesDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: MARKETING_SERIES_DAYS }, (_, i) =>
    new Date(today - (MARKETING_SERIES_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

function clicksOf(days: string[], rows: repo.ClickDayRow[], total: number): MarketingClicks {
  const byDay = new Map(rows.map((r) => [r.date, r]));
  const series: MarketingDay[] = days.map((date) => ({
    date,
    clicks: byDay.get(date)?.clicks ?? 0,
    qr: byDay.get(date)?.qr ?? 0,
  }));
  return {
    total,
    last_30_days: series.reduce((n, d) => n + d.clicks, 0),
    qr_last_30_days: series.reduce((n, d) => n + d.qr, 0),
    series,
  };
}

function sumClicks(days: string[], all: MarketingClicks[]): MarketingClicks {
  const series = days.map((date, i) => ({
    date,
    clicks: all.reduce((n, c) => n + (c.series[i]?.clicks ?? 0), 0),
    qr: all.reduce((n, c) => n + (c.series[i]?.qr ?? 0), 0),
  }));
  return {
    total: all.reduce((n, c) => n + c.total, 0),
    last_30_days: series.reduce((n, d) => n + d.clicks, 0),
    qr_last_30_days: series.reduce((n, d) => n + d.qr, 0),
    series,
  };
}

/**
 * `GET /api/marketing/links`: the signed-in coach's links with their counts. Makes what is missing
 * on the way, like `/my-travel-site` does: the affiliate code (travel site and referral link) and
 * a short code for each destination that is live.
 */
export async function myKit(
  ctx: Ctx,
  origin: string | null,
  host: string,
  now = new Date(),
): Promise<MarketingKit> {
  const actor = requireActor(ctx);
  const aff = (await affiliateOf(ctx.db, actor.id)) ?? (await ensureCode(ctx.db, actor));
  const [{ destinations, rows }, brand] = await Promise.all([
    ensureLinks(ctx.db, actor),
    coachContext(ctx, host),
  ]);

  const days = seriesDays(now);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const ids = [...rows.values()].map((r) => r.id);
  const [daily, totals] = await Promise.all([
    repo.clicksByDay(ctx.db, ids, since),
    repo.clickTotals(ctx.db, ids),
  ]);
  const absolute = (path: string) => `${origin ?? ''}${path}`;

  const links: MarketingLink[] = destinations.map((d) => {
    const row = rows.get(keyOf(d));
    const live = Boolean(d.path && row);
    const short = row && live ? absolute(`/go/${row.code}`) : null;
    return {
      key: keyOf(d),
      kind: d.kind,
      label: d.label,
      description: d.description,
      state: live ? ('live' as const) : ('setup_needed' as const),
      destination_path: d.path,
      short_url: short,
      qr_url: short ? `${short}?src=qr` : null,
      action: d.action,
      clicks: row
        ? clicksOf(
            days,
            daily.filter((r) => r.link_id === row.id),
            totals.get(row.id) ?? 0,
          )
        : clicksOf(days, [], 0),
    };
  });

  return {
    coach: {
      display_name: actor.display_name,
      business_name: aff.business_name.trim() || actor.display_name,
    },
    brand: {
      company_name: brand?.company_name ?? 'FundPath',
      logo_url: brand?.logo_url ?? null,
      primary_color: brand?.brand_primary_color ?? '#1d4ed8',
      secondary_color: brand?.brand_secondary_color ?? '#0f172a',
    },
    links,
    totals: sumClicks(
      days,
      links.map((l) => l.clicks),
    ),
    window_minutes: CLICK_WINDOW_MINUTES,
  };
}

// ---- the redirect ----------------------------------------------------------------------------

export interface Visit {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  source: 'link' | 'qr';
}

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : (v ?? ''));

/**
 * Whether a request is a person following the link: not a HEAD (link checkers, previews), not a
 * browser prefetch or prerender, not a known bot or a client without a user agent.
 */
export function isCountable(visit: Visit): boolean {
  if (visit.method !== 'GET') return false;
  const purpose = `${header(visit.headers.purpose)} ${header(visit.headers['sec-purpose'])} ${header(
    visit.headers['x-purpose'],
  )} ${header(visit.headers['x-moz'])}`.toLowerCase();
  if (/prefetch|prerender|preview/.test(purpose)) return false;
  const agent = header(visit.headers['user-agent']).trim();
  return agent !== '' && !BOT_AGENT.test(agent);
}

/** The start of the counting window `now` falls in. */
export const windowStart = (now: Date) => {
  const size = CLICK_WINDOW_MINUTES * 60_000;
  return new Date(Math.floor(now.getTime() / size) * size);
};

/** A keyed hash of address and browser within one window: nothing stored identifies anyone. */
function visitorKey(ctx: Ctx, window: Date, agent: string): string {
  return createHmac('sha256', ctx.config.appSecret)
    .update(`marketing:${window.toISOString()}:${ctx.ip ?? 'unknown'}:${agent}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * `GET /go/{code}`: where the link leads now (a path on this site), counting the visit unless it
 * is not a person's (see {@link isCountable}) or the owner's own. Unknown code, deactivated owner
 * or a destination that is gone: 404.
 */
export async function follow(ctx: Ctx, code: string, visit: Visit, now = new Date()): Promise<string> {
  const upper = code.toUpperCase();
  const found = /^[A-Z0-9]+$/.test(upper) ? await repo.findByCode(ctx.db, upper) : undefined;
  if (!found) throw notFound(LINK_NOT_FOUND);
  const { link, owner } = found;
  const ownerRow = { id: owner.id, display_name: '' };
  const d = await destinationOf(ctx.db, ownerRow, link.kind, link.target_id);
  if (!d?.path) throw notFound(LINK_NOT_FOUND);
  const own = ctx.actor?.id === owner.id || ctx.realUser?.id === owner.id;
  if (!own && isCountable(visit)) {
    const window = windowStart(now);
    await repo.insertClick(ctx.db, {
      link_id: link.id,
      window_start: window,
      visitor: visitorKey(ctx, window, header(visit.headers['user-agent'])),
      source: visit.source,
      created_at: now,
    });
  }
  return d.path;
}
