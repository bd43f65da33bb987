/**
 * The coach's website, as its owner edits it: one site per client (coach), made with a slug and a
 * design and four starter pages; each page's sections are a draft until the site is published,
 * which snapshots every page (and the design, SEO fields and Open Graph image) as a numbered
 * version. A version can be restored into the drafts. Only the coach edits their site: every
 * function here works on the actor's own site, so another client's ids are simply unknown (404).
 * Staff (admins included) don't edit coaches' sites (ADR 020).
 */
import { randomUUID } from 'node:crypto';
import {
  type BookingLinkOption,
  type MySiteResponse,
  type newSitePageSchema,
  type newSiteSchema,
  SITE_IMAGE_PATH,
  SITE_IMAGE_PATH_PATTERN,
  SITE_PAGES_MAX,
  SITE_VERSIONS_KEPT,
  type Site,
  type SiteImage,
  type SitePageContent,
  type SitePageEditorResponse,
  type SitePageSummary,
  type SiteSection,
  type SiteVersion,
  type sitePagePatchSchema,
  type sitePatchSchema,
} from '@fundpath/contracts/sites';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage';
import type { SiteSnapshot } from '../../db/schema/sites';
import { type Ctx, requireActor } from '../../platform/auth';
import { type Db, isUniqueViolation } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { discardUploads, type ReceivedFile, storeUploads } from '../../platform/uploads';
import { bookingLinksOf } from '../calendar';
import { findStoreByOwner, processUpload } from '../catalog';
import { forgetHosts, siteDomainView } from './domains';
import * as repo from './repo';

export const SITE_NOT_FOUND = 'You have not made your website yet';
export const PAGE_NOT_FOUND = 'Page not found';
export const SLUG_TAKEN = 'This address is already taken; choose another';
export const PAGE_SLUG_TAKEN = 'Another page of your site already uses this address';
export const STALE_DRAFT = 'This page was saved somewhere else after you opened it.';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---- the coach's own site ---------------------------------------------------------------------

/** The actor's site, or 404 (a client without a site, or anyone else). */
export async function ownSite(
  ctx: Ctx,
  db: Db = ctx.db,
  opts: { lock?: boolean } = {},
): Promise<repo.SiteRow> {
  const me = requireActor(ctx);
  const site = await repo.findSiteOfClient(db, me.id, opts);
  if (!site) throw notFound(SITE_NOT_FOUND);
  return site;
}

const toPageSummary = (p: repo.PageRow): SitePageSummary => ({
  id: p.id,
  kind: p.kind,
  slug: p.slug,
  title: p.title,
  position: p.position,
  section_count: p.sections.length,
  updated_at: (p.draft_updated_at ?? p.updated_at).toISOString(),
});

/** What publishing now would snapshot. */
export function snapshotOf(site: repo.SiteRow, pages: repo.PageRow[]): SiteSnapshot {
  return {
    design: site.design,
    seo_title: site.seo_title,
    seo_description: site.seo_description,
    og_image: site.og_image,
    pages: pages.map((p) => ({
      id: p.id,
      kind: p.kind,
      slug: p.slug,
      title: p.title,
      position: p.position,
      sections: p.sections,
    })),
  };
}

