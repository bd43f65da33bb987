/**
 * Client plans and who is on which (issue 3/8, admins only). Subscriptions are stored, never
 * charged: billing arrives with the payments adapter of the commerce issue, which will read
 * these rows. Every change is audited in the transaction that makes it.
 */
import {
  type AssignPlan,
  type ClientSubscription,
  type ClientSubscriptionListQuery,
  MRR_STATUSES,
  type MrrSummary,
  type NewPlan,
  type Plan,
  type PlanPatch,
} from '@fundpath/contracts/subscriptions';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import * as repo from './repo';

export const PLAN_NOT_FOUND = 'Plan not found';
export const PLAN_IN_USE_MESSAGE =
  'Clients are on this plan. Archive it instead: they keep it, and nobody new can be given it.';
export const ARCHIVED_PLAN_MESSAGE = 'This plan is archived. Choose an active plan.';
const NAME_TAKEN = 'A plan with that name already exists';

function toPlan(row: repo.PlanRow, subscribers: number): Plan {
  return {
    id: row.id,
    name: row.name,
    price_cents: row.price_cents,
    interval: row.interval,
    features: row.features,
    trial_days: row.trial_days,
    status: row.status,
    subscribers,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const auditView = ({ created_at: _c, updated_at: _u, ...rest }: repo.PlanRow) => rest;
const nameTaken = () => new AppError('CONFLICT', NAME_TAKEN, { errors: { name: NAME_TAKEN } });

async function planOr404(db: Db, id: string, lock = false): Promise<repo.PlanRow> {
  const row = await repo.findPlan(db, id, { lock });
  if (!row) throw notFound(PLAN_NOT_FOUND);
  return row;
}

export async function listPlans(ctx: Ctx): Promise<Plan[]> {
  return (await repo.listPlans(ctx.db)).map((r) => toPlan(r.plan, r.subscribers));
}

export async function createPlan(ctx: Ctx, input: NewPlan): Promise<Plan> {
  requireActor(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    if (await repo.planNameTaken(tx, input.name)) throw nameTaken();
    const created = await repo.insertPlan(tx, {
      name: input.name,
      price_cents: input.price_cents,
      interval: input.interval,
      features: input.features ?? [],
      trial_days: input.trial_days ?? 0,
      status: input.status ?? 'active',
    });
    await recordAudit(
      ctx,
      {
        action: 'plan.created',
        target_type: 'subscription_plan',
        target_id: created.id,
        target_label: created.name,
        after: auditView(created),
      },
      tx,
    );
    return created;
  });
  return toPlan(row, 0);
}

export async function updatePlan(ctx: Ctx, id: string, patch: PlanPatch): Promise<Plan> {
  requireActor(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await planOr404(tx, id, true);
    if (patch.name !== undefined && (await repo.planNameTaken(tx, patch.name, id))) throw nameTaken();
    const after = await repo.updatePlan(tx, id, patch);
    await recordAudit(
      ctx,
      {
        action:
          before.status !== after.status
            ? `plan.${after.status === 'archived' ? 'archived' : 'reactivated'}`
            : 'plan.updated',
        target_type: 'subscription_plan',
        target_id: id,
        target_label: after.name,
        before: auditView(before),
        after: auditView(after),
      },
      tx,
    );
    return after;
  });
  return toPlan(row, await repo.subscriberCount(ctx.db, id));
}

/** Only a plan nobody has ever been put on (canceled clients included) can be deleted. */
export async function deletePlan(ctx: Ctx, id: string): Promise<void> {
  requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const before = await planOr404(tx, id, true);
    if ((await repo.subscriberCount(tx, id, { all: true })) > 0)
      throw new AppError('CONFLICT', PLAN_IN_USE_MESSAGE);
    await repo.deletePlan(tx, id);
    await recordAudit(
      ctx,
      {
        action: 'plan.deleted',
        target_type: 'subscription_plan',
        target_id: id,
        target_label: before.name,
        before: auditView(before),
      },
      tx,
    );
  });
}

const toClient = (row: Awaited<ReturnType<typeof repo.findClient>> & object): ClientSubscription => ({
  ...row,
  updated_at: row.updated_at ? row.updated_at.toISOString() : null,
});

export async function listClients(
  ctx: Ctx,
  q: ClientSubscriptionListQuery & { page: number; per_page: number },
): Promise<{ clients: ClientSubscription[]; total: number }> {
  const { rows, total } = await repo.listClients(ctx.db, {
    q: q.q || undefined,
    plan: q.plan,
    status: q.status,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { clients: rows.map(toClient), total };
}

/** Puts a client on a plan or changes their plan, status or start date (one row per client). */
export async function assignPlan(ctx: Ctx, userId: string, input: AssignPlan): Promise<ClientSubscription> {
  requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const client = await repo.findClient(tx, userId);
    if (!client) throw notFound('Client not found');
    const plan = await repo.findPlan(tx, input.plan_id);
    if (!plan) {
      const message = 'Choose an existing plan';
      throw new AppError('VALIDATION_FAILED', message, { errors: { plan_id: message } });
    }
    const before = await repo.findSubscription(tx, userId, { lock: true });
    // An archived plan stays on the clients who have it, but nobody moves onto it.
    if (plan.status === 'archived' && before?.plan_id !== plan.id)
      throw new AppError('VALIDATION_FAILED', ARCHIVED_PLAN_MESSAGE, {
        errors: { plan_id: ARCHIVED_PLAN_MESSAGE },
      });
    await repo.upsertSubscription(tx, { user_id: userId, ...input });
    await recordAudit(
      ctx,
      {
        action: before ? 'subscription.changed' : 'subscription.assigned',
        target_type: 'user',
        target_id: userId,
        target_label: `${client.display_name} <${client.email}>`,
        before: before
          ? {
              plan_id: before.plan_id,
              plan_name: client.plan_name,
              status: before.status,
              started_on: before.started_on,
            }
          : null,
        after: { plan_id: plan.id, plan_name: plan.name, status: input.status, started_on: input.started_on },
      },
      tx,
    );
  });
  const row = await repo.findClient(ctx.db, userId);
  return toClient(row!);
}

/** A plan's price per month in cents: yearly prices are spread over twelve months. */
export const monthlyCents = (plan: { price_cents: number; interval: 'month' | 'year' }) =>
  plan.interval === 'year' ? Math.round(plan.price_cents / 12) : plan.price_cents;

/** Monthly recurring revenue per plan; the total is the sum of the rows, by construction. */
export async function mrrSummary(ctx: Ctx): Promise<Omit<MrrSummary, 'status'>> {
  const rows = (await repo.countByPlan(ctx.db, MRR_STATUSES)).map(({ plan, subscribers }) => {
    const monthly = monthlyCents(plan);
    return {
      plan_id: plan.id,
      plan_name: plan.name,
      interval: plan.interval,
      price_cents: plan.price_cents,
      subscribers,
      monthly_cents: monthly,
      mrr_cents: monthly * subscribers,
    };
  });
  return {
    rows,
    total_cents: rows.reduce((sum, r) => sum + r.mrr_cents, 0),
    counted_statuses: [...MRR_STATUSES],
  };
}
