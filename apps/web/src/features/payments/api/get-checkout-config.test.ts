import { checkoutConfigResponseSchema } from '@fundpath/contracts/payments';
import { describe, expect, it } from 'vitest';
import { checkoutConfigParser } from './get-checkout-config';

describe('checkoutConfigParser', () => {
  it('accepts and rejects exactly what the contract schema does, and strips the same fields', () => {
    const valid = { status: 'success', provider: 'stripe', publishable_key: 'pk_test_123' };
    const samples: unknown[] = [
      valid,
      { ...valid, provider: 'test', publishable_key: null },
      { ...valid, extra: 'dropped' },
      { ...valid, provider: 'paypal' },
      { ...valid, publishable_key: 42 },
      { ...valid, status: 'error' },
      { status: 'success', provider: 'test' },
      null,
      [],
      'success',
    ];
    for (const sample of samples) {
      const ours = checkoutConfigParser.safeParse(sample);
      const theirs = checkoutConfigResponseSchema.safeParse(sample);
      expect(ours.success, JSON.stringify(sample)).toBe(theirs.success);
      if (ours.success && theirs.success) expect(ours.data).toEqual(theirs.data);
    }
  });
});
