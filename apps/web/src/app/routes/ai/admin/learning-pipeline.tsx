import { PageHeader } from '@/components/ui/page-header';
import { LearningPipeline } from '@/features/ai';

/** `/admin/learning-pipeline`. */
export default function LearningPipelineRoute() {
  return (
    <>
      <PageHeader
        eyebrow="AI coach"
        title="Learning Pipeline"
        description="From a question the coach missed to an answer it knows."
      />
      <LearningPipeline />
    </>
  );
}
