import { isApiError } from '@/lib/api-client';

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/**
 * Field errors keyed by dotted path (`primary_color`, `sections.0.headline`), from zod issues (a
 * check before sending) or from a 400 whose details list the server's issues (`body.content.x`).
 * The first message per field wins. `strip` drops a prefix such as `content.`.
 */
export function issuesToFieldErrors(source: unknown, strip = ''): Record<string, string> {
  let issues: Array<{ path: string; message: string }> = [];
  if (Array.isArray(source)) {
    issues = (source as Issue[]).map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  } else if (isApiError(source)) {
    const details = (source.body as { details?: unknown } | undefined)?.details;
    if (Array.isArray(details))
      issues = details
        .filter(
          (d): d is { path: string; message: string } =>
            typeof d?.path === 'string' && typeof d?.message === 'string',
        )
        .map((d) => ({ path: d.path.replace(/^(body|querystring|params)\.?/, ''), message: d.message }));
  }
  const out: Record<string, string> = {};
  for (const { path, message } of issues) {
    const key = strip && path.startsWith(strip) ? path.slice(strip.length) : path;
    if (!(key in out)) out[key] = message;
  }
  return out;
}
