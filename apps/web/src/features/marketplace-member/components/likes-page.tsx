import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useLikes } from '../api/market';
import { memberProfileHref } from './discover-page';
import { SpecialistCard } from './specialist-card';

/**
 * The specialists the signed-in viewer keeps with the heart. `/manila/likes` shows it as the page;
 * `/specialist/likes` as one section (names then h3 under the section's h2).
 */
export function LikedSpecialists({
  profileHref = memberProfileHref,
  discoverHref = '/manila/members',
  headingLevel = 2,
}: {
  profileHref?: (id: string) => string;
  discoverHref?: string;
  headingLevel?: 2 | 3;
}) {
  const query = useLikes();
  if (query.isPending) return <Spinner message="Loading your likes" />;
  if (query.isError)
    return (
      <LoadError title="Your likes could not be loaded" error={query.error} onRetry={() => query.refetch()} />
    );
  if (query.data.likes.length === 0)
    return (
      <EmptyState
        icon={Heart}
        title="No likes yet"
        description="Tap the heart on a specialist to keep them here."
        action={
          <Link to={discoverHref} className="font-medium text-teal-700 underline">
            Find a specialist
          </Link>
        }
      />
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {query.data.likes.map((s) => (
        <SpecialistCard key={s.id} specialist={s} to={profileHref(s.id)} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

/** `/manila/likes`: the specialists the member keeps. */
export function LikesPage({ title = 'Liked specialists' }: { title?: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader title={title} description="Specialists you saved with the heart." />
      <LikedSpecialists />
    </div>
  );
}
