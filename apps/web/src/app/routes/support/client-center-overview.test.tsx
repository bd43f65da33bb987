import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { listBody, makeTicket, stubRealtime } from '@/features/support/testing/fixtures';
import { renderApp } from '@/testing/render-app';

beforeEach(stubRealtime);

const ok = (body: object) => ({ body: { status: 'success', ...body } });

const journeyRoutes = {
  'GET /api/coaching/progress': ok({
    completed_steps: [],
    setup_completed: true,
    current_step: 2,
    steps_status: [],
  }),
  'GET /api/coaching-steps/progress': ok({
    route: null,
    steps: [
      { step_number: 1, step_title: 'Welcome & Goals', completed: true, skipped: false },
      { step_number: 2, step_title: 'Business Foundation', completed: false, skipped: false },
      { step_number: 3, step_title: 'Credit Repair', completed: false, skipped: true },
      { step_number: 4, step_title: 'Funding', completed: false, skipped: false },
    ],
  }),
  'GET /api/default-tasks/2': ok({
    data: [
      { id: 'd1', title: 'Register your LLC', is_completed: false, is_required: true },
      { id: 'd2', title: 'Get an EIN', is_completed: true },
    ],
  }),
  'GET /api/default-tasks/summary': ok({ steps: [], total_unfinished: 7, total_unfinished_required: 3 }),
};

describe('Client Center overview', () => {
  it('shows journey progress, the funding decision and open tickets with SLA', async () => {
    const open = makeTicket({ title: 'Open question', status: 'in_progress' });
    const done = makeTicket({ title: 'Old question', status: 'resolved' });
    renderApp('/client-center', {
      as: 'client',
      routes: {
        ...journeyRoutes,
        'GET /api/client/credit-report/latest': ok({
          data: {
            report_id: 'rep_1',
            user_id: 'u_client_1',
            version: 1,
            source: 'sandbox',
            created_at: '2026-02-03T10:00:00.000Z',
            as_of: '2026-02-03',
            raw_report: '{}',
            evaluation: {
              overall_decision: 'borderline',
              qualifying_bureaus: ['TransUnion', 'Equifax'],
              best_bureau: 'TransUnion',
              funding_strategy: null,
              as_of: '2026-02-03',
              bureaus: {
                TransUnion: { decision_tier: 'approve', summary: { credit_score: 712 } },
                Experian: { decision_tier: 'borderline', summary: { credit_score: 688 } },
                Equifax: { decision_tier: 'approve', summary: { credit_score: 701 } },
              },
            },
            improvements: { as_of: '2026-02-03', bureaus: {} },
          },
        }),
        'GET /api/tickets': listBody([open, done]),
      },
    });
    const progress = await screen.findByRole('progressbar', { name: 'Journey progress' });
    // The card renders at once and fills in as the journey calls answer.
    await waitFor(() => {
      expect(progress).toHaveAttribute('aria-valuetext', '1 of 3 steps completed');
      expect(screen.getByText('Step 2 · Business Foundation')).toBeInTheDocument();
    });
    expect(await screen.findByText('Register your LLC')).toBeInTheDocument();
    expect(screen.queryByText('Get an EIN')).not.toBeInTheDocument();
    expect(screen.getByText('7 unfinished in all')).toBeInTheDocument();

    expect(await screen.findByText('A few fixable items stand between you and funding.')).toBeInTheDocument();
    const bureaus = screen.getByRole('list', { name: 'Bureaus' });
    expect(within(bureaus).getByText('Experian').closest('li')).toHaveTextContent('688');

    const openTicket = await screen.findByRole('button', { name: /Open question/ });
    expect(openTicket).toHaveTextContent(/remaining/);
    expect(screen.queryByRole('button', { name: /Old question/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get support/ })).toHaveAttribute('href', '/client/support');
  });

  it('asks to connect a monitoring account when there is no report, and survives a missing coaching service', async () => {
    renderApp('/client-center', {
      as: 'client',
      routes: {
        'GET /api/client/credit-report/latest': {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'No report' },
        },
        'GET /api/tickets': listBody([]),
      },
    });
    expect(await screen.findByRole('link', { name: 'Connect monitoring account' })).toHaveAttribute(
      'href',
      '/fundpath-funding-report',
    );
    expect(await screen.findByText('Progress is not available right now.')).toBeInTheDocument();
    expect(screen.getByText('No open tickets. Questions? Open one any time.')).toBeInTheDocument();
  });

  it('lists the client’s tickets in the Tickets tab', async () => {
    const app = renderApp('/client-center', {
      as: 'client',
      routes: { 'GET /api/tickets': listBody([makeTicket({ title: 'Tab ticket' })]) },
    });
    await app.userEvent.click(await screen.findByRole('tab', { name: 'Tickets' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('button', { name: /Tab ticket/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /New Ticket/ })).toBeInTheDocument();
  });
});
