import { renderCoachPanel } from '@/app/routes/ai/coach-panel';
import type { ScreenProps } from '@/app/screen';
import {
  CoachingDashboard,
  type CoachingDashboardProps,
} from '@/features/coaching/components/coaching-dashboard';
import { StepTasksPanel } from '@/features/tasks/components/step-tasks-panel';

/**
 * `/dashboard`: the coaching dashboard with the current step's tasks. The AI coach plugs in
 * through `renderCoach` (chat panel and voice button) without restructuring the page.
 */
export function CoachingDashboardRoute(
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
