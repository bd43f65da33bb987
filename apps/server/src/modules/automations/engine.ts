/**
 * The run engine (ADR 019), durable on the one job runner (ADR 006).
 *
 * - A trigger event starts at most one run per (workflow, subject), or per (workflow, subject,
 *   event) when the workflow allows repeats: the unique index on `automation_runs` decides, so a
 *   duplicate event or a race starts nothing. The run and its first step job are written in one
 *   transaction (`sendInTx`): no run without its job, no job without its run.
 * - Each step is one `automations.step` job `{ runId, seq }` with the singleton key
 *   `<run>:<seq>`. The job re-reads the run: a cancelled or finished run, or a job whose `seq`
 *   is not the run's any more (a duplicate), does nothing. A wait writes the next step's job with
 *   `startAfter` and the run sits `waiting`; a restart or deploy loses nothing, since both live in
 *   the database. The cursor moves, and the next job is written, in one transaction.
 * - An effect (e-mail, task, ticket…) runs between the step's claim and that transaction, never
 *   inside a transaction (a webhook must not hold the embedded database's one connection). Its
 *   key (`automation:<run>:<seq>`) makes a retried step a no-op where the owner supports keys
 *   (tasks, tickets, tags, lead moves, e-mail); webhooks carry the same id as a delivery id.
 */
import {
  ACTION_LABELS,
  type Action,
  type RunStatus,
  type Trigger,
  type TriggerType,
  waitMinutes,
} from '@fundpath/contracts/automations';
import type { Db } from '../../platform/db';
import { isUniqueViolation } from '../../platform/db';
import type { EngineDeps, StepContext } from './actions';
import { perform } from './actions';
import { checkAll, describeCondition, type Facts, loadFacts, snapshotOf } from './conditions';
import * as repo from './repo';
import { PermanentStepError } from './webhook';

export const STEP_JOB = 'automations.step';
/** Attempts of a step after its first (then the run fails, with the error in its log). */
export const STEP_RETRIES = 3;
/** With repeats allowed, at most this many runs per workflow and subject in 24 hours (a loop guard). */
export const REPEAT_RUNS_PER_DAY = 10;

declare module '../../platform/jobs' {
  interface JobData {
    'automations.step': { runId: string; seq: number };
  }
}

export interface TriggerEvent {
  type: TriggerType;
  subject: { user_id: string | null; lead_id: string | null };
  /** Unique per event: `ticket.created:<id>`, `step.submitted:<user>:3:<time>`. */
  key: string;
  /** One line for the runs list. */
  summary: string;
  /** Values the actions and conditions may use (`step_number`). */
  data: Record<string, string | number | null>;
  /** Whether a workflow's trigger settings (step number, decision, stage…) match this event. */
  matches?: (trigger: Trigger, facts: Facts) => boolean;
}

const ACTIVE: RunStatus[] = ['running', 'waiting'];
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

const subjectKey = (s: TriggerEvent['subject']) => (s.lead_id ? `lead:${s.lead_id}` : `user:${s.user_id}`);

/**
 * Starts the runs an event calls for; answers how many started. Called from event handlers
 * (after the emitting transaction committed) and the scans. A failing workflow is logged and
 * skipped, never thrown to the emitter.
 */
export async function fire(deps: EngineDeps, event: TriggerEvent): Promise<number> {
  const workflows = await repo.enabledWorkflows(deps.db, event.type);
  if (workflows.length === 0) return 0;
  const facts = await loadFacts(deps.db, event.subject);
  if (!facts.user && !facts.lead) return 0;
  if (facts.user?.deactivated_at) return 0;
  let started = 0;
  for (const w of workflows) {
    try {
      if (event.matches && !event.matches(w.trigger, facts)) continue;
      if (await startRun(deps, w, event, facts)) started++;
    } catch (err) {
      deps.log.error({ err, workflow_id: w.id, event: event.type }, 'automations: could not start a run');
    }
  }
  return started;
}

