import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands';
import { staffTasks } from '../../db/schema/staff-tasks';
import { users } from '../../db/schema/users';
import { seedDemoUsers } from '../../seed/demo-users';
import { seedStaffTasksDemo } from '../../seed/staff-tasks-demo';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findUserByEmail } from '../auth';
import { createStaffTask, sendDueReminders } from './service';

/** Staff follow-up tasks: scope, validation, filters, comments, tasks made by step events, reminders. */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let credit: TestUser;
let branded: TestUser;
let gone: TestUser;
let client: TestUser;
let otherClient: TestUser;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const as = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });

async function create(user: TestUser, body: object) {
  const res = await as(user, 'POST', '/api/staff-tasks', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().task as Record<string, unknown> & { id: string };
}
async function list(user: TestUser, query = '') {
  const res = await as(user, 'GET', `/api/staff-tasks${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { tasks: Array<{ id: string; title: string; status: string }>; total: number };
}
const titles = (body: { tasks: Array<{ title: string }> }) => body.tasks.map((x) => x.title).sort();
const ctx = () => ({ db: t.db, log: t.app.log });
const inbox = async (user: TestUser) =>
  (await as(user, 'GET', '/api/notifications')).json().notifications as Array<{
    type: string;
    title: string;
  }>;

beforeAll(async () => {
  t = await createTestApp();
  const [brand] = await t.db
    .insert(brands)
    .values({ name: 'Acme Coaching', slug: `acme-tasks-${Date.now()}` })
    .returning();
  const [home] = await t.db
    .insert(brands)
    .values({ name: 'Home Coaching', slug: `home-tasks-${Date.now()}` })
    .returning();
  const brand_id = home!.id;
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  funding = await makeUser(t.db, 'funding_team', { display_name: 'Fran Funding', brand_id });
  credit = await makeUser(t.db, 'credit_team', { display_name: 'Casey Credit', brand_id });
  branded = await makeUser(t.db, 'funding_team', { display_name: 'Bea Branded', brand_id: brand!.id });
  gone = await makeUser(t.db, 'steps_team', { display_name: 'Gus Gone', brand_id });
  await t.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.id, gone.id));
  client = await makeUser(t.db, 'client', { display_name: 'Jordan Client', brand_id });
  otherClient = await makeUser(t.db, 'client', { display_name: 'Otto Acme', brand_id: brand!.id });
});
afterAll(() => t.close());

describe('access', () => {
  it('is for staff only', async () => {
    expect((await as(null, 'GET', '/api/staff-tasks')).statusCode).toBe(401);
    expect((await as(client, 'GET', '/api/staff-tasks')).statusCode).toBe(403);
    expect((await as(client, 'POST', '/api/staff-tasks', { title: 'x' })).statusCode).toBe(403);
  });

  it('keeps another brand’s tasks unknown (404) and out of the list', async () => {
    const mine = await create(branded, { title: 'Acme follow-up', client_id: otherClient.id });
    const theirs = await create(funding, { title: 'Default brand follow-up' });
    expect((await as(branded, 'GET', `/api/staff-tasks/${theirs.id}`)).statusCode).toBe(404);
    expect((await as(branded, 'PATCH', `/api/staff-tasks/${theirs.id}`, { status: 'done' })).statusCode).toBe(
      404,
    );
    expect((await as(branded, 'GET', `/api/staff-tasks/${theirs.id}/comments`)).statusCode).toBe(404);
    expect(
      (await as(branded, 'POST', `/api/staff-tasks/${theirs.id}/comments`, { body: 'hi' })).statusCode,
    ).toBe(404);
    expect(titles(await list(branded))).toEqual(['Acme follow-up']);
    // Admins see every brand.
    const all = await list(admin, '?per_page=200');
    expect(all.tasks.map((x) => x.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    // A client of another brand is unknown to a default-brand staff member.
    expect(
      (await as(funding, 'POST', '/api/staff-tasks', { title: 'x', client_id: otherClient.id })).statusCode,
    ).toBe(404);
  });
});

describe('create and validate', () => {
  it('creates with defaults and shows names', async () => {
    const task = await create(funding, {
      title: '  Call Jordan about funding  ',
      client_id: client.id,
      assignee_id: credit.id,
      due_date: '2026-12-24',
      priority: 'urgent',
    });
    expect(task).toMatchObject({
      title: 'Call Jordan about funding',
      description: '',
      status: 'open',
      priority: 'urgent',
      due_date: '2026-12-24',
      client: { id: client.id, display_name: 'Jordan Client' },
      assignee: { id: credit.id, display_name: 'Casey Credit' },
      created_by: { id: funding.id, display_name: 'Fran Funding' },
      source: 'manual',
      comment_count: 0,
      can_delete: true,
    });
    // The assignee is told.
    expect((await inbox(credit)).some((n) => n.type === 'staff_task.assigned')).toBe(true);
  });

  it('refuses an assignee who is not active staff of the team, and a non-client as client', async () => {
    for (const assignee_id of [gone.id, client.id, branded.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await as(funding, 'POST', '/api/staff-tasks', { title: 'x', assignee_id });
      expect(res.statusCode, assignee_id).toBe(400);
    }
    expect(
      (await as(funding, 'POST', '/api/staff-tasks', { title: 'x', client_id: credit.id })).statusCode,
    ).toBe(404);
    expect(
      (
        await as(funding, 'POST', '/api/staff-tasks', {
          title: 'x',
          client_id: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad input: NUL bytes, huge values, unknown enums, impossible dates', async () => {
    const bad = [
      { title: '' },
      { title: 'a\u0000b' },
      { title: 'x'.repeat(201) },
      { title: 'ok', description: 'x'.repeat(5001) },
      { title: 'ok', description: 'line\u0000' },
      { title: 'ok', priority: 'critical' },
      { title: 'ok', status: 'archived' },
      { title: 'ok', due_date: '2026-02-30' },
      { title: 'ok', due_date: 'tomorrow' },
      { title: 'ok', client_id: 'not-a-uuid' },
    ];
    for (const body of bad) {
      const res = await as(funding, 'POST', '/api/staff-tasks', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const huge = await as(funding, 'POST', '/api/staff-tasks', {
      title: 'ok',
      description: 'x'.repeat(40_000),
    });
    expect([400, 413]).toContain(huge.statusCode);
    expect((await as(funding, 'GET', '/api/staff-tasks?q=a%00b')).statusCode).toBe(400);
    expect((await as(funding, 'GET', '/api/staff-tasks?per_page=100000')).statusCode).toBe(400);
    expect((await as(funding, 'GET', '/api/staff-tasks/not-a-uuid')).statusCode).toBe(400);
    const task = await create(funding, { title: 'Patch me' });
    expect((await as(funding, 'PATCH', `/api/staff-tasks/${task.id}`, {})).statusCode).toBe(400);
    expect(
      (await as(funding, 'POST', `/api/staff-tasks/${task.id}/comments`, { body: 'a\u0000' })).statusCode,
    ).toBe(400);
    expect(
      (await as(funding, 'POST', `/api/staff-tasks/${task.id}/comments`, { body: '  ' })).statusCode,
    ).toBe(400);
  });
});

describe('change, filter, delete', () => {
  it('moves a task between statuses and records completion', async () => {
    const task = await create(funding, { title: 'Move me' });
    const started = await as(credit, 'PATCH', `/api/staff-tasks/${task.id}`, { status: 'in_progress' });
    expect(started.json().task).toMatchObject({ status: 'in_progress', completed_at: null });
    const done = await as(credit, 'PATCH', `/api/staff-tasks/${task.id}`, { status: 'done' });
    expect(done.json().task.status).toBe('done');
    expect(done.json().task.completed_at).toEqual(expect.any(String));
    const reopened = await as(credit, 'PATCH', `/api/staff-tasks/${task.id}`, {
      status: 'open',
      title: 'Moved',
      due_date: null,
      assignee_id: funding.id,
      client_id: client.id,
    });
    expect(reopened.json().task).toMatchObject({
      status: 'open',
      completed_at: null,
      title: 'Moved',
      assignee: { id: funding.id },
      client: { id: client.id },
    });
    expect(
      (await as(credit, 'PATCH', `/api/staff-tasks/${task.id}`, { assignee_id: gone.id })).statusCode,
    ).toBe(400);
    expect(
      (await as(credit, 'PATCH', `/api/staff-tasks/${task.id}`, { client_id: otherClient.id })).statusCode,
    ).toBe(404);
  });

  it('filters mine, overdue (in the viewer’s day), status, client and search', async () => {
    const a = await create(credit, {
      title: 'Filter overdue one',
      assignee_id: credit.id,
      due_date: '2026-03-01',
    });
    await create(credit, { title: 'Filter future one', assignee_id: funding.id, due_date: '2026-03-05' });
    await create(credit, { title: 'Filter done one', due_date: '2026-03-01', status: 'done' });
    const mine = await list(credit, '?view=mine&q=filter');
    expect(titles(mine)).toEqual(['Filter overdue one']);
    const overdue = await list(credit, '?view=overdue&today=2026-03-02&q=filter');
    expect(titles(overdue)).toEqual(['Filter overdue one']);
    const later = await list(credit, '?view=overdue&today=2026-03-06&q=filter');
    expect(titles(later)).toEqual(['Filter future one', 'Filter overdue one']);
    expect(titles(await list(credit, '?status=done&q=filter'))).toEqual(['Filter done one']);
    expect(titles(await list(credit, '?status=active&q=FILTER'))).toEqual([
      'Filter future one',
      'Filter overdue one',
    ]);
    expect((await list(credit, '?q=100%25')).total).toBe(0);
    const byClient = await list(funding, `?client_id=${client.id}&per_page=200`);
    expect(byClient.tasks.length).toBeGreaterThan(0);
    expect(byClient.tasks.every((x) => (x as { client?: { id: string } }).client?.id === client.id)).toBe(
      true,
    );
    const sorted = await list(credit, '?q=filter&sort=due_asc&status=active');
    expect(sorted.tasks[0]!.id).toBe(a.id);
    const paged = await list(credit, '?q=filter&per_page=1&page=2');
    expect(paged.tasks).toHaveLength(1);
    expect(paged.total).toBe(3);
  });

  it('lets the creator or an admin delete, nobody else', async () => {
    const task = await create(funding, { title: 'Delete me' });
    expect((await as(credit, 'DELETE', `/api/staff-tasks/${task.id}`)).statusCode).toBe(403);
    const view = await as(credit, 'GET', `/api/staff-tasks/${task.id}`);
    expect(view.json().task.can_delete).toBe(false);
    expect((await as(funding, 'DELETE', `/api/staff-tasks/${task.id}`)).statusCode).toBe(200);
    expect((await as(funding, 'GET', `/api/staff-tasks/${task.id}`)).statusCode).toBe(404);
    const other = await create(credit, { title: 'Admin deletes me' });
    expect((await as(admin, 'DELETE', `/api/staff-tasks/${other.id}`)).statusCode).toBe(200);
  });
});

describe('comments', () => {
  it('adds and lists comments with author and time', async () => {
    const task = await create(funding, { title: 'Discuss' });
    const added = await as(credit, 'POST', `/api/staff-tasks/${task.id}/comments`, {
      body: 'Called, no answer.\nRetry.',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().comment).toMatchObject({
      body: 'Called, no answer.\nRetry.',
      author: { id: credit.id, display_name: 'Casey Credit' },
      mine: true,
    });
    const listed = await as(funding, 'GET', `/api/staff-tasks/${task.id}/comments`);
    expect(listed.json().comments).toHaveLength(1);
    expect(listed.json().comments[0]).toMatchObject({ mine: false, created_at: expect.any(String) });
    expect((await as(funding, 'GET', `/api/staff-tasks/${task.id}`)).json().task.comment_count).toBe(1);
  });
});

describe('tasks made by other modules', () => {
  it('creates one review task per submitted step while open, and closes it on review', async () => {
    const events = t.app.deps.events;
    await events.emit(ctx(), 'step.submitted', { user_id: client.id, step_number: 4 });
    await events.emit(ctx(), 'step.submitted', { user_id: client.id, step_number: 4 });
    const open = await list(funding, `?client_id=${client.id}&q=${encodeURIComponent('Review step 4')}`);
    expect(open.tasks).toHaveLength(1);
    expect(open.tasks[0]).toMatchObject({
      title: 'Review step 4 submission',
      status: 'open',
      source: 'step.submitted',
      assignee: null,
      client: { id: client.id, display_name: 'Jordan Client' },
    });
    // Team-visible: every staff member of the team sees it.
    expect(titles(await list(credit, `?q=${encodeURIComponent('Review step 4')}`))).toEqual([
      'Review step 4 submission',
    ]);
    await events.emit(ctx(), 'step.completed', { user_id: client.id, step_number: 4, approved_by: admin.id });
    const closed = await as(funding, 'GET', `/api/staff-tasks/${open.tasks[0]!.id}`);
    expect(closed.json().task).toMatchObject({ status: 'done', completed_at: expect.any(String) });
    // Submitted again after the review: a new task; sent back: closed too.
    await events.emit(ctx(), 'step.submitted', { user_id: client.id, step_number: 4 });
    const again = await list(
      funding,
      `?client_id=${client.id}&status=active&q=${encodeURIComponent('Review step 4')}`,
    );
    expect(again.tasks).toHaveLength(1);
    expect(again.tasks[0]!.id).not.toBe(open.tasks[0]!.id);
    await events.emit(ctx(), 'step.sent_back', { user_id: client.id, step_number: 4, reviewed_by: admin.id });
    expect((await list(funding, `?client_id=${client.id}&status=active&q=Review`)).total).toBe(0);
    // Staff submitting nothing: a non-client's event creates no task.
    await events.emit(ctx(), 'step.submitted', { user_id: funding.id, step_number: 2 });
    expect((await list(admin, `?q=${encodeURIComponent('Review step 2')}`)).total).toBe(0);
  });

  it('exports createStaffTask for other modules (idempotent with a source key)', async () => {
    const first = await createStaffTask(
      t.db,
      {
        title: 'Automation follow-up',
        client_id: client.id,
        assignee_id: funding.id,
        source: 'automation',
        source_key: 'auto:1',
      },
      { events: t.app.deps.events, log: t.app.log },
    );
    const second = await createStaffTask(t.db, { title: 'Automation follow-up', source_key: 'auto:1' });
    expect(first?.source).toBe('automation');
    expect(second).toBeUndefined();
    expect((await inbox(funding)).some((n) => n.title.includes('Automation follow-up'))).toBe(true);
  });
});

describe('due reminders', () => {
  it('sends each reminder once, even from two sweeps at once, and again after the date moves', async () => {
    const task = await create(funding, {
      title: 'Remind me',
      assignee_id: credit.id,
      due_date: '2026-05-10',
    });
    const unassigned = await create(funding, { title: 'Remind the creator', due_date: '2026-05-09' });
    const deps = { db: t.db, events: t.app.deps.events, log: t.app.log };
    expect((await sendDueReminders(deps, new Date('2026-05-09T12:00:00Z'))).sent).toBeGreaterThanOrEqual(1);
    const before = (await inbox(credit)).filter((n) => n.type === 'staff_task.due').length;
    const [a, b] = await Promise.all([
      sendDueReminders(deps, new Date('2026-05-10T00:05:00Z')),
      sendDueReminders(deps, new Date('2026-05-10T00:05:00Z')),
    ]);
    const mineSent = await t.db.select().from(staffTasks).where(eq(staffTasks.id, task.id));
    expect(mineSent[0]!.reminded_for).toBe('2026-05-10');
    expect(a.sent + b.sent).toBe(1);
    const dues = (await inbox(credit)).filter(
      (n) => n.type === 'staff_task.due' && n.title.includes('Remind me'),
    );
    expect(dues).toHaveLength(1);
    expect((await inbox(credit)).filter((n) => n.type === 'staff_task.due').length).toBe(before + 1);
    expect((await inbox(funding)).some((n) => n.title.includes('Remind the creator'))).toBe(true);
    // Nothing new to send.
    expect((await sendDueReminders(deps, new Date('2026-05-10T01:00:00Z'))).sent).toBe(0);
    // Moving the due date re-arms it; a done task is never reminded.
    await as(funding, 'PATCH', `/api/staff-tasks/${task.id}`, { due_date: '2026-05-12' });
    await as(funding, 'PATCH', `/api/staff-tasks/${unassigned.id}`, {
      due_date: '2026-05-12',
      status: 'done',
    });
    expect((await sendDueReminders(deps, new Date('2026-05-11T10:00:00Z'))).sent).toBe(0);
    const later = await sendDueReminders(deps, new Date('2026-05-12T10:00:00Z'));
    expect(later.sent).toBe(1);
  });
});

describe('demo seed', () => {
  it('seeds the demo tasks once: overdue, today, tomorrow, in 3 days, one on the demo client with comments', async () => {
    await seedDemoUsers(t.db);
    await seedStaffTasksDemo(t.db);
    await seedStaffTasksDemo(t.db);
    const demo = await t.db.select().from(staffTasks).where(isNull(staffTasks.source_key));
    const funding = await findUserByEmail(t.db, 'funding@fundpath.test');
    const seeded = demo.filter((r) => r.brand_id === funding!.brand_id);
    expect(seeded).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(seeded.some((r) => r.due_date === today)).toBe(true);
    expect(seeded.some((r) => r.due_date! < today && r.status === 'open')).toBe(true);
    const linked = seeded.find((r) => r.client_id !== null)!;
    const comments = (await as(admin, 'GET', `/api/staff-tasks/${linked.id}/comments`)).json().comments;
    expect(comments).toHaveLength(2);
  });
});

describe('assignees stay inside the task’s brand (review finding)', () => {
  it('refuses an assignee who could not open the task, and drops one when the task changes brand', async () => {
    // An admin puts a task on another brand's client and tries to hand it to Fran (home brand).
    const refused = await as(admin, 'POST', '/api/staff-tasks', {
      title: 'Call Otto about funding',
      client_id: otherClient.id,
      assignee_id: funding.id,
    });
    expect(refused.statusCode).toBe(400);
    expect((await inbox(funding)).some((n: { title: string }) => n.title.includes('Call Otto'))).toBe(false);
    // Fran's own task moves to Otto (another brand): the admin may move it, Fran is unassigned.
    const made = await create(admin, { title: 'Follow up', client_id: client.id, assignee_id: funding.id });
    const moved = await as(admin, 'PATCH', `/api/staff-tasks/${made.id}`, { client_id: otherClient.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().task.assignee).toBeNull();
  });
});
