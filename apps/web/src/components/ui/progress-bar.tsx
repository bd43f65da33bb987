import { cn } from '@/lib/cn';

/**
 * A bar filled to `percent`. Assistive technology reads `value` of `max` (the percent of 100
 * unless given) and `valueText` when set, e.g. "3 of 5 done".
 */
export function ProgressBar({
  label,
  percent,
  value = percent,
  max = 100,
  valueText,
  className,
  barClassName = 'bg-brand',
}: {
  label: string;
  percent: number;
  value?: number;
  max?: number;
  valueText?: string;
  /** The track's extra classes (margins…). */
  className?: string;
  /** The bar's colour. */
  barClassName?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', barClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
