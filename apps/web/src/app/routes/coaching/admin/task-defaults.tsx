import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { DefaultTasksEditor } from '@/features/tasks';
import { StepPicker } from './step-picker';

/** `/admin/task-defaults`: each step's default tasks. */
export default function TaskDefaultsRoute() {
  const [params, setParams] = useSearchParams();
  const step = Math.min(18, Math.max(1, Number(params.get('step')) || 1));
  return (
    <>
      <PageHeader
        eyebrow="Coaching journey"
        title="Task Defaults"
        description="The tasks every client gets at each step. Required tasks must be done before the step completes."
      />
      <div className="space-y-5">
        <StepPicker value={step} onChange={(n) => setParams({ step: String(n) })} />
        <DefaultTasksEditor key={step} step={step} />
      </div>
    </>
  );
}
