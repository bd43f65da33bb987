/**
 * Revolving utilization per bureau, for matching a client against lenders' utilization ceilings
 * (`/admin/banks`). The rules judge each card on its own (high_utilization); lenders usually
 * look at the total: all revolving balances over all revolving limits, with the same limit the
 * rules use (the credit limit, else a revolving account's high balance).
 */
import type { CreditReport } from './model';
import { BUREAUS, type Bureau } from './parse/bureau';
import { parseMergedReport } from './parse/report';
import { lineFacts } from './rules/condition';

/**
 * Percent (two decimals) of revolving limits in use on each bureau; null where the bureau has no
 * revolving account with a limit. Takes a parsed report or any raw input the parser accepts.
 * @example revolvingUtilization(raw).Experian // 37.5
 */
export function revolvingUtilization(input: CreditReport | unknown): Record<Bureau, number | null> {
  const report = parseMergedReport(input);
  const sums = Object.fromEntries(BUREAUS.map((b) => [b, { balance: 0, limit: 0 }])) as Record<
    Bureau,
    { balance: number; limit: number }
  >;
  for (const line of report.tradelines) {
    const facts = lineFacts(line);
    if (!facts.revolving || facts.limit <= 0) continue;
    sums[line.bureau].balance += Math.max(0, facts.balance);
    sums[line.bureau].limit += facts.limit;
  }
  return Object.fromEntries(
    BUREAUS.map((b) => {
      const s = sums[b];
      return [b, s.limit > 0 ? Math.round((s.balance / s.limit) * 10_000) / 100 : null];
    }),
  ) as Record<Bureau, number | null>;
}
