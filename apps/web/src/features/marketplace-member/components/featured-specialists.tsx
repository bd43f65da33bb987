import { ButtonLink } from '@/components/ui/button';
import { useDiscover } from '../api/market';
import { SpecialistCard } from './specialist-card';

const FEATURED = { page: 1, per_page: 3, sort: 'recommended' } as const;

/**
 * The marketplace landing's featured specialists (`/wellness`, `/manila-preview`): the first
 * recommended ones from discovery, each opening their public booking page. Nothing to show (or a
 * failed read) leaves just the way to `/book`: the landing must not break over it.
 */
export function FeaturedSpecialists() {
  const query = useDiscover(FEATURED);
  const specialists = query.data?.specialists ?? [];
  return (
    <div aria-busy={query.isPending}>
      {specialists.length ? (
        <ul className="grid gap-4 text-left md:grid-cols-3">
          {specialists.map((s) => (
            <SpecialistCard
              key={s.id}
              specialist={s}
              to={`/book/${encodeURIComponent(s.link_code)}`}
              likeable={false}
              headingLevel={3}
            />
          ))}
        </ul>
      ) : query.isPending ? (
        <div className="min-h-32" />
      ) : null}
      <div className="mt-8 text-center">
        <ButtonLink to="/book" variant="secondary">
          See all specialists
        </ButtonLink>
      </div>
    </div>
  );
}

export default FeaturedSpecialists;
