/**
 * What-if planning: for each bureau that does not approve, the shortest list of concrete actions
 * that makes it approve, each plan proven by re-evaluating the modified report with the real
 * evaluator.
 *
 * Model: a paydown lowers the account's balance to 50% of the limit the rules used; a dispute
 * removes the tradeline / inquiry / public record from that bureau; waiting moves as_of forward.
 * Construction is greedy per hit (one action per problem account, one shared wait for every
 * time-based problem), then verified.
 */
import { evaluateCreditReport } from './evaluate';
import { evaluateOneBureau } from './internal/evaluate';
import { floorCents, roundCents } from './internal/money';
import type { CreditReport } from './model';
import { BUREAUS, type Bureau } from './parse/bureau';
import { firstDayOfMonthIndex, monthIndex } from './parse/dates';
import { markParsed, parseMergedReport } from './parse/report';
import { INQUIRY_THRESHOLD, LATE_WINDOW_MONTHS, UTILIZATION_CEILING } from './rules/constants';
import type {
  BureauEvaluation,
  DecisionTier,
  EvaluationResult,
  HitAccount,
  HitInquiry,
  RuleId,
} from './types';

/** Pay an account down to 50% utilization or less. */
export interface PaydownAction {
  type: 'paydown';
  bureau: Bureau;
  tradeline_id: string;
  creditor_name: string;
  account_number: string;
  amount: number;
  new_balance: number;
  limit: number;
  description: string;
}

/** Dispute an item; modelled as its removal from the bureau. */
export interface DisputeAction {
  type: 'dispute';
  bureau: Bureau;
  target: 'tradeline' | 'inquiry' | 'public_record';
  /** Tradeline id, public record id, or the ids of one inquiry pull. */
  item_ids: string[];
  creditor_name: string;
  account_number: string;
  rules: RuleId[];
  reason: string;
  description: string;
}

/** Wait until a date, when late marks leave the 12-month window and inquiries age out. */
export interface WaitAction {
  type: 'wait';
  bureau: Bureau;
  until: string;
  rules: RuleId[];
  description: string;
}

/** One step of a plan. */
export type ImprovementAction = PaydownAction | DisputeAction | WaitAction;

/** The plan for one bureau. */
export interface BureauImprovementPlan {
  bureau: Bureau;
  current_tier: DecisionTier;
  /** True when a verified plan reaches approve. */
  achievable: boolean;
  actions: ImprovementAction[];
  action_count: number;
  total_paydown: number;
  /** The plan was re-evaluated with the evaluator on the modified report. */
  verified: boolean;
  /** The bureau's tier after the plan (null when no plan could be built). */
  resulting_tier: DecisionTier | null;
  /** The as_of of the verifying evaluation (the wait date when the plan waits). */
  verified_as_of: string;
  /** The earliest date from which waiting alone (no other action) makes the bureau approve, if any. */
  earliest_wait_date: string | null;
}

/** Plans for every bureau with data that does not approve. */
export interface ImprovementSimulation {
  as_of: string;
  bureaus: Partial<Record<Bureau, BureauImprovementPlan>>;
}

const STATUS_RULES = new Set<RuleId>([
  'derogatory_account',
  'charge_off',
  'collection',
  'repossession_foreclosure',
  'bankruptcy',
]);
const LATE_RULES = new Set<RuleId>(['recent_late_payment', 'late_payment_12_months']);
const MAX_WAIT_ROUNDS = 6;

interface Candidate {
  actions: ImprovementAction[];
  asOf: string;
}

interface Problems {
  lines: Map<string, { account: HitAccount; rules: Set<RuleId>; reason: string }>;
  records: { id: string; name: string; ref: string; reason: string }[];
  inquiries: HitInquiry[];
  inquiryCount: number;
  lateMonthMax: number;
}

/** The first dispute reason per tradeline and per public record of a hit (one pass, not one search per account). */
function reasonsOf(hit: BureauEvaluation['triggered_rules'][number]): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of hit.dispute_reasons) {
    const key =
      d.tradeline_id !== undefined
        ? `t:${d.tradeline_id}`
        : d.record_id !== undefined
          ? `r:${d.record_id}`
          : '';
    if (key && !out.has(key)) out.set(key, d.reason);
  }
  return out;
}

