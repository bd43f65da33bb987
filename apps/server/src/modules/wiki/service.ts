/**
 * Project docs: the staff wiki (issue 3/8). Every save is a numbered revision; a save names the
 * revision it edited and is refused with 409 when someone saved in between (the page row is
 * locked for the check, so two saves of the same revision cannot both win). Structural changes
 * and saves are also written to the audit log, without the body (the revisions hold it).
 *
 * Deleting: a page with children is refused. Moving the children up silently would re-home
 * content under a different context without anyone deciding where it belongs; the editor moves
 * or deletes them first, and the message says so.
 */
import {
  DOC_DEPTH_MAX,
  type DocConflictDetails,
  type DocPage,
  type DocRevision,
  type DocRevisionSummary,
  type DocSearchHit,
  type DocTreeNode,
  type MoveDocPage,
  type NewDocPage,
  type SaveDocPage,
} from '@fundpath/contracts/project-docs';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import * as repo from './repo';

export const PAGE_NOT_FOUND = 'Page not found';
export const HAS_CHILDREN_MESSAGE =
  'This page has sub-pages. Move them elsewhere or delete them first, then delete this page.';
export const CYCLE_MESSAGE = 'A page cannot be moved under itself or one of its own sub-pages.';
export const DEPTH_MESSAGE = `Pages can be nested at most ${DOC_DEPTH_MAX} levels deep.`;
const SEARCH_LIMIT = 25;

const toNode = (row: repo.TreeRow): DocTreeNode => ({
  id: row.id,
  parent_id: row.parent_id,
  position: row.position,
  title: row.title,
  revision: row.revision,
  updated_at: row.updated_at.toISOString(),
  updated_by_name: row.updated_by_name,
});

const toPage = (row: repo.PageRow): DocPage => ({
  ...toNode(row),
  body: row.body,
  created_at: row.created_at.toISOString(),
});

const authorOf = (ctx: Ctx) => {
  const who = requireActor(ctx);
  return { id: who.id, name: who.display_name };
};

async function pageOr404(db: Db, id: string, lock = false): Promise<repo.PageRow> {
  const row = await repo.findPage(db, id, { lock });
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return row;
}

/** Refuses a parent that does not exist or would nest the page too deep (`height`: levels below it). */
async function assertParent(db: Db, parentId: string | null, height: number): Promise<void> {
  if (parentId === null) return;
  if (!(await repo.findPage(db, parentId))) {
    const message = 'The parent page no longer exists';
    throw new AppError('VALIDATION_FAILED', message, { errors: { parent_id: message } });
  }
  const depth = (await repo.ancestorIds(db, parentId)).length + 2 + height;
  if (depth > DOC_DEPTH_MAX)
    throw new AppError('VALIDATION_FAILED', DEPTH_MESSAGE, { errors: { parent_id: DEPTH_MESSAGE } });
}

function staleSave(page: repo.PageRow): AppError {
  const details: DocConflictDetails = {
    current_revision: page.revision,
    updated_by_name: page.updated_by_name,
    updated_at: page.updated_at.toISOString(),
  };
  const who = page.updated_by_name ?? 'Someone';
  return new AppError(
    'CONFLICT',
    `${who} saved this page (revision ${page.revision}) after you opened it. Copy your changes, reload the page and apply them again.`,
    details,
  );
}

export async function listTree(ctx: Ctx): Promise<DocTreeNode[]> {
  return (await repo.listTree(ctx.db)).map(toNode);
}

export async function getPage(ctx: Ctx, id: string): Promise<DocPage> {
  return toPage(await pageOr404(ctx.db, id));
}

export async function createPage(ctx: Ctx, input: NewDocPage): Promise<DocPage> {
  const author = authorOf(ctx);
  const parentId = input.parent_id ?? null;
  const body = input.body ?? '';
  const row = await ctx.db.transaction(async (tx) => {
    await assertParent(tx, parentId, 0);
    const created = await repo.insertPage(tx, {
      parent_id: parentId,
      position: await repo.nextPosition(tx, parentId),
      title: input.title,
      body,
      revision: 1,
      updated_by: author.id,
      updated_by_name: author.name,
    });
    await repo.insertRevision(tx, {
      page_id: created.id,
      revision: 1,
      title: created.title,
      body,
      author_id: author.id,
      author_name: author.name,
    });
    await recordAudit(
      ctx,
      {
        action: 'doc.created',
        target_type: 'doc_page',
        target_id: created.id,
        target_label: created.title,
        after: { title: created.title, parent_id: parentId, revision: 1 },
      },
      tx,
    );
    return created;
  });
  return toPage(row);
}

