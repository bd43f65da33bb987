import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type CalloutTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<CalloutTone, { icon: LucideIcon; box: string; iconColor: string }> = {
  info: { icon: Info, box: 'bg-sky-50 text-sky-900 ring-sky-200', iconColor: 'text-sky-500' },
  success: {
    icon: CircleCheck,
    box: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    iconColor: 'text-emerald-500',
  },
  warning: {
    icon: TriangleAlert,
    box: 'bg-amber-50 text-amber-900 ring-amber-200',
    iconColor: 'text-amber-500',
  },
  error: { icon: CircleAlert, box: 'bg-red-50 text-red-900 ring-red-200', iconColor: 'text-red-500' },
};

/** Inline message box. `error` tone is announced (role=alert), the others are polite. */
export function Callout({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: CalloutTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { icon: Icon, box, iconColor } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl px-4 py-3 text-sm ring-1 ring-inset', box, className)}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconColor)} aria-hidden="true" />
      <div className="min-w-0">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className={cn(title && 'mt-0.5 opacity-90')}>{children}</div> : null}
      </div>
    </div>
  );
}
