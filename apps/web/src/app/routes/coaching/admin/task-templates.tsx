import { PageHeader } from '@/components/ui/page-header';
import { TaskTemplatesAdmin } from '@/features/tasks';

/** `/admin/task-templates`: task settings by type across all steps. */
export default function TaskTemplatesRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Coaching journey"
        title="Task Templates"
        description="Upload limits, checklists, external actions and form fields of every task, grouped by type."
      />
      <TaskTemplatesAdmin />
    </>
  );
}
