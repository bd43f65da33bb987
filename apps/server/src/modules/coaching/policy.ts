/**
 * The journey's rules as pure decisions over one user's `JourneyView` (spec §4 "Coaching steps",
 * §5 step navigation and completion): which step is next, which may be started, what counts as
 * current, where qualification routes, and which review of a step is a replay. No database.
 */
import type { LatestCreditReport } from '@fundpath/contracts/auth';
import {
  type JourneyRoute,
  journeyMessages,
  type RouteDecision,
  type StepStatus,
  type StepStatusEntry,
} from '@fundpath/contracts/coaching';
import { AppError } from '../../platform/errors';
import type { StepFunctions, StepRow } from '../journey';
import type { JourneyRow, ProgressRow } from './repo';

/** Everything the rules look at, for one user, read at one moment. */
export interface JourneyView {
  /** In journey order (display_order, then step number). */
  steps: StepRow[];
  progress: Map<number, ProgressRow>;
  journey: Pick<JourneyRow, 'route' | 'skipped_step' | 'routed_step'> | undefined;
  functions: StepFunctions;
}

export const statusOf = (v: JourneyView, n: number): StepStatus => v.progress.get(n)?.status ?? 'not-started';
export const isSkipped = (v: JourneyView, n: number) =>
  v.journey?.skipped_step === n && statusOf(v, n) === 'not-started';

/**
 * Index (in journey order) of the furthest step the user may start: the first unlocked, unskipped
 * step after the highest completed one. A step waiting for approval is not completed,
 * so nothing past it opens until staff sign it off. Null when nothing remains.
 */
export function nextIndex(v: JourneyView): number | null {
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

export function canReach(v: JourneyView, stepNumber: number): boolean {
  const index = v.steps.findIndex((s) => s.step_number === stepNumber);
  const next = nextIndex(v);
  return index >= 0 && (next === null || index <= next);
}

export function nextStepNumber(v: JourneyView): number | null {
  const i = nextIndex(v);
  return i === null ? null : v.steps[i]!.step_number;
}

/** Spec §4: the step in progress (or waiting for approval), else the next open one, else the last. */
export function currentStep(v: JourneyView): number {
  const active = v.steps.find((s) =>
    ['in-progress', 'pending_approval'].includes(statusOf(v, s.step_number)),
  );
  if (active) return active.step_number;
  return nextStepNumber(v) ?? v.steps.at(-1)?.step_number ?? 1;
}

export function entry(v: JourneyView, n: number): StepStatusEntry {
  const p = v.progress.get(n);
  return {
    step: n,
    status: statusOf(v, n),
    ...(isSkipped(v, n) ? { skipped: true } : {}),
    ...(p?.review_note ? { review_note: p.review_note } : {}),
  };
}

/** The steps the user has started, with their status, in journey order. */
export function recordedSteps(v: JourneyView): StepStatusEntry[] {
  const order = new Map(v.steps.map((s, i) => [s.step_number, i]));
  return [...v.progress.values()]
    .filter((p) => p.status !== 'not-started')
    .sort((a, b) => (order.get(a.step_number) ?? 999) - (order.get(b.step_number) ?? 999))
    .map((p) => entry(v, p.step_number));
}

export function requireKnownStep(v: JourneyView, stepNumber: number): StepRow {
  const step = v.steps.find((s) => s.step_number === stepNumber);
  if (!step || step.locked) throw new AppError('FORBIDDEN', journeyMessages.stepNotAvailable(stepNumber));
  return step;
}

export function requireReachable(v: JourneyView, stepNumber: number): StepRow {
  const step = requireKnownStep(v, stepNumber);
  if (!canReach(v, stepNumber) && statusOf(v, stepNumber) === 'not-started')
    throw new AppError('CONFLICT', journeyMessages.completePreviousSteps(stepNumber));
  return step;
}

/** The route a completed qualification step decided, as a replay answers it. */
export function replayedRoute(v: JourneyView): RouteDecision {
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
 * Route after qualification (credit-decision-rules.md, last section): an approval from any bureau
 * goes to funding, none to credit repair. The other route's step is skipped while not started.
 */
export function decideRoute(
  v: JourneyView,
  report:
    | Pick<LatestCreditReport, 'equifax_approval' | 'experian_approval' | 'transunion_approval'>
    | null
    | undefined,
): RouteDecision {
  const approved = Boolean(
    report && (report.equifax_approval || report.experian_approval || report.transunion_approval),
  );
  const route: JourneyRoute = approved ? 'funding' : 'credit_repair';
  const step = approved ? v.functions.funding_route : v.functions.credit_repair_route;
  const other = approved ? v.functions.credit_repair_route : v.functions.funding_route;
  const skipped_step = other !== step && statusOf(v, other) === 'not-started' ? other : null;
  return { route, function_name: approved ? 'funding_route' : 'credit_repair_route', step, skipped_step };
}

/**
 * Staff review a step waiting for approval. Approving a completed step, or sending a step back
 * with the note it already carries, is a replay that changes nothing; any other step not waiting
 * for approval is a conflict.
 */
export function reviewAction(
  progress: Pick<ProgressRow, 'status' | 'review_note'> | undefined,
  stepNumber: number,
  decision: { approve: true } | { approve: false; note: string },
): 'apply' | 'replay' {
  if (decision.approve && progress?.status === 'completed') return 'replay';
  if (!decision.approve && progress?.status === 'in-progress' && progress.review_note === decision.note)
    return 'replay';
  if (progress?.status !== 'pending_approval')
    throw new AppError('CONFLICT', `Step ${stepNumber} is not waiting for approval`);
  return 'apply';
}
