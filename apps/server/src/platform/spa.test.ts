import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { JSON_COMPRESS_MIN_BYTES, negotiateEncoding } from './compression';

const INDEX = `<!doctype html><html><head><title>FundPath</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(100)}</body></html>`;
const APP_JS = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const ASSET = '/assets/app-abc123.js';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'fundpath-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, body: string | Buffer) => writeFileSync(path.join(dist, name), body);
  write('index.html', INDEX);
  write('index.html.br', brotliCompressSync(INDEX));
  write('index.html.gz', gzipSync(INDEX));
  write('assets/app-abc123.js', APP_JS);
  write('assets/app-abc123.js.br', brotliCompressSync(APP_JS));
  write('assets/app-abc123.js.gz', gzipSync(APP_JS));
  write('assets/logo-def456.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.env', 'SECRET=1');
  // The OpenAPI document is a large JSON response; open it to anonymous calls here.
  t = await createTestApp({ webDist: dist, publicApiDocs: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

describe('built assets', () => {
  it('sends brotli when the client accepts it, with the original type, Vary and immutable caching', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(APP_JS.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends gzip when only gzip is accepted, and identity when nothing is', async () => {
    const gz = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    for (const headers of [
      {} as Record<string, string>,
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ]) {
      const plain = await get(ASSET, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(APP_JS);
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(APP_JS)));
    }
  });

  it('respects q-values: q=0 refuses a coding, the higher q wins', async () => {
    expect((await get(ASSET, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect(
      (await get(ASSET, { 'accept-encoding': 'br;q=0.5, gzip;q=0.8' })).headers['content-encoding'],
    ).toBe('gzip');
    expect((await get(ASSET, { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
    const none = await get(ASSET, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(APP_JS);
    expect(negotiateEncoding('*;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('BR;Q=1.0', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('x-gzip', ['br', 'gzip'])).toBe('gzip');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(APP_JS).length);
    expect(res.rawPayload.length).toBe(0);
  });

  it('revalidates with ETag: a matching If-None-Match gets 304, each encoding has its own tag', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'br' });
    const gz = await get(ASSET, { 'accept-encoding': 'gzip' });
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(gz.headers.etag).not.toBe(etag);
    const again = await get(ASSET, { 'accept-encoding': 'br', 'if-none-match': `W/${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get(ASSET, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('serves files without precompressed siblings as they are, typed by extension', async () => {
    const res = await get('/assets/logo-def456.png', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers an unknown asset with 404, never the SPA shell, and refuses paths out of the build', async () => {
    for (const url of [
      '/assets/app-missing.js',
      '/assets/app-abc123.js.br',
      '/assets/../index.html',
      '/assets/..%2findex.html',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.body, url).not.toContain('<div id="root">');
      expect(res.body, url).not.toContain('root:');
      if (res.statusCode !== 200) expect(res.statusCode, url).toBe(404);
    }
    expect((await get('/assets/app-missing.js')).statusCode).toBe(404);
    expect((await get('/.env')).body).not.toContain('SECRET');
  });
});

describe('index.html and public files', () => {
  it('serves the SPA shell for app routes with no-cache, compressed when accepted', async () => {
    for (const url of ['/', '/dashboard/anything?x=1']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
    const plain = await get('/somewhere');
    expect(plain.body).toBe(INDEX);
    const head = await get('/somewhere', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(INDEX.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves top-level public files with a short cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('JSON compression', () => {
  it('compresses JSON above the threshold to the same body, with Vary', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/application\/json/);
    expect(plain.rawPayload.length).toBeGreaterThan(JSON_COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get('/api/docs/json', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const head = await get('/api/docs/json', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
  });

  it('leaves JSON below the threshold untouched', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(JSON_COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
