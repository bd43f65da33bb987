/**
 * Stores: the public storefront reads (spec §7), the owner's one store (`/my-store`), the admin's
 * suspend/reactivate, and what checkout needs to price an order.
 */

import type { storeSettingsPatchSchema } from '@fundpath/contracts/ecommerce';
import {
  DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
  DEFAULT_SHIPPING_CENTS,
  DEFAULT_TAX_RATE_BPS,
  type NewStore,
  type OwnerStore,
  type PricingRules,
  type Store,
  type StoreSettingsPatch,
  type StoreSetupItem,
  type StoreStatus,
} from '@fundpath/contracts/ecommerce';
import { hasPermission } from '@fundpath/contracts/roles';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import { type Db, isUniqueViolation } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { discardUploads, type ReceivedFile, storeUploads } from '../../platform/uploads';
import { logoKey, processLogo } from './media';
import { toOwnerStore, toStore } from './shapes';
import * as repo from './store-repo';

export const STORE_NOT_FOUND = 'Store not found';

const TAKEN: Record<'slug' | 'custom_domain', string> = {
  slug: 'Another store already uses this address',
  custom_domain: 'Another store already uses this domain',
};

export { isUniqueViolation };

/** Whether the acting user may see `store` while it is a draft: its owner, or commerce staff. */
function canSeeDraft(ctx: Pick<Ctx, 'actor'>, store: repo.StoreRow): boolean {
  return ctx.actor?.id === store.owner_id || hasPermission(ctx.actor, 'ecommerce.manage');
}

/** A store the caller may browse; a draft is invisible (404) to everyone but its owner and staff. */
export function assertVisible(ctx: Pick<Ctx, 'actor'>, store: repo.StoreRow | undefined): repo.StoreRow {
  if (!store || (store.status === 'draft' && !canSeeDraft(ctx, store)))
    throw new AppError('NOT_FOUND', STORE_NOT_FOUND);
  return store;
}

export async function visibleStore(ctx: Pick<Ctx, 'actor' | 'db'>, storeId: number): Promise<repo.StoreRow> {
  return assertVisible(ctx, await repo.findStoreById(ctx.db, storeId));
}

/** `GET /api/ecommerce/store/by-domain`: by id, or by the custom domain. */
export async function storeByDomain(
  ctx: Ctx,
  query: { store_id?: number; domain?: string },
): Promise<{ store: Store; client: { id: string; display_name: string }; message: string; live: boolean }> {
  let row: repo.StoreRow | undefined;
  if (query.store_id !== undefined) row = await repo.findStoreById(ctx.db, query.store_id);
  else if (query.domain) row = await repo.findStoreByDomain(ctx.db, query.domain);
  else throw new AppError('VALIDATION_FAILED', 'Give a store_id or a domain');
  const store = assertVisible(ctx, row);
  const owner = await repo.findOwner(ctx.db, store.owner_id);
  return {
    store: toStore(store),
    client: { id: store.owner_id, display_name: owner?.display_name ?? '' },
    message: storeMessage(store),
    live: store.status === 'live',
  };
}

function storeMessage(store: repo.StoreRow): string {
  if (store.suspended_at) return 'This store is temporarily unavailable: browsing only, no orders';
  if (store.status === 'draft') return 'Preview: this store is not live yet';
  return 'Store loaded';
}

/** `GET /api/ecommerce/storefront/branding?store={slug}`. */
export async function storeBranding(ctx: Ctx, slug: string): Promise<{ store: Store; live: boolean }> {
  const store = assertVisible(ctx, await repo.findStoreBySlug(ctx.db, slug));
  return { store: toStore(store), live: store.status === 'live' };
}

// ---- checkout -----------------------------------------------------------------------------------

export interface StoreForCheckout extends PricingRules {
  id: number;
  store_name: string;
  slug: string;
  owner_id: string;
  status: StoreStatus;
  suspended: boolean;
  currency: string;
  contact_email: string | null;
}

/** What checkout needs of a store (pricing rules, whether it takes orders, its owner); undefined if none. */
export async function getStoreForCheckout(db: Db, storeId: number): Promise<StoreForCheckout | undefined> {
  const row = await repo.findStoreById(db, storeId);
  if (!row) return undefined;
  return {
    id: row.id,
    store_name: row.store_name,
    slug: row.slug,
    owner_id: row.owner_id,
    status: row.status,
    suspended: row.suspended_at !== null,
    currency: row.currency,
    contact_email: row.contact_email,
    tax_rate_bps: row.tax_rate_bps,
    shipping_cents: row.shipping_cents,
    free_shipping_threshold_cents: row.free_shipping_threshold_cents,
  };
}

