/**
 * The journey's rules (spec §4 "Coaching steps", §5 step navigation and completion): which step a
 * user may start, what finishing one needs, approvals, and the route after qualification.
 * Every change runs in a transaction holding the user's journey row lock; replaying a request
 * changes nothing. The decisions themselves are pure and live in policy.ts (tested beside it).
 */
import {
  type CoachingProgress,
  type CompleteStepResponse,
  type JourneyClient,
  type JourneyRoute,
  journeyMessages,
  type RouteDecision,
  type StepProgress,
  type StepStatus,
  type StepStatusEntry,
} from '@fundpath/contracts/coaching';
import { type Ctx, requireActor } from '../../platform/auth';
import { type Db, readTogether } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { EventName, PlatformEvents } from '../../platform/events';
import { missingRequired } from '../application';
import { findUser } from '../auth';
import { listSteps, loadStepFunctions } from '../journey';
import { openRequiredTasks, taskSummary as taskCounts } from '../tasks';
import {
  canReach,
  currentStep,
  decideRoute,
  entry,
  isSkipped,
  type JourneyView,
  nextStepNumber,
  recordedSteps,
  replayedRoute,
  requireKnownStep,
  requireReachable,
  reviewAction,
  statusOf,
} from './policy';
import type { JourneyRow } from './repo';
import * as repo from './repo';

async function loadView(db: Db, userId: string, journey?: JourneyRow): Promise<JourneyView> {
  const [steps, progress, { functions }, j] = await readTogether(db, [
    () => listSteps(db),
    () => repo.listProgress(db, userId),
    () => loadStepFunctions(db),
    () => (journey ? Promise.resolve(journey) : repo.findJourney(db, userId)),
  ] as const);
  return { steps, progress: new Map(progress.map((p) => [p.step_number, p])), journey: j, functions };
}

/** An event to emit once the transaction that made the change has committed. */
type Pending = { [E in EventName]: { name: E; payload: PlatformEvents[E] } }[EventName];

async function emitAfterCommit(ctx: Ctx, pending: Pending | undefined): Promise<void> {
  if (pending) await ctx.events.emit(ctx, pending.name, pending.payload as never);
}

// ---- reads --------------------------------------------------------------------------------------

export async function getProgress(ctx: Ctx): Promise<Omit<CoachingProgress, 'status'>> {
  const actor = requireActor(ctx);
  const v = await loadView(ctx.db, actor.id);
  const first = v.steps[0];
  return {
    completed_steps: recordedSteps(v),
    setup_completed: first ? statusOf(v, first.step_number) === 'completed' : false,
    current_step: currentStep(v),
    steps_status: v.steps.map((s) => entry(v, s.step_number)),
  };
}

export async function getStepsProgress(
  ctx: Ctx,
): Promise<{ steps: StepProgress[]; route: JourneyRoute | null }> {
  const actor = requireActor(ctx);
  const v = await loadView(ctx.db, actor.id);
  const conditional = new Set([v.functions.credit_repair_route, v.functions.funding_route]);
  const steps = v.steps.map((s) => {
    const status = statusOf(v, s.step_number);
    return {
      step_number: s.step_number,
      step_title: s.step_title,
      description: s.description,
      estimated_duration: s.estimated_duration,
      icon_type: s.icon_type,
      locked: s.locked,
      completed: status === 'completed',
      status,
      display_order: s.display_order,
      requires_approval: s.requires_approval,
      conditional: conditional.has(s.step_number),
      skipped: isSkipped(v, s.step_number),
      available: !s.locked && canReach(v, s.step_number),
      review_note: v.progress.get(s.step_number)?.review_note ?? null,
    };
  });
  return { steps, route: v.journey?.route ?? null };
}

// ---- changes ------------------------------------------------------------------------------------

export async function startStep(ctx: Ctx, stepNumber: number): Promise<StepStatusEntry[]> {
  const actor = requireActor(ctx);
  let pending: Pending | undefined;
  const steps = await ctx.db.transaction(async (tx) => {
    const journey = await repo.lockJourney(tx, actor.id);
    const v = await loadView(tx, actor.id, journey);
    requireReachable(v, stepNumber);
    if (statusOf(v, stepNumber) === 'not-started') {
      const row = await repo.upsertProgress(tx, actor.id, stepNumber, {
        status: 'in-progress',
        started_at: new Date(),
      });
      v.progress.set(stepNumber, row);
      await repo.updateJourney(tx, actor.id, { last_activity_at: new Date() });
      pending = { name: 'step.started', payload: { user_id: actor.id, step_number: stepNumber } };
    }
    return recordedSteps(v);
  });
  await emitAfterCommit(ctx, pending);
  return steps;
}

