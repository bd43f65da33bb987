import { isChecklistSatisfied, type Task } from '@fundpath/contracts/coaching';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useTaskActions } from '../../hooks/use-task-actions';

/**
 * checklist: each tick is saved; the server completes the task once the required items are
 * checked (every item with require_all_checked) and reopens it if one is unticked (spec §4).
 */
export function ChecklistWidget({ task }: { task: Task }) {
  const items = task.template_config.checklist_items ?? [];
  const [checked, setChecked] = useState<string[]>(task.checked_items);
  const { update } = useTaskActions(task);
  useEffect(() => setChecked(task.checked_items), [task.checked_items]);

  const requireAll = task.template_config.require_all_checked === true;
  const needed = requireAll ? items : items.filter((i) => i.required !== false);
  const neededDone = needed.filter((i) => checked.includes(i.id)).length;
  const satisfied = isChecklistSatisfied(task.template_config, checked);

  const toggle = (id: string) => {
    const next = checked.includes(id) ? checked.filter((c) => c !== id) : [...checked, id];
    setChecked(next);
    update.mutate({ checked_items: next }, { onError: () => setChecked(task.checked_items) });
  };

  if (items.length === 0) return <p className="text-sm text-slate-500">This checklist has no items yet.</p>;
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-2 flex w-full items-center justify-between text-xs font-medium text-slate-500">
        <span>
          {neededDone} of {needed.length} {requireAll ? 'items' : 'required items'} checked
        </span>
        {satisfied ? <span className="text-emerald-700">All set</span> : null}
      </legend>
      {items.map((item) => {
        const isChecked = checked.includes(item.id);
        const required = requireAll || item.required !== false;
        return (
          <label
            key={item.id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-sm ring-1 ring-inset transition',
              isChecked ? 'bg-emerald-50/60 ring-emerald-200' : 'bg-white ring-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-[var(--brand-primary)]"
              checked={isChecked}
              onChange={() => toggle(item.id)}
            />
            <span
              className={cn(
                'min-w-0 flex-1',
                isChecked && 'text-slate-500 line-through decoration-slate-300',
              )}
            >
              {item.text}
            </span>
            {!required ? <span className="shrink-0 text-xs text-slate-500">Optional</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
