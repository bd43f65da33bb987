import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { NativeSelect } from './native-select';
import { StatGridSkeleton } from './stat-grid';

/** What PeriodReport reads of its query (a TanStack `useQuery` result fits). */
export interface PeriodReportQuery<Data> {
  data: Data | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A report over the last N days: the Period picker and the range the server counted (UTC), then
 * the report, pulsing stat cards while the first range loads, or the error with Try again. Keep
 * the last range on screen while the next loads (`placeholderData: keepPreviousData`).
 */
export function PeriodReport<Days extends number, Data extends { range: { from: string; to: string } }>({
  days,
  dayOptions,
  onDaysChange,
  query: q,
  errorTitle,
  loadingLabels,
  children,
}: {
  days: Days;
  dayOptions: readonly Days[];
  onDaysChange: (days: Days) => void;
  query: PeriodReportQuery<Data>;
  /** The error callout's title, e.g. "Analytics could not be loaded". */
  errorTitle: string;
  /** The stat cards' labels, shown pulsing until the first answer. */
  loadingLabels: readonly string[];
  children: (data: Data) => ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-6" aria-busy={q.isFetching || undefined}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <NativeSelect
          label="Period"
          className="sm:w-48"
          value={String(days)}
          onChange={(v) => onDaysChange(Number(v) as Days)}
          options={dayOptions.map((d) => ({ value: String(d), label: `Last ${d} days` }))}
        />
        {q.data ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {q.data.range.from} – {q.data.range.to} (UTC)
          </p>
        ) : null}
      </div>
      {q.isError ? <LoadError title={errorTitle} error={q.error} onRetry={q.refetch} /> : null}
      {q.data ? children(q.data) : q.isPending ? <StatGridSkeleton labels={loadingLabels} /> : null}
    </div>
  );
}
