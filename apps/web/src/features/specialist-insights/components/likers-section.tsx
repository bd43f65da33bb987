import { Heart, Users } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { formatDate } from '@/lib/format';
import { LIKERS_PER_PAGE, useMyLikers } from '../api/likers';

/**
 * `/specialist/likes`, "Members who liked you": how many keep the specialist with the heart (all
 * time and the last 30 days) and who, latest first. Only first names and initials reach the page.
 */
export function LikersSection() {
  const [page, setPage] = useState(1);
  const q = useMyLikers((page - 1) * LIKERS_PER_PAGE);
  if (q.isPending) return <Spinner message="Loading who liked you" />;
  if (q.isError)
    return <LoadError title="Your likers could not be loaded" error={q.error} onRetry={q.refetch} />;
  const { total, last_30_days, likers } = q.data;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <StatCard label="Likes" value={total} icon={Heart} hint="All time" />
        <StatCard label="Last 30 days" value={last_30_days} icon={Heart} hint="New likes" />
      </div>
      {total === 0 ? (
        <EmptyState
          icon={Users}
          title="No likes yet"
          description="When a member saves you with the heart, they show up here."
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {likers.map((l) => (
              <li
                key={`${l.liked_at}-${l.display_name}`}
                className="flex items-center justify-between gap-3 px-4 py-3 text-sm"
              >
                <span className="font-medium text-slate-900">{l.display_name}</span>
                <span className="text-slate-600">
                  Liked <time dateTime={l.liked_at}>{formatDate(l.liked_at)}</time>
                </span>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={LIKERS_PER_PAGE}
            total={total}
            onPageChange={setPage}
            hideWhenSinglePage
            label="Liker pages"
          />
        </>
      )}
    </div>
  );
}
