import type { PublicRecord } from '../model';
import { containsAny, type LineFacts } from './condition';
import type { RuleInfo } from './rule';

/** Rules table: `bankruptcy`. */
export const bankruptcyRule: RuleInfo = {
  id: 'bankruptcy',
  tier: 'decline',
  title: 'Bankruptcy on file',
  remediation:
    'Make sure every account included in the bankruptcy reports a $0 balance and dispute inaccurate dates or status.',
  remediationType: 'credit_repair',
};

const WORDS = ['bankruptcy', 'chapter 7', 'chapter 13'] as const;

/** Hits when the condition text mentions bankruptcy, chapter 7 or chapter 13. */
export function bankruptcy(f: LineFacts): boolean {
  return containsAny(f.text, WORDS);
}

/** Hits a public record whose classification, type or status says bankruptcy. */
export function bankruptcyRecord(r: PublicRecord): boolean {
  return containsAny(`${r.classification} | ${r.type} | ${r.status}`.toLowerCase(), WORDS);
}
