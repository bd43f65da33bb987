import type { EvaluationResult } from '@fundpath/credit-engine';

/** Spec §9: session storage key that holds the funding status. */
export const FUNDING_STATUS_KEY = 'creditReportData';

export interface StoredFundingStatus {
  funding_status: EvaluationResult['overall_decision'];
  funding_strategy: EvaluationResult['funding_strategy'];
  qualifying_bureaus: EvaluationResult['qualifying_bureaus'];
  best_bureau: EvaluationResult['best_bureau'];
  as_of: string;
}

/** Remembers the funding status for this tab (coaching reads it). Storage may be unavailable. */
export function rememberFundingStatus(evaluation: EvaluationResult): void {
  if (evaluation.error) return;
  const value: StoredFundingStatus = {
    funding_status: evaluation.overall_decision,
    funding_strategy: evaluation.funding_strategy,
    qualifying_bureaus: evaluation.qualifying_bureaus,
    best_bureau: evaluation.best_bureau,
    as_of: evaluation.as_of,
  };
  try {
    sessionStorage.setItem(FUNDING_STATUS_KEY, JSON.stringify(value));
  } catch {
    // Private mode or storage blocked: the status is only a convenience.
  }
}

export function readFundingStatus(): StoredFundingStatus | null {
  try {
    const raw = sessionStorage.getItem(FUNDING_STATUS_KEY);
    return raw ? (JSON.parse(raw) as StoredFundingStatus) : null;
  } catch {
    return null;
  }
}
