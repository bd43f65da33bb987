import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { analytics, hub, orderList, orderSummary, ownerStore, setupItems } from './testing/fixtures';

const ownerRoutes = (store = ownerStore(), setup = setupItems()) => ({
  'GET /api/ecommerce/my-store': hub(store, setup),
  'GET /api/ecommerce/my-store/analytics': { body: analytics() },
  'GET /api/ecommerce/my-store/orders': orderList([orderSummary()]),
});

describe('/my-store hub', () => {
  it('renders the setup checklist from the server, with a way to fix each open item', async () => {
    renderApp('/my-store', {
      as: 'client',
      routes: ownerRoutes(ownerStore(), setupItems({ colors: true, payments: true })),
    });
    const checklist = (
      await screen.findByRole('heading', { name: 'Set up your store' }, { timeout: 5000 })
    ).closest('div.rounded-2xl') as HTMLElement;
    const list = within(checklist);
    expect(list.getByText('2 of 5 done')).toBeInTheDocument();
    expect(list.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '2');
    expect(list.getByText('Upload your logo')).toHaveTextContent('(to do)');
    expect(list.getByText('Choose your colours')).toHaveTextContent('(done)');
    expect(list.getByText('Test mode')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Upload a logo' })).toHaveAttribute(
      'href',
      '/client/settings#logo',
    );
    expect(list.getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/client/products');
    expect(list.queryByRole('link', { name: 'Choose colours' })).not.toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Go live now' })).toBeInTheDocument();
  });

  it("shows today's orders and revenue, recent orders and the storefront link", async () => {
    renderApp('/my-store', { as: 'client', routes: ownerRoutes() });
    expect(
      await screen.findByRole('heading', { name: 'Casey Fit Shop' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View storefront (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/store/7',
    );
    await waitFor(() =>
      expect(screen.getByText('Revenue today').closest('div.p-4')).toHaveTextContent('$50.00'),
    );
    expect(screen.getByText('Orders today').closest('div.p-4')).toHaveTextContent('2');
    expect(await screen.findByText('FP-10042')).toBeInTheDocument();
    expect(screen.getByText('$54.36')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/client/orders');
    const nav = screen.getByRole('navigation', { name: 'Store pages' });
    for (const name of ['Products', 'Orders', 'Customers', 'Settings', 'Analytics'])
      expect(within(nav).getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
  });

  it('goes live after a confirm', async () => {
    const app = renderApp('/my-store', {
      as: 'client',
      routes: {
        ...ownerRoutes(),
        'PATCH /api/ecommerce/my-store': (req: MockRequest) => ({
          body: { status: 'success', store: ownerStore({ ...(req.body as object) }) },
        }),
      },
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'Go live' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('alertdialog');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Go live' }));
    await waitFor(() => expect(app.api.callsTo('PATCH /api/ecommerce/my-store')).toHaveLength(1));
    expect(app.api.callsTo('PATCH /api/ecommerce/my-store')[0]!.body).toEqual({ status: 'live' });
  });

  it('shows the suspension notice with its reason', async () => {
    renderApp('/my-store', {
      as: 'client',
      routes: ownerRoutes(ownerStore({ suspended: true, suspended_reason: 'Counterfeit goods reported' })),
    });
    expect(await screen.findByText('Your store is suspended', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Counterfeit goods reported/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go live' })).toBeDisabled();
  });

  it('offers the create form without a store, checking the slug as it is typed', async () => {
    const app = renderApp('/my-store', {
      as: 'client',
      routes: {
        'GET /api/ecommerce/my-store': hub(null),
        'POST /api/ecommerce/my-store': {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            message: 'That address is taken',
            details: { errors: { slug: 'Another store uses this slug' } },
          },
        },
      },
    });
    const name = await screen.findByLabelText('Store name', {}, { timeout: 5000 });
    await app.userEvent.type(name, "Casey's Fit Shop");
    const slug = screen.getByLabelText('Store address (slug)');
    expect(slug).toHaveValue('caseys-fit-shop');
    await app.userEvent.clear(slug);
    await app.userEvent.type(slug, 'ab');
    expect(screen.getByText('At least 3 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create store' })).toBeDisabled();
    await app.userEvent.type(slug, 'c');
    await app.userEvent.click(screen.getByRole('button', { name: 'Create store' }));
    expect(await screen.findByText('Another store uses this slug')).toBeInTheDocument();
    const post = app.api.callsTo('POST /api/ecommerce/my-store')[0]!;
    expect(post.body).toEqual({ store_name: "Casey's Fit Shop", slug: 'abc' });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('/client/* store-owner pages', () => {
  it.each(['/client/dashboard', '/client/settings', '/client/analytics'])(
    '%s shows a sign-in prompt to a signed-out visitor and asks the API nothing',
    async (path) => {
      const app = renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Sign in to manage your store' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        `/login?next=${encodeURIComponent(path)}`,
      );
      expect(app.api.calls.filter((c) => c.path.startsWith('/api/ecommerce/'))).toHaveLength(0);
    },
  );

  it('tells a signed-in non-owner the page is for store owners', async () => {
    renderApp('/client/analytics', { as: 'customer' });
    expect(
      await screen.findByRole('heading', { name: 'This page is for store owners' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as a store owner' })).toBeInTheDocument();
  });

  it('/client/dashboard lays out the same hub data for the owner', async () => {
    renderApp('/client/dashboard', { as: 'client', routes: ownerRoutes() });
    expect(await screen.findByRole('heading', { name: 'This week' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('$360.26 from 12 orders in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Set up your store' })).toBeInTheDocument();
    expect(await screen.findByText('FP-10042')).toBeInTheDocument();
  });
});
