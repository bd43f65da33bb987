import { BarChart3 } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** The charts' palette (Tailwind 600s), one hue per kind of figure. */
export const CHART_COLORS = {
  indigo: '#4f46e5',
  red: '#dc2626',
  amber: '#d97706',
  green: '#16a34a',
  cyan: '#0891b2',
} as const;

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A chart in a card: the picture is hidden from assistive technology, which gets the caption
 * (the key numbers, also shown) and the data as a visually hidden table instead. A lazy chart
 * suspends inside, at the chart's height, so the layout doesn't jump when recharts arrives.
 */
export function ChartFrame<Row>({
  title,
  description,
  caption,
  rows,
  columns,
  rowKey,
  empty,
  children,
  className,
}: {
  title: string;
  description?: string;
  /** The key numbers, in a sentence (shown under the chart: the figure's caption). */
  caption: string;
  rows: readonly Row[];
  columns: ReadonlyArray<DataColumn<Row>>;
  rowKey: (row: Row) => string;
  /** Shown instead of the chart when the range has no data for it. */
  empty?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader title={title} description={description} titleAs="h2" />
      <figure className="px-3 pt-4 pb-3 sm:px-5">
        {empty ?? (
          <div className="h-64 w-full" aria-hidden="true">
            <Suspense fallback={<ChartPlaceholder />}>{children}</Suspense>
          </div>
        )}
        <figcaption className="mt-2 text-xs text-slate-600">{caption}</figcaption>
        <table className="sr-only">
          <caption>{`${title}: the data`}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header}>{c.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Card>
  );
}

/** The pulsing placeholder a chart shows while recharts loads. */
export const ChartPlaceholder = () => <div className="h-full w-full animate-pulse rounded-lg bg-slate-100" />;

/** A chart's `empty`: the range has nothing to draw (the chart's height, so the card doesn't jump). */
export function ChartEmpty({ children }: { children: ReactNode }) {
  return (
    <EmptyState
      variant="compact"
      titleAs="p"
      icon={BarChart3}
      description={children}
      className="h-64 justify-center"
    />
  );
}
