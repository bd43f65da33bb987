/**
 * Automations through the API on a real database with job workers running: a trigger starts a run
 * whose actions really happen (tag, notification, staff task, ticket, lead stage, a webhook on a
 * loopback server with a valid HMAC), waits are delayed jobs that survive a restart without any
 * step running twice, re-triggers are deduplicated unless repeats are allowed, runs can be
 * cancelled, test mode changes nothing, only admins get in, and private webhook targets are refused.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WorkflowInput } from '@fundpath/contracts/automations';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ensureJourneyContent } from '../../seed';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { refreshClient } from '../clients';
import { STEP_JOB } from './engine';

let t: TestApp;
let app: FastifyInstance;
let admin: TestUser;
let funding: TestUser;
let hook: Server;
let hookUrl: string;
let hookStatus = 200;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];

const JOBS = { workers: true, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 };

const as = (
  user: { cookie: string } | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) => injectAs(app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

async function waitFor<T>(probe: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function createWorkflow(body: WorkflowInput) {
  const res = await as(admin, 'POST', '/api/automations/workflows', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().workflow as { id: string; name: string };
}

async function runsOf(workflowId: string) {
  const res = await as(admin, 'GET', `/api/automations/runs?workflow_id=${workflowId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().runs as Array<{ id: string; status: string; subject: { user_id: string } }>;
}

async function runDetail(id: string) {
  const res = await as(admin, 'GET', `/api/automations/runs/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().run as {
    status: string;
    cursor: number;
    next_at: string | null;
    error: string | null;
    log: Array<{ step_index: number; action: string; status: string; detail: string }>;
  };
}

const finished = (id: string) =>
  waitFor(async () => {
    const r = await runDetail(id);
    return ['done', 'failed', 'cancelled'].includes(r.status) ? r : undefined;
  });

/** Time passes: delayed step jobs become due now. */
const fastForward = () =>
  t.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${STEP_JOB} and state = 'created' and start_after > now()`,
  );

const emit = <E extends Parameters<FastifyInstance['deps']['events']['emit']>[1]>(
  name: E,
  payload: Parameters<FastifyInstance['deps']['events']['emit']>[2] & object,
) => app.deps.events.emit({ db: t.db, log: app.log }, name, payload as never);

async function client(name = 'Casey Client') {
  const c = await makeUser(t.db, 'client', { display_name: name });
  await refreshClient(t.db, c.id);
  return c;
}

beforeAll(async () => {
  t = await createTestApp({ automationWebhookAllowPrivate: true }, { jobs: JOBS });
  app = t.app;
  await ensureJourneyContent(t.db);
  admin = await makeUser(t.db, 'admin', { display_name: 'Ada Admin' });
  funding = await makeUser(t.db, 'funding_team');
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = hookStatus;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/fundpath`;
});

afterAll(async () => {
  hook?.close();
  await app?.close();
  await t?.database.close();
});

