import {
  CAMPAIGN_STATUS_LABELS,
  type CampaignStatus,
  type CampaignSummary,
  campaignStatuses,
} from '@fundpath/contracts/campaigns';
import { Mail, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { PagedTable } from '@/components/ui/paged-table';
import type { DataTableColumn } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useUpdateSearchParams } from '@/lib/use-update-search-params';
import { useCampaigns } from '../api/campaigns';
import { CampaignsNav } from './campaigns-nav';
import { CampaignStatusBadge, percent } from './status-badge';

const when = (c: CampaignSummary) =>
  c.finished_at
    ? `Sent ${formatDateTime(c.finished_at)}`
    : c.status === 'scheduled' && c.scheduled_at
      ? `Scheduled ${formatDateTime(c.scheduled_at)}`
      : c.started_at
        ? `Started ${formatDateTime(c.started_at)}`
        : `Created ${formatDateTime(c.created_at)}`;

const columns: DataTableColumn<CampaignSummary>[] = [
  {
    id: 'name',
    header: 'Campaign',
    cell: (c) => (
      <div className="min-w-0">
        <Link
          to={`/email-campaigns/${c.id}`}
          className="font-medium text-slate-900 hover:text-brand hover:underline"
        >
          {c.name}
        </Link>
        <p className="truncate text-xs text-slate-600">{c.subject}</p>
      </div>
    ),
  },
  { id: 'status', header: 'Status', cell: (c) => <CampaignStatusBadge status={c.status} /> },
  {
    id: 'audience',
    header: 'Audience',
    hideOnMobile: true,
    cell: (c) => c.segment_name ?? <span className="text-slate-500">None yet</span>,
  },
  { id: 'sent', header: 'Delivered', align: 'right', cell: (c) => c.stats.delivered.toLocaleString() },
  {
    id: 'opened',
    header: 'Opened',
    align: 'right',
    hideOnMobile: true,
    cell: (c) => `${c.stats.opened.toLocaleString()} (${percent(c.stats.opened, c.stats.delivered)})`,
  },
  {
    id: 'clicked',
    header: 'Clicked',
    align: 'right',
    hideOnMobile: true,
    cell: (c) => `${c.stats.clicked.toLocaleString()} (${percent(c.stats.clicked, c.stats.delivered)})`,
  },
  {
    id: 'when',
    header: 'When',
    hideOnMobile: true,
    cell: (c) => <span className="text-sm text-slate-600">{when(c)}</span>,
  },
];

/** `/email-campaigns`: every campaign of the viewer's scope with its status, audience and results. */
export function CampaignListScreen() {
  const [params, update] = useUpdateSearchParams();
  const status = (campaignStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as CampaignStatus)
    : undefined;
  const page = Number(params.get('page')) || 1;
  const list = useCampaigns({ status, page });
  const rows = list.data?.campaigns ?? [];
  return (
    <div>
      <PageHeader
        eyebrow="Staff workspace"
        title="Email Campaigns"
        description="Write to a segment of your clients, schedule it, and see who opened and clicked."
        actions={
          <ButtonLink to="/email-campaigns/new" size="sm">
            <Plus className="size-4" aria-hidden="true" /> New campaign
          </ButtonLink>
        }
      />
      <CampaignsNav />
      <Card>
        <PagedTable
          caption="Campaigns"
          columns={columns}
          rows={rows}
          getRowId={(c) => c.id}
          loading={list.isPending}
          error={list.isError ? errorMessage(list.error, 'Could not load the campaigns') : undefined}
          onRetry={() => void list.refetch()}
          page={page}
          pageSize={25}
          total={list.data?.total ?? 0}
          onPageChange={(p) => update({ page: p === 1 ? null : String(p) })}
          paginationLabel="Campaign pages"
          filters={
            <NativeSelect
              label="Status"
              labelSize="sm"
              value={status ?? ''}
              placeholder="Any status"
              options={campaignStatuses.map((s) => ({ value: s, label: CAMPAIGN_STATUS_LABELS[s] }))}
              onChange={(v) => update({ status: v || null, page: null })}
              className="w-full sm:w-48"
              highlighted={Boolean(status)}
            />
          }
          empty={
            <EmptyState
              variant="plain"
              icon={Mail}
              title={status ? 'No campaigns with this status' : 'No campaigns yet'}
              titleAs="p"
              description="Build a segment, write the message, then send it or schedule it."
            />
          }
        />
      </Card>
    </div>
  );
}
