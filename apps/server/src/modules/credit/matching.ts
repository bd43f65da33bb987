/**
 * Which lenders a client's per-bureau result meets (the funding report's "matching banks"), as a
 * pure decision over the stored evaluation and the banks' minimums. No database.
 *
 * A bureau meets a bank when the bank is active and the bureau:
 * - reported data and does not decline (a declining item blocks funding under the decision rules,
 *   whatever the score);
 * - is one the bank pulls: a bank that sets a minimum score on some bureaus pulls only those (a
 *   lender that pulls Experian is no match for a TransUnion result); a bank with no minimum on any
 *   bureau takes any bureau, with any score;
 * - has a score at or above the bank's minimum for that bureau;
 * - has at most the bank's maximum of inquiries (two years, as the engine counts them);
 * - uses at most the bank's utilization ceiling of its revolving limits (no revolving limits: 0%).
 */
import type { MatchingBank, MatchingBanks } from '@fundpath/contracts/credit';
import { BUREAUS, type Bureau, type EvaluationResult } from '@fundpath/credit-engine';

export interface BankCriteria {
  id: string;
  name: string;
  products: string[];
  min_score_equifax: number | null;
  min_score_experian: number | null;
  min_score_transunion: number | null;
  max_inquiries: number | null;
  utilization_ceiling: number | null;
  active: boolean;
}

const MIN_SCORE_OF: Record<Bureau, keyof BankCriteria> = {
  Equifax: 'min_score_equifax',
  Experian: 'min_score_experian',
  TransUnion: 'min_score_transunion',
};

/** What matching reads of one bureau. */
export interface BureauResult {
  has_data: boolean;
  tier: 'approve' | 'borderline' | 'decline';
  score: number | null;
  inquiries: number;
  /** Revolving utilization in percent; null when the bureau shows no revolving limit. */
  utilization: number | null;
}

export function meetsBank(result: BureauResult, bureau: Bureau, bank: BankCriteria): boolean {
  if (!bank.active || !result.has_data || result.tier === 'decline') return false;
  const min = bank[MIN_SCORE_OF[bureau]] as number | null;
  const pullsSome = BUREAUS.some((b) => bank[MIN_SCORE_OF[b]] !== null);
  if (min === null && pullsSome) return false;
  if (min !== null && (result.score === null || result.score < min)) return false;
  if (bank.max_inquiries !== null && result.inquiries > bank.max_inquiries) return false;
  if (bank.utilization_ceiling !== null && (result.utilization ?? 0) > bank.utilization_ceiling) return false;
  return true;
}

/** Each bureau's result as matching reads it (utilization from the raw report, when known). */
export function bureauResults(
  evaluation: EvaluationResult,
  utilization: Partial<Record<Bureau, number | null>> = {},
): Partial<Record<Bureau, BureauResult>> {
  const out: Partial<Record<Bureau, BureauResult>> = {};
  for (const b of BUREAUS) {
    const e = evaluation.bureaus?.[b];
    if (!e) continue;
    out[b] = {
      has_data: e.has_data,
      tier: e.decision_tier,
      score: e.summary.credit_score,
      inquiries: e.summary.inquiry_count,
      utilization: utilization[b] ?? null,
    };
  }
  return out;
}

/** Per bureau, the banks its result meets, in the order the banks were given. */
export function matchingBanks(
  evaluation: EvaluationResult,
  banks: readonly BankCriteria[],
  utilization: Partial<Record<Bureau, number | null>> = {},
): MatchingBanks {
  const results = bureauResults(evaluation, utilization);
  const pick = (b: Bureau): MatchingBank[] => {
    const r = results[b];
    if (!r || evaluation.error) return [];
    return banks
      .filter((bank) => meetsBank(r, b, bank))
      .map((bank) => ({ id: bank.id, name: bank.name, products: bank.products }));
  };
  return { TransUnion: pick('TransUnion'), Experian: pick('Experian'), Equifax: pick('Equifax') };
}
