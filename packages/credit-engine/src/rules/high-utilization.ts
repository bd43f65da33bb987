import { roundCents } from '../internal/money';
import type { LineFacts } from './condition';
import { UTILIZATION_CEILING } from './constants';
import type { RuleInfo } from './rule';

/** Rules table: `high_utilization`. */
export const highUtilizationRule: RuleInfo = {
  id: 'high_utilization',
  tier: 'borderline',
  title: `Utilization above ${UTILIZATION_CEILING * 100}% of the limit`,
  remediation: `Pay the balance down to ${UTILIZATION_CEILING * 100}% of the limit or less before applying.`,
  remediationType: 'paydown',
};

/** A utilization hit: the ratio in percent and the paydown that clears it. */
export interface UtilizationHit {
  utilizationPercentage: number;
  recommendedPaydown: number;
}

/**
 * Balance above half the limit (limit > 0). No other exclusions: a closed or charged-off
 * revolving balance counts. The paydown is balance − 0.5 × limit, rounded to cents.
 */
export function highUtilization(f: LineFacts): UtilizationHit | undefined {
  if (!(f.limit > 0) || !(f.balance / f.limit > UTILIZATION_CEILING)) return undefined;
  return {
    utilizationPercentage: roundCents((f.balance / f.limit) * 100),
    recommendedPaydown: roundCents(f.balance - UTILIZATION_CEILING * f.limit),
  };
}
