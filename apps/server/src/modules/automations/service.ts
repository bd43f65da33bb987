/**
 * Automations for admins (`/api/automations`): workflows (CRUD, enable/disable, the webhook
 * secret), the ready templates, runs with their log and cancel, test mode, and the editor's
 * choices. The route guard admits admins holding `automations.manage`; these functions trust it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Action,
  type AutomationOptions,
  isLeadTrigger,
  type Run,
  type RunDetail,
  type RunStatus,
  type TestResult,
  TRIGGER_LABELS,
  type Trigger,
  WEBHOOK_SIGNATURE_HEADER,
  type Workflow,
  type WorkflowData,
} from '@fundpath/contracts/automations';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { findUser } from '../auth';
import { brandChoices } from '../brand';
import { allClientTags } from '../clients';
import { leadBrief, leadIdOfUser, leadStages } from '../leads';
import { type EngineDeps, minutesBefore, preview } from './actions';
import {
  checkAll,
  type Facts,
  loadFacts,
  passes,
  type RunContext,
  snapshotOf,
  subjectOf,
} from './conditions';
import { cancel } from './engine';
import * as repo from './repo';
import { newWebhookSecret, sealSecret, webhookSecretOf } from './secrets';
import { findTemplate, listTemplates } from './templates';

export const WORKFLOW_NOT_FOUND = 'Workflow not found';
export const RUN_NOT_FOUND = 'Run not found';
export const WORKFLOWS_MAX = 200;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toWorkflow(
  row: repo.WorkflowRow,
  createdByName: string | null,
  runs: { total: number; active: number; failed: number } | undefined,
): Workflow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    allow_repeats: row.allow_repeats,
    trigger: row.trigger,
    conditions: row.conditions,
    actions: row.actions,
    template_key: row.template_key,
    created_by_name: createdByName,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    runs: runs ?? { total: 0, active: 0, failed: 0 },
  };
}

export async function listWorkflows(ctx: Ctx): Promise<Workflow[]> {
  const rows = await repo.listWorkflows(ctx.db);
  const counts = await repo.runCounts(
    ctx.db,
    rows.map((r) => r.workflow.id),
  );
  return rows.map((r) => toWorkflow(r.workflow, r.created_by_name, counts.get(r.workflow.id)));
}

export async function getWorkflow(ctx: Ctx, id: string): Promise<Workflow> {
  const row = await repo.findWorkflow(ctx.db, id);
  if (!row) throw notFound(WORKFLOW_NOT_FOUND);
  const counts = await repo.runCounts(ctx.db, [id]);
  return toWorkflow(row.workflow, row.created_by_name, counts.get(id));
}

/** Ids for the actions that came without one (the editor keys its list by them). */
const withIds = (actions: Action[]): Action[] =>
  actions.map((a) => (a.id ? a : { ...a, id: randomBytes(6).toString('base64url') }));

/** References the schema cannot check: lead stages must exist. */
async function assertReferences(db: Db, w: WorkflowData): Promise<void> {
  const stageIds = new Set((await leadStages(db)).map((s) => s.id));
  const errors: Record<string, string> = {};
  w.actions.forEach((a, i) => {
    if (a.type === 'move_lead_stage' && !stageIds.has(a.stage_id))
      errors[`actions.${i}.stage_id`] = 'Choose a stage';
  });
  if (w.trigger.type === 'lead.stage_changed' && w.trigger.stage_id && !stageIds.has(w.trigger.stage_id))
    errors['trigger.stage_id'] = 'Choose a stage';
  if (Object.keys(errors).length)
    throw new AppError('VALIDATION_FAILED', 'Choose an existing lead stage', { errors });
}

/** The stored columns of a workflow's editable part (creating and saving write the same). */
const workflowColumns = (input: WorkflowData) => ({
  name: input.name,
  description: input.description,
  enabled: input.enabled,
  allow_repeats: input.allow_repeats,
  trigger_type: input.trigger.type,
  trigger: input.trigger,
  conditions: input.conditions,
  actions: withIds(input.actions),
});

