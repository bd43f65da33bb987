import { Plus, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { type DepartureDraft, emptyDeparture } from './package-draft';

/** As the contract. */
const MAX_DEPARTURES = 100;
const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

/**
 * The package's departures: dates, seats and prices. Saved ones keep their id (the server updates
 * them); seats already booked are shown, and a departure with bookings cannot be removed (close it).
 */
export function DeparturesEditor({
  departures,
  onChange,
  errors,
}: {
  departures: DepartureDraft[];
  onChange: (next: DepartureDraft[]) => void;
  errors: Record<string, string>;
}) {
  const patch = (i: number, p: Partial<DepartureDraft>) =>
    onChange(departures.map((d, j) => (j === i ? { ...d, ...p } : d)));
  const err = (i: number, field: string) => errors[`departures.${i}.${field}`] ?? null;

  return (
    <div className="space-y-3">
      {departures.length === 0 ? (
        <p className="text-sm text-slate-600">
          No departures yet: a package needs an open departure in the future to be bookable.
        </p>
      ) : null}
      <ol className="space-y-3" aria-label="Departures">
        {departures.map((d, i) => (
          <li key={d.key} className="rounded-xl p-3 ring-1 ring-slate-200 sm:p-4">
            <fieldset>
              <legend className="flex w-full flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                Departure {i + 1}
                {d.id ? (
                  <Badge tone={d.seats_taken > 0 ? 'info' : 'neutral'}>
                    {d.seats_taken} of {d.capacity || '?'} seats taken
                  </Badge>
                ) : (
                  <Badge tone="brand">New</Badge>
                )}
              </legend>
              <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto]">
                <DatePicker
                  label="Starts"
                  value={d.starts_on}
                  onChange={(v) => patch(i, { starts_on: v, ends_on: shiftedEnd(d, v) })}
                  error={err(i, 'starts_on')}
                  clearable={false}
                  className="[&>label]:mb-1 [&>label]:text-xs [&>label]:font-medium [&>label]:text-slate-600"
                />
                <DatePicker
                  label="Ends"
                  value={d.ends_on}
                  onChange={(v) => patch(i, { ends_on: v })}
                  min={d.starts_on || undefined}
                  error={err(i, 'ends_on')}
                  clearable={false}
                  className="[&>label]:mb-1 [&>label]:text-xs [&>label]:font-medium [&>label]:text-slate-600"
                />
                <CompactField
                  label="Capacity"
                  inputMode="numeric"
                  value={d.capacity}
                  onChange={(v) => patch(i, { capacity: v })}
                  error={err(i, 'capacity')}
                />
                <CompactField
                  label="Price per traveller ($)"
                  inputMode="decimal"
                  value={d.price}
                  onChange={(v) => patch(i, { price: v })}
                  placeholder="0.00"
                  error={err(i, 'price_cents')}
                />
                <CompactField
                  label="Single supplement ($)"
                  inputMode="decimal"
                  value={d.single_supplement}
                  onChange={(v) => patch(i, { single_supplement: v })}
                  placeholder="0.00"
                  error={err(i, 'single_supplement_cents')}
                />
                <NativeSelect
                  label="Status"
                  labelSize="sm"
                  value={d.status}
                  onChange={(v) => patch(i, { status: v as DepartureDraft['status'] })}
                  options={STATUS_OPTIONS}
                  error={err(i, 'status')}
                />
                <div className="col-span-2 flex items-start justify-end lg:col-span-1 lg:mt-5">
                  <Button
                    variant="plain"
                    size="sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    disabled={d.seats_taken > 0}
                    title={d.seats_taken > 0 ? 'It has bookings: close it instead' : undefined}
                    aria-label={`Remove departure ${i + 1}`}
                    onClick={() => onChange(departures.filter((_, j) => j !== i))}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    <span className="lg:sr-only">Remove</span>
                  </Button>
                </div>
              </div>
              {d.seats_taken > 0 ? (
                <p className="mt-2 text-xs text-slate-600">
                  Booked seats stay: the capacity cannot go below {d.seats_taken}, and the departure cannot be
                  removed (close it to stop sales).
                </p>
              ) : null}
              {err(i, 'id') ? <p className="mt-2 text-xs font-medium text-red-600">{err(i, 'id')}</p> : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {errors.departures ? <p className="text-xs font-medium text-red-600">{errors.departures}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...departures, emptyDeparture(departures.at(-1))])}
        disabled={departures.length >= MAX_DEPARTURES}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a departure
      </Button>
    </div>
  );
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** A new start keeps the trip's length; without an end yet (or one before the start), it ends that day. */
export function shiftedEnd(d: Pick<DepartureDraft, 'starts_on' | 'ends_on'>, start: string): string {
  const length = d.starts_on && d.ends_on ? dayNumber(d.ends_on) - dayNumber(d.starts_on) : Number.NaN;
  if (Number.isInteger(length) && length >= 0 && !Number.isNaN(dayNumber(start)))
    return new Date((dayNumber(start) + length) * DAY_MS).toISOString().slice(0, 10);
  return d.ends_on && d.ends_on >= start ? d.ends_on : start;
}

function CompactField({
  label,
  value,
  onChange,
  error,
  ...props
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  inputMode: 'numeric' | 'decimal';
  placeholder?: string;
}) {
  return (
    <Field
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      className="[&_label]:text-xs [&_label]:font-medium [&_label]:text-slate-600 [&>div:first-child]:mb-1"
      {...props}
    />
  );
}