async function startRun(
  deps: EngineDeps,
  w: repo.WorkflowRow,
  event: TriggerEvent,
  facts: Facts,
): Promise<boolean> {
  const context = { snapshot: snapshotOf(facts), trigger_data: event.data, workflow_name: w.name };
  if (!checkAll(w.conditions, facts, context).passed) return false;
  const key = subjectKey(event.subject);
  if (!w.allow_repeats) {
    if (await repo.hasRun(deps.db, w.id, key)) return false;
  } else if (
    (await repo.runsSince(deps.db, w.id, key, new Date(Date.now() - 86_400_000))) >= REPEAT_RUNS_PER_DAY
  ) {
    deps.log.warn({ workflow_id: w.id, subject: key }, 'automations: repeat limit reached, run not started');
    return false;
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const run = await repo.insertRunOnce(tx, {
        workflow_id: w.id,
        user_id: facts.user?.id ?? null,
        lead_id: event.subject.lead_id,
        subject_key: key,
        dedupe_key: w.allow_repeats ? event.key : 'once',
        trigger_key: event.key,
        trigger_summary: event.summary.slice(0, 300),
        trigger_data: event.data,
        snapshot: context.snapshot,
        actions: w.actions,
      });
      if (!run) return false;
      await repo.insertLog(tx, {
        run_id: run.id,
        seq: 0,
        step_index: 0,
        action: 'trigger',
        status: 'done',
        detail: `Started: ${run.trigger_summary}`,
      });
      await deps.jobs.sendInTx(tx, STEP_JOB, { runId: run.id, seq: 0 }, { singletonKey: `${run.id}:0` });
      return true;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

function stepContext(run: repo.RunRow, w: repo.WorkflowRow | undefined): StepContext {
  return {
    run_id: run.id,
    seq: run.seq,
    index: run.cursor,
    workflow_id: run.workflow_id,
    workflow_name: w?.name ?? 'A deleted workflow',
    acting_admin_id: w?.updated_by ?? w?.created_by ?? null,
    webhook_secret: w?.webhook_secret ?? '',
    trigger_type: (w?.trigger_type ?? 'client.signed_up') as TriggerType,
    trigger_key: run.trigger_key,
    trigger_summary: run.trigger_summary,
    trigger_data: run.trigger_data,
    snapshot: run.snapshot,
    subject: { user_id: run.user_id, lead_id: run.lead_id },
  };
}

/**
 * Moves the run on by one step: `next` is the cursor after this step. Written with the step's
 * log line and the next job in one transaction; a run cancelled meanwhile stays cancelled.
 */
async function advance(
  deps: EngineDeps,
  run: repo.RunRow,
  line: { action: string; status: 'done' | 'skipped' | 'waiting'; detail: string },
  next: { cursor: number; startAfter?: Date; repeats?: Record<string, number> },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = await repo.findRun(tx, run.id, { lock: true });
    if (!now || now.seq !== run.seq) return;
    await repo.insertLog(tx, { run_id: run.id, seq: run.seq, step_index: run.cursor, ...line });
    if (!ACTIVE.includes(now.status)) return; // cancelled while the effect ran: log it, go no further
    const seq = run.seq + 1;
    if (next.cursor >= run.actions.length) {
      await repo.updateRun(tx, run.id, {
        status: 'done',
        cursor: next.cursor,
        seq,
        next_at: null,
        finished_at: new Date(),
        ...(next.repeats ? { repeats: next.repeats } : {}),
      });
      await repo.insertLog(tx, {
        run_id: run.id,
        seq,
        step_index: next.cursor,
        action: 'end',
        status: 'done',
        detail: 'Run finished',
      });
      return;
    }
    await repo.updateRun(tx, run.id, {
      status: next.startAfter ? 'waiting' : 'running',
      cursor: next.cursor,
      seq,
      next_at: next.startAfter ?? null,
      ...(next.repeats ? { repeats: next.repeats } : {}),
    });
    await deps.jobs.sendInTx(
      tx,
      STEP_JOB,
      { runId: run.id, seq },
      { singletonKey: `${run.id}:${seq}`, ...(next.startAfter ? { startAfter: next.startAfter } : {}) },
    );
  });
}

async function fail(deps: EngineDeps, run: repo.RunRow, action: string, message: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = await repo.findRun(tx, run.id, { lock: true });
    if (!now || now.seq !== run.seq || !ACTIVE.includes(now.status)) return;
    await repo.insertLog(tx, {
      run_id: run.id,
      seq: run.seq,
      step_index: run.cursor,
      action,
      status: 'failed',
      detail: message,
    });
    await repo.updateRun(tx, run.id, {
      status: 'failed',
      error: message,
      next_at: null,
      finished_at: new Date(),
    });
  });
}

const plural = (n: number, unit: string) => `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`;

/**
 * The `automations.step` job. Idempotent: a duplicate or stale job (its `seq` is behind the
 * run's) and a job of a cancelled or finished run do nothing. Throws to have the job retried.
 */
