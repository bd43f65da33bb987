import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClasses } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import { useProducts } from '../api/list-products';
import {
  activeFilterCount,
  PER_PAGE,
  PRODUCT_SORTS,
  readUrlFilters,
  toApiFilters,
  type UrlFilters,
  writeUrlFilters,
} from '../hooks/product-filters';
import { useStorefront } from '../hooks/use-storefront';
import { Breadcrumbs } from './breadcrumbs';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

function PriceRange({
  filters,
  onApply,
}: {
  filters: UrlFilters;
  onApply: (min: number | null, max: number | null) => void;
}) {
  const [min, setMin] = useState(filters.min_price?.toString() ?? '');
  const [max, setMax] = useState(filters.max_price?.toString() ?? '');
  const id = useId();
  // Follow the URL (back button, "Clear all").
  useEffect(() => setMin(filters.min_price?.toString() ?? ''), [filters.min_price]);
  useEffect(() => setMax(filters.max_price?.toString() ?? ''), [filters.max_price]);
  const toDollars = (v: string) => (/^\d{1,7}$/.test(v.trim()) ? Number(v.trim()) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(toDollars(min), toDollars(max));
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <h2 id={`${id}-legend`} className="text-sm font-semibold text-slate-900">
        Price
      </h2>
      <div className="mt-3 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-min`} className="mb-1 block text-xs font-medium text-slate-600">
            Min ($)
          </label>
          <input
            id={`${id}-min`}
            inputMode="numeric"
            pattern="[0-9]*"
            value={min}
            onChange={(e) => setMin(e.target.value)}
            className={inputClasses}
            placeholder="0"
          />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-max`} className="mb-1 block text-xs font-medium text-slate-600">
            Max ($)
          </label>
          <input
            id={`${id}-max`}
            inputMode="numeric"
            pattern="[0-9]*"
            value={max}
            onChange={(e) => setMax(e.target.value)}
            className={inputClasses}
            placeholder="Any"
          />
        </div>
      </div>
      <Button type="submit" variant="secondary" size="sm" className="mt-3 w-full">
        Apply price
      </Button>
    </form>
  );
}

/**
 * `/store/:store_id/products`: search, category, price range, in-stock, sort and pages, all in the
 * URL and all applied by the server.
 */
export function ProductList() {
  const { storeId, store, links } = useStorefront();
  const [params, setParams] = useSearchParams();
  const filters = readUrlFilters(params);
  const products = useProducts(storeId, toApiFilters(filters));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const data = products.data;
  const categories = data?.categories ?? [];
  const update = (patch: Partial<UrlFilters>, replace = false) =>
    setParams(writeUrlFilters(params, patch), { replace, preventScrollReset: true });
  const linkFor = (patch: Partial<UrlFilters>) => `?${writeUrlFilters(params, patch).toString()}`;
  const active = activeFilterCount(filters);
  const title = filters.category || (filters.q ? `Results for “${filters.q}”` : 'All products');
  const clearAll = () =>
    update({ q: '', category: '', min_price: null, max_price: null, in_stock: false, sort: filters.sort });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: 'Home', to: links.home() }, { label: 'Products' }]} />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p role="status" className="text-sm text-slate-600">
          {data ? `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'product' : 'products'}` : ''}
        </p>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          label="Search products"
          hideLabel
          placeholder="Search products"
          value={filters.q}
          onChange={(q) => update({ q }, true)}
          debounceMs={300}
          className="sm:max-w-sm sm:flex-1"
        />
        <div className="flex items-end gap-3 sm:ml-auto">
          <Button
            variant="secondary"
            className="lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((o) => !o)}
            leftIcon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
          >
            Filters{active > 0 ? ` (${active})` : ''}
          </Button>
          <NativeSelect
            label="Sort by"
            hideLabel
            value={filters.sort}
            onChange={(sort) => update({ sort: sort as UrlFilters['sort'] })}
            options={PRODUCT_SORTS}
            className="min-w-0 flex-1 sm:w-52 sm:flex-none"
          />
        </div>
      </div>

      <div className="mt-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <section
          id={panelId}
          aria-label="Filters"
          className={cn(
            'mb-8 space-y-8 rounded-2xl bg-slate-50 p-5 lg:mb-0 lg:block lg:bg-transparent lg:p-0',
            filtersOpen ? 'block' : 'hidden',
          )}
        >
          <div>
            <h2 className="text-sm font-semibold text-slate-900">Category</h2>
            <ul className="mt-3 space-y-1">
              {['', ...categories].map((category) => {
                const current = filters.category === category;
                return (
                  <li key={category || 'all'}>
                    <Link
                      to={linkFor({ category })}
                      preventScrollReset
                      aria-current={current ? 'true' : undefined}
                      className={cn(
                        'block rounded-md px-2 py-1.5 text-sm transition',
                        current
                          ? 'bg-[var(--store-tint)] font-semibold text-slate-950'
                          : 'text-slate-700 hover:bg-slate-100',
                      )}
                    >
                      {category || 'All categories'}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
          <PriceRange
            filters={filters}
            onApply={(min_price, max_price) => update({ min_price, max_price })}
          />
          <div>
            <h2 className="text-sm font-semibold text-slate-900">Availability</h2>
            <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={filters.in_stock}
                onChange={(e) => update({ in_stock: e.target.checked })}
                className="size-4 rounded border-slate-300 accent-[var(--store-ink)]"
              />
              In stock only
            </label>
          </div>
          {active > 0 || filters.q ? (
            <Button variant="link" onClick={clearAll} className="text-sm">
              Clear all filters
            </Button>
          ) : null}
        </section>

        <div
          aria-busy={products.isFetching || undefined}
          className={cn('min-w-0 transition', products.isPlaceholderData && 'opacity-60')}
        >
          {products.isPending ? (
            <ProductGridSkeleton count={8} />
          ) : products.isError ? (
            <EmptyState
              title="The products could not be loaded"
              description="Please try again in a moment."
              action={<Button onClick={() => void products.refetch()}>Try again</Button>}
            />
          ) : data && data.products.length > 0 ? (
            <>
              <ProductGrid products={data.products} links={links} currency={store?.currency} />
              <Pagination
                className="mt-12"
                page={data.page}
                pageSize={PER_PAGE}
                total={data.total}
                hideWhenSinglePage
                label="Product pages"
                onPageChange={(page) => {
                  update({ page });
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          ) : (
            <EmptyState
              title="No products match"
              description={
                active > 0 || filters.q
                  ? 'Try a different search, or clear the filters to see everything.'
                  : 'This store has no products on sale yet.'
              }
              action={
                active > 0 || filters.q ? (
                  <Button variant="secondary" onClick={clearAll}>
                    Clear all filters
                  </Button>
                ) : undefined
              }
            />
          )}
        </div>
      </div>
    </div>
  );
}
