import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClasses } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import { usePackages } from '../api/packages';
import { formatMonth, todayIso, upcomingMonths } from '../utils/format';
import type { TravelLinks } from '../utils/links';
import {
  activeFilterCount,
  PACKAGE_SORTS,
  PER_PAGE,
  readUrlFilters,
  toApiFilters,
  toDollars,
  type UrlFilters,
  writeUrlFilters,
} from '../utils/package-filters';
import { PackageGrid, PackageGridSkeleton } from './package-card';

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(toDollars(min), toDollars(max));
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="text-sm font-semibold text-slate-900">
        Price per traveller
      </p>
      <div className="mt-2 flex items-end gap-2">
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
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </div>
    </form>
  );
}

/**
 * Search, destination, month, price range, sort and pages over the published packages, all in
 * the URL and all applied by the server. `title` heads the list (the page's h1 on /packages, an
 * h2 under an affiliate's hero).
 */
export function PackageBrowser({
  links,
  title,
  titleAs: Title = 'h1',
  id,
}: {
  links: TravelLinks;
  title: string;
  titleAs?: 'h1' | 'h2';
  id?: string;
}) {
  const [params, setParams] = useSearchParams();
  const filters = readUrlFilters(params);
  const packages = usePackages(toApiFilters(filters));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const data = packages.data;
  const update = (patch: Partial<UrlFilters>, replace = false) =>
    setParams(writeUrlFilters(params, patch), { replace, preventScrollReset: true });
  const active = activeFilterCount(filters);
  const clearAll = () =>
    update({ q: '', destination: '', month: '', min_price: null, max_price: null, sort: filters.sort });
  const months = useMemo(() => {
    const list = upcomingMonths(todayIso());
    if (filters.month && !list.includes(filters.month)) list.unshift(filters.month);
    return list.map((m) => ({ value: m, label: formatMonth(m) }));
  }, [filters.month]);
  const destinations = useMemo(() => {
    const list = [...(data?.destinations ?? [])];
    if (filters.destination && !list.includes(filters.destination)) list.unshift(filters.destination);
    return list.map((d) => ({ value: d, label: d }));
  }, [data?.destinations, filters.destination]);
  const narrowed = active > 0 || filters.q !== '';

  return (
    <section id={id} aria-labelledby={`${panelId}-title`} className="scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Title id={`${panelId}-title`} className="text-3xl font-semibold tracking-tight text-slate-950">
          {title}
        </Title>
        <p role="status" className="text-sm text-slate-600">
          {data ? `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'trip' : 'trips'}` : ''}
        </p>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          label="Search trips"
          hideLabel
          placeholder="Search destinations and trips"
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
            aria-controls={`${panelId}-filters`}
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
            options={PACKAGE_SORTS}
            className="min-w-0 flex-1 sm:w-52 sm:flex-none"
          />
        </div>
      </div>

      <div
        id={`${panelId}-filters`}
        role="group"
        aria-label="Filters"
        className={cn(
          'mt-4 gap-4 rounded-2xl bg-slate-50 p-4 sm:p-5 lg:grid lg:grid-cols-[1fr_1fr_minmax(0,1.6fr)_auto] lg:items-end',
          filtersOpen ? 'grid' : 'hidden',
        )}
      >
        <NativeSelect
          label="Destination"
          labelSize="sm"
          value={filters.destination}
          onChange={(destination) => update({ destination })}
          options={destinations}
          placeholder="Anywhere"
          highlighted={filters.destination !== ''}
        />
        <NativeSelect
          label="Departure month"
          labelSize="sm"
          value={filters.month}
          onChange={(month) => update({ month })}
          options={months}
          placeholder="Any time"
          highlighted={filters.month !== ''}
        />
        <PriceRange filters={filters} onApply={(min_price, max_price) => update({ min_price, max_price })} />
        <Button variant="ghost" onClick={clearAll} disabled={!narrowed}>
          Clear all
        </Button>
      </div>

      <div
        aria-busy={packages.isFetching || undefined}
        className={cn('mt-8 min-w-0 transition', packages.isPlaceholderData && 'opacity-60')}
      >
        {packages.isPending ? (
          <PackageGridSkeleton />
        ) : packages.isError ? (
          <LoadError
            title="The trips could not be loaded"
            error={packages.error}
            onRetry={() => packages.refetch()}
          />
        ) : data && data.packages.length > 0 ? (
          <>
            <PackageGrid
              packages={data.packages}
              linkFor={links.package}
              headingLevel={Title === 'h1' ? 'h2' : 'h3'}
            />
            <Pagination
              className="mt-12"
              page={data.page}
              pageSize={PER_PAGE}
              total={data.total}
              hideWhenSinglePage
              label="Trip pages"
              onPageChange={(page) => {
                update({ page });
                document.getElementById(`${panelId}-title`)?.scrollIntoView?.({ block: 'start' });
              }}
            />
          </>
        ) : (
          <EmptyState
            title={narrowed ? 'No trips match' : 'No trips on sale yet'}
            titleAs={Title === 'h1' ? 'h2' : 'h3'}
            description={
              narrowed
                ? 'Try another destination or month, or clear the filters to see every trip.'
                : 'New departures are added often. Check back soon.'
            }
            action={
              narrowed ? (
                <Button variant="secondary" onClick={clearAll}>
                  Clear all filters
                </Button>
              ) : undefined
            }
          />
        )}
      </div>
    </section>
  );
}
