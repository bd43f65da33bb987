/**
 * Platform settings editable at run time (`/admin/config`, issue 3/8). Each setting overrides the
 * environment variable named beside it; clearing an override returns to the environment's value.
 * Secrets are write-only: the server stores them encrypted and only ever says whether one is set.
 */
import { z } from 'zod';

const success = z.literal('success');

type SettingType = 'enum' | 'url' | 'text' | 'int' | 'secret' | 'email';

export interface SettingDefinition {
  label: string;
  description: string;
  group: 'AI coach' | 'Credit provider' | 'Mail' | 'Payments' | 'Commerce';
  type: SettingType;
  /** The environment variable this setting overrides. */
  env: string;
  options?: readonly string[];
  min?: number;
  max?: number;
}

export const SETTINGS = {
  'ai.provider': {
    label: 'Coach provider',
    description:
      'The built-in grounded coach, or an OpenAI-compatible service (falls back to the built-in coach when it fails).',
    group: 'AI coach',
    type: 'enum',
    options: ['builtin', 'openai'],
    env: 'AI_BASE_URL (set or not)',
  },
  'ai.base_url': {
    label: 'Service URL',
    description: 'OpenAI-compatible base URL, e.g. https://api.openai.com/v1 or http://localhost:11434/v1.',
    group: 'AI coach',
    type: 'url',
    env: 'AI_BASE_URL',
  },
  'ai.model': {
    label: 'Model',
    description: 'The model the service runs, e.g. gpt-4o-mini.',
    group: 'AI coach',
    type: 'text',
    max: 100,
    env: 'AI_MODEL',
  },
  'ai.api_key': {
    label: 'API key',
    description: 'Sent as the bearer token. Write-only: it is stored encrypted and never shown again.',
    group: 'AI coach',
    type: 'secret',
    env: 'AI_API_KEY',
  },
  'ai.timeout_ms': {
    label: 'Time limit (ms)',
    description: 'How long a reply may take before the built-in coach answers instead.',
    group: 'AI coach',
    type: 'int',
    min: 500,
    max: 120_000,
    env: 'AI_TIMEOUT_MS',
  },
  'credit.provider': {
    label: 'Report provider',
    description: 'The deterministic sandbox, or a credit-monitoring service over HTTP.',
    group: 'Credit provider',
    type: 'enum',
    options: ['sandbox', 'http'],
    env: 'CREDIT_PROVIDER',
  },
  'credit.url': {
    label: 'Provider URL',
    description: 'The HTTP provider’s endpoint for merged three-bureau reports.',
    group: 'Credit provider',
    type: 'url',
    env: 'CREDIT_PROVIDER_URL',
  },
  'credit.api_key': {
    label: 'Provider key',
    description: 'Write-only: stored encrypted and never shown again.',
    group: 'Credit provider',
    type: 'secret',
    env: 'CREDIT_PROVIDER_KEY',
  },
  'credit.timeout_ms': {
    label: 'Time limit (ms)',
    description: 'How long one pull may take.',
    group: 'Credit provider',
    type: 'int',
    min: 1_000,
    max: 60_000,
    env: 'CREDIT_PROVIDER_TIMEOUT_MS',
  },
  'credit.retries': {
    label: 'Retries',
    description: 'Further attempts after a failure the provider marks as temporary.',
    group: 'Credit provider',
    type: 'int',
    min: 0,
    max: 5,
    env: 'CREDIT_PROVIDER_RETRIES',
  },
  'mail.from': {
    label: 'Sender',
    description: 'The From of every e-mail, e.g. FundPath <no-reply@example.com>.',
    group: 'Mail',
    type: 'email',
    env: 'MAIL_FROM',
  },
  'mail.smtp_url': {
    label: 'SMTP server',
    description:
      'smtp:// or smtps:// URL with its login. Write-only. Without it, mail goes to the outbox table.',
    group: 'Mail',
    type: 'secret',
    env: 'SMTP_URL',
  },
  'payments.provider': {
    label: 'Payment provider',
    description:
      'The offline test provider (behaves like Stripe test mode, charges nothing), or Stripe. Stripe takes payments only once its secret key is set.',
    group: 'Payments',
    type: 'enum',
    options: ['test', 'stripe'],
    env: 'PAYMENTS_PROVIDER',
  },
  'payments.stripe_secret_key': {
    label: 'Stripe secret key',
    description: 'sk_live_… or sk_test_… (or a restricted rk_ key). Write-only: stored encrypted.',
    group: 'Payments',
    type: 'secret',
    env: 'STRIPE_SECRET_KEY',
  },
  'payments.stripe_publishable_key': {
    label: 'Stripe publishable key',
    description: 'pk_live_… or pk_test_…: the checkout page uses it to take the card with Stripe.js.',
    group: 'Payments',
    type: 'text',
    max: 255,
    env: 'STRIPE_PUBLISHABLE_KEY',
  },
  'payments.stripe_webhook_secret': {
    label: 'Stripe webhook secret',
    description: 'whsec_…, from the webhook endpoint for /api/ecommerce/payments/webhook. Write-only.',
    group: 'Payments',
    type: 'secret',
    env: 'STRIPE_WEBHOOK_SECRET',
  },
  'commerce.default_tax_rate_bps': {
    label: 'Default tax rate (basis points)',
    description: 'A new store’s sales tax: 875 is 8.75 %.',
    group: 'Commerce',
    type: 'int',
    min: 0,
    max: 10_000,
    env: 'COMMERCE_TAX_RATE_BPS',
  },
  'commerce.default_shipping_cents': {
    label: 'Default shipping (cents)',
    description: 'A new store’s flat shipping charge: 999 is $9.99.',
    group: 'Commerce',
    type: 'int',
    min: 0,
    max: 100_000_000,
    env: 'COMMERCE_SHIPPING_CENTS',
  },
  'commerce.free_shipping_threshold_cents': {
    label: 'Free shipping from (cents)',
    description: 'A new store ships free from this subtotal: 10000 is $100.00.',
    group: 'Commerce',
    type: 'int',
    min: 0,
    max: 100_000_000,
    env: 'COMMERCE_FREE_SHIPPING_THRESHOLD_CENTS',
  },
  'commerce.platform_fee_bps': {
    label: 'Platform fee (basis points)',
    description: 'The platform’s share of each order’s subtotal: 250 is 2.5 %.',
    group: 'Commerce',
    type: 'int',
    min: 0,
    max: 10_000,
    env: 'COMMERCE_PLATFORM_FEE_BPS',
  },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTINGS;
export const settingKeys = Object.keys(SETTINGS) as SettingKey[];
export const settingKeySchema = z.enum(settingKeys as [SettingKey, ...SettingKey[]]);
export const isSecretSetting = (key: SettingKey) => SETTINGS[key].type === 'secret';

const noControl = (s: string) => !/\p{Cc}/u.test(s);
/** `Name <addr@host>` or a bare address. */
const SENDER = /^(?:[^<>\r\n]{1,100} )?<?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/;

/** Stripe's key formats, so a key pasted into the wrong field is caught before it is used. */
const STRIPE_KEY_FORMATS: Partial<Record<SettingKey, { pattern: RegExp; example: string }>> = {
  'payments.stripe_secret_key': {
    pattern: /^(sk|rk)_(test|live)_[A-Za-z0-9]{10,247}$/,
    example: 'sk_test_…',
  },
  'payments.stripe_publishable_key': {
    pattern: /^pk_(test|live)_[A-Za-z0-9]{10,247}$/,
    example: 'pk_test_…',
  },
  'payments.stripe_webhook_secret': { pattern: /^whsec_[A-Za-z0-9+/=]{10,250}$/, example: 'whsec_…' },
};
const stripeKeySchema = (f: { pattern: RegExp; example: string }) =>
  z
    .string()
    .trim()
    .max(255, 'At most 255 characters')
    .refine((s) => f.pattern.test(s), `Enter a key like ${f.example}`);

/** The schema one setting's value must pass (null clears the override). */
export function settingValueSchema(key: SettingKey): z.ZodType<string | number> {
  const def: SettingDefinition = SETTINGS[key];
  switch (def.type) {
    case 'enum':
      return z.enum(def.options as [string, ...string[]], {
        message: `Choose one of: ${def.options!.join(', ')}`,
      });
    case 'int':
      return z
        .number({ message: 'Enter a whole number' })
        .int('Enter a whole number')
        .min(def.min!, `At least ${def.min}`)
        .max(def.max!, `At most ${def.max}`);
    case 'url':
      return z
        .string()
        .trim()
        .max(500, 'At most 500 characters')
        .pipe(z.url({ protocol: /^https?$/, message: 'Enter an http(s) URL' }));
    case 'email':
      return z
        .string()
        .trim()
        .max(200, 'At most 200 characters')
        .refine((s) => noControl(s) && SENDER.test(s), 'Enter an address, or Name <address>');
    case 'secret':
      if (key in STRIPE_KEY_FORMATS) return stripeKeySchema(STRIPE_KEY_FORMATS[key]!);
      return key === 'mail.smtp_url'
        ? z
            .string()
            .trim()
            .max(1000, 'At most 1000 characters')
            .refine((s) => /^smtps?:\/\/[^\s]+$/.test(s), 'Enter an smtp:// or smtps:// URL')
        : z
            .string()
            .trim()
            .min(1, 'Enter the secret, or clear it')
            .max(1000, 'At most 1000 characters')
            .refine(noControl, 'No control characters');
    default:
      if (key in STRIPE_KEY_FORMATS) return stripeKeySchema(STRIPE_KEY_FORMATS[key]!);
      return z
        .string()
        .trim()
        .min(1, 'Enter a value, or clear it')
        .max(def.max ?? 200, `At most ${def.max ?? 200} characters`)
        .refine(noControl, 'No control characters');
  }
}

/** PUT /api/admin/config: a value per key to set, or null to go back to the environment's value. */
export const updateSettingsSchema = z.object({
  values: z
    .partialRecord(settingKeySchema, z.union([z.string().max(1000), z.number(), z.null()]))
    .refine((v) => Object.keys(v).length > 0, 'Nothing to change'),
});
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;

export const settingSchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  group: z.string(),
  type: z.enum(['enum', 'url', 'text', 'int', 'secret', 'email']),
  env: z.string(),
  options: z.array(z.string()).nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** The value in effect (never for secrets). */
  value: z.union([z.string(), z.number()]).nullable(),
  /** Secrets: whether one is in effect (override or environment). */
  is_set: z.boolean(),
  /** Where the value in effect comes from. */
  source: z.enum(['override', 'environment', 'default']),
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});
export type Setting = z.infer<typeof settingSchema>;
export const settingsResponseSchema = z.object({ status: success, settings: z.array(settingSchema) });
