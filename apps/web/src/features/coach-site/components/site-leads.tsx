import { type ClientLead, LEAD_SOURCE_LABELS } from '@fundpath/contracts/leads';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PagedTable } from '@/components/ui/paged-table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSiteLeads } from '../api/my-site';
import { CoachNav } from './coach-nav';

const PER_PAGE = 25;
const stageTone = { open: 'info', won: 'success', lost: 'neutral' } as const;

/** `/coach/leads`: the people who wrote through the coach's website or booked on their link. */
export function CoachLeadsScreen() {
  const [page, setPage] = useState(1);
  const query = useSiteLeads(page);
  return (
    <>
      <PageHeader
        eyebrow="Website"
        title="Website Leads"
        description="Messages from your website's contact form and bookings on your booking link."
      />
      <CoachNav />
      <PagedTable<ClientLead>
        caption="Website leads"
        columns={[
          {
            id: 'name',
            header: 'Name',
            cell: (l) => (
              <div>
                <span className="font-medium text-slate-900">{l.name}</span>
                {l.email ? (
                  <a href={`mailto:${l.email}`} className="block text-sm text-brand underline">
                    {l.email}
                  </a>
                ) : null}
                {l.phone ? <span className="block text-sm text-slate-600">{l.phone}</span> : null}
              </div>
            ),
          },
          {
            id: 'message',
            header: 'Message',
            cell: (l) => (
              <p className="max-w-md text-sm break-words whitespace-pre-line text-slate-700">
                {l.messages.at(-1)?.body ?? ''}
              </p>
            ),
          },
          { id: 'source', header: 'From', hideOnMobile: true, cell: (l) => LEAD_SOURCE_LABELS[l.source] },
          {
            id: 'stage',
            header: 'Stage',
            hideOnMobile: true,
            cell: (l) => <Badge tone={stageTone[l.stage_kind]}>{l.stage_name}</Badge>,
          },
          { id: 'created', header: 'Received', cell: (l) => formatDateTime(l.created_at) },
        ]}
        rows={query.data?.leads ?? []}
        getRowId={(l) => l.id}
        loading={query.isPending || query.isPlaceholderData}
        error={query.isError ? errorMessage(query.error, 'Your leads could not be loaded') : undefined}
        onRetry={() => void query.refetch()}
        empty={
          <EmptyState
            icon={Inbox}
            variant="plain"
            titleAs="p"
            title="No leads yet"
            description="When a visitor sends your contact form or books your link, they show up here."
          />
        }
        page={page}
        pageSize={PER_PAGE}
        total={query.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Website leads pages"
      />
    </>
  );
}
