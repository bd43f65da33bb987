import { Callout } from '@/components/ui/callout';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useApplicationView } from '../../api/application';

/** `/admin/application-view/{userId}`: a client's answers, by step. */
export function ApplicationView({ userId }: { userId: string }) {
  const view = useApplicationView(userId);
  if (view.isPending) return <Spinner message="Loading application..." className="py-16" />;
  if (view.isError)
    return (
      <Callout
        tone="error"
        title={
          isApiError(view.error) && view.error.status === 404 ? 'Client not found' : 'Error Loading Data'
        }
      >
        {errorMessage(view.error)}
      </Callout>
    );
  const { user, steps, other_answers } = view.data;
  const all = steps.flatMap((s) => s.fields);
  const answered = all.filter((f) => f.value !== null).length;
  const others = Object.entries(other_answers);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200/80 bg-white px-5 py-4 shadow-xs">
        <div>
          <p className="text-base font-semibold text-slate-900">{user.display_name || user.email}</p>
          <p className="text-sm text-slate-500">{user.email}</p>
        </div>
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900 tabular-nums">{answered}</span> of {all.length}{' '}
          answered
        </p>
      </div>
      {steps.map((s) => (
        <section
          key={s.step_number}
          aria-labelledby={`av-${s.step_number}`}
          className="rounded-2xl border border-slate-200/80 bg-white shadow-xs"
        >
          <h2
            id={`av-${s.step_number}`}
            className="border-b border-slate-100 px-5 py-3 text-sm font-semibold text-slate-900"
          >
            Step {s.step_number}
            {s.step_title ? <span className="font-normal text-slate-500"> · {s.step_title}</span> : null}
          </h2>
          <dl className="divide-y divide-slate-100">
            {s.fields.map((f) => (
              <div
                key={f.field_name}
                className="grid gap-1 px-5 py-2.5 sm:grid-cols-[16rem_minmax(0,1fr)] sm:gap-4"
              >
                <dt className="text-sm text-slate-500">
                  {f.field_label}
                  {f.required ? <span className="text-red-500"> *</span> : null}
                </dt>
                <dd className="text-sm break-words whitespace-pre-wrap text-slate-900">
                  {f.value ?? <span className="text-slate-500 italic">Not answered</span>}
                  {f.updated_at ? (
                    <span className="ml-2 text-xs text-slate-500">{formatDateTime(f.updated_at)}</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {others.length ? (
        <section className="rounded-2xl border border-slate-200/80 bg-white shadow-xs">
          <h2 className="border-b border-slate-100 px-5 py-3 text-sm font-semibold text-slate-900">
            Other answers
          </h2>
          <dl className="divide-y divide-slate-100">
            {others.map(([k, v]) => (
              <div key={k} className="grid gap-1 px-5 py-2.5 sm:grid-cols-[16rem_minmax(0,1fr)]">
                <dt className="font-mono text-xs text-slate-500">{k}</dt>
                <dd className="text-sm text-slate-900">{v}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
