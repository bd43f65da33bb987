import type { ClientRecord, ClientRow } from '@fundpath/contracts/clients';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { waitingAge } from './client-badges';
import { mentionQueryAt, mentionsIn } from './mention-composer';

const CLIENT = '00000000-0000-4000-8000-0000000000c1';
const FINLEY = '00000000-0000-4000-8000-0000000000f1';
const CASEY = '00000000-0000-4000-8000-0000000000f2';
const staff = [
  { id: CASEY, display_name: 'Casey Credit' },
  { id: FINLEY, display_name: 'Finley Funding' },
];

const row = (over: Partial<ClientRow> = {}): ClientRow => ({
  id: CLIENT,
  display_name: 'Jordan Client',
  email: 'client@fundpath.test',
  deactivated: false,
  current_step: 4,
  current_step_title: 'Business Credit',
  current_status: 'pending_approval',
  completed_steps: 3,
  total_steps: 18,
  pending_steps: [4],
  pending_since: new Date(Date.now() - 3 * 3600_000).toISOString(),
  decisions: { experian: 'approve', equifax: 'borderline', transunion: 'decline' },
  overall_decision: 'borderline',
  credit_report_at: '2026-12-01T10:00:00.000Z',
  open_tickets: 2,
  next_sla_due: '2026-12-01T10:00:00.000Z',
  sla_state: 'breached',
  open_required_tasks: 3,
  tags: ['vip'],
  assignees: [{ id: FINLEY, display_name: 'Finley Funding' }],
  client_since: '2026-10-01T10:00:00.000Z',
  last_activity_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
  ...over,
});

const listBody = (clients: ClientRow[], credit_visible = true) => ({
  body: {
    status: 'success',
    clients,
    total: clients.length,
    page: 1,
    per_page: 25,
    credit_visible,
    tags: ['vip', 'slow'],
    staff,
  },
});
const views = { body: { status: 'success', views: [] } };

