import type { Order } from '@fundpath/contracts/ecommerce';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/factories';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const ORDER_ID = '00000000-0000-4000-8000-000000000900';
const order: Order = {
  id: ORDER_ID,
  number: 'FP-10042',
  store_id: 7,
  store_name: 'Casey Shop',
  email: 'cal@example.com',
  customer_name: 'Cal Customer',
  phone: null,
  shipping_address: {
    name: 'Cal Customer',
    line1: '1 Main St',
    line2: '',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
  },
  currency: 'USD',
  subtotal_cents: 4000,
  shipping_cents: 999,
  tax_cents: 350,
  total_cents: 5349,
  refunded_cents: 0,
  status: 'fulfilled',
  payment_status: 'succeeded',
  payment_provider: 'test',
  card_brand: 'visa',
  card_last4: '4242',
  payment_failure: null,
  carrier: 'USPS',
  tracking_number: '9400100000000000000000',
  lines: [
    {
      id: '00000000-0000-4000-8000-000000000901',
      product_id: null,
      variant_id: null,
      title: 'Credit Workbook',
      variant_title: 'Spiral bound',
      sku: 'WB-1',
      image_url: null,
      unit_price_cents: 2000,
      quantity: 2,
      line_total_cents: 4000,
      restocked_quantity: 0,
    },
  ],
  events: [
    {
      id: 1,
      type: 'placed',
      message: 'Order placed',
      actor_name: null,
      created_at: '2026-10-03T10:00:00.000Z',
    },
    {
      id: 2,
      type: 'fulfilled',
      message: 'Shipped with USPS',
      actor_name: 'Casey Client',
      created_at: '2026-10-04T10:00:00.000Z',
    },
  ],
  paid_at: '2026-10-03T10:00:05.000Z',
  fulfilled_at: '2026-10-04T10:00:00.000Z',
  delivered_at: null,
  cancelled_at: null,
  created_at: '2026-10-03T10:00:00.000Z',
};
const orderList = ok({
  total: 1,
  page: 1,
  per_page: 10,
  orders: [
    {
      id: ORDER_ID,
      number: 'FP-10042',
      store_id: 7,
      store_name: 'Casey Shop',
      email: 'cal@example.com',
      customer_name: 'Cal Customer',
      total_cents: 5349,
      refunded_cents: 0,
      status: 'fulfilled',
      payment_status: 'succeeded',
      item_count: 2,
      tracking_number: '9400100000000000000000',
      created_at: '2026-10-03T10:00:00.000Z',
    },
  ],
});

describe('customer pages signed out', () => {
  it.each([
    ['/customer/dashboard', 'Sign in to see your account'],
    ['/customer/orders', 'Sign in to see your orders'],
    [`/customer/orders/${ORDER_ID}`, 'Sign in to see this order'],
    ['/customer/profile', 'Sign in to see your profile'],
  ])('%s asks to sign in and come back, and reads nothing', async (path, title) => {
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/customer/login?next=${encodeURIComponent(path)}`,
    );
    expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/customer/register?next=${encodeURIComponent(path)}`,
    );
    expect(app.api.calls.filter((c) => c.path.startsWith('/api/ecommerce/customer/'))).toEqual([]);
  });
});

