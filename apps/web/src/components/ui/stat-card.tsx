import { type LucideIcon, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type StatTone = 'neutral' | 'good' | 'warn' | 'bad';

const iconTones: Record<StatTone, string> = {
  neutral: 'text-slate-500',
  good: 'text-emerald-500',
  warn: 'text-amber-500',
  bad: 'text-red-500',
};

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** Small text under the value. */
  hint?: ReactNode;
  icon?: LucideIcon;
  /** Colours the icon. */
  tone?: StatTone;
  /** Change since the previous period, e.g. "+12%". */
  delta?: ReactNode;
  /** Direction of the change; `up` is green unless `upIsGood` is false. */
  trend?: 'up' | 'down' | 'flat';
  upIsGood?: boolean;
  loading?: boolean;
  className?: string;
}

/** A single figure with label, optional icon, trend and hint. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'neutral',
  delta,
  trend,
  upIsGood = true,
  loading = false,
  className,
}: StatCardProps) {
  const TrendIcon = trend === 'up' ? TrendingUp : trend === 'down' ? TrendingDown : Minus;
  const good = trend === 'flat' || trend === undefined ? null : (trend === 'up') === upIsGood;
  return (
    <Card className={cn('p-4', className)} aria-busy={loading || undefined}>
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
        {Icon ? <Icon className={cn('size-4 shrink-0', iconTones[tone])} aria-hidden="true" /> : null}
      </div>
      {loading ? (
        <>
          <span className="mt-2.5 block h-7 w-20 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />
          <span className="sr-only">Loading</span>
        </>
      ) : (
        <div className="mt-1.5 flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
          {delta !== undefined && delta !== null ? (
            <span
              className={cn(
                'inline-flex items-center gap-0.5 text-xs font-medium tabular-nums',
                good === null ? 'text-slate-500' : good ? 'text-emerald-700' : 'text-red-600',
              )}
            >
              <TrendIcon className="size-3.5" aria-hidden="true" />
              {delta}
            </span>
          ) : null}
        </div>
      )}
      {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
    </Card>
  );
}