/** Route after qualification (credit-decision-rules.md, last section): any bureau approval → funding. */
async function routeAfterQualification(tx: Db, userId: string, v: JourneyView): Promise<RouteDecision> {
  const user = await findUser(tx, userId);
  const decision = decideRoute(v, user?.latest_credit_report_json);
  const { route, step, skipped_step } = decision;
  await repo.updateJourney(tx, userId, { route, routed_step: step, skipped_step, routed_at: new Date() });
  v.journey = { route, routed_step: step, skipped_step };
  return decision;
}

export async function completeStep(
  ctx: Ctx,
  stepNumber: number,
): Promise<Omit<CompleteStepResponse, 'status'>> {
  const actor = requireActor(ctx);
  let pending: Pending | undefined;
  const result = await ctx.db.transaction(async (tx) => {
    const journey = await repo.lockJourney(tx, actor.id);
    const v = await loadView(tx, actor.id, journey);
    const step = requireReachable(v, stepNumber);
    const current = statusOf(v, stepNumber);
    const isQualification = stepNumber === v.functions.qualification;

    // Replays: the step is already done or already submitted.
    if (current === 'completed' || current === 'pending_approval') {
      return {
        completed_steps: recordedSteps(v),
        step_status: current,
        requires_approval: current === 'pending_approval',
        next_step: current === 'completed' ? nextStepNumber(v) : null,
        ...(current === 'completed' && isQualification && v.journey?.route
          ? { route: replayedRoute(v) }
          : {}),
      };
    }

    // Spec §4: required fields are checked first, then required tasks.
    const missing = await missingRequired(tx, actor.id, stepNumber);
    if (missing.length > 0)
      throw new AppError('VALIDATION_FAILED', journeyMessages.requiredFields, {
        missing_required: missing,
        missing_labels: missing.map((m) => m.field_label),
      });
    const open = await openRequiredTasks(tx, actor.id, stepNumber);
    if (open.length > 0)
      throw new AppError('VALIDATION_FAILED', journeyMessages.requiredTasks(open.length), {
        open_tasks: open,
      });

    const now = new Date();
    const existing = v.progress.get(stepNumber);
    if (step.requires_approval) {
      const row = await repo.upsertProgress(tx, actor.id, stepNumber, {
        status: 'pending_approval',
        started_at: existing?.started_at ?? now,
        submitted_at: now,
        review_note: null,
      });
      v.progress.set(stepNumber, row);
      await repo.updateJourney(tx, actor.id, { last_activity_at: now });
      pending = { name: 'step.submitted', payload: { user_id: actor.id, step_number: stepNumber } };
      return {
        completed_steps: recordedSteps(v),
        step_status: 'pending_approval' as const,
        requires_approval: true,
        next_step: null,
      };
    }

    const row = await repo.upsertProgress(tx, actor.id, stepNumber, {
      status: 'completed',
      started_at: existing?.started_at ?? now,
      completed_at: now,
    });
    v.progress.set(stepNumber, row);
    await repo.updateJourney(tx, actor.id, { last_activity_at: now });
    const route = isQualification ? await routeAfterQualification(tx, actor.id, v) : undefined;
    pending = {
      name: 'step.completed',
      payload: { user_id: actor.id, step_number: stepNumber, approved_by: null },
    };
    return {
      completed_steps: recordedSteps(v),
      step_status: 'completed' as const,
      requires_approval: false,
      next_step: nextStepNumber(v),
      ...(route ? { route } : {}),
    };
  });
  await emitAfterCommit(ctx, pending);
  return result;
}

/**
 * Marks the step incomplete (in progress again). Resetting the qualification step forgets the
 * route, so finishing it again routes by the report current then.
 */
