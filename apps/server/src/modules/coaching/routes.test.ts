import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingProgress, coachingSteps, users } from '../../db/schema';
import { ensureJourneyContent, JOURNEY } from '../../seed';
import { doStepWork, passStep } from '../../testing/coaching';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let steps: TestUser;
let funding: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await ensureJourneyContent(t.db);
  steps = await makeUser(t.db, 'steps_team');
  funding = await makeUser(t.db, 'funding_team');
  admin = await makeUser(t.db, 'admin');
});
afterAll(() => t.close());

const get = (user: TestUser, url: string) => injectAs(t.app, user, { method: 'GET', url });
const post = (user: TestUser, url: string, payload: unknown = {}) =>
  injectAs(t.app, user, { method: 'POST', url, payload: payload as object });

async function setApprovals(user: TestUser, approved: boolean) {
  await t.db
    .update(users)
    .set({
      latest_credit_report_json: {
        equifax_approval: false,
        experian_approval: approved,
        transunion_approval: false,
      },
    })
    .where(eq(users.id, user.id));
}

describe('journey content', () => {
  it('seeds 18 real steps once, with scripts, tasks of every type and a required task per step', async () => {
    expect((await ensureJourneyContent(t.db)).stepsCreated).toBe(0); // idempotent
    const client = await makeUser(t.db, 'client');
    const scripts = (await get(client, '/api/coaching-scripts')).json().scripts;
    expect(scripts).toHaveLength(18);
    expect(scripts.map((s: { step_number: number }) => s.step_number)).toEqual(
      JOURNEY.map((s) => s.step_number),
    );
    const types = new Set<string>();
    for (const s of scripts) {
      expect(s.greeting_message.length).toBeGreaterThan(40);
      expect(s.talking_points.length).toBeGreaterThan(0);
      expect(s.faqs.length).toBeGreaterThan(0);
      expect(s.completion_criteria.length).toBeGreaterThan(20);
      const tasks = (await get(client, `/api/default-tasks/${s.step_number}`)).json();
      expect(tasks.data).toEqual(tasks.default_tasks);
      expect(
        tasks.data.some((d: { is_required: boolean }) => d.is_required),
        `step ${s.step_number}`,
      ).toBe(true);
      for (const d of tasks.data) types.add(d.task_type);
    }
    expect([...types].sort()).toEqual(
      [
        'checkbox',
        'file_upload',
        'text_input',
        'date_input',
        'link',
        'document_upload',
        'form_fields',
        'checklist',
        'external_action',
        'simple_task',
      ].sort(),
    );
    const script = (await get(client, '/api/coaching-scripts/2')).json().script;
    expect(script.functions).toEqual(['qualification']);
    expect((await get(client, '/api/coaching-scripts/3')).json().script.functions).toEqual([
      'credit_repair_route',
    ]);
  });
});

