import type { StaffAnalytics } from '@fundpath/contracts/staff-analytics';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { presetRange } from '@/components/ui/range-picker';
import { renderApp } from '@/testing/render-app';
import { formatMinutes, formatWait } from './staff-analytics-dashboard';

const report = (over: Partial<StaffAnalytics> = {}): StaffAnalytics => ({
  status: 'success',
  scope: 'team',
  range: { from: '2026-11-08', to: '2026-12-07', days: 30 },
  as_of: '2026-12-07T12:00:00.000Z',
  clients: {
    total: 6,
    steps: [
      { step_number: 1, title: 'Welcome', clients: 4 },
      { step_number: 4, title: 'Business Credit', clients: 2 },
    ],
  },
  approvals_waiting: {
    count: 3,
    oldest_since: '2026-12-02T12:00:00.000Z',
    oldest_hours: 120,
    buckets: { under_1d: 1, d1_3: 1, over_3d: 1 },
  },
  bureau_approvals: {
    this_month: { month: '2026-12', evaluations: 3, TransUnion: 1, Experian: 1, Equifax: 2 },
    last_month: { month: '2026-11', evaluations: 2, TransUnion: 1, Experian: 1, Equifax: 0 },
  },
  tickets: { open: 2, breached: 1, opened: 3, resolved: 1, median_first_response_minutes: 95 },
  leads: {
    total: 5,
    stages: [
      { stage_id: 's1', name: 'New', kind: 'open', leads: 2 },
      { stage_id: 's2', name: 'Won', kind: 'won', leads: 2 },
      { stage_id: 's3', name: 'Lost', kind: 'lost', leads: 1 },
    ],
    won: 2,
    lost: 1,
    conversion_rate: 2 / 3,
  },
  ...over,
});

describe('/analytics', () => {
  it('shows the KPI cards and every chart with its data as a table', async () => {
    const app = renderApp('/analytics', {
      as: 'funding_team',
      routes: { 'GET /api/staff-analytics': { body: report() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(await screen.findByText('Oldest: 5 days')).toBeInTheDocument();
    expect(screen.getByText('1 past SLA · 1 resolved in range')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByText('1 h 35 min')).toBeInTheDocument();

    const steps = screen.getByRole('table', { name: /Clients per step/ });
    expect(within(steps).getByRole('cell', { name: '4. Business Credit' })).toBeInTheDocument();
    const ages = screen.getByRole('table', { name: /Approvals waiting/ });
    expect(within(ages).getAllByRole('row')).toHaveLength(4);
    const bureaus = screen.getByRole('table', { name: /Approvals per bureau/ });
    expect(within(bureaus).getByRole('columnheader', { name: 'This month (2026-12)' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This month: 3 evaluations, approved by TransUnion 1, Experian 1, Equifax 2. Last month: 2 evaluations, approved by TransUnion 1, Experian 1, Equifax 0.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Leads by stage/ })).toBeInTheDocument();
    expect(screen.getByText('5 leads; conversion 67% (2 won, 1 lost).')).toBeInTheDocument();

    const first = app.api.callsTo('GET /api/staff-analytics')[0]!.url.searchParams;
    expect({ scope: first.get('scope'), from: first.get('from'), to: first.get('to') }).toEqual({
      scope: 'team',
      ...presetRange(30),
    });
  });

  it('keeps the me/team toggle and the period in the URL', async () => {
    const app = renderApp('/analytics?scope=me&period=7', {
      as: 'funding_team',
      routes: { 'GET /api/staff-analytics': { body: report({ scope: 'me' }) } },
    });
    expect(await screen.findByText('My clients')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My numbers' })).toHaveAttribute('aria-pressed', 'true');
    const first = app.api.callsTo('GET /api/staff-analytics')[0]!.url.searchParams;
    expect({ scope: first.get('scope'), from: first.get('from') }).toEqual({
      scope: 'me',
      from: presetRange(7).from,
    });

    await app.userEvent.click(screen.getByRole('button', { name: 'Team' }));
    await waitFor(() => expect(app.router.state.location.search).not.toContain('scope=me'));
    await waitFor(() =>
      expect(
        app.api.callsTo('GET /api/staff-analytics').some((c) => c.url.searchParams.get('scope') === 'team'),
      ).toBe(true),
    );
    await app.userEvent.selectOptions(screen.getByLabelText('Period'), '90');
    await waitFor(() => expect(app.router.state.location.search).toContain('period=90'));
  });

  it('leaves the lead section out when there is no pipeline, and says when nothing waits', async () => {
    renderApp('/analytics', {
      as: 'funding_team',
      routes: {
        'GET /api/staff-analytics': {
          body: report({
            leads: null,
            approvals_waiting: {
              count: 0,
              oldest_since: null,
              oldest_hours: null,
              buckets: { under_1d: 0, d1_3: 0, over_3d: 0 },
            },
          }),
        },
      },
    });
    expect(await screen.findByText('Nothing waits')).toBeInTheDocument();
    expect(screen.getAllByText('No step waits for approval.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: /Leads by stage/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Lead conversion')).not.toBeInTheDocument();
  });

  it('shows the server refusal with an h1 still on screen', async () => {
    renderApp('/analytics', {
      as: 'funding_team',
      routes: {
        'GET /api/staff-analytics': {
          status: 400,
          body: { status: 'error', code: 'VALIDATION_FAILED', message: 'The range cannot end in the future' },
        },
      },
    });
    expect(await screen.findByText('Analytics could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
  });
});

describe('formatting', () => {
  it('writes waits and response times briefly', () => {
    expect(formatWait(5)).toBe('5 hours');
    expect(formatWait(49)).toBe('2 days');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(60 * 26)).toBe('1 d 2 h');
  });
});
