import { PageHeader } from '@/components/ui/page-header';
import { StepManager } from '@/features/coaching/components/admin/step-manager';

/** `/admin/step-manager`. */
export function StepManagerRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Coaching journey"
        title="Step Manager"
        description="Edit steps, lock them, require approval and set the order clients walk them in."
      />
      <StepManager />
    </>
  );
}

/** `/admin/coaching-steps`: the same controls, titled as the spec names the screen. */
export function CoachingStepsRoute() {
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
