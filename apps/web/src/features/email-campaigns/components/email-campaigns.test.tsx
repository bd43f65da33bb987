import type { Campaign, CampaignStats, Segment } from '@fundpath/contracts/campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const ID = '20000000-0000-4000-8000-000000000001';
const SEG = '30000000-0000-4000-8000-000000000001';
const zero: CampaignStats = {
  recipients: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
  bounced: 0,
  skipped: 0,
  unknown: 0,
  failed: 0,
  pending: 0,
};
const segment: Segment = {
  id: SEG,
  name: 'Clients declined on Experian',
  description: '',
  filter: { roles: ['client'], tags_mode: 'any', decisions: [{ bureau: 'experian', decision: 'decline' }] },
  brand_id: null,
  created_by_name: 'Avery Admin',
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
};
const draft = (over: Partial<Campaign> = {}): Campaign => ({
  id: ID,
  name: 'December tips',
  subject: 'Hi {{first_name}}',
  preheader: '',
  blocks: [{ id: 'b1', type: 'text', text: 'Hello there' }],
  status: 'draft',
  segment_id: SEG,
  segment_name: segment.name,
  scheduled_at: null,
  started_at: null,
  finished_at: null,
  created_by_name: 'Avery Admin',
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
  brand_id: null,
  stats: zero,
  ...over,
});
const audience = {
  total: 2,
  suppressed: 0,
  sendable: 2,
  sample: [
    {
      user_id: 'u1',
      display_name: 'Dana Declined',
      email: 'dana@example.com',
      role: 'client',
      current_step: 4,
      suppressed: false,
    },
    {
      user_id: 'u2',
      display_name: 'Eli Declined',
      email: 'eli@example.com',
      role: 'client',
      current_step: 6,
      suppressed: false,
    },
  ],
};
const base = {
  'GET /api/campaigns/segments': ok({ segments: [segment] }),
  'POST /api/campaigns/segments/count': ok({ audience }),
};

