import { progressPercent } from '../utils/step-selection';

/** Spec §2: overall progress bar with percent and `n/total Steps`. */
export function JourneyProgress({ completed, total }: { completed: number; total: number }) {
  const percent = progressPercent(completed, total);
  return (
    <div className="rounded-2xl border border-slate-200/80 bg-white px-4 py-4 shadow-xs sm:px-5">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-slate-900">Overall progress</p>
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900 tabular-nums">{percent}%</span>
          <span className="mx-1.5 text-slate-300" aria-hidden="true">
            ·
          </span>
          <span className="tabular-nums">
            {completed}/{total} Steps
          </span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Overall progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${completed} of ${total} steps`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
