import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { order, orderPage, ownerStore } from '../../testing/fixtures';

const store = { body: { status: 'success', store: ownerStore(), setup: [] } };
const paid = order();
const ownerRoutes = (o = paid) => ({
  'GET /api/ecommerce/my-store': store,
  'GET /api/ecommerce/my-store/orders': orderPage([o]),
  [`GET /api/ecommerce/my-store/orders/${o.id}`]: { body: { status: 'success', order: o } },
});
const actionNames = () =>
  within(screen.getByRole('group', { name: 'Order actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('order detail actions', () => {
  it('offers the owner ship, refund and cancel on a paid order; delivered only after shipping', async () => {
    const shipped = order({ status: 'fulfilled', carrier: 'UPS', tracking_number: '1Z999' });
    const app = renderApp(`/client/orders?order=${paid.id}`, { as: 'client', routes: ownerRoutes() });
    const dialog = await screen.findByRole('dialog', { name: 'Order FP-10042' });
    await within(dialog).findByRole('group', { name: 'Order actions' });
    expect(actionNames()).toEqual(['Mark as shipped', 'Refund ($50.00 left)', 'Cancel order']);
    // The totals add up: 2 × $20.00 + shipping + tax.
    expect(within(dialog).getByText('Subtotal (2 items)').nextSibling).toHaveTextContent('$40.00');
    expect(within(dialog).getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent('$50.00');
    app.unmount();

    renderApp(`/client/orders?order=${shipped.id}`, { as: 'client', routes: ownerRoutes(shipped) });
    await screen.findByRole('group', { name: 'Order actions' });
    expect(actionNames()).toEqual(['Mark delivered', 'Refund ($50.00 left)']);
    expect(screen.getByRole('link', { name: /Track the parcel/ })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999',
    );
  });

  it('offers nothing on a cancelled order, and the admin refunds or cancels', async () => {
    const cancelled = order({ status: 'cancelled', payment_status: 'refunded', refunded_cents: 5000 });
    const app = renderApp(`/client/orders?order=${cancelled.id}`, {
      as: 'client',
      routes: ownerRoutes(cancelled),
    });
    await screen.findByRole('dialog', { name: 'Order FP-10042' });
    await screen.findByText('Timeline');
    expect(screen.queryByRole('group', { name: 'Order actions' })).not.toBeInTheDocument();
    app.unmount();

    const admin = renderApp(`/admin/ecommerce/orders?order=${paid.id}`, {
      as: 'admin',
      routes: {
        'GET /api/admin/ecommerce/stores': {
          body: { status: 'success', stores: [], total: 0, page: 1, per_page: 100 },
        },
        'GET /api/admin/ecommerce/orders': orderPage([paid]),
        [`GET /api/admin/ecommerce/orders/${paid.id}`]: { body: { status: 'success', order: paid } },
      },
    });
    await screen.findByRole('group', { name: 'Order actions' });
    expect(actionNames()).toEqual(['Refund ($50.00 left)', 'Cancel order']);
    expect(admin.api.callsTo('GET /api/ecommerce/my-store/orders')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Export CSV', hidden: true })).toHaveAttribute(
      'href',
      '/api/admin/ecommerce/exports/orders.csv',
    );
  });

  it('limits a partial refund to what is left and sends it in cents', async () => {
    const partly = order({ payment_status: 'partially_refunded', refunded_cents: 1500 });
    const refundKey = `POST /api/ecommerce/my-store/orders/${partly.id}/refund`;
    const app = renderApp(`/client/orders?order=${partly.id}`, {
      as: 'client',
      routes: {
        ...ownerRoutes(partly),
        [refundKey]: {
          body: {
            status: 'success',
            order: { ...partly, refunded_cents: 2500 },
            message: 'Partially refunded: $10.00',
          },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Refund ($35.00 left)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund FP-10042' });
    const $ = within(dialog);
    expect($.getByRole('button', { name: 'Refund $35.00' })).toBeInTheDocument();
    await app.userEvent.click($.getByLabelText('A partial amount'));
    await app.userEvent.type($.getByLabelText('Refund amount ($)'), '35.01');
    await app.userEvent.click($.getByRole('button', { name: 'Refund' }));
    expect($.getByText('At most $35.00, what is left to refund')).toBeInTheDocument();
    expect(app.api.callsTo(refundKey)).toHaveLength(0);

    await app.userEvent.clear($.getByLabelText('Refund amount ($)'));
    await app.userEvent.type($.getByLabelText('Refund amount ($)'), '10');
    await app.userEvent.type($.getByLabelText('Reason'), 'Damaged cover');
    await app.userEvent.click($.getByRole('button', { name: 'Refund $10.00' }));
    await waitFor(() => expect(app.api.callsTo(refundKey)).toHaveLength(1));
    expect(app.api.callsTo(refundKey)[0]!.body).toEqual({
      amount_cents: 1000,
      reason: 'Damaged cover',
      restock: false,
    });
  });

  it('ships with carrier and tracking number and explains a 409 from the server', async () => {
    const fulfilKey = `POST /api/ecommerce/my-store/orders/${paid.id}/fulfil`;
    const app = renderApp(`/client/orders?order=${paid.id}`, {
      as: 'client',
      routes: {
        ...ownerRoutes(),
        [fulfilKey]: {
          status: 409,
          body: { status: 'error', code: 'CONFLICT', message: 'This order was cancelled' },
        },
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark FP-10042 as shipped' });
    const $ = within(dialog);
    await app.userEvent.type($.getByLabelText('Carrier'), 'USPS');
    await app.userEvent.type($.getByLabelText('Tracking number'), '94001');
    await app.userEvent.click($.getByRole('checkbox', { name: /E-mail buyer@example.com/ }));
    await app.userEvent.click($.getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(app.api.callsTo(fulfilKey)).toHaveLength(1));
    expect(app.api.callsTo(fulfilKey)[0]!.body).toEqual({
      carrier: 'USPS',
      tracking_number: '94001',
      notify: false,
    });
    expect(await $.findByRole('alert')).toHaveTextContent(
      'This order was cancelled. The order has been refreshed',
    );
  });
});

describe('orders list', () => {
  it('sends search, status and dates to the owner API', async () => {
    const app = renderApp('/client/orders?q=buyer%40example.com', { as: 'client', routes: ownerRoutes() });
    expect(await screen.findByRole('button', { name: 'FP-10042' })).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/ecommerce/my-store/orders')[0]!.url.searchParams.get('q')).toBe(
      'buyer@example.com',
    );
    await app.userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    await app.userEvent.type(screen.getByLabelText('From'), '2026-10-01{Enter}');
    await waitFor(() => {
      const params = app.api.callsTo('GET /api/ecommerce/my-store/orders').at(-1)!.url.searchParams;
      expect(params.get('status')).toBe('paid');
      expect(params.get('from')).toBe('2026-10-01');
    });
    await app.userEvent.click(screen.getByRole('button', { name: 'FP-10042' }));
    expect(await screen.findByRole('dialog', { name: 'Order FP-10042' })).toBeInTheDocument();
  });
});
