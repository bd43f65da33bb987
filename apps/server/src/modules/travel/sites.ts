/**
 * Affiliates' travel sites: `/my-travel-site` edits one (the code is made on first use), and
 * `/travel/{code}` shows it with its featured packages. A code that is unknown, suspended or of a
 * deactivated account is a 404 the page turns into a friendly message.
 */
import type { PublicTravelSite, TravelSite, travelSiteInputSchema } from '@fundpath/contracts/travel';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { travelSites } from '../../db/schema/travel';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type AffiliateRow, activeAffiliate, ensureCode } from '../affiliates';
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

export async function mySite(ctx: Ctx): Promise<TravelSite> {
  const actor = earner(ctx);
  const aff = await ensureCode(ctx.db, actor);
  return siteOf(aff, await siteRow(ctx.db, actor.id));
}

export async function saveSite(ctx: Ctx, body: z.output<typeof travelSiteInputSchema>): Promise<TravelSite> {
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
  await ctx.db
    .insert(travelSites)
    .values({ user_id: actor.id, ...values })
    .onConflictDoUpdate({ target: travelSites.user_id, set: values });
  ctx.log.info({ event: 'travel_site_saved', user_id: actor.id }, 'travel site saved');
  return siteOf(aff, await siteRow(ctx.db, actor.id));
}

export async function publicSite(db: Db, code: string): Promise<PublicTravelSite> {
  const aff = await activeAffiliate(db, code);
  if (!aff) throw new AppError('NOT_FOUND', SITE_NOT_FOUND);
  const { featured_package_ids, ...site } = siteOf(aff, await siteRow(db, aff.user_id));
  return { ...site, featured: await publishedSummaries(db, featured_package_ids) };
}
