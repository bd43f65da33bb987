import { containsAny, hasWord, type LineFacts } from './condition';
import type { RuleInfo } from './rule';

/** Rules table: `repossession_foreclosure`. */
export const repossessionForeclosureRule: RuleInfo = {
  id: 'repossession_foreclosure',
  tier: 'decline',
  title: 'Repossession, foreclosure or surrender reported',
  remediation: 'Verify the dates, balance and any deficiency reported and dispute what is inaccurate.',
  remediationType: 'credit_repair',
};

const WORDS = ['repossession', 'foreclosure', 'surrender'] as const;

/** Hits on `repossession`, the whole word `repo`, `foreclosure` or `surrender`. */
export function repossessionForeclosure(f: LineFacts): boolean {
  return containsAny(f.text, WORDS) || hasWord(f.text, 'repo');
}
