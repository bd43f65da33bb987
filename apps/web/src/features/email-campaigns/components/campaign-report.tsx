import {
  type Campaign,
  type CampaignRecipient,
  type CampaignRecipientStatus,
  type CampaignSeriesPoint,
  campaignRecipientStatuses,
} from '@fundpath/contracts/campaigns';
import { Ban, CircleSlash, Eye, MailCheck, MousePointerClick, UserMinus, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CHART_COLORS, ChartEmpty, ChartFrame } from '@/components/ui/chart-frame';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import { CountSeriesChart } from '@/components/ui/series-charts';
import { StatCard } from '@/components/ui/stat-card';
import { StatGrid, StatGridSkeleton } from '@/components/ui/stat-grid';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import {
  type RecipientsQuery,
  useCampaignRecipients,
  useCampaignStats,
  useCancelCampaign,
} from '../api/campaigns';
import { bucketLabel } from './bucket-label';
import { CampaignsNav } from './campaigns-nav';
import { percent, RECIPIENT_STATUS_LABELS, RecipientStatusBadge } from './status-badge';

/** The figures over time: the chart's lines and the columns of its data table. */
const SERIES_LINES = [
  { dataKey: 'delivered', name: 'Delivered', color: CHART_COLORS.indigo },
  { dataKey: 'opened', name: 'Opened', color: CHART_COLORS.green },
  { dataKey: 'clicked', name: 'Clicked', color: CHART_COLORS.cyan },
  { dataKey: 'unsubscribed', name: 'Unsubscribed', color: CHART_COLORS.amber },
  { dataKey: 'bounced', name: 'Bounced', color: CHART_COLORS.red },
] as const satisfies ReadonlyArray<{ dataKey: keyof CampaignSeriesPoint; name: string; color: string }>;

