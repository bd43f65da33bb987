/**
 * Automations (module `automations`, issue 8/8, ADR 019): workflows (trigger, conditions, actions
 * as JSON validated by `@fundpath/contracts/automations`), their runs (one per workflow, subject
 * and trigger event, with a cursor into the actions frozen at the start) and each run's log.
 */
import type { Action, Condition, RunLogStatus, RunStatus, Trigger } from '@fundpath/contracts/automations';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const automationWorkflows = pgTable(
  'automation_workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(false),
    allow_repeats: boolean('allow_repeats').notNull().default(false),
    /** The trigger's type, also inside `trigger`: the event handlers look workflows up by it. */
    trigger_type: text('trigger_type').notNull(),
    trigger: jsonb('trigger').$type<Trigger>().notNull(),
    conditions: jsonb('conditions').$type<Condition[]>().notNull().default([]),
    actions: jsonb('actions').$type<Action[]>().notNull(),
    /** The webhook actions' signing secret, encrypted at rest (platform/crypto, bound to the id). */
    webhook_secret: text('webhook_secret').notNull(),
    template_key: text('template_key'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('automation_workflows_trigger_idx').on(t.trigger_type).where(sql`${t.enabled}`)],
);

/**
 * One run of a workflow for one subject (a user, or a lead). `subject_key` is `user:<id>` or
 * `lead:<id>`; `dedupe_key` is `once` unless the workflow allows repeats (then the trigger
 * event's key), so the unique index makes a re-trigger start nothing, even in a race.
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workflow_id: uuid('workflow_id')
      .notNull()
      .references(() => automationWorkflows.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    lead_id: uuid('lead_id'),
    subject_key: text('subject_key').notNull(),
    dedupe_key: text('dedupe_key').notNull(),
    /** What started it, e.g. `step.submitted:3`, and a line for people. */
    trigger_key: text('trigger_key').notNull(),
    trigger_summary: text('trigger_summary').notNull(),
    /** Values of the trigger (step number, ticket id…) the actions may use. */
    trigger_data: jsonb('trigger_data').$type<Record<string, string | number | null>>().notNull().default({}),
    /** The subject's journey when the run began (`progress` conditions compare with it). */
    snapshot: jsonb('snapshot')
      .$type<{ current_step: number; completed_steps: number; current_status: string } | null>()
      .default(null),
    /** The workflow's actions when the run began: an edit later changes only new runs. */
    actions: jsonb('actions').$type<Action[]>().notNull(),
    status: text('status').$type<RunStatus>().notNull().default('running'),
    /** The next action to run (0-based). */
    cursor: integer('cursor').notNull().default(0),
    /** +1 per step job: the job's singleton key and the guard against a stale job. */
    seq: integer('seq').notNull().default(0),
    /** Repeats taken so far, per repeat action's index. */
    repeats: jsonb('repeats').$type<Record<string, number>>().notNull().default({}),
    next_at: at('next_at'),
    error: text('error'),
    cancelled_by: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    started_at: at('started_at').notNull().defaultNow(),
    finished_at: at('finished_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('automation_runs_dedupe_key').on(t.workflow_id, t.subject_key, t.dedupe_key),
    index('automation_runs_workflow_idx').on(t.workflow_id, t.started_at.desc()),
    index('automation_runs_user_idx').on(t.user_id, t.started_at.desc()),
    index('automation_runs_status_idx').on(t.status, t.started_at.desc()),
    check(
      'automation_runs_status',
      sql`${t.status} in ('running', 'waiting', 'done', 'cancelled', 'failed')`,
    ),
  ],
);

/** What each step of a run did: one row per attempt outcome, oldest first. */
export const automationRunLog = pgTable(
  'automation_run_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    run_id: uuid('run_id')
      .notNull()
      .references(() => automationRuns.id, { onDelete: 'cascade' }),
    /** The step job's sequence number (several rows per step: started, then done or failed). */
    seq: integer('seq').notNull(),
    step_index: integer('step_index').notNull(),
    action: text('action').notNull(),
    status: text('status').$type<RunLogStatus>().notNull(),
    detail: text('detail').notNull().default(''),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('automation_run_log_run_idx').on(t.run_id, t.id),
    // One claim per step job: a retried job sees that it ran before.
    uniqueIndex('automation_run_log_claim_key').on(t.run_id, t.seq).where(sql`${t.status} = 'started'`),
  ],
);

/** Where each time-based scan (SLA breaches, ended appointments) left off. */
export const automationScans = pgTable('automation_scans', {
  key: text('key').primaryKey(),
  scanned_to: at('scanned_to').notNull(),
  ...timestamps,
});
