import { PageHeader } from '@/components/ui/page-header';
import { ApplicationForm } from '@/features/application';
import { useStepsProgress } from '@/features/coaching';

/** `/client/application`: My Application, every field grouped by its step. */
export default function MyApplicationRoute() {
  const steps = useStepsProgress();
  const titles = Object.fromEntries((steps.data?.steps ?? []).map((s) => [s.step_number, s.step_title]));
  return (
    <>
      <PageHeader
        eyebrow="Funding application"
        title="My Application"
        description="Answers save automatically as you go. Your coach uses them to prepare your funding applications."
      />
      <ApplicationForm stepTitles={titles} />
    </>
  );
}
