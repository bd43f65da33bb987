import { isoWeekdays, type WeeklyHours } from '@fundpath/contracts/marketplace';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DayRanges } from '@/components/marketplace/day-ranges';
import {
  type WeekDraft,
  type Weekday,
  weekDraftOf,
  weekdayNames,
  weekErrors,
  weeklyOf,
} from '@/components/marketplace/weekly-hours';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDefaultHours, useSaveDefaultHours } from '../api/settings';
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
  const [draft, setDraft] = useState<WeekDraft>(() => weekDraftOf(weekly));
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = weekErrors(draft);
  const invalid = Object.keys(errors).length > 0;

  const setDay = (d: Weekday, ranges: WeekDraft[Weekday]) => setDraft((prev) => ({ ...prev, [d]: ranges }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (invalid) {
      setShowErrors(true);
      return;
    }
    save.mutate(weeklyOf(draft), {
      onSuccess: (r) => {
        setDraft(weekDraftOf(r.default_hours.weekly));
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
              <DayRanges
                label={weekdayNames[d]}
                ranges={draft[d]}
                onChange={(ranges) => setDay(d, ranges)}
                error={dayError}
                errorId={errorId}
              />
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