/** JSON with sorted keys: two snapshots are equal when their canonical strings are. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const sectionCount = (s: SiteSnapshot) => s.pages.reduce((n, p) => n + p.sections.length, 0);

async function versionList(
  db: Db,
  siteId: string,
): Promise<{ versions: SiteVersion[]; snapshots: Map<number, SiteSnapshot> }> {
  const rows = await repo.versionsOf(db, siteId, SITE_VERSIONS_KEPT);
  return {
    versions: rows.map((v) => ({
      version: v.version,
      published_at: v.published_at.toISOString(),
      published_by_name: v.published_by_name,
      page_count: v.snapshot.pages.length,
      section_count: sectionCount(v.snapshot),
    })),
    snapshots: new Map(rows.map((v) => [v.version, v.snapshot])),
  };
}

async function liveSnapshot(db: Db, site: repo.SiteRow): Promise<SiteSnapshot | null> {
  if (site.published_version === null) return null;
  return (await repo.findVersion(db, site.id, site.published_version))?.snapshot ?? null;
}

export async function toSite(db: Db, site: repo.SiteRow): Promise<Site> {
  const pages = await repo.pagesOf(db, site.id);
  const { versions, snapshots } = await versionList(db, site.id);
  const live =
    site.published_version === null
      ? null
      : (snapshots.get(site.published_version) ?? (await liveSnapshot(db, site)));
  return {
    id: site.id,
    slug: site.slug,
    design: site.design,
    seo_title: site.seo_title,
    seo_description: site.seo_description,
    og_image: site.og_image,
    public_path: `/site/${site.slug}`,
    domain: siteDomainView(site),
    published: site.published_version !== null,
    published_version: site.published_version,
    published_at: iso(site.published_at),
    has_unpublished_changes: !live || canonical(live) !== canonical(snapshotOf(site, pages)),
    pages: pages.map(toPageSummary),
    versions,
    created_at: site.created_at.toISOString(),
    updated_at: site.updated_at.toISOString(),
  };
}

async function bookingOptions(db: Db, clientId: string): Promise<BookingLinkOption[]> {
  return (await bookingLinksOf(db, clientId)).map((l) => ({
    code: l.code,
    title: l.title,
    active: l.active,
    booking_path: `/book/${l.code}`,
  }));
}

export async function mySite(ctx: Ctx): Promise<Omit<MySiteResponse, 'status'>> {
  const me = requireActor(ctx);
  const site = await repo.findSiteOfClient(ctx.db, me.id);
  const [links, store] = await Promise.all([bookingOptions(ctx.db, me.id), findStoreByOwner(ctx.db, me.id)]);
  return { site: site ? await toSite(ctx.db, site) : null, booking_links: links, has_store: Boolean(store) };
}

// ---- starter pages ----------------------------------------------------------------------------

/** The pages a new site starts with, written for a credit and funding coach (all editable). */
export function starterPages(
  name: string,
  bookingCode: string | null,
): Array<Pick<repo.PageInsert, 'kind' | 'slug' | 'title' | 'sections'>> {
  const booking: SiteSection[] = bookingCode
    ? [
        {
          id: 'booking-1',
          type: 'booking',
          heading: 'Book a free discovery call',
          body: 'Thirty minutes to look at where you are and what it takes to get funded.',
          button_label: 'Pick a time',
          link_code: bookingCode,
        },
      ]
    : [];
  return [
    {
      kind: 'home',
      slug: 'home',
      title: 'Home',
      sections: [
        {
          id: 'hero-1',
          type: 'hero',
          eyebrow: 'Credit and funding coaching',
          headline: `Get fundable with ${name}`,
          subheadline: 'A clear plan for your credit, your business profile and your first approvals.',
          cta_label: 'Get in touch',
          cta_href: '/contact',
        },
        ...booking,
      ],
    },
    {
      kind: 'about',
      slug: 'about',
      title: 'About',
      sections: [
        {
          id: 'text-1',
          type: 'text',
          heading: `About ${name}`,
          body: 'Tell visitors who you are, who you help and how you work.',
        },
      ],
    },
    {
      kind: 'services',
      slug: 'services',
      title: 'Services',
      sections: [
        {
          id: 'services-1',
          type: 'services',
          heading: 'How I can help',
          show_store_products: false,
          items: [
            { title: 'Credit review', body: 'We go through your reports line by line.' },
            { title: 'Funding roadmap', body: 'The steps, in order, to your first approvals.' },
          ],
        },
      ],
    },
    {
      kind: 'contact',
      slug: 'contact',
      title: 'Contact',
      sections: [
        {
          id: 'contact-1',
          type: 'contact',
          heading: 'Send me a message',
          intro: 'I answer within one business day.',
        },
      ],
    },
  ];
}