export async function createWorkflow(
  ctx: Ctx,
  input: WorkflowData,
  templateKey: string | null = null,
): Promise<Workflow> {
  const me = requireActor(ctx);
  await assertReferences(ctx.db, input);
  const id = randomUUID();
  const row = await ctx.db.transaction(async (tx) => {
    // A bound on stored workflows (each trigger handler reads the enabled ones).
    const n = await repo.countWorkflows(tx);
    if (n >= WORKFLOWS_MAX)
      throw new AppError('LIMIT_REACHED', `At most ${WORKFLOWS_MAX} workflows: delete one you no longer use`);
    const created = await repo.insertWorkflow(tx, {
      id,
      ...workflowColumns(input),
      webhook_secret: sealSecret(ctx.config.appSecret, newWebhookSecret(), id),
      template_key: templateKey,
      created_by: me.id,
      updated_by: me.id,
    });
    await recordAudit(
      ctx,
      {
        action: 'automation.created',
        target_type: 'automation',
        target_id: id,
        target_label: input.name,
        after: { enabled: input.enabled },
      },
      tx,
    );
    return created;
  });
  return toWorkflow(row, me.display_name, undefined);
}

export async function updateWorkflow(ctx: Ctx, id: string, input: WorkflowData): Promise<Workflow> {
  const me = requireActor(ctx);
  await assertReferences(ctx.db, input);
  const before = await repo.findWorkflowRow(ctx.db, id);
  if (!before) throw notFound(WORKFLOW_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    await repo.updateWorkflow(tx, id, {
      ...workflowColumns(input),
      updated_by: me.id,
    });
    await recordAudit(
      ctx,
      {
        action: 'automation.updated',
        target_type: 'automation',
        target_id: id,
        target_label: input.name,
        before: { enabled: before.enabled, trigger: before.trigger.type, actions: before.actions.length },
        after: { enabled: input.enabled, trigger: input.trigger.type, actions: input.actions.length },
      },
      tx,
    );
  });
  return getWorkflow(ctx, id);
}

export async function setEnabled(ctx: Ctx, id: string, enabled: boolean): Promise<Workflow> {
  const me = requireActor(ctx);
  const row = await repo.findWorkflowRow(ctx.db, id);
  if (!row) throw notFound(WORKFLOW_NOT_FOUND);
  if (row.enabled !== enabled)
    await ctx.db.transaction(async (tx) => {
      // Who enables a workflow is who it acts as (tickets, lead moves).
      await repo.updateWorkflow(tx, id, { enabled, updated_by: me.id });
      await recordAudit(
        ctx,
        {
          action: enabled ? 'automation.enabled' : 'automation.disabled',
          target_type: 'automation',
          target_id: id,
          target_label: row.name,
        },
        tx,
      );
    });
  return getWorkflow(ctx, id);
}

/** Deletes a workflow and its runs (their pending jobs find no run and stop). */
export async function deleteWorkflow(ctx: Ctx, id: string): Promise<void> {
  const row = await repo.findWorkflowRow(ctx.db, id);
  if (!row) throw notFound(WORKFLOW_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteWorkflow(tx, id);
    await recordAudit(
      ctx,
      { action: 'automation.deleted', target_type: 'automation', target_id: id, target_label: row.name },
      tx,
    );
  });
}

export async function webhookSecret(
  ctx: Ctx,
  id: string,
  rotate = false,
): Promise<{ secret: string; header: string }> {
  const row = await repo.findWorkflowRow(ctx.db, id);
  if (!row) throw notFound(WORKFLOW_NOT_FOUND);
  let secret = await webhookSecretOf(ctx.db, ctx.config.appSecret, row);
  if (rotate) {
    secret = newWebhookSecret();
    await ctx.db.transaction(async (tx) => {
      await repo.updateWorkflow(tx, id, { webhook_secret: sealSecret(ctx.config.appSecret, secret, row.id) });
      await recordAudit(
        ctx,
        {
          action: 'automation.webhook_secret_rotated',
          target_type: 'automation',
          target_id: id,
          target_label: row.name,
        },
        tx,
      );
    });
  }
  return {
    secret,
    header: `${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`,
  };
}

// ---- templates ----------------------------------------------------------------------------------

export { listTemplates };

/** A disabled workflow from a template, for the admin to review and enable. */
export async function instantiateTemplate(ctx: Ctx, key: string): Promise<Workflow> {
  const template = findTemplate(key);
  if (!template) throw notFound('Template not found');
  return createWorkflow(ctx, { ...template.workflow, enabled: false } as WorkflowData, template.key);
}

