/**
 * Discovery (`/manila/members`, `/specialist/discover`, `/book`): approved specialists of active
 * accounts only, with search, filters, sorting and pages; a specialist's public profile (a view
 * counted once per viewer and day); the public booking page by link code (QR scans counted);
 * likes.
 */
import { createHmac } from 'node:crypto';
import type {
  DiscoveryResponse,
  discoveryQuerySchema,
  LikersResponse,
  PublicSpecialist,
  SpecialistDetail,
} from '@fundpath/contracts/marketplace';
import type { z } from 'zod';
import { type Ctx, requireActor } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { AVAILABLE_CANDIDATES_MAX, availableWithinWeek, type BusyProvider } from './availability';
import * as repo from './repo';
import { toService } from './services';
import { ensureOwnProfile, SPECIALIST_NOT_FOUND } from './specialists';

export function toPublic(row: repo.PublicRow, liked: boolean): PublicSpecialist {
  const p = row.profile;
  return {
    id: p.user_id,
    display_name: p.display_name,
    photo_url: p.photo_url,
    headline: p.headline,
    specialties: p.specialties,
    languages: p.languages,
    time_zone: p.time_zone,
    location_mode: p.location_mode,
    city: p.city,
    link_code: p.link_code,
    from_price_cents: row.from_price_cents,
    currency: row.currency,
    service_count: row.service_count,
    liked,
    approved_at: p.approved_at?.toISOString() ?? null,
  };
}

export async function discover(
  ctx: Ctx,
  busy: BusyProvider,
  query: z.output<typeof discoveryQuerySchema>,
): Promise<Omit<DiscoveryResponse, 'status'>> {
  const { sort, page, per_page, available_this_week, ...filter } = query;
  const onlyIds = available_this_week
    ? [
        ...(await availableWithinWeek(
          ctx.db,
          busy,
          await repo.bookableCandidates(ctx.db, filter, AVAILABLE_CANDIDATES_MAX),
        )),
      ]
    : undefined;
  const [{ rows, total }, facets] = await Promise.all([
    repo.discover(ctx.db, filter, sort, { limit: per_page, offset: (page - 1) * per_page }, onlyIds),
    repo.facets(ctx.db),
  ]);
  const liked = ctx.actor
    ? await repo.likedAmong(
        ctx.db,
        ctx.actor.id,
        rows.map((r) => r.profile.user_id),
      )
    : new Set<string>();
  return {
    specialists: rows.map((r) => toPublic(r, liked.has(r.profile.user_id))),
    total,
    page,
    per_page,
    facets,
  };
}

/** Signed-in viewers by account; anonymous ones by a keyed, per-day hash of their address. */
function viewerKey(ctx: Ctx, day: string): string {
  if (ctx.actor) return `u:${ctx.actor.id}`;
  return `a:${createHmac('sha256', ctx.config.appSecret)
    .update(`${day}:${ctx.ip ?? 'unknown'}`)
    .digest('base64url')
    .slice(0, 22)}`;
}

async function detailOf(ctx: Ctx, row: repo.PublicRow): Promise<SpecialistDetail> {
  const id = row.profile.user_id;
  const [services, liked] = await Promise.all([
    repo.servicesOf(ctx.db, [id], { activeOnly: true }),
    ctx.actor ? repo.likedAmong(ctx.db, ctx.actor.id, [id]) : Promise.resolve(new Set<string>()),
  ]);
  return {
    ...toPublic(row, liked.has(id)),
    bio: row.profile.bio,
    services: services.map(toService),
    like_count: row.like_count,
  };
}

async function countView(ctx: Ctx, specialistId: string, now: Date): Promise<void> {
  // The specialist looking at their own page is not a view.
  if (ctx.actor?.id === specialistId) return;
  const day = now.toISOString().slice(0, 10);
  await repo.recordView(ctx.db, specialistId, day, viewerKey(ctx, day));
}

