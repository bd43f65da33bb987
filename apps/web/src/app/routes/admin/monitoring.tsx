import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** The monitoring feature (features/monitoring) ships separately; load it only when opened. */
const MonitoringPage = lazy(() =>
  import('@/features/monitoring/monitoring-page').then((m) => ({ default: m.MonitoringPage })),
);

export function MonitoringRoute() {
  return (
    <Suspense fallback={<Spinner size="lg" message="Loading monitoring..." className="py-24" />}>
      <MonitoringPage />
    </Suspense>
  );
}
