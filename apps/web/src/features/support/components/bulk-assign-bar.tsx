import { UserPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAssignTickets } from '../api/assign-ticket';
import type { StaffMember } from '../api/list-staff';
import { notify } from '../hooks/notify';

const UNASSIGN = '__unassign__';

/** Staff: assign (or unassign) every selected ticket in one go. */
export function BulkAssignBar({
  ids,
  staff,
  currentUserId,
  onDone,
}: {
  ids: string[];
  staff: StaffMember[];
  currentUserId: string | undefined;
  onDone: () => void;
}) {
  const id = useId();
  const [assignee, setAssignee] = useState(currentUserId ?? '');
  const assign = useAssignTickets();
  const count = ids.length;

  const apply = () => {
    if (!assignee) return;
    const assignedTo = assignee === UNASSIGN ? null : assignee;
    assign.mutate(
      { ids, assignedTo },
      {
        onSuccess: ({ assigned, failed }) => {
          if (failed === 0) {
            notify.success(
              assignedTo
                ? `${assigned} ${assigned === 1 ? 'ticket' : 'tickets'} assigned`
                : `${assigned} ${assigned === 1 ? 'ticket' : 'tickets'} unassigned`,
            );
            onDone();
          } else notify.error(`Failed to assign ${failed} of ${count} tickets`);
        },
        onError: (error) => notify.error('Failed to assign tickets', error),
      },
    );
  };

  return (
    <section
      aria-label="Bulk actions"
      className="sticky top-16 z-10 flex flex-wrap items-center gap-2 rounded-xl bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
    >
      <span className="font-medium tabular-nums">{count} selected</span>
      <span aria-hidden="true" className="h-5 w-px bg-white/20" />
      <label htmlFor={`${id}-assignee`} className="sr-only">
        Assign selected tickets to
      </label>
      <select
        id={`${id}-assignee`}
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
        className="h-8 min-w-0 flex-1 rounded-md border-0 bg-white/10 px-2 text-sm text-white ring-1 ring-white/20 ring-inset focus:ring-2 focus:ring-white focus:outline-none sm:flex-none [&>option]:text-slate-900"
      >
        <option value="" disabled>
          Choose a team member…
        </option>
        {staff.map((m) => (
          <option key={m.id} value={m.id}>
            {m.id === currentUserId ? `${m.name} (you)` : m.name}
          </option>
        ))}
        <option value={UNASSIGN}>Nobody (unassign)</option>
      </select>
      <Button
        size="sm"
        variant="inverse"
        onClick={apply}
        disabled={!assignee}
        loading={assign.isPending}
        leftIcon={<UserPlus className="size-4" aria-hidden="true" />}
      >
        Assign
      </Button>
      <Button
        size="sm"
        variant="plain"
        className="ml-auto text-white/70 hover:text-white"
        onClick={onDone}
        leftIcon={<X className="size-4" aria-hidden="true" />}
      >
        Clear
      </Button>
    </section>
  );
}
