import { PageHeader } from '@/components/ui/page-header';
import { QualificationMessagesAdmin } from '@/features/credit';

/** `/admin/qualification-messages` (spec §2 Admin; issue 3/8): the texts clients see per funding outcome. */
export default function AdminQualificationMessagesRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Credit & funding"
        title="Qualification Messages"
        description="What clients read on their funding decision for each outcome and strategy. The AI coach uses the same words."
      />
      <QualificationMessagesAdmin />
    </>
  );
}
