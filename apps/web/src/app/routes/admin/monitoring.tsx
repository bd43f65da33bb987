import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** The monitoring feature (features/monitoring) ships separately; load it only when opened. */
const MonitoringPage = lazy(() =>
  import('@/features/monitoring').then((m) => ({ default: m.MonitoringPage })),
);

export default function MonitoringRoute() {
  return (
    <Suspense fallback={<Spinner size="lg" message="Loading monitoring..." className="py-24" />}>
      <MonitoringPage />
    </Suspense>
  );
}
