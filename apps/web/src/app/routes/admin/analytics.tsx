import { PageHeader } from '@/components/ui/page-header';
import { AnalyticsDashboard } from '@/features/admin';

/** `/admin/analytics` (spec §2 Admin; issue 3/8): platform analytics over a chosen range. */
export default function AdminAnalyticsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Insights"
        title="Platform analytics"
        description="Sign-ups, active clients, the journey funnel, credit approvals and support load, day by day."
      />
      <AnalyticsDashboard />
    </>
  );
}
