import type { LineFacts } from './condition';
import type { RuleInfo } from './rule';

/** Rules table: `collection`. */
export const collectionRule: RuleInfo = {
  id: 'collection',
  tier: 'decline',
  title: 'Collection account that is unpaid or still shows a balance',
  remediation:
    'Request debt validation and dispute inaccuracies, or negotiate a pay-for-delete with the collector.',
  remediationType: 'credit_repair',
};

/** Hits on `collection` when the balance is above 0 or the account is not paid. */
export function collection(f: LineFacts): boolean {
  return f.text.indexOf('collection') >= 0 && (f.balance > 0 || !f.paid);
}
