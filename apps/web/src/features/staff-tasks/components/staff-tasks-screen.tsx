import {
  STAFF_TASK_STATUS_LABELS,
  type StaffTask,
  type StaffTaskStatus,
  type StaffTaskView,
  staffTaskStatuses,
  staffTaskViews,
} from '@fundpath/contracts/staff-tasks';
import { AlertTriangle, ClipboardList, Columns3, List, Plus, SearchX, User, Users } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { useUpdateSearchParams } from '@/lib/use-update-search-params';
import { useStaffTasks } from '../api/list-tasks';
import { useUpdateStaffTask } from '../api/update-task';
import { notify } from '../hooks/notify';
import { CreateTaskDialog } from './create-task-dialog';
import { localToday } from './task-bits';
import { TaskBoard } from './task-board';
import { TaskDetailDialog } from './task-detail-dialog';
import { TaskList } from './task-list';

const PAGE_SIZE = 25;
/** The board shows every task of the view at once, up to this many. */
const BOARD_LIMIT = 200;

const VIEW_LABELS: Record<StaffTaskView, { label: string; icon: typeof Users }> = {
  mine: { label: 'My tasks', icon: User },
  team: { label: 'Team', icon: Users },
  overdue: { label: 'Overdue', icon: AlertTriangle },
};
const statusFilterOptions = [
  { value: 'active', label: 'Open and in progress' },
  ...staffTaskStatuses.map((s) => ({ value: s, label: STAFF_TASK_STATUS_LABELS[s] })),
];
const NO_TASKS: StaffTask[] = [];

const isView = (v: string | null): v is StaffTaskView => staffTaskViews.includes(v as StaffTaskView);
const isStatus = (v: string | null): v is StaffTaskStatus | 'active' =>
  v === 'active' || staffTaskStatuses.includes(v as StaffTaskStatus);

/**
 * `/tasks` (staff): the team's follow-up tasks as a list or a board (`?layout=board`), filtered
 * by My tasks / Team / Overdue and a search; `?task=<id>` opens one task with its comments.
 * Every filter lives in the URL, so a reload or a shared link shows the same screen.
 */
export function StaffTasksScreen() {
  const [params, update] = useUpdateSearchParams();
  const view: StaffTaskView = isView(params.get('view')) ? (params.get('view') as StaffTaskView) : 'mine';
  const layout = params.get('layout') === 'board' ? 'board' : 'list';
  const q = params.get('q') ?? '';
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const openId = params.get('task');
  const [creating, setCreating] = useState(false);
  const nowMs = useNow(60_000);
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const today = localToday(now);

  const board = layout === 'board';
  const query = useStaffTasks({
    view,
    q: q || undefined,
    status: board ? undefined : status,
    today: view === 'overdue' ? today : undefined,
    sort: 'due_asc',
    page: board ? 1 : page,
    per_page: board ? BOARD_LIMIT : PAGE_SIZE,
  });
  const move = useUpdateStaffTask();
  const tasks = query.data?.tasks ?? NO_TASKS;
  const staff = query.data?.staff ?? [];
  const filtered = Boolean(q) || (!board && Boolean(status));

  const onMove = (task: StaffTask, to: StaffTaskStatus) =>
    move.mutate(
      { id: task.id, patch: { status: to } },
      {
        onSuccess: () => notify.success(`Moved to ${STAFF_TASK_STATUS_LABELS[to]}`),
        onError: (err) => notify.error('Failed to update task', err),
      },
    );
  const open = (id: string) => update({ task: id });

  let body: ReactNode;
  if (query.isError) {
    body = (
      <LoadError
        title="Failed to load tasks. Please try again."
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  } else if (query.isPending) {
    body = <Spinner message="Loading tasks…" className="py-16" />;
  } else if (tasks.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={SearchX}
        title="No tasks match"
        description="Try other words or clear the filters."
        action={
          <Button variant="secondary" onClick={() => update({ q: null, status: null, page: null })}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={ClipboardList}
        title={
          view === 'overdue'
            ? 'Nothing overdue'
            : view === 'mine'
              ? 'No tasks assigned to you'
              : 'No tasks yet'
        }
        description={
          view === 'overdue'
            ? 'Every open task is on time. Nice work.'
            : 'Create a follow-up for yourself or a colleague. Step submissions add review tasks here too.'
        }
        action={
          <Button onClick={() => setCreating(true)} leftIcon={<Plus className="size-4" aria-hidden="true" />}>
            New Task
          </Button>
        }
      />
    );
  } else if (board) {
    body = (
      <>
        <TaskBoard tasks={tasks} now={now} onOpen={open} onMove={onMove} />
        {query.data && query.data.total > tasks.length ? (
          <p className="mt-3 text-sm text-slate-600">
            Showing the first {tasks.length} of {query.data.total} tasks; search or switch to the list for the
            rest.
          </p>
        ) : null}
      </>
    );
  } else {
    body = (
      <div className="space-y-4">
        <TaskList tasks={tasks} now={now} onOpen={open} onMove={onMove} />
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onPageChange={(p) => update({ page: p === 1 ? null : String(p) })}
          hideWhenSinglePage
          label="Task pages"
        />
      </div>
    );
  }

  return (
    <div>
      <PageHeader
        eyebrow="Staff"
        title="Tasks"
        description="Follow-ups for the team: who does what, by when, for which client."
        actions={
          <Button onClick={() => setCreating(true)} leftIcon={<Plus className="size-4" aria-hidden="true" />}>
            New Task
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <fieldset className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">Show</legend>
          {staffTaskViews.map((v) => {
            const { label, icon: Icon } = VIEW_LABELS[v];
            return (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => update({ view: v === 'mine' ? null : v, page: null })}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand',
                  view === v && 'bg-white text-slate-900 shadow-xs',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </button>
            );
          })}
        </fieldset>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchInput
            label="Search tasks"
            hideLabel
            value={q}
            onChange={(v) => update({ q: v.trim() || null, page: null })}
            debounceMs={300}
            placeholder="Search tasks…"
            className="sm:w-64"
          />
          {board ? null : (
            <NativeSelect
              label="Status"
              hideLabel
              value={status ?? ''}
              onChange={(v) => update({ status: v || null, page: null })}
              placeholder="All statuses"
              options={statusFilterOptions}
              className="sm:w-56"
            />
          )}
          <fieldset className="flex gap-1 rounded-lg bg-slate-100 p-1">
            <legend className="sr-only">Layout</legend>
            {(['list', 'board'] as const).map((l) => (
              <button
                key={l}
                type="button"
                aria-pressed={layout === l}
                onClick={() => update({ layout: l === 'list' ? null : l, page: null })}
                className={cn(
                  'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand',
                  layout === l && 'bg-white text-slate-900 shadow-xs',
                )}
              >
                {l === 'list' ? (
                  <List className="size-4" aria-hidden="true" />
                ) : (
                  <Columns3 className="size-4" aria-hidden="true" />
                )}
                {l === 'list' ? 'List' : 'Board'}
              </button>
            ))}
          </fieldset>
        </div>
      </div>
      {body}
      <CreateTaskDialog open={creating} onOpenChange={setCreating} staff={staff} onCreated={open} />
      <TaskDetailDialog id={openId} onClose={() => update({ task: null })} staff={staff} now={now} />
    </div>
  );
}
