import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { StatCard } from './stat-card';

const lgColumns: Record<number, string> = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
};

/** A report's headline StatCards: two a row on phones, `columns` a row on large screens. */
export function StatGrid({
  columns,
  className,
  children,
}: {
  columns: 2 | 3 | 4 | 5;
  className?: string;
  children: ReactNode;
}) {
  return <div className={cn('grid grid-cols-2 gap-3', lgColumns[columns], className)}>{children}</div>;
}

/** The grid while its figures load: a pulsing StatCard for each label, in one row on large screens. */
export function StatGridSkeleton({ labels }: { labels: readonly string[] }) {
  return (
    <div className={cn('grid grid-cols-2 gap-3', lgColumns[labels.length])}>
      {labels.map((label) => (
        <StatCard key={label} label={label} value="" loading />
      ))}
    </div>
  );
}
