import { DEFAULT_STEP_FUNCTIONS, type StepStatus } from '@fundpath/contracts/coaching';
import { describe, expect, it } from 'vitest';
import type { StepRow } from '../journey';
import {
  canReach,
  currentStep,
  decideRoute,
  type JourneyView,
  nextStepNumber,
  recordedSteps,
  replayedRoute,
  requireKnownStep,
  requireReachable,
  reviewAction,
} from './policy';
import type { ProgressRow } from './repo';

/** A journey of `n` steps in order (some locked), with the given statuses and journey state. */
function view(
  statuses: Record<number, StepStatus>,
  opts: { n?: number; locked?: number[]; order?: number[]; journey?: JourneyView['journey'] } = {},
): JourneyView {
  const numbers = opts.order ?? Array.from({ length: opts.n ?? 6 }, (_, i) => i + 1);
  const steps = numbers.map(
    (step_number) => ({ step_number, locked: opts.locked?.includes(step_number) ?? false }) as StepRow,
  );
  const progress = new Map(
    Object.entries(statuses).map(([n, status]) => [
      Number(n),
      { step_number: Number(n), status, review_note: null } as unknown as ProgressRow,
    ]),
  );
  return { steps, progress, journey: opts.journey, functions: { ...DEFAULT_STEP_FUNCTIONS } };
}
const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return `${(err as { code: string }).code}: ${(err as Error).message}`;
  }
  return 'no error';
};

describe('step order', () => {
  it('opens the step after the highest completed one, and nothing past it', () => {
    const v = view({ 1: 'completed', 2: 'completed' });
    expect(nextStepNumber(v)).toBe(3);
    expect(canReach(v, 3)).toBe(true);
    expect(canReach(v, 4)).toBe(false);
    expect(canReach(v, 1)).toBe(true);
  });

  it('follows the journey order, not the step numbers', () => {
    const v = view({ 1: 'completed' }, { order: [1, 5, 2, 3] });
    expect(nextStepNumber(v)).toBe(5);
    expect(canReach(v, 2)).toBe(false);
  });

  it('a step waiting for approval opens nothing past it', () => {
    const v = view({ 1: 'completed', 2: 'pending_approval' });
    expect(nextStepNumber(v)).toBe(2);
    expect(canReach(v, 3)).toBe(false);
    expect(currentStep(v)).toBe(2);
  });

  it('passes over locked and skipped steps; none left means every step is reachable', () => {
    const v = view(
      { 1: 'completed', 2: 'completed' },
      { locked: [3], journey: { route: 'funding', routed_step: 4, skipped_step: 3 } },
    );
    expect(nextStepNumber(v)).toBe(4);
    const done = view({ 1: 'completed', 2: 'completed', 3: 'completed' }, { n: 3 });
    expect(nextStepNumber(done)).toBeNull();
    expect(canReach(done, 2)).toBe(true);
    expect(currentStep(done)).toBe(3);
  });

  it('the current step is the one in progress, else the next open one', () => {
    expect(currentStep(view({ 1: 'completed', 3: 'in-progress' }))).toBe(3);
    expect(currentStep(view({ 1: 'completed' }))).toBe(2);
    expect(currentStep(view({}))).toBe(1);
  });
});

describe('starting and finishing a step', () => {
  it('refuses a locked or unknown step as not available, and a step too far as conflict', () => {
    const v = view({ 1: 'completed' }, { locked: [4] });
    expect(message(() => requireKnownStep(v, 4))).toBe(
      'FORBIDDEN: Step 4 is not available in your current journey.',
    );
    expect(message(() => requireKnownStep(v, 99))).toBe(
      'FORBIDDEN: Step 99 is not available in your current journey.',
    );
    expect(message(() => requireReachable(v, 3))).toBe(
      'CONFLICT: Please complete the previous steps before moving to Step 3',
    );
    expect(requireReachable(v, 2).step_number).toBe(2);
  });

  it('a step already started stays reachable even when earlier ones reopened', () => {
    const v = view({ 1: 'in-progress', 2: 'in-progress' });
    expect(canReach(v, 2)).toBe(false);
    expect(requireReachable(v, 2).step_number).toBe(2);
  });

  it('lists only the started steps, in journey order', () => {
    const v = view(
      { 4: 'in-progress', 1: 'completed', 2: 'not-started' },
      { journey: { route: 'credit_repair', routed_step: 3, skipped_step: 2 } },
    );
    expect(recordedSteps(v)).toEqual([
      { step: 1, status: 'completed' },
      { step: 4, status: 'in-progress' },
    ]);
  });
});

describe('route after qualification', () => {
  it('any bureau approval routes to funding and skips credit repair while it is not started', () => {
    const v = view({ 1: 'completed', 2: 'completed' });
    expect(
      decideRoute(v, { equifax_approval: false, experian_approval: true, transunion_approval: false }),
    ).toEqual({
      route: 'funding',
      function_name: 'funding_route',
      step: 4,
      skipped_step: 3,
    });
  });

  it('no approval (or no report) routes to credit repair; a started step is never skipped', () => {
    expect(decideRoute(view({}), null)).toMatchObject({ route: 'credit_repair', step: 3, skipped_step: 4 });
    expect(decideRoute(view({ 4: 'in-progress' }), undefined)).toMatchObject({
      route: 'credit_repair',
      skipped_step: null,
    });
  });

  it('a replay answers with the route decided before', () => {
    const v = view({ 2: 'completed' }, { journey: { route: 'funding', routed_step: 4, skipped_step: 3 } });
    expect(replayedRoute(v)).toEqual({
      route: 'funding',
      function_name: 'funding_route',
      step: 4,
      skipped_step: 3,
    });
  });
});

describe('reviews', () => {
  const p = (status: StepStatus, review_note: string | null = null) => ({ status, review_note });

  it('applies to a step waiting for approval; anything else not waiting is a conflict', () => {
    expect(reviewAction(p('pending_approval'), 5, { approve: true })).toBe('apply');
    expect(reviewAction(p('pending_approval'), 5, { approve: false, note: 'Add the EIN letter' })).toBe(
      'apply',
    );
    expect(message(() => reviewAction(p('in-progress'), 5, { approve: true }))).toBe(
      'CONFLICT: Step 5 is not waiting for approval',
    );
    expect(message(() => reviewAction(undefined, 5, { approve: false, note: 'x' }))).toBe(
      'CONFLICT: Step 5 is not waiting for approval',
    );
  });

  it('approving a completed step, or sending back with the same note, is a replay', () => {
    expect(reviewAction(p('completed'), 5, { approve: true })).toBe('replay');
    expect(
      reviewAction(p('in-progress', 'Add the EIN letter'), 5, { approve: false, note: 'Add the EIN letter' }),
    ).toBe('replay');
    expect(
      message(() => reviewAction(p('in-progress', 'old note'), 5, { approve: false, note: 'new' })),
    ).toBe('CONFLICT: Step 5 is not waiting for approval');
  });
});
