/**
 * Payments (issue 4/8): what the browser and the server share about taking a card. The server's
 * adapter (`adapters/payments`) and the checkout's card fields both use these, so a card the
 * form accepts is a card the offline test provider judges the same way Stripe test mode would.
 */
import { z } from 'zod';
import { settingSchema } from './config';

export * from './cards';

const success = z.literal('success');

export const paymentProviderKinds = ['test', 'stripe'] as const;
export type PaymentProviderKindName = (typeof paymentProviderKinds)[number];

/** `GET /api/ecommerce/checkout/config`: how the browser takes a card. */
export const checkoutConfigResponseSchema = z.object({
  status: success,
  provider: z.enum(paymentProviderKinds),
  /** Stripe's publishable key (Stripe only). */
  publishable_key: z.string().nullable(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigResponseSchema>;

// ---- /api/admin/ecommerce/settings --------------------------------------------------------

/** The run-time settings `/admin/ecommerce-settings` edits: the payment provider and the platform defaults. */
export const ecommerceSettingKeys = [
  'payments.provider',
  'payments.stripe_secret_key',
  'payments.stripe_publishable_key',
  'payments.stripe_webhook_secret',
  'commerce.default_tax_rate_bps',
  'commerce.default_shipping_cents',
  'commerce.free_shipping_threshold_cents',
  'commerce.platform_fee_bps',
] as const;
export type EcommerceSettingKey = (typeof ecommerceSettingKeys)[number];

/** PATCH: a value per key to set, or null to go back to the environment's value. */
export const ecommerceSettingsPatchSchema = z.object({
  values: z
    .partialRecord(z.enum(ecommerceSettingKeys), z.union([z.string().max(1000), z.number(), z.null()]))
    .refine((v) => Object.keys(v).length > 0, 'Nothing to change'),
});
export type EcommerceSettingsPatch = z.infer<typeof ecommerceSettingsPatchSchema>;

export const ecommerceSettingsResponseSchema = z.object({
  status: success,
  /** The Payments and Commerce settings, shaped as on `/admin/config` (secrets only as set / not set). */
  settings: z.array(settingSchema),
  /** The provider taking payments now: Stripe only when chosen and its secret key is set. */
  provider_in_effect: z.enum(paymentProviderKinds),
  /** The platform defaults in effect, in cents and basis points. */
  defaults: z.object({
    tax_rate_bps: z.number().int(),
    shipping_cents: z.number().int(),
    free_shipping_threshold_cents: z.number().int(),
    platform_fee_bps: z.number().int(),
  }),
});
export type EcommerceSettingsResponse = z.infer<typeof ecommerceSettingsResponseSchema>;
