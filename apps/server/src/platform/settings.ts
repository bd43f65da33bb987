/**
 * Run-time settings (`/admin/config`): overrides of the environment, kept in memory on every
 * instance and reloaded when any instance changes them (the `platform_settings` trigger NOTIFYs
 * 'settings' on the auth channel every instance already LISTENs to). Consumers ask for the value
 * in effect at the moment they need it, so a change applies without a restart: the AI coach
 * rebuilds its provider chain, the credit routes their provider, the mailer its transport, the
 * payments adapter its provider.
 */
import { isSecretSetting, SETTINGS, type SettingKey } from '@fundpath/contracts/config';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { platformSettings } from '../db/schema';
import type { AiConfig } from './ai-config';
import { decryptSecret, encryptSecret } from './crypto';
import type { Db } from './db';
import type { Config, CreditProviderConfig } from './env';

export interface StoredSetting {
  value: string | number | null;
  /** Decrypted secret (held in memory only, like the environment's own). */
  secret: string | null;
  updated_at: Date;
  updated_by: string | null;
}

export class RuntimeSettings {
  private overrides = new Map<SettingKey, StoredSetting>();
  private readonly listeners = new Set<() => void>();
  /** Bumped on every reload: consumers rebuild what they derived when it moves. */
  version = 0;

