/**
 * What a run is about (its subject: an account, or a lead and its account if it converted) and the
 * conditions over it. The facts come from the owners' exports: the user from auth, the client's
 * read model from clients (step, status, decisions, tags, last activity), the lead from leads.
 * Checking a condition is pure, so test mode, the trigger and a step due later agree.
 */
import {
  type AutomationVariable,
  type Condition,
  describeCondition as conditionText,
  type RunSubject,
} from '@fundpath/contracts/automations';
import type { Db } from '../../platform/db';
import type { UserRow } from '../../platform/sessions';
import { findUser } from '../auth';
import { clientSummaryOf } from '../clients';
import { leadBrief } from '../leads';

export type Summary = NonNullable<Awaited<ReturnType<typeof clientSummaryOf>>>;
export type Lead = NonNullable<Awaited<ReturnType<typeof leadBrief>>>;

export interface Facts {
  user: UserRow | null;
  /** The client record's row (clients only). */
  summary: Summary | null;
  lead: Lead | null;
}

/** What the run remembers of its start: the journey then, and the trigger's values. */
export interface RunContext {
  snapshot: { current_step: number; completed_steps: number; current_status: string } | null;
  trigger_data: Record<string, string | number | null>;
  workflow_name: string;
}

export async function loadFacts(
  db: Db,
  subject: { user_id: string | null; lead_id: string | null },
): Promise<Facts> {
  const lead = subject.lead_id ? ((await leadBrief(db, subject.lead_id)) ?? null) : null;
  const userId = subject.user_id ?? lead?.converted_user_id ?? null;
  const user = userId ? ((await findUser(db, userId)) ?? null) : null;
  const summary = user?.role === 'client' ? ((await clientSummaryOf(db, user.id)) ?? null) : null;
  return { user, summary, lead };
}

export function subjectOf(
  facts: Facts,
  subject: { user_id: string | null; lead_id: string | null },
): RunSubject {
  if (subject.lead_id)
    return {
      kind: 'lead',
      user_id: facts.user?.id ?? null,
      lead_id: subject.lead_id,
      name: facts.lead?.name ?? facts.user?.display_name ?? 'A lead',
      email: facts.lead?.email ?? facts.user?.email ?? null,
    };
  return {
    kind: 'user',
    user_id: subject.user_id,
    lead_id: null,
    name: facts.user?.display_name ?? 'A deleted user',
    email: facts.user?.email ?? null,
  };
}

export const snapshotOf = (facts: Facts): RunContext['snapshot'] =>
  facts.summary
    ? {
        current_step: facts.summary.current_step,
        completed_steps: facts.summary.completed_steps,
        current_status: facts.summary.current_status,
      }
    : null;

const DAY = 86_400_000;

function lastActivity(facts: Facts): Date | null {
  if (facts.summary) return facts.summary.last_activity_at;
  if (facts.user) return facts.user.last_sign_in_at ?? facts.user.created_at;
  return null;
}

function decisionOf(summary: Summary | null, bureau: string): string {
  if (!summary) return 'none';
  const v =
    bureau === 'overall'
      ? summary.overall_decision
      : (summary as unknown as Record<string, string | null>)[bureau];
  return v ?? 'none';
}

function progressed(facts: Facts, run: RunContext): boolean {
  const s = facts.summary;
  const then = run.snapshot;
  if (!s || !then) return false;
  return (
    s.completed_steps > then.completed_steps ||
    s.current_step !== then.current_step ||
    s.current_status !== then.current_status
  );
}

/** Whether the subject passes one condition now. */
export function passes(c: Condition, facts: Facts, run: RunContext, now = new Date()): boolean {
  switch (c.field) {
    case 'role':
      return Boolean(facts.user && (c.roles as readonly string[]).includes(facts.user.role));
    case 'brand': {
      const brand = facts.user ? facts.user.brand_id : (facts.lead?.brand_id ?? null);
      if (!facts.user && !facts.lead) return false;
      return c.brand_ids.includes(brand ?? 'none');
    }
    case 'current_step': {
      const step = facts.summary?.current_step;
      if (step === undefined) return false;
      return c.op === 'eq' ? step === c.step : c.op === 'gte' ? step >= c.step : step <= c.step;
    }
    case 'step_status':
      return Boolean(
        facts.summary && (c.statuses as readonly string[]).includes(facts.summary.current_status),
      );
    case 'decision':
      return (c.decisions as readonly string[]).includes(decisionOf(facts.summary, c.bureau));
    case 'tag': {
      const has = Boolean(facts.summary?.tags.includes(c.tag));
      return c.op === 'has' ? has : !has;
    }
    case 'last_activity': {
      const last = lastActivity(facts);
      if (!last) return false;
      const age = now.getTime() - last.getTime();
      return c.op === 'within_days' ? age <= c.days * DAY : age > c.days * DAY;
    }
    case 'progress':
      return c.op === 'some' ? progressed(facts, run) : !progressed(facts, run);
    case 'approval': {
      const pending = facts.summary?.pending_steps ?? [];
      const step = run.trigger_data.step_number;
      const waiting = typeof step === 'number' ? pending.includes(step) : pending.length > 0;
      return c.op === 'still_pending' ? waiting : !waiting;
    }
  }
}

/** The condition as a sentence, for the log and test mode. `names` maps brand ids to names. */
export const describeCondition = (c: Condition, names: Map<string, string> = new Map()): string =>
  conditionText(c, (id) => names.get(id) ?? 'a removed brand');

export function checkAll(
  conditions: readonly Condition[],
  facts: Facts,
  run: RunContext,
  names?: Map<string, string>,
  now = new Date(),
): { passed: boolean; results: Array<{ label: string; passed: boolean }> } {
  const results = conditions.map((c) => ({
    label: describeCondition(c, names),
    passed: passes(c, facts, run, now),
  }));
  return { passed: results.every((r) => r.passed), results };
}

/** Values for `{{variables}}` in task, notification and ticket texts. */
export function variablesOf(facts: Facts, run: RunContext): Record<AutomationVariable, string> {
  const name = facts.user?.display_name ?? facts.lead?.name ?? '';
  const step = run.trigger_data.step_number;
  return {
    first_name: name.trim().split(/\s+/)[0] ?? '',
    full_name: name,
    email: facts.user?.email ?? facts.lead?.email ?? '',
    current_step: facts.summary ? String(facts.summary.current_step) : '',
    current_step_title: facts.summary?.current_step_title ?? '',
    trigger_step: step === null || step === undefined ? '' : String(step),
    workflow_name: run.workflow_name,
  };
}
