/**
 * Per-tradeline facts every rule reads, computed once per evaluation
 * (credit-decision-rules.md, "Rules (per tradeline, per bureau)" preamble).
 */
import type { Tradeline } from '../model';

/** What the rules know about one tradeline. */
export interface LineFacts {
  line: Tradeline;
  /** Condition text: the condition, pay status, designator and remarks joined with ` | `, lower-cased. */
  text: string;
  /** `AccountCondition.abbreviation`, trimmed and lower-cased. */
  conditionAbbreviation: string;
  /** `currentBalance`, 0 when missing. */
  balance: number;
  /** The limit the rules use; 0 when there is none. */
  limit: number;
  /** True when `limit` is the high balance of a revolving account without a credit limit. */
  limitFromHighBalance: boolean;
  revolving: boolean;
  /** The condition text contains the whole word `paid`. */
  paid: boolean;
}

function push(parts: string[], s: string): void {
  if (s !== '') parts.push(s);
}

/** The condition text of a tradeline (lower-cased). */
export function conditionText(line: Tradeline): string {
  const parts: string[] = [];
  push(parts, line.AccountCondition.description);
  push(parts, line.AccountCondition.abbreviation);
  push(parts, line.PayStatus.description);
  push(parts, line.PayStatus.abbreviation);
  push(parts, line.AccountDesignator.description);
  for (const r of line.Remark) {
    push(parts, r.customRemark);
    push(parts, r.RemarkCode.description);
  }
  return parts.join(' | ').toLowerCase();
}

function isWordChar(c: number): boolean {
  // [a-z0-9_] on lower-cased text; other letters (é…) also count as part of a word.
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c > 127;
}

/**
 * True when `word` occurs in `text` as a whole word (`paid` in "paid charge off", not in
 * "unpaid" or "prepaid"). Both arguments are expected lower-cased.
 */
export function hasWord(text: string, word: string): boolean {
  let from = 0;
  for (;;) {
    const i = text.indexOf(word, from);
    if (i < 0) return false;
    const end = i + word.length;
    if (
      (i === 0 || !isWordChar(text.charCodeAt(i - 1))) &&
      (end >= text.length || !isWordChar(text.charCodeAt(end)))
    )
      return true;
    from = i + 1;
  }
}

/** True when `text` contains any of `needles` as a substring. */
export function containsAny(text: string, needles: readonly string[]): boolean {
  for (const n of needles) if (text.indexOf(n) >= 0) return true;
  return false;
}

/** "partition accountTypeSymbol R, or an account type description containing revolving". */
export function isRevolving(line: Tradeline): boolean {
  if (line.accountTypeSymbol.toUpperCase() === 'R') return true;
  const g = line.GrantedTrade;
  for (const d of [
    line.accountTypeDescription,
    line.accountTypeAbbreviation,
    g.CreditType.description,
    g.CreditType.abbreviation,
    g.AccountType.description,
  ]) {
    if (d !== '' && d.toLowerCase().indexOf('revolving') >= 0) return true;
  }
  return false;
}

/** Computes the facts of one tradeline. */
export function lineFacts(line: Tradeline): LineFacts {
  const text = conditionText(line);
  const revolving = isRevolving(line);
  const creditLimit = line.GrantedTrade.CreditLimit;
  let limit = creditLimit ?? 0;
  let limitFromHighBalance = false;
  // "when that is missing, blank or 0 and the account is revolving … falls back to highBalance"
  if (limit === 0 && revolving && line.highBalance !== null && line.highBalance > 0) {
    limit = line.highBalance;
    limitFromHighBalance = true;
  }
  return {
    line,
    text,
    conditionAbbreviation: line.AccountCondition.abbreviation.toLowerCase(),
    balance: line.currentBalance ?? 0,
    limit,
    limitFromHighBalance,
    revolving,
    paid: hasWord(text, 'paid'),
  };
}
