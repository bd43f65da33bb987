import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { LikedSpecialists } from '@/features/marketplace-member';
import { LikersSection } from '@/features/specialist-insights';

/** `/specialist/likes`: the specialists they saved, and the members who saved them. */
export default function SpecialistLikesRoute({ route }: ScreenProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader title={route.title} description="Who you keep with the heart, and who keeps you." />
      <section aria-labelledby="saved-title" className="mb-10">
        <h2 id="saved-title" className="mb-3 text-lg font-semibold text-slate-900">
          Specialists you saved
        </h2>
        <LikedSpecialists discoverHref="/specialist/discover" headingLevel={3} />
      </section>
      <section aria-labelledby="likers-title">
        <h2 id="likers-title" className="mb-3 text-lg font-semibold text-slate-900">
          Members who liked you
        </h2>
        <LikersSection />
      </section>
    </div>
  );
}
