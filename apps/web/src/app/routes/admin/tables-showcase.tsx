import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RotateCcw, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import {
  DataTable,
  type DataTableColumn,
  type SortState,
  sortRows,
  useClientSort,
} from '@/components/ui/table';
import { clientFigureColumns } from './showcase/client-columns';
import { type SampleClient, sampleClients } from './showcase/sample-data';

const columns: DataTableColumn<SampleClient>[] = [
  {
    id: 'name',
    header: 'Client',
    sortable: true,
    cell: (c) => <span className="font-medium text-slate-900">{c.name}</span>,
  },
  ...clientFigureColumns,
];

type Mode = 'normal' | 'slow' | 'empty' | 'error';
const modeOptions = [
  { value: 'normal', label: 'Normal (300 ms)' },
  { value: 'slow', label: 'Slow (2 s)' },
  { value: 'empty', label: 'Empty result' },
  { value: 'error', label: 'Server error' },
];
const pageSizeOptions = [10, 25, 50].map((n) => ({ value: String(n), label: `${n} per page` }));

interface PageQuery {
  page: number;
  pageSize: number;
  sort: SortState | null;
  q: string;
  mode: Mode;
}

/** A stand-in for a paged list endpoint: sorts, filters and slices on a timer. */
function fetchClientsPage({ page, pageSize, sort, q, mode }: PageQuery) {
  return new Promise<{ rows: SampleClient[]; total: number }>((resolve, reject) => {
    setTimeout(
      () => {
        if (mode === 'error') return reject(new Error('The clients service returned 503.'));
        const needle = q.trim().toLowerCase();
        const matched =
          mode === 'empty'
            ? []
            : sampleClients.filter((c) => !needle || `${c.name} ${c.company}`.toLowerCase().includes(needle));
        const sorted = sortRows(matched, columns, sort);
        resolve({ rows: sorted.slice((page - 1) * pageSize, page * pageSize), total: matched.length });
      },
      mode === 'slow' ? 2000 : 300,
    );
  });
}

/** `/tables` (admin only, spec §2): the kit's table and pagination, client- and server-driven. */
export default function TablesShowcaseScreen() {
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Living catalogue"
        title="Tables"
        description="DataTable with client-side sorting, a server-paginated table driven by page and sort state, and every pagination variant."
      />
      <ServerTable />
      <ClientTable />
      <PaginationVariants />
    </div>
  );
}

function ServerTable() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<SortState | null>({ id: 'name', direction: 'asc' });
  const [q, setQ] = useState('');
  const [mode, setMode] = useState<Mode>('normal');
  const query = useQuery({
    queryKey: ['ui-showcase', 'clients', { page, pageSize, sort, q, mode }],
    queryFn: () => fetchClientsPage({ page, pageSize, sort, q, mode }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
  const data = query.isError ? undefined : query.data;

  return (
    <Card>
      <CardHeader
        title="Server-paginated table"
        description="Sort clicks and page changes update state; the query refetches. First load shows skeleton rows, later loads dim the current page."
      />
      <CardBody className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
          <SearchInput
            label="Search clients"
            labelSize="sm"
            value={q}
            debounceMs={300}
            onChange={(v) => {
              setQ(v);
              setPage(1);
            }}
          />
          <NativeSelect
            label="Page size"
            labelSize="sm"
            value={String(pageSize)}
            onChange={(v) => {
              setPageSize(Number(v));
              setPage(1);
            }}
            options={pageSizeOptions}
          />
          <NativeSelect
            label="Simulate"
            labelSize="sm"
            value={mode}
            highlighted={mode !== 'normal'}
            onChange={(v) => {
              setMode(v as Mode);
              setPage(1);
            }}
            options={modeOptions}
          />
        </div>
        <DataTable
          caption="Clients (server-paginated)"
          columns={columns}
          rows={data?.rows ?? []}
          getRowId={(c) => c.id}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          loading={query.isFetching}
          error={query.isError ? `Unable to load clients. ${query.error.message}` : undefined}
          onRetry={() => void query.refetch()}
          maxHeightClassName="max-h-[28rem]"
          empty={
            <EmptyState
              variant="plain"
              titleAs="p"
              icon={Users}
              title="No clients match"
              description="Try other words, or switch the simulation back to Normal."
              action={
                <Button
                  variant="secondary"
                  leftIcon={<RotateCcw className="size-4" aria-hidden="true" />}
                  onClick={() => {
                    setQ('');
                    setMode('normal');
                  }}
                >
                  Reset
                </Button>
              }
            />
          }
        />
        {data && data.total > 0 ? (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={data.total}
            onPageChange={setPage}
            disabled={query.isFetching}
            label="Server table pages"
          />
        ) : null}
      </CardBody>
    </Card>
  );
}

function ClientTable() {
  const rows = sampleClients.slice(0, 12);
  const sorting = useClientSort(rows, columns, null);
  return (
    <Card>
      <CardHeader
        title="Client-side sorting"
        description="All rows are loaded; useClientSort sorts them. Click a header: ascending, descending, then unsorted."
      />
      <CardBody>
        <DataTable
          caption="Clients (client-side sorting)"
          columns={columns}
          rows={sorting.rows}
          getRowId={(c) => c.id}
          sort={sorting.sort}
          onSortChange={sorting.setSort}
        />
      </CardBody>
    </Card>
  );
}

function PaginationVariants() {
  const [full, setFull] = useState(7);
  const [simple, setSimple] = useState(1);
  const [compact, setCompact] = useState(2);
  return (
    <Card>
      <CardHeader title="Pagination variants" />
      <CardBody className="space-y-6">
        <Pagination label="Full pagination" page={full} pageSize={25} total={1_240} onPageChange={setFull} />
        <Pagination
          label="Capped pagination"
          variant="simple"
          showingLabel=""
          page={simple}
          pageSize={25}
          total={2_000}
          totalCapped
          onPageChange={setSimple}
        />
        <Pagination
          label="Compact pagination"
          variant="compact"
          page={compact}
          pageSize={20}
          total={93}
          onPageChange={setCompact}
        />
        <Pagination label="Single page" page={1} pageSize={25} total={12} onPageChange={() => {}} />
      </CardBody>
    </Card>
  );
}
