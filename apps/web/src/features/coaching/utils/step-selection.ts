import { journeyMessages, type StepStatus } from '@fundpath/contracts/coaching';

/** What the selection rules need of a step; the list is in journey order (display order). */
export interface JourneyStep {
  step_number: number;
  locked: boolean;
  status: StepStatus;
  /** The route step not taken after qualification. */
  skipped?: boolean;
}

const isOpen = (s: JourneyStep) => !s.locked && !s.skipped;

/** Spec §9: rounded completed/total. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

/** Completed and countable steps (locked and skipped route steps are not part of the journey). */
export function journeyTotals(steps: readonly JourneyStep[]): { completed: number; total: number } {
  return {
    completed: steps.filter((s) => s.status === 'completed').length,
    total: steps.filter(isOpen).length,
  };
}

/** Index of the furthest step the user may start: the first open step after the highest completed. */
export function nextAllowedIndex(steps: readonly JourneyStep[]): number {
  let highest = -1;
  steps.forEach((s, i) => {
    if (s.status === 'completed') highest = i;
  });
  for (let i = highest + 1; i < steps.length; i++) if (isOpen(steps[i]!)) return i;
  return steps.length - 1;
}

/**
 * Spec §4 current step at first load: the step in progress (or waiting for approval), else the
 * highest completed plus one, refined to the first unlocked step not yet completed; else step 1.
 */
export function chooseCurrentStep(steps: readonly JourneyStep[]): number {
  if (steps.length === 0) return 1;
  const active = steps.find((s) => s.status === 'in-progress' || s.status === 'pending_approval');
  if (active) return active.step_number;
  const hasCompleted = steps.some((s) => s.status === 'completed');
  if (hasCompleted) {
    const next = steps.find((s) => isOpen(s) && s.status !== 'completed');
    if (next) return next.step_number;
    const completed = steps.filter((s) => s.status === 'completed');
    return completed.at(-1)!.step_number;
  }
  return steps.find(isOpen)?.step_number ?? 1;
}

export type StepPick =
  | { kind: 'locked'; message: string }
  | { kind: 'previous'; title: string; message: string }
  | { kind: 'ok'; needsStart: boolean };

export const COMPLETE_PREVIOUS_TITLE = 'Complete Previous Step';

/**
 * Spec §5 step navigation: a locked (or route-skipped) step is not available; a step more than
 * one beyond the highest completed needs the previous steps first; a not-started step is started.
 */
export function checkStepPick(steps: readonly JourneyStep[], stepNumber: number): StepPick {
  const index = steps.findIndex((s) => s.step_number === stepNumber);
  const step = steps[index];
  if (!step || step.locked || step.skipped)
    return { kind: 'locked', message: journeyMessages.stepNotAvailable(stepNumber) };
  if (step.status !== 'not-started') return { kind: 'ok', needsStart: false };
  if (index > nextAllowedIndex(steps))
    return {
      kind: 'previous',
      title: COMPLETE_PREVIOUS_TITLE,
      message: journeyMessages.completePreviousSteps(stepNumber),
    };
  return { kind: 'ok', needsStart: true };
}

/** The next step to announce after `stepNumber` is done: the first open, not completed step after it. */
export function nextOpenStep(steps: readonly JourneyStep[], stepNumber: number): number | null {
  const index = steps.findIndex((s) => s.step_number === stepNumber);
  for (let i = index + 1; i < steps.length; i++) {
    const s = steps[i]!;
    if (isOpen(s) && s.status !== 'completed') return s.step_number;
  }
  return null;
}
