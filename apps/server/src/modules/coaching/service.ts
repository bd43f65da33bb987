/**
 * The journey's rules (spec §4 "Coaching steps", §5 step navigation and completion): which step a
 * user may start, what finishing one needs, approvals, and the route after qualification.
 * Every change runs in a transaction holding the user's journey row lock; replaying a request
 * changes nothing.
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
import { resetConversationFor } from '../ai/reset';
import { missingRequired } from '../application/service';
import { openRequiredTasks } from '../tasks/service';
import { loadStepFunctions, type StepFunctions } from './content';
import type { JourneyRow, ProgressRow, StepRow } from './repo';
import * as repo from './repo';

/** Everything the rules look at, for one user, read at one moment. */
interface JourneyView {
  /** In journey order (display_order, then step number). */
  steps: StepRow[];
  progress: Map<number, ProgressRow>;
  journey: Pick<JourneyRow, 'route' | 'skipped_step' | 'routed_step'> | undefined;
  functions: StepFunctions;
}

async function loadView(db: Db, userId: string, journey?: JourneyRow): Promise<JourneyView> {
  const [steps, progress, { functions }, j] = await readTogether(db, [
    () => repo.listSteps(db),
    () => repo.listProgress(db, userId),
    () => loadStepFunctions(db),
    () => (journey ? Promise.resolve(journey) : repo.findJourney(db, userId)),
  ] as const);
  return { steps, progress: new Map(progress.map((p) => [p.step_number, p])), journey: j, functions };
}

const statusOf = (v: JourneyView, n: number): StepStatus => v.progress.get(n)?.status ?? 'not-started';
const isSkipped = (v: JourneyView, n: number) =>
  v.journey?.skipped_step === n && statusOf(v, n) === 'not-started';

/**
 * Index (in journey order) of the furthest step the user may start: the first unlocked, unskipped
 * step after the highest completed one. A step waiting for approval is not completed,
 * so nothing past it opens until staff sign it off. Null when nothing remains.
 */
function nextIndex(v: JourneyView): number | null {
  let highest = -1;
  v.steps.forEach((s, i) => {
    if (statusOf(v, s.step_number) === 'completed') highest = i;
  });
  for (let i = highest + 1; i < v.steps.length; i++) {
    const s = v.steps[i]!;
    if (!s.locked && !isSkipped(v, s.step_number)) return i;
  }
  return null;
}

function canReach(v: JourneyView, stepNumber: number): boolean {
  const index = v.steps.findIndex((s) => s.step_number === stepNumber);
  const next = nextIndex(v);
  return index >= 0 && (next === null || index <= next);
}

function nextStepNumber(v: JourneyView): number | null {
  const i = nextIndex(v);
  return i === null ? null : v.steps[i]!.step_number;
}

/** Spec §4: the step in progress (or waiting for approval), else the next open one, else the last. */
function currentStep(v: JourneyView): number {
  const active = v.steps.find((s) =>
    ['in-progress', 'pending_approval'].includes(statusOf(v, s.step_number)),
  );
  if (active) return active.step_number;
  return nextStepNumber(v) ?? v.steps.at(-1)?.step_number ?? 1;
}

function entry(v: JourneyView, n: number): StepStatusEntry {
  const p = v.progress.get(n);
  return {
    step: n,
    status: statusOf(v, n),
    ...(isSkipped(v, n) ? { skipped: true } : {}),
    ...(p?.review_note ? { review_note: p.review_note } : {}),
  };
}

/** The steps the user has started, with their status, in journey order. */
function recordedSteps(v: JourneyView): StepStatusEntry[] {
  const order = new Map(v.steps.map((s, i) => [s.step_number, i]));
  return [...v.progress.values()]
    .filter((p) => p.status !== 'not-started')
    .sort((a, b) => (order.get(a.step_number) ?? 999) - (order.get(b.step_number) ?? 999))
    .map((p) => entry(v, p.step_number));
}

function requireKnownStep(v: JourneyView, stepNumber: number): StepRow {
  const step = v.steps.find((s) => s.step_number === stepNumber);
  if (!step || step.locked) throw new AppError('FORBIDDEN', journeyMessages.stepNotAvailable(stepNumber));
  return step;
}