async function writeRevision(
  ctx: Ctx,
  id: string,
  base: number,
  content: { title: string; body: string },
  restoredFrom: number | null,
): Promise<DocPage> {
  const author = authorOf(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await pageOr404(tx, id, true);
    if (before.revision !== base) throw staleSave(before);
    const revision = before.revision + 1;
    const after = await repo.updatePage(tx, id, {
      title: content.title,
      body: content.body,
      revision,
      updated_by: author.id,
      updated_by_name: author.name,
    });
    await repo.insertRevision(tx, {
      page_id: id,
      revision,
      title: content.title,
      body: content.body,
      author_id: author.id,
      author_name: author.name,
      restored_from: restoredFrom,
    });
    await recordAudit(
      ctx,
      {
        action: restoredFrom === null ? 'doc.saved' : 'doc.restored',
        target_type: 'doc_page',
        target_id: id,
        target_label: after.title,
        before: { title: before.title, revision: before.revision },
        after: {
          title: after.title,
          revision,
          ...(restoredFrom === null ? {} : { restored_from: restoredFrom }),
        },
      },
      tx,
    );
    return after;
  });
  return toPage(row);
}

export function savePage(ctx: Ctx, id: string, input: SaveDocPage): Promise<DocPage> {
  return writeRevision(ctx, id, input.base_revision, { title: input.title, body: input.body }, null);
}

/** Restoring copies an old revision into a new one, so nothing in the history is lost. */
export async function restoreRevision(
  ctx: Ctx,
  id: string,
  revision: number,
  base: number,
): Promise<DocPage> {
  await pageOr404(ctx.db, id);
  const old = await repo.findRevision(ctx.db, id, revision);
  if (!old) throw notFound('Revision not found');
  return writeRevision(ctx, id, base, { title: old.title, body: old.body }, revision);
}

export async function movePage(ctx: Ctx, id: string, input: MoveDocPage): Promise<DocPage> {
  requireActor(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await pageOr404(tx, id, true);
    const parentId = input.parent_id;
    if (parentId === id || (parentId && (await repo.ancestorIds(tx, parentId)).includes(id)))
      throw new AppError('VALIDATION_FAILED', CYCLE_MESSAGE, { errors: { parent_id: CYCLE_MESSAGE } });
    await assertParent(tx, parentId, await repo.subtreeHeight(tx, id));
    const siblings = await repo.siblingIds(tx, parentId, id);
    const at = Math.min(input.position, siblings.length);
    siblings.splice(at, 0, id);
    if (before.parent_id !== parentId) {
      await repo.updatePage(tx, id, { parent_id: parentId });
      // Close the gap the page left among its old siblings.
      await repo.setPositions(tx, await repo.siblingIds(tx, before.parent_id, id));
    }
    await repo.setPositions(tx, siblings);
    const after = await pageOr404(tx, id);
    if (before.parent_id !== after.parent_id || before.position !== after.position)
      await recordAudit(
        ctx,
        {
          action: 'doc.moved',
          target_type: 'doc_page',
          target_id: id,
          target_label: after.title,
          before: { parent_id: before.parent_id, position: before.position },
          after: { parent_id: after.parent_id, position: after.position },
        },
        tx,
      );
    return after;
  });
  return toPage(row);
}

export async function deletePage(ctx: Ctx, id: string): Promise<void> {
  requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const before = await pageOr404(tx, id, true);
    if ((await repo.childCount(tx, id)) > 0) throw new AppError('CONFLICT', HAS_CHILDREN_MESSAGE);
    await repo.deletePage(tx, id);
    await repo.setPositions(tx, await repo.siblingIds(tx, before.parent_id));
    await recordAudit(
      ctx,
      {
        action: 'doc.deleted',
        target_type: 'doc_page',
        target_id: id,
        target_label: before.title,
        before: { title: before.title, parent_id: before.parent_id, revision: before.revision },
      },
      tx,
    );
  });
}

export async function listRevisions(ctx: Ctx, id: string): Promise<DocRevisionSummary[]> {
  await pageOr404(ctx.db, id);
  return (await repo.listRevisions(ctx.db, id)).map((r) => ({
    ...r,
    created_at: r.created_at.toISOString(),
  }));
}

export async function getRevision(ctx: Ctx, id: string, revision: number): Promise<DocRevision> {
  await pageOr404(ctx.db, id);
  const row = await repo.findRevision(ctx.db, id, revision);
  if (!row) throw notFound('Revision not found');
  return {
    revision: row.revision,
    title: row.title,
    body: row.body,
    author_name: row.author_name,
    created_at: row.created_at.toISOString(),
    restored_from: row.restored_from,
  };
}

/** Markdown reduced to the words a reader sees, for snippets. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** About `width` characters of plain text around the first occurrence of a query word. */
export function snippetOf(markdown: string, q: string, width = 180): string {
  const text = plainText(markdown);
  const lower = text.toLowerCase();
  const words = [q, ...q.split(/\s+/)].map((w) => w.toLowerCase().replace(/^["-]+|"+$/g, '')).filter(Boolean);
  const at = words.map((w) => lower.indexOf(w)).find((i) => i >= 0) ?? 0;
  const start = Math.max(0, at - Math.floor(width / 3));
  const end = Math.min(text.length, start + width);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

export async function searchPages(ctx: Ctx, q: string): Promise<DocSearchHit[]> {
  const rows = await repo.searchPages(ctx.db, q, SEARCH_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    snippet: snippetOf(r.body, q),
    updated_at: r.updated_at.toISOString(),
  }));
}
