import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface EmptyStateProps {
  title?: ReactNode;
  /** Sentence under the title (or the whole message when there is no title). */
  description?: ReactNode;
  icon?: LucideIcon;
  /** Buttons or links under the text. */
  action?: ReactNode;
  /** `card` (dashed box, default), `compact` (small muted box, for sections) or `plain` (no box). */
  variant?: 'card' | 'compact' | 'plain';
  /** Heading level of the title; `p` when the empty state sits inside another section's list. */
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
  children?: ReactNode;
}

/** "Nothing here" panel: icon, title, description and an optional action. */
export function EmptyState({
  title,
  description,
  icon: Icon,
  action,
  variant = 'card',
  titleAs: Title = 'h2',
  className,
  children,
}: EmptyStateProps) {
  const compact = variant === 'compact';
  return (
    <div
      className={cn(
        'flex flex-col items-center text-center',
        variant === 'card' &&
          'rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 sm:py-12',
        compact && 'rounded-xl border border-dashed border-slate-200 bg-slate-50/60 px-4 py-6',
        variant === 'plain' && 'px-4 py-8',
        className,
      )}
    >
      {Icon ? (
        <span
          className={cn(
            'mb-4 flex items-center justify-center rounded-full bg-brand/10 text-brand',
            compact ? 'size-9' : 'size-12',
          )}
        >
          <Icon className={compact ? 'size-4' : 'size-5'} aria-hidden="true" />
        </span>
      ) : null}
      {title ? (
        <Title className={cn('font-semibold text-slate-900', compact ? 'text-sm' : 'text-base')}>
          {title}
        </Title>
      ) : null}
      {description ? (
        <p className={cn('max-w-md text-sm leading-6', title ? 'mt-1.5 text-slate-600' : 'text-slate-500')}>
          {description}
        </p>
      ) : null}
      {children ? <div className="mt-1 max-w-md text-sm text-slate-500">{children}</div> : null}
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