export async function runStep(
  deps: EngineDeps,
  data: { runId: string; seq: number },
  retryCount = 0,
): Promise<void> {
  const run = await repo.findRun(deps.db, data.runId);
  if (!run || run.seq !== data.seq || !ACTIVE.includes(run.status)) return;
  if (run.cursor >= run.actions.length) {
    await advance(
      deps,
      run,
      { action: 'end', status: 'done', detail: 'Nothing left to do' },
      { cursor: run.cursor },
    );
    return;
  }
  const action = run.actions[run.cursor]!;
  const name = action.type;

  if (action.type === 'wait') {
    const minutes = waitMinutes(action);
    const until = new Date(Date.now() + minutes * 60_000);
    await advance(
      deps,
      run,
      {
        action: name,
        status: 'waiting',
        detail: `Waiting ${plural(action.amount, action.unit)}, until ${until.toISOString()}`,
      },
      { cursor: run.cursor + 1, startAfter: until },
    );
    return;
  }
  if (action.type === 'repeat') {
    const taken = run.repeats[String(run.cursor)] ?? 0;
    if (taken < action.times) {
      await advance(
        deps,
        run,
        {
          action: name,
          status: 'done',
          detail: `Repeating from action ${action.from + 1} (${taken + 1} of ${action.times})`,
        },
        { cursor: action.from, repeats: { ...run.repeats, [String(run.cursor)]: taken + 1 } },
      );
    } else {
      await advance(
        deps,
        run,
        { action: name, status: 'done', detail: `Repeated ${plural(action.times, 'times')}` },
        { cursor: run.cursor + 1 },
      );
    }
    return;
  }

  const w = await repo.findWorkflowRow(deps.db, run.workflow_id);
  const step = stepContext(run, w);
  // The claim: the first attempt of this job says so in the log; a retry (after an error or a
  // crash mid-effect) finds it and the effect's key keeps the effect from happening twice.
  const first = await deps.db.transaction(async (tx) => {
    const claimed = await repo.claimStep(tx, {
      run_id: run.id,
      seq: run.seq,
      step_index: run.cursor,
      action: name,
      detail: ACTION_LABELS[action.type],
    });
    if (run.status === 'waiting') await repo.updateRun(tx, run.id, { status: 'running', next_at: null });
    return claimed;
  });

  const facts = await loadFacts(deps.db, step.subject);
  const onlyIf = 'only_if' in action ? action.only_if : [];
  const check = checkAll(onlyIf, facts, step);
  if (!check.passed) {
    const failed = check.results.filter((r) => !r.passed).map((r) => r.label);
    await advance(
      deps,
      run,
      { action: name, status: 'skipped', detail: `Skipped: ${failed.join('; ')}` },
      { cursor: run.cursor + 1 },
    );
    return;
  }
  if (facts.user?.deactivated_at && action.type !== 'webhook' && action.type !== 'create_task') {
    await advance(
      deps,
      run,
      { action: name, status: 'skipped', detail: 'Skipped: the account is deactivated' },
      { cursor: run.cursor + 1 },
    );
    return;
  }
  try {
    const outcome = await perform(deps, action as Exclude<Action, { type: 'wait' | 'repeat' }>, facts, step);
    const detail = first ? outcome.detail : `${outcome.detail} (retried)`;
    await advance(deps, run, { action: name, status: outcome.status, detail }, { cursor: run.cursor + 1 });
  } catch (err) {
    const message = errorText(err);
    if (err instanceof PermanentStepError || retryCount >= STEP_RETRIES) {
      await fail(deps, run, name, message);
      return;
    }
    await repo.insertLog(deps.db, {
      run_id: run.id,
      seq: run.seq,
      step_index: run.cursor,
      action: name,
      status: 'retrying',
      detail: `${message} (attempt ${retryCount + 1} of ${STEP_RETRIES + 1}; retrying)`,
    });
    throw err;
  }
}

/** Cancels a run still going (its pending job finds it cancelled and stops). */
export async function cancel(
  db: Db,
  runId: string,
  by: { id: string; display_name: string },
): Promise<repo.RunRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await repo.cancelRun(tx, runId, by.id, new Date());
    if (row)
      await repo.insertLog(tx, {
        run_id: row.id,
        seq: row.seq,
        step_index: row.cursor,
        action: 'cancel',
        status: 'cancelled',
        detail: `Cancelled by ${by.display_name}`,
      });
    return row;
  });
}

/**
 * At start: every run still going has its step job (the singleton key makes this a no-op when
 * it does), so a run whose job was lost (e.g. deleted by retention) carries on.
 */
export async function ensureStepJobs(deps: Pick<EngineDeps, 'db' | 'jobs'>, limit = 1000): Promise<void> {
  for (const r of await repo.activeRuns(deps.db, limit)) {
    await deps.jobs.send(
      STEP_JOB,
      { runId: r.id, seq: r.seq },
      {
        singletonKey: `${r.id}:${r.seq}`,
        ...(r.next_at && r.next_at > new Date() ? { startAfter: r.next_at } : {}),
      },
    );
  }
}

export { describeCondition };
