import { type ApplicationField, normalizeFieldValue, validateFieldValue } from '@fundpath/contracts/coaching';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FieldInput } from '@/components/forms/application-field-input';
import { Callout } from '@/components/ui/callout';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { applicationKeys, saveAnswer, useAnswers, useFields } from '../api/application';

export const APPLICATION_MESSAGES = {
  saved: 'Data saved successfully!',
  saveFailed: 'Failed to save field',
} as const;
/** Typing pauses this long before a valid answer saves by itself. */
export const AUTOSAVE_DEBOUNCE_MS = 1_200;

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

function SaveStatus({ state }: { state: SaveState }) {
  if (state === 'saving')
    return (
      <span className="flex items-center gap-1 text-xs text-slate-500">
        <LoaderCircle className="size-3 animate-spin" aria-hidden="true" /> Saving…
      </span>
    );
  if (state === 'saved')
    return (
      <span className="flex items-center gap-1 text-xs text-emerald-700">
        <Check className="size-3" aria-hidden="true" /> Saved
      </span>
    );
  if (state === 'error')
    return (
      <span className="flex items-center gap-1 text-xs text-red-600">
        <CircleAlert className="size-3" aria-hidden="true" /> Not saved
      </span>
    );
  return null;
}

/** One field that saves itself on blur and after a pause in typing, once its value is valid. */
function AutosaveField({
  field,
  saved,
  idPrefix,
}: {
  field: ApplicationField;
  saved: string;
  idPrefix: string;
}) {
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const lastSaved = useRef<string | null>(normalizeFieldValue(saved));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const qc = useQueryClient();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const save = async (raw: string, reportBlank: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    const next = normalizeFieldValue(raw);
    if (next === lastSaved.current) return;
    const problem = next === null && !reportBlank ? null : validateFieldValue(field, raw);
    if (problem) {
      setError(problem);
      return;
    }
    setState('saving');
    try {
      const res = await saveAnswer(field.field_name, next, field.step_number);
      lastSaved.current = res.field_value;
      setState('saved');
      setError(null);
      qc.setQueryData(
        applicationKeys.data,
        (old: { status: 'success'; data: Record<string, string> } | undefined) => {
          if (!old) return old;
          const data = { ...old.data };
          if (res.field_value === null) delete data[field.field_name];
          else data[field.field_name] = res.field_value;
          return { ...old, data };
        },
      );
      toast.success(APPLICATION_MESSAGES.saved, { id: `app-saved-${field.field_name}`, duration: 2_000 });
    } catch (err) {
      setState('error');
      setError(fieldErrorsOf(err)[field.field_name] ?? refusalMessage(err));
      toast.error(APPLICATION_MESSAGES.saveFailed, { id: `app-failed-${field.field_name}` });
    }
  };

  return (
    <FieldInput
      field={field}
      idPrefix={idPrefix}
      value={value}
      error={error}
      status={<SaveStatus state={state} />}
      onChange={(v) => {
        setValue(v);
        setError(null);
        setState('idle');
        if (timer.current) clearTimeout(timer.current);
        // Selects and dates are complete choices: save at once; text waits for a pause.
        const delay = field.field_type === 'select' || field.field_type === 'date' ? 0 : AUTOSAVE_DEBOUNCE_MS;
        timer.current = setTimeout(() => {
          if (validateFieldValue(field, v) === null || normalizeFieldValue(v) === null) void save(v, false);
        }, delay);
      }}
      onBlur={() => void save(value, false)}
    />
  );
}

/** My Application: every field, grouped by step, each saving itself. */
export function ApplicationForm({ stepTitles = {} }: { stepTitles?: Record<number, string> }) {
  const fields = useFields();
  const answers = useAnswers();
  const idPrefix = useId();
  const groups = useMemo(() => {
    const byStep = new Map<number, ApplicationField[]>();
    for (const f of fields.data ?? []) byStep.set(f.step_number, [...(byStep.get(f.step_number) ?? []), f]);
    return [...byStep.entries()]
      .sort(([a], [b]) => a - b)
      .map(([step, list]) => ({ step, fields: list.sort((a, b) => a.display_order - b.display_order) }));
  }, [fields.data]);

  if (fields.isPending || answers.isPending)
    return <Spinner message="Loading your application..." className="py-16" />;
  if (fields.isError || answers.isError)
    return (
      <Callout tone="error" title="Error Loading Data">
        Your application could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => {
            void fields.refetch();
            void answers.refetch();
          }}
        >
          Try again
        </button>
      </Callout>
    );

  const data = answers.data.data;
  const required = (fields.data ?? []).filter((f) => f.required);
  const answered = required.filter((f) => data[f.field_name] !== undefined).length;
  const percent = required.length ? Math.round((answered / required.length) * 100) : 100;

  return (
    <div className="space-y-6">
      <div className="rounded-2xl border border-slate-200/80 bg-white px-5 py-4 shadow-xs">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm font-semibold text-slate-900">Required answers</p>
          <p className="text-sm text-slate-600 tabular-nums">
            {answered}/{required.length} · {percent}%
          </p>
        </div>
        <ProgressBar label="Required answers" percent={percent} className="mt-3" />
      </div>
      {groups.map(({ step, fields: list }) => {
        const req = list.filter((f) => f.required);
        const done = req.filter((f) => data[f.field_name] !== undefined).length;
        return (
          <section
            key={step}
            aria-labelledby={`${idPrefix}-step-${step}`}
            className="rounded-2xl border border-slate-200/80 bg-white shadow-xs"
          >
            <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 px-5 py-4">
              <div>
                <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">Step {step}</p>
                <h2 id={`${idPrefix}-step-${step}`} className="text-base font-semibold text-slate-900">
                  {stepTitles[step] ?? `Step ${step}`}
                </h2>
              </div>
              {req.length ? (
                <span
                  className={
                    done === req.length ? 'text-xs font-medium text-emerald-700' : 'text-xs text-slate-500'
                  }
                >
                  {done}/{req.length} required
                </span>
              ) : null}
            </header>
            <div className="grid gap-5 px-5 py-5 sm:grid-cols-2">
              {list.map((f) => (
                <div key={f.id} className={f.field_type === 'textarea' ? 'sm:col-span-2' : undefined}>
                  <AutosaveField field={f} saved={data[f.field_name] ?? ''} idPrefix={idPrefix} />
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
