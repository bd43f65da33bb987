import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { SpecialistAnalyticsView } from '@/features/specialist-insights';

/** `/specialist/analytics`: views, requests, conversion, revenue and repeat members over a range (issue 6/8). */
export default function SpecialistAnalyticsRoute({ route }: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Workspace"
        title={route.title}
        description="How members find and book you: profile views, booking requests, conversion, revenue and repeat members."
      />
      <SpecialistAnalyticsView />
    </>
  );
}
