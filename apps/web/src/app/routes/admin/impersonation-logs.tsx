import { PageHeader } from '@/components/ui/page-header';
import { ImpersonationLogsTable } from '@/features/admin';

export default function ImpersonationLogsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="People & access"
        title="Impersonation Logs"
        description="Every time an admin starts or stops viewing the platform as another user, with where it came from."
      />
      <ImpersonationLogsTable />
    </>
  );
}
