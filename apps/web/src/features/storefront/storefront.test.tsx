import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestClient } from '@/lib/request';
import { ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { makeCart, makeCartItem, makeOrder, makeProduct, makeStore } from './testing/fixtures';

const store = makeStore();
const hoodie = makeProduct({
  title: 'Approved Hoodie',
  categories: ['Apparel'],
  variants: [
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000001',
      title: 'S',
      price_cents: 5_400,
      sku: null,
      track_inventory: true,
      inventory_quantity: 0,
      available: 0,
    },
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000002',
      title: 'M',
      price_cents: 5_400,
      sku: null,
      track_inventory: true,
      inventory_quantity: 4,
      available: 4,
    },
  ],
});
const mug = makeProduct({ title: 'Trail Mug' });

const storeRoutes = (overrides: Partial<typeof store> = {}) => ({
  'GET /api/ecommerce/store/by-domain': ok({
    store: { ...store, ...overrides },
    client: { id: 'u1', display_name: 'Jordan' },
    message: 'Store found',
  }),
  'GET /api/ecommerce/stores/1/products': ok({
    products: [hoodie, mug],
    total: 2,
    page: 1,
    per_page: 24,
    categories: ['Apparel', 'Kitchen'],
  }),
  [`GET /api/ecommerce/stores/1/products/${hoodie.id}`]: ok({ product: hoodie }),
  'GET /api/ecommerce/cart/1': { body: makeCart([]) },
  'GET /api/ecommerce/checkout/config': ok({ provider: 'test', publishable_key: null }),
});

afterEach(() => {
  // The request layer's breakers outlive a test: failures staged here must not open them for the next.
  requestClient.resetBreaker('POST /api/ecommerce/checkout');
  requestClient.resetBreaker('POST /api/ecommerce/cart');
});

