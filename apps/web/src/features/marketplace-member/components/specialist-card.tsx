import type { PublicSpecialist } from '@fundpath/contracts/marketplace';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useToggleLike } from '../api/market';
import { formatPrice, modeLabel } from './format';

/**
 * One specialist in discovery and likes: photo, name (links to the profile), heart. The public
 * pages (`/book`, the landing) link to the booking page instead and leave the heart out: liking
 * needs an account.
 */
export function SpecialistCard({
  specialist: s,
  to = `/manila/specialist/${s.id}`,
  likeable = true,
  headingLevel = 2,
  self = false,
}: {
  specialist: PublicSpecialist;
  to?: string;
  likeable?: boolean;
  /** 3 under a section's h2 (the landing's featured specialists). */
  headingLevel?: 2 | 3;
  /** The viewer's own card (a specialist on `/specialist/discover`): marked "You", no heart. */
  self?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <li
      className={cn(
        'flex gap-4 rounded-lg border bg-white p-4 shadow-sm',
        self ? 'border-teal-600 ring-1 ring-teal-600' : 'border-slate-200',
      )}
    >
      {s.photo_url ? (
        <img src={s.photo_url} alt="" className="size-16 shrink-0 rounded-full object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-teal-100 text-xl font-semibold text-teal-800"
        >
          {s.display_name.slice(0, 1)}
        </div>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Heading className="text-base font-semibold text-slate-900">
            <Link to={to} className="hover:underline focus-visible:underline">
              {s.display_name}
            </Link>
          </Heading>
          {self ? <Badge tone="brand">You</Badge> : likeable ? <LikeButton specialist={s} /> : null}
        </div>
        <p className="text-sm text-slate-600">{s.headline}</p>
        <div className="mt-2 flex flex-wrap gap-1">
          {s.specialties.map((sp) => (
            <Badge key={sp}>{sp}</Badge>
          ))}
        </div>
        <p className="mt-2 text-sm text-slate-600">
          {modeLabel[s.location_mode]} · {s.languages.join(', ')}
          {s.from_price_cents !== null ? ` · from ${formatPrice(s.from_price_cents, s.currency)}` : ''}
        </p>
      </div>
    </li>
  );
}

function LikeButton({ specialist: s }: { specialist: PublicSpecialist }) {
  const like = useToggleLike();
  const liked = like.isPending ? like.variables.like : s.liked;
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={liked ? `Unlike ${s.display_name}` : `Like ${s.display_name}`}
      onClick={() => like.mutate({ id: s.id, like: !liked })}
      className="rounded-full p-1.5 text-rose-600 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      <Heart className="size-5" fill={liked ? 'currentColor' : 'none'} aria-hidden="true" />
    </button>
  );
}
