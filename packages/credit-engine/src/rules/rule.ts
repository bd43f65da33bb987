/** What each rule declares about itself; the evaluator merges hits with it. */
import type { RuleId } from '../types';

/** Static description of a rule. */
export interface RuleInfo {
  id: RuleId;
  tier: 'decline' | 'borderline';
  /** Description of the merged hit; `(N accounts)` is appended when N > 1. */
  title: string;
  remediation: string;
  remediationType: 'credit_repair' | 'paydown';
}
