import {
  bureauMessageKey,
  defaultQualificationTexts,
  joinBureaus,
  overallMessageKey,
  type QualificationTexts,
  renderMessage,
  strategyMessageKey,
} from '@fundpath/contracts/funding';
import type { BureauEvaluation, EvaluationResult } from '@fundpath/credit-engine';

export interface Text {
  title: string;
  text: string;
}

/** "JORDAN" → "Jordan" (reports spell names in capitals). */
export const firstNameOf = (name: string | null | undefined): string => {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return first ? first.charAt(0).toUpperCase() + first.slice(1).toLowerCase() : '';
};

/**
 * The decision's texts as an admin worded them (`/admin/qualification-messages`), with this
 * client's values filled in: the overall headline, the strategy, and each bureau's line.
 */
export function decisionTexts(
  evaluation: EvaluationResult,
  texts: QualificationTexts = defaultQualificationTexts(),
  firstName = '',
) {
  const shared = {
    first_name: firstName,
    qualifying_bureaus: joinBureaus(evaluation.qualifying_bureaus),
    qualifying_count: String(evaluation.qualifying_bureaus.length),
    best_bureau: evaluation.best_bureau ?? '—',
  };
  const fill = (key: keyof QualificationTexts, values: Record<string, string>): Text => ({
    title: renderMessage(texts[key].title, values),
    text: renderMessage(texts[key].body, values),
  });
  return {
    overall: fill(overallMessageKey(evaluation.overall_decision), shared),
    strategy: evaluation.funding_strategy
      ? fill(strategyMessageKey(evaluation.funding_strategy), shared)
      : null,
    bureau: (b: BureauEvaluation): Text =>
      fill(bureauMessageKey(b.decision_tier), {
        first_name: firstName,
        bureau: b.bureau,
        score: b.summary.credit_score === null ? '—' : String(b.summary.credit_score),
      }),
  };
}
