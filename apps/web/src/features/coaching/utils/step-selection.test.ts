import { describe, expect, it } from 'vitest';
import {
  checkStepPick,
  chooseCurrentStep,
  type JourneyStep,
  journeyTotals,
  nextOpenStep,
  progressPercent,
} from './step-selection';

const steps = (spec: string): JourneyStep[] =>
  // c = completed, i = in-progress, p = pending approval, n = not started, L = locked, s = skipped
  [...spec].map((ch, i) => ({
    step_number: i + 1,
    locked: ch === 'L',
    skipped: ch === 's',
    status:
      ch === 'c' ? 'completed' : ch === 'i' ? 'in-progress' : ch === 'p' ? 'pending_approval' : 'not-started',
  }));

describe('progressPercent', () => {
  it('rounds completed/total', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(18, 18)).toBe(100);
  });
  it('is 0 with nothing to count', () => expect(progressPercent(0, 0)).toBe(0));
});

describe('journeyTotals', () => {
  it('leaves locked and skipped steps out of the total', () => {
    expect(journeyTotals(steps('ccsnLn'))).toEqual({ completed: 2, total: 4 });
  });
});

describe('chooseCurrentStep', () => {
  it('is step 1 for a newcomer', () => expect(chooseCurrentStep(steps('nnnn'))).toBe(1));
  it('prefers the step in progress', () => expect(chooseCurrentStep(steps('ccni'))).toBe(4));
  it('keeps a step waiting for approval current', () => expect(chooseCurrentStep(steps('cpnn'))).toBe(2));
  it('is the highest completed plus one', () => expect(chooseCurrentStep(steps('ccnn'))).toBe(3));
  it('skips locked and skipped steps after completed ones', () => {
    expect(chooseCurrentStep(steps('ccLn'))).toBe(4);
    expect(chooseCurrentStep(steps('ccsn'))).toBe(4);
  });
  it('stays on the last completed step when the journey is done', () =>
    expect(chooseCurrentStep(steps('ccc'))).toBe(3));
  it('starts at the first unlocked step when step 1 is locked', () =>
    expect(chooseCurrentStep(steps('Lnn'))).toBe(2));
});

describe('checkStepPick', () => {
  it('refuses a locked step with the spec message', () => {
    expect(checkStepPick(steps('cnL'), 3)).toEqual({
      kind: 'locked',
      message: 'Step 3 is not available in your current journey.',
    });
  });
  it('refuses the route step not taken', () => {
    expect(checkStepPick(steps('ccsn'), 3).kind).toBe('locked');
  });
  it('asks to complete previous steps when jumping more than one ahead', () => {
    expect(checkStepPick(steps('cnnn'), 4)).toEqual({
      kind: 'previous',
      title: 'Complete Previous Step',
      message: 'Please complete the previous steps before moving to Step 4',
    });
  });
  it('allows the next step and asks to start it', () =>
    expect(checkStepPick(steps('cnnn'), 2)).toEqual({ kind: 'ok', needsStart: true }));
  it('allows the routed step past a skipped one', () =>
    expect(checkStepPick(steps('ccsnn'), 4)).toEqual({ kind: 'ok', needsStart: true }));
  it('allows going back to a completed or started step without starting it', () => {
    expect(checkStepPick(steps('cci'), 1)).toEqual({ kind: 'ok', needsStart: false });
    expect(checkStepPick(steps('cci'), 3)).toEqual({ kind: 'ok', needsStart: false });
  });
  it('blocks steps past one waiting for approval', () =>
    expect(checkStepPick(steps('cpn'), 3).kind).toBe('previous'));
});

describe('nextOpenStep', () => {
  it('finds the next open step, skipping locked and skipped ones', () => {
    expect(nextOpenStep(steps('cnLn'), 1)).toBe(2);
    expect(nextOpenStep(steps('ccsn'), 2)).toBe(4);
    expect(nextOpenStep(steps('cc'), 2)).toBeNull();
  });
});
