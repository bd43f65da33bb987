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
          body: { status: 'success', results: [hit], total: 1, total_capped: false, page: 1, per_page: 25 },
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

describe('broad searches', () => {
  it('says when the server stopped counting, and pages through what it counted', async () => {
    const hits = Array.from({ length: 25 }, (_, i) => makeTicket({ title: `Statement question ${i + 1}` }));
    const app = renderApp('/client/support', {
      as: 'client',
      routes: {
        'GET /api/tickets': listBody([makeTicket()]),
        'GET /api/tickets/search': {
          body: { status: 'success', results: hits, total: 2000, total_capped: true, page: 1, per_page: 25 },
        },
      },
    });
    await screen.findByRole('list', { name: 'Tickets' });
    await app.userEvent.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'state');
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.getByText('2,000+ results for “state” — add a word to narrow them')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByText('1–25 of 2,000+'),
    ).toBeInTheDocument();
  });
});

describe('tickets screen (staff)', () => {
  it('searches inside the chosen view on the server, so counts and pages are right', async () => {
    const hit = makeTicket({ title: 'Unassigned statement question', assigned_to: null });
    const app = renderApp('/admin/support', {
      as: 'admin',
      routes: {
        'GET /api/tickets': listBody([makeTicket()]),
        'GET /api/tickets/search': {
          body: { status: 'success', results: [hit], total: 41, total_capped: false, page: 1, per_page: 25 },
        },
      },
    });
    await screen.findByRole('list', { name: 'Tickets' });
    await app.userEvent.click(screen.getByRole('tab', { name: /Unassigned/ }));
    await app.userEvent.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'statement');
    await screen.findByRole('list', { name: 'Search results' });
    const params = app.api.callsTo('GET /api/tickets/search').at(-1)!.url.searchParams;
    expect(params.get('assigned_to')).toBe('unassigned');
    expect(screen.getByText('41 results for “statement”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveAttribute('maxLength', '200');
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

  it('retries a create whose answer was lost with the same Idempotency-Key, so it is made once', async () => {
    const created = makeTicket({ title: 'Lost answer', description: 'Details' });
    let attempts = 0;
    const app = renderApp('/client/support', {
      as: 'client',
      routes: {
        'GET /api/tickets': listBody([makeTicket()]),
        'POST /api/tickets': () =>
          ++attempts === 1
            ? { status: 503, body: { status: 'error', code: 'UNAVAILABLE', message: 'Try again' } }
            : { status: 201, body: { status: 'success', ticket: makeDetail(created) } },
        [`GET /api/tickets/${created.id}`]: { body: { status: 'success', ticket: makeDetail(created) } },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: /New Ticket/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Ticket' });
    await app.userEvent.type(within(dialog).getByLabelText('Title'), 'Lost answer');
    await app.userEvent.type(within(dialog).getByLabelText('Description'), 'Details');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    // The new ticket opens once the retry succeeds.
    expect(await screen.findByRole('dialog', { name: 'Lost answer' }, { timeout: 4000 })).toBeInTheDocument();
    const keys = app.api.callsTo('POST /api/tickets').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
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
