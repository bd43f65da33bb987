import { count } from 'drizzle-orm';
import { clientSubscriptions, subscriptionPlans } from '../db/schema/subscriptions';
import { findUserByEmail } from '../modules/auth/service';
import type { Db } from '../platform/db';

const DAY = 24 * 3_600_000;

const PLANS = [
  {
    name: 'Starter',
    price_cents: 4_900,
    interval: 'month' as const,
    trial_days: 14,
    features: ['AI funding coach (text)', 'Monthly credit report pull', 'Support desk'],
  },
  {
    name: 'Growth',
    price_cents: 9_900,
    interval: 'month' as const,
    trial_days: 7,
    features: [
      'AI funding coach (text and voice)',
      'Weekly credit report pulls',
      'Credit repair desk',
      'Funding desk call',
    ],
  },
  {
    name: 'Pro (yearly)',
    price_cents: 99_900,
    interval: 'year' as const,
    trial_days: 0,
    features: [
      'Everything in Growth',
      'Dedicated funding specialist',
      'Unlimited credit report pulls',
      'Priority support (1-hour first response)',
    ],
  },
];

/** Demo clients and their plans: [email, plan name, status, started days ago]. */
const ASSIGNMENTS: Array<[string, string, 'trialing' | 'active' | 'past_due' | 'canceled', number]> = [
  ['client@fundpath.test', 'Growth', 'active', 95],
  ['dana.repair@fundpath.test', 'Starter', 'active', 62],
  ['marcus.repair@fundpath.test', 'Starter', 'trialing', 4],
  ['priya.repair@fundpath.test', 'Pro (yearly)', 'active', 140],
  ['lee.repair@fundpath.test', 'Growth', 'past_due', 50],
];

/**
 * Demo plans (`/admin/subscription-settings`): three plans and the demo clients on them, in
 * every status but canceled. Nothing is charged (no payments adapter yet). Skipped once any
 * plan exists.
 */
export async function seedSubscriptionsDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ c: count() }).from(subscriptionPlans);
  if ((existing?.c ?? 0) > 0) return;
  const plans = await db.insert(subscriptionPlans).values(PLANS).returning();
  const planId = new Map(plans.map((p) => [p.name, p.id]));
  const now = Date.now();
  for (const [email, plan, status, daysAgo] of ASSIGNMENTS) {
    const user = await findUserByEmail(db, email);
    if (user?.role !== 'client') continue;
    await db
      .insert(clientSubscriptions)
      .values({
        user_id: user.id,
        plan_id: planId.get(plan)!,
        status,
        started_on: new Date(now - daysAgo * DAY).toISOString().slice(0, 10),
      })
      .onConflictDoNothing();
  }
}