export async function specialistDetail(ctx: Ctx, id: string, now = new Date()): Promise<SpecialistDetail> {
  const row = await repo.findListed(ctx.db, id);
  if (!row) throw notFound(SPECIALIST_NOT_FOUND);
  await countView(ctx, id, now);
  return detailOf(ctx, row);
}

/** `/book/{link_code}`: the specialist's public booking page; `via=qr` counts a QR scan. */
export async function bookingPage(
  ctx: Ctx,
  code: string,
  via: 'link' | 'qr',
  now = new Date(),
): Promise<SpecialistDetail> {
  const found = await repo.findProfileByLinkCode(ctx.db, code);
  const row = found ? await repo.findListed(ctx.db, found.profile.user_id) : undefined;
  if (!row) throw notFound(SPECIALIST_NOT_FOUND);
  if (via === 'qr') await countLinkVisit(ctx, row.profile.user_id, 'qr', now);
  await countView(ctx, row.profile.user_id, now);
  return detailOf(ctx, row);
}

/** A visit of the specialist's own booking link is not counted, like a view of their own page. */
async function countLinkVisit(ctx: Ctx, specialistId: string, source: 'qr' | 'link', now: Date) {
  if (ctx.actor?.id === specialistId) return false;
  const day = now.toISOString().slice(0, 10);
  return repo.recordLinkVisit(ctx.db, specialistId, day, viewerKey(ctx, day), source);
}

/**
 * `POST /api/marketplace/book/:link_code/visit`: the booking page reports how it was opened (the
 * QR code's URL carries `?src=qr`); one count per visitor, day and source. Unknown code: 404.
 */
export async function recordBookingLinkVisit(
  ctx: Ctx,
  code: string,
  source: 'qr' | 'link',
  now = new Date(),
): Promise<boolean> {
  const found = await repo.findProfileByLinkCode(ctx.db, code);
  const row = found ? await repo.findListed(ctx.db, found.profile.user_id) : undefined;
  if (!row) throw notFound(SPECIALIST_NOT_FOUND);
  return countLinkVisit(ctx, row.profile.user_id, source, now);
}

// ---- likes ------------------------------------------------------------------------------------

/** Idempotent both ways: liking twice keeps one like, unliking what is not liked is fine. */
export async function setLike(ctx: Ctx, specialistId: string, liked: boolean): Promise<boolean> {
  const actor = requireActor(ctx);
  if (liked) {
    if (specialistId === actor.id || !(await repo.findListed(ctx.db, specialistId)))
      throw notFound(SPECIALIST_NOT_FOUND);
    await repo.insertLike(ctx.db, actor.id, specialistId);
  } else {
    await repo.deleteLike(ctx.db, actor.id, specialistId);
  }
  return liked;
}

export async function myLikes(ctx: Ctx) {
  const actor = requireActor(ctx);
  const rows = await repo.likesOf(ctx.db, actor.id);
  return rows.map((r) => ({ ...toPublic(r, true), liked_at: r.liked_at.toISOString() }));
}

/** "Morgan Member" → "Morgan M.": a liker's first name and last initial, nothing more. */
export function shortName(full: string): string {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A member';
  const first = words[0]!;
  if (words.length === 1) return first;
  const initial = [...words[words.length - 1]!][0]!.toUpperCase();
  return `${first} ${initial}.`;
}

const LIKER_RECENT_DAYS = 30;

/** `GET /api/marketplace/specialists/me/likers`: who liked the specialist (names shortened), and how many. */
export async function myLikers(
  ctx: Ctx,
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<Omit<LikersResponse, 'status'>> {
  const { profile } = await ensureOwnProfile(ctx);
  const since = new Date(now.getTime() - LIKER_RECENT_DAYS * 86_400_000);
  const { rows, total, recent } = await repo.likersOf(ctx.db, profile.user_id, page, since);
  return {
    total,
    last_30_days: recent,
    likers: rows.map((r) => ({ display_name: shortName(r.name), liked_at: r.liked_at.toISOString() })),
    limit: page.limit,
    offset: page.offset,
  };
}
