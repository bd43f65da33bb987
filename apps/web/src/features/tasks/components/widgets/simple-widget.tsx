import type { Task } from '@fundpath/contracts/coaching';
import { Check, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTaskActions } from '../../hooks/use-task-actions';

/** checkbox: a real checkbox that completes / uncompletes the task. */
export function CheckboxWidget({ task }: { task: Task }) {
  const { toggle, busy } = useTaskActions(task);
  // Optimistic: the box follows the click at once and falls back to the server's state.
  const [checked, setChecked] = useState(task.is_completed);
  useEffect(() => setChecked(task.is_completed), [task.is_completed]);
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm ring-1 ring-inset transition',
        checked
          ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
          : 'bg-slate-50 text-slate-700 ring-slate-200 hover:bg-slate-100',
      )}
    >
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-[var(--brand-primary)]"
        checked={checked}
        disabled={busy}
        onChange={() => {
          setChecked(!task.is_completed);
          toggle(() => setChecked(task.is_completed));
        }}
      />
      <span className="font-medium">{checked ? 'Done' : 'Check when done'}</span>
    </label>
  );
}

/** simple_task: one button to mark it done (and undo). */
export function SimpleTaskWidget({ task }: { task: Task }) {
  const { toggle, busy } = useTaskActions(task);
  return task.is_completed ? (
    <Button variant="secondary" size="sm" onClick={() => toggle()} loading={busy}>
      Mark incomplete
    </Button>
  ) : (
    <Button
      variant="primary"
      size="sm"
      onClick={() => toggle()}
      loading={busy}
      leftIcon={<Check className="size-4" />}
    >
      Mark complete
    </Button>
  );
}

/** link: open the resource (in a new tab when it is outside the app), then mark it done. */
export function LinkWidget({ task }: { task: Task }) {
  const url = task.link_url;
  const internal = url?.startsWith('/');
  return (
    <div className="flex flex-wrap items-center gap-2">
      {url ? (
        internal ? (
          <Link to={url} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Open
          </Link>
        ) : (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            Open link
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )
      ) : null}
      <SimpleTaskWidget task={task} />
    </div>
  );
}
