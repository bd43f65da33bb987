import { PageHeader } from '@/components/ui/page-header';
import { StepManager } from '@/features/coaching';

/** `/admin/coaching-steps`: the same controls, titled as the spec names the screen. */
export default function CoachingStepsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Coaching journey"
        title="Coaching Steps"
        description="The steps of every client's journey: details, locks, approvals and order."
      />
      <StepManager />
    </>
  );
}
