import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { listBody, makeDetail, makeTicket, stubRealtime } from '../testing/fixtures';

beforeEach(stubRealtime);

describe('tickets screen (client)', () => {
  it('lists the tickets with number, status, priority and SLA', async () => {
    const ticket = makeTicket({ title: 'Where is my report?', status: 'in_progress', priority: 'high' });
    renderApp('/client/support', { as: 'client', routes: { 'GET /api/tickets': listBody([ticket]) } });
    const list = await screen.findByRole('list', { name: 'Tickets' });
    const row = within(list).getByRole('button', { name: /Where is my report\?/ });
    expect(row).toHaveTextContent(ticket.ticket_number);
    expect(row).toHaveTextContent('In progress');
    expect(row).toHaveTextContent('High');
    expect(row).toHaveTextContent(/21h \d+m remaining/);
    expect(screen.getByText('1 ticket')).toBeInTheDocument();
  });

  it('shows Create Your First Ticket when there are none', async () => {
    const app = renderApp('/client/support', { as: 'client', routes: { 'GET /api/tickets': listBody([]) } });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Create Your First Ticket' }));
    expect(await screen.findByRole('dialog', { name: 'Create Ticket' })).toBeInTheDocument();
  });

  it('filters by status and priority (both default to all)', async () => {
    const app = renderApp('/client/support', {
      as: 'client',
      routes: { 'GET /api/tickets': listBody([makeTicket()]) },
    });
    await screen.findByRole('list', { name: 'Tickets' });
    const first = app.api.callsTo('GET /api/tickets')[0]!.url.searchParams;
    expect(first.has('status')).toBe(false);
    expect(first.has('priority')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('');

    await app.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Resolved');
    await waitFor(() =>
      expect(app.api.callsTo('GET /api/tickets').at(-1)!.url.searchParams.get('status')).toBe('resolved'),
    );
    await app.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Urgent');
    await waitFor(() => {
      const params = app.api.callsTo('GET /api/tickets').at(-1)!.url.searchParams;
      expect(params.get('priority')).toBe('urgent');
      expect(params.get('status')).toBe('resolved');
    });
  });

  it('searches the server once typing pauses, and clears back to the list', async () => {
    const hit = makeTicket({ title: 'Collection dispute' });
    const app = renderApp('/client/support', {
      as: 'client',
      routes: {
        'GET /api/tickets': listBody([makeTicket()]),
        'GET /api/tickets/search': {
          body: { status: 'success', results: [hit], total: 1, page: 1, per_page: 25 },
        },
      },
    });
    await screen.findByRole('list', { name: 'Tickets' });
    await app.userEvent.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'collect');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('button', { name: /Collection dispute/ })).toBeInTheDocument();
    const searches = app.api.callsTo('GET /api/tickets/search');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.url.searchParams.get('q')).toBe('collect');
    expect(screen.getByText('1 result for “collect”')).toBeInTheDocument();

    await app.userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeInTheDocument();
  });
});

describe('Create Ticket', () => {
  it('requires title and description, then creates with medium/general defaults', async () => {
    const created = makeTicket({ title: 'Need help', description: 'Details' });
    const app = renderApp('/client/support', {
      as: 'client',
      routes: {
        'GET /api/tickets': listBody([makeTicket()]),
        'POST /api/tickets': { status: 201, body: { status: 'success', ticket: makeDetail(created) } },
        [`GET /api/tickets/${created.id}`]: { body: { status: 'success', ticket: makeDetail(created) } },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: /New Ticket/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Ticket' });
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toHaveValue('medium');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('general');

    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await app.userEvent.type(within(dialog).getByLabelText('Title'), 'Need help');
    await app.userEvent.type(within(dialog).getByLabelText('Description'), '   ');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(app.api.callsTo('POST /api/tickets')).toHaveLength(0);

    await app.userEvent.type(within(dialog).getByLabelText('Description'), 'Details');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText('Ticket created successfully')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/tickets')[0]!.body).toEqual({
      title: 'Need help',
      description: 'Details',
      priority: 'medium',
      category: 'general',
    });
    // The new ticket opens.
    expect(await screen.findByRole('dialog', { name: 'Need help' })).toBeInTheDocument();
    expect(app.location()).toBe(`/client/support?ticket=${created.id}`);
  });

  it('keeps the form and says so when the server refuses', async () => {
    const app = renderApp('/client/support', {
      as: 'client',
      routes: {
        'GET /api/tickets': listBody([]),
        'POST /api/tickets': {
          status: 400,
          body: { status: 'error', code: 'VALIDATION_FAILED', message: 'Title is too long' },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: /New Ticket/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Ticket' });
    await app.userEvent.type(within(dialog).getByLabelText('Title'), 'A');
    await app.userEvent.type(within(dialog).getByLabelText('Description'), 'B');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText('Failed to create ticket')).toBeInTheDocument();
    expect(screen.getByText('Title is too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('A');
  });
});
