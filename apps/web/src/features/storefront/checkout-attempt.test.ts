import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { cartChanges, classifyCheckoutError, createAttemptKeys, UNKNOWN_OUTCOME } from './checkout-attempt';
import { makeCart, makeCartItem } from './testing/fixtures';

describe('createAttemptKeys', () => {
  it('keeps the key while the same submission is retried, and makes a new one after an edit or a definite answer', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    const body = { email: 'a@b.co', payment: { card_number: '4242424242424242' } };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1');
    expect(keys.keyFor({ ...body, email: 'c@b.co' })).toBe('key-2');
    expect(keys.keyFor({ ...body, email: 'c@b.co' })).toBe('key-2');
    keys.finish();
    expect(keys.keyFor({ ...body, email: 'c@b.co' })).toBe('key-3');
  });
});

describe('classifyCheckoutError', () => {
  const mug = makeCartItem({ title: 'Mug', unit_price_cents: 2_000, quantity: 2 });
  const before = makeCart([mug]);

  it('treats no answer and server failures as an unknown outcome (same key on retry)', () => {
    expect(classifyCheckoutError(new ApiError('offline', 0, 'UNAVAILABLE'), before)).toEqual({
      kind: 'unknown',
      message: UNKNOWN_OUTCOME,
    });
    expect(classifyCheckoutError(new ApiError('down', 502, 'INTERNAL'), before).kind).toBe('unknown');
  });

  it('passes a decline through with the provider’s message', () => {
    expect(classifyCheckoutError(new ApiError('Your card was declined.', 402, 'INTERNAL'), before)).toEqual({
      kind: 'declined',
      message: 'Your card was declined.',
    });
  });

  it('explains a 409 with the fresh cart: new prices, lowered quantities, the new total', () => {
    const fresh = makeCart([{ ...mug, unit_price_cents: 2_500, quantity: 1, line_total_cents: 2_500 }]);
    const error = new ApiError('Prices changed', 409, 'CONFLICT', {
      status: 'error',
      code: 'CONFLICT',
      message: 'Prices changed',
      details: { cart: fresh },
    });
    const failure = classifyCheckoutError(error, before);
    expect(failure).toMatchObject({ kind: 'conflict', message: 'Prices changed', cart: fresh });
    expect(failure.kind === 'conflict' && failure.changes).toEqual([
      'Mug is now $25.00 (was $20.00).',
      'Mug: only 1 available, so the quantity was lowered.',
      `The new total is $${(fresh.total_cents / 100).toFixed(2)}.`,
    ]);
  });

  it('names the short lines of a stock 409', () => {
    const error = new ApiError('Out of stock', 409, 'CONFLICT', {
      details: {
        short: [
          { product_id: 'p', title: 'Scarce Book', available: 1 },
          { title: 'Gone', available: 0 },
        ],
      },
    });
    expect(classifyCheckoutError(error, before)).toMatchObject({
      kind: 'conflict',
      changes: ['Scarce Book: only 1 left.', 'Gone is sold out.'],
      cart: null,
    });
  });

  it('reports removed lines', () => {
    expect(cartChanges(before, makeCart([]))).toContain('Mug is no longer available and was removed.');
  });
});
