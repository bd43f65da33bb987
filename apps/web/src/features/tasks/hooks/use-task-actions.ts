import type { CompleteTask, Task, TaskPatch } from '@fundpath/contracts/coaching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { completeTask, taskKeys, uncompleteTask, updateTask } from '../api/tasks';

/** Spec §8: task toasts last 2 s. */
export const TASK_TOAST_MS = 2_000;
export const TASK_MESSAGES = {
  loadFailed: 'Failed to load tasks. Please try again.',
  updateFailed: 'Failed to update task',
  saved: 'Data saved successfully!',
  saveFieldFailed: 'Failed to save field',
  completeFailed: 'Failed to mark task as complete',
  formSubmitted: 'Form submitted successfully',
  formFailed: 'Failed to submit form',
  completed: 'Task completed!',
  uncompleted: 'Task uncompleted',
} as const;

/** Puts a task the server returned into every list that holds it, and refreshes the counts. */
export function useApplyTask() {
  const qc = useQueryClient();
  return (task: Task, previous?: Pick<Task, 'is_completed'>) => {
    qc.setQueryData<Task[]>(taskKeys.step(task.step_number), (old) =>
      old?.map((t) => (t.id === task.id ? task : t)),
    );
    void qc.invalidateQueries({ queryKey: taskKeys.summary });
    void qc.invalidateQueries({ queryKey: taskKeys.mine });
    if (previous && !previous.is_completed && task.is_completed)
      toast.success(TASK_MESSAGES.completed, { duration: TASK_TOAST_MS });
  };
}

/** Complete / uncomplete / patch one task, with the spec's toasts. */
export function useTaskActions(task: Task) {
  const apply = useApplyTask();
  const complete = useMutation({
    mutationFn: (body: CompleteTask = {}) => completeTask(task.id, body),
    onSuccess: (res) => apply(res.task, task),
  });
  const uncomplete = useMutation({
    mutationFn: () => uncompleteTask(task.id),
    onSuccess: (res) => {
      apply(res.task);
      toast(TASK_MESSAGES.uncompleted, { duration: TASK_TOAST_MS });
    },
    onError: () => toast.error(TASK_MESSAGES.updateFailed),
  });
  const update = useMutation({
    mutationFn: (patch: TaskPatch) => updateTask(task.id, patch),
    onSuccess: (res) => apply(res.task, task),
    onError: () => toast.error(TASK_MESSAGES.updateFailed),
  });
  /** Plain toggle for tasks that are done by doing them (checkbox, simple task, link). */
  const toggle = (onFailed?: () => void) => {
    if (task.is_completed) uncomplete.mutate(undefined, { onError: () => onFailed?.() });
    else
      complete.mutate(
        {},
        {
          onError: () => {
            onFailed?.();
            toast.error(TASK_MESSAGES.completeFailed);
          },
        },
      );
  };
  const busy = complete.isPending || uncomplete.isPending || update.isPending;
  return { complete, uncomplete, update, toggle, busy, apply };
}
