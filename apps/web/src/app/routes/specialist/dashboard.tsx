import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { SpecialistDashboardView } from '@/features/specialist-insights';

/** `/specialist/dashboard`: today, requests waiting, this month's earnings, the booking link (issue 6/8). */
export default function SpecialistDashboardRoute({ route }: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Workspace"
        title={route.title}
        description="Your day at a glance: today's sessions, the requests waiting for your answer and what you earned this month."
      />
      <SpecialistDashboardView />
    </>
  );
}
