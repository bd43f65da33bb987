import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { DataNotAvailable } from '@/features/client-center';
import { useStepsProgress } from '@/features/coaching';
import { TasksLoadError, useTaskSummary } from '@/features/tasks';
import { useAuth } from '@/lib/auth';
import { href } from '@/lib/href';

/** Client Center → Tasks: unfinished tasks per step, from one summary call polled every 30 s. */
export function TasksPanel() {
  const summary = useTaskSummary();
  const steps = useStepsProgress();
  if (summary.isPending) return <Spinner message="Loading tasks..." className="py-12" />;
  if (summary.isError) return <TasksLoadError onRetry={() => void summary.refetch()} />;
  const titles = new Map((steps.data?.steps ?? []).map((s) => [s.step_number, s]));
  const open = summary.data.steps.filter((s) => !s.excluded && s.unfinished > 0);
  if (open.length === 0)
    return (
      <DataNotAvailable
        icon={CircleCheck}
        title="You're all caught up"
        text="Every task of your journey is done. New tasks appear here as your coach adds them."
      />
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900 tabular-nums">{summary.data.total_unfinished}</span>{' '}
          unfinished tasks across {open.length} step{open.length === 1 ? '' : 's'}
          {summary.data.total_unfinished_required
            ? ` · ${summary.data.total_unfinished_required} required`
            : ''}
        </p>
        <Link to={href('/dashboard')} className="text-sm font-medium text-brand hover:underline">
          Open coaching dashboard
        </Link>
      </div>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-xs">
        {open.map((s) => {
          const step = titles.get(s.step_number);
          const pct = s.total ? Math.round((s.completed / s.total) * 100) : 0;
          return (
            <li key={s.step_number}>
              <Link
                to={`${href('/my-journey')}?step=${s.step_number}`}
                className="flex items-center gap-4 px-4 py-3.5 transition hover:bg-slate-50 sm:px-5"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-sm font-semibold text-brand tabular-nums">
                  {s.step_number}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="truncate text-sm font-medium text-slate-900">
                      {step?.step_title ?? `Step ${s.step_number}`}
                    </span>
                    {step?.status === 'in-progress' ? <Badge tone="brand">Current</Badge> : null}
                  </span>
                  <span className="mt-1 flex items-center gap-3">
                    <span
                      className="h-1.5 max-w-40 flex-1 overflow-hidden rounded-full bg-slate-100"
                      aria-hidden="true"
                    >
                      <span className="block h-full rounded-full bg-brand" style={{ width: `${pct}%` }} />
                    </span>
                    <span className="text-xs text-slate-500 tabular-nums">
                      {s.unfinished} of {s.total} left
                      {s.unfinished_required ? ` · ${s.unfinished_required} required` : ''}
                    </span>
                  </span>
                </span>
                <ArrowRight className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Unfinished default tasks for the Tasks tab badge (spec §2); undefined until known. */
export function useTasksBadge(): number | undefined {
  const { user } = useAuth();
  const summary = useTaskSummary(user?.role === 'client');
  const n = summary.data?.total_unfinished;
  return n === undefined || n === 0 ? undefined : n;
}
