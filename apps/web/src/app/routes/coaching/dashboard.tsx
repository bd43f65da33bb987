import { lazy, Suspense } from 'react';
import type { ScreenProps } from '@/config/routes';
import {
  type CoachContext,
  CoachingDashboard,
  type CoachingDashboardProps,
  CoachPlaceholder,
} from '@/features/coaching';
import { StepTasksPanel } from '@/features/tasks';

/**
 * The coach (chat, voice, credit cards: the AI and voice features) loads after the dashboard's
 * own chunk, so the step and its tasks render first; its area shows the coach's header meanwhile.
 */
const CoachPanel = lazy(() => import('@/app/routes/ai/coach-panel').then((m) => ({ default: m.CoachPanel })));

/** For the coaching dashboard's `renderCoach` slot. */
const renderCoachPanel = ({ step, script }: CoachContext) => (
  <Suspense key={step.step_number} fallback={<CoachPlaceholder step={step} script={script} loading />}>
    <CoachPanel step={step} script={script} />
  </Suspense>
);

/**
 * `/dashboard`: the coaching dashboard with the current step's tasks. The AI coach plugs in
 * through `renderCoach` (chat panel and voice button) without restructuring the page.
 */
export default function CoachingDashboardRoute(
  _props: Partial<ScreenProps> & Pick<CoachingDashboardProps, 'renderCoach'>,
) {
  return (
    <CoachingDashboard
      renderCoach={_props.renderCoach ?? renderCoachPanel}
      renderTasksPanel={({ step, flaggedFields, expanded, onExpandedChange }) => (
        <StepTasksPanel
          key={step}
          step={step}
          flaggedFields={flaggedFields}
          expanded={expanded}
          onExpandedChange={onExpandedChange}
        />
      )}
    />
  );
}
