import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type AiConfig, AiConfigError, aiConfig } from './ai-config';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the server reads; nothing else touches process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: bool.optional(),
  /** Comma-separated origins allowed to send state-changing requests (besides the request's own host). */
  PUBLIC_ORIGINS: z.string().optional(),
  /** Base URL used in e-mailed links, e.g. https://app.example.com. */
  PUBLIC_URL: z.string().url().optional(),
  /** `host=service_type` pairs, e.g. `shop.example.com=ecommerce,travel.example.com=travel`. */
  DOMAIN_MAP: z.string().optional(),
  /**
   * DNS servers (`ip` or `ip:port`, comma-separated) the coach sites' domain check asks for the
   * TXT record; unset: the system's resolvers.
   */
  SITE_DNS_SERVERS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('FundPath <no-reply@fundpath.test>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * When set, /metrics requires `Authorization: Bearer <token>`. Unset, /metrics is open outside
   * production and off (404) in production.
   */
  METRICS_TOKEN: z.string().optional(),
  /** `true` opens /api/docs (OpenAPI document and UI) to everyone; otherwise staff only. */
  PUBLIC_API_DOCS: bool.optional(),
  WEB_DIST: z.string().optional(),
  /** `local` (files under DATA_DIR/uploads) or `s3` (any S3-compatible store). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Credit-report provider: the embedded deterministic `sandbox`, or an `http` provider. */
  CREDIT_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  CREDIT_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  CREDIT_PROVIDER_KEY: z.string().min(1).optional(),
  CREDIT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  CREDIT_PROVIDER_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  TRUST_PROXY: bool.optional(),
  /** Payments (ADR 012): the offline `test` provider, or `stripe` (only once STRIPE_SECRET_KEY is set). */
  PAYMENTS_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Commerce platform defaults (a new store's pricing rules; the platform's fee), cents and basis points. */
  COMMERCE_TAX_RATE_BPS: z.coerce.number().int().min(0).max(10_000).default(875),
  COMMERCE_SHIPPING_CENTS: z.coerce.number().int().min(0).max(100_000_000).default(999),
  COMMERCE_FREE_SHIPPING_THRESHOLD_CENTS: z.coerce.number().int().min(0).max(100_000_000).default(10_000),
  COMMERCE_PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Affiliates (ADR 013): how long a referral link's attribution lasts, and the commission defaults. */
  REFERRAL_ATTRIBUTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COMMISSION_DEFAULT_RATE_BPS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  COMMISSION_PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(0),
  COMMISSION_RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Lets automation webhooks call private and loopback addresses (local setups, tests); off by default (ADR 019). */
  AUTOMATION_WEBHOOK_ALLOW_PRIVATE: bool.optional(),
  /** E-mail campaigns (ADR 018): messages per minute the send job goes out at, across all campaigns of an instance. */
  CAMPAIGN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
});

export type Env = z.infer<typeof envSchema>;

export type CreditProviderConfig =
  | { kind: 'sandbox' }
  | { kind: 'http'; url: string; apiKey: string | null; timeoutMs: number; retries: number };

function creditProviderFrom(e: Env): CreditProviderConfig {
  if (e.CREDIT_PROVIDER === 'sandbox') return { kind: 'sandbox' };
  if (!e.CREDIT_PROVIDER_URL)
    throw new ConfigError(
      'Invalid configuration:\n  CREDIT_PROVIDER_URL: required when CREDIT_PROVIDER=http',
    );
  return {
    kind: 'http',
    url: e.CREDIT_PROVIDER_URL,
    apiKey: e.CREDIT_PROVIDER_KEY ?? null,
    timeoutMs: e.CREDIT_PROVIDER_TIMEOUT_MS,
    retries: e.CREDIT_PROVIDER_RETRIES,
  };
}

function aiSettings(source: NodeJS.ProcessEnv): AiConfig {
  try {
    return aiConfig(source);
  } catch (err) {
    if (err instanceof AiConfigError)
      throw new ConfigError(err.message.replace('Invalid AI configuration', 'Invalid configuration'));
    throw err;
  }
}

