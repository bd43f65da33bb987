import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { inputClasses } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCoachingProgress, useStepsProgress } from '@/features/coaching';
import { StepTasksPage } from '@/features/tasks';
import { cn } from '@/lib/cn';
import { href } from '@/lib/href';

/** `/my-journey`: the spec's Step N Tasks page for clients (`?step=n`, default the current step). */
export default function MyJourneyRoute() {
  const [params, setParams] = useSearchParams();
  const progress = useCoachingProgress();
  const steps = useStepsProgress();
  const requested = Number(params.get('step'));
  const step =
    Number.isInteger(requested) && requested >= 1 && requested <= 18
      ? requested
      : (progress.data?.current_step ?? (progress.isError ? 1 : null));
  const open = (steps.data?.steps ?? []).filter(
    (s) => !s.locked && !s.skipped && (s.available || s.status !== 'not-started'),
  );
  const title = steps.data?.steps.find((s) => s.step_number === step)?.step_title;
  return (
    <>
      <Link
        to={href('/dashboard')}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Coaching dashboard
      </Link>
      <PageHeader
        eyebrow={title}
        title={step ? `Step ${step} Tasks` : 'Tasks'}
        description="Everything to do for this step, and what you've already finished."
        actions={
          open.length > 1 && step ? (
            <label className="flex items-center gap-2 text-sm text-slate-600">
              <span className="shrink-0">Step</span>
              <select
                value={step}
                onChange={(e) => setParams({ step: e.target.value })}
                className={cn(inputClasses, 'w-auto max-w-[16rem] py-2 pr-8')}
              >
                {open.map((s) => (
                  <option key={s.step_number} value={s.step_number}>
                    {s.step_number}. {s.step_title}
                  </option>
                ))}
              </select>
            </label>
          ) : null
        }
      />
      {step ? (
        <StepTasksPage key={step} step={step} />
      ) : (
        <Spinner message="Loading tasks..." className="py-16" />
      )}
    </>
  );
}
