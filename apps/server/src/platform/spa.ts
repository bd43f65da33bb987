import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Encoding, negotiateEncoding, varyAcceptEncoding } from './compression';
import { errorBody } from './errors';
import { renderHostPage } from './html-shell';

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>FundPath</title></head>
<body style="font-family:system-ui;padding:2rem"><h1>FundPath API is running</h1>
<p>The web app has not been built yet. Run <code>npm run build</code> (or use <code>npm start</code>, which builds it).</p></body></html>`;

/** Hashed file names never change content: cache for a year, never revalidate. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Top-level public files (favicon, robots.txt…) keep their names across deploys. */
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Files up to this size are kept in memory after their first request; larger ones stream. */
const MEMORY_MAX_BYTES = 1024 * 1024;
/** Precompressed siblings written by the web build (apps/web/build/precompress.ts), best first. */
const VARIANTS: ReadonlyArray<[Encoding, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

interface Variant {
  file: string;
  size: number;
  etag: string;
  body?: Buffer;
}

interface StaticFile {
  type: string;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
  encodings: Encoding[];
}

function variant(file: string, tag: string): Variant {
  const stat = statSync(file);
  return {
    file,
    size: stat.size,
    etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${tag}"`,
  };
}

/**
 * Every servable file under `dir` (recursively or only at the top), keyed by its URL path relative
 * to `dir`, with its precompressed siblings. Requests are answered from this list only, so no
 * request path can reach a file outside the build (or a dotfile in it).
 */
function scan(dir: string, recursive: boolean): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(dir)) return files;
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { recursive, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (rel.split('/').some((segment) => segment.startsWith('.'))) continue;
    names.add(rel);
  }
  for (const rel of names) {
    const sibling = VARIANTS.find(([, ext]) => rel.endsWith(ext) && names.has(rel.slice(0, -ext.length)));
    if (sibling) continue; // served as an encoding of its original, never on its own
    const file = path.join(dir, rel);
    const encoded: StaticFile['encoded'] = {};
    for (const [encoding, ext] of VARIANTS) {
      if (names.has(rel + ext)) encoded[encoding] = variant(file + ext, `-${encoding}`);
    }
    files.set(rel, {
      type: CONTENT_TYPES[path.extname(rel).toLowerCase()] ?? 'application/octet-stream',
      identity: variant(file, ''),
      encoded,
      encodings: VARIANTS.map(([encoding]) => encoding).filter((encoding) => encoded[encoding]),
    });
  }
  return files;
}

/** `If-None-Match` (weak comparison, as RFC 9110 asks for GET/HEAD) against the variant's ETag. */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function sendStatic(
  req: FastifyRequest,
  reply: FastifyReply,
  entry: StaticFile,
  cacheControl: string,
): Promise<FastifyReply> {
  const encoding = entry.encodings.length
    ? negotiateEncoding(req.headers['accept-encoding'], entry.encodings)
    : null;
  const chosen = (encoding && entry.encoded[encoding]) || entry.identity;
  if (entry.encodings.length) varyAcceptEncoding(reply);
  reply.header('cache-control', cacheControl).header('etag', chosen.etag).type(entry.type);
  if (encoding) reply.header('content-encoding', encoding);
  if (notModified(req.headers['if-none-match'], chosen.etag)) return reply.status(304).send();
  reply.header('content-length', String(chosen.size));
  if (req.method === 'HEAD') return reply.send();
  if (chosen.body) return reply.send(chosen.body);
  if (chosen.size > MEMORY_MAX_BYTES) return reply.send(createReadStream(chosen.file));
  chosen.body = await readFile(chosen.file);
  return reply.send(chosen.body);
}

/** A top-level public file's name from a request path (`/favicon.svg` → `favicon.svg`). */
function topLevelName(pathname: string): string | null {
  const name = pathname.slice(1);
  return /^[\w.-]+$/.test(name) && name !== 'index.html' ? name : null;
}

/**
 * Serves the built SPA from `distDir`: hashed `/assets/*` with immutable caching, top-level public
 * files with a short cache, and index.html (`no-cache`) for every other non-API GET so the client
 * router can handle (or redirect) the path. Each file goes precompressed (`.br`/`.gz` made by the
 * build) when `Accept-Encoding` allows, with `Vary`, `ETag` and 304s. The build is listed once at
 * startup (a rebuild needs a restart, as index.html always did). Unknown /api/* and /assets/* → 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const root = scan(distDir, false);
  const index = root.get('index.html') ?? null;
  root.delete('index.html');
  const assets = scan(path.join(distDir, 'assets'), true);

  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'HEAD'],
    url: '/assets/*',
    config: { access: 'public', compress: false },
    schema: { hide: true, params: z.object({ '*': z.string().max(300) }) },
    handler: async (req, reply) => {
      const entry = assets.get(req.params['*']);
      if (!entry) return reply.status(404).send(errorBody('NOT_FOUND', 'No such asset'));
      return sendStatic(req, reply, entry, IMMUTABLE);
    },
  });

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${req.method} ${pathname}`));
    }
    const name = topLevelName(pathname);
    const file = name ? root.get(name) : undefined;
    if (file) return sendStatic(req, reply, file, PUBLIC_FILE_CACHE);
    // A page a module renders for this Host (a coach site on its custom domain), else the app.
    const page = await renderHostPage(app.deps, { host: req.host, pathname, protocol: req.protocol });
    if (page)
      return reply
        .status(page.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(req.method === 'HEAD' ? undefined : page.html);
    if (index) return sendStatic(req, reply, index, 'no-cache');
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(MISSING_BUILD);
  });
}
