import type { Action, RunLogStatus, RunStatus } from '@fundpath/contracts/automations';
import { isNotNull } from 'drizzle-orm';
import { automationRunLog, automationRuns, automationWorkflows } from '../db/schema/automations';
import { findUserByEmail } from '../modules/auth/repo';
import { listTemplates } from '../modules/automations';
import { createStaffTask } from '../modules/staff-tasks';
import type { Db } from '../platform/db';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

type Line = [offsetMs: number, stepIndex: number, action: string, status: RunLogStatus, detail: string];

/**
 * `/automations`: the three ready templates as workflows, all turned off (an admin reviews and
 * enables them: the onboarding one is the Done-means' first move), with past runs and their logs:
 * onboarding runs that nudged or did not, an approval escalation that made a real staff task, a
 * credit follow-up waiting for its 30 days (it carries on when due) and a cancelled one.
 * Skipped once a template workflow exists. The webhook secrets are made on first use (the seed
 * has no app secret).
 */
export async function seedAutomationsDemo(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: automationWorkflows.id })
    .from(automationWorkflows)
    .where(isNotNull(automationWorkflows.template_key))
    .limit(1);
  if (existing) return;
  const admin = await findUserByEmail(db, 'admin@fundpath.test');
  if (!admin) return;
  const people = new Map<string, { id: string; name: string; email: string }>();
  for (const email of [
    'client@fundpath.test',
    'ava.trend@fundpath.test',
    'ben.trend@fundpath.test',
    'cleo.trend@fundpath.test',
    'dev.trend@fundpath.test',
  ]) {
    const u = await findUserByEmail(db, email);
    if (u) people.set(email, { id: u.id, name: u.display_name, email: u.email });
  }
  const now = Date.now();
  const ids = new Map<string, { id: string; actions: Action[] }>();
  for (const t of listTemplates()) {
    const [row] = await db
      .insert(automationWorkflows)
      .values({
        name: t.workflow.name,
        description: t.workflow.description,
        enabled: false,
        allow_repeats: t.workflow.allow_repeats,
        trigger_type: t.workflow.trigger.type,
        trigger: t.workflow.trigger,
        conditions: t.workflow.conditions,
        actions: t.workflow.actions,
        webhook_secret: '',
        template_key: t.key,
        created_by: admin.id,
        updated_by: admin.id,
        created_at: new Date(now - 21 * DAY),
        updated_at: new Date(now - 2 * DAY),
      })
      .returning({ id: automationWorkflows.id });
    ids.set(t.key, { id: row!.id, actions: t.workflow.actions });
  }

  async function run(
    key: string,
    email: string,
    r: {
      startedAgo: number;
      status: RunStatus;
      cursor: number;
      trigger_key: string;
      trigger_summary: string;
      trigger_data?: Record<string, number>;
      next_at?: Date;
      lines: Line[];
      cancelled?: boolean;
    },
  ): Promise<string | undefined> {
    const w = ids.get(key);
    const who = people.get(email);
    if (!w || !who) return undefined;
    const started = now - r.startedAgo;
    const lastAt = started + Math.max(0, ...r.lines.map((l) => l[0]));
    const [row] = await db
      .insert(automationRuns)
      .values({
        workflow_id: w.id,
        user_id: who.id,
        subject_key: `user:${who.id}`,
        dedupe_key: key === 'approval-waiting' ? r.trigger_key : 'once',
        trigger_key: r.trigger_key,
        trigger_summary: r.trigger_summary,
        trigger_data: r.trigger_data ?? {},
        snapshot: { current_step: 1, completed_steps: 0, current_status: 'not-started' },
        actions: w.actions,
        status: r.status,
        cursor: r.cursor,
        seq: r.lines.length,
        next_at: r.next_at ?? null,
        cancelled_by: r.cancelled ? admin!.id : null,
        started_at: new Date(started),
        finished_at: r.status === 'running' || r.status === 'waiting' ? null : new Date(lastAt),
        created_at: new Date(started),
      })
      .returning({ id: automationRuns.id });
    const runId = row!.id;
    await db.insert(automationRunLog).values(
      r.lines.map(([offset, step_index, action, status, detail], seq) => ({
        run_id: runId,
        seq,
        step_index,
        action,
        status,
        detail: detail.replaceAll('{name}', who.name.split(' ')[0]!).replaceAll('{email}', who.email),
        at: new Date(started + offset),
      })),
    );
    return runId;
  }

  // New client onboarding: one nudged, one who had started (no nudge), one still in its 3 days.
  const signedUp = { trigger_key: 'client.signed_up', trigger_summary: 'Signed up (accepted an invite)' };
  /** Every onboarding run's start: welcome e-mail, first-step notification, the 3-day wait. */
  const welcomed: Line[] = [
    [0, 0, 'trigger', 'done', 'Started: Signed up (accepted an invite)'],
    [2_000, 0, 'send_email', 'done', 'E-mail sent: “Welcome to FundPath, {name}!” to {email}'],
    [3_000, 1, 'notify', 'done', 'Notified {name}: “Start with step 1: Welcome & Funding Goals”'],
    [4_000, 2, 'wait', 'waiting', 'Waiting 3 days'],
  ];
  await run('client-onboarding', 'ben.trend@fundpath.test', {
    startedAgo: 9 * DAY,
    status: 'done',
    cursor: 4,
    ...signedUp,
    lines: [
      ...welcomed,
      [
        3 * DAY + 5_000,
        3,
        'send_email',
        'done',
        'E-mail sent: “Ready for your next step, {name}?” to {email}',
      ],
      [3 * DAY + 6_000, 4, 'end', 'done', 'Run finished'],
    ],
  });
  await run('client-onboarding', 'ava.trend@fundpath.test', {
    startedAgo: 12 * DAY,
    status: 'done',
    cursor: 4,
    ...signedUp,
    lines: [
      ...welcomed,
      [
        3 * DAY + 5_000,
        3,
        'send_email',
        'skipped',
        'Skipped: No progress on the journey since the run started',
      ],
      [3 * DAY + 6_000, 4, 'end', 'done', 'Run finished'],
    ],
  });
  await run('client-onboarding', 'cleo.trend@fundpath.test', {
    startedAgo: 1 * DAY,
    status: 'waiting',
    cursor: 3,
    ...signedUp,
    next_at: new Date(now + 2 * DAY),
    lines: welcomed,
  });

  // Approval waiting too long: one escalated (a real task for the team), one approved in time.
  const dev = people.get('dev.trend@fundpath.test');
  if (dev) {
    const task = await createStaffTask(db, {
      title: `Step 3 of ${dev.name} has waited 24 h for approval`,
      description:
        'Review the submission (Clients → the client → Journey) and approve it or send it back with a note.',
      client_id: dev.id,
      priority: 'high',
      due_date: new Date(now - 4 * DAY).toISOString().slice(0, 10),
      created_by: null,
      source: 'automation',
    });
    await run('approval-waiting', 'dev.trend@fundpath.test', {
      startedAgo: 5 * DAY,
      status: 'done',
      cursor: 2,
      trigger_key: `step.submitted:3:${new Date(now - 5 * DAY).toISOString()}`,
      trigger_summary: 'Submitted step 3 for approval',
      trigger_data: { step_number: 3 },
      lines: [
        [0, 0, 'trigger', 'done', 'Started: Submitted step 3 for approval'],
        [1_000, 0, 'wait', 'waiting', 'Waiting 24 hours'],
        [
          DAY + 2_000,
          1,
          'create_task',
          'done',
          `Task “${task?.title ?? 'Step 3 has waited 24 h for approval'}” created`,
        ],
        [DAY + 3_000, 2, 'end', 'done', 'Run finished'],
      ],
    });
  }
  await run('approval-waiting', 'client@fundpath.test', {
    startedAgo: 8 * DAY,
    status: 'done',
    cursor: 2,
    trigger_key: `step.submitted:2:${new Date(now - 8 * DAY).toISOString()}`,
    trigger_summary: 'Submitted step 2 for approval',
    trigger_data: { step_number: 2 },
    lines: [
      [0, 0, 'trigger', 'done', 'Started: Submitted step 2 for approval'],
      [1_000, 0, 'wait', 'waiting', 'Waiting 24 hours'],
      [DAY + 2_000, 1, 'create_task', 'skipped', 'Skipped: The step still waits for approval'],
      [DAY + 3_000, 2, 'end', 'done', 'Run finished'],
    ],
  });

  // Credit-report follow-up: Jordan's waits for the monthly summary; Ava's was cancelled.
  await run('credit-follow-up', 'client@fundpath.test', {
    startedAgo: 12 * DAY,
    status: 'waiting',
    cursor: 4,
    trigger_key: 'credit.report_pulled:demo',
    trigger_summary: 'Credit report version 1 pulled (sandbox)',
    next_at: new Date(now + 18 * DAY),
    lines: [
      [0, 0, 'trigger', 'done', 'Started: Credit report version 1 pulled (sandbox)'],
      [
        2_000,
        0,
        'send_email',
        'done',
        'E-mail sent: “Good news, {name}: your profile looks ready for funding” to {email}',
      ],
      [3_000, 1, 'send_email', 'skipped', 'Skipped: Overall decision is borderline or declined'],
      [4_000, 2, 'create_task', 'skipped', 'Skipped: Overall decision is declined'],
      [5_000, 3, 'wait', 'waiting', 'Waiting 30 days'],
    ],
  });
  await run('credit-follow-up', 'ava.trend@fundpath.test', {
    startedAgo: 6 * DAY,
    status: 'cancelled',
    cursor: 4,
    trigger_key: 'credit.report_pulled:demo',
    trigger_summary: 'Credit report version 2 pulled (sandbox)',
    cancelled: true,
    lines: [
      [0, 0, 'trigger', 'done', 'Started: Credit report version 2 pulled (sandbox)'],
      [2_000, 0, 'send_email', 'skipped', 'Skipped: Overall decision is approved'],
      [
        3_000,
        1,
        'send_email',
        'done',
        'E-mail sent: “{name}, here is your plan to strengthen your credit” to {email}',
      ],
      [4_000, 2, 'create_task', 'skipped', 'Skipped: Overall decision is declined'],
      [5_000, 3, 'wait', 'waiting', 'Waiting 30 days'],
      [2 * DAY, 4, 'cancel', 'cancelled', 'Cancelled by Avery Admin'],
    ],
  });
}
