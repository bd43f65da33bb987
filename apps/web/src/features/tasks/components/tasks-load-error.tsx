import { CircleAlert } from 'lucide-react';
import { TASK_MESSAGES } from '../hooks/use-task-actions';

/** Spec §8: `Failed to load tasks. Please try again.` with a `Try again` link. */
export function TasksLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-500" aria-hidden="true" />
      <p>
        {TASK_MESSAGES.loadFailed}{' '}
        <button
          type="button"
          onClick={onRetry}
          className="font-semibold underline underline-offset-2 hover:text-red-950"
        >
          Try again
        </button>
      </p>
    </div>
  );
}
