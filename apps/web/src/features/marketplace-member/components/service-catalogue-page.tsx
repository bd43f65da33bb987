import type { CatalogueService, ServiceCatalogueSort } from '@fundpath/contracts/marketplace';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { type CatalogueFilters, useCategories, useServiceCatalogue } from '../api/market';
import { Filter, memberProfileHref, PRICES } from './discover-page';
import { formatPrice, modeLabel } from './format';

const PER_PAGE = 24;
const MODES = [
  { label: 'Anywhere', value: '' },
  { label: 'Online', value: 'online' },
  { label: 'In person', value: 'in_person' },
];
/** Length bands, as `min-max` minutes (either end may be open). */
const DURATIONS = [
  { label: 'Any length', value: '' },
  { label: 'Up to 30 min', value: '-30' },
  { label: '30–60 min', value: '30-60' },
  { label: 'Over 60 min', value: '61-' },
];
const SORTS: { label: string; value: ServiceCatalogueSort }[] = [
  { label: 'Price: low to high', value: 'price_asc' },
  { label: 'Price: high to low', value: 'price_desc' },
  { label: 'Shortest first', value: 'duration' },
  { label: 'Newest', value: 'newest' },
];

const durationOf = (f: CatalogueFilters) =>
  f.min_duration_minutes === undefined && f.max_duration_minutes === undefined
    ? ''
    : `${f.min_duration_minutes ?? ''}-${f.max_duration_minutes ?? ''}`;
function durationFilter(v: string): Pick<CatalogueFilters, 'min_duration_minutes' | 'max_duration_minutes'> {
  const [min = '', max = ''] = v.split('-');
  return {
    min_duration_minutes: min ? Number(min) : undefined,
    max_duration_minutes: max ? Number(max) : undefined,
  };
}

/**
 * `/manila/specialist/services`: every bookable service of the approved specialists, filtered and
 * sorted on the server; each links to the specialist's profile, "Book" with the service chosen.
 */
export function ServiceCataloguePage({
  title = 'Specialist services',
  profileHref = memberProfileHref,
}: {
  title?: string;
  profileHref?: (id: string) => string;
}) {
  const [filters, setFilters] = useState<CatalogueFilters>({
    page: 1,
    per_page: PER_PAGE,
    sort: 'price_asc',
  });
  const set = (patch: Partial<CatalogueFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const query = useServiceCatalogue(filters);
  const categories = useCategories();

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader
        title={title}
        description="Compare the sessions of every approved specialist by price, length and where they take place."
      />
      <div
        role="search"
        aria-label="Filter services"
        className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="sm:col-span-2 lg:col-span-5">
          <SearchInput
            label="Search services"
            value={filters.q ?? ''}
            onChange={(q) => set({ q })}
            debounceMs={300}
            maxLength={100}
          />
        </div>
        <Filter
          label="Category"
          value={filters.category_id ?? ''}
          onChange={(v) => set({ category_id: v || undefined })}
          options={[
            { label: 'Any category', value: '' },
            ...(categories.data?.categories ?? []).map((c) => ({ label: c.name, value: c.id })),
          ]}
        />
        <Filter
          label="Price"
          value={filters.max_price_cents?.toString() ?? ''}
          onChange={(v) => set({ max_price_cents: v ? Number(v) : undefined })}
          options={PRICES}
        />
        <Filter
          label="Where"
          value={filters.mode ?? ''}
          onChange={(v) => set({ mode: (v || undefined) as CatalogueFilters['mode'] })}
          options={MODES}
        />
        <Filter
          label="Length"
          value={durationOf(filters)}
          onChange={(v) => set(durationFilter(v))}
          options={DURATIONS}
        />
        <Filter
          label="Sort by"
          value={filters.sort ?? 'price_asc'}
          onChange={(v) => set({ sort: v as ServiceCatalogueSort })}
          options={SORTS}
        />
      </div>
      {query.isPending ? (
        <Spinner message="Loading services" />
      ) : query.isError ? (
        <LoadError title="Services could not be loaded" error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.services.length === 0 ? (
        <EmptyState icon={Search} title="No services match" description="Try fewer filters." />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {query.data.total} service{query.data.total === 1 ? '' : 's'}
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {query.data.services.map((v) => (
              <ServiceCard key={v.id} service={v} profile={profileHref(v.specialist.id)} />
            ))}
          </ul>
          <Pagination
            className="mt-6"
            page={query.data.page}
            pageSize={query.data.per_page}
            total={query.data.total}
            onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
            hideWhenSinglePage
            label="Service pages"
          />
        </>
      )}
    </div>
  );
}

function ServiceCard({ service: v, profile }: { service: CatalogueService; profile: string }) {
  const s = v.specialist;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        {s.photo_url ? (
          <img src={s.photo_url} alt="" className="size-12 shrink-0 rounded-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-100 text-lg font-semibold text-teal-800"
          >
            {s.display_name.slice(0, 1)}
          </div>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-900">{v.name}</h2>
          <p className="text-sm text-slate-600">
            with{' '}
            <Link to={profile} className="font-medium text-teal-700 underline-offset-2 hover:underline">
              {s.display_name}
            </Link>
          </p>
        </div>
        <p className="shrink-0 text-base font-semibold text-slate-900">
          {v.price_cents === 0 ? 'Free' : formatPrice(v.price_cents, v.currency)}
        </p>
      </div>
      {v.description ? <p className="line-clamp-2 text-sm text-slate-700">{v.description}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
          {v.category_name ? <Badge>{v.category_name}</Badge> : null}
          <span>
            {v.duration_minutes} min · {modeLabel[v.mode]}
          </span>
        </p>
        <ButtonLink
          to={`${profile}?service=${encodeURIComponent(v.id)}`}
          aria-label={`Book ${v.name} with ${s.display_name}`}
        >
          Book
        </ButtonLink>
      </div>
    </li>
  );
}
