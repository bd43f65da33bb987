import type { Task } from '@fundpath/contracts/coaching';
import { CircleCheck, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { TASK_MESSAGES, useTaskActions } from '../../hooks/use-task-actions';

/** external_action: open the other site; once it has been opened, the user confirms (spec §4). */
export function ExternalActionWidget({ task }: { task: Task }) {
  const config = task.template_config;
  const url = config.external_action_url ?? task.link_url ?? '';
  const [opened, setOpened] = useState(false);
  const { complete, uncomplete } = useTaskActions(task);

  if (task.is_completed)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
          <CircleCheck className="size-4" aria-hidden="true" /> Confirmed
        </p>
        <Button variant="ghost" size="sm" onClick={() => uncomplete.mutate()} loading={uncomplete.isPending}>
          Mark incomplete
        </Button>
      </div>
    );

  return (
    <div className="space-y-3">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => setOpened(true)}
        className={buttonClasses({ variant: 'primary', size: 'sm' })}
      >
        {config.external_action_button_text || 'Open'}
        <ExternalLink className="size-3.5" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      {opened ? (
        <div
          role="status"
          className="rounded-xl bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset"
        >
          <p className="font-medium">Did you finish on the other site?</p>
          {config.verification_instructions ? (
            <p className="mt-1 opacity-90">{config.verification_instructions}</p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="success"
              loading={complete.isPending}
              onClick={() =>
                complete.mutate(
                  { confirmed: true },
                  { onError: () => toast.error(TASK_MESSAGES.completeFailed) },
                )
              }
            >
              Yes, I completed it
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpened(false)}>
              Not yet
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-xs text-slate-500">
          Open the link to continue; you'll confirm here when you're done.
        </p>
      )}
    </div>
  );
}