describe('/clients', () => {
  it('shows each client with step, waiting age, decisions, SLA, tasks, staff and tags', async () => {
    renderApp('/clients', {
      as: 'funding_team',
      routes: { 'GET /api/clients': listBody([row()]), 'GET /api/clients/views': views },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Clients' });
    const jordan = (await within(table).findByText('client@fundpath.test')).closest('tr')!;
    expect(within(jordan).getByRole('link', { name: 'Jordan Client' })).toHaveAttribute(
      'href',
      `/clients/${CLIENT}`,
    );
    expect(within(jordan).getByText('Waiting approval · 3h')).toBeInTheDocument();
    expect(within(jordan).getByText('Experian: Approve')).toBeInTheDocument();
    expect(within(jordan).getByText('TransUnion: Decline')).toBeInTheDocument();
    expect(within(jordan).getByText('SLA breached')).toBeInTheDocument();
    expect(within(jordan).getByText('Finley Funding')).toBeInTheDocument();
    expect(within(jordan).getByText('vip')).toBeInTheDocument();
    expect(within(jordan).getByText('2h ago')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Decision' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/clients/export.csv',
    );
  });

  it('hides the decision column and credit filters without credit access', async () => {
    renderApp('/clients', {
      as: 'steps_team',
      routes: {
        'GET /api/clients': listBody(
          [row({ decisions: null, overall_decision: null, credit_report_at: null })],
          false,
        ),
        'GET /api/clients/views': views,
      },
    });
    const table = await screen.findByRole('table', { name: 'Clients' });
    await within(table).findByText('client@fundpath.test');
    expect(within(table).queryByRole('columnheader', { name: 'Decision' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Bureau')).not.toBeInTheDocument();
    expect(within(table).queryByText(/Experian/)).not.toBeInTheDocument();
  });

  it('opens the record on Enter and sends the URL filters, a chip toggling one', async () => {
    const app = renderApp('/clients?step=4&tag=vip', {
      as: 'funding_team',
      routes: { 'GET /api/clients': listBody([row()]), 'GET /api/clients/views': views, ...recordRoutes() },
    });
    await screen.findByText('client@fundpath.test');
    const first = Object.fromEntries(app.api.callsTo('GET /api/clients')[0]!.url.searchParams);
    expect(first).toEqual({ step: '4', tag: 'vip', page: '1', per_page: '25' });

    await app.userEvent.click(screen.getByRole('button', { name: 'Waiting for approval' }));
    await waitFor(() =>
      expect(app.api.callsTo('GET /api/clients').at(-1)!.url.searchParams.get('waiting_approval')).toBe(
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: 'Waiting for approval' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(app.location()).toContain('waiting_approval=true');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toContain(
      'waiting_approval=true',
    );

    const rowEl = screen.getByText('client@fundpath.test').closest('tr')!;
    // The record's chunk loads on the way (suspends): an awaited act lets it.
    await act(async () => {
      rowEl.focus();
      fireEvent.keyDown(rowEl, { key: 'Enter' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Client' })).toBeInTheDocument();
    expect(app.location()).toBe(`/clients/${CLIENT}`);
  });

  it('saves the current filters as a view', async () => {
    const app = renderApp('/clients?step=4&assignee=me&page=2', {
      as: 'funding_team',
      routes: {
        'GET /api/clients': listBody([row()]),
        'GET /api/clients/views': views,
        'POST /api/clients/views': (req) => ({
          status: 201,
          body: {
            status: 'success',
            view: {
              id: '00000000-0000-4000-8000-0000000000a1',
              name: (req.body as { name: string }).name,
              filters: (req.body as { filters: Record<string, string> }).filters,
              created_at: '2026-12-07T10:00:00.000Z',
            },
          },
        }),
      },
    });
    await screen.findByText('client@fundpath.test');
    await app.userEvent.click(screen.getByRole('button', { name: /Saved views/ }));
    await app.userEvent.click(await screen.findByRole('button', { name: /Save current filters/ }));
    await app.userEvent.type(await screen.findByLabelText('Name'), 'My step 4{Enter}');
    await waitFor(() => expect(app.api.callsTo('POST /api/clients/views')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/clients/views')[0]!.body).toEqual({
      name: 'My step 4',
      filters: { step: '4', assignee: 'me' },
    });
  });

  it('says so when nothing matches', async () => {
    renderApp('/clients?q=nobody', {
      as: 'funding_team',
      routes: { 'GET /api/clients': listBody([]), 'GET /api/clients/views': views },
    });
    expect(await screen.findByText('No clients match these filters')).toBeInTheDocument();
  });

  it('shows the failure with Try again when the list fails', async () => {
    renderApp('/clients', {
      as: 'funding_team',
      routes: {
        'GET /api/clients': {
          status: 403,
          body: {
            status: 'error',
            code: 'FORBIDDEN',
            message: 'Filtering by credit decision needs credit report access',
          },
        },
        'GET /api/clients/views': views,
      },
    });
    expect(
      await screen.findByText('Filtering by credit decision needs credit report access'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

const record = (over: Partial<ClientRecord> = {}): ClientRecord => ({
  client: row(),
  route: 'funding',
  steps: [
    {
      step_number: 3,
      step_title: 'Build Your Profile',
      status: 'completed',
      requires_approval: true,
      skipped: false,
      locked: false,
      started_at: '2026-11-01T10:00:00.000Z',
      submitted_at: '2026-11-02T10:00:00.000Z',
      completed_at: '2026-11-03T10:00:00.000Z',
      reviewed_at: '2026-11-03T10:00:00.000Z',
      reviewed_by: { id: FINLEY, display_name: 'Finley Funding' },
      review_note: 'Looks complete.',
    },
  ],
  answers: [{ field_name: 'business_name', field_label: 'Business name', step_number: 3, value: 'Acme LLC' }],
  notes: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      body: 'Called about the EIN.',
      author: { id: FINLEY, display_name: 'Finley Funding' },
      mentions: [],
      created_at: '2026-12-05T10:00:00.000Z',
      updated_at: '2026-12-05T10:00:00.000Z',
      mine: true,
    },
  ],
  staff,
  credit_visible: true,
  can_impersonate: false,
  ...over,
});

const recordRoutes = (r: ClientRecord = record()) => ({
  [`GET /api/clients/${CLIENT}`]: { body: { status: 'success', record: r } },
  [`GET /api/clients/${CLIENT}/activity`]: (req: MockRequest) => {
    const older = req.url.searchParams.has('before');
    return {
      body: {
        status: 'success',
        activity: [
          {
            id: older ? 3 : 7,
            kind: 'client.note_added',
            summary: older ? 'Tags set to vip' : 'Added a note',
            actor: staff[1],
            ref: {},
            at: '2026-12-05T10:00:00.000Z',
          },
        ],
        next_before: older ? null : 7,
      },
    };
  },
  'GET /api/tasks': { body: { status: 'success', tasks: [] } },
  'GET /api/tickets': { body: { status: 'success', tickets: [], total: 0, page: 1, per_page: 50 } },
  'GET /api/client/credit-report/history': { body: { status: 'success', reports: [] } },
  [`GET /api/clients/${CLIENT}/business`]: {
    body: { status: 'success', business: { store: null, travel: null, commissions: null } },
  },
  'GET /api/admin/ai/conversations': {
    body: { status: 'success', conversations: [], total: 0, page: 1, per_page: 10 },
  },
});

describe('/clients/:id', () => {
  it('shows every section from the API, with counts, and loads older activity', async () => {
    const app = renderApp(`/clients/${CLIENT}#notes`, { as: 'funding_team', routes: recordRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Client' })).toBeInTheDocument();
    for (const name of [/^Journey/, /^Application/, /^Credit/, /^Tasks/, /^Tickets/, /^Notes/, /^Activity/])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notes 1' })).toHaveAttribute('id', 'notes');
    expect(screen.getByText('Looks complete.')).toBeInTheDocument();
    expect(screen.getByText('Acme LLC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open credit report/ })).toHaveAttribute(
      'href',
      `/admin/credit-report?client=${CLIENT}`,
    );
    expect(await screen.findByText('Added a note')).toBeInTheDocument();
    await waitFor(() => expect(app.api.callsTo('GET /api/tasks')).toHaveLength(1));
    expect(app.api.callsTo('GET /api/tasks')[0]!.url.searchParams.get('user_id')).toBe(CLIENT);
    expect(app.api.callsTo('GET /api/tickets')[0]!.url.searchParams.get('user_id')).toBe(CLIENT);
    expect(app.api.callsTo('GET /api/client/credit-report/history')[0]!.url.searchParams.get('user_id')).toBe(
      CLIENT,
    );

    await app.userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(app.api.callsTo(`GET /api/clients/${CLIENT}/activity`)).toHaveLength(2));
    expect(app.api.callsTo(`GET /api/clients/${CLIENT}/activity`)[1]!.url.searchParams.get('before')).toBe(
      '7',
    );
    expect(screen.queryByRole('button', { name: 'Impersonate' })).not.toBeInTheDocument();
  });

  it('shows the business (totals equal their rows) and the coach conversations, read-only', async () => {
    const app = renderApp(`/clients/${CLIENT}`, {
      as: 'funding_team',
      routes: {
        ...recordRoutes(),
        [`GET /api/clients/${CLIENT}/business`]: {
          body: {
            status: 'success',
            business: {
              store: {
                id: 7,
                name: 'Jordan’s Shop',
                slug: 'jordan',
                paid_orders: 2,
                gross_cents: 6_500,
                refunded_cents: 1_000,
                recent: [
                  {
                    id: 'o1',
                    number: 'FP-10001',
                    customer_name: 'Riley Buyer',
                    status: 'paid',
                    total_cents: 4_000,
                    refunded_cents: 1_000,
                    created_at: '2026-12-01T10:00:00.000Z',
                  },
                ],
              },
              travel: null,
              commissions: {
                by_status: [
                  { status: 'pending', entries: 1, cents: 1_250 },
                  { status: 'approved', entries: 2, cents: 5_000 },
                ],
                recent: [
                  {
                    id: 'c1',
                    source: 'store_order',
                    source_label: 'Order FP-10001',
                    status: 'pending',
                    amount_cents: 1_250,
                    created_at: '2026-12-01T10:00:00.000Z',
                  },
                ],
              },
            },
          },
        },
        'GET /api/admin/ai/conversations': {
          body: {
            status: 'success',
            conversations: [
              {
                session_id: 's1',
                user_id: CLIENT,
                user_email: 'client@fundpath.test',
                user_name: 'Jordan Client',
                step_number: 4,
                status: 'active',
                channel: 'text',
                flagged: false,
                flag_reason: null,
                message_count: 6,
                thumbs_up: 1,
                thumbs_down: 0,
                issues: 0,
                avg_confidence: 0.8,
                last_user_message: 'How do I get a DUNS number?',
                started_at: '2026-12-01T10:00:00.000Z',
                last_message_at: '2026-12-01T10:05:00.000Z',
              },
            ],
            total: 1,
            page: 1,
            per_page: 10,
          },
        },
      },
    });
    const business = await screen.findByRole('region', { name: 'Business' });
    expect(await within(business).findByText(/2 paid orders · \$55\.00 net/)).toBeInTheDocument();
    expect(within(business).getByText('FP-10001')).toBeInTheDocument();
    const ledger = within(business).getByRole('table', { name: 'Commissions by status' });
    expect(within(ledger).getByRole('row', { name: /Total/ })).toHaveTextContent('$62.50');
    const conversations = await screen.findByRole('region', { name: 'AI conversations' });
    expect(await within(conversations).findByText('“How do I get a DUNS number?”')).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/admin/ai/conversations')[0]!.url.searchParams.get('user_id')).toBe(
      CLIENT,
    );
  });

  it('leaves out credit without access', async () => {
    const app = renderApp(`/clients/${CLIENT}`, {
      as: 'steps_team',
      routes: recordRoutes(record({ credit_visible: false, client: row({ decisions: null }) })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Jordan Client' });
    expect(screen.queryByRole('region', { name: /^Credit/ })).not.toBeInTheDocument();
    expect(app.api.callsTo('GET /api/client/credit-report/history')).toHaveLength(0);
  });

  it('adds a note with an @mention picked from the staff and sends its id', async () => {
    const app = renderApp(`/clients/${CLIENT}`, {
      as: 'funding_team',
      routes: {
        ...recordRoutes(),
        [`POST /api/clients/${CLIENT}/notes`]: (req) => ({
          status: 201,
          body: {
            status: 'success',
            note: {
              id: '00000000-0000-4000-8000-0000000000b2',
              body: (req.body as { body: string }).body,
              author: staff[1],
              mentions: [staff[0]],
              created_at: '2026-12-07T10:00:00.000Z',
              updated_at: '2026-12-07T10:00:00.000Z',
              mine: true,
            },
          },
        }),
      },
    });
    const box = await screen.findByLabelText('Add a note');
    await app.userEvent.type(box, 'Please check @Cas');
    const suggestions = await screen.findByRole('list', { name: 'Mention suggestions' });
    await app.userEvent.click(within(suggestions).getByRole('button', { name: '@Casey Credit' }));
    expect(box).toHaveValue('Please check @Casey Credit ');
    await app.userEvent.type(box, 'the report');
    await app.userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(app.api.callsTo(`POST /api/clients/${CLIENT}/notes`)).toHaveLength(1));
    expect(app.api.callsTo(`POST /api/clients/${CLIENT}/notes`)[0]!.body).toEqual({
      body: 'Please check @Casey Credit the report',
      mentions: [CASEY],
    });
    expect(await screen.findByRole('region', { name: 'Notes 2' })).toBeInTheDocument();
  });

  it('edits and deletes an own note (delete after a confirm)', async () => {
    const NOTE = '00000000-0000-4000-8000-0000000000b1';
    const app = renderApp(`/clients/${CLIENT}`, {
      as: 'funding_team',
      routes: {
        ...recordRoutes(),
        [`PATCH /api/clients/${CLIENT}/notes/${NOTE}`]: (req) => ({
          body: {
            status: 'success',
            note: {
              ...record().notes[0],
              body: (req.body as { body: string }).body,
              updated_at: '2026-12-07T10:00:00.000Z',
            },
          },
        }),
        [`DELETE /api/clients/${CLIENT}/notes/${NOTE}`]: { body: { status: 'success' } },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const box = screen.getByLabelText('Edit note');
    await app.userEvent.clear(box);
    await app.userEvent.type(box, 'Called twice.');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Called twice.')).toBeInTheDocument();
    expect(app.api.callsTo(`PATCH /api/clients/${CLIENT}/notes/${NOTE}`)[0]!.body).toEqual({
      body: 'Called twice.',
      mentions: [],
    });

    await app.userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await app.userEvent.click(await screen.findByRole('button', { name: 'Delete note' }));
    await waitFor(() =>
      expect(app.api.callsTo(`DELETE /api/clients/${CLIENT}/notes/${NOTE}`)).toHaveLength(1),
    );
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it('adds a tag with PUT and the whole list of tags', async () => {
    const app = renderApp(`/clients/${CLIENT}`, {
      as: 'funding_team',
      routes: {
        ...recordRoutes(),
        [`PUT /api/clients/${CLIENT}/tags`]: (req) => ({
          body: { status: 'success', client: row({ tags: (req.body as { tags: string[] }).tags }) },
        }),
      },
    });
    await app.userEvent.type(await screen.findByLabelText('New tag'), 'Slow Payer');
    await app.userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    await waitFor(() => expect(app.api.callsTo(`PUT /api/clients/${CLIENT}/tags`)).toHaveLength(1));
    expect(app.api.callsTo(`PUT /api/clients/${CLIENT}/tags`)[0]!.body).toEqual({
      tags: ['vip', 'slow payer'],
    });
    expect(await screen.findByRole('button', { name: 'Remove tag slow payer' })).toBeInTheDocument();
  });

  it('says so for an unknown client, with an h1', async () => {
    renderApp(`/clients/${CLIENT}`, {
      as: 'funding_team',
      routes: {
        [`GET /api/clients/${CLIENT}`]: {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'Client not found' },
        },
      },
    });
    expect(await screen.findByText(/does not exist or is not one of yours/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Client' })).toBeInTheDocument();
  });
});

describe('waitingAge', () => {
  it('reads minutes, hours up to two days, then days', () => {
    const now = Date.parse('2026-12-07T12:00:00.000Z');
    expect(waitingAge('2026-12-07T11:35:00.000Z', now)).toBe('25m');
    expect(waitingAge('2026-12-06T12:00:00.000Z', now)).toBe('24h');
    expect(waitingAge('2026-11-27T12:00:00.000Z', now)).toBe('10d');
  });
});

describe('mentions', () => {
  it('finds the @word before the caret and keeps only mentions still named', () => {
    expect(mentionQueryAt('hi @Ca', 6)).toEqual({ start: 3, query: 'Ca' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionsIn('ask @casey credit', staff)).toEqual([CASEY]);
    expect(mentionsIn('ask Casey', staff)).toEqual([]);
  });
});