describe('store shell and home', () => {
  it('wears the store, lists its products and carries ?store= on every storefront link', async () => {
    const { api } = renderApp('/store/1?store=summit-goods', {
      routes: { ...storeRoutes(), 'GET /api/ecommerce/storefront/branding': ok({ store }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summit Goods' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Trail Mug/ })).toHaveAttribute(
      'href',
      `/store/1/product/${mug.id}?store=summit-goods`,
    );
    const nav = screen.getByRole('navigation', { name: 'Store' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/store/1/products?store=summit-goods',
    );
    expect(screen.getByRole('link', { name: /^Cart, 0 items/ })).toHaveAttribute(
      'href',
      '/store/1/cart?store=summit-goods',
    );
    expect(screen.getByRole('link', { name: 'Apparel' })).toHaveAttribute(
      'href',
      '/store/1/products?store=summit-goods&category=Apparel',
    );
    expect(api.callsTo('GET /api/ecommerce/storefront/branding')[0]?.url.searchParams.get('store')).toBe(
      'summit-goods',
    );
    expect(api.callsTo('GET /api/ecommerce/store/by-domain')[0]?.url.searchParams.get('store_id')).toBe('1');
  });

  it('says "Failed to load store branding" when the slug’s branding fails, and keeps the store', async () => {
    renderApp('/store/1?store=summit-goods', {
      routes: {
        ...storeRoutes(),
        'GET /api/ecommerce/storefront/branding': {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'Store not found' },
        },
      },
    });
    expect(await screen.findByText('Failed to load store branding')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Summit Goods' })).toBeInTheDocument();
  });

  it('says "Failed to load theme" when the store cannot be read, and still lists the products', async () => {
    renderApp('/store/1', {
      routes: {
        ...storeRoutes(),
        'GET /api/ecommerce/store/by-domain': {
          status: 500,
          body: { status: 'error', code: 'INTERNAL', message: 'boom' },
        },
      },
    });
    expect(
      await screen.findByText('Failed to load theme', undefined, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Trail Mug/ })).toBeInTheDocument();
  });

  it('shows a friendly page for an unknown store', async () => {
    renderApp('/store/99', {
      routes: {
        'GET /api/ecommerce/store/by-domain': {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'Store not found' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this store' }),
    ).toBeInTheDocument();
  });

  it('closes checkout while the store is suspended', async () => {
    renderApp('/store/1/cart', {
      routes: {
        ...storeRoutes({ suspended: true }),
        'GET /api/ecommerce/cart/1': { body: makeCart([makeCartItem({ title: 'Mug' })]) },
      },
    });
    expect(await screen.findByText('This store is not taking orders right now')).toBeInTheDocument();
    expect(await screen.findByText(/checkout is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Check out' })).not.toBeInTheDocument();
  });
});

describe('add to cart', () => {
  it('adds the chosen variant and quantity (sold-out variants disabled) and updates the cart count', async () => {
    const { api, userEvent } = renderApp(`/store/1/product/${hoodie.id}`, {
      routes: {
        ...storeRoutes(),
        'POST /api/ecommerce/cart': {
          body: makeCart([makeCartItem({ title: 'Approved Hoodie', quantity: 2 })]),
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Approved Hoodie' });
    expect(screen.getByRole('radio', { name: /^S/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^M/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: /^Cart, 2 items/ })).toBeInTheDocument();
    expect(api.callsTo('POST /api/ecommerce/cart')[0]?.body).toEqual({
      store_id: 1,
      product_id: hoodie.id,
      variant_id: 'aaaaaaaa-0000-4000-8000-000000000002',
      quantity: 2,
    });
  });

  it('toasts "Failed to add item to cart" when the server refuses', async () => {
    const { userEvent } = renderApp(`/store/1/product/${hoodie.id}`, {
      routes: {
        ...storeRoutes(),
        'POST /api/ecommerce/cart': {
          status: 409,
          body: { status: 'error', code: 'CONFLICT', message: 'Approved Hoodie is out of stock' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Failed to add item to cart')).toBeInTheDocument();
    expect(await screen.findByText('Approved Hoodie is out of stock')).toBeInTheDocument();
  });

  it('toasts "Error adding to cart" when no answer comes, and tries only once', async () => {
    const { api, userEvent } = renderApp(`/store/1/product/${hoodie.id}`, {
      routes: {
        ...storeRoutes(),
        'POST /api/ecommerce/cart': () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Error adding to cart')).toBeInTheDocument();
    expect(api.callsTo('POST /api/ecommerce/cart')).toHaveLength(1);
  });
});

describe('checkout', () => {
  const cart = makeCart([makeCartItem({ title: 'Trail Mug', unit_price_cents: 2_400, quantity: 2 })]);

  async function fillCheckout(
    user: ReturnType<typeof renderApp>['userEvent'],
    cardNumber = '4000 0000 0000 0002',
  ) {
    await user.type(await screen.findByLabelText('E-mail'), 'sam@example.com');
    await user.type(screen.getByLabelText('Full name'), 'Sam Rivera');
    await user.type(screen.getByLabelText('Address'), '12 Market St');
    await user.type(screen.getByLabelText('City'), 'Denver');
    await user.type(screen.getByLabelText('State / province'), 'CO');
    await user.type(screen.getByLabelText('ZIP / postal code'), '80202');
    await user.type(await screen.findByLabelText('Card number'), cardNumber);
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
    await user.type(screen.getByLabelText('Security code'), '123');
  }

  it('shows a decline inline, keeps the form and the cart, and starts a new attempt after an edit', async () => {
    const { api, userEvent } = renderApp('/store/1/checkout', {
      routes: {
        ...storeRoutes(),
        'GET /api/ecommerce/cart/1': { body: cart },
        'POST /api/ecommerce/checkout': {
          status: 402,
          body: { status: 'error', code: 'PAYMENT_DECLINED', message: 'Your card was declined.' },
        },
      },
    });
    await fillCheckout(userEvent);
    await userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getAllByText('Trail Mug').length).toBeGreaterThan(0);
    const first = api.callsTo('POST /api/ecommerce/checkout')[0]!;
    expect(first.body).toMatchObject({
      store_id: 1,
      email: 'sam@example.com',
      expected_total_cents: cart.total_cents,
      shipping_address: { name: 'Sam Rivera', city: 'Denver', postal_code: '80202', country: 'US' },
      payment: { card_number: '4000000000000002', exp_month: 12, exp_year: 2040, cvc: '123' },
    });

    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '4000 0000 0000 9995');
    await userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(api.callsTo('POST /api/ecommerce/checkout')).toHaveLength(2));
    const second = api.callsTo('POST /api/ecommerce/checkout')[1]!;
    expect(second.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
  });

  it('retries an unanswered attempt with the same Idempotency-Key and lands on the confirmation', async () => {
    const order = makeOrder();
    let calls = 0;
    const { api, userEvent, location } = renderApp('/store/1/checkout?store=summit-goods', {
      routes: {
        ...storeRoutes(),
        'GET /api/ecommerce/storefront/branding': ok({ store }),
        'GET /api/ecommerce/cart/1': { body: cart },
        // The first click's attempts (the request layer tries three times) get no answer.
        'POST /api/ecommerce/checkout': () => {
          calls += 1;
          if (calls <= 3) return Promise.reject(new TypeError('Failed to fetch'));
          return Promise.resolve({
            status: 201,
            body: {
              status: 'success',
              order,
              access_key: 'k'.repeat(43),
              client_secret: null,
              message: 'Order placed',
            },
          });
        },
        [`GET /api/ecommerce/orders/${order.id}`]: ok({ order }),
      },
    });
    await fillCheckout(userEvent, '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(
      await screen.findByText(/you will not be charged twice/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Sam!' })).toBeInTheDocument();
    const keys = api.callsTo('POST /api/ecommerce/checkout').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(location()).toBe(
      `/store/1/order-confirmation/${order.id}?store=summit-goods&key=${'k'.repeat(43)}`,
    );
  }, 30_000);

  it('lists what changed on a 409 and shows the fresh cart', async () => {
    const fresh = makeCart([{ ...cart.cart_items[0]!, unit_price_cents: 2_600, line_total_cents: 5_200 }]);
    const { userEvent } = renderApp('/store/1/checkout', {
      routes: {
        ...storeRoutes(),
        'GET /api/ecommerce/cart/1': { body: cart },
        'POST /api/ecommerce/checkout': {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            message: 'Prices changed since you opened your cart.',
            details: { cart: fresh },
          },
        },
      },
    });
    await fillCheckout(userEvent, '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Trail Mug is now $26.00 (was $24.00).')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Pay $${(fresh.total_cents / 100).toFixed(2)}` }),
    ).toBeInTheDocument();
  });
});

describe('order confirmation', () => {
  it('asks for a lookup when the link has no valid key', async () => {
    renderApp('/store/1/order-confirmation/11111111-1111-4111-8111-111111111111', {
      routes: storeRoutes(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/store/1/track-order',
    );
  });
});
