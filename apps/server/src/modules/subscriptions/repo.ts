import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { clientSubscriptions, subscriptionPlans } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type NewPlanRow = typeof subscriptionPlans.$inferInsert;
export type SubscriptionRow = typeof clientSubscriptions.$inferSelect;

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

/** Plans, active first then by name, each with its clients other than canceled ones. */
export async function listPlans(db: Db) {
  return db
    .select({
      plan: subscriptionPlans,
      subscribers: sql<number>`count(${clientSubscriptions.id}) filter (where ${clientSubscriptions.status} <> 'canceled')::int`,
    })
    .from(subscriptionPlans)
    .leftJoin(clientSubscriptions, eq(clientSubscriptions.plan_id, subscriptionPlans.id))
    .groupBy(subscriptionPlans.id)
    .orderBy(asc(subscriptionPlans.status), asc(subscriptionPlans.price_cents), asc(subscriptionPlans.name));
}

export async function findPlan(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function planNameTaken(db: Db, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(
      and(
        sql`lower(${subscriptionPlans.name}) = lower(${name})`,
        except ? ne(subscriptionPlans.id, except) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function subscriberCount(db: Db, planId: string, opts: { all?: boolean } = {}) {
  const [row] = await db
    .select({ n: count() })
    .from(clientSubscriptions)
    .where(
      and(
        eq(clientSubscriptions.plan_id, planId),
        opts.all ? undefined : ne(clientSubscriptions.status, 'canceled'),
      ),
    );
  return row?.n ?? 0;
}

export async function insertPlan(db: Db, values: NewPlanRow): Promise<PlanRow> {
  const [row] = await db.insert(subscriptionPlans).values(values).returning();
  return row!;
}

export async function updatePlan(db: Db, id: string, values: Partial<NewPlanRow>): Promise<PlanRow> {
  const [row] = await db
    .update(subscriptionPlans)
    .set(values)
    .where(eq(subscriptionPlans.id, id))
    .returning();
  return row!;
}

export async function deletePlan(db: Db, id: string): Promise<void> {
  await db.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id));
}

const clientColumns = {
  user_id: users.id,
  display_name: users.display_name,
  email: users.email,
  plan_id: clientSubscriptions.plan_id,
  plan_name: subscriptionPlans.name,
  status: clientSubscriptions.status,
  started_on: clientSubscriptions.started_on,
  updated_at: clientSubscriptions.updated_at,
};

const clientsFrom = (db: Db) =>
  db
    .select(clientColumns)
    .from(users)
    .leftJoin(clientSubscriptions, eq(clientSubscriptions.user_id, users.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, clientSubscriptions.plan_id));

/** Clients (role `client`, not deactivated) with their plan, filtered and paged on the server. */
export async function listClients(
  db: Db,
  filter: { q?: string; plan?: string; status?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(users.role, 'client'), isNull(users.deactivated_at)];
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(users.display_name, like), ilike(users.email, like))!);
  }
  if (filter.plan === 'none') conditions.push(isNull(clientSubscriptions.id));
  else if (filter.plan) conditions.push(eq(clientSubscriptions.plan_id, filter.plan));
  if (filter.status)
    conditions.push(eq(clientSubscriptions.status, filter.status as SubscriptionRow['status']));
  const where = and(...conditions);
  const rows = await clientsFrom(db)
    .where(where)
    .orderBy(sql`lower(${users.display_name})`, asc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(clientSubscriptions, eq(clientSubscriptions.user_id, users.id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findClient(db: Db, userId: string) {
  const [row] = await clientsFrom(db)
    .where(and(eq(users.id, userId), eq(users.role, 'client')))
    .limit(1);
  return row;
}

export async function findSubscription(db: Db, userId: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(clientSubscriptions).where(eq(clientSubscriptions.user_id, userId)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function upsertSubscription(
  db: Db,
  values: { user_id: string; plan_id: string; status: SubscriptionRow['status']; started_on: string },
): Promise<void> {
  await db
    .insert(clientSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: clientSubscriptions.user_id,
      set: {
        plan_id: values.plan_id,
        status: values.status,
        started_on: values.started_on,
        updated_at: new Date(),
      },
    });
}

/** Per plan: how many of its clients are in `statuses` (plans with none are left out). */
export async function countByPlan(db: Db, statuses: readonly SubscriptionRow['status'][]) {
  return db
    .select({ plan: subscriptionPlans, subscribers: count(clientSubscriptions.id) })
    .from(clientSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, clientSubscriptions.plan_id))
    .innerJoin(users, eq(users.id, clientSubscriptions.user_id))
    .where(and(inArray(clientSubscriptions.status, [...statuses]), isNull(users.deactivated_at)))
    .groupBy(subscriptionPlans.id)
    .orderBy(asc(subscriptionPlans.name));
}
