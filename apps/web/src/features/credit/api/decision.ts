import { api } from '@/lib/api-client';

/**
 * POST /api/credit-decision/save-report. The server re-evaluates and stores a version; spec §8
 * makes a failure silent (logged only). Resolves true when saved.
 */
export async function saveDecisionReport(rawCreditData: unknown, decisionResult: unknown): Promise<boolean> {
  try {
    await api.post(
      '/credit-decision/save-report',
      { raw_credit_data: rawCreditData, decision_result: decisionResult },
      undefined,
      { timeoutMs: 60_000, attempts: 1 },
    );
    return true;
  } catch (error) {
    console.warn('Saving the credit analysis failed', error);
    return false;
  }
}
