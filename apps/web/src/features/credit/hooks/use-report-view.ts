import { useMemo } from 'react';
import { buildReportView, type ReportView } from '../utils/report-view';

/** The engine's view of a raw report, recomputed only when the report changes; null without one. */
export function useReportView(raw: unknown): ReportView | null {
  return useMemo(
    () => (raw === null || raw === undefined || raw === '' ? null : buildReportView(raw)),
    [raw],
  );
}
