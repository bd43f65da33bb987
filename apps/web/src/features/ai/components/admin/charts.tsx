import { lazy, type ReactNode, Suspense } from 'react';
import { Card, CardHeader } from '@/components/ui/card';

const chartViews = () => import('./chart-views');

/*
 * The charts, loaded on first render (recharts is about 100 kB gzip, not part of the screens'
 * chunks): the stats and tables render at once, each chart card keeps its height with a pulsing
 * placeholder until they come.
 */
export const VolumeChart = lazy(() => chartViews().then((m) => ({ default: m.VolumeChart })));
export const ConfidenceChart = lazy(() => chartViews().then((m) => ({ default: m.ConfidenceChart })));
export const HelpfulnessChart = lazy(() => chartViews().then((m) => ({ default: m.HelpfulnessChart })));
export const RatingsByStepChart = lazy(() => chartViews().then((m) => ({ default: m.RatingsByStepChart })));

/**
 * A card framing a chart with a title and an accessible summary for screen readers. A lazy chart
 * suspends inside the card, at the chart's height, so the layout doesn't jump when it comes.
 */
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
          <Suspense fallback={<div className="h-full w-full animate-pulse rounded-lg bg-slate-100" />}>
            {children}
          </Suspense>
        </div>
        <figcaption className="sr-only">{summary}</figcaption>
      </figure>
    </Card>
  );
}
