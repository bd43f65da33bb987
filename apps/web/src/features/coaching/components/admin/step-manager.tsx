import {
  type CoachingScript,
  type CoachingScriptUpsert,
  type StepFunctionName,
  stepFunctionNames,
} from '@fundpath/contracts/coaching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus } from 'lucide-react';
import { type DragEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { coachingKeys } from '../../api/progress';
import {
  assignStepFunction,
  reorderSteps,
  upsertScript,
  useScripts,
  useStepFunctions,
} from '../../api/scripts';
import { StepIcon } from '../step-icon';
import { moveItem, Toggle } from './form-bits';
import { StepDetailsForm } from './step-details-form';

const functionLabels: Record<StepFunctionName, string> = {
  qualification: 'Qualification step',
  credit_repair_route: 'Credit repair route',
  funding_route: 'Funding route',
};

function useSaveStep() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachingScriptUpsert) => upsertScript(body),
    onSuccess: () => qc.invalidateQueries({ queryKey: coachingKeys.all }),
    onError: (err) => toast.error(errorMessage(err, 'Could not save the step')),
  });
}

/** Spec §2 admin step manager / coaching steps: edit, lock, approval, order (drag or keyboard). */
export function StepManager({ builderHref = '/admin/step-builder' }: { builderHref?: string }) {
  const scripts = useScripts();
  const qc = useQueryClient();
  const save = useSaveStep();
  const [order, setOrder] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const byNumber = new Map((scripts.data?.scripts ?? []).map((s) => [s.step_number, s]));
  useEffect(() => {
    const list = [...(scripts.data?.scripts ?? [])].sort(
      (a, b) => a.display_order - b.display_order || a.step_number - b.step_number,
    );
    setOrder(list.map((s) => s.step_number));
  }, [scripts.data]);

  const reorder = useMutation({
    mutationFn: (numbers: number[]) =>
      reorderSteps({ steps: numbers.map((step_number, i) => ({ step_number, display_order: i + 1 })) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: coachingKeys.all }),
    onError: (err) => {
      toast.error(errorMessage(err, 'Could not save the new order'));
      void qc.invalidateQueries({ queryKey: coachingKeys.scripts });
    },
  });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = moveItem(order, from, to);
    setOrder(next);
    const n = order[from]!;
    setAnnouncement(`Step ${n} moved to position ${to + 1} of ${next.length}.`);
    reorder.mutate(next);
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragging === null) return;
    move(order.indexOf(dragging), to);
    setDragging(null);
  };

  if (scripts.isPending) return <Spinner message="Loading steps..." className="py-16" />;
  if (scripts.isError)
    return (
      <Callout tone="error" title="Error Loading Data">
        {errorMessage(scripts.error)}
      </Callout>
    );

  return (
    <div className="space-y-6">
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>
      <StepFunctionsCard steps={scripts.data.scripts} />
      <section
        aria-labelledby="steps-heading"
        className="rounded-2xl border border-slate-200/80 bg-white shadow-xs"
      >
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
          <div>
            <h2 id="steps-heading" className="text-base font-semibold text-slate-900">
              Journey order
            </h2>
            <p className="text-sm text-slate-500">
              Drag a step, or use the arrows, to change the order clients see.
            </p>
          </div>
          <ButtonLink to={builderHref} variant="secondary" size="sm">
            <Plus className="size-4" aria-hidden="true" /> New step
          </ButtonLink>
        </header>
        <ol className="divide-y divide-slate-100">
          {order.map((n, index) => {
            const step = byNumber.get(n);
            if (!step) return null;
            return (
              <li
                key={n}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => onDrop(e, index)}
                className={cn('transition', dragging === n && 'bg-brand/5 opacity-60')}
              >
                <div className="flex flex-wrap items-center gap-3 px-3 py-3 sm:flex-nowrap sm:px-4">
                  <span
                    draggable
                    onDragStart={(e) => {
                      setDragging(n);
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', String(n));
                    }}
                    onDragEnd={() => setDragging(null)}
                    className="hidden cursor-grab rounded p-1 text-slate-500 hover:bg-slate-100 active:cursor-grabbing sm:block"
                    title="Drag to reorder"
                    aria-hidden="true"
                  >
                    <GripVertical className="size-4" />
                  </span>
                  <span className="w-6 text-right text-xs font-medium text-slate-500 tabular-nums">
                    {index + 1}
                  </span>
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
                    <StepIcon type={step.icon_type} className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                      <span className="text-slate-500">Step {step.step_number}</span>
                      <span className="truncate">{step.step_title}</span>
                    </p>
                    <p className="mt-0.5 flex flex-wrap gap-1.5 text-xs text-slate-500">
                      {step.estimated_duration ? <span>{step.estimated_duration}</span> : null}
                      {step.locked ? <Badge>Locked</Badge> : null}
                      {step.requires_approval ? <Badge tone="warning">Approval</Badge> : null}
                      {step.functions.map((f) => (
                        <Badge key={f} tone="info">
                          {functionLabels[f]}
                        </Badge>
                      ))}
                    </p>
                  </div>
                  <div className="flex w-full items-center justify-end gap-1 sm:w-auto">
                    <Toggle
                      label="Locked"
                      checked={step.locked}
                      disabled={save.isPending}
                      onChange={(locked) => save.mutate({ step_number: n, locked })}
                    />
                    <span className="w-2" />
                    <Toggle
                      label="Approval"
                      checked={step.requires_approval}
                      disabled={save.isPending}
                      onChange={(requires_approval) => save.mutate({ step_number: n, requires_approval })}
                    />
                    <span className="w-2" />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move step ${n} up`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move step ${n} down`}
                      disabled={index === order.length - 1 || reorder.isPending}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit step ${n}`}
                      aria-expanded={editing === n}
                      onClick={() => setEditing(editing === n ? null : n)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {editing === n ? (
                  <div className="border-t border-slate-100 bg-slate-50/60 px-4 py-4 sm:px-6">
                    <StepDetailsForm
                      initial={step}
                      saving={save.isPending}
                      onCancel={() => setEditing(null)}
                      onSubmit={(details) =>
                        save.mutate(
                          { step_number: n, ...details },
                          {
                            onSuccess: () => {
                              toast.success(`Step ${n} saved`);
                              setEditing(null);
                            },
                          },
                        )
                      }
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

/** Which steps qualify clients and which are the two routes after qualification. */
function StepFunctionsCard({ steps }: { steps: readonly CoachingScript[] }) {
  const functions = useStepFunctions();
  const qc = useQueryClient();
  const assign = useMutation({
    mutationFn: ({ name, step }: { name: StepFunctionName; step: number }) => assignStepFunction(name, step),
    onSuccess: () => {
      toast.success('Step assignment saved');
      void qc.invalidateQueries({ queryKey: coachingKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err, 'Could not save the assignment')),
  });
  const current = new Map((functions.data?.functions ?? []).map((f) => [f.function_name, f]));
  return (
    <section
      aria-labelledby="functions-heading"
      className="rounded-2xl border border-slate-200/80 bg-white px-5 py-4 shadow-xs"
    >
      <h2 id="functions-heading" className="text-base font-semibold text-slate-900">
        Routing after qualification
      </h2>
      <p className="text-sm text-slate-500">
        Clients with any bureau approval go to the funding route; everyone else to the credit repair route.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {stepFunctionNames.map((name) => {
          const f = current.get(name);
          return (
            <label key={name} className="block text-sm">
              <span className="mb-1.5 flex items-center gap-2 font-medium text-slate-800">
                {functionLabels[name]}
                {f && !f.is_assigned ? (
                  <span className="text-xs font-normal text-slate-500">(default)</span>
                ) : null}
              </span>
              <select
                className={cn(inputClasses, 'pr-8')}
                value={f?.assigned_step ?? ''}
                disabled={functions.isPending || assign.isPending}
                onChange={(e) => assign.mutate({ name, step: Number(e.target.value) })}
              >
                {steps.map((s) => (
                  <option key={s.step_number} value={s.step_number}>
                    Step {s.step_number}: {s.step_title}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
      </div>
    </section>
  );
}