function collect(ev: BureauEvaluation): Problems {
  const p: Problems = { lines: new Map(), records: [], inquiries: [], inquiryCount: 0, lateMonthMax: -1 };
  for (const hit of ev.triggered_rules) {
    const reasons = reasonsOf(hit);
    const why = (key: string) => reasons.get(key) ?? hit.description;
    for (const a of hit.accounts) {
      let e = p.lines.get(a.tradeline_id);
      if (!e) {
        e = { account: a, rules: new Set(), reason: why(`t:${a.tradeline_id}`) };
        p.lines.set(a.tradeline_id, e);
      }
      e.rules.add(hit.rule);
      if (hit.rule === 'high_utilization' && a.recommended_paydown !== undefined)
        e.account = { ...e.account, ...a };
      for (const m of a.late_months ?? []) p.lateMonthMax = Math.max(p.lateMonthMax, monthIndex(`${m}-01`));
    }
    for (const r of hit.public_records ?? []) {
      p.records.push({
        id: r.record_id,
        name: r.type || r.classification,
        ref: '',
        reason: why(`r:${r.record_id}`),
      });
    }
    if (hit.rule === 'excessive_inquiries') {
      p.inquiries = hit.inquiries ?? [];
      p.inquiryCount = hit.inquiry_count ?? p.inquiries.length;
    }
  }
  return p;
}

function paydown(bureau: Bureau, a: HitAccount): PaydownAction {
  const limit = a.limit ?? 0;
  const balance = a.balance ?? 0;
  const target = floorCents(UTILIZATION_CEILING * limit);
  const amount = roundCents(balance - target);
  return {
    type: 'paydown',
    bureau,
    tradeline_id: a.tradeline_id,
    creditor_name: a.creditor_name,
    account_number: a.account_number,
    amount,
    new_balance: target,
    limit,
    description: `Pay ${a.creditor_name} (${a.account_number}) down by $${amount.toFixed(2)} to $${target.toFixed(2)} (50% of the $${limit.toFixed(2)} limit).`,
  };
}

function disputeLine(bureau: Bureau, a: HitAccount, rules: Set<RuleId>, reason: string): DisputeAction {
  return {
    type: 'dispute',
    bureau,
    target: 'tradeline',
    item_ids: [a.tradeline_id],
    creditor_name: a.creditor_name,
    account_number: a.account_number,
    rules: [...rules],
    reason,
    description: `Dispute ${a.creditor_name} (${a.account_number}) with ${bureau}: ${reason}`,
  };
}

function disputeInquiry(bureau: Bureau, q: HitInquiry): DisputeAction {
  return {
    type: 'dispute',
    bureau,
    target: 'inquiry',
    item_ids: q.inquiry_ids,
    creditor_name: q.subscriber_name,
    account_number: '',
    rules: ['excessive_inquiries'],
    reason: 'Inquiry not authorized (dispute only if true).',
    description: `Dispute the ${q.subscriber_name} inquiry of ${q.inquiry_date} with ${bureau} if you did not authorize it.`,
  };
}