describe('/customer/register', () => {
  it('creates the account, signs in and goes to `next`', async () => {
    const user = makeUser('customer', { display_name: 'Cal Customer', email: 'cal@example.com' });
    const app = renderApp('/customer/register?next=%2Fcustomer%2Forders', {
      routes: {
        'POST /api/ecommerce/customers/register': (req) => {
          // From now on the session is the new customer's.
          app.api.set(
            'GET /api/auth/current-user',
            ok({ user, impersonation: { is_impersonating: false, original_user_id: null } }),
          );
          app.api.set('GET /api/auth/roles', ok({ roles: ['customer'] }));
          return {
            status: 201,
            body: {
              status: 'success',
              user,
              message: `Welcome ${(req.body as { display_name: string }).display_name}`,
            },
          };
        },
        'GET /api/ecommerce/customer/orders': orderList,
      },
    });
    await screen.findByRole('heading', { name: 'Create your account' });
    await app.userEvent.type(screen.getByLabelText('Full name'), 'Cal Customer');
    await app.userEvent.type(screen.getByLabelText('E-mail'), 'cal@example.com');
    await app.userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await app.userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-2');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/ecommerce/customers/register')).toHaveLength(0);

    await app.userEvent.clear(screen.getByLabelText('Confirm password'));
    await app.userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.location()).toBe('/customer/orders'));
    expect(app.api.callsTo('POST /api/ecommerce/customers/register')[0]!.body).toEqual({
      display_name: 'Cal Customer',
      email: 'cal@example.com',
      password: 'long-enough-1',
    });
    expect(await screen.findByText('Order FP-10042')).toBeInTheDocument();
  });

  it('shows a taken e-mail on the field', async () => {
    const app = renderApp('/customer/register', {
      routes: {
        'POST /api/ecommerce/customers/register': {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            message: 'An account with this e-mail already exists',
            details: { errors: { email: 'An account with this e-mail already exists' } },
          },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Create your account' });
    await app.userEvent.type(screen.getByLabelText('Full name'), 'Cal Customer');
    await app.userEvent.type(screen.getByLabelText('E-mail'), 'cal@example.com');
    await app.userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await app.userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this e-mail already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('signed-in customer', () => {
  it('lists their orders and opens one read-only, with its timeline and tracking', async () => {
    const app = renderApp('/customer/orders', {
      as: 'customer',
      routes: {
        'GET /api/ecommerce/customer/orders': orderList,
        [`GET /api/ecommerce/customer/orders/${ORDER_ID}`]: ok({ order }),
      },
    });
    await app.userEvent.click(await screen.findByRole('link', { name: /Order FP-10042/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order FP-10042' })).toBeInTheDocument();
    expect(screen.getByText('Shipped with USPS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Track the parcel/ })).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    // Read-only: no staff actions, no staff names.
    expect(screen.queryByRole('group', { name: 'Order actions' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Casey Client/)).not.toBeInTheDocument();
    expect(screen.getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent('$53.49');
  });

  it('adds an address and makes another the default', async () => {
    const home = {
      id: '00000000-0000-4000-8000-000000000a01',
      label: 'Home',
      is_default: true,
      address: order.shipping_address,
    };
    const work = { ...home, id: '00000000-0000-4000-8000-000000000a02', label: 'Work', is_default: false };
    const app = renderApp('/customer/profile', {
      as: 'customer',
      routes: {
        'GET /api/account/profile': ok({
          profile: {
            id: 'u1',
            display_name: 'Cal Customer',
            email: 'cal@example.com',
            role: 'customer',
            created_at: '2026-01-01T00:00:00.000Z',
          },
        }),
        'GET /api/ecommerce/customer/addresses': ok({ addresses: [home, work] }),
        'POST /api/ecommerce/customer/addresses': { status: 201, body: { status: 'success', address: work } },
        [`PATCH /api/ecommerce/customer/addresses/${work.id}`]: ok({
          address: { ...work, is_default: true },
        }),
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Make default: Work' }));
    await waitFor(() =>
      expect(app.api.callsTo(`PATCH /api/ecommerce/customer/addresses/${work.id}`)[0]?.body).toEqual({
        is_default: true,
      }),
    );

    await app.userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    const $ = within(dialog);
    await app.userEvent.type($.getByLabelText('Recipient'), 'Cal Customer');
    await app.userEvent.type($.getByLabelText('Street address'), '9 Elm St');
    await app.userEvent.type($.getByLabelText('City'), 'Dallas');
    await app.userEvent.type($.getByLabelText('State'), 'TX');
    await app.userEvent.type($.getByLabelText('Postal code'), 'x');
    await app.userEvent.click($.getByRole('button', { name: 'Add address' }));
    expect(await $.findByText('Enter a valid postal code')).toBeInTheDocument();
    await app.userEvent.clear($.getByLabelText('Postal code'));
    await app.userEvent.type($.getByLabelText('Postal code'), '75201');
    await app.userEvent.click($.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(app.api.callsTo('POST /api/ecommerce/customer/addresses')).toHaveLength(1));
    const call = app.api.callsTo('POST /api/ecommerce/customer/addresses')[0]!;
    expect(call.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(call.body).toEqual({
      label: '',
      is_default: false,
      address: {
        name: 'Cal Customer',
        line1: '9 Elm St',
        line2: '',
        city: 'Dallas',
        state: 'TX',
        postal_code: '75201',
        country: 'US',
      },
    });
  });
});
