/** The latest stored credit evaluation in the coach's words: the inline card and plain-language lines. */
import type { CoachCreditReport } from '@fundpath/contracts/ai';
import {
  defaultQualificationTexts,
  joinBureaus,
  type QualificationTexts,
  renderMessage,
  strategyMessageKey,
} from '@fundpath/contracts/funding';
import {
  BUREAUS,
  type Bureau,
  type BureauImprovementPlan,
  type EvaluationResult,
  type ImprovementSimulation,
  type RuleHit,
  type RuleId,
} from '@fundpath/credit-engine';
import { formatDate, formatDollars } from '../knowledge/text';
import type { CoachCredit } from './types';

/** Each rule in plain language: what it is and why a lender cares. */
export const RULE_PLAIN: Record<RuleId, { name: string; why: string }> = {
  derogatory_account: {
    name: 'a derogatory account',
    why: 'a lender reads a derogatory status as a debt that went badly, and most decline on it',
  },
  charge_off: {
    name: 'a charged-off account with a balance',
    why: 'a charge-off means the creditor wrote the debt off as a loss; while it shows a balance, lenders treat it as unpaid',
  },
  collection: {
    name: 'a collection account with a balance',
    why: 'an unpaid collection tells a lender a past debt was never settled',
  },
  repossession_foreclosure: {
    name: 'a repossession or foreclosure',
    why: 'a lost asset is one of the strongest decline signals',
  },
  bankruptcy: {
    name: 'a bankruptcy on file',
    why: 'most lenders decline while a bankruptcy is recent on the report',
  },
  recent_late_payment: {
    name: 'a late payment in the last 6 months',
    why: 'a recent late is the best predictor of the next one, so it declines the application',
  },
  late_payment_12_months: {
    name: 'a late payment in the last 12 months',
    why: 'a late in the last year makes the file borderline until it ages past 12 months',
  },
  high_utilization: {
    name: 'card balances above 50% of their limits',
    why: 'high balances relative to limits look like cash-flow strain and lower your score',
  },
  excessive_inquiries: {
    name: 'too many recent credit inquiries (3 or more in 2 years)',
    why: 'many recent applications look like credit-seeking, so lenders pause',
  },
  no_bureau_data: {
    name: 'no usable data on this bureau',
    why: 'a lender cannot approve a file it cannot read',
  },
};

const TIER_WORD = { approve: 'approves', borderline: 'is borderline', decline: 'declines' } as const;

/**
 * The funding strategy in the words an admin set (`/admin/qualification-messages`): the
 * strategy's title and text, with the evaluation's values filled in.
 */
export function strategyText(
  evaluation: EvaluationResult,
  texts: QualificationTexts = defaultQualificationTexts(),
  firstName = '',
): string {
  if (!evaluation.funding_strategy) return 'Your report could not be evaluated for funding yet.';
  const message = texts[strategyMessageKey(evaluation.funding_strategy)];
  const values = {
    first_name: firstName,
    qualifying_bureaus: joinBureaus(evaluation.qualifying_bureaus),
    qualifying_count: String(evaluation.qualifying_bureaus.length),
    best_bureau: evaluation.best_bureau ?? '—',
  };
  const title = renderMessage(message.title, values).trim();
  const body = renderMessage(message.body, values).trim();
  return title && body ? `${title.replace(/[.:!]$/, '')}: ${body}` : title || body;
}

function hitLine(hit: RuleHit): string {
  const plain = RULE_PLAIN[hit.rule];
  const names = [...new Set(hit.accounts.map((a) => a.creditor_name))].slice(0, 3).join(', ');
  const extra =
    hit.rule === 'high_utilization' && hit.utilization_percentage !== undefined
      ? ` (highest at ${Math.round(hit.utilization_percentage)}%${hit.recommended_paydown ? `, about ${formatDollars(hit.recommended_paydown)} to pay down` : ''})`
      : hit.rule === 'excessive_inquiries' && hit.inquiry_count !== undefined
        ? ` (${hit.inquiry_count} inquiries)`
        : '';
  return `${plain.name}${names ? ` — ${names}` : ''}${extra}`;
}

