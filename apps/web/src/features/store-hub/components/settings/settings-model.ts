import {
  type OwnerStore,
  PRICE_CENTS_MAX,
  STOREFRONT_FALLBACK_COLORS,
  type Store,
  type StoreSettingsPatch,
  type StoreStatus,
  storeSettingsSchema,
} from '@fundpath/contracts/ecommerce';
import { bpsToPercent, centsToDollars, dollarsToCents, percentToBps } from '@/lib/commerce-units';
import { issuesToFieldErrors } from '@/lib/field-errors';

/** The colour fields; empty means the storefront's fallback. */
export const COLOR_KEYS = ['primary_color', 'secondary_color', 'accent_color'] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];
export const FALLBACKS: Record<ColorKey, string> = {
  primary_color: STOREFRONT_FALLBACK_COLORS.primary,
  secondary_color: STOREFRONT_FALLBACK_COLORS.secondary,
  accent_color: STOREFRONT_FALLBACK_COLORS.accent,
};

/**
 * What the form holds: the API's field names, in people's units as typed (8.75 for a rate,
 * 9.99 for money), so field errors from the server land on the field that caused them.
 */
export interface SettingsValues {
  store_name: string;
  tagline: string;
  slug: string;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  tax_rate_bps: string;
  shipping_cents: string;
  free_shipping_threshold_cents: string;
  custom_domain: string;
  contact_email: string;
  status: StoreStatus;
}
export type SettingsErrors = Partial<Record<keyof SettingsValues, string>>;

export function valuesFromStore(store: OwnerStore): SettingsValues {
  return {
    store_name: store.store_name,
    tagline: store.tagline,
    slug: store.slug,
    primary_color: store.custom_colors.primary_color ?? '',
    secondary_color: store.custom_colors.secondary_color ?? '',
    accent_color: store.custom_colors.accent_color ?? '',
    tax_rate_bps: bpsToPercent(store.tax_rate_bps),
    shipping_cents: centsToDollars(store.shipping_cents),
    free_shipping_threshold_cents: centsToDollars(store.free_shipping_threshold_cents),
    custom_domain: store.custom_domain ?? '',
    contact_email: store.contact_email ?? '',
    status: store.status,
  };
}

type Settings = ReturnType<typeof storeSettingsSchema.parse>;

/** The form in the API's units, checked by the contract's schema; or the errors per field. */
export function parseSettings(
  values: SettingsValues,
): { ok: true; settings: Settings } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const tax = percentToBps(values.tax_rate_bps, 'The tax rate');
  const shipping = dollarsToCents(values.shipping_cents, PRICE_CENTS_MAX, 'a shipping price');
  const free = dollarsToCents(values.free_shipping_threshold_cents, PRICE_CENTS_MAX, 'a threshold');
  if (!tax.ok) errors.tax_rate_bps = tax.error;
  if (!shipping.ok) errors.shipping_cents = shipping.error;
  if (!free.ok) errors.free_shipping_threshold_cents = free.error;
  const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());
  const parsed = storeSettingsSchema.safeParse({
    store_name: values.store_name,
    tagline: values.tagline,
    slug: values.slug,
    primary_color: blankToNull(values.primary_color),
    secondary_color: blankToNull(values.secondary_color),
    accent_color: blankToNull(values.accent_color),
    tax_rate_bps: tax.ok ? tax.value : 0,
    shipping_cents: shipping.ok ? shipping.value : 0,
    free_shipping_threshold_cents: free.ok ? free.value : 0,
    custom_domain: blankToNull(values.custom_domain),
    contact_email: blankToNull(values.contact_email),
    status: values.status,
  });
  if (!parsed.success) Object.assign(errors, issuesToFieldErrors(parsed.error.issues), errors);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, settings: parsed.data };
}

/** Only what differs from the saved store (a PATCH never re-sends an unchanged slug or domain). */
export function changedFields(settings: Settings, store: OwnerStore): StoreSettingsPatch {
  const saved = parseSettings(valuesFromStore(store));
  const before: Partial<Settings> = saved.ok ? saved.settings : {};
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings) as Array<[keyof Settings, unknown]>) {
    if (before[key] !== value) patch[key] = value;
  }
  return patch as StoreSettingsPatch;
}

const colorOr = (value: string, fallback: string) =>
  /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim() : fallback;

/** The store as the storefront would show it with the form's values (fallback colours applied). */
export function previewStore(values: SettingsValues, store: OwnerStore): Store {
  const tax = percentToBps(values.tax_rate_bps);
  const shipping = dollarsToCents(values.shipping_cents, PRICE_CENTS_MAX);
  const free = dollarsToCents(values.free_shipping_threshold_cents, PRICE_CENTS_MAX);
  return {
    id: store.id,
    store_id: store.store_id,
    slug: values.slug.trim() || store.slug,
    store_name: values.store_name.trim() || store.store_name,
    tagline: values.tagline.trim(),
    logo_url: store.logo_url,
    primary_color: colorOr(values.primary_color, FALLBACKS.primary_color),
    secondary_color: colorOr(values.secondary_color, FALLBACKS.secondary_color),
    accent_color: colorOr(values.accent_color, FALLBACKS.accent_color),
    currency: store.currency,
    tax_rate_bps: tax.ok ? tax.value : store.tax_rate_bps,
    shipping_cents: shipping.ok ? shipping.value : store.shipping_cents,
    free_shipping_threshold_cents: free.ok ? free.value : store.free_shipping_threshold_cents,
    status: values.status,
    suspended: store.suspended,
    custom_domain: values.custom_domain.trim() || null,
  };
}
