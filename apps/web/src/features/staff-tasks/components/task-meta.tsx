import type { StaffTask } from '@fundpath/contracts/staff-tasks';
import { MessageSquare, User, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '@/lib/href';

export const clientHref = (id: string) => href('/clients/:id', { id });

/** Client (a link to their record), assignee and comment count: one line under a task's title. */
export function TaskMeta({ task }: { task: StaffTask }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      {task.client ? (
        <Link
          to={clientHref(task.client.id)}
          className="inline-flex items-center gap-1 font-medium text-brand hover:underline"
        >
          <UserRound className="size-3.5" aria-hidden="true" />
          {task.client.display_name}
        </Link>
      ) : null}
      <span className="inline-flex items-center gap-1">
        <User className="size-3.5" aria-hidden="true" />
        {task.assignee ? task.assignee.display_name : 'Unassigned'}
      </span>
      {task.comment_count > 0 ? (
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="size-3.5" aria-hidden="true" />
          {task.comment_count} {task.comment_count === 1 ? 'comment' : 'comments'}
        </span>
      ) : null}
    </div>
  );
}