/** Builds the coach's credit view from a stored report row (evaluation and plan as stored). */
export function toCoachCredit(
  row: {
    id: string;
    version: number;
    as_of: string;
    created_at: Date;
    evaluation: EvaluationResult;
    improvements: ImprovementSimulation;
  },
  texts?: QualificationTexts,
  firstName?: string,
): CoachCredit | null {
  const { evaluation, improvements } = row;
  if (!evaluation || evaluation.error || !evaluation.bureaus) return null;
  const approves = (b: Bureau) =>
    evaluation.bureaus[b]?.has_data === true && evaluation.bureaus[b]?.decision_tier === 'approve';
  const plans = BUREAUS.flatMap((b) => {
    const p = improvements?.bureaus?.[b];
    return p ? [p] : [];
  });
  const card: CoachCreditReport = {
    report_id: row.id,
    version: row.version,
    as_of: row.as_of,
    created_at: row.created_at.toISOString(),
    funding_status: {
      overall_decision: evaluation.overall_decision,
      funding_strategy: evaluation.funding_strategy,
      qualifying_bureaus: evaluation.qualifying_bureaus,
      best_bureau: evaluation.best_bureau,
      approvals: {
        equifax_approval: approves('Equifax'),
        experian_approval: approves('Experian'),
        transunion_approval: approves('TransUnion'),
      },
    },
    scores: {
      TransUnion: evaluation.bureaus.TransUnion?.summary.credit_score ?? null,
      Experian: evaluation.bureaus.Experian?.summary.credit_score ?? null,
      Equifax: evaluation.bureaus.Equifax?.summary.credit_score ?? null,
    },
    strategy: strategyText(evaluation, texts, firstName),
    bureaus: BUREAUS.flatMap((b) => {
      const e = evaluation.bureaus[b];
      if (!e) return [];
      return [
        {
          bureau: b,
          tier: e.decision_tier,
          score: e.summary.credit_score,
          issues: e.triggered_rules.map(hitLine),
        },
      ];
    }),
    plan: plans.map((p) => ({
      bureau: p.bureau,
      achievable: p.achievable,
      total_paydown: p.total_paydown,
      actions: p.actions.map((a) => a.description).filter(Boolean),
    })),
  };
  return { card, evaluation, plans };
}

/** One line per bureau: "Experian approves (score 712)". */
export function bureauLines(credit: CoachCredit): string[] {
  return credit.card.bureaus.map(
    (b) => `${b.bureau} ${TIER_WORD[b.tier]}${b.score ? ` (score ${b.score})` : ''}`,
  );
}

/** The distinct rule hits across bureaus, each with the bureaus reporting it. */
export function distinctHits(credit: CoachCredit): Array<{ hit: RuleHit; bureaus: Bureau[] }> {
  const byRule = new Map<RuleId, { hit: RuleHit; bureaus: Bureau[] }>();
  for (const b of BUREAUS) {
    for (const hit of credit.evaluation.bureaus[b]?.triggered_rules ?? []) {
      const e = byRule.get(hit.rule);
      if (e) e.bureaus.push(b);
      else byRule.set(hit.rule, { hit, bureaus: [b] });
    }
  }
  return [...byRule.values()].sort(
    (a, b) => (a.hit.tier === 'decline' ? -1 : 0) - (b.hit.tier === 'decline' ? -1 : 0),
  );
}

/** Plain sentence for a rule hit: what it is, which bureaus, why it matters, what fixes it. */
export function explainHit(entry: { hit: RuleHit; bureaus: Bureau[] }): string {
  const plain = RULE_PLAIN[entry.hit.rule];
  const effect = entry.hit.tier === 'decline' ? 'declines' : 'makes borderline';
  return `${capitalize(hitLine(entry.hit))} on ${entry.bureaus.join(', ')} ${effect} the file: ${plain.why}. Fix: ${entry.hit.remediation}`;
}

/** The plan's actions, de-duplicated across bureaus (the same paydown appears once per bureau). */
export function planActions(plans: readonly BureauImprovementPlan[], limit = 6): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of plans) {
    for (const a of p.actions) {
      const key =
        a.type === 'paydown'
          ? `pay|${a.creditor_name}|${a.amount}`
          : a.type === 'wait'
            ? `wait|${a.until}`
            : `dispute|${a.creditor_name}|${a.bureau}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (a.type === 'paydown')
        out.push(
          `Pay ${a.creditor_name} down by ${formatDollars(a.amount)} to ${formatDollars(a.new_balance)} (half of its ${formatDollars(a.limit)} limit).`,
        );
      else if (a.type === 'wait') {
        const why =
          [
            a.rules.some((r) => r.includes('late')) ? 'the late marks leave the 12-month window' : null,
            a.rules.includes('excessive_inquiries') ? 'older inquiries stop counting' : null,
          ]
            .filter(Boolean)
            .join(' and ') || 'the items age out';
        out.push(`Wait until ${formatDate(a.until)}, when ${why}.`);
      } else out.push(a.description);
    }
  }
  return out.slice(0, limit);
}

export function totalPaydown(plans: readonly BureauImprovementPlan[]): number {
  return Math.max(0, ...plans.map((p) => p.total_paydown));
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
