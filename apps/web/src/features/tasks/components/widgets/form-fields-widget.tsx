import {
  type ApplicationField,
  normalizeFieldValue,
  type Task,
  validateFieldValue,
} from '@fundpath/contracts/coaching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, ClipboardList } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FieldInput } from '@/components/forms/application-field-input';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import {
  applicationDataKey,
  saveApplicationAnswer,
  useApplicationAnswers,
} from '@/lib/queries/application-data';
import { TASK_MESSAGES, TASK_TOAST_MS, useTaskActions } from '../../hooks/use-task-actions';

function initialValue(
  field: ApplicationField,
  answers: Record<string, string> | undefined,
  task: Task,
): string {
  const answer = answers?.[field.field_name];
  if (answer !== undefined) return answer;
  const v = task.form_data[field.field_name];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}

/**
 * form_fields: the task's application fields. Each field saves on blur once it is valid
 * (spec §8 `Data saved successfully!` / `Failed to save field`); Submit validates all of them
 * and completes the task. `flagged` marks fields the step completion check found missing.
 */
export function FormFieldsWidget({ task, flagged = [] }: { task: Task; flagged?: readonly string[] }) {
  const fields = task.form_fields;
  const answers = useApplicationAnswers();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [savedState, setSavedState] = useState<Record<string, 'saving' | 'saved'>>({});
  const lastSaved = useRef<Record<string, string | null>>({});
  const ready = useRef(false);
  const { complete } = useTaskActions(task);
  const qc = useQueryClient();
  const idPrefix = useId();

  useEffect(() => {
    if (ready.current || answers.isPending) return;
    ready.current = true;
    const init = Object.fromEntries(fields.map((f) => [f.field_name, initialValue(f, answers.data, task)]));
    setValues(init);
    lastSaved.current = Object.fromEntries(Object.entries(init).map(([k, v]) => [k, normalizeFieldValue(v)]));
  }, [answers.isPending, answers.data, fields, task]);

  useEffect(() => {
    if (flagged.length === 0) return;
    setErrors((prev) => {
      const next = { ...prev };
      for (const f of fields)
        if (flagged.includes(f.field_name) && !normalizeFieldValue(values[f.field_name]))
          next[f.field_name] = `${f.field_label} is required`;
      return next;
    });
  }, [flagged, fields, values]);

  const save = useMutation({
    mutationFn: ({ field, value }: { field: ApplicationField; value: string | null }) =>
      saveApplicationAnswer(field.field_name, value, task.step_number),
    onMutate: ({ field }) => setSavedState((s) => ({ ...s, [field.field_name]: 'saving' })),
    onSuccess: (res, { field }) => {
      lastSaved.current[field.field_name] = res.field_value;
      setSavedState((s) => ({ ...s, [field.field_name]: 'saved' }));
      qc.setQueryData(
        applicationDataKey,
        (old: { status: 'success'; data: Record<string, string> } | undefined) => {
          if (!old) return old;
          const data = { ...old.data };
          if (res.field_value === null) delete data[field.field_name];
          else data[field.field_name] = res.field_value;
          return { ...old, data };
        },
      );
      toast.success(TASK_MESSAGES.saved, { id: `saved-${field.field_name}`, duration: TASK_TOAST_MS });
    },
    onError: (err, { field }) => {
      setSavedState(({ [field.field_name]: _, ...rest }) => rest);
      const message = fieldErrorsOf(err)[field.field_name] ?? refusalMessage(err);
      if (message) setErrors((e) => ({ ...e, [field.field_name]: message }));
      toast.error(TASK_MESSAGES.saveFieldFailed);
    },
  });

  const blur = (field: ApplicationField) => {
    const raw = values[field.field_name] ?? '';
    const value = normalizeFieldValue(raw);
    if (value === lastSaved.current[field.field_name]) return;
    // A blank required field is only reported on submit; leaving it is not an error yet.
    const problem = value === null ? null : validateFieldValue(field, raw);
    if (problem) {
      setErrors((e) => ({ ...e, [field.field_name]: problem }));
      return;
    }
    save.mutate({ field, value });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const f of fields) {
      const problem = validateFieldValue(f, values[f.field_name]);
      if (problem) found[f.field_name] = problem;
    }
    setErrors(found);
    const first = fields.find((f) => found[f.field_name]);
    if (first) {
      document.getElementById(`${idPrefix}-${first.field_name}`)?.focus();
      return;
    }
    const form_data = Object.fromEntries(
      fields.map((f) => [f.field_name, normalizeFieldValue(values[f.field_name])]),
    );
    complete.mutate(
      { form_data },
      {
        onSuccess: () => toast.success(TASK_MESSAGES.formSubmitted, { duration: TASK_TOAST_MS }),
        onError: (err) => {
          const serverErrors = fieldErrorsOf(err);
          setErrors(serverErrors);
          toast.error(TASK_MESSAGES.formFailed);
        },
      },
    );
  };

  if (fields.length === 0)
    return (
      <Callout tone="info" title="No Form Fields Assigned">
        This form has no fields yet. Your coach will add them soon.
      </Callout>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.id} className={field.field_type === 'textarea' ? 'sm:col-span-2' : undefined}>
            <FieldInput
              field={field}
              idPrefix={idPrefix}
              value={values[field.field_name] ?? ''}
              disabled={answers.isPending}
              error={errors[field.field_name]}
              onChange={(v) => {
                setValues((s) => ({ ...s, [field.field_name]: v }));
                if (errors[field.field_name]) setErrors(({ [field.field_name]: _, ...rest }) => rest);
                setSavedState(({ [field.field_name]: _, ...rest }) => rest);
              }}
              onBlur={() => blur(field)}
              status={
                savedState[field.field_name] === 'saving' ? (
                  <span className="text-xs text-slate-500">Saving…</span>
                ) : savedState[field.field_name] === 'saved' ? (
                  <span className="flex items-center gap-1 text-xs text-emerald-700">
                    <Check className="size-3" aria-hidden="true" />
                    Saved
                  </span>
                ) : null
              }
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="sm"
          loading={complete.isPending}
          leftIcon={<ClipboardList className="size-4" />}
        >
          {task.is_completed ? 'Update answers' : 'Submit'}
        </Button>
        <p className="text-xs text-slate-500">Answers save as you go and fill in your funding application.</p>
      </div>
    </form>
  );
}
