import { PageHeader } from '@/components/ui/page-header';
import { CommissionDashboard } from '@/features/commission-dashboard';

/** `/commission-dashboard` (clients and travel affiliates): what their links brought in. */
export default function CommissionDashboardRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Earnings"
        title="Commission Dashboard"
        description="Visits through your links, the sales they brought and what you earned."
      />
      <CommissionDashboard />
    </>
  );
}
