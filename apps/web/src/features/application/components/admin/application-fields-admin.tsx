import type { ApplicationField, NewApplicationField } from '@fundpath/contracts/coaching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { useDialogs } from '@/components/ui/dialogs';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { applicationKeys, createField, deleteField, updateField, useAllFields } from '../../api/application';
import { FieldForm } from './field-form';

function rulesText(f: ApplicationField): string {
  const r = f.validation_rules;
  const parts: string[] = [];
  if (r.min_length !== undefined) parts.push(`min ${r.min_length} chars`);
  if (r.max_length !== undefined) parts.push(`max ${r.max_length} chars`);
  if (r.min !== undefined) parts.push(`≥ ${r.min.toLocaleString('en-US')}`);
  if (r.max !== undefined) parts.push(`≤ ${r.max.toLocaleString('en-US')}`);
  if (r.pattern) parts.push('pattern');
  if (f.options.length) parts.push(`${f.options.length} options`);
  return parts.join(' · ');
}

/** `/admin/application-fields`: every field by step, with its validation rules. */
export function ApplicationFieldsAdmin({ stepTitles = {} }: { stepTitles?: Record<number, string> }) {
  const fields = useAllFields();
  const qc = useQueryClient();
  const { confirm } = useDialogs();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState<number | null>(null);

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: NewApplicationField }) =>
      id ? updateField(id, body) : createField(body),
    onSuccess: (_, { id }) => {
      toast.success(id ? 'Field saved' : 'Field added');
      setEditing(null);
      setAdding(null);
      void qc.invalidateQueries({ queryKey: applicationKeys.all });
      void qc.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
  const remove = useMutation({
    mutationFn: deleteField,
    onSuccess: () => {
      toast.success('Field deleted');
      void qc.invalidateQueries({ queryKey: applicationKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err, 'Could not delete the field')),
  });

  if (fields.isPending) return <Spinner message="Loading fields..." className="py-16" />;
  if (fields.isError)
    return (
      <Callout tone="error" title="Error Loading Data">
        {errorMessage(fields.error)}
      </Callout>
    );

  const byStep = new Map<number, ApplicationField[]>();
  for (const f of fields.data) byStep.set(f.step_number, [...(byStep.get(f.step_number) ?? []), f]);
  const steps = [...byStep.keys()].sort((a, b) => a - b);

  return (
    <div className="space-y-5">
      <div className="flex justify-end">
        <Button
          size="sm"
          onClick={() => {
            save.reset();
            setAdding(0);
          }}
        >
          <Plus className="size-4" aria-hidden="true" /> New field
        </Button>
      </div>
      {adding === 0 ? (
        <section className="rounded-2xl border border-brand/30 bg-white p-5 shadow-xs">
          <h2 className="mb-4 text-base font-semibold text-slate-900">New field</h2>
          <FieldForm
            saving={save.isPending}
            serverError={save.isError ? errorMessage(save.error) : null}
            onCancel={() => setAdding(null)}
            onSubmit={(body) => save.mutate({ body })}
          />
        </section>
      ) : null}
      {steps.map((step) => (
        <section
          key={step}
          aria-labelledby={`fields-step-${step}`}
          className="rounded-2xl border border-slate-200/80 bg-white shadow-xs"
        >
          <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3">
            <h2 id={`fields-step-${step}`} className="text-sm font-semibold text-slate-900">
              Step {step}
              {stepTitles[step] ? (
                <span className="font-normal text-slate-500"> · {stepTitles[step]}</span>
              ) : null}
            </h2>
            <span className="text-xs text-slate-500">{byStep.get(step)!.length} fields</span>
          </header>
          <ul className="divide-y divide-slate-100">
            {byStep
              .get(step)!
              .sort((a, b) => a.display_order - b.display_order)
              .map((f) => (
                <li key={f.id}>
                  <div className="flex items-center gap-3 px-5 py-2.5">
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                        {f.field_label}
                        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600">
                          {f.field_name}
                        </code>
                        <Badge>{f.field_type}</Badge>
                        {f.required ? <Badge tone="brand">Required</Badge> : null}
                      </p>
                      {rulesText(f) ? <p className="mt-0.5 text-xs text-slate-500">{rulesText(f)}</p> : null}
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Edit ${f.field_label}`}
                      aria-expanded={editing === f.id}
                      onClick={() => {
                        save.reset();
                        setEditing(editing === f.id ? null : f.id);
                      }}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 hover:text-red-600"
                      aria-label={`Delete ${f.field_label}`}
                      onClick={async () => {
                        if (
                          await confirm({
                            title: `Delete “${f.field_label}”?`,
                            message:
                              'The field disappears from applications and form tasks. Answers already given are kept.',
                            variant: 'danger',
                            confirmLabel: 'Delete',
                          })
                        )
                          remove.mutate(f.id);
                      }}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                  {editing === f.id ? (
                    <div className="border-t border-slate-100 bg-slate-50/60 p-5">
                      <FieldForm
                        initial={f}
                        saving={save.isPending}
                        serverError={save.isError ? errorMessage(save.error) : null}
                        onCancel={() => setEditing(null)}
                        onSubmit={(body) => save.mutate({ id: f.id, body })}
                      />
                    </div>
                  ) : null}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
