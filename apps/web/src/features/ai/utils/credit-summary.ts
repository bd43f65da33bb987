/**
 * Reads the `credit_report` a coach message carries into what the inline card shows. The payload
 * comes from the coach (built-in or model-driven) and may be an engine evaluation, a stored report,
 * or the spec's short `funding_status` form, so every field is optional and checked.
 */

export const BUREAUS = ['TransUnion', 'Experian', 'Equifax'] as const;
export type Bureau = (typeof BUREAUS)[number];
export type BureauStatus = 'approve' | 'borderline' | 'decline' | 'unknown';

export interface BureauSummary {
  bureau: Bureau;
  score: number | null;
  status: BureauStatus;
}

export interface CreditSummary {
  overall: BureauStatus;
  bureaus: BureauSummary[];
  strategy: string | null;
  /** The strategy in plain language, when the coach wrote one. */
  strategyText?: string | null;
  asOf: string | null;
  reportId: string | null;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** `approve`, `approved`, `APPROVED`, true… → approve; false → decline. */
export function toStatus(v: unknown): BureauStatus {
  if (v === true) return 'approve';
  if (v === false) return 'decline';
  if (typeof v !== 'string') return 'unknown';
  const s = v.toLowerCase();
  if (s.startsWith('approv') || s === 'qualified' || s === 'fundable') return 'approve';
  if (s.startsWith('borderline') || s.includes('fixable')) return 'borderline';
  if (s.startsWith('declin') || s.includes('repair') || s === 'denied') return 'decline';
  return 'unknown';
}

/** A key of `obj` matching the bureau in any casing (`Equifax`, `equifax`, `equifax_approval`). */
function pick(obj: Obj | null, bureau: Bureau, suffixes: string[] = ['']): unknown {
  if (!obj) return undefined;
  for (const suffix of suffixes) {
    for (const key of [bureau + suffix, bureau.toLowerCase() + suffix, bureau.toUpperCase() + suffix]) {
      if (key in obj) return obj[key];
    }
  }
  return undefined;
}

export function summarizeCreditReport(payload: unknown): CreditSummary | null {
  if (!isObj(payload)) return null;
  const evaluation = isObj(payload.evaluation) ? payload.evaluation : payload;
  // The coach's card form lists bureaus as `[{bureau, tier, score}]`; the engine keys them by name.
  const perBureau = isObj(evaluation.bureaus)
    ? evaluation.bureaus
    : Array.isArray(evaluation.bureaus)
      ? Object.fromEntries(evaluation.bureaus.filter(isObj).map((b) => [String(b.bureau), b] as const))
      : null;
  const scores = isObj(payload.scores) ? payload.scores : null;
  const funding = payload.funding_status;
  const fundingObj = isObj(funding)
    ? { ...(isObj(funding.approvals) ? funding.approvals : {}), ...funding }
    : null;

  const bureaus = BUREAUS.map((bureau): BureauSummary => {
    const detail = pick(perBureau, bureau);
    const d = isObj(detail) ? detail : null;
    const summary = d && isObj(d.summary) ? d.summary : null;
    const score =
      num(pick(scores, bureau)) ??
      num(d?.score) ??
      num(d?.credit_score) ??
      num(summary?.credit_score) ??
      num(pick(fundingObj, bureau, ['_score']));
    let status = toStatus(
      d?.decision_tier ?? d?.tier ?? d?.decision ?? d?.status ?? (d ? undefined : detail),
    );
    if (status === 'unknown') status = toStatus(pick(fundingObj, bureau, ['_approval', '']));
    if (status === 'unknown' && Array.isArray(evaluation.qualifying_bureaus) && perBureau)
      status = evaluation.qualifying_bureaus.includes(bureau) ? 'approve' : 'unknown';
    return { bureau, score, status };
  });

  const overallRaw =
    evaluation.overall_decision ?? (typeof funding === 'string' ? funding : fundingObj?.overall_decision);
  let overall = toStatus(overallRaw);
  if (overall === 'unknown') {
    if (bureaus.some((b) => b.status === 'approve')) overall = 'approve';
    else if (bureaus.some((b) => b.status === 'borderline')) overall = 'borderline';
    else if (bureaus.some((b) => b.status === 'decline')) overall = 'decline';
  }
  if (overall === 'unknown' && bureaus.every((b) => b.score === null)) return null;

  return {
    overall,
    bureaus,
    strategy: str(evaluation.funding_strategy) ?? str(fundingObj?.funding_strategy),
    strategyText: str(payload.strategy),
    asOf: str(evaluation.as_of) ?? str(payload.as_of) ?? str(payload.created_at),
    reportId: str(payload.report_id) ?? str(payload.id),
  };
}

export const STATUS_LABELS: Record<BureauStatus, string> = {
  approve: 'Fundable',
  borderline: 'Borderline',
  decline: 'Needs repair',
  unknown: 'No data',
};

/** `DUAL_BUREAU_QUALIFIED` → `Dual bureau qualified`. */
export const formatStrategy = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replaceAll('_', ' ');