describe('access and validation', () => {
  it('is for admins only', async () => {
    const c = await client();
    expect((await as(null, 'GET', '/api/automations/workflows')).statusCode).toBe(401);
    for (const who of [funding, c]) {
      expect((await as(who, 'GET', '/api/automations/workflows')).statusCode).toBe(403);
      expect((await as(who, 'GET', '/api/automations/runs')).statusCode).toBe(403);
      expect((await as(who, 'GET', '/api/automations/templates')).statusCode).toBe(403);
      const res = await as(who, 'POST', '/api/automations/workflows', {
        name: 'x',
        trigger: { type: 'client.signed_up' },
        actions: [{ type: 'add_tag', tag: 'x' }],
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses broken workflows with 400', async () => {
    const base = {
      name: 'Broken',
      trigger: { type: 'client.signed_up' },
      actions: [{ type: 'add_tag', tag: 'ok' }],
    };
    const bad = [
      { ...base, name: 'A\u0000B' },
      { ...base, name: 'x'.repeat(121) },
      { ...base, actions: [] },
      { ...base, actions: [{ type: 'wait', amount: 0, unit: 'minutes' }] },
      { ...base, actions: [{ type: 'wait', amount: 400, unit: 'days' }] },
      {
        ...base,
        actions: [
          { type: 'add_tag', tag: 'a' },
          { type: 'repeat', from: 0, times: 2 },
        ],
      },
      { ...base, actions: [{ type: 'notify', title: 'Hi {{password}}' }] },
      { ...base, actions: [{ type: 'webhook', url: 'ftp://example.com/x' }] },
      { ...base, actions: [{ type: 'notify', title: 'Hi', link: 'https://evil.example/' }] },
      { ...base, actions: [{ type: 'move_lead_stage', stage_id: '00000000-0000-4000-8000-000000000000' }] },
      { ...base, trigger: { type: 'user.inactive', days: 0 } },
      { ...base, trigger: { type: 'nope' } },
    ];
    for (const body of bad) {
      const res = await as(admin, 'POST', '/api/automations/workflows', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await as(admin, 'GET', '/api/automations/workflows/not-a-uuid')).statusCode).toBe(400);
    expect(
      (await as(admin, 'GET', '/api/automations/workflows/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('ships three templates that instantiate as disabled workflows', async () => {
    const list = await as(admin, 'GET', '/api/automations/templates');
    expect(list.statusCode, list.body).toBe(200);
    const keys = list.json().templates.map((x: { key: string }) => x.key);
    expect(keys).toEqual(['client-onboarding', 'credit-follow-up', 'approval-waiting']);
    const made = await as(admin, 'POST', '/api/automations/templates/approval-waiting/instantiate');
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().workflow).toMatchObject({
      enabled: false,
      template_key: 'approval-waiting',
      allow_repeats: true,
    });
    expect(made.json().workflow.actions[0]).toMatchObject({ type: 'wait', amount: 24, unit: 'hours' });
    expect((await as(admin, 'POST', '/api/automations/templates/nope/instantiate')).statusCode).toBe(404);
    await as(admin, 'DELETE', `/api/automations/workflows/${made.json().workflow.id}`);
  });
});

describe('a run', () => {
  it('runs its actions for real: tag, notification, task, ticket, webhook with a valid signature', async () => {
    const w = await createWorkflow({
      name: 'Step one follow-up',
      enabled: true,
      trigger: { type: 'step.started', step_number: 1 },
      actions: [
        { type: 'add_tag', tag: 'Started Journey' },
        {
          type: 'notify',
          to: 'subject',
          title: 'Great start, {{first_name}}!',
          body: 'Step {{trigger_step}} is open.',
          link: '/dashboard',
        },
        {
          type: 'create_task',
          title: 'Call {{full_name}} about step {{trigger_step}}',
          priority: 'high',
          due_in_days: 1,
        },
        {
          type: 'open_ticket',
          title: 'Welcome call for {{first_name}}',
          description: 'Book the welcome call.',
          category: 'general',
        },
        // Already tagged a moment ago: skipped.
        {
          type: 'notify',
          only_if: [{ field: 'tag', op: 'lacks', tag: 'started journey' }],
          title: 'never sent',
        },
        { type: 'webhook', url: hookUrl },
      ],
    });
    const c = await client('Robin Runner');
    received.length = 0;
    const start = await as(c, 'POST', '/api/coaching/start-step', { step: 1 });
    expect(start.statusCode, start.body).toBe(200);
    const [run] = await waitFor(async () => {
      const r = await runsOf(w.id);
      return r.length ? r : undefined;
    });
    expect(run!.subject.user_id).toBe(c.id);
    const detail = await finished(run!.id);
    expect(detail.status, JSON.stringify(detail.log)).toBe('done');
    expect(detail.log.filter((l) => l.status === 'skipped').map((l) => l.step_index)).toEqual([4]);

    const [summary] = await rows<{ tags: string[] }>(
      sql`select tags from client_summaries where user_id = ${c.id}`,
    );
    expect(summary!.tags).toContain('started journey');
    const notes = await rows<{ title: string; link: string }>(
      sql`select title, link from notifications where user_id = ${c.id} and type = 'automation.message'`,
    );
    expect(notes).toEqual([{ title: 'Great start, Robin!', link: '/dashboard' }]);
    const tasks = await rows<{ title: string; priority: string; source: string }>(
      sql`select title, priority, source from staff_tasks where client_id = ${c.id} and source = 'automation'`,
    );
    expect(tasks).toEqual([
      { title: 'Call Robin Runner about step 1', priority: 'high', source: 'automation' },
    ]);
    const tickets = await rows<{ title: string }>(
      sql`select title from support_tickets where user_id = ${c.id}`,
    );
    expect(tickets.map((x) => x.title)).toEqual(['Welcome call for Robin']);

    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    const secret = (await as(admin, 'GET', `/api/automations/workflows/${w.id}/webhook-secret`)).json()
      .secret;
    const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers['x-fundpath-signature']));
    expect(m).not.toBeNull();
    expect(Math.abs(Date.now() / 1000 - Number(m![1]))).toBeLessThan(60);
    expect(m![2]).toBe(createHmac('sha256', secret).update(`${m![1]}.${body}`).digest('hex'));
    expect(createHmac('sha256', 'wrong').update(`${m![1]}.${body}`).digest('hex')).not.toBe(m![2]);
    const payload = JSON.parse(body);
    expect(payload).toMatchObject({
      workflow: { id: w.id, name: 'Step one follow-up' },
      run_id: run!.id,
      trigger: { type: 'step.started', data: { step_number: 1 } },
      subject: { kind: 'user', user_id: c.id, email: c.email },
    });
    expect(headers['x-fundpath-delivery']).toBe(payload.id);
    // The secret is stored encrypted, never as is.
    const [stored] = await rows<{ webhook_secret: string }>(
      sql`select webhook_secret from automation_workflows where id = ${w.id}`,
    );
    expect(stored!.webhook_secret).not.toContain(secret);
    expect(stored!.webhook_secret.startsWith('v1:')).toBe(true);
    await as(admin, 'PATCH', `/api/automations/workflows/${w.id}/enabled`, { enabled: false });
  });

  it('moves a lead to another stage', async () => {
    const stages = (await as(admin, 'GET', '/api/automations/options')).json().options.stages as Array<{
      id: string;
      name: string;
    }>;
    const contacted = stages.find((s) => s.name === 'Contacted')!;
    const qualified = stages.find((s) => s.name === 'Qualified')!;
    const w = await createWorkflow({
      name: 'Contacted → qualified',
      enabled: true,
      trigger: { type: 'lead.stage_changed', stage_id: contacted.id },
      actions: [{ type: 'move_lead_stage', stage_id: qualified.id }],
    });
    const lead = await as(admin, 'POST', '/api/leads', { name: 'Lee Lead', email: 'lee.lead@example.com' });
    expect(lead.statusCode, lead.body).toBe(201);
    const id = lead.json().lead.id;
    const moved = await as(admin, 'POST', `/api/leads/${id}/move`, { stage_id: contacted.id, position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    const [run] = await waitFor(async () => {
      const r = await runsOf(w.id);
      return r.length ? r : undefined;
    });
    expect((await finished(run!.id)).status).toBe('done');
    expect((await as(admin, 'GET', `/api/leads/${id}`)).json().lead.stage_id).toBe(qualified.id);
    // Its own move (to another stage) does not match the trigger's stage: one run.
    expect(await runsOf(w.id)).toHaveLength(1);
    await as(admin, 'PATCH', `/api/automations/workflows/${w.id}/enabled`, { enabled: false });
  });

  it('fails the run when the webhook refuses the delivery (no retry of a 4xx)', async () => {
    hookStatus = 410;
    const w = await createWorkflow({
      name: 'Gone webhook',
      enabled: true,
      trigger: { type: 'ticket.created' },
      actions: [{ type: 'webhook', url: hookUrl }],
    });
    const c = await client();
    await emit('ticket.created', { ticket_id: crypto.randomUUID(), user_id: c.id, created_by: c.id });
    const [run] = await runsOf(w.id);
    const detail = await finished(run!.id);
    hookStatus = 200;
    expect(detail.status).toBe('failed');
    expect(detail.error).toContain('410');
    await as(admin, 'PATCH', `/api/automations/workflows/${w.id}/enabled`, { enabled: false });
  });

  it('refuses private and loopback webhook targets unless allowed', async () => {
    t.config.automationWebhookAllowPrivate = false;
    try {
      const w = await createWorkflow({
        name: 'SSRF',
        enabled: true,
        trigger: { type: 'ticket.created' },
        actions: [{ type: 'webhook', url: hookUrl }],
      });
      const c = await client();
      received.length = 0;
      await emit('ticket.created', { ticket_id: crypto.randomUUID(), user_id: c.id, created_by: c.id });
      const [run] = await runsOf(w.id);
      const detail = await finished(run!.id);
      expect(detail.status).toBe('failed');
      expect(detail.error).toMatch(/private or loopback/);
      expect(received).toHaveLength(0);
      await as(admin, 'PATCH', `/api/automations/workflows/${w.id}/enabled`, { enabled: false });
    } finally {
      t.config.automationWebhookAllowPrivate = true;
    }
  });
});

describe('dedupe and repeats', () => {
  it('starts one run per user and workflow, unless repeats are allowed (then one per event)', async () => {
    const once = await createWorkflow({
      name: 'Once',
      enabled: true,
      trigger: { type: 'ticket.created' },
      actions: [{ type: 'wait', amount: 1, unit: 'days' }],
    });
    const repeats = await createWorkflow({
      name: 'Every ticket',
      enabled: true,
      allow_repeats: true,
      trigger: { type: 'ticket.created' },
      actions: [{ type: 'wait', amount: 1, unit: 'days' }],
    });
    const c = await client();
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    // The same event twice, at once, then another event.
    await Promise.all([
      emit('ticket.created', { ticket_id: a, user_id: c.id, created_by: c.id }),
      emit('ticket.created', { ticket_id: a, user_id: c.id, created_by: c.id }),
    ]);
    await emit('ticket.created', { ticket_id: b, user_id: c.id, created_by: c.id });
    expect(await runsOf(once.id)).toHaveLength(1);
    expect(await runsOf(repeats.id)).toHaveLength(2);
    // Another client has runs of their own.
    const d = await client();
    await emit('ticket.created', { ticket_id: crypto.randomUUID(), user_id: d.id, created_by: d.id });
    expect(await runsOf(once.id)).toHaveLength(2);
    for (const w of [once, repeats]) await as(admin, 'DELETE', `/api/automations/workflows/${w.id}`);
    expect(await rows(sql`select 1 from automation_runs where workflow_id = ${once.id}`)).toHaveLength(0);
  });

  it('disabled workflows and unmet conditions start nothing', async () => {
    const w = await createWorkflow({
      name: 'Tagged only',
      enabled: true,
      trigger: { type: 'ticket.created' },
      conditions: [{ field: 'tag', op: 'has', tag: 'vip' }],
      actions: [{ type: 'add_tag', tag: 'ticketed' }],
    });
    const c = await client();
    await emit('ticket.created', { ticket_id: crypto.randomUUID(), user_id: c.id, created_by: c.id });
    expect(await runsOf(w.id)).toHaveLength(0);
    await as(admin, 'PUT', `/api/clients/${c.id}/tags`, { tags: ['vip'] });
    await as(admin, 'PATCH', `/api/automations/workflows/${w.id}/enabled`, { enabled: false });
    await emit('ticket.created', { ticket_id: crypto.randomUUID(), user_id: c.id, created_by: c.id });
    expect(await runsOf(w.id)).toHaveLength(0);
    await as(admin, 'PATCH', `/api/automations/workflows/${w.id}/enabled`, { enabled: true });
    await emit('ticket.created', { ticket_id: crypto.randomUUID(), user_id: c.id, created_by: c.id });
    expect(await runsOf(w.id)).toHaveLength(1);
    await as(admin, 'DELETE', `/api/automations/workflows/${w.id}`);
  });
});

describe('cancel', () => {
  it('a cancelled run stops at its next step', async () => {
    const w = await createWorkflow({
      name: 'Cancel me',
      enabled: true,
      trigger: { type: 'ticket.created' },
      actions: [
        { type: 'wait', amount: 2, unit: 'hours' },
        { type: 'notify', title: 'Should never arrive' },
      ],
    });
    const c = await client();
    await emit('ticket.created', { ticket_id: crypto.randomUUID(), user_id: c.id, created_by: c.id });
    const [run] = await runsOf(w.id);
    const waiting = await waitFor(async () => {
      const r = await runDetail(run!.id);
      return r.status === 'waiting' ? r : undefined;
    });
    expect(new Date(waiting.next_at!).getTime() - Date.now()).toBeGreaterThan(119 * 60_000);
    expect((await as(funding, 'POST', `/api/automations/runs/${run!.id}/cancel`)).statusCode).toBe(403);
    const res = await as(admin, 'POST', `/api/automations/runs/${run!.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().run.status).toBe('cancelled');
    expect((await as(admin, 'POST', `/api/automations/runs/${run!.id}/cancel`)).statusCode).toBe(409);
    await fastForward();
    await waitFor(async () => {
      const [j] = await rows<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = ${STEP_JOB} and data->>'runId' = ${run!.id} and state = 'completed'`,
      );
      return (j?.n ?? 0) >= 2 ? true : undefined;
    });
    const after = await runDetail(run!.id);
    expect(after.status).toBe('cancelled');
    expect(after.log.at(-1)).toMatchObject({
      action: 'cancel',
      status: 'cancelled',
      detail: 'Cancelled by Ada Admin',
    });
    expect(
      await rows(sql`select 1 from notifications where user_id = ${c.id} and type = 'automation.message'`),
    ).toHaveLength(0);
    await as(admin, 'DELETE', `/api/automations/workflows/${w.id}`);
  });
});

describe('test mode', () => {
  it('shows what would happen and does nothing', async () => {
    const w = await createWorkflow({
      name: 'Preview',
      enabled: false,
      trigger: { type: 'step.submitted', step_number: null },
      conditions: [{ field: 'role', roles: ['client'] }],
      actions: [
        { type: 'add_tag', tag: 'previewed' },
        { type: 'wait', amount: 3, unit: 'days' },
        {
          type: 'create_task',
          title: 'Check on {{full_name}}',
          only_if: [{ field: 'progress', op: 'none' }],
        },
        { type: 'notify', title: 'Hello {{first_name|friend}}' },
        {
          type: 'send_email',
          email: {
            subject: 'Hi {{first_name}}',
            blocks: [{ type: 'text', text: 'You are on step {{current_step}}.' }],
          },
        },
      ],
    });
    const c = await client('Tess Tester');
    const res = await as(admin, 'POST', `/api/automations/workflows/${w.id}/test`, { user_id: c.id });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({
      subject: { kind: 'user', user_id: c.id, name: 'Tess Tester' },
      trigger: { matches: null },
      conditions: [{ label: 'Role is client', passed: true }],
      already_ran: false,
      would_start: true,
    });
    expect(result.actions.map((a: { summary: string }) => a.summary)).toEqual([
      'Add the tag “previewed”',
      'Wait 3 days',
      'Create the staff task “Check on Tess Tester”',
      'Notify Tess Tester: “Hello Tess”',
      `E-mail “Hi Tess” to ${c.email}`,
    ]);
    expect(result.actions[4].details).toContainEqual({
      label: 'Text',
      value: expect.stringContaining('You are on step 1.'),
    });
    expect(result.actions.map((a: { after_minutes: number }) => a.after_minutes)).toEqual([
      0, 0, 4320, 4320, 4320,
    ]);
    // An unsaved draft is tested the same way.
    const draft = await as(admin, 'POST', '/api/automations/test', {
      user_id: funding.id,
      workflow: {
        name: 'Draft',
        trigger: { type: 'client.signed_up' },
        actions: [{ type: 'add_tag', tag: 'x' }],
      },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().result.trigger.matches).toBe(false);
    expect(draft.json().result.would_start).toBe(false);
    expect(draft.json().result.actions[0].would_run).toBe(false);
    // Nothing happened.
    expect(await runsOf(w.id)).toHaveLength(0);
    expect(await rows(sql`select 1 from client_tags where user_id = ${c.id}`)).toHaveLength(0);
    expect(await rows(sql`select 1 from staff_tasks where client_id = ${c.id}`)).toHaveLength(0);
    expect(await rows(sql`select 1 from notifications where user_id = ${c.id}`)).toHaveLength(0);
    expect(t.mailer.sent.filter((m) => m.to === c.email)).toHaveLength(0);
    expect(
      (await as(funding, 'POST', `/api/automations/workflows/${w.id}/test`, { user_id: c.id })).statusCode,
    ).toBe(403);
    await as(admin, 'DELETE', `/api/automations/workflows/${w.id}`);
  });
});

describe('waits and restarts', () => {
  it('a new client gets the welcome, and after the wait the nudge, across a restart, each once', async () => {
    const w = await createWorkflow({
      name: 'Onboarding, short wait',
      enabled: true,
      trigger: { type: 'client.signed_up' },
      actions: [
        {
          type: 'send_email',
          email: {
            subject: 'Welcome to {{brand_name|FundPath}}, {{first_name}}!',
            blocks: [
              { type: 'text', text: 'Hi {{first_name}}, your journey starts at step {{current_step}}.' },
            ],
          },
        },
        { type: 'notify', title: 'Welcome, {{first_name}}' },
        { type: 'wait', amount: 1, unit: 'minutes' },
        {
          type: 'send_email',
          only_if: [{ field: 'progress', op: 'none' }],
          email: {
            subject: 'Ready for your next step, {{first_name}}?',
            blocks: [{ type: 'text', text: 'Step {{current_step}} waits.' }],
          },
        },
        { type: 'notify', title: 'Nudge for {{first_name}}', only_if: [{ field: 'progress', op: 'none' }] },
      ],
    });
    const invite = await as(admin, 'POST', '/api/admin/users/invites', {
      email: 'nina.new@example.com',
      display_name: 'Nina New',
      role: 'client',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const token = new URL(invite.json().link, 'http://x').searchParams.get('token')!;
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/auth/invites/accept',
      payload: { token, display_name: 'Nina New', password: 'ninas-password-1' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const userId = accepted.json().user.id as string;
    const [run] = await runsOf(w.id);
    expect(run!.subject.user_id).toBe(userId);
    const waiting = await waitFor(async () => {
      const r = await runDetail(run!.id);
      return r.status === 'waiting' ? r : undefined;
    });
    const next = new Date(waiting.next_at!).getTime() - Date.now();
    expect(next).toBeGreaterThan(50_000);
    expect(next).toBeLessThanOrEqual(60_000);
    const [job] = await rows<{ start_after: Date }>(
      sql`select start_after from pgboss.job where name = ${STEP_JOB} and data->>'runId' = ${run!.id} and state = 'created'`,
    );
    expect(
      Math.abs(new Date(job!.start_after).getTime() - new Date(waiting.next_at!).getTime()),
    ).toBeLessThan(1000);
    const titles = () =>
      rows<{ title: string }>(
        sql`select title from notifications where user_id = ${userId} and type = 'automation.message' order by created_at`,
      );
    expect(await titles()).toEqual([{ title: 'Welcome, Nina' }]);
    const mailsTo = () =>
      t.mailer.sent.filter((m) => m.to === 'nina.new@example.com' && !/invit/i.test(m.subject));
    expect(mailsTo().map((m) => m.subject)).toEqual([expect.stringMatching(/^Welcome to .+, Nina!$/)]);
    const welcome = mailsTo()[0]!;
    expect(welcome.text).toContain('Hi Nina, your journey starts at step 1.');
    expect(welcome.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/.+>/);

    // A deploy: this instance stops, another starts on the same database; time passes.
    await app.close();
    app = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      mailer: t.mailer,
      jobs: JOBS,
    });
    await app.ready();
    // A duplicate of the wait's job (a stale sequence number) must do nothing.
    await app.deps.jobs.send(STEP_JOB, { runId: run!.id, seq: 1 });
    await fastForward();
    const done = await finished(run!.id);
    expect(done.status).toBe('done');
    expect(await titles()).toEqual([{ title: 'Welcome, Nina' }, { title: 'Nudge for Nina' }]);
    expect(mailsTo().map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Welcome to /),
      'Ready for your next step, Nina?',
    ]);
    const doneSteps = done.log
      .filter((l) => l.status === 'done' && l.action !== 'trigger')
      .map((l) => l.step_index);
    expect(doneSteps).toEqual([0, 1, 3, 4, 5]);
    await as(admin, 'PATCH', `/api/automations/workflows/${w.id}/enabled`, { enabled: false });
  });

  it('skips an action whose condition no longer holds when it is due', async () => {
    const w = await createWorkflow({
      name: 'Nudge unless progress',
      enabled: true,
      trigger: { type: 'ticket.created' },
      actions: [
        { type: 'wait', amount: 5, unit: 'minutes' },
        { type: 'notify', title: 'Still stuck?', only_if: [{ field: 'progress', op: 'none' }] },
      ],
    });
    const c = await client();
    await emit('ticket.created', { ticket_id: crypto.randomUUID(), user_id: c.id, created_by: c.id });
    const [run] = await runsOf(w.id);
    await waitFor(async () => ((await runDetail(run!.id)).status === 'waiting' ? true : undefined));
    expect((await as(c, 'POST', '/api/coaching/start-step', { step: 1 })).statusCode).toBe(200);
    await fastForward();
    const done = await finished(run!.id);
    expect(done.status).toBe('done');
    expect(done.log.find((l) => l.step_index === 1 && l.status === 'skipped')?.detail).toMatch(/No progress/);
    expect(
      await rows(sql`select 1 from notifications where user_id = ${c.id} and type = 'automation.message'`),
    ).toHaveLength(0);
    await as(admin, 'PATCH', `/api/automations/workflows/${w.id}/enabled`, { enabled: false });
  });
});
