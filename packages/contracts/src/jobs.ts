/**
 * Background jobs, as admins see them (`/admin/monitoring`): queues with their job counts by
 * state, jobs that used up their retries (the dead-letter list) and the retry of one of them.
 */
import { z } from 'zod';

/** Where every job that used up its retries waits for an admin (one queue for all). */
export const DEAD_LETTER_QUEUE = 'dead-letter';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const jobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof jobStateSchema>;

/** Queue names as the server declares them: `<domain>.<verb>` (letters, digits, `._-/`). */
export const jobQueueNameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.\-/]+$/, 'Queue names are letters, digits, _ . - /');

export const jobQueueSchema = z.object({
  name: z.string(),
  policy: z.string(),
  /** Where its jobs go after their last retry. */
  dead_letter: z.string().nullable(),
  retry_limit: z.number().int(),
  counts: z.object({
    created: z.number().int(),
    retry: z.number().int(),
    active: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    failed: z.number().int(),
  }),
});
export type JobQueue = z.infer<typeof jobQueueSchema>;

export const jobQueuesResponseSchema = z.object({
  status: z.literal('success'),
  queues: z.array(jobQueueSchema),
  /** Jobs waiting in the dead-letter list (failed for good, not yet retried). */
  dead_letters: z.number().int(),
});
export type JobQueuesResponse = z.infer<typeof jobQueuesResponseSchema>;

export const failedJobsQuerySchema = z.object({
  queue: jobQueueNameSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type FailedJobsQuery = z.input<typeof failedJobsQuerySchema>;

export const failedJobSchema = z.object({
  /** The dead-letter entry's id: what the retry takes. */
  id: z.string(),
  /** The queue the job failed in. */
  queue: z.string(),
  source_id: z.string().nullable(),
  /** The job's data, shortened, with anything secret-looking redacted. */
  data_summary: z.string(),
  /** The last attempt's error message. */
  error: z.string(),
  attempts: z.number().int(),
  created_at: z.string(),
  failed_at: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsResponseSchema = z.object({
  status: z.literal('success'),
  jobs: z.array(failedJobSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type FailedJobsResponse = z.infer<typeof failedJobsResponseSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid() });

export const retryJobResponseSchema = z.object({ status: z.literal('success'), retried: z.literal(true) });
export type RetryJobResponse = z.infer<typeof retryJobResponseSchema>;
