import { PageHeader } from '@/components/ui/page-header';
import { UnansweredQuestionsQueue } from '@/features/ai';

/** `/admin/unanswered-questions`. */
export default function UnansweredQuestionsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="AI coach"
        title="Unanswered Questions"
        description="Questions the coach answered with low confidence, or that clients rated down or reported."
      />
      <UnansweredQuestionsQueue />
    </>
  );
}
