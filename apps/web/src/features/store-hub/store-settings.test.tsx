import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { hub, ownerStore } from './testing/fixtures';

const productList = {
  body: { status: 'success', products: [], total: 0, page: 1, per_page: 2, categories: [] },
};

/** The server's store: a PATCH that succeeds changes what the next GET returns. */
let current = ownerStore();
function renderSettings(
  patch: (req: MockRequest) => { status?: number; body: unknown },
  store = ownerStore(),
) {
  current = store;
  return renderApp('/client/settings', {
    as: 'client',
    routes: {
      'GET /api/ecommerce/my-store': () => hub(current),
      'GET /api/ecommerce/my-store/products': productList,
      'PATCH /api/ecommerce/my-store': patch,
    },
  });
}
const saved = (req: MockRequest) => {
  current = ownerStore({ ...current, ...(req.body as object) });
  return { body: { status: 'success', store: current } };
};

describe('/client/settings', () => {
  it('shows rates in percent and money in dollars, and sends basis points and cents (changed fields only)', async () => {
    const app = renderSettings(saved);
    const tax = await screen.findByLabelText('Tax rate (%)', {}, { timeout: 5000 });
    expect(tax).toHaveValue('8.75');
    expect(screen.getByLabelText('Shipping price ($)')).toHaveValue('9.99');
    expect(screen.getByLabelText('Free shipping from ($)')).toHaveValue('100.00');
    expect(
      screen.getByText(/a \$50\.00 order pays \$9\.99 shipping and \$4\.38 tax, \$64\.37 in all/),
    ).toBeInTheDocument();

    await app.userEvent.clear(tax);
    await app.userEvent.type(tax, '7.25');
    await app.userEvent.clear(screen.getByLabelText('Shipping price ($)'));
    await app.userEvent.type(screen.getByLabelText('Shipping price ($)'), '5');
    await app.userEvent.clear(screen.getByLabelText('Free shipping from ($)'));
    await app.userEvent.type(screen.getByLabelText('Free shipping from ($)'), '$75.50');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(app.api.callsTo('PATCH /api/ecommerce/my-store')).toHaveLength(1));
    expect(app.api.callsTo('PATCH /api/ecommerce/my-store')[0]!.body).toEqual({
      tax_rate_bps: 725,
      shipping_cents: 500,
      free_shipping_threshold_cents: 7550,
    });
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Shipping price ($)')).toHaveValue('5.00');
  });

  it('refuses a bad rate or colour before sending', async () => {
    const app = renderSettings(saved);
    const tax = await screen.findByLabelText('Tax rate (%)', {}, { timeout: 5000 });
    await app.userEvent.clear(tax);
    await app.userEvent.type(tax, '8.755');
    await app.userEvent.type(screen.getByLabelText('Primary colour'), 'red');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use a number like 8.75 (at most two decimals)')).toBeInTheDocument();
    expect(screen.getByText('Use a colour like #dc2626')).toBeInTheDocument();
    expect(app.api.callsTo('PATCH /api/ecommerce/my-store')).toHaveLength(0);
  });

  it('puts a 409 (slug or domain taken) on its field', async () => {
    const app = renderSettings(() => ({
      status: 409,
      body: {
        status: 'error',
        code: 'CONFLICT',
        message: 'That domain is taken',
        details: { errors: { custom_domain: 'Another store uses this domain' } },
      },
    }));
    const domain = await screen.findByLabelText('Custom domain', {}, { timeout: 5000 });
    await app.userEvent.type(domain, 'shop.casey.fit');
    await app.userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Another store uses this domain')).toBeInTheDocument();
    expect(domain).toHaveAttribute('aria-invalid', 'true');
    expect(app.api.callsTo('PATCH /api/ecommerce/my-store')[0]!.body).toEqual({
      custom_domain: 'shop.casey.fit',
    });
  });

  it('empties a colour back to the storefront fallback and previews the edits live', async () => {
    const app = renderSettings(
      saved,
      ownerStore({
        primary_color: '#0e7490',
        custom_colors: { primary_color: '#0e7490', secondary_color: null, accent_color: null },
      }),
    );
    const primary = await screen.findByLabelText('Primary colour', {}, { timeout: 5000 });
    expect(primary).toHaveValue('#0e7490');
    const preview = screen.getByRole('complementary', { name: 'Live preview' });
    await app.userEvent.clear(screen.getByLabelText('Store name'));
    await app.userEvent.type(screen.getByLabelText('Store name'), 'Casey Moves');
    expect(within(preview).getByText('Casey Moves')).toBeInTheDocument();
    expect(within(preview).getByText('Your first product')).toBeInTheDocument();

    await app.userEvent.click(screen.getByRole('button', { name: 'Use default primary' }));
    expect(primary).toHaveValue('');
    expect(
      screen.getByText('Empty: the storefront default #dc2626. Used for buttons and prices.'),
    ).toBeInTheDocument();
    await app.userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(app.api.callsTo('PATCH /api/ecommerce/my-store')).toHaveLength(1));
    expect(app.api.callsTo('PATCH /api/ecommerce/my-store')[0]!.body).toEqual({
      store_name: 'Casey Moves',
      primary_color: null,
    });
  });
});
