import type { Task } from '@fundpath/contracts/coaching';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskAttachments } from '../../db/schema';
import { ensureJourneyContent } from '../../seed';
import { EXE, PDF, PNG, uploadFiles } from '../../testing/coaching';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: TestUser;
let stepsTeam: TestUser;
let funding: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await ensureJourneyContent(t.db);
  admin = await makeUser(t.db, 'admin');
  stepsTeam = await makeUser(t.db, 'steps_team');
  funding = await makeUser(t.db, 'funding_team');
});
afterAll(() => t.close());

const get = (user: TestUser, url: string) => injectAs(t.app, user, { method: 'GET', url });
const send = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

async function tasksOf(user: TestUser, step: number): Promise<Task[]> {
  const res = await send(user, 'POST', '/api/tasks/auto-create', { step_number: step });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tasks;
}
const byTitle = (tasks: Task[], title: string) => tasks.find((x) => x.title.startsWith(title))!;

describe('default tasks', () => {
  it('lists a step under both keys, with the caller’s completion', async () => {
    const client = await makeUser(t.db, 'client');
    const res = await get(client, '/api/default-tasks/5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual(body.default_tasks);
    const form = body.data.find((d: { task_type: string }) => d.task_type === 'form_fields');
    expect(form.form_fields.map((f: { field_name: string }) => f.field_name)).toContain('ein');
    expect(form.field_ids).toHaveLength(form.form_fields.length);
    expect(body.data.every((d: { is_completed: boolean }) => d.is_completed === false)).toBe(true);
    expect((await get(client, '/api/default-tasks/0')).statusCode).toBe(400);
  });

  it('routes /completions and /summary before /:step', async () => {
    const client = await makeUser(t.db, 'client');
    const completions = await get(client, '/api/default-tasks/completions');
    expect(completions.json()).toEqual({ status: 'success', completed_task_ids: [] });
    const summary = await get(client, '/api/default-tasks/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().steps).toHaveLength(18);
  });

  it('completes and uncompletes by default task id; completions and summary follow', async () => {
    const client = await makeUser(t.db, 'client');
    const defs = (await get(client, '/api/default-tasks/1')).json().data;
    const checkbox = defs.find((d: { task_type: string }) => d.task_type === 'checkbox');
    const before = (await get(client, '/api/default-tasks/summary')).json();
    const step1Before = before.steps[0];
    expect(step1Before).toMatchObject({
      step_number: 1,
      total: 4,
      completed: 0,
      required_total: 2,
      unfinished_required: 2,
    });

    const done = await send(client, 'POST', `/api/default-tasks/${checkbox.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Task completed!',
      task: { default_task_id: checkbox.id, is_completed: true, completed: true },
    });
    expect((await send(client, 'POST', `/api/default-tasks/${checkbox.id}/complete`)).statusCode).toBe(200); // replay
    expect((await get(client, '/api/default-tasks/completions')).json().completed_task_ids).toEqual([
      checkbox.id,
    ]);
    const after = (await get(client, '/api/default-tasks/summary')).json();
    expect(after.steps[0]).toMatchObject({ completed: 1, unfinished: 3, unfinished_required: 1 });
    expect(after.total_unfinished).toBe(before.total_unfinished - 1);
    expect(
      (await get(client, '/api/default-tasks/1'))
        .json()
        .data.find((d: { id: string }) => d.id === checkbox.id).is_completed,
    ).toBe(true);

    const undo = await send(client, 'POST', `/api/default-tasks/${checkbox.id}/uncomplete`);
    expect(undo.json()).toMatchObject({ message: 'Task uncompleted', task: { is_completed: false } });
    expect((await get(client, '/api/default-tasks/completions')).json().completed_task_ids).toEqual([]);
  });

  it('staff of the steps team create, edit, reorder, assign fields and delete; others cannot', async () => {
    const client = await makeUser(t.db, 'client');
    expect(
      (await send(client, 'POST', '/api/default-tasks', { step_number: 12, title: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await send(funding, 'POST', '/api/default-tasks', { step_number: 12, title: 'X' })).statusCode,
    ).toBe(403);

    const created = await send(stepsTeam, 'POST', '/api/default-tasks', {
      step_number: 12,
      title: 'Book a call with the lender',
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json().task;
    expect(task).toMatchObject({
      task_type: 'checkbox',
      priority: 'medium',
      is_required: false,
      order_position: 3,
    });

    const badChecklist = await send(stepsTeam, 'PUT', `/api/default-tasks/${task.id}`, {
      task_type: 'checklist',
    });
    expect(badChecklist.statusCode).toBe(400);
    const edited = await send(stepsTeam, 'PUT', `/api/default-tasks/${task.id}`, {
      title: 'Lender call checklist',
      task_type: 'checklist',
      template_config: {
        checklist_items: [
          { id: 'a', text: 'Call booked', required: true },
          { id: 'b', text: 'Questions prepared', required: false },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().task.template_config.checklist_items).toHaveLength(2);

    const list = (await get(stepsTeam, '/api/default-tasks/12')).json().data;
    const reordered = await send(stepsTeam, 'PUT', '/api/default-tasks/reorder', {
      step_number: 12,
      tasks: list.map((d: { id: string }, i: number) => ({ id: d.id, order_position: list.length - i })),
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.map((d: { id: string }) => d.id)).toEqual(
      list.map((d: { id: string }) => d.id).reverse(),
    );
    const wrongStep = await send(stepsTeam, 'PUT', '/api/default-tasks/reorder', {
      step_number: 11,
      tasks: [{ id: task.id, order_position: 1 }],
    });
    expect(wrongStep.statusCode).toBe(400);

    const fields = (await get(stepsTeam, '/api/application/fields?step=11')).json().fields;
    const assigned = await send(stepsTeam, 'PUT', `/api/default-tasks/${task.id}/fields`, {
      field_ids: [fields[1].id, fields[0].id],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().task.form_fields.map((f: { id: string }) => f.id)).toEqual([
      fields[1].id,
      fields[0].id,
    ]);
    const unknown = await send(stepsTeam, 'PUT', `/api/default-tasks/${task.id}/fields`, {
      field_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);

    // a client's untouched copy goes with the default task
    const mine = byTitle(await tasksOf(client, 12), 'Lender call checklist');
    const del = await send(admin, 'DELETE', `/api/default-tasks/${task.id}`);
    expect(del.json()).toEqual({ status: 'success', deleted: true });
    expect((await get(client, `/api/tasks/${mine.id}`)).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', `/api/default-tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('an admin edit reaches tasks already created', async () => {
    const client = await makeUser(t.db, 'client');
    const before = byTitle(await tasksOf(client, 13), 'Which offers');
    const def = (await get(admin, '/api/default-tasks/13'))
      .json()
      .data.find((d: { id: string }) => d.id === before.default_task_id);
    await send(admin, 'PUT', `/api/default-tasks/${def.id}`, {
      description: 'Lender, amount, rate and term of each offer.',
    });
    expect((await get(client, `/api/tasks/${before.id}`)).json().task.description).toBe(
      'Lender, amount, rate and term of each offer.',
    );
    await send(admin, 'PUT', `/api/default-tasks/${def.id}`, { description: def.description });
  });
});

describe('user tasks', () => {
  it('auto-create materialises the step’s defaults once', async () => {
    const client = await makeUser(t.db, 'client');
    const first = await send(client, 'POST', '/api/tasks/auto-create', { step_number: 2 });
    expect(first.json().created).toBe(5);
    const again = await send(client, 'POST', '/api/tasks/auto-create', { step_number: 2 });
    expect(again.json().created).toBe(0);
    expect(again.json().tasks).toHaveLength(5);
    const listed = (await get(client, '/api/tasks?step_number=2')).json().tasks;
    expect(listed.map((x: Task) => x.id)).toEqual(first.json().tasks.map((x: Task) => x.id));
    expect((await get(client, '/api/tasks?step_number=3')).json().tasks).toEqual([]);
  });

  it('creates, updates and deletes a custom task (default priority medium, type checkbox)', async () => {
    const client = await makeUser(t.db, 'client');
    const res = await send(client, 'POST', '/api/tasks', {
      step_number: 7,
      title: 'Ask the bank about a credit card',
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json().task;
    expect(task).toMatchObject({
      priority: 'medium',
      task_type: 'checkbox',
      is_custom: true,
      is_required: false,
    });
    const upd = await send(client, 'PUT', `/api/tasks/${task.id}`, {
      notes: 'Branch on 5th St',
      due_date: '2026-08-01',
      priority: 'high',
    });
    expect(upd.json().task).toMatchObject({
      notes: 'Branch on 5th St',
      due_date: '2026-08-01',
      priority: 'high',
    });
    expect((await send(client, 'PUT', `/api/tasks/${task.id}`, { due_date: '2026-02-30' })).statusCode).toBe(
      400,
    );
    expect((await send(client, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(200);

    const journeyTask = (await tasksOf(client, 7))[0]!;
    expect((await send(client, 'DELETE', `/api/tasks/${journeyTask.id}`)).statusCode).toBe(409);
    expect((await send(client, 'PUT', `/api/tasks/${journeyTask.id}`, { title: 'Renamed' })).statusCode).toBe(
      409,
    );
  });

  it("cannot read, complete or change another user's task (404)", async () => {
    const owner = await makeUser(t.db, 'client');
    const other = await makeUser(t.db, 'client');
    const task = (await tasksOf(owner, 1))[0]!;
    for (const [method, url, payload] of [
      ['GET', `/api/tasks/${task.id}`, undefined],
      ['POST', `/api/tasks/${task.id}/complete`, {}],
      ['POST', `/api/tasks/${task.id}/uncomplete`, undefined],
      ['PUT', `/api/tasks/${task.id}`, { notes: 'x' }],
      ['DELETE', `/api/tasks/${task.id}`, undefined],
      ['GET', `/api/tasks/${task.id}/attachments`, undefined],
    ] as const) {
      const res = await injectAs(t.app, other, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const listed = await get(other, `/api/tasks?user_id=${owner.id}`);
    expect(listed.statusCode).toBe(404);
    // staff may read a client's tasks
    const staffView = await get(funding, `/api/tasks?user_id=${owner.id}&step_number=1`);
    expect(staffView.json().tasks.map((x: Task) => x.id)).toContain(task.id);
  });

  it('form tasks validate against the assigned fields and save application answers', async () => {
    const client = await makeUser(t.db, 'client');
    const form = byTitle(await tasksOf(client, 6), 'Industry and business identifiers');
    const bad = await send(client, 'POST', `/api/tasks/${form.id}/complete`, {
      form_data: { industry: 'IT', naics_code: '48411', duns_number: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Minimum 3 characters required');
    expect(bad.json().details.errors).toEqual({
      industry: 'Minimum 3 characters required',
      naics_code: 'Minimum 6 characters required',
    });
    const missing = await send(client, 'POST', `/api/tasks/${form.id}/complete`, { form_data: {} });
    expect(missing.json().details.errors).toEqual({
      industry: 'Industry is required',
      naics_code: 'NAICS Code is required',
    });

    const ok = await send(client, 'POST', `/api/tasks/${form.id}/complete`, {
      form_data: { industry: 'Freight trucking', naics_code: '484110' },
      notes: 'D-U-N-S pending',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().task).toMatchObject({
      is_completed: true,
      notes: 'D-U-N-S pending',
      form_data: { industry: 'Freight trucking', naics_code: '484110' },
    });
    const data = (await get(client, '/api/application/data')).json().data;
    expect(data).toMatchObject({ industry: 'Freight trucking', naics_code: '484110' });
  });

  it('checklists complete when the required items are checked (all items with require_all_checked)', async () => {
    const client = await makeUser(t.db, 'client');
    const freeze = byTitle(await tasksOf(client, 2), 'Lift credit freezes');
    const partial = await send(client, 'PUT', `/api/tasks/${freeze.id}`, {
      checked_items: ['equifax', 'experian'],
    });
    expect(partial.json().task).toMatchObject({
      is_completed: false,
      checked_items: ['equifax', 'experian'],
    });
    const early = await send(client, 'POST', `/api/tasks/${freeze.id}/complete`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Please check all required items before completing this task');
    const unknownItem = await send(client, 'PUT', `/api/tasks/${freeze.id}`, { checked_items: ['nope'] });
    expect(unknownItem.statusCode).toBe(400);
    // the optional Innovis item is not needed
    const full = await send(client, 'PUT', `/api/tasks/${freeze.id}`, {
      checked_items: ['equifax', 'experian', 'transunion'],
    });
    expect(full.json().task.is_completed).toBe(true);
    const unchecked = await send(client, 'PUT', `/api/tasks/${freeze.id}`, { checked_items: ['equifax'] });
    expect(unchecked.json().task.is_completed).toBe(false);

    const strict = byTitle(await tasksOf(client, 13), 'Offer comparison checklist');
    const required = (strict.template_config.checklist_items ?? []).map((i) => i.id);
    const most = await send(client, 'POST', `/api/tasks/${strict.id}/complete`, {
      checked_items: required.slice(0, -1),
    });
    expect(most.json().message).toBe('Please check every item before completing this task');
    const all = await send(client, 'POST', `/api/tasks/${strict.id}/complete`, { checked_items: required });
    expect(all.json().task.is_completed).toBe(true);
  });

  it('external actions need a confirmation; text and date inputs need a value', async () => {
    const client = await makeUser(t.db, 'client');
    const tasks = await tasksOf(client, 2);
    const ext = byTitle(tasks, 'Connect three-bureau');
    expect(ext.template_config.external_action_url).toMatch(/^https:\/\//);
    const unconfirmed = await send(client, 'POST', `/api/tasks/${ext.id}/complete`, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().details).toEqual({ confirmation_required: true });
    expect(
      (await send(client, 'POST', `/api/tasks/${ext.id}/complete`, { confirmed: true })).json().task
        .is_completed,
    ).toBe(true);

    const text = byTitle(tasks, 'List anything');
    expect((await send(client, 'POST', `/api/tasks/${text.id}/complete`, { value: '   ' })).statusCode).toBe(
      400,
    );
    const saved = await send(client, 'POST', `/api/tasks/${text.id}/complete`, {
      value: 'A late payment in 2022',
    });
    expect(saved.json().task.form_data).toEqual({ value: 'A late payment in 2022' });

    const date = byTitle(await tasksOf(client, 1), 'Set your target funding date');
    expect(
      (await send(client, 'POST', `/api/tasks/${date.id}/complete`, { value: '2026-13-01' })).json().message,
    ).toBe('Invalid date');
    expect(
      (await send(client, 'POST', `/api/tasks/${date.id}/complete`, { value: '2026-10-01' })).json().task
        .is_completed,
    ).toBe(true);
  });
});

describe('attachments', () => {
  it('refuses an .exe renamed .pdf (type is checked by content)', async () => {
    const client = await makeUser(t.db, 'client');
    const upload = byTitle(await tasksOf(client, 3), 'Upload your dispute letters');
    const res = await uploadFiles(t.app, client, upload.id, [{ name: 'letter.pdf', data: EXE }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File type .exe not allowed. Allowed: pdf, jpg, png, docx');
    const png = await uploadFiles(
      t.app,
      client,
      byTitle(await tasksOf(client, 9), 'Upload business bank statements').id,
      [{ name: 'statement.pdf', data: PNG }],
    );
    expect(png.json().message).toBe('File type .png not allowed. Allowed: pdf');
  });

  it('refuses files over the size limit with the spec message', async () => {
    const client = await makeUser(t.db, 'client');
    const upload = byTitle(await tasksOf(client, 7), 'Upload a voided business check');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadFiles(t.app, client, upload.id, [{ name: 'check scan.pdf', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('check scan.pdf exceeds 10 MB limit');
  });

  it('auto-completes at the minimum count, refuses the 6th file, serves downloads to owner and staff only', async () => {
    const client = await makeUser(t.db, 'client');
    const other = await makeUser(t.db, 'client');
    const upload = byTitle(await tasksOf(client, 5), 'Upload formation documents');
    expect(upload.template_config).toMatchObject({ min_files_required: 2, max_files_allowed: 5 });

    const notEnough = await send(client, 'POST', `/api/tasks/${upload.id}/complete`, {});
    expect(notEnough.json().message).toBe('Please upload at least 2 file(s) to complete this task');

    const one = await uploadFiles(t.app, client, upload.id, [{ name: 'articles.pdf', data: PDF }]);
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().task.is_completed).toBe(false);
    const two = await uploadFiles(t.app, client, upload.id, [{ name: 'ein-letter.png', data: PNG }]);
    expect(two.json().task.is_completed).toBe(true);
    expect(two.json().task.uploaded_files).toHaveLength(2);
    const three = await uploadFiles(t.app, client, upload.id, [
      { name: 'a.pdf', data: PDF },
      { name: 'b.pdf', data: PDF },
      { name: 'c.pdf', data: PDF },
    ]);
    expect(three.statusCode).toBe(201);
    const sixth = await uploadFiles(t.app, client, upload.id, [{ name: 'sixth.pdf', data: PDF }]);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().message).toBe('Maximum 5 files allowed');
    const list = (await get(client, `/api/tasks/${upload.id}/attachments`)).json().attachments;
    expect(list).toHaveLength(5);

    // another client learns nothing; staff can read
    expect((await uploadFiles(t.app, other, upload.id, [{ name: 'x.pdf', data: PDF }])).statusCode).toBe(404);
    const att = list[0];
    const mine = await get(client, att.download_url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="articles.pdf"; filename*=UTF-8''articles.pdf`,
    );
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await get(other, att.download_url)).statusCode).toBe(404);
    expect((await get(funding, att.download_url)).statusCode).toBe(200);
    expect((await get(funding, `/api/tasks/${upload.id}/attachments`)).statusCode).toBe(200);
    expect((await send(other, 'DELETE', `/api/tasks/attachments/${att.id}`)).statusCode).toBe(404);

    // deleting below the minimum reopens the task
    for (const a of list.slice(0, 4)) {
      const del = await send(client, 'DELETE', `/api/tasks/attachments/${a.id}`);
      expect(del.statusCode, del.body).toBe(200);
    }
    const left = (await get(client, `/api/tasks/${upload.id}`)).json().task;
    expect(left.uploaded_files).toHaveLength(1);
    expect(left.is_completed).toBe(false);
    expect((await get(client, att.download_url)).statusCode).toBe(404);
  });

  it('names a stored file from its detected type: PNG bytes named poly.html are kept and served as PNG', async () => {
    const client = await makeUser(t.db, 'client');
    const upload = byTitle(await tasksOf(client, 5), 'Upload formation documents');
    const res = await uploadFiles(t.app, client, upload.id, [{ name: 'poly.html', data: PNG }]);
    expect(res.statusCode, res.body).toBe(201);
    const [att] = (await get(client, `/api/tasks/${upload.id}/attachments`)).json().attachments;
    expect(att.file_name).toBe('poly.html.png');
    const [row] = await t.db.select().from(taskAttachments).where(eq(taskAttachments.id, att.id));
    expect(row!.storage_key).toMatch(/\.png$/);
    expect(row!.content_type).toBe('image/png');
    const served = await get(client, att.download_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="poly.html.png"; filename*=UTF-8''poly.html.png`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-type'])).not.toContain('html');
  });

  it('refuses a non-multipart body and an empty upload', async () => {
    const client = await makeUser(t.db, 'client');
    const upload = byTitle(await tasksOf(client, 10), 'Upload your business plan');
    const json = await send(client, 'POST', `/api/tasks/${upload.id}/attachments`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    const empty = await uploadFiles(t.app, client, upload.id, []);
    expect(empty.statusCode).toBe(400);
  });
});