export async function resetStep(ctx: Ctx, stepNumber: number): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const journey = await repo.lockJourney(tx, actor.id);
    const v = await loadView(tx, actor.id, journey);
    requireKnownStep(v, stepNumber);
    const current = statusOf(v, stepNumber);
    if (current !== 'not-started' && current !== 'in-progress') {
      await repo.upsertProgress(tx, actor.id, stepNumber, {
        status: 'in-progress',
        completed_at: null,
        submitted_at: null,
      });
      if (stepNumber === v.functions.qualification)
        await repo.updateJourney(tx, actor.id, {
          route: null,
          routed_step: null,
          skipped_step: null,
          routed_at: null,
        });
    }
    await repo.updateJourney(tx, actor.id, { last_activity_at: new Date() });
  });
  // Every reset, replays included, starts the step's coach conversation over (the ai module
  // listens: it closes the conversation, kept for staff review, gone from the client's history).
  await ctx.events.emit(ctx, 'step.reset', { user_id: actor.id, step_number: stepNumber });
}

// ---- staff: approvals and overview --------------------------------------------------------------

export async function listApprovals(ctx: Ctx) {
  const [rows, steps] = await Promise.all([repo.listPendingApprovals(ctx.db), listSteps(ctx.db)]);
  const titles = new Map(steps.map((s) => [s.step_number, s.step_title]));
  return rows.map((r) => ({
    ...r,
    step_title: titles.get(r.step_number) ?? `Step ${r.step_number}`,
    submitted_at: r.submitted_at?.toISOString() ?? null,
  }));
}

async function reviewStep(
  ctx: Ctx,
  userId: string,
  stepNumber: number,
  decision: { approve: true } | { approve: false; note: string },
) {
  const reviewer = requireActor(ctx);
  let pending: Pending | undefined;
  const result = await ctx.db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    const journey = await repo.lockJourney(tx, userId);
    const v = await loadView(tx, userId, journey);
    const p = v.progress.get(stepNumber);
    const now = new Date();
    let route: RouteDecision | undefined;

    if (decision.approve) {
      if (reviewAction(p, stepNumber, decision) === 'replay')
        return { step_status: 'completed' as const, review_note: p!.review_note };
      const row = await repo.upsertProgress(tx, userId, stepNumber, {
        status: 'completed',
        completed_at: now,
        reviewed_at: now,
        reviewed_by: reviewer.id,
        review_note: null,
      });
      v.progress.set(stepNumber, row);
      if (stepNumber === v.functions.qualification) route = await routeAfterQualification(tx, userId, v);
      pending = {
        name: 'step.completed',
        payload: { user_id: userId, step_number: stepNumber, approved_by: reviewer.id },
      };
    } else {
      if (reviewAction(p, stepNumber, decision) === 'replay')
        return { step_status: 'in-progress' as const, review_note: p!.review_note };
      await repo.upsertProgress(tx, userId, stepNumber, {
        status: 'in-progress',
        submitted_at: null,
        reviewed_at: now,
        reviewed_by: reviewer.id,
        review_note: decision.note,
      });
      pending = {
        name: 'step.sent_back',
        payload: { user_id: userId, step_number: stepNumber, reviewed_by: reviewer.id },
      };
    }
    await repo.updateJourney(tx, userId, { last_activity_at: now });
    ctx.log.info(
      { event: decision.approve ? 'step_approved' : 'step_sent_back', user_id: userId, step: stepNumber },
      'journey step reviewed',
    );
    return {
      step_status: decision.approve ? ('completed' as const) : ('in-progress' as const),
      review_note: decision.approve ? null : decision.note,
      ...(route ? { route } : {}),
    };
  });
  await emitAfterCommit(ctx, pending);
  return result;
}

export const approveStep = (ctx: Ctx, userId: string, step: number) =>
  reviewStep(ctx, userId, step, { approve: true });
export const sendBackStep = (ctx: Ctx, userId: string, step: number, note: string) =>
  reviewStep(ctx, userId, step, { approve: false, note });

