import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { ownerStore, product, productPage } from '../../testing/fixtures';

const store = { body: { status: 'success', store: ownerStore(), setup: [] } };

describe('/client/products (the owner’s store)', () => {
  it('lists the own store’s products and deletes a selection after a confirm naming the count', async () => {
    const [a, b] = [product({ title: 'Credit Workbook' }), product({ title: 'Budget Planner' })];
    const app = renderApp('/client/products', {
      as: 'client',
      routes: {
        'GET /api/ecommerce/my-store': store,
        'GET /api/ecommerce/my-store/products': productPage([a, b]),
        'POST /api/ecommerce/my-store/products/bulk': {
          body: { status: 'success', affected: 2, message: '2 products deleted' },
        },
      },
    });
    expect(await screen.findByText('Credit Workbook')).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/admin/ecommerce/products')).toHaveLength(0);

    await app.userEvent.click(screen.getByRole('checkbox', { name: 'Select every product on this page' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 products selected')).toBeInTheDocument();
    await app.userEvent.selectOptions(within(bar).getByLabelText('Bulk action'), 'delete');
    await app.userEvent.click(within(bar).getByRole('button', { name: 'Delete selected' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete 2 products?')).toBeInTheDocument();
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 products' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST /api/ecommerce/my-store/products/bulk')).toHaveLength(1),
    );
    expect(app.api.callsTo('POST /api/ecommerce/my-store/products/bulk')[0]!.body).toEqual({
      ids: [a.id, b.id],
      action: 'delete',
    });
  });

  it('names the count when repricing one product, and sends the percentage', async () => {
    const a = product({ title: 'Credit Workbook' });
    const app = renderApp('/client/products', {
      as: 'client',
      routes: {
        'GET /api/ecommerce/my-store': store,
        'GET /api/ecommerce/my-store/products': productPage([a, product()]),
        'POST /api/ecommerce/my-store/products/bulk': {
          body: { status: 'success', affected: 1, message: 'Done' },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('checkbox', { name: 'Select Credit Workbook' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await app.userEvent.selectOptions(within(bar).getByLabelText('Bulk action'), 'adjust_price_percent');
    await app.userEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(within(bar).getByText('Enter a percentage like 10 or -15')).toBeInTheDocument();
    await app.userEvent.type(within(bar).getByLabelText('Change (%)'), '-15');
    await app.userEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Lower the price of 1 product by 15 %?')).toBeInTheDocument();
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Reprice 1 product' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST /api/ecommerce/my-store/products/bulk')[0]?.body).toEqual({
        ids: [a.id],
        action: 'adjust_price_percent',
        percent: -15,
      }),
    );
  });

  it('sends search, status, category and sort to the server', async () => {
    const app = renderApp('/client/products', {
      as: 'client',
      routes: {
        'GET /api/ecommerce/my-store': store,
        'GET /api/ecommerce/my-store/products': productPage([product({ title: 'Credit Workbook' })]),
      },
    });
    await screen.findByText('Credit Workbook');
    await app.userEvent.selectOptions(screen.getByLabelText('Status'), 'archived');
    await app.userEvent.selectOptions(screen.getByLabelText('Category'), 'Courses');
    await app.userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    await app.userEvent.type(screen.getByLabelText('Search products'), 'planner');
    await waitFor(() => {
      const last = app.api.callsTo('GET /api/ecommerce/my-store/products').at(-1)!.url.searchParams;
      expect(Object.fromEntries(last)).toEqual({
        q: 'planner',
        status: 'archived',
        category: 'Courses',
        sort: 'price_desc',
        page: '1',
        per_page: '25',
      });
    });
    expect(app.location()).toContain('status=archived');
  });

  it('points an owner without a store to /my-store', async () => {
    renderApp('/client/products', {
      as: 'client',
      routes: { 'GET /api/ecommerce/my-store': { body: { status: 'success', store: null, setup: [] } } },
    });
    expect(await screen.findByRole('heading', { name: 'Open your store first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up my store' })).toHaveAttribute('href', '/my-store');
  });
});

describe('/client/products editor', () => {
  it('sends dollars as integer cents and shows the server’s duplicate-SKU error on the SKU field', async () => {
    const app = renderApp('/client/products?product=new', {
      as: 'client',
      routes: {
        'GET /api/ecommerce/my-store': store,
        'GET /api/ecommerce/my-store/products': productPage([]),
        'POST /api/ecommerce/my-store/products': {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            message: 'A product with this SKU already exists',
            details: { errors: { sku: 'SKU WB-1 is already used by Credit Workbook' } },
          },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add product' });
    const $ = within(dialog);
    await app.userEvent.type($.getByLabelText('Title'), 'Deluxe Workbook');
    await app.userEvent.type($.getByLabelText('Price ($)'), '1,299.5');
    await app.userEvent.type($.getByLabelText('Compare-at price ($)'), 'abc');
    await app.userEvent.type($.getByLabelText('SKU'), 'WB-1');
    await app.userEvent.click($.getByRole('button', { name: 'Create product' }));
    expect(await $.findByText('Enter an amount like 19.99')).toBeInTheDocument();
    expect(app.api.callsTo('POST /api/ecommerce/my-store/products')).toHaveLength(0);

    await app.userEvent.clear($.getByLabelText('Compare-at price ($)'));
    await app.userEvent.type($.getByLabelText('Compare-at price ($)'), '1500');
    await app.userEvent.click($.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(app.api.callsTo('POST /api/ecommerce/my-store/products')).toHaveLength(1));
    const call = app.api.callsTo('POST /api/ecommerce/my-store/products')[0]!;
    expect(call.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(call.body).toMatchObject({
      title: 'Deluxe Workbook',
      price_cents: 129950,
      compare_at_cents: 150000,
      sku: 'WB-1',
      variants: [],
    });
    expect(await $.findByText('SKU WB-1 is already used by Credit Workbook')).toBeInTheDocument();
    expect($.getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/admin/ecommerce/products (every store)', () => {
  it('reads the admin API with the store filter and offers no editing', async () => {
    const app = renderApp('/admin/ecommerce/products', {
      as: 'admin',
      routes: {
        'GET /api/admin/ecommerce/stores': {
          body: {
            status: 'success',
            total: 1,
            page: 1,
            per_page: 100,
            stores: [
              {
                id: 7,
                slug: 'casey-shop',
                store_name: 'Casey Shop',
                status: 'live',
                suspended: false,
                suspended_reason: null,
                suspended_at: null,
                owner_id: 'u1',
                owner_name: 'Casey Client',
                owner_email: 'client@fundpath.test',
                product_count: 1,
                active_product_count: 1,
                created_at: '2026-10-01T10:00:00.000Z',
              },
            ],
          },
        },
        'GET /api/admin/ecommerce/products': {
          body: {
            status: 'success',
            total: 1,
            page: 1,
            per_page: 25,
            products: [
              {
                id: '00000000-0000-4000-8000-000000000077',
                store_id: 7,
                store_name: 'Casey Shop',
                title: 'Credit Workbook',
                sku: 'WB-1',
                price_cents: 1999,
                track_inventory: true,
                inventory_quantity: 3,
                status: 'active',
                categories: [],
                thumb_url: null,
                updated_at: '2026-10-02T10:00:00.000Z',
              },
            ],
          },
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Credit Workbook' })).toHaveAttribute(
      'href',
      '/store/7/product/00000000-0000-4000-8000-000000000077',
    );
    expect(screen.getByText('Low stock · 3 left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await app.userEvent.selectOptions(await screen.findByLabelText('Store'), '7');
    await waitFor(() =>
      expect(
        app.api.callsTo('GET /api/admin/ecommerce/products').at(-1)!.url.searchParams.get('store_id'),
      ).toBe('7'),
    );
    expect(app.api.callsTo('GET /api/ecommerce/my-store/products')).toHaveLength(0);
  });
});
