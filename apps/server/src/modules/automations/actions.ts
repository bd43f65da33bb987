/**
 * What each action does to a subject (`perform`, from the step job) and what it would do
 * (`preview`, test mode: same rendering, no effect). Effects go through the owners' exports:
 * e-mail through the campaigns engine (suppression, unsubscribe link, brand footer), in-app
 * notices through notifications, staff tasks, tickets, tags and lead stages through their modules.
 * Each effect is keyed by the run and its step job (`automation:<run>:<seq>`) where the owner
 * supports a key, so a step retried after a crash does not do it twice.
 */
import {
  ACTION_LABELS,
  type Action,
  fillVariables,
  TRIGGER_LABELS,
  type TriggerType,
  waitMinutes,
} from '@fundpath/contracts/automations';
import type { EmailContent } from '@fundpath/contracts/campaigns';
import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import type { Config } from '../../platform/env';
import type { EventBus } from '../../platform/events';
import type { Jobs } from '../../platform/jobs';
import type { SessionCache } from '../../platform/session-cache';
import type { UserRow } from '../../platform/sessions';
import { findUser } from '../auth';
import { assigneesOf, changeClientTag } from '../clients';
import { leadIdOfUser, leadStages, moveLeadToStage } from '../leads';
import { type NotificationsDeps, notify } from '../notifications';
import { createStaffTask } from '../staff-tasks';
import { createTicket, type SupportDeps } from '../support';
import { type Facts, type RunContext, subjectOf, variablesOf } from './conditions';
import { webhookSecretOf } from './secrets';
import { deliverWebhook, PermanentStepError } from './webhook';

/** The e-mail engine as automations use it (the campaigns module's exports, wired in email.ts). */
export interface EmailPort {
  /** Subject and plain text as the recipient would get them (nothing sent). */
  preview(
    db: Db,
    input: { brand_id: string | null; variables: Record<string, string>; content: EmailContent },
  ): Promise<{ subject: string; text: string }>;
  /** Sends one message to an account; `key` makes a repeat of the same step a no-op. */
  send(
    db: Db,
    input: { user_id: string; content: EmailContent; key: string; source: string },
  ): Promise<{ sent: boolean; detail: string }>;
}

/** The e-mail's variables (the campaigns' names) for this subject. */
function emailVariablesOf(facts: Facts): Record<string, string> {
  const name = facts.user?.display_name ?? facts.lead?.name ?? '';
  return {
    first_name: name.trim().split(/\s+/)[0] ?? '',
    full_name: name,
    email: facts.user?.email ?? facts.lead?.email ?? '',
    current_step: facts.summary ? String(facts.summary.current_step) : '',
    current_step_title: facts.summary?.current_step_title ?? '',
    sender_name: '',
  };
}

export interface EngineDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  events: EventBus;
  jobs: Jobs;
  sessionCache: SessionCache;
  notifications: NotificationsDeps;
  support: SupportDeps;
  email: EmailPort;
}

/** One step's run: the run's id and job sequence, its workflow and what it remembers. */
export interface StepContext extends RunContext {
  run_id: string;
  seq: number;
  index: number;
  workflow_id: string;
  /** The admin the workflow acts as (who saved it last). */
  acting_admin_id: string | null;
  webhook_secret: string;
  trigger_type: TriggerType;
  trigger_key: string;
  trigger_summary: string;
  subject: { user_id: string | null; lead_id: string | null };
}

export interface Outcome {
  status: 'done' | 'skipped';
  detail: string;
}

const skipped = (detail: string): Outcome => ({ status: 'skipped', detail });
const done = (detail: string): Outcome => ({ status: 'done', detail });

/** A request-like context acting as the workflow's admin, for services that authorise an actor. */
async function actingCtx(deps: EngineDeps, step: StepContext): Promise<Ctx> {
  const actor = step.acting_admin_id ? await findUser(deps.db, step.acting_admin_id) : undefined;
  if (actor?.role !== 'admin' || actor.deactivated_at)
    throw new PermanentStepError(
      'The admin who saved this workflow can no longer act: save it again as an active admin',
    );
  return {
    db: deps.db,
    config: deps.config,
    log: deps.log,
    actor: actor as UserRow,
    realUser: actor as UserRow,
    session: null,
    sessionCache: deps.sessionCache,
    ip: null,
    userAgent: 'fundpath-automations',
    events: deps.events,
    jobs: deps.jobs,
  };
}

