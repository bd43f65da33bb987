import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { categoriesBody, service, servicesBody, uuid } from '../testing/fixtures';
import { draftOfService, serviceInputOf } from './service-form';

const LIST = 'GET /api/marketplace/specialists/me/services';
const CREATE = 'POST /api/marketplace/specialists/me/services';
const one = service();
const PATCH = `PATCH /api/marketplace/specialists/me/services/${one.id}`;

describe('serviceInputOf', () => {
  it('turns dollars into exact integer cents', () => {
    const draft = { ...draftOfService(null), name: 'Reiki', price: '0.29' };
    expect(serviceInputOf(draft, 0)).toMatchObject({ ok: true, input: { price_cents: 29 } });
    expect(serviceInputOf({ ...draft, price: '1,234.5' }, 0)).toMatchObject({
      ok: true,
      input: { price_cents: 123_450 },
    });
    expect(serviceInputOf({ ...draft, price: '12.345' }, 0)).toMatchObject({
      ok: false,
      errors: { price_cents: 'Use an amount like 9.99' },
    });
    expect(serviceInputOf({ ...draft, duration_minutes: '3' }, 0)).toMatchObject({
      ok: false,
      errors: { duration_minutes: 'A session lasts at least 5 minutes' },
    });
  });
});

describe('specialist services', () => {
  it('invites creating the first service and posts the price in exact cents', async () => {
    let created: unknown[] = [];
    const app = renderApp('/specialist/services', {
      as: 'specialist',
      routes: {
        [LIST]: () => servicesBody(created as never),
        'GET /api/marketplace/categories': categoriesBody(),
        [CREATE]: (req) => {
          created = [service({ id: uuid(12), name: 'Reiki session', price_cents: 4_999 })];
          return {
            status: 201,
            body: { status: 'success', service: { ...created[0]!, ...(req.body as object) } },
          };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Services' })).toBeInTheDocument();
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Add a service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a service' });
    await app.userEvent.type(within(dialog).getByLabelText('Name'), '  Reiki session ');
    await app.userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Massage');
    await app.userEvent.type(within(dialog).getByLabelText('Price'), '49.99');
    const duration = within(dialog).getByLabelText('Duration (minutes)');
    await app.userEvent.clear(duration);
    await app.userEvent.type(duration, '45');
    await app.userEvent.selectOptions(within(dialog).getByLabelText('Where'), 'In person');
    const after = within(dialog).getByLabelText('Buffer after (minutes)');
    await app.userEvent.clear(after);
    await app.userEvent.type(after, '15');
    await app.userEvent.click(within(dialog).getByLabelText(/Requires my confirmation/));
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Create service' }));

    await waitFor(() => expect(app.api.callsTo(CREATE)).toHaveLength(1));
    expect(app.api.callsTo(CREATE)[0]!.body).toEqual({
      name: 'Reiki session',
      category_id: uuid(41),
      description: '',
      duration_minutes: 45,
      price_cents: 4_999,
      currency: 'USD',
      mode: 'in_person',
      buffer_before_minutes: 0,
      buffer_after_minutes: 15,
      requires_confirmation: true,
      active: true,
      sort: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = await screen.findByRole('list', { name: 'Services' });
    expect(within(list).getByText('Reiki session')).toBeInTheDocument();
  });

  it('keeps its heading when the list cannot be loaded', async () => {
    renderApp('/specialist/services', {
      as: 'specialist',
      routes: {
        [LIST]: {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'Specialist not found' },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Services' })).toBeInTheDocument();
    expect(await screen.findByText('Your services could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Specialist not found')).toBeInTheDocument();
  });

  it('refuses an invalid form without sending it', async () => {
    const app = renderApp('/specialist/services', {
      as: 'specialist',
      routes: { [LIST]: servicesBody([]), 'GET /api/marketplace/categories': categoriesBody() },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Add a service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a service' });
    await app.userEvent.type(within(dialog).getByLabelText('Price'), '49.999');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Create service' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Use an amount like 9.99')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
    expect(app.api.callsTo(CREATE)).toHaveLength(0);
  });

  it('lists a service and edits it', async () => {
    const app = renderApp('/specialist/services', {
      as: 'specialist',
      routes: {
        [LIST]: servicesBody([one]),
        'GET /api/marketplace/categories': categoriesBody(),
        [PATCH]: (req) => ({ body: { status: 'success', service: { ...one, ...(req.body as object) } } }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Services' });
    expect(within(list).getByText('Deep tissue massage')).toBeInTheDocument();
    expect(within(list).getByText('$85.00')).toBeInTheDocument();
    expect(within(list).getByText('In person')).toBeInTheDocument();
    expect(within(list).getByText('Buffers 0 min before, 10 min after')).toBeInTheDocument();

    await app.userEvent.click(within(list).getByRole('button', { name: 'Edit Deep tissue massage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Deep tissue massage”' });
    const price = within(dialog).getByLabelText('Price');
    expect(price).toHaveValue('85.00');
    await app.userEvent.clear(price);
    await app.userEvent.type(price, '90.10');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo(PATCH)).toHaveLength(1));
    expect(app.api.callsTo(PATCH)[0]!.body).toMatchObject({
      name: 'Deep tissue massage',
      price_cents: 9_010,
      duration_minutes: 50,
      buffer_after_minutes: 10,
      requires_confirmation: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('switches a service off and deletes one after confirming', async () => {
    const DELETE = `DELETE /api/marketplace/specialists/me/services/${one.id}`;
    const app = renderApp('/specialist/services', {
      as: 'specialist',
      routes: {
        [LIST]: servicesBody([one]),
        [PATCH]: { body: { status: 'success', service: { ...one, active: false } } },
        [DELETE]: { body: { status: 'success', deleted: true } },
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Active: Deep tissue massage' });
    expect(toggle).toBeChecked();
    await app.userEvent.click(toggle);
    await waitFor(() => expect(app.api.callsTo(PATCH)).toHaveLength(1));
    expect(app.api.callsTo(PATCH)[0]!.body).toEqual({ active: false });

    await app.userEvent.click(screen.getByRole('button', { name: 'Delete Deep tissue massage' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Deep tissue massage”?' });
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.api.callsTo(DELETE)).toHaveLength(1));
  });
});
