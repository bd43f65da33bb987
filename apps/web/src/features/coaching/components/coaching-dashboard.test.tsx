import type { StepProgress } from '@fundpath/contracts/coaching';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { DialogsProvider } from '@/components/ui/dialogs';
import { AuthProvider } from '@/lib/auth';
import { makeUser } from '@/testing/factories';
import { type MockHandler, mockApi, ok, sessionRoutes } from '@/testing/fetch-mock';
import { CoachingDashboard } from './coaching-dashboard';

const titles = ['Welcome', 'Credit Assessment', 'Credit Repair', 'Funding Route', 'Business Foundation'];

function steps(spec: string): StepProgress[] {
  // c completed, i in progress, p pending, n not started, L locked
  return [...spec].map((ch, i) => ({
    step_number: i + 1,
    step_title: titles[i] ?? `Step ${i + 1}`,
    description: '',
    estimated_duration: '20 minutes',
    icon_type: 'FileText',
    locked: ch === 'L',
    completed: ch === 'c',
    status:
      ch === 'c' ? 'completed' : ch === 'i' ? 'in-progress' : ch === 'p' ? 'pending_approval' : 'not-started',
    display_order: i + 1,
    requires_approval: i === 4,
    conditional: i === 2 || i === 3,
    skipped: false,
    available: true,
    review_note: null,
  }));
}

const script = (n: number) => ({
  status: 'success',
  script: {
    step_number: n,
    step_title: titles[n - 1],
    description: '',
    estimated_duration: '',
    icon_type: 'FileText',
    display_order: n,
    locked: false,
    requires_approval: false,
    greeting_message: `Hello from step ${n}`,
    talking_points: ['Point one'],
    faqs: [],
    completion_criteria: '',
    functions: [],
    updated_at: '2026-01-01T00:00:00.000Z',
  },
});

