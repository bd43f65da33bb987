import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useCampaign } from '../api/campaigns';
import { CampaignEditor } from './campaign-editor';
import { CampaignReport } from './campaign-report';
import { CampaignsNav } from './campaigns-nav';

/**
 * `/email-campaigns/new` (id null) and `/email-campaigns/:id`: a draft or scheduled campaign opens
 * in the composer, one that is sending or was sent in its report.
 */
export function CampaignScreen({ id }: { id: string | null }) {
  const campaign = useCampaign(id);
  if (!id) return <CampaignEditor campaign={null} />;
  if (campaign.isPending)
    return (
      <div>
        <PageHeader eyebrow="Email Campaigns" title="Campaign" />
        <CampaignsNav />
        <Spinner message="Loading the campaign…" />
      </div>
    );
  if (campaign.isError)
    return (
      <div>
        <PageHeader
          eyebrow="Email Campaigns"
          title={
            isApiError(campaign.error) && campaign.error.code === 'NOT_FOUND'
              ? 'Campaign not found'
              : 'Campaign'
          }
        />
        <CampaignsNav />
        <LoadError
          title="The campaign could not be loaded"
          error={campaign.error}
          onRetry={campaign.refetch}
        />
      </div>
    );
  const c = campaign.data;
  return c.status === 'draft' || c.status === 'scheduled' ? (
    <CampaignEditor key={`${c.id}:${c.status}`} campaign={c} />
  ) : (
    <CampaignReport campaign={c} />
  );
}
