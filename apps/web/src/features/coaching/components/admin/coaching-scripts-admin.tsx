import { useState } from 'react';
import { Callout } from '@/components/ui/callout';
import { inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useScripts } from '../../api/scripts';
import { StepIcon } from '../step-icon';
import { ScriptEditor } from './script-editor';

/** `/admin/coaching-scripts`: pick a step, edit its script. */
export function CoachingScriptsAdmin() {
  const scripts = useScripts();
  const [selected, setSelected] = useState<number | null>(null);
  if (scripts.isPending) return <Spinner message="Loading scripts..." className="py-16" />;
  if (scripts.isError)
    return (
      <Callout tone="error" title="Error Loading Data">
        {errorMessage(scripts.error)}
      </Callout>
    );
  const list = [...scripts.data.scripts].sort((a, b) => a.display_order - b.display_order);
  const current = list.find((s) => s.step_number === selected) ?? list[0];
  return (
    <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <label className="mb-4 block lg:hidden">
        <span className="mb-1.5 block text-sm font-medium text-slate-800">Step</span>
        <select
          className={cn(inputClasses, 'pr-8')}
          value={current?.step_number ?? ''}
          onChange={(e) => setSelected(Number(e.target.value))}
        >
          {list.map((s) => (
            <option key={s.step_number} value={s.step_number}>
              Step {s.step_number}: {s.step_title}
            </option>
          ))}
        </select>
      </label>
      <nav
        aria-label="Steps"
        className="sticky top-20 hidden rounded-2xl border border-slate-200/80 bg-white p-2 shadow-xs lg:block"
      >
        <ul className="max-h-[calc(100dvh-8rem)] space-y-0.5 overflow-y-auto">
          {list.map((s) => (
            <li key={s.step_number}>
              <button
                type="button"
                aria-current={s.step_number === current?.step_number ? 'true' : undefined}
                onClick={() => setSelected(s.step_number)}
                className={cn(
                  'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm transition',
                  s.step_number === current?.step_number
                    ? 'bg-brand/10 font-medium text-slate-900'
                    : 'text-slate-600 hover:bg-slate-100',
                )}
              >
                <StepIcon type={s.icon_type} className="size-4 shrink-0 text-slate-500" />
                <span className="w-5 shrink-0 text-xs text-slate-500 tabular-nums">{s.step_number}</span>
                <span className="truncate">{s.step_title}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {current ? (
        <section
          className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs sm:p-6"
          aria-labelledby="script-heading"
        >
          <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
            Step {current.step_number}
          </p>
          <h2 id="script-heading" className="mb-5 text-lg font-semibold text-slate-900">
            {current.step_title}
          </h2>
          <ScriptEditor key={`${current.step_number}-${current.updated_at}`} script={current} />
        </section>
      ) : (
        <p className="text-sm text-slate-500">No steps yet.</p>
      )}
    </div>
  );
}