const addDays = (d: Date, days: number) =>
  new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function staffFor(db: Db, facts: Facts): Promise<string[]> {
  if (facts.summary) return assigneesOf(db, facts.summary.user_id);
  if (facts.lead?.owner_id) return [facts.lead.owner_id];
  return [];
}

/** Does the action's effect now. Throws to retry; throws PermanentStepError to fail the run. */
export async function perform(
  deps: EngineDeps,
  action: Action,
  facts: Facts,
  step: StepContext,
): Promise<Outcome> {
  const vars = variablesOf(facts, step);
  const fill = (s: string) => fillVariables(s, vars);
  const key = `automation:${step.run_id}:${step.seq}`;
  switch (action.type) {
    case 'send_email': {
      if (!facts.user) return skipped('E-mail goes to accounts only (this lead has none yet)');
      if (facts.user.deactivated_at) return skipped('The account is deactivated');
      const res = await deps.email.send(deps.db, {
        user_id: facts.user.id,
        content: action.email as EmailContent,
        key,
        source: `automation:${step.workflow_id}`,
      });
      const subject = (
        await deps.email.preview(deps.db, {
          brand_id: facts.user.brand_id,
          variables: emailVariablesOf(facts),
          content: action.email as EmailContent,
        })
      ).subject;
      return res.sent ? done(`${res.detail}: “${subject}” to ${facts.user.email}`) : skipped(res.detail);
    }
    case 'notify': {
      const content = {
        title: fill(action.title),
        body: fill(action.body),
        link: action.link || null,
        data: { run_id: step.run_id, workflow_id: step.workflow_id },
      };
      if (action.to === 'subject') {
        if (!facts.user) return skipped('No account to notify (a lead without an account)');
        const rows = await notify(deps.notifications, facts.user.id, 'automation.message', content);
        return rows.length
          ? done(`Notified ${facts.user.display_name}: “${content.title}”`)
          : skipped('Their notification settings turn these off');
      }
      const staff = await staffFor(deps.db, facts);
      if (!staff.length) return skipped('No assigned staff to notify');
      const rows = await notify(deps.notifications, staff, 'automation.message', content);
      return done(`Notified ${rows.length} staff member${rows.length === 1 ? '' : 's'}: “${content.title}”`);
    }
    case 'create_task': {
      const staff = action.assign_to === 'assigned_staff' ? await staffFor(deps.db, facts) : [];
      const client = facts.summary ? facts.summary.user_id : null;
      const row = await createStaffTask(
        deps.db,
        {
          title: fill(action.title),
          description: fill(action.description),
          client_id: client,
          assignee_id: staff[0] ?? null,
          due_date: action.due_in_days === null ? null : addDays(new Date(), action.due_in_days),
          priority: action.priority,
          created_by: null,
          source: 'automation',
          source_key: key,
          brand_id: facts.user?.brand_id ?? facts.lead?.brand_id ?? null,
        },
        { events: deps.events, log: deps.log },
      );
      return row
        ? done(`Task “${row.title}” created`)
        : done('The task exists already (this step ran before)');
    }
    case 'open_ticket': {
      if (facts.user?.role !== 'client') return skipped('Tickets are opened for clients only');
      const ctx = await actingCtx(deps, step);
      const { ticket, replayed } = await createTicket(
        ctx,
        deps.support,
        {
          title: fill(action.title),
          description: fill(action.description),
          priority: action.priority,
          category: action.category,
          user_id: facts.user.id,
        },
        key,
      );
      return done(
        `${replayed ? 'Ticket already opened' : 'Ticket opened'}: ${ticket.ticket_number} “${ticket.title}”`,
      );
    }
    case 'add_tag':
    case 'remove_tag': {
      if (!facts.summary) return skipped('Tags belong to clients only');
      const op = action.type === 'add_tag' ? 'add' : 'remove';
      const changed = await changeClientTag(deps.db, facts.summary.user_id, action.tag, op, {
        by: null,
        note: `automation “${step.workflow_name}”`,
      });
      return done(
        changed
          ? `Tag “${action.tag}” ${op === 'add' ? 'added' : 'removed'}`
          : `Tag “${action.tag}” was ${op === 'add' ? 'there' : 'not there'} already`,
      );
    }
    case 'move_lead_stage': {
      const leadId =
        step.subject.lead_id ?? (facts.user ? await leadIdOfUser(deps.db, facts.user.id) : undefined);
      if (!leadId) return skipped('No lead for this subject');
      const ctx = await actingCtx(deps, step);
      const res = await moveLeadToStage(
        ctx,
        leadId,
        action.stage_id,
        `Closed by automation “${step.workflow_name}”`,
      );
      return done(res.moved ? `Lead moved to ${res.stage_name}` : `The lead is in ${res.stage_name} already`);
    }
    case 'webhook': {
      const secret = await webhookSecretOf(deps.db, deps.config.appSecret, {
        id: step.workflow_id,
        webhook_secret: step.webhook_secret,
      });
      const status = await deliverWebhook(action.url, webhookPayload(facts, step), {
        secret,
        deliveryId: `${step.run_id}:${step.seq}`,
        allowPrivate: deps.config.automationWebhookAllowPrivate,
      });
      return done(`${new URL(action.url).host} answered ${status}`);
    }
    case 'wait':
    case 'repeat':
      throw new Error(`${action.type} is handled by the engine`);
  }
}

