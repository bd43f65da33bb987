import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

const ID = '22222222-2222-4222-8222-222222222222';
const CASEY = '33333333-3333-4333-8333-333333333333';
const submission = (over: Record<string, unknown> = {}) => ({
  id: ID,
  client_name: 'Dana Whitfield',
  client_email: 'dana@example.test',
  status: 'new',
  assigned_to: null,
  assigned_to_name: null,
  routed_at: '2026-11-10T10:00:00.000Z',
  updated_at: null,
  latest_decision: {
    report_id: 'r1',
    version: 2,
    created_at: '2026-11-10T10:00:00.000Z',
    overall_decision: 'decline',
    funding_strategy: 'CREDIT_REPAIR_REQUIRED',
    scores: { TransUnion: 588, Experian: 597, Equifax: 655 },
  },
  dispute_reasons: [
    {
      bureau: 'Experian',
      rule: 'collection',
      creditor_name: 'MIDLAND CREDIT MGMT',
      account_number: 'X-1',
      reason: 'Balance reported on a debt sold to a collector',
    },
  ],
  ...over,
});
const routes = (submissions: unknown[]) => ({
  'GET /api/admin/credit-repair-submissions': {
    body: { status: 'success', submissions, total: submissions.length, page: 1, per_page: 10 },
  },
  'GET /api/admin/credit-repair-submissions/assignees': {
    body: {
      status: 'success',
      assignees: [{ id: CASEY, display_name: 'Casey Credit', role: 'credit_team' }],
    },
  },
});

describe('credit-repair submissions admin', () => {
  it('lists routed clients with decision and dispute reasons; changes status and assignee on the server', async () => {
    const app = renderApp('/admin/credit-repair-submissions', {
      as: makeUser('credit_team'),
      routes: {
        ...routes([submission()]),
        [`PATCH /api/admin/credit-repair-submissions/${ID}`]: (req) => ({
          body: { status: 'success', submission: submission(req.body as Record<string, unknown>) },
        }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(screen.getByText('Credit repair required · v2')).toBeInTheDocument();
    expect(screen.getByText('1 dispute reason')).toBeInTheDocument();

    await app.userEvent.selectOptions(screen.getByLabelText('Status of Dana Whitfield'), 'in_progress');
    await waitFor(() =>
      expect(app.api.callsTo(`PATCH /api/admin/credit-repair-submissions/${ID}`)).toHaveLength(1),
    );
    expect(app.api.callsTo(`PATCH /api/admin/credit-repair-submissions/${ID}`)[0]!.body).toEqual({
      status: 'in_progress',
    });
    await app.userEvent.selectOptions(screen.getByLabelText('Assignee of Dana Whitfield'), CASEY);
    await waitFor(() =>
      expect(app.api.callsTo(`PATCH /api/admin/credit-repair-submissions/${ID}`)).toHaveLength(2),
    );
    expect(app.api.callsTo(`PATCH /api/admin/credit-repair-submissions/${ID}`)[1]!.body).toEqual({
      assigned_to: CASEY,
    });
  });

  it('filters by status and assignee on the server and says when nothing matches', async () => {
    const app = renderApp('/admin/credit-repair-submissions', { as: 'admin', routes: routes([]) });
    expect(await screen.findByText('Nobody is routed to credit repair')).toBeInTheDocument();
    await app.userEvent.selectOptions(screen.getByLabelText('Status'), 'submitted');
    await app.userEvent.selectOptions(
      within(screen.getByRole('main')).getByLabelText('Assigned to'),
      'unassigned',
    );
    await waitFor(() => {
      const last = app.api.callsTo('GET /api/admin/credit-repair-submissions').at(-1)!.url.searchParams;
      expect(last.get('status')).toBe('submitted');
      expect(last.get('assignee')).toBe('unassigned');
    });
    expect(await screen.findByText('No submission matches these filters')).toBeInTheDocument();
  });
});
