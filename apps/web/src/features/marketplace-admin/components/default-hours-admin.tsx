import { isoWeekdays, type WeeklyHours } from '@fundpath/contracts/marketplace';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDefaultHours, useSaveDefaultHours } from '../api/settings';
import { draftOf, type HoursDraft, hoursErrors, type Weekday, weekdayNames, weeklyOf } from './hours-draft';
import { MarketplaceManageGate } from './needs-manage';

/** `/admin/manila/default-hours` for staff with marketplace.manage. */
export function DefaultHoursAdmin() {
  return (
    <MarketplaceManageGate>
      <DefaultHoursLoader />
    </MarketplaceManageGate>
  );
}

function DefaultHoursLoader() {
  const hours = useDefaultHours();
  if (hours.isPending) return <Spinner message="Loading the default hours" />;
  if (hours.isError)
    return (
      <LoadError
        title="The default hours could not be loaded"
        error={hours.error}
        onRetry={() => hours.refetch()}
      />
    );
  return <HoursEditor weekly={hours.data.weekly} updatedAt={hours.data.updated_at} />;
}

/** Per weekday: closed, or one or more from–to ranges; checked before saving. */
function HoursEditor({ weekly, updatedAt }: { weekly: WeeklyHours; updatedAt: string | null }) {
  const save = useSaveDefaultHours();
  const [draft, setDraft] = useState<HoursDraft>(() => draftOf(weekly));
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = hoursErrors(draft);
  const invalid = Object.keys(errors).length > 0;

  const setDay = (d: Weekday, ranges: HoursDraft[Weekday]) => setDraft((prev) => ({ ...prev, [d]: ranges }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (invalid) {
      setShowErrors(true);
      return;
    }
    save.mutate(weeklyOf(draft), {
      onSuccess: (r) => {
        setDraft(draftOf(r.default_hours.weekly));
        setShowErrors(false);
        toast.success('Default hours saved');
      },
      onError: (err) => setError(refusalMessage(err) ?? errorMessage(err, 'The hours could not be saved')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="min-w-0 space-y-4">
      {error ? <Callout tone="error">{error}</Callout> : null}
      {showErrors && invalid ? <Callout tone="error">Fix the highlighted days before saving.</Callout> : null}
      <Card className="divide-y divide-slate-100 p-0">
        {isoWeekdays.map((d) => {
          const ranges = draft[d];
          const dayError = showErrors ? errors[d] : undefined;
          const errorId = `hours-error-${d}`;
          return (
            <fieldset
              key={d}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
              aria-describedby={dayError ? errorId : undefined}
            >
              <legend className="sr-only">{weekdayNames[d]}</legend>
              <div className="w-32 shrink-0 pt-2 text-sm font-medium text-slate-900" aria-hidden="true">
                {weekdayNames[d]}
              </div>
              <div className="min-w-0 flex-1 space-y-2">
                {ranges.length === 0 ? <p className="pt-2 text-sm text-slate-600">Closed</p> : null}
                {ranges.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity but their place
                  <div key={i} className="flex flex-wrap items-center gap-2">
                    <Input
                      type="time"
                      aria-label={`${weekdayNames[d]} range ${i + 1} from`}
                      value={r.start}
                      onChange={(e) =>
                        setDay(
                          d,
                          ranges.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)),
                        )
                      }
                      className="w-32"
                      aria-invalid={dayError ? true : undefined}
                    />
                    <span className="text-sm text-slate-600">to</span>
                    <Input
                      type="time"
                      aria-label={`${weekdayNames[d]} range ${i + 1} to`}
                      value={r.end === '24:00' ? '23:59' : r.end}
                      onChange={(e) =>
                        setDay(
                          d,
                          ranges.map((x, j) => (j === i ? { ...x, end: e.target.value } : x)),
                        )
                      }
                      className="w-32"
                      aria-invalid={dayError ? true : undefined}
                    />
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Remove ${weekdayNames[d]} range ${i + 1}`}
                      onClick={() =>
                        setDay(
                          d,
                          ranges.filter((_, j) => j !== i),
                        )
                      }
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                ))}
                {dayError ? (
                  <p id={errorId} className="text-sm text-red-700">
                    {dayError}
                  </p>
                ) : null}
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Add range on ${weekdayNames[d]}`}
                  disabled={ranges.length >= 8}
                  onClick={() => {
                    const last = ranges.at(-1);
                    setDay(d, [
                      ...ranges,
                      last ? { start: last.end, end: last.end } : { start: '09:00', end: '17:00' },
                    ]);
                  }}
                >
                  <Plus className="size-4" aria-hidden="true" />
                  Add range
                </Button>
                {ranges.length > 0 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Set closed on ${weekdayNames[d]}`}
                    onClick={() => setDay(d, [])}
                  >
                    Set closed
                  </Button>
                ) : null}
              </div>
            </fieldset>
          );
        })}
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {updatedAt
            ? `Last saved ${formatDateTime(updatedAt)}`
            : 'Never saved: specialists follow no default.'}
        </p>
        <Button type="submit" loading={save.isPending}>
          Save default hours
        </Button>
      </div>
    </form>
  );
}
