import type { LineFacts } from './condition';
import type { RuleInfo } from './rule';

/** Rules table: `derogatory_account`. */
export const derogatoryAccountRule: RuleInfo = {
  id: 'derogatory_account',
  tier: 'decline',
  title: 'Derogatory account reported',
  remediation:
    'Dispute the derogatory status if it is inaccurate, or negotiate a pay-for-delete / goodwill update.',
  remediationType: 'credit_repair',
};

/** Hits when the condition abbreviation is `derog` or the condition text contains `derogatory`. */
export function derogatoryAccount(f: LineFacts): boolean {
  return f.conditionAbbreviation === 'derog' || f.text.indexOf('derogatory') >= 0;
}