// ---- owner ------------------------------------------------------------------------------------

/** The caller's own store, or a 404 (every `/my-store/*` call but the first create needs one). */
export async function requireOwnStore(ctx: Ctx, opts: { lock?: boolean } = {}): Promise<repo.StoreRow> {
  const store = await repo.findStoreByOwner(ctx.db, ctx.actor!.id, opts);
  if (!store) throw new AppError('NOT_FOUND', 'You have no store yet: create it first');
  return store;
}

/** How payments stand on the platform, for the checklist (the route reads it from the adapter/settings). */
export interface PaymentsSetup {
  provider: 'test' | 'stripe' | null;
}

export async function setupChecklist(
  ctx: Ctx,
  store: repo.StoreRow | undefined,
  payments: PaymentsSetup,
): Promise<StoreSetupItem[]> {
  const activeProducts = store ? await repo.countActiveProducts(ctx.db, store.id) : 0;
  const customColours = store ? [store.primary_color, store.secondary_color, store.accent_color] : [];
  return [
    {
      key: 'logo',
      label: 'Upload your logo',
      done: Boolean(store?.logo_key),
      detail: null,
    },
    {
      key: 'colors',
      label: 'Choose your colours',
      done: customColours.some((c) => c !== null),
      detail: customColours.some((c) => c !== null) ? null : 'Using the default red theme',
    },
    {
      key: 'product',
      label: 'Add your first product',
      done: activeProducts > 0,
      detail: activeProducts > 0 ? `${activeProducts} active` : null,
    },
    {
      key: 'payments',
      label: 'Take payments',
      // The platform's provider takes the store's payments; the offline test provider works like
      // Stripe's test mode, so a store can go live with it, and the owner is told.
      done: payments.provider !== null,
      detail:
        payments.provider === 'test'
          ? 'Test mode'
          : payments.provider === 'stripe'
            ? 'Stripe'
            : 'Not configured by the platform',
    },
    {
      key: 'live',
      label: 'Go live',
      done: store?.status === 'live' && !store.suspended_at,
      detail: store?.suspended_at ? 'Suspended by the platform' : null,
    },
  ];
}

export async function getMyStore(ctx: Ctx, payments: PaymentsSetup) {
  const store = await repo.findStoreByOwner(ctx.db, ctx.actor!.id);
  return {
    store: store ? toOwnerStore(store) : null,
    setup: await setupChecklist(ctx, store, payments),
  };
}

async function assertFree(
  db: Db,
  values: { slug?: string; custom_domain?: string | null },
  exceptId?: number,
) {
  const taken = await repo.takenStoreFields(db, values, exceptId);
  if (taken.length === 0) return;
  const errors = Object.fromEntries(taken.map((f) => [f, TAKEN[f]]));
  throw new AppError('CONFLICT', TAKEN[taken[0]!], { errors });
}

/** Two requests racing past the checks meet the unique indexes: the same 409. */
async function conflictOnRace<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', message);
    throw err;
  }
}

export async function createMyStore(ctx: Ctx, input: NewStore): Promise<OwnerStore> {
  const ownerId = ctx.actor!.id;
  if (await repo.findStoreByOwner(ctx.db, ownerId))
    throw new AppError('CONFLICT', 'You already have a store', {
      errors: { store: 'One store per account' },
    });
  await assertFree(ctx.db, { slug: input.slug });
  const row = await conflictOnRace(
    () =>
      ctx.db.transaction(async (tx) => {
        const created = await repo.insertStore(tx, {
          owner_id: ownerId,
          brand_id: ctx.actor!.brand_id ?? null,
          store_name: input.store_name,
          slug: input.slug,
          status: 'draft',
          tax_rate_bps: DEFAULT_TAX_RATE_BPS,
          shipping_cents: DEFAULT_SHIPPING_CENTS,
          free_shipping_threshold_cents: DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
          contact_email: ctx.actor!.email,
        });
        await recordAudit(
          ctx,
          {
            action: 'store.created',
            target_type: 'store',
            target_id: String(created.id),
            target_label: created.store_name,
            after: { store_name: created.store_name, slug: created.slug },
          },
          tx,
        );
        return created;
      }),
    'You already have a store, or this address is taken',
  );
  return toOwnerStore(row);
}

type Patch = z.output<typeof storeSettingsPatchSchema>;

