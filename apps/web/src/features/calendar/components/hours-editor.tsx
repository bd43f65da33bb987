import type { CalendarHours } from '@fundpath/contracts/calendar';
import type { WeeklyHours } from '@fundpath/contracts/marketplace';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useHours, useSaveHours } from '../api/staff';
import { notify } from './notify';

const DAYS = [
  ['1', 'Monday'],
  ['2', 'Tuesday'],
  ['3', 'Wednesday'],
  ['4', 'Thursday'],
  ['5', 'Friday'],
  ['6', 'Saturday'],
  ['7', 'Sunday'],
] as const;
type DayKey = (typeof DAYS)[number][0];
type Row = { on: boolean; start: string; end: string };

const zones = (): string[] => {
  const intl = Intl as unknown as { supportedValuesOf?: (k: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
};

/** Weekly working hours (one range a day) and the zone they are read in. */
export function HoursEditor() {
  const query = useHours();
  if (query.isError)
    return (
      <LoadError title="Failed to load your hours" error={query.error} onRetry={() => query.refetch()} />
    );
  if (query.isPending) return <Spinner message="Loading your hours…" />;
  return <HoursForm hours={query.data} />;
}

function HoursForm({ hours }: { hours: CalendarHours }) {
  const save = useSaveHours();
  const [zone, setZone] = useState(hours.time_zone);
  const [rows, setRows] = useState<Record<DayKey, Row>>(
    () =>
      Object.fromEntries(
        DAYS.map(([k]) => {
          const r = hours.weekly[k]?.[0];
          return [k, { on: Boolean(r), start: r?.start ?? '09:00', end: r?.end ?? '17:00' }];
        }),
      ) as Record<DayKey, Row>,
  );
  const extra = DAYS.some(([k]) => (hours.weekly[k]?.length ?? 0) > 1);
  const set = (k: DayKey, patch: Partial<Row>) => setRows((r) => ({ ...r, [k]: { ...r[k], ...patch } }));
  const submit = () => {
    const weekly: WeeklyHours = Object.fromEntries(
      DAYS.filter(([k]) => rows[k].on).map(([k]) => [k, [{ start: rows[k].start, end: rows[k].end }]]),
    );
    save.mutate(
      { time_zone: zone, weekly, overrides: hours.overrides },
      {
        onSuccess: () => notify.success('Working hours saved'),
        onError: (err) => notify.error('Could not save your hours', err),
      },
    );
  };
  const zoneList = zones();
  return (
    <Card>
      <CardHeader
        title="Working hours"
        description={
          hours.saved
            ? 'Booking links offer times inside these hours.'
            : 'You have not set your hours yet: Monday to Friday, 9 to 5 is used meanwhile.'
        }
      />
      <CardBody>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="space-y-4"
        >
          <NativeSelect
            label="Time zone"
            value={zone}
            onChange={(v) => setZone(v)}
            options={(zoneList.includes(zone) ? zoneList : [zone, ...zoneList]).map((z) => ({
              value: z,
              label: z,
            }))}
            className="max-w-sm"
          />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">Weekly hours</legend>
            <ul className="space-y-2">
              {DAYS.map(([k, name]) => (
                <li key={k} className="flex flex-wrap items-center gap-3">
                  <label className="flex w-36 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={rows[k].on}
                      onChange={(e) => set(k, { on: e.target.checked })}
                    />
                    {name}
                  </label>
                  {rows[k].on ? (
                    <span className="flex items-center gap-2">
                      <Input
                        type="time"
                        aria-label={`${name} from`}
                        value={rows[k].start}
                        onChange={(e) => set(k, { start: e.target.value })}
                        className="w-32"
                      />
                      <span aria-hidden="true">–</span>
                      <Input
                        type="time"
                        aria-label={`${name} until`}
                        value={rows[k].end}
                        onChange={(e) => set(k, { end: e.target.value })}
                        className="w-32"
                      />
                    </span>
                  ) : (
                    <span className="text-sm text-slate-500">Unavailable</span>
                  )}
                </li>
              ))}
            </ul>
            {extra ? (
              <p className="mt-2 text-xs text-slate-500">Saving keeps the first range of each day only.</p>
            ) : null}
          </fieldset>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save hours'}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
