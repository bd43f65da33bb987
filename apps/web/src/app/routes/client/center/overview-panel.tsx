import { OverviewQuickLinks } from '@/features/client-center/components/client-center-tabs';

/** Client Center → Overview. Owned by the support/Client Center work (issue 5/5). */
export function OverviewPanel({ fundingReportHref }: { fundingReportHref: string }) {
  return <OverviewQuickLinks fundingReportHref={fundingReportHref} />;
}