describe('/email-campaigns', () => {
  it('lists campaigns with their audience and results', async () => {
    renderApp('/email-campaigns', {
      as: 'funding_team',
      routes: {
        'GET /api/campaigns': ok({
          campaigns: [
            draft({
              status: 'sent',
              finished_at: '2026-12-02T10:00:00.000Z',
              stats: { ...zero, recipients: 10, delivered: 10, opened: 4, clicked: 1 },
            }),
          ],
          total: 1,
          page: 1,
          per_page: 25,
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Campaigns' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'December tips' })).closest('tr')!;
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    expect(within(row).getByText('4 (40%)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Segments' })).toHaveAttribute(
      'href',
      '/email-campaigns/segments',
    );
  });

  it('composes blocks by keyboard-operable buttons and saves them in order', async () => {
    const app = renderApp('/email-campaigns/new', {
      as: 'admin',
      routes: {
        ...base,
        'POST /api/campaigns': (req) => ({
          status: 201,
          body: { status: 'success', campaign: draft(req.body as Partial<Campaign>) },
        }),
        [`GET /api/campaigns/${ID}`]: ok({ campaign: draft() }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New campaign' })).toBeInTheDocument();
    await app.userEvent.type(screen.getByLabelText('Campaign name'), 'Experian follow-up');
    await app.userEvent.type(screen.getByLabelText('Subject'), 'Next steps');
    await app.userEvent.selectOptions(await screen.findByLabelText('Audience'), SEG);
    expect(await screen.findByTestId('audience-total')).toHaveTextContent('2 people');
    // The starter has a text block and a button: fill them, add a divider, move it to the top, remove the button.
    await app.userEvent.type(screen.getByLabelText('Text of block 1'), 'Here is what to do.');
    await app.userEvent.type(screen.getByLabelText('Button label of block 2'), 'Open');
    await app.userEvent.click(screen.getByRole('button', { name: 'Divider' }));
    await app.userEvent.click(screen.getByRole('button', { name: 'Move block 3 up' }));
    await app.userEvent.click(screen.getByRole('button', { name: 'Move block 2 up' }));
    await app.userEvent.click(screen.getByRole('button', { name: 'Remove block 3' }));
    // The variables picker inserts at the cursor of the subject.
    await app.userEvent.selectOptions(screen.getByLabelText('Insert in subject'), 'first_name');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/campaigns')).toHaveLength(1));
    const body = app.api.callsTo('POST /api/campaigns')[0]!.body as Campaign;
    expect(body.name).toBe('Experian follow-up');
    expect(body.subject).toBe('Next steps{{first_name}}');
    expect(body.segment_id).toBe(SEG);
    expect(body.blocks.map((b) => b.type)).toEqual(['divider', 'text']);
    expect(body.blocks[1]).toMatchObject({
      type: 'text',
      text: expect.stringContaining('Here is what to do.'),
    });
    await waitFor(() => expect(app.location()).toBe(`/email-campaigns/${ID}`));
  });

  it('refuses an unsafe link before sending anything', async () => {
    const app = renderApp(`/email-campaigns/${ID}`, {
      as: 'admin',
      routes: {
        ...base,
        [`GET /api/campaigns/${ID}`]: ok({
          campaign: draft({ blocks: [{ id: 'b1', type: 'button', label: 'Go', url: 'https://ok.example' }] }),
        }),
      },
    });
    const url = await screen.findByLabelText('Button link');
    await app.userEvent.clear(url);
    await app.userEvent.type(url, 'javascript:alert(1)');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Use a full https:// address (no http, no spaces)')).toBeInTheDocument();
    expect(app.api.callsTo(`PATCH /api/campaigns/${ID}`)).toHaveLength(0);
  });

  it('disables sending without campaigns.send and says why', async () => {
    renderApp(`/email-campaigns/${ID}`, {
      as: 'funding_team',
      routes: { ...base, [`GET /api/campaigns/${ID}`]: ok({ campaign: draft() }) },
    });
    const schedule = await screen.findByRole('button', { name: 'Schedule' });
    expect(schedule).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled();
    expect(schedule).toHaveAccessibleDescription(/Send campaigns.*permission/);
  });

  it('schedules at the chosen time after confirming', async () => {
    const app = renderApp(`/email-campaigns/${ID}`, {
      as: 'admin',
      routes: {
        ...base,
        [`GET /api/campaigns/${ID}`]: ok({ campaign: draft() }),
        [`POST /api/campaigns/${ID}/schedule`]: ok({
          campaign: draft({ status: 'scheduled', scheduled_at: '2030-01-02T03:04:00.000Z' }),
        }),
      },
    });
    const at = await screen.findByLabelText('Send at');
    await app.userEvent.clear(at);
    await app.userEvent.type(at, '2030-01-02T03:04');
    await app.userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('alertdialog');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(app.api.callsTo(`POST /api/campaigns/${ID}/schedule`)).toHaveLength(1));
    expect(app.api.callsTo(`POST /api/campaigns/${ID}/schedule`)[0]!.body).toEqual({
      send_at: new Date('2030-01-02T03:04').toISOString(),
    });
  });
});

describe('/email-campaigns/:id while it sends', () => {
  it('shows the final numbers and send log once the campaign finishes', async () => {
    const row = (email: string, status: 'queued' | 'sent') => ({
      id: `r-${email}`,
      email,
      name: email.split('@')[0]!,
      status,
      sent_at: status === 'sent' ? '2026-12-02T10:00:01.000Z' : null,
      opened_at: null,
      clicked_at: null,
      unsubscribed_at: null,
      error: null,
    });
    const report = (delivered: number) =>
      ok({
        stats: { ...zero, recipients: 2, delivered, pending: 2 - delivered },
        bucket: 'hour',
        series: [],
        links: [],
      });
    const started = { started_at: '2026-12-02T10:00:00.000Z' };
    const app = renderApp(`/email-campaigns/${ID}`, {
      as: 'admin',
      routes: {
        ...base,
        [`GET /api/campaigns/${ID}`]: ok({ campaign: draft({ status: 'sending', ...started }) }),
        [`GET /api/campaigns/${ID}/stats`]: report(1),
        [`GET /api/campaigns/${ID}/recipients`]: ok({
          recipients: [row('dana@example.com', 'sent'), row('eli@example.com', 'queued')],
          total: 2,
          page: 1,
          per_page: 25,
        }),
      },
    });
    expect(await screen.findByText('of 2 in the send log, 1 waiting')).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Send log' });
    expect(await within(log).findByText('Waiting')).toBeInTheDocument();

    // The last message goes out; the screen learns it from its poll of the campaign.
    app.api.set(
      `GET /api/campaigns/${ID}`,
      ok({ campaign: draft({ status: 'sent', ...started, finished_at: '2026-12-02T10:00:02.000Z' }) }),
    );
    app.api.set(`GET /api/campaigns/${ID}/stats`, report(2));
    app.api.set(
      `GET /api/campaigns/${ID}/recipients`,
      ok({
        recipients: [row('dana@example.com', 'sent'), row('eli@example.com', 'sent')],
        total: 2,
        page: 1,
        per_page: 25,
      }),
    );
    await app.queryClient.refetchQueries({ queryKey: ['campaigns', 'campaign', ID], exact: true });
    expect(await screen.findByText(/· Finished /)).toBeInTheDocument();
    expect(await screen.findByText('of 2 in the send log')).toBeInTheDocument();
    expect(screen.getByText(/^2 delivered, 0 opened/)).toBeInTheDocument();
    await waitFor(() => expect(within(log).queryByText('Waiting')).not.toBeInTheDocument());
    expect(within(log).getAllByText('Delivered')).toHaveLength(2 + 1); // two badges and the column header
  });
});

describe('/email-campaigns/segments', () => {
  it('builds a segment with a live count and saves it', async () => {
    const app = renderApp('/email-campaigns/segments', {
      as: 'funding_team',
      routes: {
        'GET /api/campaigns/segments': ok({ segments: [] }),
        'POST /api/campaigns/segments/count': (req) => ({
          body: {
            status: 'success',
            audience: (req.body as { filter: { decisions?: unknown[] } }).filter.decisions?.length
              ? audience
              : { ...audience, total: 9, sendable: 9 },
          },
        }),
        'POST /api/campaigns/segments': (req) => ({
          status: 201,
          body: { status: 'success', segment: { ...segment, ...(req.body as object) } },
        }),
      },
    });
    expect(await screen.findByText('No segments yet')).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'New segment' }));
    await app.userEvent.type(screen.getByLabelText('Segment name'), 'Clients declined on Experian');
    expect(await screen.findByTestId('audience-total')).toHaveTextContent('9 people');
    await app.userEvent.selectOptions(screen.getByLabelText('Experian'), 'decline');
    await waitFor(() => expect(screen.getByTestId('audience-total')).toHaveTextContent('2 people'));
    expect(screen.getByText('Dana Declined')).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Create segment' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/campaigns/segments')).toHaveLength(1));
    expect(app.api.callsTo('POST /api/campaigns/segments')[0]!.body).toMatchObject({
      name: 'Clients declined on Experian',
      filter: { roles: ['client'], decisions: [{ bureau: 'experian', decision: 'decline' }] },
    });
  });
});

describe('/unsubscribe/:token', () => {
  const token = 'dGVzdC10b2tlbi10ZXN0LXRva2VuLXRlc3Q';
  it('unsubscribes on arrival, without signing in, and can undo it', async () => {
    const state = (unsubscribed: boolean) =>
      ok({ email: 'dana@example.com', sender: 'Acme Funding', unsubscribed });
    const app = renderApp(`/unsubscribe/${token}`, {
      routes: {
        [`POST /api/campaigns/unsubscribe/${token}`]: state(true),
        [`POST /api/campaigns/unsubscribe/${token}/resubscribe`]: state(false),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(/will get no more e-mails like this from Acme Funding/)).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re subscribed again' }),
    ).toBeInTheDocument();
    expect(app.api.callsTo(`POST /api/campaigns/unsubscribe/${token}`)).toHaveLength(1);
  });

  it('says so when the link is not valid', async () => {
    renderApp(`/unsubscribe/${token}`, {
      routes: {
        [`POST /api/campaigns/unsubscribe/${token}`]: {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'This link is not valid.' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeInTheDocument();
  });
});