/** Makes the actor's site with its starter pages; a second one (or a taken slug) is a 409. */
export async function createSite(ctx: Ctx, input: z.output<typeof newSiteSchema>): Promise<Site> {
  const me = requireActor(ctx);
  const links = (await bookingOptions(ctx.db, me.id)).filter((l) => l.active);
  try {
    const site = await ctx.db.transaction(async (tx) => {
      const row = await repo.insertSite(tx, {
        client_id: me.id,
        slug: input.slug,
        design: input.design,
        seo_title: me.display_name.slice(0, 70),
      });
      await repo.insertPages(
        tx,
        starterPages(me.display_name, links[0]?.code ?? null).map((p, i) => ({
          ...p,
          site_id: row.id,
          position: i,
          draft_updated_at: new Date(),
        })),
      );
      return row;
    });
    return toSite(ctx.db, site);
  } catch (err) {
    throw uniqueToConflict(err);
  }
}

/** A unique violation as the 409 it means (which index tells which field). */
function uniqueToConflict(err: unknown): unknown {
  if (!isUniqueViolation(err)) return err;
  const text =
    String(
      (err as { constraint?: string; cause?: { constraint?: string }; message?: string })?.constraint ?? '',
    ) +
    String((err as { cause?: { constraint?: string } })?.cause?.constraint ?? '') +
    String((err as Error)?.message ?? '') +
    String((err as { cause?: Error })?.cause?.message ?? '');
  if (text.includes('sites_client_key')) return new AppError('CONFLICT', 'You already have a website');
  if (text.includes('sites_custom_domain_key'))
    return new AppError('CONFLICT', 'Another site already uses this domain', {
      errors: { domain: 'Another site already uses this domain' },
    });
  if (text.includes('site_pages_slug_key'))
    return new AppError('CONFLICT', PAGE_SLUG_TAKEN, { errors: { slug: PAGE_SLUG_TAKEN } });
  return new AppError('CONFLICT', SLUG_TAKEN, { errors: { slug: SLUG_TAKEN } });
}

// ---- settings ---------------------------------------------------------------------------------

/** An uploaded image path must be one of this site's images; an https address is taken as is. */
async function isOwnImage(db: Db, siteId: string, src: string): Promise<boolean> {
  if (!src.startsWith(SITE_IMAGE_PATH)) return true;
  if (!SITE_IMAGE_PATH_PATTERN.test(src)) return false;
  const image = await repo.findImage(db, src.slice(SITE_IMAGE_PATH.length, -'.webp'.length));
  return Boolean(image && image.site_id === siteId);
}
const OWN_IMAGE = 'Pick one of your own images';

export async function updateSite(ctx: Ctx, patch: z.output<typeof sitePatchSchema>): Promise<Site> {
  const site = await ownSite(ctx);
  if (patch.og_image && !(await isOwnImage(ctx.db, site.id, patch.og_image)))
    throw new AppError('VALIDATION_FAILED', OWN_IMAGE, { errors: { og_image: OWN_IMAGE } });
  const set: Partial<repo.SiteInsert> = {};
  for (const key of ['slug', 'design', 'seo_title', 'seo_description', 'og_image'] as const) {
    if (patch[key] !== undefined) (set as Record<string, unknown>)[key] = patch[key];
  }
  try {
    const row = await repo.updateSite(ctx.db, site.id, set);
    if (set.slug !== undefined) forgetHosts();
    return toSite(ctx.db, row);
  } catch (err) {
    throw uniqueToConflict(err);
  }
}

// ---- pages ------------------------------------------------------------------------------------

async function ownPage(db: Db, site: repo.SiteRow, pageId: string, lock = false): Promise<repo.PageRow> {
  const page = await repo.findPage(db, site.id, pageId, { lock });
  if (!page) throw notFound(PAGE_NOT_FOUND);
  return page;
}

