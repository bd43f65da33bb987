import type { Setting } from '@fundpath/contracts/config';
import type { AdminCommerceDashboardResponse } from '@fundpath/contracts/ecommerce-analytics';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { adminStore, storeList } from './testing/fixtures';

describe('/admin/ecommerce/stores', () => {
  it('filters on the server and suspends with a reason, reactivates after a confirm', async () => {
    const app = renderApp('/admin/ecommerce/stores', {
      as: 'admin',
      routes: {
        'GET /api/admin/ecommerce/stores': (req: MockRequest) =>
          storeList(
            req.url.searchParams.get('suspended') === 'true'
              ? [
                  adminStore({
                    id: 9,
                    store_name: 'Bad Deals',
                    suspended: true,
                    suspended_reason: 'Chargebacks',
                  }),
                ]
              : [adminStore()],
          ),
        'POST /api/admin/ecommerce/stores/7/suspend': (req: MockRequest) => ({
          body: {
            status: 'success',
            store: adminStore({ suspended: true, suspended_reason: (req.body as { reason: string }).reason }),
          },
        }),
        'POST /api/admin/ecommerce/stores/9/reactivate': {
          body: { status: 'success', store: adminStore({ id: 9, store_name: 'Bad Deals' }) },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Stores' }, { timeout: 5000 });
    expect(await within(table).findByText('Casey Fit Shop')).toBeInTheDocument();
    expect(within(table).getByText('10 active')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'Storefront of Casey Fit Shop (opens in a new tab)' }),
    ).toHaveAttribute('href', '/store/7');

    await app.userEvent.click(within(table).getByRole('button', { name: 'Suspend Casey Fit Shop' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Suspend store' })).toBeDisabled();
    await app.userEvent.type(within(dialog).getByLabelText('Reason'), 'no');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Suspend store' }));
    expect(await within(dialog).findByText('Say why the store is suspended')).toBeInTheDocument();
    await app.userEvent.clear(within(dialog).getByLabelText('Reason'));
    await app.userEvent.type(within(dialog).getByLabelText('Reason'), 'Counterfeit goods reported');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Suspend store' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST /api/admin/ecommerce/stores/7/suspend')).toHaveLength(1),
    );
    expect(app.api.callsTo('POST /api/admin/ecommerce/stores/7/suspend')[0]!.body).toEqual({
      reason: 'Counterfeit goods reported',
    });

    await app.userEvent.selectOptions(screen.getByLabelText('Suspension'), 'true');
    expect(await within(table).findByText('Chargebacks')).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/admin/ecommerce/stores').at(-1)!.url.searchParams.get('suspended')).toBe(
      'true',
    );
    await app.userEvent.click(within(table).getByRole('button', { name: 'Reactivate Bad Deals' }));
    await app.userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reactivate' }),
    );
    await waitFor(() =>
      expect(app.api.callsTo('POST /api/admin/ecommerce/stores/9/reactivate')).toHaveLength(1),
    );
  });
});

const setting = (key: string, over: Partial<Setting>): Setting => ({
  key,
  label: key,
  description: '',
  group: key.startsWith('payments') ? 'Payments' : 'Commerce',
  type: 'int',
  env: key.toUpperCase(),
  options: null,
  min: 0,
  max: 100_000_000,
  value: null,
  is_set: false,
  source: 'default',
  updated_at: null,
  updated_by_name: null,
  ...over,
});
const settingsBody = (provider: 'test' | 'stripe', secretSet: boolean) => ({
  status: 'success',
  settings: [
    setting('payments.provider', {
      label: 'Payment provider',
      type: 'enum',
      options: ['test', 'stripe'],
      value: provider,
    }),
    setting('payments.stripe_secret_key', { label: 'Stripe secret key', type: 'secret', is_set: secretSet }),
    setting('payments.stripe_publishable_key', {
      label: 'Stripe publishable key',
      type: 'text',
      value: null,
    }),
    setting('payments.stripe_webhook_secret', { label: 'Stripe webhook secret', type: 'secret' }),
    setting('commerce.default_tax_rate_bps', { max: 10_000, value: 875 }),
    setting('commerce.default_shipping_cents', { value: 999 }),
    setting('commerce.free_shipping_threshold_cents', { value: 10_000 }),
    setting('commerce.platform_fee_bps', { max: 10_000, value: 250, source: 'override' }),
  ],
  provider_in_effect: provider === 'stripe' && secretSet ? 'stripe' : 'test',
  defaults: {
    tax_rate_bps: 875,
    shipping_cents: 999,
    free_shipping_threshold_cents: 10_000,
    platform_fee_bps: 250,
  },
});

