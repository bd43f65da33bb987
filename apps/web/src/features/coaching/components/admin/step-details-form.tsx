import {
  type CoachingScript,
  type CoachingScriptUpsert,
  type IconType,
  iconTypes,
} from '@fundpath/contracts/coaching';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { StepIcon } from '../step-icon';
import { TextArea, Toggle } from './form-bits';

export type StepDetails = Pick<
  CoachingScriptUpsert,
  'step_title' | 'description' | 'estimated_duration' | 'icon_type' | 'locked' | 'requires_approval'
>;

/** Title, description, duration, icon, locked and approval of a step. */
export function StepDetailsForm({
  initial,
  onSubmit,
  onCancel,
  saving,
  submitLabel = 'Save step',
}: {
  initial?: Partial<CoachingScript>;
  onSubmit: (details: StepDetails) => void;
  onCancel?: () => void;
  saving?: boolean;
  submitLabel?: string;
}) {
  const id = useId();
  const [title, setTitle] = useState(initial?.step_title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [duration, setDuration] = useState(initial?.estimated_duration ?? '');
  const [icon, setIcon] = useState<IconType>(initial?.icon_type ?? 'FileText');
  const [locked, setLocked] = useState(initial?.locked ?? false);
  const [approval, setApproval] = useState(initial?.requires_approval ?? false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!title.trim()) {
          setError('Title is required');
          return;
        }
        onSubmit({
          step_title: title.trim(),
          description: description.trim(),
          estimated_duration: duration.trim(),
          icon_type: icon,
          locked,
          requires_approval: approval,
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={error}
          maxLength={200}
        />
        <Field
          label="Estimated duration"
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
          placeholder="e.g. 30-45 minutes"
          maxLength={100}
        />
      </div>
      <TextArea id={`${id}-desc`} label="Description" value={description} onChange={setDescription} />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Icon</legend>
        <div className="flex flex-wrap gap-1.5">
          {iconTypes.map((t) => (
            <label key={t} title={t} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-icon`}
                value={t}
                checked={icon === t}
                onChange={() => setIcon(t)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex size-9 items-center justify-center rounded-lg ring-1 ring-inset transition peer-focus-visible:outline-2 peer-focus-visible:outline-brand',
                  icon === t
                    ? 'bg-brand text-brand-foreground ring-brand'
                    : 'bg-white text-slate-500 ring-slate-200 hover:bg-slate-50',
                )}
              >
                <StepIcon type={t} className="size-4" />
                <span className="sr-only">{t}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <Toggle
          label="Locked"
          description="Hidden from clients' journeys"
          checked={locked}
          onChange={setLocked}
        />
        <Toggle
          label="Requires approval"
          description="Staff sign the step off before clients move on"
          checked={approval}
          onChange={setApproval}
        />
      </div>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
