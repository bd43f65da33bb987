/**
 * The editable landing and login pages of a brand (issue 3/8): a draft per brand, page and domain
 * context; each publish appends a version, and visitors see the newest one. Restore copies a
 * version back into the draft (publishing it is a separate, deliberate step).
 */
import type {
  PageContent,
  PageContext,
  PageEditorResponse,
  PageKind,
  PublishedPage,
} from '@fundpath/contracts/pages';
import type { StoredPageContent } from '../../db/schema/brands';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import * as repo from './repo';
import { resolveBrand, serviceTypeFor } from './service';

const EMPTY: StoredPageContent = { design: null, sections: [] };

export interface PageRef {
  brandId: string;
  page: PageKind;
  context: PageContext;
}

const PAGE_LABEL: Record<PageKind, string> = { landing: 'Landing page', login: 'Login page' };

/** JSON with sorted keys: jsonb reorders keys, so equal contents must compare equal. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const summary = (content: StoredPageContent) => ({
  design: content.design,
  sections: content.sections.map((s) => s.type),
});

async function brandOr404(ctx: Ctx, brandId: string) {
  const brand = await repo.findBrandById(ctx.db, brandId);
  if (!brand) throw new AppError('NOT_FOUND', 'Brand not found');
  return brand;
}

async function editorView(ctx: Ctx, ref: PageRef): Promise<Omit<PageEditorResponse, 'status'>> {
  const row = await repo.findPage(ctx.db, ref.brandId, ref.page, ref.context);
  const versions = row ? await repo.listVersions(ctx.db, row.id) : [];
  const latest = versions[0];
  const draft = row?.draft ?? EMPTY;
  return {
    brand_id: ref.brandId,
    page: ref.page,
    context: ref.context,
    draft: draft as PageContent,
    draft_updated_at: row?.draft_updated_at?.toISOString() ?? null,
    has_unpublished_changes: latest ? canonical(latest.content) !== canonical(draft) : row !== undefined,
    published_version: latest?.version ?? null,
    versions: versions.map((v) => ({
      version: v.version,
      published_at: v.published_at.toISOString(),
      published_by_name: v.published_by_name,
      section_count: v.content.sections.length,
    })),
  };
}

export async function getPageEditor(ctx: Ctx, ref: PageRef) {
  await brandOr404(ctx, ref.brandId);
  return editorView(ctx, ref);
}

const label = (brandName: string, ref: PageRef) => `${brandName} · ${PAGE_LABEL[ref.page]} (${ref.context})`;

export const STALE_DRAFT_MESSAGE =
  'Someone else saved this page after you opened it. Load the latest version, then make your change again.';

/** Refuses a save based on an older draft than the one stored (`base` undefined: no check). */
function assertCurrentDraft(
  row: { draft_updated_at: Date | null } | undefined,
  base: string | null | undefined,
) {
  if (base === undefined) return;
  const current = row?.draft_updated_at?.toISOString() ?? null;
  if (current !== (base === null ? null : new Date(base).toISOString()))
    throw new AppError('CONFLICT', STALE_DRAFT_MESSAGE, { draft_updated_at: current });
}

export async function saveDraft(ctx: Ctx, ref: PageRef, content: PageContent, base?: string | null) {
  const brand = await brandOr404(ctx, ref.brandId);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findPage(tx, ref.brandId, ref.page, ref.context, true);
    assertCurrentDraft(before, base);
    await repo.upsertDraft(tx, {
      brand_id: ref.brandId,
      page: ref.page,
      context: ref.context,
      draft: content,
    });
    await recordAudit(
      ctx,
      {
        action: 'brand.page_draft_saved',
        target_type: 'brand',
        target_id: ref.brandId,
        target_label: label(brand.name, ref),
        before: before ? summary(before.draft) : null,
        after: summary(content),
      },
      tx,
    );
  });
  return editorView(ctx, ref);
}

/** Publishes the draft (saving `content` into it first when given) as the next version. */
export async function publishPage(ctx: Ctx, ref: PageRef, content?: PageContent, base?: string | null) {
  const brand = await brandOr404(ctx, ref.brandId);
  const publisher = ctx.realUser;
  await ctx.db.transaction(async (tx) => {
    let row = await repo.findPage(tx, ref.brandId, ref.page, ref.context, true);
    assertCurrentDraft(row, base);
    if (content) {
      row = await repo.upsertDraft(tx, {
        brand_id: ref.brandId,
        page: ref.page,
        context: ref.context,
        draft: content,
      });
    }
    if (!row) throw new AppError('VALIDATION_FAILED', 'Save a draft before publishing');
    const latest = await repo.latestVersion(tx, row.id);
    const version = (latest?.version ?? 0) + 1;
    await repo.insertVersion(tx, {
      page_id: row.id,
      version,
      content: row.draft,
      published_by: publisher?.id ?? null,
      published_by_name: publisher?.display_name ?? null,
    });
    await recordAudit(
      ctx,
      {
        action: 'brand.page_published',
        target_type: 'brand',
        target_id: ref.brandId,
        target_label: label(brand.name, ref),
        before: latest ? { version: latest.version, ...summary(latest.content) } : null,
        after: { version, content: row.draft },
      },
      tx,
    );
  });
  return editorView(ctx, ref);
}

/** Puts a published version back into the draft; visitors keep seeing the newest version. */
export async function restoreVersion(ctx: Ctx, ref: PageRef, version: number) {
  const brand = await brandOr404(ctx, ref.brandId);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findPage(tx, ref.brandId, ref.page, ref.context, true);
    const found = row ? await repo.findVersion(tx, row.id, version) : undefined;
    if (!row || !found) throw new AppError('NOT_FOUND', `Version ${version} not found`);
    await repo.upsertDraft(tx, {
      brand_id: ref.brandId,
      page: ref.page,
      context: ref.context,
      draft: found.content,
    });
    await recordAudit(
      ctx,
      {
        action: 'brand.page_restored',
        target_type: 'brand',
        target_id: ref.brandId,
        target_label: label(brand.name, ref),
        before: summary(row.draft),
        after: { version, ...summary(found.content) },
      },
      tx,
    );
  });
  return editorView(ctx, ref);
}

/**
 * What a visitor sees: the brand chosen like `/api/brand/config` does, the page published for the
 * domain's context, else the one published for `default`; nothing published → no sections.
 */
export async function publishedPage(
  ctx: Ctx,
  host: string,
  page: PageKind,
  ref?: string,
): Promise<Omit<PublishedPage, 'status'>> {
  const context = serviceTypeFor(host, ctx.config.domainMap);
  const contexts: PageContext[] = context === 'default' ? ['default'] : [context, 'default'];
  const brand = await resolveBrand(ctx, host, ref);
  const found = brand ? await repo.findPublished(ctx.db, brand.id, page, contexts) : undefined;
  if (!found) return { page, context, version: null, design: null, sections: [] };
  const content = found.version.content as PageContent;
  return {
    page,
    context: found.context as PageContext,
    version: found.version.version,
    design: content.design,
    sections: content.sections,
  };
}
