import { Search } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { nativeSelectClasses } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { type DiscoverFilters, useDiscover } from '../api/market';
import { SpecialistCard } from './specialist-card';

/**
 * `/book` (public): bookable specialists with search and a specialty filter; each card opens the
 * specialist's public booking page (`/book/{link_code}`), which anyone may open.
 */
export function BookDirectoryPage({ title = 'Book a session' }: { title?: string }) {
  const [filters, setFilters] = useState<DiscoverFilters>({ page: 1, per_page: 24, sort: 'recommended' });
  const set = (patch: Partial<DiscoverFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const query = useDiscover(filters);
  const specialties = query.data?.facets.specialties ?? [];

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageHeader
        title={title}
        description="Choose a wellness specialist, pick a free time in your time zone and book."
      />
      <div role="search" aria-label="Find a specialist" className="mb-6 grid gap-3 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <SearchInput
            label="Search specialists"
            value={filters.q ?? ''}
            onChange={(q) => set({ q })}
            debounceMs={300}
          />
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Specialty
          <select
            className={nativeSelectClasses}
            value={filters.specialty ?? ''}
            onChange={(e) => set({ specialty: e.target.value || undefined })}
          >
            <option value="">Any specialty</option>
            {specialties.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <Spinner message="Loading specialists" />
      ) : query.isError ? (
        <LoadError
          title="Specialists could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : query.data.specialists.length === 0 ? (
        <EmptyState
          icon={Search}
          title="No specialists match"
          description="Try another search or specialty."
        />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {query.data.total} specialist{query.data.total === 1 ? '' : 's'}
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {query.data.specialists.map((s) => (
              <SpecialistCard
                key={s.id}
                specialist={s}
                to={`/book/${encodeURIComponent(s.link_code)}`}
                likeable={false}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