export async function updateMyStore(ctx: Ctx, patch: Patch | StoreSettingsPatch): Promise<OwnerStore> {
  const current = await requireOwnStore(ctx);
  const p = patch as Patch;
  await assertFree(ctx.db, { slug: p.slug, custom_domain: p.custom_domain }, current.id);
  const row = await conflictOnRace(
    () =>
      ctx.db.transaction(async (tx) => {
        const locked = (await repo.findStoreById(tx, current.id, { lock: true }))!;
        const updated = await repo.updateStore(tx, locked.id, p);
        const changed = Object.keys(p).filter(
          (k) => locked[k as keyof typeof locked] !== updated[k as keyof typeof updated],
        );
        if (changed.length)
          await recordAudit(
            ctx,
            {
              action: changed.includes('status')
                ? `store.${updated.status === 'live' ? 'went_live' : 'unpublished'}`
                : 'store.settings_changed',
              target_type: 'store',
              target_id: String(locked.id),
              target_label: updated.store_name,
              before: Object.fromEntries(changed.map((k) => [k, locked[k as keyof typeof locked]])),
              after: Object.fromEntries(changed.map((k) => [k, updated[k as keyof typeof updated]])),
            },
            tx,
          );
        return updated;
      }),
    'Another store already uses this address or domain',
  );
  return toOwnerStore(row);
}

export async function setMyStoreLogo(
  ctx: Ctx,
  storage: Storage,
  files: readonly ReceivedFile[],
): Promise<OwnerStore> {
  const store = await requireOwnStore(ctx);
  const file = files[0];
  if (!file)
    throw new AppError('VALIDATION_FAILED', 'Choose an image to upload', {
      errors: { file: 'Choose an image' },
    });
  const logo = await processLogo(file);
  const key = logoKey(store.id);
  await storeUploads(
    storage,
    [{ key, data: logo.data, file_name: logo.file_name, content_type: 'image/webp' }],
    ctx.log,
  );
  let previous: string | null = null;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const locked = (await repo.findStoreById(tx, store.id, { lock: true }))!;
      previous = locked.logo_key;
      const updated = await repo.updateStore(tx, locked.id, { logo_key: key });
      await recordAudit(
        ctx,
        {
          action: 'store.logo_changed',
          target_type: 'store',
          target_id: String(locked.id),
          target_label: locked.store_name,
          before: { logo_key: previous },
          after: { logo_key: key, file_name: logo.file_name },
        },
        tx,
      );
      return updated;
    });
    if (previous) await discardUploads(storage, [previous], ctx.log);
    return toOwnerStore(row);
  } catch (err) {
    await discardUploads(storage, [key], ctx.log);
    throw err;
  }
}

// ---- admin ------------------------------------------------------------------------------------

function toAdminStore(r: NonNullable<Awaited<ReturnType<typeof repo.findStoreAdmin>>>) {
  return {
    id: r.store.id,
    slug: r.store.slug,
    store_name: r.store.store_name,
    status: r.store.status,
    suspended: r.store.suspended_at !== null,
    suspended_reason: r.store.suspended_at ? r.store.suspended_reason : null,
    suspended_at: r.store.suspended_at?.toISOString() ?? null,
    owner_id: r.store.owner_id,
    owner_name: r.owner_name,
    owner_email: r.owner_email,
    product_count: r.product_count,
    active_product_count: r.active_product_count,
    created_at: r.store.created_at.toISOString(),
  };
}

export async function listStoresAdmin(
  ctx: Ctx,
  query: repo.AdminStoreFilter & { page: number; per_page: number },
) {
  const { rows, total } = await repo.listStoresAdmin(ctx.db, query, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { stores: rows.map(toAdminStore), total, page: query.page, per_page: query.per_page };
}

/** Suspends (with a reason) or reactivates a store; audited, idempotent. */
export async function setSuspended(ctx: Ctx, storeId: number, suspend: { reason: string } | null) {
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.findStoreById(tx, storeId, { lock: true });
    if (!locked) throw new AppError('NOT_FOUND', STORE_NOT_FOUND);
    const isSuspended = locked.suspended_at !== null;
    if (suspend === null && !isSuspended) return;
    if (suspend !== null && isSuspended && locked.suspended_reason === suspend.reason) return;
    await repo.updateStore(
      tx,
      storeId,
      suspend
        ? { suspended_at: locked.suspended_at ?? new Date(), suspended_reason: suspend.reason }
        : { suspended_at: null, suspended_reason: null },
    );
    await recordAudit(
      ctx,
      {
        action: suspend ? 'store.suspended' : 'store.reactivated',
        target_type: 'store',
        target_id: String(storeId),
        target_label: locked.store_name,
        before: { suspended: isSuspended, reason: locked.suspended_reason },
        after: { suspended: suspend !== null, reason: suspend?.reason ?? null },
      },
      tx,
    );
  });
  return toAdminStore((await repo.findStoreAdmin(ctx.db, storeId))!);
}
