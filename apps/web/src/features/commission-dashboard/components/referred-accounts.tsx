import type { ReferralRow } from '@fundpath/contracts/affiliates';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { BadgeDollarSign, CalendarCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PagedTable } from '@/components/ui/paged-table';
import { StatCard } from '@/components/ui/stat-card';
import { StatGrid } from '@/components/ui/stat-grid';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format';
import { type ReferralsFilter, useMyReferrals } from '../api/referrals';

const PER_PAGE = 10;
const money = (cents: number) => formatCents(cents, 'USD');

type Kind = ReferralsFilter['kind'];
const TABS: ReadonlyArray<{ kind: Kind; label: string }> = [
  { kind: 'all', label: 'All' },
  { kind: 'member', label: 'Members' },
  { kind: 'specialist', label: 'Specialists' },
];
const KIND_LABEL: Record<ReferralRow['kind'], string> = { member: 'Member', specialist: 'Specialist' };

const EMPTY: Record<Kind, string> = {
  all: 'Nobody has signed up through your link yet. Share it: members and specialists who join after opening it show up here.',
  member: 'No members have signed up through your link yet.',
  specialist: 'No specialists have signed up through your link yet.',
};

/**
 * Members and specialists who signed up through the affiliate's link: tabs by kind, a paged
 * table and the totals of every row of the tab (computed by the server over the full set).
 */
export function ReferredAccounts() {
  const [filter, setFilter] = useState<ReferralsFilter>({ kind: 'all', limit: PER_PAGE, offset: 0 });
  const query = useMyReferrals(filter);
  const data = query.data;
  const counts = data?.counts;

  return (
    <Card>
      <CardHeader
        title="Referred members and specialists"
        description="People who signed up after opening your link, the sessions they completed and what you earned on them."
      />
      <Tabs
        value={filter.kind}
        onValueChange={(v) => setFilter({ kind: v as Kind, limit: PER_PAGE, offset: 0 })}
        className="px-4 pb-4"
      >
        <TabsList aria-label="Referral kind">
          {TABS.map((t) => (
            <TabsTrigger key={t.kind} value={t.kind}>
              {t.label}
              {counts ? <span className="text-xs text-slate-500">{counts[t.kind]}</span> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.kind} value={t.kind} className="space-y-4 pt-4">
            {query.isError && !data ? (
              <LoadError
                title="Your referrals could not be loaded"
                error={query.error}
                onRetry={() => query.refetch()}
              />
            ) : (
              <>
                <StatGrid columns={3}>
                  <StatCard
                    label="Referred"
                    icon={Users}
                    value={String(data?.totals.referrals ?? 0)}
                    loading={query.isPending}
                  />
                  <StatCard
                    label="Sessions completed"
                    icon={CalendarCheck}
                    value={String(data?.totals.bookings_completed ?? 0)}
                    loading={query.isPending}
                  />
                  <StatCard
                    label="Commission earned"
                    icon={BadgeDollarSign}
                    tone="good"
                    value={money(data?.totals.commission_cents ?? 0)}
                    loading={query.isPending}
                  />
                </StatGrid>
                <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
                  <PagedTable<ReferralRow>
                    caption={`Referred ${t.label.toLowerCase()}`}
                    rows={data?.referrals ?? []}
                    getRowId={(r) => `${r.kind}:${r.joined_at}:${r.display_name}`}
                    loading={query.isPending}
                    page={Math.floor(filter.offset / PER_PAGE) + 1}
                    pageSize={PER_PAGE}
                    total={data?.total ?? 0}
                    onPageChange={(page) => setFilter((f) => ({ ...f, offset: (page - 1) * PER_PAGE }))}
                    paginationLabel="Referral pages"
                    empty={EMPTY[t.kind]}
                    columns={[
                      {
                        id: 'name',
                        header: 'Name',
                        cell: (r) => <span className="font-medium text-slate-900">{r.display_name}</span>,
                      },
                      {
                        id: 'kind',
                        header: 'Kind',
                        cell: (r) => (
                          <Badge tone={r.kind === 'specialist' ? 'info' : 'neutral'}>
                            {KIND_LABEL[r.kind]}
                          </Badge>
                        ),
                      },
                      {
                        id: 'joined_at',
                        header: 'Joined',
                        hideOnMobile: true,
                        cell: (r) => <span className="whitespace-nowrap">{formatDate(r.joined_at)}</span>,
                      },
                      {
                        id: 'bookings_completed',
                        header: 'Sessions completed',
                        align: 'right',
                        cell: (r) => r.bookings_completed,
                      },
                      {
                        id: 'commission_cents',
                        header: 'Commission',
                        align: 'right',
                        cell: (r) => money(r.commission_cents),
                      },
                    ]}
                  />
                </div>
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </Card>
  );
}
