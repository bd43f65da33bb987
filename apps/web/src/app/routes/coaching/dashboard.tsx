import { renderCoachPanel } from '@/app/routes/ai/coach-panel';
import type { ScreenProps } from '@/config/routes';
import { CoachingDashboard, type CoachingDashboardProps } from '@/features/coaching';
import { StepTasksPanel } from '@/features/tasks';

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
