/**
 * The staff workspace's numbers (`/analytics`, issue 7/8, ADR 017): the staff member's own ("me":
 * clients assigned to me, tickets assigned to me, leads I own) or the team's (every client, ticket
 * and lead the viewer may see: their brand, or all for admins and unbranded staff). The range
 * (`from`/`to`, as on `/admin/analytics`) bounds what happened (tickets resolved, first
 * responses); clients per step, approvals waiting and open tickets are counted as of now, and the
 * bureau approvals compare this calendar month (UTC, so far) with the last.
 */
import { z } from 'zod';
import { analyticsQuerySchema } from './analytics';

export const staffAnalyticsScopes = ['me', 'team'] as const;
export type StaffAnalyticsScope = (typeof staffAnalyticsScopes)[number];

/** `?scope=me|team&from=&to=`: scope defaults to `team`; the range as platform analytics. */
export const staffAnalyticsQuerySchema = analyticsQuerySchema.safeExtend({
  scope: z.enum(staffAnalyticsScopes).default('team'),
});
export type StaffAnalyticsQuery = z.infer<typeof staffAnalyticsQuerySchema>;

const count = z.number().int().min(0);

/** Clients whose current step is this one. */
export const stepCountSchema = z.object({
  step_number: z.number().int(),
  title: z.string().nullable(),
  clients: count,
});

/** Evaluations saved in a month and how many each bureau approved. */
export const bureauMonthSchema = z.object({
  /** `YYYY-MM` (UTC). */
  month: z.string(),
  evaluations: count,
  TransUnion: count,
  Experian: count,
  Equifax: count,
});

/** A lead stage and the leads in it now. */
export const leadStageCountSchema = z.object({
  stage_id: z.string(),
  name: z.string(),
  kind: z.enum(['open', 'won', 'lost']),
  leads: count,
});

export const staffAnalyticsResponseSchema = z.object({
  status: z.literal('success'),
  scope: z.enum(staffAnalyticsScopes),
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  /** When the "now" figures were counted. */
  as_of: z.string(),
  clients: z.object({
    /** Clients in the scope (the sum of `steps`). */
    total: count,
    steps: z.array(stepCountSchema),
  }),
  approvals_waiting: z.object({
    /** Clients with at least one step submitted and waiting for approval. */
    count: count,
    /** Since when the longest-waiting client waits (ISO), and that age in hours. */
    oldest_since: z.string().nullable(),
    oldest_hours: z.number().int().min(0).nullable(),
    /** By age: under 24 hours, 1–3 days, over 3 days (they sum to `count`). */
    buckets: z.object({ under_1d: count, d1_3: count, over_3d: count }),
  }),
  bureau_approvals: z.object({ this_month: bureauMonthSchema, last_month: bureauMonthSchema }),
  tickets: z.object({
    /** Open now (not resolved or closed). */
    open: count,
    /** Open now and past their SLA due time. */
    breached: count,
    /** Resolved (entered resolved or closed) in the range. */
    resolved: count,
    /** Opened in the range. */
    opened: count,
    /** Median time to the first staff reply of the tickets opened in the range, in minutes; null without replies. */
    median_first_response_minutes: z.number().int().min(0).nullable(),
  }),
  /** Null when the lead pipeline has no stages yet. */
  leads: z
    .object({
      total: count,
      stages: z.array(leadStageCountSchema),
      won: count,
      lost: count,
      /** won / (won + lost), 0–1; null before any lead closed. */
      conversion_rate: z.number().min(0).max(1).nullable(),
    })
    .nullable(),
});
export type StaffAnalytics = z.infer<typeof staffAnalyticsResponseSchema>;
export type StepCount = z.infer<typeof stepCountSchema>;
export type BureauMonth = z.infer<typeof bureauMonthSchema>;
export type LeadStageCount = z.infer<typeof leadStageCountSchema>;
