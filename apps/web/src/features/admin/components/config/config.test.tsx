import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

const base = {
  description: 'd',
  options: null,
  min: null,
  max: null,
  updated_at: null,
  updated_by_name: null,
};
const settings = [
  {
    ...base,
    key: 'ai.provider',
    label: 'Coach provider',
    group: 'AI coach',
    type: 'enum',
    env: 'AI_BASE_URL',
    options: ['builtin', 'openai'],
    value: 'builtin',
    is_set: true,
    source: 'environment',
  },
  {
    ...base,
    key: 'ai.base_url',
    label: 'Service URL',
    group: 'AI coach',
    type: 'url',
    env: 'AI_BASE_URL',
    value: null,
    is_set: false,
    source: 'default',
  },
  {
    ...base,
    key: 'ai.model',
    label: 'Model',
    group: 'AI coach',
    type: 'text',
    env: 'AI_MODEL',
    value: 'gpt-4o-mini',
    is_set: true,
    source: 'override',
    updated_at: '2026-11-20T10:00:00.000Z',
    updated_by_name: 'Ada Admin',
  },
  {
    ...base,
    key: 'ai.api_key',
    label: 'API key',
    group: 'AI coach',
    type: 'secret',
    env: 'AI_API_KEY',
    value: null,
    is_set: true,
    source: 'override',
  },
  {
    ...base,
    key: 'mail.from',
    label: 'Sender',
    group: 'Mail',
    type: 'email',
    env: 'MAIL_FROM',
    value: 'FundPath <no-reply@fundpath.test>',
    is_set: true,
    source: 'environment',
  },
];
const routes = {
  'GET /api/admin/config': { body: { status: 'success', settings } },
  'PUT /api/admin/config': { body: { status: 'success', settings } },
};

describe('/admin/config', () => {
  it('sends only what changed; a secret shows as set and is sent only when typed', async () => {
    const app = renderApp('/admin/config', { as: 'admin', routes });
    const form = await screen.findByRole('form', { name: 'AI coach settings' });
    expect(within(form).getByText('Set')).toBeInTheDocument();
    expect(within(form).getByLabelText('API key')).toHaveValue('');
    await app.userEvent.selectOptions(within(form).getByLabelText('Coach provider'), 'openai');
    await app.userEvent.type(within(form).getByLabelText('Service URL'), 'https://api.example.com/v1');
    await app.userEvent.click(within(form).getByRole('button', { name: 'Save ai coach settings' }));
    await waitFor(() => expect(app.api.callsTo('PUT /api/admin/config')).toHaveLength(1));
    expect(app.api.callsTo('PUT /api/admin/config')[0]!.body).toEqual({
      values: { 'ai.provider': 'openai', 'ai.base_url': 'https://api.example.com/v1' },
    });
  });

  it('checks a value before sending it, and resets an override after a confirm', async () => {
    const app = renderApp('/admin/config', { as: 'admin', routes });
    const mail = await screen.findByRole('form', { name: 'Mail settings' });
    const sender = within(mail).getByLabelText('Sender');
    await app.userEvent.clear(sender);
    await app.userEvent.type(sender, 'nobody');
    await app.userEvent.click(within(mail).getByRole('button', { name: 'Save mail settings' }));
    expect(await within(mail).findByText('Enter an address, or Name <address>')).toBeInTheDocument();
    expect(app.api.callsTo('PUT /api/admin/config')).toHaveLength(0);

    await app.userEvent.click(screen.getByRole('button', { name: 'Reset Model to the environment' }));
    await app.userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }),
    );
    await waitFor(() => expect(app.api.callsTo('PUT /api/admin/config')).toHaveLength(1));
    expect(app.api.callsTo('PUT /api/admin/config')[0]!.body).toEqual({ values: { 'ai.model': null } });
  });

  it('shows the Payments and Commerce groups and checks a Stripe key before sending it', async () => {
    const commerce = [
      ...settings,
      {
        ...base,
        key: 'payments.provider',
        label: 'Payment provider',
        group: 'Payments',
        type: 'enum',
        env: 'PAYMENTS_PROVIDER',
        options: ['test', 'stripe'],
        value: 'test',
        is_set: true,
        source: 'environment',
      },
      {
        ...base,
        key: 'payments.stripe_secret_key',
        label: 'Stripe secret key',
        group: 'Payments',
        type: 'secret',
        env: 'STRIPE_SECRET_KEY',
        value: null,
        is_set: false,
        source: 'default',
      },
      {
        ...base,
        key: 'commerce.default_tax_rate_bps',
        label: 'Default tax rate (basis points)',
        group: 'Commerce',
        type: 'int',
        env: 'COMMERCE_TAX_RATE_BPS',
        min: 0,
        max: 10000,
        value: 875,
        is_set: true,
        source: 'environment',
      },
    ];
    const app = renderApp('/admin/config', {
      as: 'admin',
      routes: { ...routes, 'GET /api/admin/config': { body: { status: 'success', settings: commerce } } },
    });
    const payments = await screen.findByRole('form', { name: 'Payments settings' });
    expect(within(payments).getByRole('option', { name: 'Test provider (no charges)' })).toBeInTheDocument();
    const key = within(payments).getByLabelText('Stripe secret key');
    expect(key).toHaveAttribute('type', 'password');
    await app.userEvent.type(key, 'pk_test_notasecretkey123');
    await app.userEvent.click(within(payments).getByRole('button', { name: 'Save payments settings' }));
    expect(await within(payments).findByText('Enter a key like sk_test_…')).toBeInTheDocument();
    expect(app.api.callsTo('PUT /api/admin/config')).toHaveLength(0);
    const commerceForm = screen.getByRole('form', { name: 'Commerce settings' });
    expect(within(commerceForm).getByLabelText('Default tax rate (basis points)')).toHaveValue(875);
  });

  it('tells staff without config.edit instead of loading anything', async () => {
    const app = renderApp('/admin/config', { as: makeUser('funding_team'), routes });
    expect(await screen.findByText("You can't change the configuration")).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/admin/config')).toHaveLength(0);
  });
});
