import { fieldErrorsOf, isApiError } from '@/lib/api-client';

/**
 * Field messages of a refused request, keyed by dotted path (`sku`, `variants.0.price_cents`):
 * a service's `details.errors` map (e.g. a 409 "That SKU is taken" on `sku`) and a schema
 * failure's `details` list (`body.variants.0.sku`, the `body.` dropped). The first message per
 * field wins.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = { ...fieldErrorsOf(error) };
  if (!isApiError(error)) return out;
  const details = (error.body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return out;
  for (const d of details as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof d?.path !== 'string' || typeof d.message !== 'string') continue;
    const key = d.path.replace(/^(body|querystring|params)\.?/, '');
    if (key && !(key in out)) out[key] = d.message;
  }
  return out;
}
