/**
 * What visitors see of a coach's website: only the published version (a draft never leaves
 * through here), of a coach whose account is still active; and the contact form, which makes a
 * lead for that coach through the leads module (the same spam checks as the platform's form).
 */

import { COACH_THEME_DEFAULT } from '@fundpath/contracts/brand';
import type { PublishedSite, SiteProduct, SiteSection, siteContactSchema } from '@fundpath/contracts/sites';
import type { z } from 'zod';
import type { Ctx } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { findUser } from '../auth';
import { coachContextOfBrand } from '../brand';
import { findStoreByOwner, listStorefrontProducts } from '../catalog';
import { captureLead, captureLooksAutomated } from '../leads';
import * as repo from './repo';

export const SITE_OFFLINE = 'This website is not published';
export const SITE_PAGE_MISSING = 'This page does not exist';
const STORE_PRODUCTS_SHOWN = 12;

export type PublicCtx = Pick<Ctx, 'db' | 'log'> & Partial<Ctx>;

/** The live site of a slug and its owner; 404 when it is unknown, unpublished or its coach is gone. */
async function liveSite(ctx: PublicCtx, slug: string) {
  const site = await repo.findSiteBySlug(ctx.db, slug);
  if (!site || site.published_version === null) throw notFound(SITE_OFFLINE);
  const [owner, version] = await Promise.all([
    findUser(ctx.db, site.client_id),
    repo.findVersion(ctx.db, site.id, site.published_version),
  ]);
  if (!owner || owner.deactivated_at || owner.role !== 'client' || !version) throw notFound(SITE_OFFLINE);
  return { site, owner, snapshot: version.snapshot };
}

async function storeProducts(ctx: PublicCtx, ownerId: string): Promise<SiteProduct[]> {
  const store = await findStoreByOwner(ctx.db, ownerId);
  if (store?.status !== 'live' || store.suspended_at) return [];
  // As a visitor (no actor): the storefront's own visibility rules apply.
  const list = await listStorefrontProducts({ ...(ctx as Ctx), actor: null }, store.id, {
    sort: 'newest',
    page: 1,
    per_page: STORE_PRODUCTS_SHOWN,
  });
  return list.products.map((p) => ({
    id: p.id,
    title: p.title,
    price_cents: p.price_cents,
    currency: store.currency,
    image_url: p.images[0]?.thumb_url ?? null,
    href: `/store/${store.id}/product/${p.id}`,
  }));
}

/** One published page (the home page without `pageSlug`) with the site's menu and coach context. */
export async function publishedPage(
  ctx: PublicCtx,
  slug: string,
  pageSlug?: string,
): Promise<Omit<PublishedSite, 'status'>> {
  const { site, owner, snapshot } = await liveSite(ctx, slug);
  const pages = [...snapshot.pages].sort((a, b) => a.position - b.position);
  const want = !pageSlug || pageSlug === 'home' ? 'home' : pageSlug.toLowerCase();
  const page = pages.find((p) => p.slug === want);
  if (!page) throw notFound(SITE_PAGE_MISSING);
  const coach = (await coachContextOfBrand(ctx, owner.brand_id)) ?? {
    id: owner.id,
    company_name: owner.display_name,
    logo_url: null,
    brand_primary_color: COACH_THEME_DEFAULT.primary,
    brand_secondary_color: COACH_THEME_DEFAULT.secondary,
  };
  const wantsProducts = page.sections.some((s) => s.type === 'services' && s.show_store_products);
  return {
    site: {
      slug: site.slug,
      design: snapshot.design,
      title: snapshot.seo_title ?? owner.display_name,
      description: snapshot.seo_description,
      og_image: snapshot.og_image,
      version: site.published_version!,
      domain: site.domain_verified_at ? site.custom_domain : null,
      coach,
      nav: pages.map((p) => ({ slug: p.slug, title: p.title, kind: p.kind })),
    },
    page: { slug: page.slug, kind: page.kind, title: page.title, sections: page.sections as SiteSection[] },
    products: wantsProducts ? await storeProducts(ctx, owner.id) : [],
  };
}

/**
 * The contact section's form. Only a live site with a contact section takes messages; a
 * submission the spam checks drop gets the same answer and makes no lead.
 */
export async function contact(
  ctx: Ctx,
  slug: string,
  body: z.output<typeof siteContactSchema>,
): Promise<void> {
  const { site, owner, snapshot } = await liveSite(ctx, slug);
  if (!snapshot.pages.some((p) => p.sections.some((s) => s.type === 'contact')))
    throw new AppError('NOT_FOUND', 'This website has no contact form');
  const spam = captureLooksAutomated(body);
  if (spam.drop) {
    ctx.log.info(
      { event: 'site_contact_dropped', site_id: site.id, honeypot: spam.honeypot, tooQuick: spam.tooQuick },
      'site contact dropped',
    );
    return;
  }
  const lead = await captureLead(ctx.db, {
    name: body.name,
    email: body.email,
    phone: body.phone ?? null,
    message: body.message,
    source: 'website',
    brand_id: owner.brand_id,
    client_id: owner.id,
  });
  await ctx.events.emit(ctx, 'site.contact_submitted', {
    site_id: site.id,
    client_id: owner.id,
    lead_id: lead.lead_id,
    created: lead.created,
    visitor_name: body.name,
  });
}
