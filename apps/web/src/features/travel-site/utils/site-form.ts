import { type TravelSite, type TravelSiteInput, travelSiteInputSchema } from '@fundpath/contracts/travel';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { apiFieldErrors } from '@/lib/form-errors';

/** What the form edits; colours as typed (empty: the default). */
export interface SiteFormValues {
  display_name: string;
  photo_url: string;
  bio: string;
  primary_color: string;
  accent_color: string;
  /** In the order the site shows them. */
  featured_package_ids: string[];
}

export type SiteFormErrors = Partial<Record<keyof SiteFormValues | 'form', string>>;

/** The contract's defaults, read from the schema so the two never drift. */
export const DEFAULT_COLORS = {
  primary_color: travelSiteInputSchema.shape.primary_color.parse(undefined),
  accent_color: travelSiteInputSchema.shape.accent_color.parse(undefined),
} as const;

/** At most this many featured packages (the contract's limit). */
export const MAX_FEATURED = 6;

export function valuesFromSite(site: TravelSite): SiteFormValues {
  return {
    display_name: site.display_name,
    photo_url: site.photo_url,
    bio: site.bio,
    primary_color: site.primary_color,
    accent_color: site.accent_color,
    featured_package_ids: [...site.featured_package_ids],
  };
}

/** A colour as sent: trimmed, lower-case, the default when empty. */
export function effectiveColor(value: string, fallback: string): string {
  const typed = value.trim().toLowerCase();
  return typed === '' ? fallback : typed;
}

/** The PUT body for the form's values (featured packages in the chosen order). */
export function toSitePayload(values: SiteFormValues): TravelSiteInput {
  return {
    display_name: values.display_name.trim(),
    photo_url: values.photo_url.trim(),
    bio: values.bio.trim(),
    primary_color: effectiveColor(values.primary_color, DEFAULT_COLORS.primary_color),
    accent_color: effectiveColor(values.accent_color, DEFAULT_COLORS.accent_color),
    featured_package_ids: [...values.featured_package_ids],
  };
}

/** The payload, or the contract's messages per field (the server checks the same schema). */
export function checkSite(
  values: SiteFormValues,
): { ok: true; payload: TravelSiteInput } | { ok: false; errors: SiteFormErrors } {
  const payload = toSitePayload(values);
  const parsed = travelSiteInputSchema.safeParse(payload);
  if (parsed.success) return { ok: true, payload };
  return { ok: false, errors: siteErrors(parsed.error.issues) };
}

/** Field messages from zod issues or a refused PUT; `featured_package_ids.2` counts as the list. */
export function siteErrors(source: unknown): SiteFormErrors {
  const out: SiteFormErrors = {};
  const byPath = Array.isArray(source) ? issuesToFieldErrors(source) : apiFieldErrors(source);
  for (const [path, message] of Object.entries(byPath)) {
    const key = path.split('.')[0] as keyof SiteFormValues;
    out[key] ??= message;
  }
  return out;
}

/** Moves the item at `from` by `delta` places (a no-op past either end). */
export function move<T>(list: readonly T[], from: number, delta: -1 | 1): T[] {
  const to = from + delta;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