function laterOf(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

/** The date from which the time-based problems of `p` are gone by waiting (null when there are none). */
function waitDate(p: Problems, lateOnly: Iterable<string>): string | null {
  let date: string | null = null;
  let lateMax = -1;
  for (const id of lateOnly) {
    for (const m of p.lines.get(id)?.account.late_months ?? [])
      lateMax = Math.max(lateMax, monthIndex(`${m}-01`));
  }
  if (lateMax >= 0) date = firstDayOfMonthIndex(lateMax + LATE_WINDOW_MONTHS);
  if (p.inquiryCount >= INQUIRY_THRESHOLD) {
    // Newest first: once the third-newest ages out, fewer than three remain.
    const pivot = p.inquiries[INQUIRY_THRESHOLD - 1];
    if (pivot) date = laterOf(date, pivot.ages_out_on);
  }
  return date;
}

/** Applies a plan to a report: removals and lowered balances, on copies (the report is never mutated). */
export function applyActions(report: CreditReport, actions: readonly ImprovementAction[]): CreditReport {
  const removeLines = new Set<string>();
  const removeInquiries = new Set<string>();
  const removeRecords = new Set<string>();
  const balances = new Map<string, number>();
  for (const a of actions) {
    if (a.type === 'paydown') balances.set(a.tradeline_id, a.new_balance);
    else if (a.type === 'dispute') {
      const set =
        a.target === 'tradeline' ? removeLines : a.target === 'inquiry' ? removeInquiries : removeRecords;
      for (const id of a.item_ids) set.add(id);
    }
  }
  return markParsed({
    ...report,
    tradelines: report.tradelines
      .filter((t) => !removeLines.has(t.id))
      .map((t) => {
        const b = balances.get(t.id);
        return b === undefined ? t : { ...t, currentBalance: b };
      }),
    inquiries: report.inquiries.filter((q) => !removeInquiries.has(q.id)),
    publicRecords: report.publicRecords.filter((r) => !removeRecords.has(r.id)),
  });
}

/**
 * The bureau's items only: a plan for one bureau is verified by evaluating that bureau alone, so
 * each check costs a third of a full evaluation and copies only that bureau's tradelines.
 */
function onlyBureau(report: CreditReport, bureau: Bureau): CreditReport {
  return markParsed({
    ...report,
    tradelines: report.tradelines.filter((t) => t.bureau === bureau),
    inquiries: report.inquiries.filter((q) => q.bureau === bureau),
    publicRecords: report.publicRecords.filter((r) => r.bureau === bureau),
    scores: report.scores.filter((s) => s.bureau === bureau),
  });
}

/** The bureau's evaluation after a candidate plan (`report` holds that bureau's items only). */
function tierAfter(report: CreditReport, bureau: Bureau, c: Candidate): BureauEvaluation | undefined {
  return evaluateOneBureau(applyActions(report, c.actions), bureau, c.asOf);
}

/**
 * Waits for time-based problems, re-checking: if the evaluation at the wait date still shows a
 * late or inquiry hit (e.g. a history month dated after as_of), move the date on and try again.
 */
function settleWait(report: CreditReport, bureau: Bureau, c: Candidate): Candidate {
  let cur = c;
  for (let round = 0; round < MAX_WAIT_ROUNDS; round++) {
    const ev = tierAfter(report, bureau, cur);
    if (!ev || ev.decision_tier === 'approve') return cur;
    const p = collect(ev);
    const late = [...p.lines]
      .filter(([, e]) => [...e.rules].every((r) => LATE_RULES.has(r)))
      .map(([id]) => id);
    const next = waitDate(p, late);
    if (next === null || next <= cur.asOf) return cur;
    cur = {
      asOf: next,
      actions: cur.actions.map((a) =>
        a.type === 'wait' ? { ...a, until: next, description: `Wait until ${next}.` } : a,
      ),
    };
  }
  return cur;
}

function planBureau(report: CreditReport, ev: BureauEvaluation, asOf: string): BureauImprovementPlan {
  const bureau = ev.bureau;
  const p = collect(ev);
  const now: ImprovementAction[] = [];
  const withWait: ImprovementAction[] = [];
  const lateLines: string[] = [];
  for (const [id, e] of p.lines) {
    const rules = e.rules;
    const hasStatus = [...rules].some((r) => STATUS_RULES.has(r));
    const hasLate = [...rules].some((r) => LATE_RULES.has(r));
    const hasUtil = rules.has('high_utilization');
    if (hasStatus) {
      const d = disputeLine(bureau, e.account, rules, e.reason);
      now.push(d);
      withWait.push(d);
    } else if (hasLate) {
      now.push(disputeLine(bureau, e.account, rules, e.reason));
      lateLines.push(id);
      if (hasUtil) withWait.push(paydown(bureau, e.account));
    } else if (hasUtil) {
      const pd = paydown(bureau, e.account);
      now.push(pd);
      withWait.push(pd);
    }
  }
  for (const r of p.records) {
    const d: DisputeAction = {
      type: 'dispute',
      bureau,
      target: 'public_record',
      item_ids: [r.id],
      creditor_name: r.name,
      account_number: r.ref,
      rules: ['bankruptcy'],
      reason: r.reason,
      description: `Dispute the public record (${r.name}) with ${bureau}: ${r.reason}`,
    };
    now.push(d);
    withWait.push(d);
  }
  if (p.inquiryCount >= INQUIRY_THRESHOLD) {
    // Dispute the newest pulls: they would take longest to age out.
    for (const q of p.inquiries.slice(0, p.inquiryCount - (INQUIRY_THRESHOLD - 1)))
      now.push(disputeInquiry(bureau, q));
  }
  const candidates: Candidate[] = [{ actions: now, asOf }];
  const wait = waitDate(p, lateLines);
  if (wait !== null) {
    const waitRules: RuleId[] = [];
    if (lateLines.length > 0)
      waitRules.push(
        ...new Set(
          [...lateLines].flatMap((id) => [...p.lines.get(id)!.rules].filter((r) => LATE_RULES.has(r))),
        ),
      );
    if (p.inquiryCount >= INQUIRY_THRESHOLD) waitRules.push('excessive_inquiries');
    const w: WaitAction = {
      type: 'wait',
      bureau,
      until: wait,
      rules: waitRules,
      description: `Wait until ${wait}.`,
    };
    const waiting = settleWait(report, bureau, { actions: [...withWait, w], asOf: wait });
    // Shortest first; on a tie the plan that needs no waiting comes first.
    if (waiting.actions.length < now.length) candidates.unshift(waiting);
    else candidates.push(waiting);
  }

  // Waiting alone: only when every problem is time-based.
  let earliest: string | null = null;
  const onlyTimeBased =
    p.records.length === 0 &&
    [...p.lines.values()].every((e) => [...e.rules].every((r) => LATE_RULES.has(r)));
  if (onlyTimeBased && wait !== null) {
    const alone = settleWait(report, bureau, {
      actions: [{ type: 'wait', bureau, until: wait, rules: [], description: '' }],
      asOf: wait,
    });
    if (tierAfter(report, bureau, alone)?.decision_tier === 'approve') earliest = alone.asOf;
  }

  // Last resort: dispute everything that any hit names.
  candidates.push({
    asOf,
    actions: [
      ...[...p.lines.values()].map((e) => disputeLine(bureau, e.account, e.rules, e.reason)),
      ...now.filter((a) => a.type === 'dispute' && a.target !== 'tradeline'),
      ...p.inquiries.map((q) => disputeInquiry(bureau, q)),
    ],
  });

  let last: { c: Candidate; tier: DecisionTier | null } | undefined;
  for (const c of candidates) {
    const tier = tierAfter(report, bureau, c)?.decision_tier ?? null;
    if (tier === 'approve') return plan(ev, c, tier, true, earliest);
    last ??= { c, tier };
  }
  return plan(ev, last?.c ?? { actions: [], asOf }, last?.tier ?? null, false, earliest);
}

function plan(
  ev: BureauEvaluation,
  c: Candidate,
  tier: DecisionTier | null,
  achievable: boolean,
  earliest: string | null,
): BureauImprovementPlan {
  let total = 0;
  for (const a of c.actions) if (a.type === 'paydown') total += a.amount;
  return {
    bureau: ev.bureau,
    current_tier: ev.decision_tier,
    achievable,
    actions: c.actions,
    action_count: c.actions.length,
    total_paydown: roundCents(total),
    verified: tier !== null,
    resulting_tier: tier,
    verified_as_of: c.asOf,
    earliest_wait_date: earliest,
  };
}

/**
 * For each bureau with data whose tier is not approve, the shortest verified list of actions
 * (pay down, dispute, wait) that makes it approve; `achievable: false` when none does.
 * @example
 * const sim = simulateImprovements(report, evaluateCreditReport(report, { asOf: '2026-11-21' }));
 * sim.bureaus.TransUnion?.actions; // [{ type: 'wait', until: '2027-08-01', … }]
 */
export function simulateImprovements(
  report: CreditReport | unknown,
  evaluation?: EvaluationResult,
): ImprovementSimulation {
  const parsed = parseMergedReport(report);
  const ev =
    evaluation && typeof evaluation === 'object' && evaluation.bureaus
      ? evaluation
      : evaluateCreditReport(parsed);
  const out: ImprovementSimulation = { as_of: ev.as_of, bureaus: {} };
  if (parsed.error || ev.error) return out;
  for (const b of BUREAUS) {
    const be = ev.bureaus[b];
    if (!be?.has_data || be.decision_tier === 'approve') continue;
    out.bureaus[b] = planBureau(onlyBureau(parsed, b), be, ev.as_of);
  }
  return out;
}
