import type { CheckoutConfig } from '@fundpath/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Parser } from '@/lib/api-client';

export const paymentsKeys = { checkoutConfig: ['payments', 'checkout-config'] as const };

/**
 * `GET /api/ecommerce/checkout/config` checked without zod (the checkout is a storefront page,
 * ADR 005): what `checkoutConfigResponseSchema` checks, and the same stripped object back.
 * `get-checkout-config.test.ts` holds the two together.
 */
export const checkoutConfigParser: Parser<CheckoutConfig> = {
  safeParse(data) {
    const o = data as Record<string, unknown> | null;
    if (
      o &&
      typeof o === 'object' &&
      !Array.isArray(o) &&
      o.status === 'success' &&
      (o.provider === 'test' || o.provider === 'stripe') &&
      (o.publishable_key === null || typeof o.publishable_key === 'string')
    )
      return {
        success: true,
        data: { status: 'success', provider: o.provider, publishable_key: o.publishable_key },
      };
    return { success: false, error: new Error('Unexpected checkout configuration') };
  },
};

/** How this platform takes a card: the offline test provider, or Stripe with its publishable key. */
export const getCheckoutConfig = () => api.get('/ecommerce/checkout/config', checkoutConfigParser);

export const checkoutConfigQuery = () =>
  queryOptions({ queryKey: paymentsKeys.checkoutConfig, queryFn: getCheckoutConfig, staleTime: 60_000 });

export const useCheckoutConfig = () => useQuery(checkoutConfigQuery());