  constructor(
    private readonly config: Config,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Reads every override (decrypting secrets) and tells the listeners. */
  async load(db: Db): Promise<void> {
    const rows = await db.select().from(platformSettings);
    const next = new Map<SettingKey, StoredSetting>();
    for (const row of rows) {
      if (!(row.key in SETTINGS)) continue;
      const key = row.key as SettingKey;
      let secret: string | null = null;
      if (row.secret) {
        try {
          secret = decryptSecret(this.config.appSecret, row.secret, `setting:${key}`);
        } catch {
          // Another app secret wrote it (or it was tampered with): treat as unset, and say so.
          this.log?.warn({ setting: key }, 'a stored secret setting could not be decrypted; ignored');
        }
      }
      next.set(key, {
        value: row.value ?? null,
        secret,
        updated_at: row.updated_at,
        updated_by: row.updated_by,
      });
    }
    this.overrides = next;
    this.version += 1;
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (err) {
        this.log?.error({ err }, 'settings listener failed');
      }
    }
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  override(key: SettingKey): StoredSetting | undefined {
    return this.overrides.get(key);
  }

  /** The environment's value of a setting (what clearing the override returns to). */
  environmentValue(key: SettingKey): string | number | null {
    const c = this.config;
    const credit = c.creditProvider;
    switch (key) {
      case 'ai.provider':
        return c.ai.openai ? 'openai' : 'builtin';
      case 'ai.base_url':
        return c.ai.openai?.baseUrl ?? null;
      case 'ai.model':
        return c.ai.openai?.model ?? null;
      case 'ai.api_key':
        return c.ai.openai?.apiKey ?? null;
      case 'ai.timeout_ms':
        return c.ai.openai?.timeoutMs ?? 20_000;
      case 'credit.provider':
        return credit.kind;
      case 'credit.url':
        return credit.kind === 'http' ? credit.url : null;
      case 'credit.api_key':
        return credit.kind === 'http' ? credit.apiKey : null;
      case 'credit.timeout_ms':
        return credit.kind === 'http' ? credit.timeoutMs : 15_000;
      case 'credit.retries':
        return credit.kind === 'http' ? credit.retries : 2;
      case 'mail.from':
        return c.mailFrom;
      case 'mail.smtp_url':
        return c.smtpUrl;
      case 'payments.provider':
        return c.payments.provider;
      case 'payments.stripe_secret_key':
        return c.payments.stripeSecretKey;
      case 'payments.stripe_publishable_key':
        return c.payments.stripePublishableKey;
      case 'payments.stripe_webhook_secret':
        return c.payments.stripeWebhookSecret;
      case 'commerce.default_tax_rate_bps':
        return c.commerce.taxRateBps;
      case 'commerce.default_shipping_cents':
        return c.commerce.shippingCents;
      case 'commerce.free_shipping_threshold_cents':
        return c.commerce.freeShippingThresholdCents;
      case 'commerce.platform_fee_bps':
        return c.commerce.platformFeeBps;
    }
  }

  /** The value in effect: the override if there is one, else the environment's. */
  get(key: SettingKey): string | number | null {
    const o = this.overrides.get(key);
    if (o) return isSecretSetting(key) ? o.secret : o.value;
    return this.environmentValue(key);
  }

  private text(key: SettingKey): string | null {
    const v = this.get(key);
    return v === null ? null : String(v);
  }

  private int(key: SettingKey, fallback: number): number {
    const v = this.get(key);
    return typeof v === 'number' ? v : Number.isFinite(Number(v)) && v !== null ? Number(v) : fallback;
  }

  /** The AI coach's configuration in effect (LiveKit stays with the environment). */
  ai(): AiConfig {
    const baseUrl = this.text('ai.base_url');
    const useService = this.get('ai.provider') === 'openai' && baseUrl;
    return {
      livekit: this.config.ai.livekit,
      openai: useService
        ? {
            baseUrl: baseUrl.replace(/\/+$/, ''),
            apiKey: this.text('ai.api_key'),
            model: this.text('ai.model') ?? 'gpt-4o-mini',
            apiVersion: this.config.ai.openai?.apiVersion ?? null,
            timeoutMs: this.int('ai.timeout_ms', 20_000),
          }
        : null,
    };
  }

  /** The credit provider in effect. */
  creditProvider(): CreditProviderConfig {
    const url = this.text('credit.url');
    if (this.get('credit.provider') !== 'http' || !url) return { kind: 'sandbox' };
    return {
      kind: 'http',
      url,
      apiKey: this.text('credit.api_key'),
      timeoutMs: this.int('credit.timeout_ms', 15_000),
      retries: this.int('credit.retries', 2),
    };
  }

  mailFrom(): string {
    return this.text('mail.from') ?? this.config.mailFrom;
  }

  smtpUrl(): string | null {
    return this.text('mail.smtp_url');
  }

  /** The payment provider in effect: Stripe only when chosen and its secret key is set. */
  payments(): PaymentsSettings {
    const secretKey = this.text('payments.stripe_secret_key');
    if (this.get('payments.provider') !== 'stripe' || !secretKey) return { provider: 'test' };
    return {
      provider: 'stripe',
      secretKey,
      publishableKey: this.text('payments.stripe_publishable_key'),
      webhookSecret: this.text('payments.stripe_webhook_secret'),
    };
  }

  /** Commerce platform defaults in effect: a new store's pricing rules and the platform's fee. */
  commerceDefaults(): CommerceDefaults {
    const c = this.config.commerce;
    return {
      tax_rate_bps: this.int('commerce.default_tax_rate_bps', c.taxRateBps),
      shipping_cents: this.int('commerce.default_shipping_cents', c.shippingCents),
      free_shipping_threshold_cents: this.int(
        'commerce.free_shipping_threshold_cents',
        c.freeShippingThresholdCents,
      ),
      platform_fee_bps: this.int('commerce.platform_fee_bps', c.platformFeeBps),
    };
  }
}

export type PaymentsSettings =
  | { provider: 'test' }
  | { provider: 'stripe'; secretKey: string; publishableKey: string | null; webhookSecret: string | null };

export interface CommerceDefaults {
  tax_rate_bps: number;
  shipping_cents: number;
  free_shipping_threshold_cents: number;
  platform_fee_bps: number;
}

/**
 * Writes overrides (null deletes one) in the caller's transaction. Secrets are encrypted with the
 * app secret, bound to their key.
 */
export async function writeSettings(
  db: Db,
  appSecret: string,
  values: Partial<Record<SettingKey, string | number | null>>,
  actorId: string | null,
): Promise<void> {
  const clear = Object.entries(values)
    .filter(([, v]) => v === null)
    .map(([k]) => k);
  if (clear.length) await db.delete(platformSettings).where(inArray(platformSettings.key, clear));
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined) continue;
    const key = k as SettingKey;
    const row = isSecretSetting(key)
      ? { value: null, secret: encryptSecret(appSecret, String(v), `setting:${key}`) }
      : { value: v, secret: null };
    await db
      .insert(platformSettings)
      .values({ key, ...row, updated_by: actorId })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { ...row, updated_by: actorId, updated_at: sql`now()` },
      });
  }
}

/** Names of the people who last changed each setting. */
export async function settingAuthors(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({
      key: platformSettings.key,
      name: sql<
        string | null
      >`(select display_name from users u where u.id = ${platformSettings.updated_by})`,
    })
    .from(platformSettings);
  return new Map(rows.filter((r) => r.name).map((r) => [r.key, r.name!]));
}
