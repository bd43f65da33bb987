import { PageHeader } from '@/components/ui/page-header';
import { ApplicationFieldsAdmin } from '@/features/application';
import { useScripts } from '@/features/coaching';

/** `/admin/application-fields`. */
export default function ApplicationFieldsRoute() {
  const scripts = useScripts();
  const titles = Object.fromEntries((scripts.data?.scripts ?? []).map((s) => [s.step_number, s.step_title]));
  return (
    <>
      <PageHeader
        eyebrow="Funding application"
        title="Application Fields"
        description="The questions clients answer, by step, with the rules their answers must meet."
      />
      <ApplicationFieldsAdmin stepTitles={titles} />
    </>
  );
}
