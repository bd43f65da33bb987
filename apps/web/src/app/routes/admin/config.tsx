import { PageHeader } from '@/components/ui/page-header';
import { ConfigEditor } from '@/features/admin';

/** `/admin/config` (spec §2 Admin; issue 3/8): run-time settings. */
export default function AdminConfigRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Operations"
        title="Configuration"
        description="The AI coach's provider and model, the credit provider, the mail sender, the payment provider and the store defaults: changed here, used at once."
      />
      <ConfigEditor />
    </>
  );
}
