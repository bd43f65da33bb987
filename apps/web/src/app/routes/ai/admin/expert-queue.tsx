import { PageHeader } from '@/components/ui/page-header';
import { ExpertQueue } from '@/features/ai';

/** `/admin/expert-queue`. */
export default function ExpertQueueRoute() {
  return (
    <>
      <PageHeader
        eyebrow="AI coach"
        title="Expert Queue"
        description="Answer what the coach could not, then approve it: the coach answers from it from then on."
      />
      <ExpertQueue />
    </>
  );
}
