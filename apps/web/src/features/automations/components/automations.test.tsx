import type { RunDetail, Workflow } from '@fundpath/contracts/automations';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockRequest, ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const WF_ID = '00000000-0000-4000-8000-000000000001';
const USER_ID = '00000000-0000-4000-8000-0000000000aa';
const RUN_ID = '00000000-0000-4000-8000-0000000000bb';

function workflow(overrides: Partial<Workflow> = {}): Workflow {
  return {
    id: WF_ID,
    name: 'New client onboarding',
    description: 'Welcome and nudge',
    enabled: false,
    allow_repeats: false,
    trigger: { type: 'client.signed_up' },
    conditions: [],
    actions: [
      {
        id: 'a1',
        type: 'notify',
        only_if: [],
        to: 'subject',
        title: 'Welcome, {{first_name}}',
        body: '',
        link: '',
      },
      { id: 'a2', type: 'wait', amount: 3, unit: 'days' },
      { id: 'a3', type: 'add_tag', only_if: [{ field: 'progress', op: 'none' }], tag: 'needs nudge' },
    ],
    template_key: 'client-onboarding',
    created_by_name: 'Ada Admin',
    created_at: '2026-12-01T10:00:00.000Z',
    updated_at: '2026-12-01T10:00:00.000Z',
    runs: { total: 4, active: 1, failed: 0 },
    ...overrides,
  };
}

const OPTIONS = ok({
  options: {
    stages: [{ id: '00000000-0000-4000-8000-0000000000c1', name: 'New', kind: 'open' }],
    brands: [],
    tags: ['vip'],
    webhook_private_allowed: false,
  },
});

const base = (extra: Record<string, unknown> = {}) => ({
  'GET /api/automations/workflows': ok({ workflows: [workflow()] }),
  'GET /api/automations/options': OPTIONS,
  'GET /api/automations/users': ok({
    users: [{ id: USER_ID, display_name: 'Jordan Client', email: 'client@fundpath.test', role: 'client' }],
  }),
  ...extra,
});

