import { PageHeader } from '@/components/ui/page-header';
import { AiDashboard } from '@/features/ai';

/** `/admin/ai-dashboard`. */
export default function AiDashboardRoute() {
  return (
    <>
      <PageHeader
        eyebrow="AI coach"
        title="AI Dashboard"
        description="Volume, satisfaction and confidence of the coach, and the voice assistant."
      />
      <AiDashboard />
    </>
  );
}