/** Only the credit-provider settings of an environment (used by tools and tests). */
export function parseCreditProviderEnv(source: NodeJS.ProcessEnv = process.env): CreditProviderConfig {
  const parsed = envSchema
    .pick({
      CREDIT_PROVIDER: true,
      CREDIT_PROVIDER_URL: true,
      CREDIT_PROVIDER_KEY: true,
      CREDIT_PROVIDER_TIMEOUT_MS: true,
      CREDIT_PROVIDER_RETRIES: true,
    })
    .safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return creditProviderFrom(parsed.data as Env);
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string | null } | { kind: 'pg'; url: string; poolMax: number };
  appSecret: string;
  seedDemo: boolean;
  publicOrigins: string[];
  publicUrl: string | null;
  domainMap: Record<string, string>;
  /** Resolvers for the coach sites' custom-domain TXT check (empty: the system's). */
  siteDnsServers: string[];
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  metricsToken: string | null;
  /** Whether /metrics answers at all: off in production unless a token protects it. */
  metricsEnabled: boolean;
  /** /api/docs for everyone (true) or staff only (false, the default). */
  publicApiDocs: boolean;
  webDist: string;
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle?: boolean;
      };
  trustProxy: boolean;
  secureCookies: boolean;
  creditProvider: CreditProviderConfig;
  /** OpenAI-compatible coach and LiveKit voice; null parts mean the embedded defaults. */
  ai: AiConfig;
  /** The payment provider chosen in the environment (run-time settings may override it). */
  payments: {
    provider: 'test' | 'stripe';
    stripeSecretKey: string | null;
    stripePublishableKey: string | null;
    stripeWebhookSecret: string | null;
  };
  /** Commerce platform defaults from the environment (run-time settings may override them). */
  commerce: {
    taxRateBps: number;
    shippingCents: number;
    freeShippingThresholdCents: number;
    platformFeeBps: number;
  };
  /** Automation webhooks may call private/loopback addresses (ADR 019: an SSRF guard refuses them otherwise). */
  automationWebhookAllowPrivate: boolean;
  /** Affiliates and the commission ledger (ADR 013). */
  affiliates: {
    attributionDays: number;
    defaultRateBps: number;
    platformFeeBps: number;
    returnWindowDays: number;
  };
  /** E-mail campaigns (ADR 018). */
  campaigns: { ratePerMinute: number };
}

export class ConfigError extends Error {}

/** Reads or creates DATA_DIR/app-secret (0600) so an embedded install keeps its sessions and keys. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function parseDomainMap(raw: string | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    const [host, type] = pair.split('=').map((s) => s.trim().toLowerCase());
    if (host && type) map[host] = type;
  }
  return map;
}

/**
 * Validates the environment once at start. Problems are reported together, one per line,
 * naming the variable, so a misconfigured deployment fails fast and clearly.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.DATABASE_URL && !e.APP_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_SECRET: required when DATABASE_URL is set (at least 32 characters)',
    );
  }
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  const appSecret = e.APP_SECRET ?? overrides.appSecret ?? embeddedSecret(dataDir);
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'pg', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    appSecret,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    publicOrigins: (e.PUBLIC_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/$/, ''))
      .filter(Boolean),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    domainMap: parseDomainMap(e.DOMAIN_MAP),
    siteDnsServers: (e.SITE_DNS_SERVERS ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN || null,
    metricsEnabled: e.NODE_ENV !== 'production' || Boolean(e.METRICS_TOKEN),
    publicApiDocs: e.PUBLIC_API_DOCS ?? false,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', dir: path.join(dataDir, 'uploads') },
    trustProxy: e.TRUST_PROXY ?? false,
    creditProvider: creditProviderFrom(e),
    ai: aiSettings(source),
    payments: {
      provider: e.PAYMENTS_PROVIDER,
      stripeSecretKey: e.STRIPE_SECRET_KEY ?? null,
      stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    },
    commerce: {
      taxRateBps: e.COMMERCE_TAX_RATE_BPS,
      shippingCents: e.COMMERCE_SHIPPING_CENTS,
      freeShippingThresholdCents: e.COMMERCE_FREE_SHIPPING_THRESHOLD_CENTS,
      platformFeeBps: e.COMMERCE_PLATFORM_FEE_BPS,
    },
    affiliates: {
      attributionDays: e.REFERRAL_ATTRIBUTION_DAYS,
      defaultRateBps: e.COMMISSION_DEFAULT_RATE_BPS,
      platformFeeBps: e.COMMISSION_PLATFORM_FEE_BPS,
      returnWindowDays: e.COMMISSION_RETURN_WINDOW_DAYS,
    },
    campaigns: { ratePerMinute: e.CAMPAIGN_RATE_PER_MINUTE },
    automationWebhookAllowPrivate: e.AUTOMATION_WEBHOOK_ALLOW_PRIVATE ?? false,
    secureCookies: e.NODE_ENV === 'production',
    ...overrides,
  };
}
