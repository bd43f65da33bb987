import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { presetRange } from './analytics-dashboard';

const days = ['2024-03-01', '2024-03-02', '2024-03-03'];
const report = (overrides: Record<string, unknown> = {}) => ({
  status: 'success',
  range: { from: days[0], to: days[2], days: 3 },
  signups: {
    rows: days.map((date, i) => ({ date, clients: i, staff: 1, other: 0 })),
    totals: { clients: 3, staff: 3, other: 0, total: 6 },
  },
  active_clients: {
    rows: days.map((date, i) => ({ date, active: i + 1, first_active: 1 })),
    total: 3,
    peak: 3,
  },
  funnel: {
    cohort: 4,
    steps: Array.from({ length: 18 }, (_, i) => ({
      step_number: i + 1,
      title: i === 0 ? 'Welcome' : null,
      reached: i === 0 ? 4 : i === 1 ? 2 : 0,
      completed: i === 0 ? 2 : 0,
    })),
  },
  approvals: {
    rows: days.map((date) => ({ date, evaluations: 1, TransUnion: 1, Experian: 0, Equifax: 1 })),
    totals: { evaluations: 3, TransUnion: 3, Experian: 0, Equifax: 3 },
  },
  tickets: {
    rows: days.map((date, i) => ({ date, opened: 2, resolved: i, sla_breached: i === 2 ? 1 : 0 })),
    totals: { opened: 6, resolved: 3, sla_breached: 1 },
  },
  ...overrides,
});

describe('/admin/analytics', () => {
  it('shows stat cards and a data table per chart, and asks for the chosen preset', async () => {
    const app = renderApp('/admin/analytics', {
      as: 'admin',
      routes: { 'GET /api/admin/analytics': { body: report() } },
    });
    expect(await screen.findByText('3 clients · 3 staff · 0 marketplace')).toBeInTheDocument();
    expect(screen.getByText('6 opened, 3 resolved, 1 SLA breach.')).toBeInTheDocument();
    // Each chart has its data as a table for assistive technology.
    const funnel = screen.getByRole('table', { name: /Step funnel/ });
    expect(within(funnel).getByRole('cell', { name: '1. Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Sign-ups per day/ }).querySelectorAll('tbody tr')).toHaveLength(
      3,
    );
    expect(screen.getByText(/Most stopped at step 1 \(2 not completed\)/)).toBeInTheDocument();

    const first = app.api.callsTo('GET /api/admin/analytics')[0]!.url.searchParams;
    expect({ from: first.get('from'), to: first.get('to') }).toEqual(presetRange(30));
    await app.userEvent.selectOptions(screen.getByLabelText('Period'), '7');
    await waitFor(() =>
      expect(
        app.api
          .callsTo('GET /api/admin/analytics')
          .some((c) => c.url.searchParams.get('from') === presetRange(7).from),
      ).toBe(true),
    );
  });

  it('checks a custom range before asking the server', async () => {
    const app = renderApp('/admin/analytics', {
      as: 'admin',
      routes: { 'GET /api/admin/analytics': { body: report() } },
    });
    await screen.findByText('3 clients · 3 staff · 0 marketplace');
    await app.userEvent.selectOptions(screen.getByLabelText('Period'), 'custom');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await app.userEvent.clear(from);
    await app.userEvent.type(from, '2024-03-10');
    await app.userEvent.clear(to);
    await app.userEvent.type(to, '2024-03-01');
    await app.userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end is before the start')).toBeInTheDocument();
    expect(
      app.api
        .callsTo('GET /api/admin/analytics')
        .some((c) => c.url.searchParams.get('from') === '2024-03-10'),
    ).toBe(false);

    await app.userEvent.clear(to);
    await app.userEvent.type(to, '2024-03-12');
    await app.userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        app.api
          .callsTo('GET /api/admin/analytics')
          .some(
            (c) =>
              c.url.searchParams.get('from') === '2024-03-10' &&
              c.url.searchParams.get('to') === '2024-03-12',
          ),
      ).toBe(true),
    );
  });

  it('says when a range has no data, and shows the server refusal', async () => {
    const zeros = (row: Record<string, number>) => days.map((date) => ({ date, ...row }));
    renderApp('/admin/analytics', {
      as: 'funding_team',
      routes: {
        'GET /api/admin/analytics': {
          body: report({
            signups: {
              rows: zeros({ clients: 0, staff: 0, other: 0 }),
              totals: { clients: 0, staff: 0, other: 0, total: 0 },
            },
            funnel: { cohort: 0, steps: [] },
          }),
        },
      },
    });
    expect(await screen.findByText('No accounts were created in this range.')).toBeInTheDocument();
    expect(screen.getAllByText('No client started the journey in this range.').length).toBeGreaterThan(0);
  });

  it('shows an error with a retry when loading fails', async () => {
    renderApp('/admin/analytics', {
      as: 'admin',
      routes: {
        'GET /api/admin/analytics': {
          status: 400,
          body: { status: 'error', code: 'VALIDATION_FAILED', message: 'The range cannot end in the future' },
        },
      },
    });
    expect(await screen.findByText('The range cannot end in the future')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Analytics could not be loaded');
  });
});
