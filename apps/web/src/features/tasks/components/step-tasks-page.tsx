import { ArrowRight, CheckCircle2, History, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useMyTasks, useStepTasks } from '../api/tasks';
import { TaskList } from './task-card';
import { TasksLoadError } from './tasks-load-error';

/** Spec §9: the completed history list is 384 px tall. */
export const HISTORY_MAX_HEIGHT_PX = 384;

function Stat({
  label,
  value,
  tone,
}: {
  label: string;
  value: number | string;
  tone?: 'success' | 'warning';
}) {
  return (
    <div className="rounded-xl border border-slate-200/80 bg-white px-4 py-3 shadow-xs">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd
        className={
          tone === 'success'
            ? 'mt-1 text-2xl font-semibold text-emerald-700 tabular-nums'
            : tone === 'warning'
              ? 'mt-1 text-2xl font-semibold text-amber-700 tabular-nums'
              : 'mt-1 text-2xl font-semibold text-slate-900 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/** Spec §2 Step N Tasks page: counts, the Ready to advance hint, every task, and the completed history. */
export function StepTasksPage({
  step,
  dashboardHref = '/dashboard',
}: {
  step: number;
  dashboardHref?: string;
}) {
  const tasks = useStepTasks(step);
  const list = tasks.data ?? [];
  const completed = list.filter((t) => t.is_completed).length;
  const remaining = list.length - completed;
  const allDone = tasks.isSuccess && list.length > 0 && remaining === 0;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-3 gap-3">
        <Stat label="Total" value={tasks.isSuccess ? list.length : '–'} />
        <Stat label="Completed" value={tasks.isSuccess ? completed : '–'} tone="success" />
        <Stat
          label="Remaining"
          value={tasks.isSuccess ? remaining : '–'}
          tone={remaining ? 'warning' : undefined}
        />
      </dl>
      {allDone ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl bg-emerald-50 px-5 py-4 ring-1 ring-emerald-200 ring-inset sm:flex-row sm:items-center"
        >
          <PartyPopper className="size-6 shrink-0 text-emerald-700" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-emerald-900">Ready to advance</p>
            <p className="text-sm text-emerald-800">
              Every task of Step {step} is done. Complete the step on your dashboard.
            </p>
          </div>
          <Link to={dashboardHref} className={buttonClasses({ variant: 'success', size: 'sm' })}>
            Go to dashboard <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      ) : null}
      <section aria-label={`Step ${step} tasks`}>
        {tasks.isPending ? (
          <Spinner message="Loading tasks..." className="py-12" />
        ) : tasks.isError ? (
          <TasksLoadError onRetry={() => void tasks.refetch()} />
        ) : list.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-200 py-10 text-center text-sm text-slate-500">
            This step has no tasks.
          </p>
        ) : (
          <TaskList tasks={list} />
        )}
      </section>
      <CompletedHistory />
    </div>
  );
}

/** Completed tasks across steps 1–18, newest first, each with its step number. */
export function CompletedHistory() {
  const mine = useMyTasks();
  const done = (mine.data?.tasks ?? [])
    .filter((t) => t.is_completed)
    .sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''));
  return (
    <Card>
      <CardHeader
        icon={<History className="size-5" aria-hidden="true" />}
        title="Completed tasks"
        description="Everything you've finished, across all steps."
        action={
          mine.isSuccess ? <span className="text-sm font-medium text-slate-500">{done.length}</span> : null
        }
      />
      {mine.isPending ? (
        <Spinner size="sm" className="py-8" />
      ) : mine.isError ? (
        <div className="p-4">
          <TasksLoadError onRetry={() => void mine.refetch()} />
        </div>
      ) : done.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500">Completed tasks will show up here.</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 overflow-y-auto"
          style={{ maxHeight: HISTORY_MAX_HEIGHT_PX }}
        >
          {done.map((t) => (
            <li key={t.id} className="flex items-center gap-3 px-5 py-2.5">
              <CheckCircle2 className="size-4 shrink-0 text-emerald-500" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{t.title}</span>
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                Step {t.step_number}
              </span>
              {t.completed_at ? (
                <span className="hidden shrink-0 text-xs text-slate-500 sm:inline">
                  {formatDate(t.completed_at)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
