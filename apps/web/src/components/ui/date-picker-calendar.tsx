import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker, getDefaultClassNames } from 'react-day-picker';
import { cn } from '@/lib/cn';

/*
 * The date picker's calendar (react-day-picker, with date-fns): loaded by ./date-picker.tsx when
 * the calendar first opens, so a screen with a date field doesn't load it up front.
 */

const dayPickerDefaults = getDefaultClassNames();

export function DatePickerCalendar({
  selected,
  minDate,
  maxDate,
  onSelect,
}: {
  selected: Date | undefined;
  minDate: Date | undefined;
  maxDate: Date | undefined;
  onSelect: (date: Date | undefined) => void;
}) {
  return (
    <DayPicker
      mode="single"
      autoFocus
      required={false}
      selected={selected}
      defaultMonth={selected ?? minDate ?? maxDate}
      startMonth={minDate}
      endMonth={maxDate}
      disabled={[...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])]}
      onSelect={onSelect}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? (
            <ChevronLeft className="size-4" aria-hidden="true" />
          ) : (
            <ChevronRight className="size-4" aria-hidden="true" />
          ),
      }}
      classNames={{
        root: cn(dayPickerDefaults.root, 'text-sm text-slate-800'),
        months: 'relative',
        month_caption: 'flex h-9 items-center px-1 font-semibold text-slate-900',
        nav: 'absolute top-0 right-0 flex gap-1',
        button_previous:
          'flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 disabled:opacity-30',
        button_next:
          'flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 disabled:opacity-30',
        month_grid: 'mt-2 border-collapse',
        weekday: 'size-9 text-xs font-medium text-slate-500',
        day: 'p-0 text-center',
        day_button:
          'size-9 rounded-lg tabular-nums transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand disabled:pointer-events-none',
        selected: '[&>button]:bg-brand [&>button]:text-brand-foreground [&>button]:hover:bg-brand',
        today: 'font-semibold text-brand',
        outside: 'text-slate-300',
        disabled: 'text-slate-300',
        hidden: 'invisible',
      }}
    />
  );
}
