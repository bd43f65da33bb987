/**
 * Specialists' services and the platform's service categories (with the platform fee in basis
 * points that a booking in the category pays). A specialist sees and changes only their own
 * services: anyone else's id is the same 404 as a missing one.
 */
import type {
  Category,
  categoryInputSchema,
  Service,
  ServiceCatalogueResponse,
  serviceCatalogueQuerySchema,
  serviceInputSchema,
  servicePatchSchema,
} from '@fundpath/contracts/marketplace';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import * as repo from './repo';
import { ensureOwnProfile, SPECIALIST_NOT_FOUND } from './specialists';

export const SERVICE_NOT_FOUND = 'Service not found';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const SERVICES_PER_SPECIALIST = 50;
const SLUG_TAKEN = 'Another category has that slug';

export function toService(row: repo.ServiceWithCategory): Service {
  const s = row.service;
  return {
    id: s.id,
    specialist_id: s.specialist_id,
    category_id: s.category_id,
    category_name: row.category_name,
    name: s.name,
    description: s.description,
    duration_minutes: s.duration_minutes,
    price_cents: s.price_cents,
    currency: s.currency,
    mode: s.mode,
    buffer_before_minutes: s.buffer_before_minutes,
    buffer_after_minutes: s.buffer_after_minutes,
    requires_confirmation: s.requires_confirmation,
    active: s.active,
    sort: s.sort,
  };
}

export function toCategory(c: repo.CategoryRow): Category {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    platform_fee_bps: c.platform_fee_bps,
    active: c.active,
    sort: c.sort,
  };
}

async function checkCategory(db: Db, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const category = await repo.findCategory(db, id);
  if (!category?.active)
    throw new AppError('VALIDATION_FAILED', 'Choose an active category', {
      errors: { category_id: 'Choose an active category' },
    });
}

// ---- the specialist's own services ------------------------------------------------------------

export async function myServices(ctx: Ctx): Promise<Service[]> {
  const { profile } = await ensureOwnProfile(ctx);
  return (await repo.servicesOf(ctx.db, [profile.user_id], { activeOnly: false })).map(toService);
}

async function ownService(ctx: Ctx, specialistId: string, id: string): Promise<Service> {
  const row = await repo.findService(ctx.db, id);
  if (!row || row.service.specialist_id !== specialistId) throw notFound(SERVICE_NOT_FOUND);
  return toService(row);
}

export async function createService(ctx: Ctx, input: z.output<typeof serviceInputSchema>): Promise<Service> {
  const { profile } = await ensureOwnProfile(ctx);
  await checkCategory(ctx.db, input.category_id);
  if ((await repo.countServices(ctx.db, profile.user_id)) >= SERVICES_PER_SPECIALIST)
    throw new AppError('LIMIT_REACHED', `At most ${SERVICES_PER_SPECIALIST} services per specialist`);
  const id = await repo.insertService(ctx.db, { ...input, specialist_id: profile.user_id });
  return ownService(ctx, profile.user_id, id);
}

export async function updateService(
  ctx: Ctx,
  id: string,
  patch: z.output<typeof servicePatchSchema>,
): Promise<Service> {
  const { profile } = await ensureOwnProfile(ctx);
  await ownService(ctx, profile.user_id, id);
  await checkCategory(ctx.db, patch.category_id);
  if (Object.keys(patch).length > 0) await repo.updateService(ctx.db, profile.user_id, id, patch);
  return ownService(ctx, profile.user_id, id);
}

/**
 * Removes a service. Bookings (a later module) keep their own copy of what was booked; a service
 * that should stop taking bookings but stay on record is set inactive instead.
 */
export async function deleteService(ctx: Ctx, id: string): Promise<void> {
  const { profile } = await ensureOwnProfile(ctx);
  if (!(await repo.deleteService(ctx.db, profile.user_id, id))) throw notFound(SERVICE_NOT_FOUND);
}

/** The active services of a listed specialist (public). */
export async function publicServices(db: Db, specialistId: string): Promise<Service[]> {
  if (!(await repo.findListed(db, specialistId))) throw notFound(SPECIALIST_NOT_FOUND);
  return (await repo.servicesOf(db, [specialistId], { activeOnly: true })).map(toService);
}

// ---- categories -------------------------------------------------------------------------------

export async function listCategories(db: Db, opts: { activeOnly: boolean }): Promise<Category[]> {
  return (await repo.listCategories(db, opts)).map(toCategory);
}

export async function createCategory(
  ctx: Ctx,
  input: z.output<typeof categoryInputSchema>,
): Promise<Category> {
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertCategory(tx, input);
    if (!created) throw new AppError('CONFLICT', SLUG_TAKEN, { errors: { slug: SLUG_TAKEN } });
    await recordAudit(
      ctx,
      {
        action: 'marketplace.category_created',
        target_type: 'service_category',
        target_id: created.id,
        target_label: created.name,
        after: { slug: created.slug, platform_fee_bps: created.platform_fee_bps, active: created.active },
      },
      tx,
    );
    return created;
  });
  return toCategory(row);
}

export async function updateCategory(
  ctx: Ctx,
  id: string,
  input: z.output<typeof categoryInputSchema>,
): Promise<Category> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findCategory(tx, id);
    if (!before) throw notFound(CATEGORY_NOT_FOUND);
    if (await repo.slugTaken(tx, input.slug, id))
      throw new AppError('CONFLICT', SLUG_TAKEN, { errors: { slug: SLUG_TAKEN } });
    const after = (await repo.updateCategory(tx, id, input))!;
    await recordAudit(
      ctx,
      {
        action: 'marketplace.category_updated',
        target_type: 'service_category',
        target_id: id,
        target_label: after.name,
        before: {
          name: before.name,
          slug: before.slug,
          platform_fee_bps: before.platform_fee_bps,
          active: before.active,
        },
        after: {
          name: after.name,
          slug: after.slug,
          platform_fee_bps: after.platform_fee_bps,
          active: after.active,
        },
      },
      tx,
    );
    return after;
  });
  return toCategory(row);
}

/** Deletes a category; its services keep existing, uncategorised. */
export async function deleteCategory(ctx: Ctx, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findCategory(tx, id);
    if (!before || !(await repo.deleteCategory(tx, id))) throw notFound(CATEGORY_NOT_FOUND);
    await recordAudit(
      ctx,
      {
        action: 'marketplace.category_deleted',
        target_type: 'service_category',
        target_id: id,
        target_label: before.name,
        before: { slug: before.slug, platform_fee_bps: before.platform_fee_bps },
      },
      tx,
    );
  });
}

// ---- the catalogue across specialists (`/manila/specialist/services`) ---------------------------

export async function serviceCatalogue(
  db: Db,
  query: z.output<typeof serviceCatalogueQuerySchema>,
): Promise<Omit<ServiceCatalogueResponse, 'status'>> {
  const { sort, page, per_page, ...filter } = query;
  const { rows, total } = await repo.serviceCatalogue(db, filter, sort, {
    limit: per_page,
    offset: (page - 1) * per_page,
  });
  return {
    services: rows.map((r) => ({
      id: r.service.id,
      name: r.service.name,
      description: r.service.description,
      category_id: r.service.category_id,
      category_name: r.category_name,
      duration_minutes: r.service.duration_minutes,
      price_cents: r.service.price_cents,
      currency: r.service.currency,
      mode: r.service.mode,
      created_at: r.service.created_at.toISOString(),
      specialist: { id: r.service.specialist_id, display_name: r.display_name, photo_url: r.photo_url },
    })),
    total,
    page,
    per_page,
  };
}
