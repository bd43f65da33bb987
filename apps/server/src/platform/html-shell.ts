/**
 * Server-rendered pages inside the SPA's own index.html: a route that must be readable without
 * JavaScript (a crawler, a link preview) answers the built index.html with its own <title>, meta
 * tags and static HTML inside `#root`, which the SPA replaces when it starts. Every text that goes
 * in is escaped here (`escapeHtml`), so callers pass plain strings, never markup they didn't build.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Used when the web app is not built (tests, API-only runs): same shape as the real one. */
export const FALLBACK_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="" />
    <title>FundPath</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text or an attribute value, safe anywhere inside HTML. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

let cached: { file: string; mtimeMs: number; html: string } | null = null;

/** The built index.html (read again when the file changes), or the fallback shell. */
export function loadShell(distDir: string): string {
  const file = path.join(distDir, 'index.html');
  try {
    const { mtimeMs } = statSync(file);
    if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.html;
    const html = readFileSync(file, 'utf8');
    cached = { file, mtimeMs, html };
    return html;
  } catch {
    return FALLBACK_SHELL;
  }
}

export interface ShellMeta {
  title: string;
  description?: string | null;
  /** Absolute URL. */
  canonical?: string | null;
  /** `property` tags (og:*) and `name` tags (twitter:*, others), plain values. */
  og?: Record<string, string | null | undefined>;
  names?: Record<string, string | null | undefined>;
  /** Crawlers: `noindex` for error pages. */
  robots?: string;
}

/**
 * The shell with `meta` in its head (replacing its <title> and description) and `bodyHtml`
 * (already-built, escaped markup) inside the root element.
 */
export function renderShell(template: string, meta: ShellMeta, bodyHtml: string): string {
  const tags: string[] = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.description) tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}" />`);
  for (const [key, value] of Object.entries(meta.og ?? {}))
    if (value) tags.push(`<meta property="${escapeHtml(key)}" content="${escapeHtml(value)}" />`);
  for (const [key, value] of Object.entries(meta.names ?? {}))
    if (value) tags.push(`<meta name="${escapeHtml(key)}" content="${escapeHtml(value)}" />`);
  let html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  html = html.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
  // A function replacement: `$` in the content is never a replacement pattern.
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${bodyHtml}</div>`);
}

// ---- pages answered by Host ---------------------------------------------------------------------

/**
 * A page a module answers for a request whose path the app doesn't route (the SPA's fallback):
 * coach sites on their custom domains. Null: not mine, serve the app as usual.
 */
export type HostPageRenderer = (req: {
  host: string;
  pathname: string;
  protocol: string;
}) => Promise<{ status: number; html: string } | null>;

const renderers = new WeakMap<object, HostPageRenderer[]>();

/** Registers a renderer for one app (keyed by its shared `deps`, the same object in every plugin). */
export function addHostPageRenderer(deps: object, renderer: HostPageRenderer): void {
  renderers.set(deps, [...(renderers.get(deps) ?? []), renderer]);
}

/** The first renderer's page for the request, or null. */
export async function renderHostPage(
  deps: object,
  req: { host: string; pathname: string; protocol: string },
): Promise<{ status: number; html: string } | null> {
  for (const renderer of renderers.get(deps) ?? []) {
    const page = await renderer(req);
    if (page) return page;
  }
  return null;
}
