/**
 * Test helpers for the catalogue's tests (not imported by app code): a client with a store, and
 * products created through the owner API so every test exercises the same path the screens use.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { injectAs, makeUser, type TestUser } from './factories';
import { createTestApp } from './test-app';

/** A test app whose uploads go to a temporary directory of their own. */
export function catalogTestApp(options: Parameters<typeof createTestApp>[1] = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fundpath-catalog-'));
  return createTestApp({ storage: { kind: 'local', dir } }, options);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const call = (
  app: FastifyInstance,
  user: TestUser | null,
  method: Method,
  url: string,
  payload?: unknown,
) => injectAs(app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

let n = 0;
/** A client who owns a store (live unless asked otherwise). */
export async function makeOwner(
  app: FastifyInstance,
  db: Parameters<typeof makeUser>[0],
  opts: { status?: 'draft' | 'live'; name?: string } = {},
) {
  n += 1;
  const owner = await makeUser(db, 'client', { display_name: opts.name ?? `Owner ${n}` });
  const slug = `shop-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const res = await call(app, owner, 'POST', '/api/ecommerce/my-store', { store_name: `Shop ${n}`, slug });
  expect(res.statusCode, res.body).toBe(201);
  let store = res.json().store as { id: number; slug: string; status: string };
  if ((opts.status ?? 'live') === 'live') {
    const live = await call(app, owner, 'PATCH', '/api/ecommerce/my-store', { status: 'live' });
    expect(live.statusCode, live.body).toBe(200);
    store = live.json().store;
  }
  return { owner, store };
}

export async function makeProduct(app: FastifyInstance, owner: TestUser, body: Record<string, unknown>) {
  const res = await call(app, owner, 'POST', '/api/ecommerce/my-store/products', {
    status: 'active',
    price_cents: 1000,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as {
    id: string;
    slug: string;
    title: string;
    variants: Array<{ id: string; title: string; inventory_quantity: number }>;
    images: Array<{ id: string; url: string; thumb_url: string }>;
  };
}

/** A real PNG of the given size (sharp decodes it like an upload). */
export function pngImage(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .png()
    .toBuffer();
}
