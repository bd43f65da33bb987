/**
 * The platform's syncs (`/admin/sync`, issue 3/8): maintenance that re-derives data from its
 * source, each run a background job with progress. At most one run per kind at a time.
 */
import { z } from 'zod';

export const SYNC_KINDS = ['knowledge_index', 'default_tasks'] as const;
export const syncKindSchema = z.enum(SYNC_KINDS);
export type SyncKind = z.infer<typeof syncKindSchema>;

/** What each sync does, as the screen says it. */
export const SYNC_LABELS: Record<SyncKind, { label: string; description: string; unit: string }> = {
  knowledge_index: {
    label: 'AI knowledge base re-index',
    description:
      "Rebuilds the coach's search index from every active knowledge entry; each server instance reloads it before its next answer.",
    unit: 'entries',
  },
  default_tasks: {
    label: 'Default tasks re-applied',
    description:
      "Creates each step's default tasks that clients on a started, not yet completed step are missing (tasks added after they started). Existing tasks are never changed.",
    unit: 'clients',
  },
};

export const SYNC_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const syncRunStatusSchema = z.enum(SYNC_RUN_STATUSES);
export type SyncRunStatus = z.infer<typeof syncRunStatusSchema>;

/** `/api/admin/sync/:kind/run`: the kind is checked by the service (an unknown one is a 404). */
export const syncKindParamsSchema = z.object({
  kind: z
    .string()
    .max(40)
    .regex(/^[a-z_]+$/, 'Unknown sync'),
});

export const syncRunSchema = z.object({
  id: z.string(),
  kind: syncKindSchema,
  status: syncRunStatusSchema,
  processed: z.number().int(),
  /** Null until the job has counted its work. */
  total: z.number().int().nullable(),
  /** What the run changed: entries indexed, tasks created. */
  changed: z.number().int(),
  error: z.string().nullable(),
  requested_by_name: z.string().nullable(),
  requested_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

export const syncOverviewResponseSchema = z.object({
  status: z.literal('success'),
  kinds: z.array(
    z.object({
      kind: syncKindSchema,
      /** The run queued or going, if any (a second can't start meanwhile). */
      active: syncRunSchema.nullable(),
      /** The last run that finished. */
      last: syncRunSchema.nullable(),
    }),
  ),
  /** Recent runs of every kind, newest first. */
  runs: z.array(syncRunSchema),
});
export type SyncOverview = z.infer<typeof syncOverviewResponseSchema>;

export const syncRunResponseSchema = z.object({ status: z.literal('success'), run: syncRunSchema });
