import { PageHeader } from '@/components/ui/page-header';
import { ClientCenterTabs } from '@/features/client-center';
import { useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';
import { CreditReportsPanel } from './center/credit-reports-panel';
import { OverviewPanel } from './center/overview-panel';
import { TasksPanel, useTasksBadge } from './center/tasks-panel';
import { TicketsPanel } from './center/tickets-panel';

export default function ClientCenterRoute() {
  const { user } = useAuth();
  const { productSlug } = useBrand();
  const tasksBadge = useTasksBadge();
  const firstName = (user?.display_name || '').split(' ')[0];
  return (
    <>
      <PageHeader
        eyebrow={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
        title="Client Center"
        description="Your reports, tickets and tasks in one place."
      />
      <ClientCenterTabs
        panels={{
          overview: <OverviewPanel fundingReportHref={`/${productSlug}-funding-report`} />,
          'credit-reports': <CreditReportsPanel />,
          tickets: <TicketsPanel />,
          tasks: <TasksPanel />,
        }}
        badges={{ tasks: tasksBadge }}
      />
    </>
  );
}
