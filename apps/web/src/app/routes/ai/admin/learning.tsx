import { PageHeader } from '@/components/ui/page-header';
import { KnowledgeBase } from '@/features/ai';

/** `/admin/learning`. */
export default function LearningRoute() {
  return (
    <>
      <PageHeader
        eyebrow="AI coach"
        title="Learning"
        description="The approved knowledge the coach answers from."
      />
      <KnowledgeBase />
    </>
  );
}
