import { PageHeader } from '@/components/ui/page-header';
import { StaffAnalyticsDashboard } from '@/features/staff-analytics';

/** `/analytics` (staff, issue 7/8): my numbers or the team's, with charts and their data. */
export default function StaffAnalyticsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Staff workspace"
        title="Analytics"
        description="Clients per step, approvals waiting, bureau approvals, tickets and SLA, and the lead pipeline — yours or the team's."
      />
      <StaffAnalyticsDashboard />
    </>
  );
}
