import { PageHeader } from '@/components/ui/page-header';
import { ClientCenterTabs } from '@/features/client-center/components/client-center-tabs';
import { useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';

export function ClientCenterRoute() {
  const { user } = useAuth();
  const { productSlug } = useBrand();
  const firstName = (user?.display_name || '').split(' ')[0];
  return (
    <>
      <PageHeader
        eyebrow={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
        title="Client Center"
        description="Your reports, tickets and tasks in one place."
      />
      <ClientCenterTabs fundingReportHref={`/${productSlug}-funding-report`} />
    </>
  );
}