function requireReachable(v: JourneyView, stepNumber: number): StepRow {
  const step = requireKnownStep(v, stepNumber);
  if (!canReach(v, stepNumber) && statusOf(v, stepNumber) === 'not-started')
    throw new AppError('CONFLICT', journeyMessages.completePreviousSteps(stepNumber));
  return step;
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
  return ctx.db.transaction(async (tx) => {
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
    }
    return recordedSteps(v);
  });
}

/** Route after qualification (credit-decision-rules.md, last section): any bureau approval → funding. */
async function routeAfterQualification(tx: Db, userId: string, v: JourneyView): Promise<RouteDecision> {
  const user = await repo.findUserForJourney(tx, userId);
  const report = user?.latest_credit_report_json;
  const approved = Boolean(
    report && (report.equifax_approval || report.experian_approval || report.transunion_approval),
  );
  const route: JourneyRoute = approved ? 'funding' : 'credit_repair';
  const step = approved ? v.functions.funding_route : v.functions.credit_repair_route;
  const other = approved ? v.functions.credit_repair_route : v.functions.funding_route;
  const skipped_step = other !== step && statusOf(v, other) === 'not-started' ? other : null;
  await repo.updateJourney(tx, userId, { route, routed_step: step, skipped_step, routed_at: new Date() });
  v.journey = { route, routed_step: step, skipped_step };
  return { route, function_name: approved ? 'funding_route' : 'credit_repair_route', step, skipped_step };
}

export async function completeStep(
  ctx: Ctx,
  stepNumber: number,
): Promise<Omit<CompleteStepResponse, 'status'>> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
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
      return {
        completed_steps: recordedSteps(v),
        step_status: 'pending_approval',
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
    return {
      completed_steps: recordedSteps(v),
      step_status: 'completed',
      requires_approval: false,
      next_step: nextStepNumber(v),
      ...(route ? { route } : {}),
    };
  });
}

function replayedRoute(v: JourneyView): RouteDecision {
  const route = v.journey!.route!;
  return {
    route,
    function_name: route === 'funding' ? 'funding_route' : 'credit_repair_route',
    step:
      v.journey!.routed_step ??
      (route === 'funding' ? v.functions.funding_route : v.functions.credit_repair_route),
    skipped_step: v.journey!.skipped_step ?? null,
  };
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
  await resetConversation(ctx, actor.id, stepNumber);
}

/** Closes the step's coach conversation (kept for staff review, gone from the client's history). */
async function resetConversation(ctx: Ctx, userId: string, stepNumber: number): Promise<true> {
  await resetConversationFor(ctx, userId, stepNumber);
  return true;
}

// ---- staff: approvals and overview --------------------------------------------------------------

export async function listApprovals(ctx: Ctx) {
  const rows = await repo.listPendingApprovals(ctx.db);
  return rows.map((r) => ({
    ...r,
    step_title: r.step_title ?? `Step ${r.step_number}`,
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
  return ctx.db.transaction(async (tx) => {
    const user = await repo.findUserForJourney(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    const journey = await repo.lockJourney(tx, userId);
    const v = await loadView(tx, userId, journey);
    const p = v.progress.get(stepNumber);
    const now = new Date();
    let route: RouteDecision | undefined;

    if (decision.approve) {
      if (p?.status === 'completed') return { step_status: 'completed' as const, review_note: p.review_note };
      if (p?.status !== 'pending_approval')
        throw new AppError('CONFLICT', `Step ${stepNumber} is not waiting for approval`);
      const row = await repo.upsertProgress(tx, userId, stepNumber, {
        status: 'completed',
        completed_at: now,
        reviewed_at: now,
        reviewed_by: reviewer.id,
        review_note: null,
      });
      v.progress.set(stepNumber, row);
      if (stepNumber === v.functions.qualification) route = await routeAfterQualification(tx, userId, v);
    } else {
      if (p?.status === 'in-progress' && p.review_note === decision.note)
        return { step_status: 'in-progress' as const, review_note: p.review_note };
      if (p?.status !== 'pending_approval')
        throw new AppError('CONFLICT', `Step ${stepNumber} is not waiting for approval`);
      await repo.upsertProgress(tx, userId, stepNumber, {
        status: 'in-progress',
        submitted_at: null,
        reviewed_at: now,
        reviewed_by: reviewer.id,
        review_note: decision.note,
      });
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
    repo.listSteps(ctx.db),
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
