import {
  formatCents,
  type ProductStatus,
  productSorts,
  productStatuses,
} from '@fundpath/contracts/ecommerce';
import { ImageOff, Package, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { type ProductFilters, type ProductRow, useProductPage } from '../../api/products';
import { useStoreOptions } from '../../api/stores';
import type { CommerceSurface } from '../../api/surface';
import { useSearchState } from '../../utils/use-search-state';
import { ProductStatusBadge, productStatusLabel, StockBadge } from '../badges';

/** The editor (and, inside it, Tiptap) and the bulk bar load when first needed, not with the list. */
const ProductEditor = lazy(() => import('./product-editor').then((m) => ({ default: m.ProductEditor })));
const BulkBar = lazy(() => import('./bulk-bar').then((m) => ({ default: m.BulkBar })));

const PER_PAGE = 25;
const FILTER_KEYS = ['q', 'status', 'category', 'sort', 'store'] as const;
const SORT_LABELS: Record<(typeof productSorts)[number], string> = {
  newest: 'Newest first',
  price_asc: 'Price, low to high',
  price_desc: 'Price, high to low',
  title: 'Title, A–Z',
};

/**
 * The catalogue: server-side search, filters, sort and pages; thumbnails, prices, stock and status.
 * The owner also selects rows for bulk actions and creates or edits products in the editor
 * (`?product=new` or `?product={id}`, so an open product can be linked to and closed with Back).
 */
export function ProductsAdmin({ surface }: { surface: CommerceSurface }) {
  const { values, set, page, setPage, param, setParam } = useSearchState(FILTER_KEYS);
  const filters: ProductFilters = {
    q: values.q.trim() || undefined,
    status: (productStatuses as readonly string[]).includes(values.status)
      ? (values.status as ProductStatus)
      : undefined,
    ...(surface.productSortAndCategory
      ? {
          category: values.category || undefined,
          sort: (productSorts as readonly string[]).includes(values.sort)
            ? (values.sort as ProductFilters['sort'])
            : 'newest',
        }
      : {}),
    store_id: surface.allStores && /^\d+$/.test(values.store) ? Number(values.store) : undefined,
    page,
    per_page: PER_PAGE,
  };
  const list = useProductPage(surface, filters);
  const stores = useStoreOptions(surface.allStores);
  const rows = list.data?.rows ?? [];
  const filtersOn = Boolean(filters.q || filters.status || filters.category || filters.store_id);

  // The selection belongs to one result set: another filter or page starts a new one.
  const resultKey = JSON.stringify(filters);
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: '', ids: new Set() });
  const selected = selection.key === resultKey ? selection.ids : new Set<string>();
  const select = (ids: Set<string>) => setSelection({ key: resultKey, ids });
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    select(next);
  };
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const open = param('product');
  const openProduct = (id: string) => setParam('product', id);

  const columns: Array<DataTableColumn<ProductRow>> = [
    ...(surface.editProducts
      ? [
          {
            id: 'select',
            header: (
              <input
                type="checkbox"
                aria-label="Select every product on this page"
                className="size-4 accent-brand"
                checked={allOnPage}
                onChange={() => select(allOnPage ? new Set() : new Set(rows.map((r) => r.id)))}
              />
            ),
            cell: (p: ProductRow) => (
              <input
                type="checkbox"
                aria-label={`Select ${p.title}`}
                className="size-4 accent-brand"
                checked={selected.has(p.id)}
                onChange={() => toggle(p.id)}
              />
            ),
            className: 'w-10',
          } satisfies DataTableColumn<ProductRow>,
        ]
      : []),
    {
      id: 'title',
      header: 'Product',
      cell: (p) => (
        <div className="flex min-w-0 items-center gap-3">
          <Thumb row={p} />
          <div className="min-w-0 max-w-[16rem]">
            {surface.editProducts ? (
              <button
                type="button"
                onClick={() => openProduct(p.id)}
                className="block max-w-full truncate text-left font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                {p.title}
              </button>
            ) : (
              <Link
                to={`/store/${p.store_id}/product/${p.id}`}
                className="block max-w-full truncate font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                {p.title}
              </Link>
            )}
            <span className="block truncate text-xs text-slate-600">
              {[p.sku ? `SKU ${p.sku}` : null, p.variant_count ? `${p.variant_count} variants` : null]
                .filter(Boolean)
                .join(' · ') || 'No SKU'}
            </span>
          </div>
        </div>
      ),
    },
    ...(surface.allStores
      ? [{ id: 'store', header: 'Store', cell: (p: ProductRow) => p.store_name ?? '—' }]
      : []),
    { id: 'status', header: 'Status', cell: (p) => <ProductStatusBadge status={p.status} /> },
    {
      id: 'price',
      header: 'Price',
      align: 'right',
      cell: (p) => (
        <span className="tabular-nums">
          {p.variant_count > 0 ? <span className="text-xs text-slate-500">from </span> : null}
          <span className="font-medium text-slate-900">{formatCents(p.price_cents)}</span>
          {p.compare_at_cents !== null && p.compare_at_cents > p.price_cents ? (
            <s className="ml-1.5 block text-xs text-slate-500 sm:inline">
              <span className="sr-only">was </span>
              {formatCents(p.compare_at_cents)}
            </s>
          ) : null}
        </span>
      ),
    },
    { id: 'stock', header: 'Stock', cell: (p) => <StockBadge tracked={p.tracked} stock={p.stock} /> },
    {
      id: 'categories',
      header: 'Categories',
      hideOnMobile: true,
      cell: (p) =>
        p.categories.length ? (
          <span className="block max-w-[12rem] truncate">{p.categories.join(', ')}</span>
        ) : (
          <span className="text-slate-500">—</span>
        ),
    },
    { id: 'updated', header: 'Updated', hideOnMobile: true, cell: (p) => formatDate(p.updated_at) },
  ];

  const filterBar = (
    <>
      <SearchInput
        label="Search products"
        labelSize="sm"
        value={values.q}
        onChange={(v) => set('q', v)}
        debounceMs={250}
        placeholder="Title or SKU"
        className="w-full sm:w-64"
      />
      <NativeSelect
        label="Status"
        labelSize="sm"
        value={filters.status ?? ''}
        onChange={(v) => set('status', v)}
        placeholder="Any status"
        options={productStatuses.map((s) => ({ value: s, label: productStatusLabel(s) }))}
        highlighted={Boolean(filters.status)}
        className="w-[calc(50%-0.375rem)] sm:w-40"
      />
      {surface.productSortAndCategory ? (
        <>
          <NativeSelect
            label="Category"
            labelSize="sm"
            value={values.category}
            onChange={(v) => set('category', v)}
            placeholder="Every category"
            options={withCurrent(list.data?.categories ?? [], values.category).map((c) => ({
              value: c,
              label: c,
            }))}
            highlighted={Boolean(values.category)}
            className="w-[calc(50%-0.375rem)] sm:w-44"
          />
          <NativeSelect
            label="Sort by"
            labelSize="sm"
            value={filters.sort ?? 'newest'}
            onChange={(v) => set('sort', v === 'newest' ? '' : v)}
            options={productSorts.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
            className="w-[calc(50%-0.375rem)] sm:w-48"
          />
        </>
      ) : null}
      {surface.allStores ? (
        <NativeSelect
          label="Store"
          labelSize="sm"
          value={values.store}
          onChange={(v) => set('store', v)}
          placeholder="Every store"
          options={stores.data ?? []}
          highlighted={Boolean(values.store)}
          className="w-[calc(50%-0.375rem)] sm:w-52"
        />
      ) : null}
      {surface.editProducts ? (
        <Button className="w-full sm:mt-5 sm:ml-auto sm:w-auto" onClick={() => openProduct('new')}>
          <Plus className="size-4" aria-hidden="true" />
          Add product
        </Button>
      ) : null}
    </>
  );

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-start gap-3">{filterBar}</div>
      {surface.editProducts && selected.size > 0 ? (
        <Suspense fallback={null}>
          <BulkBar surface={surface} ids={[...selected]} onDone={() => select(new Set())} />
        </Suspense>
      ) : null}
      <PagedTable
        caption="Products"
        columns={columns}
        rows={rows}
        getRowId={(p) => p.id}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error, 'Products could not be loaded') : undefined}
        onRetry={() => void list.refetch()}
        rowClassName={(p) => (selected.has(p.id) ? 'bg-brand/5' : undefined)}
        empty={
          <EmptyState
            variant="plain"
            icon={Package}
            title={filtersOn ? 'No products match these filters' : 'No products yet'}
            description={
              filtersOn
                ? 'Clear a filter or search for something else.'
                : surface.editProducts
                  ? 'Add the first product: a title, a price and a photo are enough to start.'
                  : 'No store has added a product yet.'
            }
            action={
              !filtersOn && surface.editProducts ? (
                <Button onClick={() => openProduct('new')}>
                  <Plus className="size-4" aria-hidden="true" />
                  Add product
                </Button>
              ) : undefined
            }
          />
        }
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Product pages"
        footerClassName={null}
      />
      {surface.editProducts && open ? (
        <Suspense fallback={null}>
          <ProductEditor
            surface={surface}
            productId={open === 'new' ? null : open}
            categories={list.data?.categories ?? []}
            onCreated={(id) => setParam('product', id)}
            onClose={() => setParam('product', null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The filter's options keep the chosen category even when the current page does not list it. */
const withCurrent = (list: string[], current: string) =>
  current && !list.includes(current) ? [current, ...list] : list;

function Thumb({ row }: { row: ProductRow }) {
  if (!row.thumb_url)
    return (
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400">
        <ImageOff className="size-4" aria-hidden="true" />
      </span>
    );
  return (
    <img
      src={row.thumb_url}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
    />
  );
}