// ---- runs ---------------------------------------------------------------------------------------

type RunView = NonNullable<Awaited<ReturnType<typeof repo.findRunView>>>;

async function toRun(db: Db, v: RunView): Promise<Run> {
  const r = v.run;
  let subject: Run['subject'];
  if (r.lead_id) {
    const lead = await leadBrief(db, r.lead_id);
    subject = {
      kind: 'lead',
      user_id: r.user_id,
      lead_id: r.lead_id,
      name: lead?.name ?? v.user_name ?? 'A deleted lead',
      email: lead?.email ?? v.user_email ?? null,
    };
  } else
    subject = {
      kind: 'user',
      user_id: r.user_id,
      lead_id: null,
      name: v.user_name ?? 'A deleted user',
      email: v.user_email ?? null,
    };
  return {
    id: r.id,
    workflow_id: r.workflow_id,
    workflow_name: v.workflow_name,
    subject,
    status: r.status,
    cursor: r.cursor,
    action_count: r.actions.length,
    next_at: iso(r.next_at),
    trigger_summary: r.trigger_summary,
    error: r.error,
    started_at: r.started_at.toISOString(),
    finished_at: iso(r.finished_at),
  };
}

export async function listRuns(
  ctx: Ctx,
  q: { workflow_id?: string; status?: RunStatus; user_id?: string; page: number; per_page: number },
) {
  const { rows, total } = await repo.listRuns(
    ctx.db,
    { workflow_id: q.workflow_id, status: q.status, user_id: q.user_id },
    { limit: q.per_page, offset: (q.page - 1) * q.per_page },
  );
  const runs: Run[] = [];
  for (const v of rows) runs.push(await toRun(ctx.db, v));
  return { runs, total, page: q.page, per_page: q.per_page };
}

export async function getRun(ctx: Ctx, id: string): Promise<RunDetail> {
  const v = await repo.findRunView(ctx.db, id);
  if (!v) throw notFound(RUN_NOT_FOUND);
  const log = await repo.logOf(ctx.db, id);
  return {
    ...(await toRun(ctx.db, v)),
    actions: v.run.actions,
    log: log.map((l) => ({
      id: l.id,
      step_index: l.step_index,
      action: l.action,
      status: l.status,
      detail: l.detail,
      at: l.at.toISOString(),
    })),
  };
}

export async function cancelRun(ctx: Ctx, id: string): Promise<RunDetail> {
  const me = requireActor(ctx);
  const run = await repo.findRun(ctx.db, id);
  if (!run) throw notFound(RUN_NOT_FOUND);
  const cancelled = await cancel(ctx.db, id, me);
  if (!cancelled) throw new AppError('CONFLICT', 'This run has finished already');
  await recordAudit(ctx, {
    action: 'automation.run_cancelled',
    target_type: 'automation_run',
    target_id: id,
  });
  return getRun(ctx, id);
}

// ---- test mode ----------------------------------------------------------------------------------

/** Whether the trigger fits this user now, as far as their data tells (null: it is an event, simulated). */
function triggerCheck(
  t: Trigger,
  facts: Facts,
  leadId: string | null,
): { matches: boolean | null; note: string } {
  const label = TRIGGER_LABELS[t.type];
  switch (t.type) {
    case 'client.signed_up':
      return facts.user?.role === 'client'
        ? { matches: true, note: 'Simulated as if this client had just signed up.' }
        : { matches: false, note: 'Only client accounts sign up as clients.' };
    case 'lead.stage_changed':
      return leadId
        ? { matches: null, note: 'Simulated for the lead this client was converted from.' }
        : {
            matches: false,
            note: 'This trigger starts runs for leads; this user was not converted from a lead.',
          };
    case 'credit.report_pulled': {
      if (!facts.summary?.credit_report_at)
        return { matches: false, note: 'This user has no credit report yet.' };
      if (!t.decision)
        return { matches: null, note: 'Simulated as if their latest report had just been pulled.' };
      const s = facts.summary;
      const tier = t.decision.bureau === 'overall' ? s.overall_decision : s[t.decision.bureau];
      return tier === t.decision.tier
        ? { matches: true, note: `Their latest report has ${tier} on ${t.decision.bureau}.` }
        : {
            matches: false,
            note: `Their latest report has ${tier ?? 'no decision'} on ${t.decision.bureau}, not ${t.decision.tier}.`,
          };
    }
    case 'user.inactive': {
      const last = facts.user ? (facts.user.last_sign_in_at ?? facts.user.created_at) : null;
      if (!last) return { matches: false, note: 'No account.' };
      const days = Math.floor((Date.now() - last.getTime()) / 86_400_000);
      return days >= t.days
        ? { matches: true, note: `Last signed in ${days} days ago.` }
        : { matches: false, note: `Last signed in ${days} days ago (the trigger waits for ${t.days}).` };
    }
    default:
      return {
        matches: null,
        note: `Simulated: “${label}” is an event, so the test assumes it just happened.`,
      };
  }
}