const recipientColumns: DataTableColumn<CampaignRecipient>[] = [
  {
    id: 'who',
    header: 'Recipient',
    cell: (r) => (
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{r.name || r.email}</p>
        {r.name ? <p className="truncate text-xs text-slate-600">{r.email}</p> : null}
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => (
      <div>
        <RecipientStatusBadge status={r.status} />
        {r.error && r.status !== 'sent' ? (
          <p className="mt-1 max-w-xs text-xs text-slate-500">{r.error}</p>
        ) : null}
      </div>
    ),
  },
  {
    id: 'sent',
    header: 'Delivered',
    hideOnMobile: true,
    cell: (r) => (r.sent_at ? formatDateTime(r.sent_at) : '–'),
  },
  {
    id: 'opened',
    header: 'Opened',
    hideOnMobile: true,
    cell: (r) => (r.opened_at ? formatDateTime(r.opened_at) : '–'),
  },
  {
    id: 'clicked',
    header: 'Clicked',
    hideOnMobile: true,
    cell: (r) => (r.clicked_at ? formatDateTime(r.clicked_at) : '–'),
  },
  {
    id: 'unsub',
    header: 'Unsubscribed',
    hideOnMobile: true,
    cell: (r) => (r.unsubscribed_at ? formatDateTime(r.unsubscribed_at) : '–'),
  },
];

/** A campaign that is sending or was sent: its numbers, the chart over time, clicks per link and the send log. */
export function CampaignReport({ campaign }: { campaign: Campaign }) {
  const live = campaign.status === 'sending';
  const stats = useCampaignStats(campaign.id, live);
  const { hasPermission } = useAuth();
  const stop = useCancelCampaign(campaign.id);
  const s = stats.data?.stats ?? campaign.stats;
  const [q, setQ] = useState<RecipientsQuery>({ page: 1 });
  const recipients = useCampaignRecipients(campaign.id, q, live);
  // When sending ends, the last poll may have caught it mid-way: fetch the final numbers and log once.
  const wasLive = useRef(live);
  const { refetch: refetchStats } = stats;
  const { refetch: refetchRecipients } = recipients;
  useEffect(() => {
    if (wasLive.current && !live) {
      void refetchStats();
      void refetchRecipients();
    }
    wasLive.current = live;
  }, [live, refetchStats, refetchRecipients]);
  const series = stats.data?.series ?? [];
  const bucket = stats.data?.bucket ?? 'hour';
  const when = campaign.finished_at
    ? `Finished ${formatDateTime(campaign.finished_at)}`
    : campaign.started_at
      ? `Started ${formatDateTime(campaign.started_at)}`
      : '';

  const stopSending = async () => {
    try {
      await stop.mutateAsync();
      toast.success('Sending stopped');
    } catch (err) {
      toast.error(errorMessage(err, 'Could not stop the campaign'));
    }
  };

  return (
    <div>
      <PageHeader
        eyebrow="Email Campaigns"
        title={campaign.name}
        description={`${campaign.subject}${campaign.segment_name ? ` · to “${campaign.segment_name}”` : ''}${when ? ` · ${when}` : ''}`}
        actions={
          live ? (
            <Button
              size="sm"
              variant="danger"
              onClick={() => void stopSending()}
              disabled={!hasPermission('campaigns.send')}
              loading={stop.isPending}
            >
              <XCircle className="size-4" aria-hidden="true" /> Stop sending
            </Button>
          ) : null
        }
      />
      <CampaignsNav />
      <div className="space-y-6">
        {stats.isPending && !campaign.stats ? (
          <StatGridSkeleton labels={['Delivered', 'Opened', 'Clicked', 'Unsubscribed', 'Bounced']} />
        ) : (
          <StatGrid columns={5}>
            <StatCard
              label="Delivered"
              value={s.delivered.toLocaleString()}
              hint={`of ${s.recipients.toLocaleString()} in the send log${s.pending ? `, ${s.pending} waiting` : ''}`}
              icon={MailCheck}
            />
            <StatCard
              label="Opened"
              value={s.opened.toLocaleString()}
              hint={percent(s.opened, s.delivered)}
              icon={Eye}
              tone="good"
            />
            <StatCard
              label="Clicked"
              value={s.clicked.toLocaleString()}
              hint={percent(s.clicked, s.delivered)}
              icon={MousePointerClick}
              tone="good"
            />
            <StatCard
              label="Unsubscribed"
              value={s.unsubscribed.toLocaleString()}
              hint={percent(s.unsubscribed, s.delivered)}
              icon={UserMinus}
              tone="warn"
            />
            <StatCard
              label="Bounced"
              value={s.bounced.toLocaleString()}
              hint={`${s.skipped} skipped (suppressed)${s.unknown ? `, ${s.unknown} unconfirmed` : ''}${s.failed ? `, ${s.failed} failed` : ''}`}
              icon={Ban}
              tone="bad"
            />
          </StatGrid>
        )}
        <ChartFrame<CampaignSeriesPoint>
          title="Activity over time"
          description={bucket === 'hour' ? 'Per hour' : 'Per day (UTC)'}
          caption={`${s.delivered} delivered, ${s.opened} opened, ${s.clicked} clicked, ${s.unsubscribed} unsubscribed, ${s.bounced} bounced.`}
          rows={series}
          rowKey={(p) => p.at}
          columns={[
            { header: bucket === 'hour' ? 'Hour' : 'Day', cell: (p) => bucketLabel(p.at, bucket) },
            ...SERIES_LINES.map((l) => ({ header: l.name, cell: (p: CampaignSeriesPoint) => p[l.dataKey] })),
          ]}
          empty={series.length === 0 ? <ChartEmpty>Nothing has happened yet.</ChartEmpty> : undefined}
        >
          <CountSeriesChart
            rows={series.map((p) => ({ ...p, label: bucketLabel(p.at, bucket) }))}
            xKey="label"
            lines={SERIES_LINES}
          />
        </ChartFrame>
        <Card>
          <CardHeader title="Clicks per link" description="In the order the links appear in the message." />
          <DataTable
            caption="Clicks per link"
            columns={[
              {
                id: 'url',
                header: 'Link',
                cell: (l: { url: string; clicks: number; unique_clicks: number }) => (
                  <span className="break-all text-sm">{l.url}</span>
                ),
              },
              { id: 'clicks', header: 'Clicks', align: 'right', cell: (l) => l.clicks },
              { id: 'unique', header: 'People', align: 'right', cell: (l) => l.unique_clicks },
            ]}
            rows={stats.data?.links ?? []}
            getRowId={(l) => l.url}
            loading={stats.isPending}
            empty={<p className="p-4 text-sm text-slate-600">This message has no links.</p>}
          />
        </Card>
        <Card>
          <CardHeader title="Send log" description="One row per recipient: each is sent once." />
          <PagedTable
            caption="Send log"
            columns={recipientColumns}
            rows={recipients.data?.recipients ?? []}
            getRowId={(r) => r.id}
            loading={recipients.isPending}
            error={
              recipients.isError ? errorMessage(recipients.error, 'Could not load the send log') : undefined
            }
            onRetry={() => void recipients.refetch()}
            page={q.page}
            pageSize={25}
            total={recipients.data?.total ?? 0}
            onPageChange={(page) => setQ((x) => ({ ...x, page }))}
            paginationLabel="Send log pages"
            filters={
              <>
                <SearchInput
                  label="Search recipients"
                  labelSize="sm"
                  value={q.q ?? ''}
                  onChange={(v) => setQ((x) => ({ ...x, q: v || undefined, page: 1 }))}
                  debounceMs={300}
                  placeholder="Name or e-mail"
                  className="w-full sm:w-64"
                />
                <NativeSelect
                  label="Status"
                  labelSize="sm"
                  value={q.status ?? ''}
                  placeholder="Any status"
                  options={campaignRecipientStatuses.map((v: CampaignRecipientStatus) => ({
                    value: v,
                    label: RECIPIENT_STATUS_LABELS[v],
                  }))}
                  onChange={(v) => setQ((x) => ({ ...x, status: v || undefined, page: 1 }))}
                  className="w-full sm:w-48"
                />
                <NativeSelect
                  label="Activity"
                  labelSize="sm"
                  value={q.activity ?? ''}
                  placeholder="Any"
                  options={[
                    { value: 'opened', label: 'Opened' },
                    { value: 'clicked', label: 'Clicked' },
                    { value: 'unsubscribed', label: 'Unsubscribed' },
                  ]}
                  onChange={(v) =>
                    setQ((x) => ({
                      ...x,
                      activity: (v || undefined) as RecipientsQuery['activity'],
                      page: 1,
                    }))
                  }
                  className="w-full sm:w-40"
                />
              </>
            }
            empty={
              <div className="flex items-center gap-2 p-4 text-sm text-slate-600">
                <CircleSlash className="size-4" aria-hidden="true" /> Nobody matches.
              </div>
            }
          />
        </Card>
        <Card>
          <CardHeader title="Message" />
          <CardBody>
            <p className="text-sm text-slate-700">
              <span className="font-medium">Subject:</span> {campaign.subject}
            </p>
            {campaign.preheader ? (
              <p className="text-sm text-slate-700">
                <span className="font-medium">Preheader:</span> {campaign.preheader}
              </p>
            ) : null}
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