describe('/automations', () => {
  it('lists workflows with run counts and turns one on', async () => {
    const app = renderApp('/automations', {
      as: 'admin',
      routes: base({
        [`PATCH /api/automations/workflows/${WF_ID}/enabled`]: (req: MockRequest) =>
          ok({ workflow: workflow({ enabled: (req.body as { enabled: boolean }).enabled }) }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Automations' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Workflows' });
    expect(within(list).getByText('New client onboarding')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: '4 runs' }).parentElement).toHaveTextContent(
      '4 runs, 1 in progress',
    );
    const toggle = within(list).getByRole('switch', { name: 'Enabled: New client onboarding' });
    expect(toggle).not.toBeChecked();
    await app.userEvent.click(toggle);
    await waitFor(() =>
      expect(app.api.callsTo(`PATCH /api/automations/workflows/${WF_ID}/enabled`)[0]?.body).toEqual({
        enabled: true,
      }),
    );
  });

  it('uses a template and opens it in the editor', async () => {
    const app = renderApp('/automations?tab=templates', {
      as: 'admin',
      routes: base({
        'GET /api/automations/templates': ok({
          templates: [
            {
              key: 'client-onboarding',
              name: 'New client onboarding',
              description: 'Welcome, first steps, nudge',
              highlights: ['When a new client signs up', 'Wait 3 days'],
              workflow: { ...workflow(), id: undefined },
            },
          ],
        }),
        'POST /api/automations/templates/client-onboarding/instantiate': {
          status: 201,
          body: { status: 'success', workflow: workflow() },
        },
        [`GET /api/automations/workflows/${WF_ID}`]: ok({ workflow: workflow() }),
      }),
    });
    await app.userEvent.click(
      await screen.findByRole('button', { name: 'Use template New client onboarding' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit workflow' })).toBeInTheDocument();
    expect(app.location()).toContain(`edit=${WF_ID}`);
    expect(await screen.findByLabelText('Wait length of action 2')).toHaveValue(3);
  });

  it('edits a workflow by keyboard: shorten the wait, reorder, add an action, save', async () => {
    const app = renderApp(`/automations?edit=${WF_ID}`, {
      as: 'admin',
      routes: base({
        [`GET /api/automations/workflows/${WF_ID}`]: ok({ workflow: workflow() }),
        [`PUT /api/automations/workflows/${WF_ID}`]: (req: MockRequest) =>
          ok({ workflow: { ...workflow(), ...(req.body as object) } }),
      }),
    });
    const amount = await screen.findByLabelText('Wait length of action 2');
    await app.userEvent.clear(amount);
    await app.userEvent.type(amount, '1');
    await app.userEvent.selectOptions(screen.getByLabelText('Wait unit of action 2'), 'minutes');
    expect(screen.getByText('Carries on after 1 minute.')).toBeInTheDocument();

    // Move the tag action up with the keyboard; focus stays on the moved action's button.
    const up = screen.getByRole('button', { name: 'Move action 3 up' });
    up.focus();
    await app.userEvent.keyboard('{Enter}');
    const actions = screen.getByRole('list', { name: 'Actions' });
    await waitFor(() =>
      expect(within(actions).getAllByRole('heading', { level: 3 })[1]).toHaveTextContent('2. Add tag'),
    );
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move action 2 up'));

    await app.userEvent.selectOptions(screen.getByLabelText('Action to add'), 'create_task');
    await app.userEvent.click(screen.getByRole('button', { name: 'Add action' }));
    await app.userEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    // An empty task title is caught before anything is sent.
    expect(await screen.findByText(/Action 4, title: Task title is required/)).toBeInTheDocument();
    expect(app.api.callsTo(`PUT /api/automations/workflows/${WF_ID}`)).toHaveLength(0);
    // `{{` types one `{` in user-event.
    await app.userEvent.type(screen.getByLabelText('Task title of action 4'), 'Call {{{{full_name}}');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    await waitFor(() => expect(app.api.callsTo(`PUT /api/automations/workflows/${WF_ID}`)).toHaveLength(1));
    const sent = app.api.callsTo(`PUT /api/automations/workflows/${WF_ID}`)[0]!.body as Workflow;
    expect(sent.actions.map((a) => a.type)).toEqual(['notify', 'add_tag', 'wait', 'create_task']);
    expect(sent.actions[2]).toMatchObject({ type: 'wait', amount: 1, unit: 'minutes' });
    expect(sent.actions[3]).toMatchObject({ type: 'create_task', title: 'Call {{full_name}}' });
  });

  it('test mode shows what would happen for a chosen user', async () => {
    const app = renderApp(`/automations?edit=${WF_ID}`, {
      as: 'admin',
      routes: base({
        [`GET /api/automations/workflows/${WF_ID}`]: ok({ workflow: workflow() }),
        'POST /api/automations/test': ok({
          result: {
            subject: {
              kind: 'user',
              user_id: USER_ID,
              lead_id: null,
              name: 'Jordan Client',
              email: 'client@fundpath.test',
            },
            trigger: {
              label: 'New client signed up',
              matches: true,
              note: 'Simulated as if this client had just signed up.',
            },
            conditions: [],
            already_ran: false,
            would_start: true,
            actions: [
              {
                index: 0,
                type: 'notify',
                summary: 'Notify Jordan Client: “Welcome, Jordan”',
                details: [{ label: 'Title', value: 'Welcome, Jordan' }],
                only_if: [],
                would_run: true,
                after_minutes: 0,
              },
              {
                index: 1,
                type: 'wait',
                summary: 'Wait 3 days',
                details: [],
                only_if: [],
                would_run: true,
                after_minutes: 0,
              },
              {
                index: 2,
                type: 'add_tag',
                summary: 'Add the tag “needs nudge”',
                details: [],
                only_if: [{ label: 'No progress on the journey since the run started', passed: true }],
                would_run: true,
                after_minutes: 4320,
              },
            ],
          },
        }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit workflow' });
    const select = await screen.findByLabelText('User to test with');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: /Jordan Client/ })).toBeInTheDocument(),
    );
    await app.userEvent.selectOptions(select, USER_ID);
    await app.userEvent.click(screen.getByRole('button', { name: 'Run test' }));
    const result = await screen.findByRole('region', { name: 'Test result' });
    expect(within(result).getByText('A run would start')).toBeInTheDocument();
    expect(within(result).getByText(/Notify Jordan Client/)).toBeInTheDocument();
    expect(within(result).getByText('after 3 days')).toBeInTheDocument();
    const body = app.api.callsTo('POST /api/automations/test')[0]!.body as {
      user_id: string;
      workflow: Workflow;
    };
    expect(body.user_id).toBe(USER_ID);
    expect(body.workflow.actions).toHaveLength(3);
  });

  it('shows a run’s log and cancels it', async () => {
    const run: RunDetail = {
      id: RUN_ID,
      workflow_id: WF_ID,
      workflow_name: 'New client onboarding',
      subject: {
        kind: 'user',
        user_id: USER_ID,
        lead_id: null,
        name: 'Jordan Client',
        email: 'client@fundpath.test',
      },
      status: 'waiting',
      cursor: 2,
      action_count: 3,
      next_at: '2026-12-04T10:00:00.000Z',
      trigger_summary: 'Signed up (accepted an invite)',
      error: null,
      started_at: '2026-12-01T10:00:00.000Z',
      finished_at: null,
      actions: workflow().actions,
      log: [
        {
          id: 1,
          step_index: 0,
          action: 'trigger',
          status: 'done',
          detail: 'Started',
          at: '2026-12-01T10:00:00.000Z',
        },
        {
          id: 2,
          step_index: 0,
          action: 'notify',
          status: 'done',
          detail: 'Notified Jordan Client',
          at: '2026-12-01T10:00:01.000Z',
        },
        {
          id: 3,
          step_index: 1,
          action: 'wait',
          status: 'waiting',
          detail: 'Waiting 3 days',
          at: '2026-12-01T10:00:02.000Z',
        },
      ],
    };
    const app = renderApp('/automations?tab=runs', {
      as: 'admin',
      routes: base({
        'GET /api/automations/runs': ok({ runs: [run], total: 1, page: 1, per_page: 25 }),
        [`GET /api/automations/runs/${RUN_ID}`]: ok({ run }),
        [`POST /api/automations/runs/${RUN_ID}/cancel`]: ok({
          run: { ...run, status: 'cancelled', next_at: null },
        }),
      }),
    });
    // The accessible name starts with the visible text (WCAG 2.5.3, label in name).
    const details = await screen.findByRole('button', {
      name: 'Details of the run of Jordan Client in New client onboarding',
    });
    expect(details).toHaveTextContent('Details');
    await app.userEvent.click(details);
    const dialog = await screen.findByRole('dialog');
    // The log scrolls: a keyboard user can reach it even when it holds nothing focusable.
    expect(within(dialog).getByRole('region', { name: 'Run details' })).toHaveAttribute('tabindex', '0');
    const log = await within(dialog).findByRole('list', { name: 'Run log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(within(log).getByText('Waiting 3 days')).toBeInTheDocument();
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Cancel run' }));
    const confirm = await screen.findByRole('alertdialog');
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Cancel run' }));
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/automations/runs/${RUN_ID}/cancel`)).toHaveLength(1),
    );
  });

  it('keeps non-admins out', async () => {
    const app = renderApp('/automations', { as: 'funding_team' });
    await waitFor(() => expect(app.location()).toBe('/admin/dashboard'));
  });
});
