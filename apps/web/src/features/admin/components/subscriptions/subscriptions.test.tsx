import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { parseDollars } from './format';

const plan = (id: string, name: string, price_cents: number, interval: 'month' | 'year', extra = {}) => ({
  id,
  name,
  price_cents,
  interval,
  features: ['AI coach'],
  trial_days: 0,
  status: 'active',
  subscribers: 1,
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-01T10:00:00.000Z',
  ...extra,
});
const PL1 = '0b8f3a52-8c1e-4c57-9a51-1f1d7f3c0a01';
const PL2 = '0b8f3a52-8c1e-4c57-9a51-1f1d7f3c0a02';
const plans = [plan(PL1, 'Growth', 9900, 'month'), plan(PL2, 'Pro (yearly)', 99_900, 'year')];
const client = {
  user_id: 'u1',
  display_name: 'Jordan Client',
  email: 'client@fundpath.test',
  plan_id: null,
  plan_name: null,
  status: null,
  started_on: null,
  updated_at: null,
};
const routes = {
  'GET /api/admin/subscriptions/plans': { body: { status: 'success', plans } },
  'GET /api/admin/subscriptions/clients': { body: { status: 'success', total: 1, clients: [client] } },
  'GET /api/admin/subscriptions/mrr': {
    body: {
      status: 'success',
      counted_statuses: ['active', 'past_due'],
      total_cents: 18_225,
      rows: [
        {
          plan_id: PL1,
          plan_name: 'Growth',
          interval: 'month',
          price_cents: 9900,
          subscribers: 1,
          monthly_cents: 9900,
          mrr_cents: 9900,
        },
        {
          plan_id: PL2,
          plan_name: 'Pro (yearly)',
          interval: 'year',
          price_cents: 99_900,
          subscribers: 1,
          monthly_cents: 8325,
          mrr_cents: 8325,
        },
      ],
    },
  },
};

describe('/admin/subscription-settings', () => {
  it('says nothing is charged, and shows MRR rows with their total', async () => {
    renderApp('/admin/subscription-settings', { as: 'admin', routes });
    expect(
      await screen.findByText('Billing starts when payments are connected', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'MRR by plan' });
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent(
      '$182.25',
    );
    expect(within(table).getAllByText('$83.25', { selector: 'td' })).toHaveLength(2); // a twelfth of $999, one client
  });

  it('filters clients on the server and gives a client a plan', async () => {
    const app = renderApp('/admin/subscription-settings', {
      as: 'admin',
      routes: {
        ...routes,
        'PUT /api/admin/subscriptions/clients/u1': {
          body: {
            status: 'success',
            client: {
              ...client,
              plan_id: PL1,
              plan_name: 'Growth',
              status: 'active',
              started_on: '2026-11-01',
            },
          },
        },
      },
    });
    await app.userEvent.selectOptions(
      await screen.findByLabelText('Status', {}, { timeout: 10_000 }),
      'past_due',
    );
    await waitFor(() =>
      expect(
        app.api
          .callsTo('GET /api/admin/subscriptions/clients')
          .some((c) => c.url.searchParams.get('status') === 'past_due'),
      ).toBe(true),
    );
    await app.userEvent.click(await screen.findByRole('button', { name: 'Add plan for Jordan Client' }));
    const dialog = await screen.findByRole('dialog');
    await app.userEvent.selectOptions(within(dialog).getByLabelText('Plan'), PL1);
    expect(within(dialog).getByLabelText('Start date')).toHaveValue(new Date().toISOString().slice(0, 10));
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('PUT /api/admin/subscriptions/clients/u1')).toHaveLength(1));
    expect(app.api.callsTo('PUT /api/admin/subscriptions/clients/u1')[0]!.body).toEqual({
      plan_id: PL1,
      status: 'active',
      started_on: new Date().toISOString().slice(0, 10),
    });
  });

  it('creates a plan in cents and shows the server field error', async () => {
    const app = renderApp('/admin/subscription-settings', {
      as: 'admin',
      routes: {
        ...routes,
        'POST /api/admin/subscriptions/plans': {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            message: 'A plan with that name already exists',
            details: { errors: { name: 'A plan with that name already exists' } },
          },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog');
    await app.userEvent.type(within(dialog).getByLabelText('Name'), 'Growth');
    await app.userEvent.type(within(dialog).getByLabelText('Price (USD)'), '49.5');
    await app.userEvent.type(within(dialog).getByLabelText('Features'), 'AI coach{enter}Support desk');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('A plan with that name already exists')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/admin/subscriptions/plans')[0]!.body).toMatchObject({
      name: 'Growth',
      price_cents: 4950,
      interval: 'month',
      features: ['AI coach', 'Support desk'],
    });
  });

  it('tells other staff that only admins manage subscriptions, without asking the server', async () => {
    const app = renderApp('/admin/subscription-settings', { as: 'funding_team', routes });
    expect(
      await screen.findByText('Only administrators manage subscriptions', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/admin/subscriptions/plans')).toHaveLength(0);
  });

  it('reads dollars into cents', () => {
    expect(parseDollars('49')).toBe(4900);
    expect(parseDollars('$1,049.5')).toBe(104_950);
    expect(parseDollars('0.07')).toBe(7);
    for (const bad of ['', 'abc', '1.234', '-5', '1e5']) expect(parseDollars(bad)).toBeNull();
  });
});