/** Where every client stands (staff journey dashboard). */
export async function listJourneyClients(
  ctx: Ctx,
  filter: { q?: string; limit: number; offset: number },
): Promise<{ total: number; clients: JourneyClient[] }> {
  const [steps, { functions }, page] = await Promise.all([
    listSteps(ctx.db),
    loadStepFunctions(ctx.db),
    repo.listClientsWithProgress(ctx.db, filter),
  ]);
  const titles = new Map(steps.map((s) => [s.step_number, s.step_title]));
  const clients = page.clients.map((c) => {
    const progress = page.progress.filter((p) => p.user_id === c.id);
    const v: JourneyView = {
      steps,
      progress: new Map(progress.map((p) => [p.step_number, p])),
      journey: c.journey ?? undefined,
      functions,
    };
    const current = currentStep(v);
    return {
      user_id: c.id,
      email: c.email,
      display_name: c.display_name,
      current_step: current,
      current_step_title: titles.get(current) ?? null,
      completed_count: progress.filter((p) => p.status === 'completed').length,
      total_steps: steps.filter((s) => !s.locked && !isSkipped(v, s.step_number)).length,
      pending_approvals: progress.filter((p) => p.status === 'pending_approval').map((p) => p.step_number),
      route: c.journey?.route ?? null,
      last_activity_at: c.journey?.last_activity_at.toISOString() ?? null,
    };
  });
  return { total: page.total, clients };
}

/** One client's standing on the journey, for the staff client list's read model (module `clients`). */
export interface JourneySummary {
  current_step: number;
  current_step_title: string | null;
  current_status: StepStatus;
  completed_count: number;
  total_steps: number;
  /** Steps waiting for staff approval, in journey order, and when the oldest was submitted. */
  pending_steps: number[];
  pending_since: Date | null;
  route: JourneyRow['route'] | null;
  last_activity_at: Date | null;
}

export async function journeySummaryOf(db: Db, userId: string): Promise<JourneySummary> {
  const journey = await repo.findJourney(db, userId);
  const v = await loadView(db, userId, journey);
  const { steps } = v;
  const progress = [...v.progress.values()];
  const current = currentStep(v);
  const order = new Map(steps.map((s, i) => [s.step_number, i]));
  const rank = (n: number) => order.get(n) ?? steps.length + n;
  const pending = progress
    .filter((p) => p.status === 'pending_approval')
    .sort((a, b) => rank(a.step_number) - rank(b.step_number));
  const since = pending
    .map((p) => p.submitted_at ?? p.updated_at)
    .reduce<Date | null>((min, d) => (min === null || d < min ? d : min), null);
  return {
    current_step: current,
    current_step_title: steps.find((s) => s.step_number === current)?.step_title ?? null,
    current_status: v.progress.get(current)?.status ?? 'not-started',
    completed_count: progress.filter((p) => p.status === 'completed').length,
    total_steps: steps.filter((s) => !s.locked && !isSkipped(v, s.step_number)).length,
    pending_steps: pending.map((p) => p.step_number),
    pending_since: since,
    route: journey?.route ?? null,
    last_activity_at: journey?.last_activity_at ?? null,
  };
}

/** One client's steps with their dates and reviews, in journey order (the staff client record). */
export interface ClientStep {
  step_number: number;
  step_title: string;
  status: StepStatus;
  requires_approval: boolean;
  skipped: boolean;
  locked: boolean;
  started_at: Date | null;
  submitted_at: Date | null;
  completed_at: Date | null;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  review_note: string | null;
}

export async function clientStepsOf(db: Db, userId: string): Promise<ClientStep[]> {
  const v = await loadView(db, userId);
  return v.steps.map((s) => {
    const p = v.progress.get(s.step_number);
    return {
      step_number: s.step_number,
      step_title: s.step_title,
      status: statusOf(v, s.step_number),
      requires_approval: s.requires_approval,
      skipped: isSkipped(v, s.step_number),
      locked: s.locked,
      started_at: p?.started_at ?? null,
      submitted_at: p?.submitted_at ?? null,
      completed_at: p?.completed_at ?? null,
      reviewed_at: p?.reviewed_at ?? null,
      reviewed_by: p?.reviewed_by ?? null,
      review_note: p?.review_note ?? null,
    };
  });
}

// ---- tasks, seen from the journey ----------------------------------------------------------------

/** The task badge's counts; the step the user's route skipped counts as excluded, like a locked one. */
export async function taskSummary(ctx: Ctx) {
  const journey = await repo.findJourney(ctx.db, requireActor(ctx).id);
  return taskCounts(ctx, journey?.skipped_step != null ? [journey.skipped_step] : []);
}

/** Task work counts as journey activity (the staff overview sorts by it). */
export async function touchActivity(db: Db, userId: string): Promise<void> {
  await repo.touchJourney(db, userId);
}
