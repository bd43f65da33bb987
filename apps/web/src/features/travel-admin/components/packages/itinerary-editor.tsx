import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea';
import { type DayDraft, emptyDay, moveDay } from './package-draft';

/** As the contract. */
const MAX_DAYS = 60;

/** The itinerary, day by day: add, remove and reorder days; each has a number, a title and a plan. */
export function ItineraryEditor({
  days,
  onChange,
  errors,
}: {
  days: DayDraft[];
  onChange: (next: DayDraft[]) => void;
  errors: Record<string, string>;
}) {
  const patch = (i: number, p: Partial<DayDraft>) =>
    onChange(days.map((d, j) => (j === i ? { ...d, ...p } : d)));
  const nextDay = () => {
    const last = Number(days.at(-1)?.day);
    return Number.isInteger(last) && last > 0 ? last + 1 : days.length + 1;
  };
  return (
    <div className="space-y-3">
      {days.length === 0 ? <p className="text-sm text-slate-600">No days yet.</p> : null}
      <ol className="space-y-3" aria-label="Itinerary days">
        {days.map((d, i) => (
          <li key={d.key} className="rounded-xl p-3 ring-1 ring-slate-200 sm:p-4">
            <fieldset className="space-y-3">
              <legend className="sr-only">Itinerary day {i + 1}</legend>
              <div className="flex flex-wrap items-start gap-3">
                <Field
                  label="Day"
                  inputMode="numeric"
                  value={d.day}
                  onChange={(e) => patch(i, { day: e.target.value })}
                  error={errors[`itinerary.${i}.day`]}
                  className="w-20"
                  aria-label={`Day (entry ${i + 1})`}
                />
                <Field
                  label="Title"
                  value={d.title}
                  onChange={(e) => patch(i, { title: e.target.value })}
                  maxLength={120}
                  error={errors[`itinerary.${i}.title`]}
                  className="min-w-0 flex-1 basis-48"
                  aria-label={`Title (entry ${i + 1})`}
                />
                <div className="flex gap-1 sm:mt-7">
                  <Button
                    size="icon"
                    variant="plain"
                    aria-label={`Move itinerary entry ${i + 1} up`}
                    disabled={i === 0}
                    onClick={() => onChange(moveDay(days, i, -1))}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="plain"
                    aria-label={`Move itinerary entry ${i + 1} down`}
                    disabled={i === days.length - 1}
                    onClick={() => onChange(moveDay(days, i, 1))}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="plain"
                    aria-label={`Remove itinerary entry ${i + 1}`}
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => onChange(days.filter((_, j) => j !== i))}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <TextareaField
                label="Plan for the day"
                rows={2}
                value={d.description}
                onChange={(e) => patch(i, { description: e.target.value })}
                maxLength={2000}
                error={errors[`itinerary.${i}.description`]}
                aria-label={`Plan for the day (entry ${i + 1})`}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      {errors.itinerary ? <p className="text-xs font-medium text-red-600">{errors.itinerary}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...days, emptyDay(nextDay())])}
        disabled={days.length >= MAX_DAYS}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a day
      </Button>
    </div>
  );
}
