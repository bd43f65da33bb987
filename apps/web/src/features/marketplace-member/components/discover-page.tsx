import { Heart, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { nativeSelectClasses } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { type DiscoverFilters, useCategories, useDiscover } from '../api/market';
import { SpecialistCard } from './specialist-card';

export const PRICES = [
  { label: 'Any price', value: '' },
  { label: 'Up to $50', value: '5000' },
  { label: 'Up to $100', value: '10000' },
  { label: 'Up to $200', value: '20000' },
];
const SORTS = [
  { label: 'Recommended', value: 'recommended' },
  { label: 'Price: low to high', value: 'price_asc' },
  { label: 'Price: high to low', value: 'price_desc' },
  { label: 'Newest', value: 'newest' },
];

/** A labelled native select of the filter bars (discovery, the services catalogue). */
export function Filter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { label: string; value: string }[];
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <select className={nativeSelectClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A specialist's profile page: `/manila/specialist/:id` unless the screen says otherwise. */
export const memberProfileHref = (id: string) => `/manila/specialist/${id}`;

/**
 * `/manila/members` (and `/specialist/discover`): approved specialists with search, filters,
 * sorting and likes. A specialist browsing passes `selfId` (their own card is marked "You"),
 * `intro` (composed in by the route) and their own likes page as `likesHref`.
 */
export function DiscoverPage({
  title = 'Find a specialist',
  description = 'Browse approved wellness specialists and book a session.',
  profileHref = memberProfileHref,
  likesHref = '/manila/likes',
  selfId,
  intro,
}: {
  title?: string;
  description?: string;
  profileHref?: (id: string) => string;
  likesHref?: string;
  selfId?: string | undefined;
  intro?: ReactNode;
}) {
  const [filters, setFilters] = useState<DiscoverFilters>({ page: 1, per_page: 24, sort: 'recommended' });
  const set = (patch: Partial<DiscoverFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const query = useDiscover(filters);
  const categories = useCategories();
  const facets = query.data?.facets ?? { specialties: [], languages: [] };
  const all = (label: string, values: string[]) => [
    { label, value: '' },
    ...values.map((v) => ({ label: v, value: v })),
  ];

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link
            to={likesHref}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-teal-700 underline-offset-2 hover:underline"
          >
            <Heart className="size-4" aria-hidden="true" />
            Your likes
          </Link>
        }
      />
      {intro}
      <div
        role="search"
        aria-label="Filter specialists"
        className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2 lg:col-span-4">
          <SearchInput
            label="Search specialists"
            value={filters.q ?? ''}
            onChange={(q) => set({ q })}
            debounceMs={300}
          />
        </div>
        <Filter
          label="Specialty"
          value={filters.specialty ?? ''}
          onChange={(v) => set({ specialty: v || undefined })}
          options={all('Any specialty', facets.specialties)}
        />
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
          label="Language"
          value={filters.language ?? ''}
          onChange={(v) => set({ language: v || undefined })}
          options={all('Any language', facets.languages)}
        />
        <Filter
          label="Price"
          value={filters.max_price_cents?.toString() ?? ''}
          onChange={(v) => set({ max_price_cents: v ? Number(v) : undefined })}
          options={PRICES}
        />
        <Filter
          label="Sort by"
          value={filters.sort ?? 'recommended'}
          onChange={(v) => set({ sort: v as DiscoverFilters['sort'] })}
          options={SORTS}
        />
        <label className="flex items-center gap-2 self-end text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="size-4"
            checked={filters.available_this_week ?? false}
            onChange={(e) => set({ available_this_week: e.target.checked || undefined })}
          />
          Available this week
        </label>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError
          title="Specialists could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : query.data.specialists.length === 0 ? (
        <EmptyState icon={Search} title="No specialists match" description="Try fewer filters." />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {query.data.total} specialist{query.data.total === 1 ? '' : 's'}
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {query.data.specialists.map((s) => (
              <SpecialistCard key={s.id} specialist={s} to={profileHref(s.id)} self={s.id === selfId} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
