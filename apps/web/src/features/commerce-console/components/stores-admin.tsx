import { ExternalLink, PauseCircle, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn } from '@/components/ui/table';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { href } from '@/lib/href';
import {
  type AdminStore,
  type StoreFilter,
  useAdminStores,
  useReactivateStore,
  useSuspendStore,
} from '../api/stores';

const PER_PAGE = 25;

/** `/admin/ecommerce/stores`: every store with its owner and products; suspend with a reason, reactivate. */
export function StoresAdmin() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [suspended, setSuspended] = useState('');
  const [page, setPage] = useState(1);
  const filter: StoreFilter = {
    q: q || undefined,
    status: (status || undefined) as StoreFilter['status'],
    suspended: (suspended || undefined) as StoreFilter['suspended'],
    page,
    per_page: PER_PAGE,
  };
  const list = useAdminStores(filter);
  const filterBy = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };

  const columns: Array<DataTableColumn<AdminStore>> = [
    {
      id: 'store',
      header: 'Store',
      cell: (s) => (
        <span className="block min-w-0">
          <span className="block font-medium text-slate-900">{s.store_name}</span>
          <span className="block text-xs text-slate-600">
            #{s.id} · ?store={s.slug}
          </span>
        </span>
      ),
    },
    {
      id: 'owner',
      header: 'Owner',
      cell: (s) => (
        <span className="block min-w-0">
          <span className="block text-slate-900">{s.owner_name}</span>
          <span className="block text-xs text-slate-600">{s.owner_email}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (s) => (
        <span className="flex max-w-56 flex-col items-start gap-1">
          <span className="flex flex-wrap gap-1">
            {s.status === 'live' ? <Badge tone="success">Live</Badge> : <Badge>Draft</Badge>}
            {s.suspended ? <Badge tone="danger">Suspended</Badge> : null}
          </span>
          {s.suspended && s.suspended_reason ? (
            <span className="text-xs whitespace-normal text-slate-600">
              {s.suspended_reason}
              {s.suspended_at ? ` (since ${formatDate(s.suspended_at)})` : ''}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'products',
      header: 'Products',
      align: 'right',
      cell: (s) => (
        <span className="block tabular-nums">
          {s.product_count.toLocaleString('en-US')}
          <span className="block text-xs text-slate-600">
            {s.active_product_count.toLocaleString('en-US')} active
          </span>
        </span>
      ),
    },
    { id: 'created', header: 'Opened', hideOnMobile: true, cell: (s) => formatDate(s.created_at) },
    { id: 'actions', header: 'Actions', cell: (s) => <StoreActions store={s} /> },
  ];

  return (
    <Card>
      <PagedTable
        filters={
          <>
            <SearchInput
              label="Search stores"
              labelSize="sm"
              value={q}
              onChange={filterBy(setQ)}
              debounceMs={300}
              placeholder="Name, slug or owner"
              className="w-full sm:w-64"
            />
            <NativeSelect
              label="Status"
              labelSize="sm"
              value={status}
              onChange={filterBy(setStatus)}
              placeholder="Draft and live"
              options={[
                { value: 'draft', label: 'Draft' },
                { value: 'live', label: 'Live' },
              ]}
              highlighted={Boolean(status)}
              className="w-full sm:w-44"
            />
            <NativeSelect
              label="Suspension"
              labelSize="sm"
              value={suspended}
              onChange={filterBy(setSuspended)}
              placeholder="Any"
              options={[
                { value: 'true', label: 'Suspended' },
                { value: 'false', label: 'Not suspended' },
              ]}
              highlighted={Boolean(suspended)}
              className="w-full sm:w-44"
            />
          </>
        }
        caption="Stores"
        columns={columns}
        rows={list.data?.stores ?? []}
        getRowId={(s) => s.id}
        loading={list.isFetching && !list.isError}
        error={list.isError ? errorMessage(list.error, 'Stores could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        empty="No stores match."
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Store pages"
        footerClassName="p-4 empty:hidden"
      />
    </Card>
  );
}

/** View the storefront; suspend (with the reason the owner sees) or reactivate, each confirmed. */
function StoreActions({ store }: { store: AdminStore }) {
  const dialogs = useDialogs();
  const suspend = useSuspendStore();
  const reactivate = useReactivateStore();
  const failed = (err: unknown) =>
    toast.error(refusalMessage(err) ?? errorMessage(err, 'The store could not be changed'));

  const onSuspend = async () => {
    const reason = await dialogs.prompt({
      title: `Suspend ${store.store_name}?`,
      message:
        'Shoppers can still browse it but cannot check out. The owner sees your reason on their store page.',
      label: 'Reason',
      placeholder: 'e.g. Counterfeit goods reported',
      submitLabel: 'Suspend store',
      validate: (v) =>
        v.trim().length < 3
          ? 'Say why the store is suspended'
          : v.length > 500
            ? 'At most 500 characters'
            : null,
    });
    if (reason === null) return;
    suspend.mutate(
      { id: store.id, reason },
      { onSuccess: (s) => toast.success(`${s.store_name} is suspended`), onError: failed },
    );
  };

  const onReactivate = async () => {
    const ok = await dialogs.confirm({
      title: `Reactivate ${store.store_name}?`,
      message: 'Checkout opens again for its shoppers.',
      variant: 'success',
      confirmLabel: 'Reactivate',
    });
    if (!ok) return;
    reactivate.mutate(store.id, {
      onSuccess: (s) => toast.success(`${s.store_name} is active again`),
      onError: failed,
    });
  };

  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link
        to={href('/store/:store_id', { store_id: store.id })}
        target="_blank"
        rel="noopener"
        aria-label={`Storefront of ${store.store_name} (opens in a new tab)`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      >
        Storefront
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </Link>
      {store.suspended ? (
        <Button
          size="sm"
          variant="secondary"
          loading={reactivate.isPending}
          leftIcon={<PlayCircle className="size-4" aria-hidden="true" />}
          aria-label={`Reactivate ${store.store_name}`}
          onClick={() => void onReactivate()}
        >
          Reactivate
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          loading={suspend.isPending}
          leftIcon={<PauseCircle className="size-4" aria-hidden="true" />}
          aria-label={`Suspend ${store.store_name}`}
          onClick={() => void onSuspend()}
        >
          Suspend
        </Button>
      )}
    </span>
  );
}
