import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { ownerStore } from '../../testing/fixtures';

const page = (customers: unknown[]) => ({
  body: { status: 'success', total: customers.length, page: 1, per_page: 25, customers },
});
const customers = page([
  {
    email: 'bea@example.com',
    name: 'Bea Buyer',
    customer_id: null,
    orders: 3,
    spent_cents: 12345,
    refunded_cents: 0,
    first_order_at: '2026-09-03T10:00:00.000Z',
    last_order_at: '2026-10-03T10:00:00.000Z',
  },
]);
const adminCustomers = page([
  {
    key: 'guest:bea@example.com',
    kind: 'guest',
    user_id: null,
    name: 'Bea Buyer',
    email: 'bea@example.com',
    orders: 3,
    spent_cents: 12345,
    stores: [{ store_id: 7, store_name: 'Casey Shop' }],
    last_order_at: '2026-10-03T10:00:00.000Z',
    created_at: null,
  },
]);

describe('customers', () => {
  it('lists the owner’s buyers and links to their orders', async () => {
    const app = renderApp('/client/customers', {
      as: 'client',
      routes: {
        'GET /api/ecommerce/my-store': { body: { status: 'success', store: ownerStore(), setup: [] } },
        'GET /api/ecommerce/my-store/customers': customers,
      },
    });
    expect(await screen.findByText('Bea Buyer')).toBeInTheDocument();
    expect(screen.getByText('$123.45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 orders of Bea Buyer' })).toHaveAttribute(
      'href',
      '/client/orders?q=bea%40example.com',
    );
    await app.userEvent.type(screen.getByLabelText('Search customers'), 'bea');
    await waitFor(() =>
      expect(app.api.callsTo('GET /api/ecommerce/my-store/customers').at(-1)!.url.searchParams.get('q')).toBe(
        'bea',
      ),
    );
  });

  it('asks a signed-out visitor to sign in and loads nothing', async () => {
    const app = renderApp('/client/customers');
    expect(await screen.findByRole('heading', { name: 'Sign in to see your store' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fclient%2Fcustomers',
    );
    expect(app.api.callsTo('GET /api/ecommerce/my-store/customers')).toHaveLength(0);
  });

  it('reads every store’s buyers on the admin screen', async () => {
    const app = renderApp('/admin/ecommerce/customers', {
      as: 'admin',
      routes: {
        'GET /api/admin/ecommerce/customers': adminCustomers,
      },
    });
    expect(await screen.findByRole('link', { name: '3 orders of Bea Buyer' })).toHaveAttribute(
      'href',
      '/admin/ecommerce/orders?q=bea%40example.com',
    );
    expect(screen.getByText('Casey Shop')).toBeInTheDocument();
    await app.userEvent.selectOptions(screen.getByLabelText('Kind'), 'guest');
    await waitFor(() =>
      expect(app.api.callsTo('GET /api/admin/ecommerce/customers').at(-1)!.url.searchParams.get('kind')).toBe(
        'guest',
      ),
    );
    expect(app.api.callsTo('GET /api/ecommerce/my-store/customers')).toHaveLength(0);
  });
});
