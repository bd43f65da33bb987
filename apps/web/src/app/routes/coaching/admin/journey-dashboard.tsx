import { PageHeader } from '@/components/ui/page-header';
import { JourneyDashboard } from '@/features/coaching';

/** `/admin/journey/dashboard`. */
export default function JourneyDashboardRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Coaching journey"
        title="Journey Dashboard"
        description="Approve submitted steps and see where every client stands."
      />
      <JourneyDashboard applicationHref={(id) => `/admin/application-view/${id}`} />
    </>
  );
}
