/**
 * Coach-initiated nudges (/proactive-ai) across the client's journey, and per-user coach
 * preferences (/settings/ai-preferences).
 */
import { type AiPreferences, DEFAULT_AI_PREFERENCES, type Nudge } from '@fundpath/contracts/ai';
import { isClient } from '@fundpath/contracts/roles';
import { type Ctx, requireActor } from '../../platform/auth';
import { missingRequired } from '../application';
import { getStepsProgress } from '../coaching';
import { latestEvaluation } from '../credit';
import { listDefaultTasks, openRequiredTasks } from '../tasks';
import { planActions, toCoachCredit } from './coach/credit';
import * as repo from './repo';

const STEP_HREF = (n: number) => `/dashboard?step=${n}`;
const CREDIT_HREF = '/client-center?tab=credit-reports';
const APPLICATION_HREF = '/client/application';
const PRIORITY = { high: 0, medium: 1, low: 2 } as const;
/** Steps whose open work is looked at: the current one and any other started step, at most this many. */
const MAX_STEPS_SCANNED = 3;

export async function proactiveNudges(ctx: Ctx): Promise<{ current_step: number | null; nudges: Nudge[] }> {
  const actor = requireActor(ctx);
  // Nudges are about a client's journey; staff see an empty list rather than their own test data.
  if (!isClient(actor)) return { current_step: null, nudges: [] };
  const [{ steps }, creditRow] = await Promise.all([
    getStepsProgress(ctx),
    latestEvaluation(ctx.db, actor.id),
  ]);
  const ordered = [...steps].sort(
    (a, b) => a.display_order - b.display_order || a.step_number - b.step_number,
  );
  const current =
    ordered.find((s) => s.status === 'in-progress' || s.status === 'pending_approval') ??
    ordered.find((s) => s.available && !s.completed && !s.skipped && !s.locked);
  const nudges: Nudge[] = [];

  for (const s of ordered) {
    if (s.status === 'pending_approval')
      nudges.push({
        id: `pending-${s.step_number}`,
        kind: 'pending_approval',
        priority: 'low',
        title: `Step ${s.step_number} is waiting for approval`,
        body: `Your coach is reviewing "${s.step_title}" (usually one business day). Nothing to do unless they send it back.`,
        step_number: s.step_number,
        action: { label: 'View step', href: STEP_HREF(s.step_number) },
      });
    if (s.status === 'in-progress' && s.review_note)
      nudges.push({
        id: `sent-back-${s.step_number}`,
        kind: 'sent_back',
        priority: 'high',
        title: `Your coach sent Step ${s.step_number} back`,
        body: `"${s.review_note}" — fix this, then complete "${s.step_title}" again.`,
        step_number: s.step_number,
        action: { label: 'Fix it now', href: STEP_HREF(s.step_number) },
      });
  }

  const scanned = [
    ...(current && current.status !== 'pending_approval' ? [current] : []),
    ...ordered.filter((s) => s.status === 'in-progress' && s.step_number !== current?.step_number),
  ].slice(0, MAX_STEPS_SCANNED);
  for (const s of scanned) {
    const [open, missing, defaults] = await Promise.all([
      openRequiredTasks(ctx.db, actor.id, s.step_number),
      missingRequired(ctx.db, actor.id, s.step_number),
      listDefaultTasks(ctx, s.step_number),
    ]);
    const describe = new Map(defaults.map((d) => [d.id, d.description]));
    for (const t of open.slice(0, 3)) {
      nudges.push({
        id: `task-${t.id}`,
        kind: 'task',
        priority: s.step_number === current?.step_number ? 'high' : 'medium',
        title: `Finish "${t.title}"`,
        body: describe.get(t.id) ?? `A required task of Step ${s.step_number}, ${s.step_title}.`,
        step_number: s.step_number,
        action: { label: 'Open task', href: STEP_HREF(s.step_number) },
      });
    }
    if (missing.length)
      nudges.push({
        id: `fields-${s.step_number}`,
        kind: 'missing_field',
        priority: 'medium',
        title: `Answer ${missing.length} application question${missing.length === 1 ? '' : 's'} for Step ${s.step_number}`,
        body: `Still missing: ${missing.map((m) => m.field_label).join(', ')}.`,
        step_number: s.step_number,
        action: { label: 'Open my application', href: APPLICATION_HREF },
      });
    if (!open.length && !missing.length && s.status !== 'completed')
      nudges.push({
        id: `complete-${s.step_number}`,
        kind: 'next_step',
        priority: 'high',
        title: `You can complete Step ${s.step_number}`,
        body: `Everything required for "${s.step_title}" is done.${s.requires_approval ? ' Completing it sends it to your coach for approval.' : ''}`,
        step_number: s.step_number,
        action: { label: 'Complete the step', href: STEP_HREF(s.step_number) },
      });
  }

  const credit = creditRow ? toCoachCredit(creditRow) : null;
  const reachedQualification = ordered.some(
    (s) => s.step_number >= 2 && (s.status !== 'not-started' || s.step_number === current?.step_number),
  );
  if (!credit && reachedQualification)
    nudges.push({
      id: 'credit-report',
      kind: 'credit_report',
      priority: 'high',
      title: 'Pull your three-bureau credit report',
      body: 'It is a soft pull (no score impact). Your results decide your route: funding now, or credit optimization first.',
      step_number: 2,
      action: { label: 'Pull my report', href: CREDIT_HREF },
    });
  if (credit && credit.card.funding_status.overall_decision !== 'approve') {
    for (const [i, text] of planActions(credit.plans, 3).entries()) {
      nudges.push({
        id: `credit-plan-${credit.card.report_id}-${i}`,
        kind: 'credit_plan',
        priority: i === 0 ? 'high' : 'medium',
        title: i === 0 ? 'Next move on your credit plan' : 'Also on your credit plan',
        body: text,
        step_number: 3,
        action: { label: 'See my credit plan', href: CREDIT_HREF },
      });
    }
  }
  nudges.sort((a, b) => PRIORITY[a.priority] - PRIORITY[b.priority]);
  return { current_step: current?.step_number ?? null, nudges };
}

export async function getPreferences(ctx: Ctx): Promise<AiPreferences> {
  const actor = requireActor(ctx);
  const row = await repo.findPreferences(ctx.db, actor.id);
  if (!row) return { ...DEFAULT_AI_PREFERENCES };
  return { tone: row.tone, voice: row.voice, language: row.language, default_mode: row.default_mode };
}

export async function savePreferences(ctx: Ctx, patch: Partial<AiPreferences>): Promise<AiPreferences> {
  const actor = requireActor(ctx);
  const merged = {
    ...(await getPreferences(ctx)),
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
  };
  const row = await repo.upsertPreferences(ctx.db, actor.id, merged as AiPreferences);
  return { tone: row.tone, voice: row.voice, language: row.language, default_mode: row.default_mode };
}