export async function addPage(ctx: Ctx, input: z.output<typeof newSitePageSchema>): Promise<Site> {
  const slug = input.slug ?? (input.kind === 'custom' ? null : input.kind);
  if (!slug)
    throw new AppError('VALIDATION_FAILED', 'Give the page an address', {
      errors: { slug: 'Give the page an address' },
    });
  try {
    await ctx.db.transaction(async (tx) => {
      // The site row is the lock every page-list change queues on (count, positions).
      const site = await ownSite(ctx, tx, { lock: true });
      const pages = await repo.pagesOf(tx, site.id);
      if (pages.length >= SITE_PAGES_MAX)
        throw new AppError('LIMIT_REACHED', `A site has at most ${SITE_PAGES_MAX} pages`);
      await repo.insertPages(tx, [
        {
          site_id: site.id,
          kind: input.kind,
          slug,
          title: input.title,
          position: pages.length,
          sections: [{ id: 'text-1', type: 'text', heading: input.title, body: 'Write this page here.' }],
          draft_updated_at: new Date(),
        },
      ]);
    });
  } catch (err) {
    throw uniqueToConflict(err);
  }
  return toSite(ctx.db, await ownSite(ctx));
}

export async function updatePage(
  ctx: Ctx,
  pageId: string,
  patch: z.output<typeof sitePagePatchSchema>,
): Promise<Site> {
  try {
    await ctx.db.transaction(async (tx) => {
      const site = await ownSite(ctx, tx, { lock: true });
      const page = await ownPage(tx, site, pageId, true);
      if (patch.slug !== undefined && page.kind === 'home' && patch.slug !== 'home')
        throw new AppError('VALIDATION_FAILED', 'The home page is always at the root of the site', {
          errors: { slug: 'The home page keeps its address' },
        });
      const set: Partial<repo.PageInsert> = {};
      if (patch.title !== undefined) set.title = patch.title;
      if (patch.slug !== undefined && page.kind !== 'home') set.slug = patch.slug;
      if (Object.keys(set).length > 0) await repo.updatePage(tx, page.id, set);
      if (patch.position !== undefined) {
        const order = (await repo.pagesOf(tx, site.id)).map((p) => p.id).filter((id) => id !== page.id);
        order.splice(Math.min(patch.position, order.length), 0, page.id);
        await repo.renumberPages(tx, order);
      }
    });
  } catch (err) {
    throw uniqueToConflict(err);
  }
  return toSite(ctx.db, await ownSite(ctx));
}

export async function deletePage(ctx: Ctx, pageId: string): Promise<Site> {
  await ctx.db.transaction(async (tx) => {
    const site = await ownSite(ctx, tx, { lock: true });
    const page = await ownPage(tx, site, pageId, true);
    if (page.kind === 'home') throw new AppError('CONFLICT', 'The home page cannot be removed');
    await repo.deletePage(tx, page.id);
    await repo.renumberPages(
      tx,
      (await repo.pagesOf(tx, site.id)).map((p) => p.id),
    );
  });
  return toSite(ctx.db, await ownSite(ctx));
}

// ---- drafts -----------------------------------------------------------------------------------

export async function pageEditor(ctx: Ctx, pageId: string): Promise<Omit<SitePageEditorResponse, 'status'>> {
  const site = await ownSite(ctx);
  const page = await ownPage(ctx.db, site, pageId);
  const { versions, snapshots } = await versionList(ctx.db, site.id);
  const live = site.published_version === null ? null : (snapshots.get(site.published_version) ?? null);
  const livePage = live?.pages.find((p) => p.id === page.id);
  return {
    site_id: site.id,
    page: toPageSummary(page),
    draft: { sections: page.sections },
    draft_updated_at: iso(page.draft_updated_at),
    has_unpublished_changes:
      !livePage ||
      canonical(livePage.sections) !== canonical(page.sections) ||
      livePage.title !== page.title ||
      livePage.slug !== page.slug,
    published_version: site.published_version,
    versions,
  };
}

/**
 * Business checks of a page's sections the contract cannot make: a booking section points at one
 * of the coach's own booking links; an uploaded image is one of theirs. Errors land on the field
 * (`content.sections.N.link_code`), as the editor shows them.
 */