describe('progress and step order', () => {
  it('starts at step 1 and reports every step', async () => {
    const client = await makeUser(t.db, 'client');
    const res = await get(client, '/api/coaching/progress');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      completed_steps: [],
      setup_completed: false,
      current_step: 1,
    });
    expect(res.json().steps_status).toHaveLength(18);
    const steps = (await get(client, '/api/coaching-steps/progress')).json().steps;
    expect(steps[0]).toMatchObject({
      step_number: 1,
      status: 'not-started',
      available: true,
      completed: false,
    });
    expect(steps[1]).toMatchObject({ step_number: 2, available: false });
    expect(
      steps
        .filter((s: { conditional: boolean }) => s.conditional)
        .map((s: { step_number: number }) => s.step_number),
    ).toEqual([3, 4]);
  });

  it('answers 401 to an anonymous caller (the web treats it as an expired session)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/coaching/progress' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses to start step 5 with only step 1 done, and refuses locked steps', async () => {
    const client = await makeUser(t.db, 'client');
    await passStep(t.app, client, 1);
    const res = await post(client, '/api/coaching/start-step', { step: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Please complete the previous steps before moving to Step 5');
    const complete = await post(client, '/api/coaching/complete-step', { step: 5 });
    expect(complete.json().message).toBe('Please complete the previous steps before moving to Step 5');

    const ok = await post(client, '/api/coaching/start-step', { step: 2 });
    expect(ok.json().completed_steps).toEqual([
      { step: 1, status: 'completed' },
      { step: 2, status: 'in-progress' },
    ]);

    await t.db.update(coachingSteps).set({ locked: true }).where(eq(coachingSteps.step_number, 17));
    const locked = await post(client, '/api/coaching/start-step', { step: 17 });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Step 17 is not available in your current journey.');
    await t.db.update(coachingSteps).set({ locked: false }).where(eq(coachingSteps.step_number, 17));
  });

  it('refuses to complete a step with a required field missing, then a required task open (exact messages)', async () => {
    const client = await makeUser(t.db, 'client');
    await post(client, '/api/coaching/start-step', { step: 1 });
    const res = await post(client, '/api/coaching/complete-step', { step: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please complete all required fields');
    expect(res.json().details.missing_labels).toEqual([
      'First Name',
      'Last Name',
      'Email Address',
      'Mobile Phone',
      'Funding Amount Requested',
      'Primary Use of Funds',
      'When Do You Need the Funds?',
    ]);

    // Fields answered through the form task; the agreement checkbox is still open.
    const tasks = (await post(client, '/api/tasks/auto-create', { step_number: 1 })).json().tasks;
    const form = tasks.find((x: { task_type: string }) => x.task_type === 'form_fields');
    const formRes = await post(client, `/api/tasks/${form.id}/complete`, {
      form_data: {
        owner_first_name: 'Ada',
        owner_last_name: 'Lovelace',
        owner_email: 'ada@example.com',
        owner_phone: '555 010 9999',
        requested_amount: '$40,000',
        funding_purpose: 'Inventory',
        funding_timeline: '1-3 months',
      },
    });
    expect(formRes.statusCode, formRes.body).toBe(200);
    const blocked = await post(client, '/api/coaching/complete-step', { step: 1 });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe('Please complete all 1 required task(s) before finishing this step.');
    expect(blocked.json().details.open_tasks[0].title).toBe('Acknowledge the coaching program agreement');

    const checkbox = tasks.find((x: { task_type: string }) => x.task_type === 'checkbox');
    await post(client, `/api/default-tasks/${checkbox.default_task_id}/complete`);
    const done = await post(client, '/api/coaching/complete-step', { step: 1 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ step_status: 'completed', requires_approval: false, next_step: 2 });
    const progress = (await get(client, '/api/coaching/progress')).json();
    expect(progress.setup_completed).toBe(true);
    expect(progress.current_step).toBe(2);
  });

  it('replaying complete-step changes nothing (one completion)', async () => {
    const client = await makeUser(t.db, 'client');
    const first = await passStep(t.app, client, 1);
    const [before] = await t.db
      .select()
      .from(coachingProgress)
      .where(eq(coachingProgress.user_id, client.id));
    const again = await post(client, '/api/coaching/complete-step', { step: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    const rows = await t.db.select().from(coachingProgress).where(eq(coachingProgress.user_id, client.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.completed_at).toEqual(before!.completed_at);
    // start-step on a completed step does not reopen it
    const start = await post(client, '/api/coaching/start-step', { step: 1 });
    expect(start.json().completed_steps).toEqual([{ step: 1, status: 'completed' }]);
  });

  it('concurrent completions of the same step record one completion', async () => {
    const client = await makeUser(t.db, 'client');
    await post(client, '/api/coaching/start-step', { step: 1 });
    await doStepWork(t.app, client, 1);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post(client, '/api/coaching/complete-step', { step: 1 })),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const rows = await t.db.select().from(coachingProgress).where(eq(coachingProgress.user_id, client.id));
    expect(rows).toHaveLength(1);
  });

  it('reset marks the step incomplete and reports both resets', async () => {
    const client = await makeUser(t.db, 'client');
    await passStep(t.app, client, 1);
    const res = await post(client, '/api/coaching/reset-step/1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', stepReset: true, conversationReset: true });
    const progress = (await get(client, '/api/coaching/progress')).json();
    expect(progress.completed_steps).toEqual([{ step: 1, status: 'in-progress' }]);
    expect(progress.current_step).toBe(1);
    // tasks stay done, so completing again works straight away
    expect((await post(client, '/api/coaching/complete-step', { step: 1 })).statusCode).toBe(200);
  });
});

describe('routing after qualification', () => {
  it('goes to the funding route (4) when any bureau approves, skipping 3', async () => {
    const client = await makeUser(t.db, 'client');
    await setApprovals(client, true);
    await passStep(t.app, client, 1);
    const done = await passStep(t.app, client, 2);
    expect(done).toMatchObject({
      step_status: 'completed',
      next_step: 4,
      route: { route: 'funding', function_name: 'funding_route', step: 4, skipped_step: 3 },
    });
    const progress = (await get(client, '/api/coaching/progress')).json();
    expect(progress.current_step).toBe(4);
    expect(progress.steps_status[2]).toEqual({ step: 3, status: 'not-started', skipped: true });
    const steps = (await get(client, '/api/coaching-steps/progress')).json();
    expect(steps.route).toBe('funding');
    expect(steps.steps[3]).toMatchObject({ step_number: 4, available: true });
    // after the funding step, the journey continues at 5 without the skipped repair step
    const four = await passStep(t.app, client, 4);
    expect(four.next_step).toBe(5);
  });

  it('goes to the credit-repair route (3) when no bureau approves (or no report), skipping 4', async () => {
    const client = await makeUser(t.db, 'client');
    await setApprovals(client, false);
    await passStep(t.app, client, 1);
    const done = await passStep(t.app, client, 2);
    expect(done.route).toEqual({
      route: 'credit_repair',
      function_name: 'credit_repair_route',
      step: 3,
      skipped_step: 4,
    });
    expect(done.next_step).toBe(3);
    const three = await passStep(t.app, client, 3);
    expect(three.next_step).toBe(5);
    const noReport = await makeUser(t.db, 'client');
    await passStep(t.app, noReport, 1);
    expect((await passStep(t.app, noReport, 2)).route.step).toBe(3);
  });

  it('follows step functions reassigned by an admin', async () => {
    const client = await makeUser(t.db, 'client');
    await setApprovals(client, true);
    const put = await injectAs(t.app, steps, {
      method: 'PUT',
      url: '/api/admin/step-functions/funding_route',
      payload: { assigned_step: 6 },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const fns = (await get(client, '/api/admin/step-functions')).json().functions;
      expect(fns).toContainEqual({ function_name: 'funding_route', assigned_step: 6, is_assigned: true });
      const clash = await injectAs(t.app, steps, {
        method: 'PUT',
        url: '/api/admin/step-functions/credit_repair_route',
        payload: { assigned_step: 6 },
      });
      expect(clash.statusCode).toBe(409);
      await passStep(t.app, client, 1);
      const done = await passStep(t.app, client, 2);
      expect(done.route).toMatchObject({ route: 'funding', step: 6, skipped_step: 3 });
    } finally {
      await injectAs(t.app, admin, {
        method: 'PUT',
        url: '/api/admin/step-functions/funding_route',
        payload: { assigned_step: 4 },
      });
    }
  });

  it('keeps clients from reassigning step functions', async () => {
    const client = await makeUser(t.db, 'client');
    const res = await injectAs(t.app, client, {
      method: 'PUT',
      url: '/api/admin/step-functions/funding_route',
      payload: { assigned_step: 5 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('approvals', () => {
  async function clientAtStep5() {
    const client = await makeUser(t.db, 'client');
    await setApprovals(client, true);
    await passStep(t.app, client, 1);
    await passStep(t.app, client, 2);
    await passStep(t.app, client, 4);
    return client;
  }

  it('pending_approval until staff approve; nothing past it opens meanwhile', async () => {
    const client = await clientAtStep5();
    const submitted = await passStep(t.app, client, 5);
    expect(submitted).toMatchObject({
      step_status: 'pending_approval',
      requires_approval: true,
      next_step: null,
    });
    expect((await post(client, '/api/coaching/start-step', { step: 6 })).statusCode).toBe(409);
    // replay: still pending, nothing changes
    expect((await post(client, '/api/coaching/complete-step', { step: 5 })).json().step_status).toBe(
      'pending_approval',
    );

    expect((await get(client, '/api/admin/journey/approvals')).statusCode).toBe(403);
    const queue = (await get(funding, '/api/admin/journey/approvals')).json().approvals;
    expect(queue).toContainEqual(
      expect.objectContaining({ user_id: client.id, step_number: 5, step_title: 'Business Foundation' }),
    );

    const approve = await post(funding, `/api/admin/journey/approvals/${client.id}/5/approve`);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ user_id: client.id, step: 5, step_status: 'completed' });
    expect((await post(funding, `/api/admin/journey/approvals/${client.id}/5/approve`)).statusCode).toBe(200); // replay
    const progress = (await get(client, '/api/coaching/progress')).json();
    expect(progress.steps_status[4]).toEqual({ step: 5, status: 'completed' });
    expect(progress.current_step).toBe(6);
    expect((await post(client, '/api/coaching/start-step', { step: 6 })).statusCode).toBe(200);
    const after = (await get(funding, '/api/admin/journey/approvals')).json().approvals;
    expect(after.find((a: { user_id: string }) => a.user_id === client.id)).toBeUndefined();
  });

  it('send back with a note: in-progress with the note visible; resubmitting clears it', async () => {
    const client = await clientAtStep5();
    await passStep(t.app, client, 5);
    const note = 'The EIN letter is cut off: please upload all pages.';
    const back = await post(steps, `/api/admin/journey/approvals/${client.id}/5/send-back`, { note });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ step_status: 'in-progress', review_note: note });
    const progress = (await get(client, '/api/coaching/progress')).json();
    expect(progress.steps_status[4]).toEqual({ step: 5, status: 'in-progress', review_note: note });
    const steps5 = (await get(client, '/api/coaching-steps/progress')).json().steps[4];
    expect(steps5).toMatchObject({ status: 'in-progress', review_note: note });
    expect(
      (await post(steps, `/api/admin/journey/approvals/${client.id}/5/send-back`, { note })).statusCode,
    ).toBe(200);
    expect((await post(steps, `/api/admin/journey/approvals/${client.id}/5/approve`)).statusCode).toBe(409);

    const again = await post(client, '/api/coaching/complete-step', { step: 5 });
    expect(again.json().step_status).toBe('pending_approval');
    expect((await get(client, '/api/coaching/progress')).json().steps_status[4]).toEqual({
      step: 5,
      status: 'pending_approval',
    });
  });

  it('lists where every client stands', async () => {
    const client = await clientAtStep5();
    await passStep(t.app, client, 5);
    const res = await get(admin, '/api/admin/journey/clients?per_page=200');
    expect(res.statusCode).toBe(200);
    const row = res.json().clients.find((c: { user_id: string }) => c.user_id === client.id);
    expect(row).toMatchObject({
      current_step: 5,
      current_step_title: 'Business Foundation',
      completed_count: 3,
      total_steps: 17,
      pending_approvals: [5],
      route: 'funding',
    });
    expect(row.last_activity_at).not.toBeNull();
    expect((await get(client, '/api/admin/journey/clients')).statusCode).toBe(403);
  });
});

describe('scripts administration', () => {
  it('upserts a script: steps team edits, clients cannot', async () => {
    const client = await makeUser(t.db, 'client');
    expect(
      (await post(client, '/api/coaching-scripts', { step_number: 1, greeting_message: 'Hi' })).statusCode,
    ).toBe(403);
    expect(
      (await post(funding, '/api/coaching-scripts', { step_number: 1, greeting_message: 'Hi' })).statusCode,
    ).toBe(403);

    const res = await post(steps, '/api/coaching-scripts', {
      step_number: 18,
      talking_points: ['Celebrate the win.', 'Plan the next round.'],
      faqs: [{ question: 'What next?', answer: 'Set your next goal with your coach.' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: false,
      script: { step_number: 18, talking_points: ['Celebrate the win.', 'Plan the next round.'] },
    });
    expect((await get(client, '/api/coaching-scripts/18')).json().script.faqs).toHaveLength(1);
    expect((await get(client, '/api/coaching-scripts/18')).json().script.step_title).toBe(
      'Graduation & Next Funding Round',
    );
  });

  it('reorders steps by display_order', async () => {
    const res = await post(admin, '/api/coaching-scripts/reorder', {
      steps: [
        { step_number: 16, display_order: 17 },
        { step_number: 17, display_order: 16 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().scripts.map((s: { step_number: number }) => s.step_number);
    expect(order.slice(15, 17)).toEqual([17, 16]);
    const client = await makeUser(t.db, 'client');
    const stepsList = (await get(client, '/api/coaching-steps/progress')).json().steps;
    expect(stepsList.slice(15, 17).map((s: { step_number: number }) => s.step_number)).toEqual([17, 16]);
    const bad = await post(admin, '/api/coaching-scripts/reorder', {
      steps: [
        { step_number: 16, display_order: 1 },
        { step_number: 16, display_order: 2 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    await post(admin, '/api/coaching-scripts/reorder', {
      steps: [
        { step_number: 16, display_order: 16 },
        { step_number: 17, display_order: 17 },
      ],
    });
  });

  it('needs a title to create a step', async () => {
    await t.db.delete(coachingSteps).where(eq(coachingSteps.step_number, 18));
    const res = await post(steps, '/api/coaching-scripts', { step_number: 18 });
    expect(res.statusCode).toBe(400);
    const created = await post(steps, '/api/coaching-scripts', { step_number: 18, step_title: 'Graduation' });
    expect(created.json()).toMatchObject({
      created: true,
      script: { step_number: 18, step_title: 'Graduation', display_order: 18 },
    });
  });
});