/** What a webhook receives: the run, its trigger and subject (ids and contact, never secrets). */
export function webhookPayload(facts: Facts, step: StepContext) {
  return {
    id: `${step.run_id}:${step.seq}`,
    type: 'automation.step',
    workflow: { id: step.workflow_id, name: step.workflow_name },
    run_id: step.run_id,
    action_index: step.index,
    trigger: {
      type: step.trigger_type,
      key: step.trigger_key,
      summary: step.trigger_summary,
      data: step.trigger_data,
    },
    subject: subjectOf(facts, step.subject),
    client: facts.summary
      ? {
          current_step: facts.summary.current_step,
          current_status: facts.summary.current_status,
          overall_decision: facts.summary.overall_decision,
          tags: facts.summary.tags,
        }
      : null,
    sent_at: new Date().toISOString(),
  };
}

export interface Preview {
  summary: string;
  details: Array<{ label: string; value: string }>;
  /** Null when it would apply; otherwise why it would be skipped. */
  not_applicable: string | null;
}

const waitText = (a: { amount: number; unit: string }) =>
  `${a.amount} ${a.amount === 1 ? a.unit.replace(/s$/, '') : a.unit}`;

/** What the action would do for this subject, rendered, without doing it. */
export async function preview(
  deps: Pick<EngineDeps, 'db' | 'email' | 'config'>,
  action: Action,
  facts: Facts,
  step: Pick<StepContext, 'workflow_name' | 'trigger_data' | 'snapshot' | 'subject'>,
): Promise<Preview> {
  const vars = variablesOf(facts, step);
  const fill = (s: string) => fillVariables(s, vars);
  const label = ACTION_LABELS[action.type];
  switch (action.type) {
    case 'send_email': {
      if (!facts.user)
        return {
          summary: label,
          details: [],
          not_applicable: 'E-mail goes to accounts only (this lead has none yet)',
        };
      const r = await deps.email.preview(deps.db, {
        brand_id: facts.user.brand_id,
        variables: emailVariablesOf(facts),
        content: action.email as EmailContent,
      });
      return {
        summary: `E-mail “${r.subject}” to ${facts.user.email}`,
        details: [
          { label: 'Subject', value: r.subject },
          { label: 'Text', value: r.text },
        ],
        not_applicable: facts.user.deactivated_at ? 'The account is deactivated' : null,
      };
    }
    case 'notify': {
      const title = fill(action.title);
      const details = [
        { label: 'Title', value: title },
        { label: 'Message', value: fill(action.body) },
        ...(action.link ? [{ label: 'Link', value: action.link }] : []),
      ];
      if (action.to === 'subject')
        return facts.user
          ? { summary: `Notify ${facts.user.display_name}: “${title}”`, details, not_applicable: null }
          : { summary: label, details, not_applicable: 'No account to notify (a lead without an account)' };
      const staff = await staffFor(deps.db, facts);
      return staff.length
        ? { summary: `Notify ${staff.length} assigned staff: “${title}”`, details, not_applicable: null }
        : { summary: label, details, not_applicable: 'No assigned staff to notify' };
    }
    case 'create_task': {
      const title = fill(action.title);
      const staff = action.assign_to === 'assigned_staff' ? await staffFor(deps.db, facts) : [];
      const assignee = staff[0] ? await findUser(deps.db, staff[0]) : undefined;
      return {
        summary: `Create the staff task “${title}”`,
        details: [
          { label: 'Title', value: title },
          { label: 'Description', value: fill(action.description) },
          { label: 'Priority', value: action.priority },
          { label: 'Assignee', value: assignee?.display_name ?? 'Unassigned (the team)' },
          {
            label: 'Due',
            value:
              action.due_in_days === null
                ? 'No due date'
                : `${action.due_in_days} days after the action runs`,
          },
        ],
        not_applicable: null,
      };
    }
    case 'open_ticket': {
      const title = fill(action.title);
      return {
        summary: `Open the ticket “${title}”`,
        details: [
          { label: 'Title', value: title },
          { label: 'Description', value: fill(action.description) },
          { label: 'Priority', value: action.priority },
          { label: 'Category', value: action.category.replace('_', ' ') },
        ],
        not_applicable: facts.user?.role === 'client' ? null : 'Tickets are opened for clients only',
      };
    }
    case 'add_tag':
    case 'remove_tag': {
      const has = facts.summary?.tags.includes(action.tag) ?? false;
      const verb = action.type === 'add_tag' ? 'Add' : 'Remove';
      return {
        summary: `${verb} the tag “${action.tag}”`,
        details: [
          { label: 'Now', value: has ? 'The client has this tag' : 'The client does not have this tag' },
        ],
        not_applicable: facts.summary ? null : 'Tags belong to clients only',
      };
    }
    case 'move_lead_stage': {
      const stage = (await leadStages(deps.db)).find((s) => s.id === action.stage_id);
      const leadId =
        step.subject.lead_id ?? (facts.user ? await leadIdOfUser(deps.db, facts.user.id) : undefined);
      return {
        summary: `Move the lead to ${stage?.name ?? 'a removed stage'}`,
        details: [],
        not_applicable: !stage ? 'The stage no longer exists' : leadId ? null : 'No lead for this subject',
      };
    }
    case 'webhook': {
      const host = new URL(action.url).host;
      return {
        summary: `POST the run to ${host}`,
        details: [
          { label: 'URL', value: action.url },
          { label: 'Signature', value: 'X-FundPath-Signature: t=<unix seconds>,v1=<HMAC-SHA256>' },
        ],
        not_applicable: null,
      };
    }
    case 'wait':
      return { summary: `Wait ${waitText(action)}`, details: [], not_applicable: null };
    case 'repeat':
      return {
        summary: `Go back to action ${action.from + 1}, ${action.times} more time${action.times === 1 ? '' : 's'}`,
        details: [],
        not_applicable: null,
      };
  }
}

/** Minutes of waiting before each action, repeats unrolled once (for test mode). */
export function minutesBefore(actions: readonly Action[]): number[] {
  let total = 0;
  return actions.map((a) => {
    const at = total;
    if (a.type === 'wait') total += waitMinutes(a);
    return at;
  });
}

export const triggerLabel = (t: TriggerType) => TRIGGER_LABELS[t];
