/**
 * Client plans and the plan each client is on (issue 3/8, `/admin/subscription-settings`).
 * Prices are integer cents. Nothing is charged yet: billing starts when the payments adapter of
 * the commerce issue is connected. Routes under `/api/admin/subscriptions`, admins only.
 */
import { z } from 'zod';

const success = z.literal('success');
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);

export const planIntervals = ['month', 'year'] as const;
export const planIntervalSchema = z.enum(planIntervals, { error: 'Choose monthly or yearly' });
export type PlanInterval = z.infer<typeof planIntervalSchema>;
export const planStatuses = ['active', 'archived'] as const;
export const planStatusSchema = z.enum(planStatuses);
export type PlanStatus = z.infer<typeof planStatusSchema>;
export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses, { error: 'Choose a status' });
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
/** Statuses counted in monthly recurring revenue: paying (or owing), not trials or cancellations. */
export const MRR_STATUSES: readonly SubscriptionStatus[] = ['active', 'past_due'];

/** $100,000.00 a period is far beyond any plan; the column is a 32-bit integer. */
export const PRICE_CENTS_MAX = 10_000_000;
export const PLAN_FEATURES_MAX = 20;

const planFields = {
  name: text(80, 'Name').min(2, 'Name the plan (at least 2 characters)'),
  price_cents: z
    .number({ error: 'Enter a price' })
    .int('Enter the price in whole cents')
    .min(0, 'The price cannot be negative')
    .max(PRICE_CENTS_MAX, 'At most $100,000.00'),
  interval: planIntervalSchema,
  features: z
    .array(text(120, 'A feature').min(1, 'A feature cannot be empty'))
    .max(PLAN_FEATURES_MAX, `At most ${PLAN_FEATURES_MAX} features`),
  trial_days: z
    .number({ error: 'Enter a number of days' })
    .int('Enter whole days')
    .min(0, 'Cannot be negative')
    .max(365, 'At most 365 days'),
  status: planStatusSchema,
};
export const newPlanSchema = z.object({
  ...planFields,
  features: planFields.features.default([]),
  trial_days: planFields.trial_days.default(0),
  status: planFields.status.default('active'),
});
export type NewPlan = z.input<typeof newPlanSchema>;
export const planPatchSchema = z
  .object(planFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type PlanPatch = z.input<typeof planPatchSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_cents: z.number(),
  interval: planIntervalSchema,
  features: z.array(z.string()),
  trial_days: z.number(),
  status: planStatusSchema,
  /** Clients on the plan, any status but canceled. */
  subscribers: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListResponseSchema = z.object({ status: success, plans: z.array(planSchema) });
export const planResponseSchema = z.object({ status: success, plan: planSchema });

export const planParamsSchema = z.object({ id: z.uuid() });
export const clientParamsSchema = z.object({ user_id: z.uuid() });

export const clientSubscriptionListQuerySchema = z.object({
  q: text(100, 'Search').optional(),
  /** A plan's id, or `none` for clients without a plan. */
  plan: z.union([z.guid(), z.literal('none')]).optional(),
  status: subscriptionStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type ClientSubscriptionListQuery = z.input<typeof clientSubscriptionListQuerySchema>;

export const clientSubscriptionSchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
  email: z.string(),
  plan_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  status: subscriptionStatusSchema.nullable(),
  started_on: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type ClientSubscription = z.infer<typeof clientSubscriptionSchema>;
export const clientSubscriptionListResponseSchema = z.object({
  status: success,
  total: z.number(),
  clients: z.array(clientSubscriptionSchema),
});
export const clientSubscriptionResponseSchema = z.object({
  status: success,
  client: clientSubscriptionSchema,
});

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-05-01')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return (
      !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && s >= '2000-01-01' && s <= '2100-12-31'
    );
  }, 'Enter a real date between 2000 and 2100');
export const assignPlanSchema = z.object({
  plan_id: z.uuid({ error: 'Choose a plan' }),
  status: subscriptionStatusSchema,
  started_on: isoDate,
});
export type AssignPlan = z.input<typeof assignPlanSchema>;

export const mrrRowSchema = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  interval: planIntervalSchema,
  price_cents: z.number(),
  /** Clients counted (status in {@link MRR_STATUSES}). */
  subscribers: z.number(),
  /** The plan's price per month in cents (a yearly price / 12, rounded to the cent). */
  monthly_cents: z.number(),
  mrr_cents: z.number(),
});
export type MrrRow = z.infer<typeof mrrRowSchema>;
export const mrrResponseSchema = z.object({
  status: success,
  rows: z.array(mrrRowSchema),
  /** The sum of `rows[].mrr_cents`, always. */
  total_cents: z.number(),
  counted_statuses: z.array(subscriptionStatusSchema),
});
export type MrrSummary = z.infer<typeof mrrResponseSchema>;