async function assertSections(db: Db, site: repo.SiteRow, sections: SiteSection[]): Promise<void> {
  const codes = new Set((await bookingLinksOf(db, site.client_id)).map((l) => l.code.toUpperCase()));
  const fail = (i: number, field: string, message: string) =>
    new AppError('VALIDATION_FAILED', message, [{ path: `content.sections.${i}.${field}`, message }]);
  for (const [i, s] of sections.entries()) {
    if (s.type === 'booking' && !codes.has(s.link_code.toUpperCase()))
      throw fail(i, 'link_code', 'Choose one of your booking links');
    if (s.type === 'image' && !(await isOwnImage(db, site.id, s.src))) throw fail(i, 'src', OWN_IMAGE);
  }
}

/** Saves a page's draft. With `base_updated_at`, a save over a newer draft is refused (409). */
export async function saveDraft(
  ctx: Ctx,
  pageId: string,
  body: { content: SitePageContent; base_updated_at?: string | null | undefined },
): Promise<Omit<SitePageEditorResponse, 'status'>> {
  await ctx.db.transaction(async (tx) => {
    const site = await ownSite(ctx, tx);
    const page = await ownPage(tx, site, pageId, true);
    if (body.base_updated_at !== undefined) {
      const current = iso(page.draft_updated_at);
      const base = body.base_updated_at === null ? null : new Date(body.base_updated_at).toISOString();
      if (current !== base) throw new AppError('CONFLICT', STALE_DRAFT);
    }
    await assertSections(tx, site, body.content.sections);
    await repo.updatePage(tx, page.id, { sections: body.content.sections, draft_updated_at: new Date() });
  });
  return pageEditor(ctx, pageId);
}

// ---- publish, unpublish, restore --------------------------------------------------------------

/**
 * Publishes every page as the next version. The site row is locked, so two publishes at once make
 * two versions one after the other (never the same number). Drafts are checked again: a booking
 * link deleted since its section was saved blocks the publish, naming the page.
 */
export async function publish(ctx: Ctx): Promise<Site> {
  const me = requireActor(ctx);
  const site = await ctx.db.transaction(async (tx) => {
    const locked = await ownSite(ctx, tx, { lock: true });
    const pages = await repo.pagesOf(tx, locked.id);
    for (const page of pages) {
      try {
        await assertSections(tx, locked, page.sections);
      } catch (err) {
        if (err instanceof AppError)
          throw new AppError('VALIDATION_FAILED', `“${page.title}”: ${err.message}`, { page_id: page.id });
        throw err;
      }
    }
    const version = await repo.nextVersion(tx, locked.id);
    await repo.insertVersion(tx, {
      site_id: locked.id,
      version,
      snapshot: snapshotOf(locked, pages),
      published_by: me.id,
    });
    await repo.pruneVersions(tx, locked.id, SITE_VERSIONS_KEPT, version);
    return repo.updateSite(tx, locked.id, { published_version: version, published_at: new Date() });
  });
  await ctx.events.emit(ctx, 'site.published', {
    site_id: site.id,
    client_id: site.client_id,
    version: site.published_version!,
  });
  return toSite(ctx.db, site);
}

/** Saves the page's draft, then publishes the whole site (the page editor's "Publish"). */
export async function publishPage(
  ctx: Ctx,
  pageId: string,
  body: { content: SitePageContent; base_updated_at?: string | null | undefined },
): Promise<Omit<SitePageEditorResponse, 'status'>> {
  await saveDraft(ctx, pageId, body);
  await publish(ctx);
  return pageEditor(ctx, pageId);
}

/** Takes the site offline (the versions stay; publishing again brings it back). */
export async function unpublish(ctx: Ctx): Promise<Site> {
  const site = await ctx.db.transaction(async (tx) => {
    const locked = await ownSite(ctx, tx, { lock: true });
    return repo.updateSite(tx, locked.id, { published_version: null });
  });
  return toSite(ctx.db, site);
}

