import type { CoachingScript, StepProgress } from '@fundpath/contracts/coaching';
import { journeyMessages } from '@fundpath/contracts/coaching';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck, Clock, Hourglass, MessageSquareWarning, RotateCcw } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { useDialogs } from '@/components/ui/dialogs';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { coachingKeys, completeStep, resetStep } from '../api/progress';
import { useScript } from '../api/scripts';
import { getStepCompletion } from '../api/step-completion';
import { useJourney } from '../hooks/use-journey';
import { checkStepPick } from '../utils/step-selection';
import { CoachPlaceholder } from './coach-placeholder';
import { JourneyProgress } from './journey-progress';
import { StepIcon } from './step-icon';
import { StepDrawer, StepSidebar } from './step-list';
import { TutorialModal } from './tutorial-modal';

/** Spec §9: the first missing field is scrolled to and focused after this delay. */
export const SCROLL_FOCUS_DELAY_MS = 100;

export const COACHING_MESSAGES = {
  saveFailedTitle: 'Error',
  saveFailed: 'Failed to save progress. Please try again.',
  resetFailedTitle: 'Reset Failed',
  resetFailed: 'Failed to reset step. Please try again.',
  resetError: 'An error occurred while resetting. Please try again.',
} as const;

export interface CoachContext {
  step: StepProgress;
  script: CoachingScript | undefined;
}

