/**
 * Affiliates' travel sites: `/my-travel-site` edits one (the code is made on first use), and
 * `/travel/{code}` shows it with its featured packages. A code that is unknown, suspended or of a
 * deactivated account is a 404 the page turns into a friendly message.
 */

import { randomUUID } from 'node:crypto';
import type { PublicTravelSite, TravelSite, travelSiteInputSchema } from '@fundpath/contracts/travel';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage';
import { travelSites } from '../../db/schema/travel';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type ReceivedFile, storeUploads } from '../../platform/uploads';
import { type AffiliateRow, activeAffiliate, ensureCode } from '../affiliates';
import { processUpload } from '../catalog';
import { findPackage, publishedSummaries } from './packages';

export const SITE_NOT_FOUND = 'Travel site not found';
export const EARNERS_ONLY = 'Travel sites are for clients and affiliates';

type SiteRow = typeof travelSites.$inferSelect;

function siteOf(aff: Pick<AffiliateRow, 'code' | 'display_name'>, row: SiteRow | undefined): TravelSite {
  return {
    code: aff.code,
    display_name: row?.display_name ?? aff.display_name,
    photo_url: row?.photo_url ?? '',
    bio: row?.bio ?? '',
    primary_color: row?.primary_color ?? '#0e7490',
    accent_color: row?.accent_color ?? '#f59e0b',
    featured_package_ids: row?.featured_package_ids ?? [],
    links: { travel: `/travel/${aff.code}`, referral: `/ref/${aff.code}` },
  };
}

async function siteRow(db: Db, userId: string) {
  const [row] = await db.select().from(travelSites).where(eq(travelSites.user_id, userId)).limit(1);
  return row;
}

function earner(ctx: Ctx) {
  const actor = requireActor(ctx);
  if (actor.role !== 'client' && actor.role !== 'affiliate') throw new AppError('FORBIDDEN', EARNERS_ONLY);
  return actor;
}

/** 403 unless the signed-in user may have a travel site (clients and affiliates). */
export function assertEarner(ctx: Ctx): void {
  earner(ctx);
}

export async function mySite(ctx: Ctx): Promise<TravelSite> {
  const actor = earner(ctx);
  const aff = await ensureCode(ctx.db, actor);
  return siteOf(aff, await siteRow(ctx.db, actor.id));
}

/** Uploaded site photos are served from here; a key is served only while a site shows it. */
export const SITE_PHOTO_PREFIX = '/api/travel/media/sites/';
const PHOTO_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const photoKey = (file: string) => `travel/sites/${file}`;

/** The storage key behind one of our photo URLs (null for an external URL or none). */
function ownPhotoKey(url: string): string | null {
  if (!url.startsWith(SITE_PHOTO_PREFIX)) return null;
  const file = url.slice(SITE_PHOTO_PREFIX.length);
  return PHOTO_FILE.test(file) ? photoKey(file) : null;
}

/** Drops a photo the site no longer shows (best effort: a leftover file is harmless, never served). */
async function dropPhoto(ctx: Ctx, storage: Storage, url: string | undefined, keep: string): Promise<void> {
  const key = url && url !== keep ? ownPhotoKey(url) : null;
  if (!key) return;
  await storage.delete(key).catch((err: unknown) => {
    ctx.log.warn({ event: 'travel_site_photo_drop_failed', key, err }, 'old travel site photo not deleted');
  });
}

/**
 * Sets the site's photo from an upload: checked by content (JPEG, PNG or WebP, 10 MB), normalised
 * to a square 400 px WebP (metadata dropped) and stored under a new random key; the previous
 * uploaded photo is deleted.
 */
export async function uploadSitePhoto(
  ctx: Ctx,
  storage: Storage,
  files: readonly ReceivedFile[],
): Promise<TravelSite> {
  const actor = earner(ctx);
  const [file] = files;
  if (!file)
    throw new AppError('VALIDATION_FAILED', 'Choose a photo to upload', {
      errors: { file: 'Choose a photo' },
    });
  const image = await processUpload(file);
  const name = `${randomUUID()}.webp`;
  await storeUploads(storage, [
    { key: photoKey(name), data: image.thumb, file_name: image.file_name, content_type: 'image/webp' },
  ]);
  const aff = await ensureCode(ctx.db, actor);
  const before = await siteRow(ctx.db, actor.id);
  const photo_url = SITE_PHOTO_PREFIX + name;
  await ctx.db
    .insert(travelSites)
    .values({ user_id: actor.id, display_name: aff.display_name, photo_url })
    .onConflictDoUpdate({ target: travelSites.user_id, set: { photo_url } });
  await dropPhoto(ctx, storage, before?.photo_url, photo_url);
  ctx.log.info({ event: 'travel_site_photo_uploaded', user_id: actor.id }, 'travel site photo uploaded');
  return siteOf(aff, await siteRow(ctx.db, actor.id));
}

/** The storage key of a site photo file, when a site shows it (else 404: nothing else is served). */
export async function servedPhotoKey(db: Db, file: string): Promise<string> {
  if (!PHOTO_FILE.test(file)) throw new AppError('NOT_FOUND', 'Image not found');
  const [row] = await db
    .select({ user_id: travelSites.user_id })
    .from(travelSites)
    .where(eq(travelSites.photo_url, SITE_PHOTO_PREFIX + file))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Image not found');
  return photoKey(file);
}

export async function saveSite(
  ctx: Ctx,
  body: z.output<typeof travelSiteInputSchema>,
  storage?: Storage,
): Promise<TravelSite> {
  const actor = earner(ctx);
  const featured = [...new Set(body.featured_package_ids)];
  for (const id of featured) {
    const pkg = await findPackage(ctx.db, id);
    if (pkg?.status !== 'published')
      throw new AppError('VALIDATION_FAILED', 'Only published packages can be featured', [
        { path: 'body.featured_package_ids', message: 'Only published packages can be featured' },
      ]);
  }
  const aff = await ensureCode(ctx.db, actor);
  const values = {
    display_name: body.display_name,
    photo_url: body.photo_url,
    bio: body.bio,
    primary_color: body.primary_color.toLowerCase(),
    accent_color: body.accent_color.toLowerCase(),
    featured_package_ids: featured,
  };
  const before = await siteRow(ctx.db, actor.id);
  await ctx.db
    .insert(travelSites)
    .values({ user_id: actor.id, ...values })
    .onConflictDoUpdate({ target: travelSites.user_id, set: values });
  if (storage) await dropPhoto(ctx, storage, before?.photo_url, values.photo_url);
  ctx.log.info({ event: 'travel_site_saved', user_id: actor.id }, 'travel site saved');
  return siteOf(aff, await siteRow(ctx.db, actor.id));
}

export async function publicSite(db: Db, code: string): Promise<PublicTravelSite> {
  const aff = await activeAffiliate(db, code);
  if (!aff) throw new AppError('NOT_FOUND', SITE_NOT_FOUND);
  const { featured_package_ids, ...site } = siteOf(aff, await siteRow(db, aff.user_id));
  return { ...site, featured: await publishedSummaries(db, featured_package_ids) };
}
