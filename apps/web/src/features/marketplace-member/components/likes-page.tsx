import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useLikes } from '../api/market';
import { SpecialistCard } from './specialist-card';

/** `/manila/likes`: the specialists the member keeps. */
export function LikesPage({ title = 'Liked specialists' }: { title?: string }) {
  const query = useLikes();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader title={title} description="Specialists you saved with the heart." />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError
          title="Your likes could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : query.data.likes.length === 0 ? (
        <EmptyState
          icon={Heart}
          title="No likes yet"
          description="Tap the heart on a specialist to keep them here."
          action={
            <Link to="/manila/members" className="font-medium text-teal-700 underline">
              Find a specialist
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {query.data.likes.map((s) => (
            <SpecialistCard key={s.id} specialist={s} />
          ))}
        </ul>
      )}
    </div>
  );
}
