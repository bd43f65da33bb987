import { ChevronDown, ListChecks, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useStepTasks } from '../api/tasks';
import { TaskList } from './task-card';
import { TasksLoadError } from './tasks-load-error';

/** Spec §9: the step tasks panel is at most 600 px tall. */
export const TASK_PANEL_MAX_HEIGHT_PX = 600;

export interface StepTasksPanelProps {
  step: number;
  /** Application fields the completion check found missing: flagged in their form tasks. */
  flaggedFields?: readonly string[];
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Where "View all tasks" goes (spec: the tasks page). */
  allTasksHref?: string;
}

/** The current step's tasks on the coaching dashboard: collapsible, refreshable. */
export function StepTasksPanel({
  step,
  flaggedFields,
  expanded,
  onExpandedChange,
  allTasksHref = `/my-journey?step=${step}`,
}: StepTasksPanelProps) {
  const tasks = useStepTasks(step);
  const bodyId = useId();
  const list = tasks.data ?? [];
  const done = list.filter((t) => t.is_completed).length;
  const requiredOpen = list.filter((t) => t.is_required && !t.is_completed).length;
  return (
    <section
      aria-labelledby={`${bodyId}-title`}
      className="rounded-2xl border border-slate-200/80 bg-white shadow-xs"
    >
      <div className="flex items-center gap-2 px-4 py-3 sm:px-5">
        <button
          type="button"
          onClick={() => onExpandedChange(!expanded)}
          aria-expanded={expanded}
          aria-controls={bodyId}
          className="-ml-1 flex min-w-0 flex-1 items-center gap-3 rounded-lg px-1 py-1 text-left"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
            <ListChecks className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span id={`${bodyId}-title`} className="block text-base font-semibold text-slate-900">
              Step {step} Tasks
            </span>
            <span className="block text-xs text-slate-500">
              {tasks.isSuccess
                ? `${done} of ${list.length} done${requiredOpen ? ` · ${requiredOpen} required left` : ''}`
                : 'Your to-dos for this step'}
            </span>
          </span>
          <ChevronDown
            className={cn('ml-auto size-5 shrink-0 text-slate-500 transition', expanded && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Refresh tasks"
          title="Refresh tasks"
          onClick={() => void tasks.refetch()}
          disabled={tasks.isFetching}
        >
          <RefreshCw className={cn('size-4', tasks.isFetching && 'animate-spin')} aria-hidden="true" />
        </Button>
      </div>
      {expanded ? (
        <div id={bodyId} className="border-t border-slate-100">
          <div
            className="overflow-y-auto overscroll-contain p-3 sm:p-4"
            style={{ maxHeight: TASK_PANEL_MAX_HEIGHT_PX }}
          >
            {tasks.isPending ? (
              <Spinner size="sm" message="Loading tasks..." className="py-8" />
            ) : tasks.isError ? (
              <TasksLoadError onRetry={() => void tasks.refetch()} />
            ) : list.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-500">No tasks for this step.</p>
            ) : (
              <TaskList tasks={list} flagged={flaggedFields} />
            )}
          </div>
          <div className="flex justify-end border-t border-slate-100 px-4 py-2.5">
            <Link to={allTasksHref} className="text-sm font-medium text-brand hover:underline">
              View all tasks
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}