/** What the workflow would do for this user now: nothing is sent, created or changed. */
export async function testWorkflow(
  ctx: Ctx,
  deps: Pick<EngineDeps, 'db' | 'email' | 'config'>,
  w: {
    id: string | null;
    name: string;
    allow_repeats: boolean;
    trigger: Trigger;
    conditions: WorkflowData['conditions'];
    actions: Action[];
  },
  userId: string,
): Promise<TestResult> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw notFound('User not found');
  const leadId = isLeadTrigger(w.trigger) ? ((await leadIdOfUser(ctx.db, user.id)) ?? null) : null;
  const subjectRef = { user_id: leadId ? null : user.id, lead_id: leadId };
  const facts = await loadFacts(ctx.db, leadId ? subjectRef : { user_id: user.id, lead_id: null });
  const stepNumber =
    'step_number' in w.trigger ? (w.trigger.step_number ?? facts.summary?.current_step ?? null) : null;
  const run: RunContext = {
    snapshot: snapshotOf(facts),
    trigger_data: stepNumber === null ? {} : { step_number: stepNumber },
    workflow_name: w.name,
  };
  const names = new Map((await brandChoices(ctx.db)).map((b) => [b.id, b.name]));
  const trigger = triggerCheck(w.trigger, facts, leadId);
  const conditions = checkAll(w.conditions, facts, run, names);
  const subjectKey = leadId ? `lead:${leadId}` : `user:${user.id}`;
  const alreadyRan = Boolean(w.id && !w.allow_repeats && (await repo.hasRun(ctx.db, w.id, subjectKey)));
  const minutes = minutesBefore(w.actions);
  const actions: TestResult['actions'] = [];
  for (const [index, action] of w.actions.entries()) {
    const p = await preview(deps, action, facts, { ...run, subject: subjectRef });
    const onlyIf = ('only_if' in action ? action.only_if : []).map((c) => ({
      label: checkAll([c], facts, run, names).results[0]!.label,
      passed: passes(c, facts, run),
    }));
    actions.push({
      index,
      type: action.type,
      summary: p.not_applicable ? `${p.summary}: skipped (${p.not_applicable})` : p.summary,
      details: p.details,
      only_if: onlyIf,
      would_run: p.not_applicable === null && onlyIf.every((c) => c.passed),
      after_minutes: minutes[index] ?? 0,
    });
  }
  return {
    subject: subjectOf(facts, subjectRef),
    trigger: { label: TRIGGER_LABELS[w.trigger.type], ...trigger },
    conditions: conditions.results,
    already_ran: alreadyRan,
    would_start: trigger.matches !== false && conditions.passed && !alreadyRan && !user.deactivated_at,
    actions,
  };
}

export async function testSaved(
  ctx: Ctx,
  deps: Pick<EngineDeps, 'db' | 'email' | 'config'>,
  id: string,
  userId: string,
) {
  const row = await repo.findWorkflowRow(ctx.db, id);
  if (!row) throw notFound(WORKFLOW_NOT_FOUND);
  return testWorkflow(ctx, deps, row, userId);
}

// ---- the editor's choices -----------------------------------------------------------------------

export async function options(ctx: Ctx): Promise<AutomationOptions> {
  return {
    stages: (await leadStages(ctx.db)).map((s) => ({ id: s.id, name: s.name, kind: s.kind })),
    brands: await brandChoices(ctx.db),
    tags: await allClientTags(ctx.db),
    webhook_private_allowed: ctx.config.automationWebhookAllowPrivate,
  };
}

export const searchSubjects = (ctx: Ctx, q: string) => repo.searchUsers(ctx.db, q);
