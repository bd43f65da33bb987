import { errorEvaluation, evaluateParsedReport, reportAsOf } from './internal/evaluate';
import { parseDate, todayIso } from './parse/dates';
import { parseMergedReport } from './parse/report';
import type { EvaluateOptions, EvaluationResult } from './types';

/** The caller's as_of as `YYYY-MM-DD`, or null when none (or an unreadable one) was given. */
export function resolveAsOf(asOf: unknown): string | null {
  if (asOf instanceof Date) {
    return Number.isNaN(asOf.getTime()) ? null : todayIso(asOf);
  }
  return parseDate(asOf);
}

/**
 * Evaluates a merged three-bureau report into a funding-readiness decision per bureau and overall.
 * Accepts every input form `parseMergedReport` accepts (or its result). Windows are measured from
 * `asOf`, else the report's own date, else today: the only place the clock is read.
 * @example
 * const result = evaluateCreditReport(rawReportJson, { asOf: '2026-11-21' });
 * result.bureaus.Experian?.decision_tier; // 'approve' | 'borderline' | 'decline'
 */
export function evaluateCreditReport(input: unknown, options?: EvaluateOptions): EvaluationResult {
  const report = parseMergedReport(input);
  const given = options !== null && typeof options === 'object' ? resolveAsOf(options.asOf) : null;
  const asOf = given ?? reportAsOf(report) ?? todayIso();
  if (report.error) return errorEvaluation(report.error, asOf);
  return evaluateParsedReport(report, asOf);
}
