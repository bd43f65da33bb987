import {
  BUREAUS,
  type Bureau,
  type CreditReport,
  type EvaluationResult,
  evaluateCreditReport,
  type ImprovementSimulation,
  parseMergedReport,
  type RuleHit,
  simulateImprovements,
  type Tradeline,
} from '@fundpath/credit-engine';

/** Everything the screens show about one report, computed in the browser with the engine. */
export interface ReportView {
  report: CreditReport;
  evaluation: EvaluationResult;
  improvements: ImprovementSimulation;
}

/**
 * Parses, evaluates and plans a raw report (any form the engine accepts, JSON text included).
 * Spec §4: "The evaluation is recomputed whenever a report is present"; the server keeps its own.
 */
export function buildReportView(raw: unknown, asOf?: string): ReportView {
  const report = parseMergedReport(raw);
  const evaluation = evaluateCreditReport(report, asOf ? { asOf } : undefined);
  const improvements = simulateImprovements(report, evaluation);
  return { report, evaluation, improvements };
}

/** One account across the bureaus that report it (a `TradeLinePartition`). */
export interface AccountGroup {
  key: string;
  partitionIndex: number;
  creditorName: string;
  /** Partition type (Revolving Account, Installment Account…). */
  typeDescription: string;
  /** Detail type from the first bureau that gives one (Credit Card, Auto Loan…). */
  detailType: string;
  isRevolving: boolean;
  isOpen: boolean;
  byBureau: Partial<Record<Bureau, Tradeline>>;
  /** Rule hits naming this account, per bureau. */
  hits: Partial<Record<Bureau, RuleHit[]>>;
  /** Worst tier any of its hits carries. */
  worstTier: 'decline' | 'borderline' | null;
}

/** Rule hits keyed by tradeline id. */
export function hitsByTradeline(evaluation: EvaluationResult): Map<string, RuleHit[]> {
  const map = new Map<string, RuleHit[]>();
  for (const bureau of BUREAUS) {
    for (const hit of evaluation.bureaus[bureau]?.triggered_rules ?? []) {
      for (const account of hit.accounts) {
        const list = map.get(account.tradeline_id);
        if (list) list.push(hit);
        else map.set(account.tradeline_id, [hit]);
      }
    }
  }
  return map;
}

const isOpenLine = (t: Tradeline) => {
  const oc = `${t.OpenClosed.abbreviation} ${t.OpenClosed.description}`.toLowerCase();
  if (oc.includes('closed')) return false;
  if (oc.includes('open')) return true;
  return t.dateClosed === null;
};

/** The report's tradelines grouped by account, problem accounts first, then open ones, in report order. */
export function groupAccounts(report: CreditReport, evaluation?: EvaluationResult): AccountGroup[] {
  const hits = evaluation ? hitsByTradeline(evaluation) : new Map<string, RuleHit[]>();
  const groups = new Map<number, AccountGroup>();
  for (const t of report.tradelines) {
    let group = groups.get(t.partitionIndex);
    if (!group) {
      group = {
        key: `p${t.partitionIndex}`,
        partitionIndex: t.partitionIndex,
        creditorName: t.creditorName || t.originalCreditor || 'Unknown creditor',
        typeDescription: t.accountTypeDescription || t.accountTypeAbbreviation,
        detailType: t.GrantedTrade.AccountType.description,
        isRevolving: false,
        isOpen: false,
        byBureau: {},
        hits: {},
        worstTier: null,
      };
      groups.set(t.partitionIndex, group);
    }
    group.byBureau[t.bureau] ??= t;
    if (!group.detailType) group.detailType = t.GrantedTrade.AccountType.description;
    if (t.accountTypeSymbol.toUpperCase() === 'R' || t.GrantedTrade.CreditType.symbol.toUpperCase() === 'R')
      group.isRevolving = true;
    if (isOpenLine(t)) group.isOpen = true;
    const lineHits = hits.get(t.id) ?? [];
    if (lineHits.length) {
      group.hits[t.bureau] = [...(group.hits[t.bureau] ?? []), ...lineHits];
      if (lineHits.some((h) => h.tier === 'decline')) group.worstTier = 'decline';
      else group.worstTier ??= 'borderline';
    }
  }
  const rank = (g: AccountGroup) => (g.worstTier === 'decline' ? 0 : g.worstTier === 'borderline' ? 1 : 2);
  return [...groups.values()].sort(
    (a, b) => rank(a) - rank(b) || Number(b.isOpen) - Number(a.isOpen) || a.partitionIndex - b.partitionIndex,
  );
}

/** Whether a bureau returned anything at all (tradelines, inquiries, a score or identity data). */
export function bureauHasData(report: CreditReport, bureau: Bureau): boolean {
  return (
    report.tradelines.some((t) => t.bureau === bureau) ||
    report.inquiries.some((q) => q.bureau === bureau) ||
    report.scores.some((s) => s.bureau === bureau && s.riskScore !== null) ||
    report.borrower.names.some((n) => n.bureau === bureau)
  );
}

/** The bureau's VantageScore, or null. */
export function scoreOf(report: CreditReport, bureau: Bureau): number | null {
  return report.scores.find((s) => s.bureau === bureau && s.riskScore !== null)?.riskScore ?? null;
}

/** The month key (`YYYY-MM`) of an ISO date. */
export const monthKey = (iso: string) => iso.slice(0, 7);

/** `count` month keys ending at `last` (inclusive), oldest first. */
export function monthWindow(last: string, count: number): string[] {
  const y = Number(last.slice(0, 4));
  const m = Number(last.slice(5, 7));
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const total = y * 12 + (m - 1) - i;
    out.push(`${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}
