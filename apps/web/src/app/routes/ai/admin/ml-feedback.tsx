import { PageHeader } from '@/components/ui/page-header';
import { MlFeedback } from '@/features/ai';

/** `/admin/ml-feedback`. */
export default function MlFeedbackRoute() {
  return (
    <>
      <PageHeader
        eyebrow="AI coach"
        title="ML Feedback"
        description="How helpful clients find the coach, per step, over time."
      />
      <MlFeedback />
    </>
  );
}