function renderDashboard(list: StepProgress[], routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...sessionRoutes(makeUser('client')),
    'GET /api/coaching/progress': ok({
      completed_steps: [],
      setup_completed: false,
      current_step: 1,
      steps_status: [],
    }),
    'GET /api/coaching-steps/progress': ok({ steps: list, route: null }),
    'GET /api/coaching-scripts/1': { body: script(1) },
    'GET /api/coaching-scripts/2': { body: script(2) },
    'GET /api/coaching-scripts/3': { body: script(3) },
    'POST /api/coaching/start-step': ok({ completed_steps: [] }),
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <AuthProvider>
          <DialogsProvider>
            <CoachingDashboard
              renderTasksPanel={({ step, flaggedFields }) => (
                <div data-testid="tasks-panel">
                  Tasks of step {step}
                  <div data-application-field="legal_name">
                    <label>
                      Legal name <input aria-invalid={flaggedFields.includes('legal_name') || undefined} />
                    </label>
                  </div>
                </div>
              )}
            />
          </DialogsProvider>
        </AuthProvider>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

beforeEach(() => localStorage.setItem('hideTutorial', 'true'));

describe('CoachingDashboard', () => {
  it('shows progress, the current step and its coach notes', async () => {
    renderDashboard(steps('cinnn'));
    expect(await screen.findByRole('heading', { name: 'Credit Assessment' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(screen.getByText('1/5 Steps')).toBeInTheDocument();
    expect(await screen.findByText('Hello from step 2')).toBeInTheDocument();
    expect(screen.getByTestId('tasks-panel')).toHaveTextContent('Tasks of step 2');
  });

  it('starts the current step when it is not recorded yet', async () => {
    const { api } = renderDashboard(steps('cnnnn'));
    await waitFor(() => expect(api.callsTo('POST /api/coaching/start-step')[0]?.body).toEqual({ step: 2 }));
  });

  it('refuses a locked step and a jump past the next step with the spec texts', async () => {
    const { user } = renderDashboard(steps('inLnn'));
    await screen.findByRole('heading', { name: 'Welcome' });
    const nav = screen.getByRole('navigation', { name: 'Funding steps' });
    await user.click(within(nav).getByRole('button', { name: /Step 3/ }));
    expect(await screen.findByText('Step 3 is not available in your current journey.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(within(nav).getByRole('button', { name: /Step 4/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Complete Previous Step')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please complete the previous steps before moving to Step 4'),
    ).toBeInTheDocument();
  });

  it('marks conditional steps in the step list', async () => {
    renderDashboard(steps('innnn'));
    const nav = await screen.findByRole('navigation', { name: 'Funding steps' });
    expect(within(nav).getAllByText('(Conditional)')).toHaveLength(2);
  });

  it('blocks completion on missing required fields, then focuses the first one', async () => {
    const { user, api } = renderDashboard(steps('innnn'), {
      'GET /api/application/step-completion/1': ok({
        is_complete: false,
        missing_required: [{ field_name: 'legal_name', field_label: 'Legal Name' }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Complete Step 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Please complete all required fields/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Legal Name/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/coaching/complete-step')).toHaveLength(0);
  });

  it('warns about open required tasks with the server count', async () => {
    const { user } = renderDashboard(steps('innnn'), {
      'GET /api/application/step-completion/1': ok({ is_complete: true, missing_required: [] }),
      'POST /api/coaching/complete-step': {
        status: 400,
        body: {
          status: 'error',
          code: 'VALIDATION_FAILED',
          message: 'Please complete all 2 required task(s) before finishing this step.',
          details: { open_tasks: [{}, {}] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Complete Step 1' }));
    expect(
      await screen.findByText('Please complete all 2 required task(s) before finishing this step.'),
    ).toBeInTheDocument();
  });

  it('treats a failed completion check as complete and announces the next step', async () => {
    const { user, api } = renderDashboard(steps('innnn'), {
      'GET /api/application/step-completion/1': {
        status: 500,
        body: { status: 'error', code: 'INTERNAL', message: 'x' },
      },
      'POST /api/coaching/complete-step': ok({
        completed_steps: [{ step: 1, status: 'completed' }],
        step_status: 'completed',
        requires_approval: false,
        next_step: 2,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Complete Step 1' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 8_000 });
    expect(within(dialog).getByText('Step 1 complete!')).toBeInTheDocument();
    expect(within(dialog).getByText(/Next up: Step 2: Credit Assessment/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/coaching/complete-step')[0]?.body).toEqual({ step: 1 });
  });

  it('shows the submitted-for-approval state', async () => {
    const { user } = renderDashboard(steps('cccci'), {
      'GET /api/application/step-completion/5': ok({ is_complete: true, missing_required: [] }),
      'POST /api/coaching/complete-step': ok({
        completed_steps: [],
        step_status: 'pending_approval',
        requires_approval: true,
        next_step: null,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit Step 5 for approval' }));
    expect(await screen.findByText(/Step 5 has been submitted for approval/)).toBeInTheDocument();
  });

  it('shows the completion failure dialog when saving fails', async () => {
    const { user } = renderDashboard(steps('innnn'), {
      'GET /api/application/step-completion/1': ok({ is_complete: true, missing_required: [] }),
      'POST /api/coaching/complete-step': {
        status: 422,
        body: { status: 'error', code: 'LIMIT_REACHED', message: 'x' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Complete Step 1' }));
    expect(await screen.findByText('Failed to save progress. Please try again.')).toBeInTheDocument();
  });

  it('resets a step after a danger confirm and reports failures', async () => {
    const { user, api } = renderDashboard(steps('innnn'), {
      'POST /api/coaching/reset-step/1': ok({ stepReset: true, conversationReset: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reset step' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset step' }),
    );
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to reset step. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    api.set('POST /api/coaching/reset-step/1', {
      status: 404,
      body: { status: 'error', code: 'NOT_FOUND', message: 'x' },
    });
    await user.click(screen.getByRole('button', { name: 'Reset step' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset step' }),
    );
    expect(
      await screen.findByText('An error occurred while resetting. Please try again.'),
    ).toBeInTheDocument();
  });

  it('opens the tutorial after a second unless hidden, and Don’t show again hides it for good', async () => {
    localStorage.removeItem('hideTutorial');
    const { user } = renderDashboard(steps('innnn'));
    expect(
      await screen.findByRole('dialog', { name: 'Welcome to your coaching dashboard' }, { timeout: 3_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Don't show again" }));
    expect(localStorage.getItem('hideTutorial')).toBe('true');
  });
});
