import {
  isSecretSetting,
  SETTINGS,
  type Setting,
  type SettingDefinition,
  type SettingKey,
  settingKeys,
  settingValueSchema,
  type UpdateSettings,
} from '@fundpath/contracts/config';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { type RuntimeSettings, settingAuthors, writeSettings } from '../../platform/settings';

/** Every setting as the screen shows it: the value in effect (never a secret's), and where it comes from. */
export async function listSettings(ctx: Ctx, settings: RuntimeSettings): Promise<Setting[]> {
  const authors = await settingAuthors(ctx.db);
  return settingKeys.map((key) => {
    const def: SettingDefinition = SETTINGS[key];
    const override = settings.override(key);
    const effective = settings.get(key);
    const secret = isSecretSetting(key);
    const env = settings.environmentValue(key);
    return {
      key,
      label: def.label,
      description: def.description,
      group: def.group,
      type: def.type,
      env: def.env,
      options: def.options ? [...def.options] : null,
      min: def.min ?? null,
      max: def.max ?? null,
      value: secret ? null : effective,
      is_set: effective !== null && effective !== '',
      source: override ? 'override' : env !== null && env !== '' ? 'environment' : 'default',
      updated_at: override ? override.updated_at.toISOString() : null,
      updated_by_name: override ? (authors.get(key) ?? null) : null,
    };
  });
}

/**
 * Validates every value against its setting's schema (field errors by key), checks the
 * combinations still make a working platform, writes the overrides and audits each change
 * (secrets as set / cleared, never their value), then reloads this instance at once (the
 * others reload on the NOTIFY).
 */
export async function updateSettings(
  ctx: Ctx,
  settings: RuntimeSettings,
  appSecret: string,
  input: UpdateSettings,
) {
  const errors: Record<string, string> = {};
  const values: Partial<Record<SettingKey, string | number | null>> = {};
  for (const [k, raw] of Object.entries(input.values)) {
    const key = k as SettingKey;
    if (raw === null || raw === undefined) {
      values[key] = null;
      continue;
    }
    const parsed = settingValueSchema(key).safeParse(raw);
    if (parsed.success) values[key] = parsed.data;
    else errors[key] = parsed.error.issues[0]?.message ?? 'Invalid value';
  }
  // What would be in effect after the change.
  const after = (key: SettingKey) =>
    key in values ? (values[key] ?? settings.environmentValue(key)) : settings.get(key);
  if (after('ai.provider') === 'openai' && !after('ai.base_url'))
    errors['ai.base_url'] ??= 'The OpenAI-compatible provider needs its service URL';
  if (after('credit.provider') === 'http' && !after('credit.url'))
    errors['credit.url'] ??= 'The HTTP provider needs its URL';
  if (after('payments.provider') === 'stripe') {
    const secretKey = after('payments.stripe_secret_key');
    const publishableKey = after('payments.stripe_publishable_key');
    if (!secretKey) errors['payments.stripe_secret_key'] ??= 'Stripe needs its secret key';
    if (!publishableKey)
      errors['payments.stripe_publishable_key'] ??= 'Stripe needs its publishable key (the checkout uses it)';
    const mode = (key: unknown) => (typeof key === 'string' && key.includes('_live_') ? 'live' : 'test');
    if (secretKey && publishableKey && mode(secretKey) !== mode(publishableKey))
      errors['payments.stripe_publishable_key'] ??= 'Use keys of the same mode (both test or both live)';
  }
  if (Object.keys(errors).length)
    throw new AppError('VALIDATION_FAILED', 'Some settings are not valid', { errors });

  const changed = Object.entries(values).filter(([k, v]) => {
    const key = k as SettingKey;
    const current = settings.override(key);
    if (v === null) return current !== undefined;
    return isSecretSetting(key) ? current?.secret !== v : current?.value !== v;
  });
  if (changed.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    await writeSettings(tx, appSecret, Object.fromEntries(changed), ctx.realUser?.id ?? null);
    for (const [k, v] of changed) {
      const key = k as SettingKey;
      const secret = isSecretSetting(key);
      await recordAudit(
        ctx,
        {
          action: v === null ? 'config.reset' : 'config.changed',
          target_type: 'config',
          target_id: key,
          target_label: `${SETTINGS[key].group} · ${SETTINGS[key].label}`,
          before: secret ? { set: settings.get(key) !== null } : { value: settings.get(key) },
          after: secret
            ? { set: v !== null || Boolean(settings.environmentValue(key)) }
            : { value: v ?? settings.environmentValue(key), override: v !== null },
        },
        tx,
      );
    }
  });
  await settings.load(ctx.db);
}
