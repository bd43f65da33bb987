import { type APIRequestContext, expect } from '@playwright/test';

/** The demo coach's store (seed: owner client@fundpath.test) and the admin-only draft store. */
export const DEMO_STORE = { slug: 'jordan-funding-shop', name: "Jordan's Funding Shop" } as const;
export const DRAFT_STORE = { name: "Ben's Business Basics" } as const;

/**
 * A live store's id, read the way the storefront does (spec §7: the public branding call by slug),
 * so no journey depends on the order in which the seed created stores.
 */
export async function storeIdOf(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/ecommerce/storefront/branding?store=${encodeURIComponent(slug)}`);
  expect(res.ok(), `GET branding of ${slug}: ${res.status()}`).toBeTruthy();
  const body = (await res.json()) as { store: { id: number } };
  return body.store.id;
}
