import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { listBody, makeTicket, stubRealtime } from '@/features/support/testing/fixtures';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

beforeEach(stubRealtime);

const staffUsers = (users: Array<{ id: string; display_name: string; role: string }>) => ({
  body: {
    status: 'success',
    total: users.length,
    users: users.map((u) => ({
      ...u,
      email: `${u.id}@fundpath.test`,
      created_at: '2026-01-01T00:00:00.000Z',
    })),
  },
});

describe('/client/support', () => {
  it('is the client’s own desk: no staff views or selection', async () => {
    renderApp('/client/support', { as: 'client', routes: { 'GET /api/tickets': listBody([makeTicket()]) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Tickets' });
    expect(screen.queryByRole('tablist', { name: 'Ticket views' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('/admin/support', () => {
  it('switches between All, Assigned to me and Unassigned', async () => {
    const app = renderApp('/admin/support', {
      as: 'admin',
      routes: {
        'GET /api/tickets': listBody([makeTicket({ title: 'Any ticket' })]),
        'GET /api/tickets/assigned': listBody([makeTicket({ title: 'Mine' })]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Desk' })).toBeInTheDocument();
    const views = screen.getByRole('tablist', { name: 'Ticket views' });
    expect(within(views).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await app.userEvent.click(within(views).getByRole('tab', { name: 'Assigned to me' }));
    expect(await screen.findByRole('button', { name: /Mine/ })).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/tickets/assigned')).toHaveLength(1);

    await app.userEvent.click(within(views).getByRole('tab', { name: 'Unassigned' }));
    await waitFor(() =>
      expect(app.api.callsTo('GET /api/tickets').at(-1)!.url.searchParams.get('assigned_to')).toBe(
        'unassigned',
      ),
    );
  });

  it('assigns the selected tickets to a staff member in one go', async () => {
    const admin = makeUser('admin');
    const tickets = [
      makeTicket({ title: 'One' }),
      makeTicket({ title: 'Two' }),
      makeTicket({ title: 'Three' }),
    ];
    const app = renderApp('/admin/support', {
      as: admin,
      routes: {
        'GET /api/tickets': listBody(tickets),
        'GET /api/admin/users': (req) =>
          req.url.searchParams.get('role') === 'credit_team'
            ? staffUsers([{ id: 'u_cora', display_name: 'Cora Credit', role: 'credit_team' }])
            : req.url.searchParams.get('role') === 'admin'
              ? staffUsers([{ id: admin.id, display_name: admin.display_name, role: 'admin' }])
              : staffUsers([]),
        ...Object.fromEntries(
          tickets.map((t) => [
            `PATCH /api/tickets/${t.id}/assign`,
            { body: { status: 'success', ticket: { ...t, messages: [], attachments: [] } } },
          ]),
        ),
      },
    });
    await screen.findByRole('list', { name: 'Tickets' });
    await app.userEvent.click(screen.getByRole('checkbox', { name: `Select ${tickets[0]!.ticket_number}` }));
    await app.userEvent.click(screen.getByRole('checkbox', { name: `Select ${tickets[2]!.ticket_number}` }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await waitFor(() => expect(within(bar).getByRole('option', { name: 'Cora Credit' })).toBeInTheDocument());
    await app.userEvent.selectOptions(within(bar).getByRole('combobox'), 'Cora Credit');
    await app.userEvent.click(within(bar).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('2 tickets assigned')).toBeInTheDocument();
    for (const t of [tickets[0]!, tickets[2]!]) {
      expect(app.api.callsTo(`PATCH /api/tickets/${t.id}/assign`)[0]!.body).toEqual({
        assigned_to: 'u_cora',
      });
    }
    expect(app.api.callsTo(`PATCH /api/tickets/${tickets[1]!.id}/assign`)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    // Every staff role is offered (the users endpoint filters one role per call).
    const roles = app.api.callsTo('GET /api/admin/users').map((c) => c.url.searchParams.get('role'));
    expect(roles.sort()).toEqual(['admin', 'credit_team', 'funding_team', 'steps_team']);
  });
});