describe('/admin/ecommerce-settings', () => {
  it('shows the defaults in % and $ and sends basis points, cents and only the changed values', async () => {
    const app = renderApp('/admin/ecommerce-settings', {
      as: 'admin',
      routes: {
        'GET /api/admin/ecommerce/settings': { body: settingsBody('test', false) },
        'PATCH /api/admin/ecommerce/settings': { body: settingsBody('stripe', true) },
      },
    });
    const tax = await screen.findByLabelText('Default tax rate (%)', {}, { timeout: 5000 });
    expect(tax).toHaveValue('8.75');
    expect(screen.getByLabelText('Default shipping ($)')).toHaveValue('9.99');
    expect(screen.getByLabelText('Free shipping from ($)')).toHaveValue('100.00');
    expect(screen.getByLabelText('Platform fee (%)')).toHaveValue('2.5');
    expect(screen.getByLabelText('Stripe secret key')).toHaveValue('');
    expect(screen.getAllByText('Not set').length).toBeGreaterThan(0);

    await app.userEvent.click(screen.getByRole('radio', { name: /^Stripe/ }));
    expect(
      screen.getByText('Set the Stripe secret key below, or checkout stays in test mode.'),
    ).toBeInTheDocument();
    await app.userEvent.type(screen.getByLabelText('Stripe secret key'), 'sk_test_abcdefghij12345');
    await app.userEvent.clear(tax);
    await app.userEvent.type(tax, '7.5');
    await app.userEvent.clear(screen.getByLabelText('Default shipping ($)'));
    await app.userEvent.type(screen.getByLabelText('Default shipping ($)'), '4.95');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(app.api.callsTo('PATCH /api/admin/ecommerce/settings')).toHaveLength(1));
    expect(app.api.callsTo('PATCH /api/admin/ecommerce/settings')[0]!.body).toEqual({
      values: {
        'payments.provider': 'stripe',
        'payments.stripe_secret_key': 'sk_test_abcdefghij12345',
        'commerce.default_tax_rate_bps': 750,
        'commerce.default_shipping_cents': 495,
      },
    });
    expect(await screen.findByText('Payments go through Stripe')).toBeInTheDocument();
    expect(screen.getByLabelText('Stripe secret key')).toHaveValue('');
  });

  it('refuses a key pasted into the wrong field before sending', async () => {
    const app = renderApp('/admin/ecommerce-settings', {
      as: 'admin',
      routes: { 'GET /api/admin/ecommerce/settings': { body: settingsBody('test', false) } },
    });
    await app.userEvent.type(
      await screen.findByLabelText('Stripe secret key', {}, { timeout: 5000 }),
      'pk_test_abcdefghij12345',
    );
    await app.userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a key like sk_test_…')).toBeInTheDocument();
    expect(app.api.callsTo('PATCH /api/admin/ecommerce/settings')).toHaveLength(0);
  });
});

describe('/admin/ecommerce-dashboard', () => {
  it('shows totals that are the sums of the day rows', async () => {
    const series = [
      {
        date: '2026-11-23',
        orders: 3,
        gmv_cents: 12_000,
        refunds_cents: 0,
        net_cents: 12_000,
        new_customers: 2,
      },
      {
        date: '2026-11-24',
        orders: 1,
        gmv_cents: 4_999,
        refunds_cents: 2_000,
        net_cents: 2_999,
        new_customers: 1,
      },
      {
        date: '2026-11-25',
        orders: 2,
        gmv_cents: 7_501,
        refunds_cents: 0,
        net_cents: 7_501,
        new_customers: 0,
      },
    ];
    const data: AdminCommerceDashboardResponse = {
      status: 'success',
      range: { from: '2026-11-23', to: '2026-11-25', days: 3 },
      series,
      totals: { orders: 6, gmv_cents: 24_500, refunds_cents: 2_000, net_cents: 22_500, new_customers: 3 },
      average_order_value_cents: 4_083,
      top_stores: [
        { store_id: 7, store_name: 'Casey Fit Shop', orders: 4, gmv_cents: 17_000 },
        { store_id: 9, store_name: 'Bloom & Co', orders: 2, gmv_cents: 7_500 },
      ],
    };
    renderApp('/admin/ecommerce-dashboard', {
      as: 'admin',
      routes: { 'GET /api/admin/ecommerce/dashboard': { body: data } },
    });
    const table = await screen.findByRole('table', { name: 'Platform sales per day' }, { timeout: 5000 });
    const footer = within(within(table).getAllByRole('row').at(-1)!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(footer).toEqual(['6', '$245.00', '$20.00', '$225.00', '3']);
    expect(screen.getByText('GMV', { selector: 'p' }).closest('div.p-4')).toHaveTextContent('$245.00');
    expect(screen.getByText('Average order', { selector: 'p' }).closest('div.p-4')).toHaveTextContent(
      '$40.83',
    );
    const stores = screen.getByRole('table', { name: 'Top stores by GMV' });
    expect(within(stores).getByRole('link', { name: 'Casey Fit Shop' })).toHaveAttribute('href', '/store/7');
    expect(
      within(within(stores).getAllByRole('row').at(-1)!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '$245.00']);
  });
});
