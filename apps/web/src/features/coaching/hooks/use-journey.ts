import type { StepProgress } from '@fundpath/contracts/coaching';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { coachingKeys, startStep, useCoachingProgress, useStepsProgress } from '../api/progress';
import { chooseCurrentStep, journeyTotals } from '../utils/step-selection';

/**
 * The journey as the dashboard sees it: steps, totals and the current step, chosen on first
 * load by the spec's rules and started through the server when it isn't recorded yet.
 */
export function useJourney() {
  const progress = useCoachingProgress();
  const stepsQuery = useStepsProgress();
  const { refreshUser } = useAuth();
  const qc = useQueryClient();
  const [current, setCurrent] = useState<number | null>(null);
  const startedFor = useRef<number | null>(null);

  // Spec §7: a 401 from the progress call means the session expired.
  useEffect(() => {
    if (isApiError(progress.error) && progress.error.status === 401) void refreshUser();
  }, [progress.error, refreshUser]);

  const steps: StepProgress[] = useMemo(() => stepsQuery.data?.steps ?? [], [stepsQuery.data]);
  const totals = useMemo(() => journeyTotals(steps), [steps]);

  const ensureStarted = useCallback(
    async (stepNumber: number) => {
      const step = steps.find((s) => s.step_number === stepNumber);
      if (step?.status !== 'not-started' || !step.available) return;
      if (startedFor.current === stepNumber) return;
      startedFor.current = stepNumber;
      try {
        await startStep(stepNumber);
      } finally {
        await qc.invalidateQueries({ queryKey: coachingKeys.all });
      }
    },
    [steps, qc],
  );

  useEffect(() => {
    if (current !== null || steps.length === 0) return;
    const chosen = chooseCurrentStep(steps);
    setCurrent(chosen);
    void ensureStarted(chosen).catch(() => undefined);
  }, [current, steps, ensureStarted]);

  const currentStep = steps.find((s) => s.step_number === current) ?? null;
  const refresh = () => qc.invalidateQueries({ queryKey: coachingKeys.all });

  return {
    steps,
    route: stepsQuery.data?.route ?? null,
    totals,
    current,
    currentStep,
    setCurrent,
    ensureStarted,
    refresh,
    isPending: stepsQuery.isPending,
    isError: stepsQuery.isError,
    error: stepsQuery.error,
    retry: () => void stepsQuery.refetch(),
  };
}
