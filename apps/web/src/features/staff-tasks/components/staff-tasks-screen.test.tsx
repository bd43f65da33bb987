import type { StaffTask } from '@fundpath/contracts/staff-tasks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { localToday } from './task-bits';

const DAY = 86_400_000;
const dayFromNow = (days: number) => localToday(new Date(Date.now() + days * DAY));
const FRAN = { id: 'u_fran', display_name: 'Fran Funding' };
const CASEY = { id: 'u_casey', display_name: 'Casey Credit' };

let seq = 0;
function makeTask(overrides: Partial<StaffTask> = {}): StaffTask {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    title: `Task ${seq}`,
    description: '',
    client: null,
    assignee: FRAN,
    created_by: FRAN,
    due_date: null,
    priority: 'medium',
    status: 'open',
    source: 'manual',
    comment_count: 0,
    created_at: '2026-12-01T10:00:00.000Z',
    updated_at: '2026-12-01T10:00:00.000Z',
    completed_at: null,
    can_delete: true,
    ...overrides,
  };
}
const listBody = (tasks: StaffTask[]) => ({
  body: { status: 'success', tasks, total: tasks.length, page: 1, per_page: 25, staff: [FRAN, CASEY] },
});

describe('/tasks', () => {
  it('lists my tasks with the spec’s due labels, priority, assignee and a link to the client', async () => {
    const tasks = [
      makeTask({ title: 'Send the lender packet', due_date: dayFromNow(-2), priority: 'urgent' }),
      makeTask({
        title: 'Call Jordan',
        due_date: dayFromNow(0),
        client: { id: 'c_jordan', display_name: 'Jordan Client' },
      }),
      makeTask({ title: 'Dispute letters', due_date: dayFromNow(1) }),
      makeTask({ title: 'Weekly summary', due_date: dayFromNow(3), assignee: null }),
    ];
    const app = renderApp('/tasks', {
      as: 'funding_team',
      routes: { 'GET /api/staff-tasks': listBody(tasks) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[0]).toHaveTextContent('Urgent');
    expect(rows[1]).toHaveTextContent('Due Today');
    expect(within(rows[1]!).getByRole('link', { name: 'Jordan Client' })).toHaveAttribute(
      'href',
      '/clients/c_jordan',
    );
    expect(rows[2]).toHaveTextContent('Due Tomorrow');
    expect(rows[3]).toHaveTextContent('Due in 3 days');
    expect(rows[3]).toHaveTextContent('Unassigned');
    const params = app.api.callsTo('GET /api/staff-tasks')[0]!.url.searchParams;
    expect(params.get('view')).toBe('mine');
    expect(screen.getByRole('button', { name: 'My tasks' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to Overdue with the viewer’s date, and searches', async () => {
    const app = renderApp('/tasks', {
      as: 'funding_team',
      routes: { 'GET /api/staff-tasks': listBody([makeTask()]) },
    });
    await screen.findByRole('list', { name: 'Tasks' });
    await app.userEvent.click(screen.getByRole('button', { name: 'Overdue' }));
    await waitFor(() => {
      const p = app.api.callsTo('GET /api/staff-tasks').at(-1)!.url.searchParams;
      expect(p.get('view')).toBe('overdue');
      expect(p.get('today')).toBe(localToday());
    });
    expect(app.location()).toContain('view=overdue');
    await app.userEvent.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'lender');
    await waitFor(() =>
      expect(app.api.callsTo('GET /api/staff-tasks').at(-1)!.url.searchParams.get('q')).toBe('lender'),
    );
  });

  it('shows the board from the URL and moves a card with its Move to menu', async () => {
    let task = makeTask({ title: 'Review step 4 submission' });
    const done = makeTask({ title: 'Done already', status: 'done' });
    const app = renderApp('/tasks?layout=board', {
      as: 'funding_team',
      routes: {
        'GET /api/staff-tasks': () => listBody([task, done]),
        [`PATCH /api/staff-tasks/${task.id}`]: (req) => {
          task = { ...task, ...(req.body as object) };
          return { body: { status: 'success', task } };
        },
      },
    });
    const open = await screen.findByRole('list', { name: 'Open tasks' });
    expect(within(open).getByText('Review step 4 submission')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Done tasks' })).getByText('Done already'),
    ).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/staff-tasks')[0]!.url.searchParams.get('per_page')).toBe('200');
    await app.userEvent.selectOptions(
      within(open).getByRole('combobox', { name: 'Move “Review step 4 submission” to' }),
      'In Progress',
    );
    expect(
      await within(screen.getByRole('list', { name: 'In Progress tasks' })).findByText(
        'Review step 4 submission',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(app.api.callsTo(`PATCH /api/staff-tasks/${task.id}`)[0]?.body).toEqual({
        status: 'in_progress',
      }),
    );
    expect(await screen.findByText('Moved to In Progress')).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(app.location()).not.toContain('layout=board');
  });

  it('creates a task from the dialog', async () => {
    const created = makeTask({ title: 'Call the bank' });
    const app = renderApp('/tasks', {
      as: 'funding_team',
      routes: {
        'GET /api/staff-tasks': listBody([]),
        'POST /api/staff-tasks': { status: 201, body: { status: 'success', task: created } },
        [`GET /api/staff-tasks/${created.id}`]: { body: { status: 'success', task: created } },
        [`GET /api/staff-tasks/${created.id}/comments`]: { body: { status: 'success', comments: [] } },
      },
    });
    await screen.findByText('No tasks assigned to you');
    await app.userEvent.click(screen.getAllByRole('button', { name: 'New Task' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(within(dialog).getByText('Give the task a title')).toBeInTheDocument();
    await app.userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Call the bank');
    await app.userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Assignee' }),
      'Casey Credit',
    );
    await app.userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'High');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST /api/staff-tasks')[0]?.body).toMatchObject({
        title: 'Call the bank',
        assignee_id: CASEY.id,
        priority: 'high',
        client_id: null,
        due_date: null,
      }),
    );
    expect(await screen.findByText('Task created')).toBeInTheDocument();
    // The new task opens.
    await waitFor(() => expect(app.location()).toContain(`task=${created.id}`));
  });

  it('opens a task from the URL with its comments, and adds one', async () => {
    const task = makeTask({ title: 'Call Jordan', comment_count: 1 });
    const comment = {
      id: 'c1',
      body: 'Left a voicemail.',
      author: CASEY,
      created_at: '2026-12-06T15:00:00.000Z',
      mine: false,
    };
    const app = renderApp(`/tasks?task=${task.id}`, {
      as: 'funding_team',
      routes: {
        'GET /api/staff-tasks': listBody([task]),
        [`GET /api/staff-tasks/${task.id}`]: { body: { status: 'success', task } },
        [`GET /api/staff-tasks/${task.id}/comments`]: { body: { status: 'success', comments: [comment] } },
        [`POST /api/staff-tasks/${task.id}/comments`]: {
          status: 201,
          body: {
            status: 'success',
            comment: { ...comment, id: 'c2', body: 'Trying again at 3.', mine: true },
          },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Call Jordan' });
    const comments = await within(dialog).findByRole('list', { name: 'Comments' });
    expect(comments).toHaveTextContent('Casey Credit');
    expect(comments).toHaveTextContent('Left a voicemail.');
    await app.userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Add a comment' }),
      'Trying again at 3.',
    );
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/staff-tasks/${task.id}/comments`)[0]?.body).toEqual({
        body: 'Trying again at 3.',
      }),
    );
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
  });

  it('says so when the tasks cannot be loaded', async () => {
    renderApp('/tasks', {
      as: 'funding_team',
      routes: {
        'GET /api/staff-tasks': {
          status: 403,
          body: { status: 'error', code: 'FORBIDDEN', message: 'No access' },
        },
      },
    });
    expect(await screen.findByText('Failed to load tasks. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
  });
});
