import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A content coding the server can send; `null` means identity. */
export type Encoding = 'br' | 'gzip';

/**
 * Picks the best coding of `available` (in server preference order) that `Accept-Encoding`
 * allows, honouring q-values (`br;q=0` refuses br) and `*`. No header, or nothing acceptable:
 * identity (null). Ties go to the server's order, so br wins over gzip at equal q.
 */
export function negotiateEncoding(
  header: string | string[] | undefined,
  available: readonly Encoding[],
): Encoding | null {
  if (!header) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  let star: number | undefined;
  const q = new Map<string, number>();
  for (const part of value.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, val] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(val?.trim());
        weight = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    // `x-gzip` is gzip (RFC 9110 §8.4.1.3); the first mention of a coding counts.
    const key = name === 'x-gzip' ? 'gzip' : name;
    if (key === '*') star ??= weight;
    else if (!q.has(key)) q.set(key, weight);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const coding of available) {
    const weight = q.get(coding) ?? star ?? 0;
    if (weight > bestQ) {
      best = coding;
      bestQ = weight;
    }
  }
  return best;
}

/** Adds `Accept-Encoding` to the reply's Vary header (once). */
export function varyAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'Accept-Encoding');
    return;
  }
  const current = String(vary);
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  reply.header('vary', `${current}, Accept-Encoding`);
}

/** JSON bodies smaller than this go as they are: compressing them costs more than the bytes saved. */
export const JSON_COMPRESS_MIN_BYTES = 1024;
/**
 * Up to this size compress on the request's own thread: measured, brotli 3 on 33 KB of JSON takes
 * ~0.15 ms in place but ~0.3 ms through libuv's pool, worse with several in flight, and throughput
 * fell accordingly. Larger bodies (multi-megabyte reports) go to the pool so the event loop is not
 * held for milliseconds.
 */
const SYNC_MAX_BYTES = 256 * 1024;
const JSON_ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
/**
 * Fast settings, measured on 20 KB JSON: brotli 3 takes ~½ the time of brotli 4 for ~2% more bytes,
 * and is as small as gzip 6 (the fallback). Quality 11 is for build time only.
 */
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 3,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const GZIP_OPTIONS = { level: 6 };
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: this route's responses are never compressed on the fly (e.g. precompressed files). */
    compress?: boolean;
  }
}

function compressAsync(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') brotliCompress(body, brotliOptions(body.length), done);
    else gzip(body, GZIP_OPTIONS, done);
  });
}

/** Compresses on this thread with the response settings (also what the benchmark times). */
export function compressSync(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(body.length))
    : gzipSync(body, GZIP_OPTIONS);
}

/** Compresses a JSON body for `encoding`; null when compression would not make it smaller. */
export async function compressJsonBody(encoding: Encoding, payload: string | Buffer): Promise<Buffer | null> {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const out =
    body.length <= SYNC_MAX_BYTES ? compressSync(encoding, body) : await compressAsync(encoding, body);
  return out.length < body.length ? out : null;
}

function shouldCompress(
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  // The cheap test first: the hot path (small JSON) leaves here.
  if (typeof payload === 'string') {
    if (payload.length < JSON_COMPRESS_MIN_BYTES) return false;
  } else if (!Buffer.isBuffer(payload) || payload.length < JSON_COMPRESS_MIN_BYTES) {
    return false; // streams (SSE, files) and empty bodies are never touched
  }
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !JSON_TYPE.test(type)) return false;
  if (reply.hasHeader('content-encoding') || req.routeOptions.config?.compress === false) return false;
  if (reply.statusCode === 204 || reply.statusCode === 304) return false;
  const cacheControl = reply.getHeader('cache-control');
  return !(typeof cacheControl === 'string' && cacheControl.includes('no-transform'));
}

/**
 * Compresses JSON responses above ~1 KB on the fly (brotli 3 or gzip 6, as `Accept-Encoding`
 * allows) and marks them `Vary: Accept-Encoding`. Smaller bodies, non-JSON and streamed replies
 * (SSE, files, WebSockets) pass untouched. Register on the root instance before any route plugin,
 * so every route inherits the hook. `npm run bench` (json-compression) measures both sides.
 */
export function registerCompression(app: FastifyInstance): void {
  // Callback style: the hot path (small JSON) must not pay for a promise per request.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!shouldCompress(req, reply, payload)) return done(null, payload);
    varyAcceptEncoding(reply);
    const encoding = negotiateEncoding(req.headers['accept-encoding'], JSON_ENCODINGS);
    if (!encoding) return done(null, payload);
    compressJsonBody(encoding, payload).then((compressed) => {
      if (!compressed) return done(null, payload);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, compressed);
    }, done);
  });
}
