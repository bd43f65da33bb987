/**
 * Platform analytics for staff (`/admin/analytics`, issue 3/8): daily series over a chosen range
 * of whole UTC days. Every series has one row per day of the range (days without data are zeros),
 * so charts are continuous and a total is the sum of its rows.
 */
import { z } from 'zod';

/** The longest range one request may cover (about two years), in days. */
export const ANALYTICS_MAX_DAYS = 731;
/** The earliest day a range may start on (nothing on the platform is older). */
export const ANALYTICS_MIN_DATE = '2000-01-01';
/** Range presets the screen offers besides a custom from–to. */
export const ANALYTICS_PRESETS = [7, 30, 90] as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
export const analyticsDateSchema = z
  .string()
  .max(10)
  .refine(isRealDate, 'Use a real date in the YYYY-MM-DD format')
  .refine((v) => !isRealDate(v) || v >= ANALYTICS_MIN_DATE, `Use a date from ${ANALYTICS_MIN_DATE} on`);

/** Whole days from `from` to `to`, both included (1 when they are the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` (UTC days, both included). Omitted, the range is the last 30
 * days ending today; one end alone is a 400 (the screen always sends both).
 */
export const analyticsQuerySchema = z
  .object({ from: analyticsDateSchema.optional(), to: analyticsDateSchema.optional() })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.from === undefined ? 'from' : 'to'],
        message: 'Give both from and to',
      });
      return;
    }
    if (q.from === undefined || q.to === undefined) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start' });
    else if (daysInRange(q.from, q.to) > ANALYTICS_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A range covers at most ${ANALYTICS_MAX_DAYS} days`,
      });
    }
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().min(0);

/** Accounts created per day, by role group (staff: the four staff roles; other: marketplace roles). */
export const signupDaySchema = z.object({ date: z.string(), clients: count, staff: count, other: count });
/**
 * Clients active per day (signed in, or moved on their journey: a step started, submitted or
 * completed, a task changed). `first_active` counts each client once, on their first active day
 * of the range, so its sum is the number of distinct active clients.
 */
export const activeDaySchema = z.object({ date: z.string(), active: count, first_active: count });
/** Saved credit evaluations per day, and how many of them each bureau approved. */
export const approvalDaySchema = z.object({
  date: z.string(),
  evaluations: count,
  TransUnion: count,
  Experian: count,
  Equifax: count,
});
/**
 * Support tickets per day: opened (created), resolved (entered resolved/closed), and SLA breaches
 * counted on the day the SLA came due (due before it was resolved, or still open past it).
 */
export const ticketDaySchema = z.object({
  date: z.string(),
  opened: count,
  resolved: count,
  sla_breached: count,
});
/**
 * The journey funnel of the clients who started their journey in the range (their first step
 * start): per step, how many of them have reached it (started) and completed it by now.
 */
export const funnelStepSchema = z.object({
  step_number: z.number().int(),
  title: z.string().nullable(),
  reached: count,
  completed: count,
});

export const analyticsResponseSchema = z.object({
  status: z.literal('success'),
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  signups: z.object({
    rows: z.array(signupDaySchema),
    totals: z.object({ clients: count, staff: count, other: count, total: count }),
  }),
  active_clients: z.object({
    rows: z.array(activeDaySchema),
    /** Distinct clients active in the range (the sum of `first_active`). */
    total: count,
    /** The busiest day's count. */
    peak: count,
  }),
  funnel: z.object({
    /** Clients whose journey started in the range. */
    cohort: count,
    steps: z.array(funnelStepSchema),
  }),
  approvals: z.object({
    rows: z.array(approvalDaySchema),
    totals: z.object({ evaluations: count, TransUnion: count, Experian: count, Equifax: count }),
  }),
  tickets: z.object({
    rows: z.array(ticketDaySchema),
    totals: z.object({ opened: count, resolved: count, sla_breached: count }),
  }),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
export type SignupDay = z.infer<typeof signupDaySchema>;
export type ActiveDay = z.infer<typeof activeDaySchema>;
export type ApprovalDay = z.infer<typeof approvalDaySchema>;
export type TicketDay = z.infer<typeof ticketDaySchema>;
export type FunnelStep = z.infer<typeof funnelStepSchema>;
