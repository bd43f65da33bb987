import type { TimeRange } from '@fundpath/contracts/marketplace';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MAX_RANGES, nextRange } from './weekly-hours';

/**
 * One day's from–to ranges (a weekday or a date override): closed when empty; add, change and
 * remove ranges. `label` names the day in every control ("Monday range 1 from").
 */
export function DayRanges({
  label,
  ranges,
  onChange,
  error,
  errorId,
  closedText = 'Closed',
  allowClose = true,
}: {
  label: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  error?: string | null;
  errorId: string;
  closedText?: string;
  allowClose?: boolean;
}) {
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  const set = (i: number, patch: Partial<TimeRange>) =>
    onChange(ranges.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="min-w-0 flex-1 space-y-2">
      {ranges.length === 0 ? <p className="pt-2 text-sm text-slate-600">{closedText}</p> : null}
      {ranges.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity but their place
        <div key={i} className="flex flex-wrap items-center gap-2">
          <Input
            type="time"
            aria-label={`${label} range ${i + 1} from`}
            value={r.start}
            onChange={(e) => set(i, { start: e.target.value })}
            className="w-32"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          <span className="text-sm text-slate-600" aria-hidden="true">
            to
          </span>
          <Input
            type="time"
            aria-label={`${label} range ${i + 1} to`}
            value={r.end === '24:00' ? '23:59' : r.end}
            onChange={(e) => set(i, { end: e.target.value })}
            className="w-32"
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Remove ${label} range ${i + 1}`}
            onClick={() => onChange(ranges.filter((_, j) => j !== i))}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Add range on ${label}`}
          disabled={ranges.length >= MAX_RANGES}
          onClick={() => onChange([...ranges, nextRange(ranges)])}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add range
        </Button>
        {allowClose && ranges.length > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Set closed on ${label}`}
            onClick={() => onChange([])}
          >
            Set closed
          </Button>
        ) : null}
      </div>
    </div>
  );
}
