import type { Task } from '@fundpath/contracts/coaching';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input';
import { refusalMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { TASK_MESSAGES, TASK_TOAST_MS, useTaskActions } from '../../hooks/use-task-actions';

/** text_input / date_input: the answer completes the task. */
export function ValueWidget({ task }: { task: Task }) {
  const saved = typeof task.form_data.value === 'string' ? task.form_data.value : '';
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const { complete, uncomplete } = useTaskActions(task);
  const id = useId();
  const isDate = task.task_type === 'date_input';
  const label = isDate ? 'Date' : 'Your answer';
  const dirty = value.trim() !== saved;

  const save = () => {
    if (!value.trim()) {
      setError(`${label} is required`);
      return;
    }
    setError(null);
    complete.mutate(
      { value: value.trim() },
      {
        onSuccess: () => {
          if (task.is_completed) toast.success(TASK_MESSAGES.saved, { duration: TASK_TOAST_MS });
        },
        onError: (err) => {
          setError(refusalMessage(err));
          toast.error(TASK_MESSAGES.completeFailed);
        },
      },
    );
  };

  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      noValidate
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {isDate ? (
        <input
          id={id}
          type="date"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClasses, 'max-w-xs')}
        />
      ) : (
        <textarea
          id={id}
          rows={3}
          value={value}
          placeholder={task.template_config.placeholder ?? 'Type your answer…'}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClasses, 'resize-y')}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={complete.isPending} disabled={task.is_completed && !dirty}>
          {task.is_completed ? 'Save changes' : 'Save & complete'}
        </Button>
        {task.is_completed ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => uncomplete.mutate()}
            loading={uncomplete.isPending}
          >
            Mark incomplete
          </Button>
        ) : null}
      </div>
    </form>
  );
}
