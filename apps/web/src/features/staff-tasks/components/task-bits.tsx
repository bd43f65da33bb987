import {
  STAFF_TASK_PRIORITY_LABELS,
  STAFF_TASK_STATUS_LABELS,
  type StaffTask,
  type StaffTaskPriority,
  type StaffTaskStatus,
  staffTaskStatuses,
} from '@fundpath/contracts/staff-tasks';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { dueDateLabel } from '@/lib/due-date';

const PRIORITY_TONES: Record<StaffTaskPriority, BadgeTone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  urgent: 'danger',
};
const STATUS_TONES: Record<StaffTaskStatus, BadgeTone> = {
  open: 'neutral',
  in_progress: 'brand',
  done: 'success',
  cancelled: 'neutral',
};
const FINISHED: readonly StaffTaskStatus[] = ['done', 'cancelled'];

export const statusOptions = staffTaskStatuses.map((s) => ({ value: s, label: STAFF_TASK_STATUS_LABELS[s] }));

/** The viewer's calendar date (their time zone), `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function PriorityBadge({ priority }: { priority: StaffTaskPriority }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{STAFF_TASK_PRIORITY_LABELS[priority]}</Badge>;
}

export function StatusBadge({ status }: { status: StaffTaskStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STAFF_TASK_STATUS_LABELS[status]}</Badge>;
}

/** Spec §9 due label in the viewer's time zone; finished tasks show the plain date, never "Overdue". */
export function DueBadge({ task, now }: { task: Pick<StaffTask, 'due_date' | 'status'>; now: Date }) {
  const due = dueDateLabel(task.due_date, now);
  if (!due) return null;
  if (FINISHED.includes(task.status)) {
    const [y, m, d] = task.due_date!.split('-').map(Number);
    const plain = new Date(y!, m! - 1, d!).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    return <Badge tone="neutral">{plain}</Badge>;
  }
  return <Badge tone={due.tone}>{due.label}</Badge>;
}

/** The keyboard (and screen reader) way to move a task between columns. */
export function MoveToSelect({
  task,
  onMove,
  disabled,
}: {
  task: Pick<StaffTask, 'title' | 'status'>;
  onMove: (status: StaffTaskStatus) => void;
  disabled?: boolean;
}) {
  return (
    <NativeSelect
      label={`Move “${task.title}” to`}
      hideLabel
      value={task.status}
      onChange={(v) => {
        if (v !== task.status) onMove(v as StaffTaskStatus);
      }}
      options={statusOptions}
      disabled={disabled}
      className="w-36"
    />
  );
}