export interface TasksPanelContext {
  step: number;
  flaggedFields: readonly string[];
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

export interface CoachingDashboardProps {
  /** The AI chat panel and voice button; a placeholder with the step's script until then. */
  renderCoach?: (ctx: CoachContext) => ReactNode;
  /** The current step's tasks panel. */
  renderTasksPanel?: (ctx: TasksPanelContext) => ReactNode;
  /** After a step is completed or reset (e.g. the coach clears its conversation). */
  onStepCompleted?: (step: number) => void;
  onStepReset?: (step: number) => void;
}

interface MissingField {
  field_name: string;
  field_label: string;
}

function focusField(name: string) {
  const wrapper = document.querySelector<HTMLElement>(`[data-application-field="${CSS.escape(name)}"]`);
  if (!wrapper) return;
  wrapper.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  wrapper.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}

const statusBadge: Record<
  StepProgress['status'],
  { label: string; tone: 'neutral' | 'brand' | 'warning' | 'success' }
> = {
  'not-started': { label: 'Not started', tone: 'neutral' },
  'in-progress': { label: 'In progress', tone: 'brand' },
  pending_approval: { label: 'Awaiting approval', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
};

/** Spec §2 coaching dashboard: progress, steps, the coach area, step completion and reset, tasks. */
export function CoachingDashboard({
  renderCoach,
  renderTasksPanel,
  onStepCompleted,
  onStepReset,
}: CoachingDashboardProps) {
  const journey = useJourney();
  const { alert, confirm } = useDialogs();
  const qc = useQueryClient();
  const script = useScript(journey.current);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [flagged, setFlagged] = useState<string[]>([]);
  const [tasksExpanded, setTasksExpanded] = useState(true);
  const [completing, setCompleting] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const { steps, currentStep, totals } = journey;
  const titleOf = (n: number) => steps.find((s) => s.step_number === n)?.step_title ?? '';

  const pickStep = async (n: number) => {
    const pick = checkStepPick(steps, n);
    if (pick.kind === 'locked') {
      await alert({ title: 'Step Not Available', message: pick.message, variant: 'warning' });
      return;
    }
    if (pick.kind === 'previous') {
      await alert({ title: pick.title, message: pick.message, variant: 'warning' });
      return;
    }
    setDrawerOpen(false);
    if (pick.needsStart) {
      try {
        await journey.ensureStarted(n);
      } catch (err) {
        await alert({ title: 'Step Not Available', message: errorMessage(err), variant: 'warning' });
        return;
      }
    }
    setFlagged([]);
    journey.setCurrent(n);
  };

  const flagMissing = async (missing: MissingField[]) => {
    setFlagged(missing.map((m) => m.field_name));
    setTasksExpanded(true);
    await alert({
      title: 'Required Fields Missing',
      variant: 'warning',
      message: (
        <span className="block">
          <span className="block">{journeyMessages.requiredFields}:</span>
          <span className="mt-2 block space-y-0.5">
            {missing.map((m) => (
              <span key={m.field_name} className="block font-medium text-slate-800">
                • {m.field_label}
              </span>
            ))}
          </span>
        </span>
      ),
    });
    if (focusTimer.current) clearTimeout(focusTimer.current);
    focusTimer.current = setTimeout(() => focusField(missing[0]!.field_name), SCROLL_FOCUS_DELAY_MS);
  };

  const complete = async () => {
    if (!currentStep) return;
    const n = currentStep.step_number;
    setCompleting(true);
    try {
      // Spec §5: required fields first; if the check itself fails, the step is treated as complete.
      try {
        const check = await getStepCompletion(n);
        if (!check.is_complete && check.missing_required.length > 0) {
          await flagMissing(check.missing_required);
          return;
        }
      } catch {
        // fall through to completing
      }
      let result: Awaited<ReturnType<typeof completeStep>>;
      try {
        result = await completeStep(n);
      } catch (err) {
        const details = isApiError(err)
          ? (err.body as { details?: { missing_required?: MissingField[]; open_tasks?: unknown[] } })?.details
          : undefined;
        if (details?.missing_required?.length) return await flagMissing(details.missing_required);
        if (details?.open_tasks?.length) {
          setTasksExpanded(true);
          await alert({
            title: 'Required tasks remaining',
            message: journeyMessages.requiredTasks(details.open_tasks.length),
            variant: 'warning',
          });
          return;
        }
        if (isApiError(err) && (err.status === 403 || err.status === 409))
          return await alert({ title: 'Step Not Available', message: err.message, variant: 'warning' });
        await alert({
          title: COACHING_MESSAGES.saveFailedTitle,
          message: COACHING_MESSAGES.saveFailed,
          variant: 'error',
        });
        return;
      }
      setFlagged([]);
      onStepCompleted?.(n);
      await qc.invalidateQueries({ queryKey: coachingKeys.all });
      void qc.invalidateQueries({ queryKey: ['tasks'] });
      if (result.requires_approval || result.step_status === 'pending_approval') {
        setAnnouncement(`Step ${n} submitted for approval.`);
        await alert({
          title: 'Submitted for approval',
          message: `Step ${n} has been submitted for approval. Your coach will review it, and you can continue once it's approved.`,
          variant: 'success',
        });
        return;
      }
      const next = result.next_step;
      const routeNote = result.route
        ? result.route.route === 'funding'
          ? 'Your credit report shows an approval, so you are on the funding route. '
          : 'Your credit report needs some work first, so you are on the credit optimization route. '
        : '';
      const nextText = next
        ? `Next up: Step ${next}: ${titleOf(next)}.`
        : 'You have finished every step of your journey!';
      setAnnouncement(`Step ${n} completed. ${routeNote}${nextText}`);
      toast.success(`Step ${n} completed!`);
      await alert({ title: `Step ${n} complete!`, message: `${routeNote}${nextText}`, variant: 'success' });
      if (next) {
        journey.setCurrent(next);
        await journey.ensureStarted(next).catch(() => undefined);
      }
    } finally {
      setCompleting(false);
    }
  };

  const reset = async () => {
    if (!currentStep) return;
    const n = currentStep.step_number;
    const ok = await confirm({
      title: `Reset Step ${n}?`,
      message:
        'This clears your coach conversation for this step and marks the step as not complete. Your tasks and answers are kept.',
      variant: 'danger',
      confirmLabel: 'Reset step',
    });
    if (!ok) return;
    setResetting(true);
    try {
      const res = await resetStep(n);
      if (res.stepReset === true && res.conversationReset === true) {
        toast.success(`Step ${n} has been reset`);
        onStepReset?.(n);
        await qc.invalidateQueries({ queryKey: coachingKeys.all });
      } else {
        await alert({
          title: COACHING_MESSAGES.resetFailedTitle,
          message: COACHING_MESSAGES.resetFailed,
          variant: 'error',
        });
      }
    } catch {
      await alert({
        title: COACHING_MESSAGES.resetFailedTitle,
        message: COACHING_MESSAGES.resetError,
        variant: 'error',
      });
    } finally {
      setResetting(false);
    }
  };

  const heading = (
    <div>
      <p className="text-xs font-semibold tracking-wider text-brand uppercase">Funding journey</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-[1.75rem]">
        Coaching Dashboard
      </h1>
    </div>
  );
  if (journey.isPending)
    return (
      <>
        {heading}
        <Spinner size="lg" message="Loading your journey..." className="py-24" />
      </>
    );
  if (journey.isError || !currentStep)
    return (
      <>
        {heading}
        <Callout tone="error" title="Error Loading Data" className="mt-6 max-w-lg">
          {journey.isError ? errorMessage(journey.error) : 'Your journey could not be loaded.'}{' '}
          <button type="button" className="font-semibold underline" onClick={journey.retry}>
            Try again
          </button>
        </Callout>
      </>
    );

  const status = statusBadge[currentStep.status];
  const canComplete = currentStep.status === 'in-progress' || currentStep.status === 'not-started';
  const listProps = { steps, current: journey.current, onPick: (n: number) => void pickStep(n), ...totals };

  return (
    <div className="pb-16 lg:pb-0">
      <TutorialModal />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="mb-5 flex flex-col gap-4 sm:mb-6">
        {heading}
        <JourneyProgress completed={totals.completed} total={totals.total} />
      </div>
      <div className="lg:grid lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        <StepSidebar {...listProps} />
        <div className="min-w-0 space-y-5">
          <section
            aria-labelledby="current-step-title"
            className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-xs"
          >
            <div className="flex items-start gap-3.5 p-4 sm:gap-4 sm:p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand sm:size-12 sm:rounded-2xl">
                <StepIcon type={currentStep.icon_type} className="size-5 sm:size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
                    Step {currentStep.step_number}
                  </span>
                  <Badge tone={status.tone}>{status.label}</Badge>
                  {currentStep.conditional ? <Badge tone="info">Conditional</Badge> : null}
                </div>
                <h2 id="current-step-title" className="mt-1 text-xl font-semibold text-slate-900">
                  {currentStep.step_title}
                </h2>
                {currentStep.description ? (
                  <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{currentStep.description}</p>
                ) : null}
                {currentStep.estimated_duration ? (
                  <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {currentStep.estimated_duration}
                  </p>
                ) : null}
              </div>
            </div>
            {currentStep.status === 'pending_approval' ? (
              <div className="px-4 pb-4 sm:px-5">
                <Callout tone="warning" title="Submitted for approval">
                  <span className="inline-flex items-center gap-1.5">
                    <Hourglass className="size-3.5" aria-hidden="true" />
                    Your coach is reviewing this step. You can continue once it's approved.
                  </span>
                </Callout>
              </div>
            ) : null}
            {currentStep.status === 'in-progress' && currentStep.review_note ? (
              <div className="px-4 pb-4 sm:px-5">
                <div className="flex gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
                  <MessageSquareWarning
                    className="mt-0.5 size-4 shrink-0 text-amber-500"
                    aria-hidden="true"
                  />
                  <div>
                    <p className="font-medium">Sent back by your coach</p>
                    <p className="mt-0.5">{currentStep.review_note}</p>
                  </div>
                </div>
              </div>
            ) : null}
            <div className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void reset()}
                loading={resetting}
                leftIcon={<RotateCcw className="size-4" aria-hidden="true" />}
                disabled={currentStep.status === 'not-started'}
              >
                Reset step
              </Button>
              {canComplete ? (
                <Button
                  onClick={() => void complete()}
                  loading={completing}
                  leftIcon={<CheckCheck className="size-4" aria-hidden="true" />}
                >
                  {currentStep.requires_approval
                    ? `Submit Step ${currentStep.step_number} for approval`
                    : `Complete Step ${currentStep.step_number}`}
                </Button>
              ) : currentStep.status === 'completed' ? (
                <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
                  <CheckCheck className="size-4" aria-hidden="true" /> Step completed
                </p>
              ) : null}
            </div>
          </section>

          <section
            aria-label="Coach"
            data-coach-area=""
            className={cn(
              'min-h-[16rem] overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-xs',
            )}
          >
            {renderCoach ? (
              renderCoach({ step: currentStep, script: script.data?.script })
            ) : (
              <CoachPlaceholder step={currentStep} script={script.data?.script} loading={script.isPending} />
            )}
          </section>

          {renderTasksPanel
            ? renderTasksPanel({
                step: currentStep.step_number,
                flaggedFields: flagged,
                expanded: tasksExpanded,
                onExpandedChange: setTasksExpanded,
              })
            : null}
        </div>
      </div>
      <StepDrawer {...listProps} open={drawerOpen} onOpenChange={setDrawerOpen} />
    </div>
  );
}
