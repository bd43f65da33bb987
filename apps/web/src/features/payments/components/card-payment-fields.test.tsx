import { paymentInputSchema } from '@fundpath/contracts/ecommerce';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, ok } from '@/testing/fetch-mock';
import { type PaymentInputResult, useCardPayment } from '../hooks/use-card-payment';
import { STRIPE_JS_URL, type StripeCardElementChange } from '../utils/load-stripe';

/** A checkout form as a storefront page builds it: the fields, and Pay turning them into `payment`. */
function Checkout({ onResult }: { onResult: (r: PaymentInputResult) => void }) {
  const card = useCardPayment();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void card.getPaymentInput().then(onResult);
      }}
    >
      {card.fields}
      <button type="submit">Pay</button>
    </form>
  );
}

function setup(config: { provider: 'test' | 'stripe'; publishable_key: string | null }) {
  const api = mockApi({ 'GET /api/ecommerce/checkout/config': ok(config) });
  const onResult = vi.fn<(r: PaymentInputResult) => void>();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Checkout onResult={onResult} />
    </QueryClientProvider>,
  );
  return { api, onResult, user: userEvent.setup() };
}

const stripeScript = () => document.head.querySelector(`script[src="${STRIPE_JS_URL}"]`);

describe('CardPaymentFields, test provider', () => {
  it('shows the test cards and keyboard-friendly card fields, and never loads Stripe.js', async () => {
    setup({ provider: 'test', publishable_key: null });
    const number = await screen.findByLabelText('Card number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(
      screen.getByText('Test mode: use 4242 4242 4242 4242, any future date, any CVC.'),
    ).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 9995')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(stripeScript()).toBeNull();
  });

  it('formats as typed, names the brand, and returns the payment the checkout contract takes', async () => {
    const { user, onResult } = setup({ provider: 'test', publishable_key: null });
    const number = await screen.findByLabelText('Card number');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1239');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/39');
    await user.type(screen.getByLabelText('Security code'), '12a3');
    expect(screen.getByLabelText('Security code')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    const result = onResult.mock.calls[0]![0];
    expect(result).toEqual({
      ok: true,
      payment: { card_number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' },
    });
    expect(result.ok && paymentInputSchema.safeParse(result.payment).success).toBe(true);
  });

  it('shows each problem at its field, focuses the first, and sends nothing', async () => {
    const { user, onResult } = setup({ provider: 'test', publishable_key: null });
    const number = await screen.findByLabelText('Card number');
    await user.type(number, '4242424242424241');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0120');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ ok: false, error: expect.any(String) }));
    expect(number).toHaveAccessibleDescription(/This card number is not valid/);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();
    expect(screen.getByText('This card has expired')).toBeInTheDocument();
    expect(screen.getByText('Enter the security code')).toBeInTheDocument();

    // Fixing a field clears its message at once.
    await user.clear(number);
    await user.type(number, '4000000000000002');
    expect(screen.queryByText(/This card number is not valid/)).not.toBeInTheDocument();
  });

  it('checks a field when it is left with something in it, not while it is empty', async () => {
    const { user } = setup({ provider: 'test', publishable_key: null });
    const number = await screen.findByLabelText('Card number');
    await user.click(number);
    await user.tab();
    expect(screen.queryByText('Enter the card number')).not.toBeInTheDocument();
    await user.type(number, '1234');
    await user.tab();
    expect(screen.getByText(/This card number is not valid/)).toBeInTheDocument();
  });
});

describe('CardPaymentFields, Stripe', () => {
  it('loads Stripe.js only then, mounts its card field and pays with a PaymentMethod id', async () => {
    const handlers: Record<string, (e?: StripeCardElementChange) => void> = {};
    const card = {
      mount: vi.fn(),
      unmount: vi.fn(),
      destroy: vi.fn(),
      focus: vi.fn(),
      on: (event: string, handler: (e?: StripeCardElementChange) => void) => {
        handlers[event] = handler;
      },
    };
    const stripe = {
      elements: () => ({ create: vi.fn(() => card) }),
      createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_1TestFromStripeJs' } })),
      handleNextAction: vi.fn(),
    };
    const factory = vi.fn(() => stripe);
    const { user, onResult } = setup({ provider: 'stripe', publishable_key: 'pk_test_fields_1' });

    await waitFor(() => expect(stripeScript()).not.toBeNull());
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    vi.stubGlobal('Stripe', factory);
    act(() => {
      stripeScript()!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    expect(factory).toHaveBeenCalledWith('pk_test_fields_1');
    act(() => handlers.ready?.());

    // Incomplete: Stripe's own message is shown and nothing is created.
    act(() =>
      handlers.change?.({
        complete: false,
        empty: false,
        error: { message: 'Your card number is incomplete.' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({ ok: false, error: 'Your card number is incomplete.' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();

    act(() => handlers.change?.({ complete: true, empty: false }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenLastCalledWith({
        ok: true,
        payment: { payment_method_id: 'pm_1TestFromStripeJs' },
      }),
    );
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card });
    stripeScript()?.remove();
  });

  it('offers to try again when Stripe.js cannot load', async () => {
    setup({ provider: 'stripe', publishable_key: 'pk_test_fields_2' });
    await waitFor(() => expect(stripeScript()).not.toBeNull());
    act(() => {
      stripeScript()!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('The card field could not load')).toBeInTheDocument();
    expect(stripeScript()).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stripeScript()).not.toBeNull());
    stripeScript()?.remove();
  });
});
