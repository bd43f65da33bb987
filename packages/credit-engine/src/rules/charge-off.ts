import { containsAny, type LineFacts } from './condition';
import type { RuleInfo } from './rule';

/** Rules table: `charge_off`. */
export const chargeOffRule: RuleInfo = {
  id: 'charge_off',
  tier: 'decline',
  title: 'Charged-off account that is unpaid or still shows a balance',
  remediation:
    'Dispute inaccuracies (a settled charge-off must show a $0 balance), or settle it and have it reported as paid with a $0 balance.',
  remediationType: 'credit_repair',
};

const CHARGE_OFF_WORDS = ['charge off', 'chargeoff', 'charge-off', 'charged off'] as const;

/** Hits on a charge-off keyword when the balance is above 0 or the account is not paid. */
export function chargeOff(f: LineFacts): boolean {
  return containsAny(f.text, CHARGE_OFF_WORDS) && (f.balance > 0 || !f.paid);
}
