import { useEffect, useSyncExternalStore } from 'react';
import type {
  ExternalStore,
  HealthSnapshot,
  RequestClientSnapshot,
  RequestMonitorSource,
} from '@/lib/request';

/** What the panel needs from a health monitor (the real `HealthMonitor` fits). */
export interface HealthMonitorSource extends ExternalStore<HealthSnapshot> {
  readonly isRunning: boolean;
  start(): void;
  stop(): void;
  checkAll(): Promise<void>;
}

/** Live request-layer state: breakers, queue, log, percentiles. */
export function useRequestMonitor(source: RequestMonitorSource): RequestClientSnapshot {
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}

/**
 * Live health state. With `autoStart`, starts the monitor while mounted unless something else
 * already runs it (and then leaves it running).
 */
export function useHealthMonitor(monitor: HealthMonitorSource, autoStart: boolean): HealthSnapshot {
  useEffect(() => {
    if (!autoStart || monitor.isRunning) return;
    monitor.start();
    return () => monitor.stop();
  }, [monitor, autoStart]);
  return useSyncExternalStore(monitor.subscribe, monitor.getSnapshot, monitor.getSnapshot);
}
