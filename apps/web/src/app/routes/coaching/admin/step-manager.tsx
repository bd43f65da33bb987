import { PageHeader } from '@/components/ui/page-header';
import { StepManager } from '@/features/coaching';

/** `/admin/step-manager`. */
export default function StepManagerRoute() {
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