/**
 * Puts a version's pages and settings back into the drafts: pages it had are rewritten (or made
 * again with their old ids), pages made since are removed. Visitors keep seeing the published
 * version until the coach publishes.
 */
export async function restore(ctx: Ctx, version: number): Promise<Site> {
  const site = await ctx.db.transaction(async (tx) => {
    const locked = await ownSite(ctx, tx, { lock: true });
    const row = await repo.findVersion(tx, locked.id, version);
    if (!row) throw notFound('Version not found');
    const snap = row.snapshot;
    await repo.deletePagesOf(tx, locked.id);
    const now = new Date();
    await repo.insertPages(
      tx,
      snap.pages.map((p) => ({ ...p, site_id: locked.id, draft_updated_at: now })),
    );
    return repo.updateSite(tx, locked.id, {
      design: snap.design,
      seo_title: snap.seo_title,
      seo_description: snap.seo_description,
      og_image: snap.og_image,
    });
  });
  return toSite(ctx.db, site);
}

// ---- images -----------------------------------------------------------------------------------

export const siteImageKey = (siteId: string, imageId: string) => `sites/${siteId}/${imageId}.webp`;
export const siteImagePath = (imageId: string) => `${SITE_IMAGE_PATH}${imageId}.webp`;

const toImage = (r: repo.ImageRow): SiteImage => ({
  id: r.id,
  url: siteImagePath(r.id),
  file_name: r.file_name,
  width: r.width,
  height: r.height,
  bytes: r.bytes,
  created_at: r.created_at.toISOString(),
});

export async function listImages(ctx: Ctx): Promise<SiteImage[]> {
  const site = await ownSite(ctx);
  return (await repo.imagesOf(ctx.db, site.id)).map(toImage);
}

/** An uploaded image: checked by content, normalised to WebP (catalog's pipeline), then stored. */
export async function addImage(
  ctx: Ctx,
  storage: Storage,
  file: ReceivedFile,
  maxImages: number,
): Promise<SiteImage> {
  const site = await ownSite(ctx);
  if ((await repo.countImages(ctx.db, site.id)) >= maxImages)
    throw new AppError('LIMIT_REACHED', `A site keeps at most ${maxImages} images; remove one first`);
  const image = await processUpload(file);
  const id = randomUUID();
  const key = siteImageKey(site.id, id);
  const stored = await storeUploads(storage, [
    { key, data: image.original, file_name: image.file_name, content_type: 'image/webp' },
  ]);
  try {
    const row = await repo.insertImage(ctx.db, {
      id,
      site_id: site.id,
      storage_key: key,
      file_name: image.file_name,
      width: image.width,
      height: image.height,
      bytes: image.original.length,
    });
    return toImage(row);
  } catch (err) {
    await discardUploads(
      storage,
      stored.map((s) => s.key),
      ctx.log,
    );
    throw err;
  }
}

/** Removes an image unless a draft, the live version or the site's settings still show it. */
export async function deleteImage(ctx: Ctx, storage: Storage, imageId: string): Promise<void> {
  const site = await ownSite(ctx);
  const image = await repo.findImage(ctx.db, imageId);
  if (!image || image.site_id !== site.id) throw notFound('Image not found');
  const path = siteImagePath(image.id);
  const pages = await repo.pagesOf(ctx.db, site.id);
  const live = await liveSnapshot(ctx.db, site);
  const inUse = [JSON.stringify(snapshotOf(site, pages)), JSON.stringify(live ?? {})].some((s) =>
    s.includes(path),
  );
  if (inUse)
    throw new AppError('CONFLICT', 'This image is still used on your site (a page or the sharing image)');
  await repo.deleteImage(ctx.db, image.id);
  await storage.delete(image.storage_key).catch((err) => ctx.log.warn({ err }, 'site image not removed'));
}

/** The stored key of a served image (any site's: images are public once on a page), or 404. */
export async function imageForDownload(db: Db, imageId: string): Promise<string> {
  const image = await repo.findImage(db, imageId);
  if (!image) throw notFound('Image not found');
  return image.storage_key;
}
