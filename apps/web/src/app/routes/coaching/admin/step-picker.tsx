import { MAX_STEPS } from '@fundpath/contracts/coaching';
import type { ReactNode } from 'react';
import { inputClasses } from '@/components/ui/input';
import { useScripts } from '@/features/coaching';
import { cn } from '@/lib/cn';

/** A step select for admin screens (titles from the coaching scripts). */
export function StepPicker({
  value,
  onChange,
  label = 'Step',
  extra,
}: {
  value: number;
  onChange: (step: number) => void;
  label?: string;
  extra?: ReactNode;
}) {
  const scripts = useScripts();
  const titles = new Map((scripts.data?.scripts ?? []).map((s) => [s.step_number, s.step_title]));
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800 sm:max-w-sm">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className={cn(inputClasses, 'pr-8')}
      >
        {Array.from({ length: MAX_STEPS }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            Step {n}
            {titles.get(n) ? `: ${titles.get(n)}` : ' (not created)'}
          </option>
        ))}
        {extra}
      </select>
    </label>
  );
}
