import { PageHeader } from '@/components/ui/page-header';
import { CoachingScriptsAdmin } from '@/features/coaching';

/** `/admin/coaching-scripts`. */
export default function CoachingScriptsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Coaching journey"
        title="Coaching Scripts"
        description="What the coach says at each step: greeting, talking points, FAQs and what “done” means."
      />
      <CoachingScriptsAdmin />
    </>
  );
}
