import type { ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui/card';

/** Step colours for per-step series (cycled). */
export const SERIES_COLORS = [
  '#4f46e5',
  '#0891b2',
  '#16a34a',
  '#d97706',
  '#dc2626',
  '#7c3aed',
  '#db2777',
  '#0d9488',
  '#65a30d',
];

/** A card framing a chart with a title and an accessible summary for screen readers. */
export function ChartCard({
  title,
  description,
  summary,
  children,
  className,
}: {
  title: string;
  description?: string;
  /** Text equivalent of the chart. */
  summary: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader title={title} description={description} titleAs="h2" />
      <figure className="px-3 pt-4 pb-3 sm:px-5">
        <div className="h-64 w-full" aria-hidden="true">
          {children}
        </div>
        <figcaption className="sr-only">{summary}</figcaption>
      </figure>
    </Card>
  );
}

export const axisProps = { stroke: '#94a3b8', fontSize: 12, tickLine: false, axisLine: false } as const;
