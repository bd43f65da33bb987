import { PageHeader } from '@/components/ui/page-header';
import { QualityControl } from '@/features/ai';

/** `/admin/quality-control`. */
export default function QualityControlRoute() {
  return (
    <>
      <PageHeader
        eyebrow="AI coach"
        title="Quality Control"
        description="Score a random sample of coach replies."
      />
      <QualityControl />
    </>
  );
}
