import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type Tone = 'good' | 'warn' | 'bad' | 'neutral';

const toneClasses: Record<Tone, string> = {
  good: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  warn: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  bad: 'bg-red-50 text-red-700 ring-red-600/20',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** A small pill coloured by tone; the text carries the meaning, the colour only repeats it. */
export function StatusBadge({ tone, icon, children }: { tone: Tone; icon?: ReactNode; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        toneClasses[tone],
      )}
    >
      {icon}
      {children}
    </span>
  );
}
