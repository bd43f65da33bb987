/**
 * Project docs (issue 3/8, admin console): the staff wiki at `/admin/project-docs`. Markdown pages
 * in a tree, every save a numbered revision, saves carry the revision they edited (a stale one is
 * a 409), server-side search over titles and bodies. Routes under `/api/admin/project-docs`.
 */
import { z } from 'zod';

const success = z.literal('success');

export const DOC_TITLE_MAX = 160;
/** About 100 pages of prose: a wiki page longer than this should be split. */
export const DOC_BODY_MAX = 200_000;
/** Deepest a page may sit (a root page is depth 1). */
export const DOC_DEPTH_MAX = 6;

const title = z
  .string()
  .trim()
  .min(1, 'Give the page a title')
  .max(DOC_TITLE_MAX, `At most ${DOC_TITLE_MAX} characters`)
  .refine((s) => !/\p{Cc}/u.test(s), 'The title cannot contain control characters');
const body = z
  .string()
  .max(DOC_BODY_MAX, `At most ${DOC_BODY_MAX.toLocaleString('en-US')} characters`)
  .refine((s) => !s.includes('\0'), 'The text cannot contain NUL characters');
const revision = z.number().int().min(1).max(2_147_483_647);

export const docParamsSchema = z.object({ id: z.uuid() });
export const docRevisionParamsSchema = z.object({
  id: z.uuid(),
  revision: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** One page in the tree (no body). */
export const docTreeNodeSchema = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  position: z.number(),
  title: z.string(),
  revision: z.number(),
  updated_at: z.string(),
  updated_by_name: z.string().nullable(),
});
export type DocTreeNode = z.infer<typeof docTreeNodeSchema>;
export const docTreeResponseSchema = z.object({ status: success, pages: z.array(docTreeNodeSchema) });

export const docPageSchema = docTreeNodeSchema.extend({ body: z.string(), created_at: z.string() });
export type DocPage = z.infer<typeof docPageSchema>;
export const docPageResponseSchema = z.object({ status: success, page: docPageSchema });

export const newDocPageSchema = z.object({
  title,
  body: body.default(''),
  parent_id: z.uuid().nullable().default(null),
});
export type NewDocPage = z.input<typeof newDocPageSchema>;

/** A save: the whole title and body, and the revision the editor started from. */
export const saveDocPageSchema = z.object({ title, body, base_revision: revision });
export type SaveDocPage = z.input<typeof saveDocPageSchema>;

/** Moves a page under `parent_id` (null: top level) at `position` among its new siblings (0 = first). */
export const moveDocPageSchema = z.object({
  parent_id: z.uuid().nullable(),
  position: z.number().int().min(0).max(10_000),
});
export type MoveDocPage = z.input<typeof moveDocPageSchema>;

export const restoreDocRevisionSchema = z.object({ base_revision: revision });

export const docRevisionSummarySchema = z.object({
  revision: z.number(),
  title: z.string(),
  author_name: z.string().nullable(),
  created_at: z.string(),
  restored_from: z.number().nullable(),
});
export type DocRevisionSummary = z.infer<typeof docRevisionSummarySchema>;
export const docRevisionListResponseSchema = z.object({
  status: success,
  revisions: z.array(docRevisionSummarySchema),
});
export const docRevisionSchema = docRevisionSummarySchema.extend({ body: z.string() });
export type DocRevision = z.infer<typeof docRevisionSchema>;
export const docRevisionResponseSchema = z.object({ status: success, revision: docRevisionSchema });

export const docSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(200, 'At most 200 characters')
    .refine((s) => !/\p{Cc}/u.test(s), 'The search cannot contain control characters'),
});
export const docSearchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text around the first match (no Markdown, no HTML). */
  snippet: z.string(),
  updated_at: z.string(),
});
export type DocSearchHit = z.infer<typeof docSearchHitSchema>;
export const docSearchResponseSchema = z.object({ status: success, results: z.array(docSearchHitSchema) });

/** The 409 a stale save gets carries what the editor needs to tell the person. */
export const docConflictDetailsSchema = z.object({
  current_revision: z.number(),
  updated_by_name: z.string().nullable(),
  updated_at: z.string(),
});
export type DocConflictDetails = z.infer<typeof docConflictDetailsSchema>;
