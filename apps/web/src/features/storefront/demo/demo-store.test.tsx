import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { DEMO_CART_KEY } from './demo-cart';

const stored = () => JSON.parse(localStorage.getItem(DEMO_CART_KEY) ?? '[]') as unknown[];

describe('the demo store', () => {
  it('adds a product with its quantity to the demoCart in local storage', async () => {
    const { userEvent } = renderApp('/product/stoneware-mug');
    await screen.findByRole('heading', { level: 1, name: 'Stoneware Mug' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(stored()).toEqual([{ id: 'stoneware-mug', name: 'Stoneware Mug', price: 16, quantity: 2 }]);
    expect(await screen.findByRole('link', { name: /^Cart, 2 items/ })).toBeInTheDocument();
  });

  it('totals the demoCart with tax and shipping and removes a line at quantity 0', async () => {
    localStorage.setItem(
      DEMO_CART_KEY,
      JSON.stringify([{ id: 'stoneware-mug', name: 'Stoneware Mug', price: 16, quantity: 2 }]),
    );
    const { userEvent } = renderApp('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your cart' });
    // $32.00 + 8.75 % ($2.80) + $9.99 shipping
    expect(screen.getByText('$44.79')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Stoneware Mug' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Stoneware Mug' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('checks the address, places the demo order without payment and empties the cart', async () => {
    localStorage.setItem(
      DEMO_CART_KEY,
      JSON.stringify([
        { id: 'walnut-lounge-chair', name: 'Walnut Lounge Chair', price: '$1,299.99', quantity: 1 },
      ]),
    );
    const { userEvent, location } = renderApp('/checkout');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.getByText(/no payment is taken and nothing/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place demo order' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter the recipient’s name')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('E-mail'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Full name'), 'Sam Rivera');
    await userEvent.type(screen.getByLabelText('Address'), '12 Market St');
    await userEvent.type(screen.getByLabelText('City'), 'Denver');
    await userEvent.type(screen.getByLabelText('State / province'), 'CO');
    await userEvent.type(screen.getByLabelText('ZIP / postal code'), '80202');
    await userEvent.click(screen.getByRole('button', { name: 'Place demo order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /your demo order is placed/ }),
    ).toBeInTheDocument();
    expect(location()).toBe('/order-success');
    // $1,299.99 + $113.75 tax, free shipping
    expect(screen.getByText('$1,413.74')).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });
});
