import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { errorMessage } from '@/lib/api-client';

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      <span className="min-w-0 flex-1">Error Loading Data: {errorMessage(error)}</span>
      {onRetry ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="h-16 animate-pulse rounded-xl bg-slate-100" />
      ))}
    </div>
  );
}

/** A labelled select of steps 1-18 with an "All steps" choice. */
export function StepSelect({
  id,
  value,
  onChange,
  label = 'Step',
}: {
  id: string;
  value: number | null;
  onChange: (v: number | null) => void;
  label?: string;
}) {
  return (
    <NativeSelect
      id={id}
      label={label}
      labelSize="sm"
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      placeholder="All steps"
      options={STEP_OPTIONS}
    />
  );
}

const STEP_OPTIONS = Array.from({ length: 18 }, (_, i) => ({ value: String(i + 1), label: `Step ${i + 1}` }));

/** A compact labelled native select (the kit's {@link NativeSelect}) taking `[value, label]` pairs. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<[value: string, label: string]>;
}) {
  return (
    <NativeSelect
      id={id}
      label={label}
      labelSize="sm"
      value={value}
      onChange={onChange}
      options={options.map(([v, l]) => ({ value: v, label: l }))}
    />
  );
}

/** A compact labelled search box (the kit's {@link SearchInput}). */
export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  return (
    <SearchInput
      id={id}
      label={label}
      labelSize="sm"
      value={value}
      onChange={onChange}
      placeholder={placeholder}
    />
  );
}

export const percent = (v: number | null | undefined, digits = 0) =>
  v === null || v === undefined ? '—' : `${(v * 100).toFixed(digits)}%`;

/** Debounced text for search boxes, so typing doesn't fire a call per key. */
