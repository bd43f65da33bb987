/**
 * Brand administration (issue 3/8, holders of `brand.edit`): names, colours, domains, referral
 * codes, support e-mail and logos. Every change is audited in the transaction that makes it.
 * Nothing caches a brand: `GET /api/brand/config` reads the row per request, so an edit shows on
 * the next request on every instance.
 */
import type { Brand, BrandInput, LogoVariant } from '@fundpath/contracts/pages';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@fundpath/contracts/pages';
import type { Storage } from '../../adapters/storage';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import { isUniqueViolation } from '../../platform/db';
import { AppError } from '../../platform/errors';
import {
  checkUpload,
  discardUploads,
  type ReceivedFile,
  storeUploads,
  type UploadErrors,
  uploadKey,
} from '../../platform/uploads';
import * as repo from './repo';

/** Public path a stored logo is served under (`GET /api/brand/logos/:brandId/:file`). */
export const LOGO_URL_PREFIX = '/api/brand/logos/';

export const TAKEN_MESSAGES = {
  slug: 'A brand with this name already exists',
  domain: 'Another brand already uses this domain',
  referral_code: 'Another brand already uses this referral code',
} as const;

export function toBrand(row: repo.BrandRow): Brand {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    domain: row.domain,
    referral_code: row.referral_code,
    logo_white_url: row.logo_white_url,
    logo_black_url: row.logo_black_url,
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    accent_color: row.accent_color,
    support_email: row.support_email,
    postal_address: row.postal_address,
    is_default: row.is_default,
    updated_at: row.updated_at.toISOString(),
  };
}

/** URL slug of a brand name: `Acme Funding!` → `acme-funding`. */
export function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'brand'
  );
}

/** The fields the editor sees, parsed by the contract (`brandInputSchema` output). */
type BrandFields = {
  [K in keyof BrandInput]?: K extends 'name' ? string : string | null;
};

async function assertFree(
  db: Ctx['db'],
  values: { slug?: string | null; domain?: string | null; referral_code?: string | null },
  exceptId?: string,
) {
  const taken = await repo.takenBrandFields(db, values, exceptId);
  if (taken.length === 0) return;
  const errors: Record<string, string> = {};
  for (const field of taken) {
    errors[field] = TAKEN_MESSAGES[field];
    if (field === 'slug') errors.name = TAKEN_MESSAGES.slug;
  }
  throw new AppError('CONFLICT', Object.values(errors)[0]!, { errors });
}

/** Two saves racing past the check meet the unique index: answer the same 409. */
async function conflictOnRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', 'Another brand already uses this name, domain or referral code');
    throw err;
  }
}

export async function listBrands(ctx: Ctx): Promise<Brand[]> {
  return (await repo.listBrands(ctx.db)).map(toBrand);
}

export async function getBrand(ctx: Ctx, id: string): Promise<Brand> {
  const row = await repo.findBrandById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Brand not found');
  return toBrand(row);
}

export async function createBrand(ctx: Ctx, input: BrandFields & { name: string }): Promise<Brand> {
  const slug = slugOf(input.name);
  await assertFree(ctx.db, { slug, domain: input.domain, referral_code: input.referral_code });
  const row = await conflictOnRace(() =>
    ctx.db.transaction(async (tx) => {
      const created = await repo.insertBrand(tx, { ...input, slug });
      await recordAudit(
        ctx,
        {
          action: 'brand.created',
          target_type: 'brand',
          target_id: created.id,
          target_label: created.name,
          after: auditFields(created),
        },
        tx,
      );
      return created;
    }),
  );
  return toBrand(row);
}

const EDITABLE = [
  'name',
  'domain',
  'referral_code',
  'primary_color',
  'secondary_color',
  'accent_color',
  'support_email',
  'postal_address',
] as const;

function auditFields(row: repo.BrandRow) {
  return Object.fromEntries(EDITABLE.map((k) => [k, row[k]]));
}

export async function updateBrand(ctx: Ctx, id: string, patch: BrandFields): Promise<Brand> {
  const existing = await repo.findBrandById(ctx.db, id);
  if (!existing) throw new AppError('NOT_FOUND', 'Brand not found');
  await assertFree(ctx.db, { domain: patch.domain, referral_code: patch.referral_code }, id);
  const row = await conflictOnRace(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await repo.findBrandForUpdate(tx, id);
      if (!locked) throw new AppError('NOT_FOUND', 'Brand not found');
      const changes: Partial<repo.BrandRow> = {};
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const key of EDITABLE) {
        const value = patch[key];
        if (value === undefined || value === locked[key]) continue;
        (changes as Record<string, unknown>)[key] = value;
        before[key] = locked[key];
        after[key] = value;
      }
      if (Object.keys(changes).length === 0) return locked;
      const updated = await repo.updateBrand(tx, id, changes);
      await recordAudit(
        ctx,
        {
          action: 'brand.updated',
          target_type: 'brand',
          target_id: id,
          target_label: updated.name,
          before,
          after,
        },
        tx,
      );
      return updated;
    }),
  );
  return toBrand(row);
}

// ---- logos ---------------------------------------------------------------------------------------

const logoColumn = { white: 'logo_white_url', black: 'logo_black_url' } as const;

export const LOGO_UPLOAD = {
  maxBytes: LOGO_MAX_BYTES,
  maxFiles: 1,
  notMultipartMessage: 'Send the logo as multipart/form-data',
};

const logoErrors: UploadErrors = {
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', 'A logo is at most 1 MB'),
  notAllowed: (what) =>
    new AppError('VALIDATION_FAILED', `A logo must be a PNG, JPG, WebP or GIF image (this file is ${what})`, {
      errors: { file: 'Use a PNG, JPG, WebP or GIF image' },
    }),
};

/** The storage key behind one of our logo URLs, or null for any other URL (a seeded path). */
export function logoKeyOf(url: string | null): string | null {
  if (!url?.startsWith(LOGO_URL_PREFIX)) return null;
  const rest = url.slice(LOGO_URL_PREFIX.length);
  return /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/.test(rest) ? `brands/${rest}` : null;
}

export async function setLogo(
  ctx: Ctx,
  storage: Storage,
  id: string,
  variant: LogoVariant,
  files: readonly ReceivedFile[],
): Promise<Brand> {
  const brand = await repo.findBrandById(ctx.db, id);
  if (!brand) throw new AppError('NOT_FOUND', 'Brand not found');
  const file = files[0];
  if (!file) throw new AppError('VALIDATION_FAILED', 'Choose an image to upload');
  const checked = checkUpload(
    file,
    { maxBytes: LOGO_MAX_BYTES, allowedTypes: LOGO_TYPES, fallbackName: 'logo' },
    logoErrors,
  );
  const [stored] = await storeUploads(
    storage,
    [
      {
        key: uploadKey(`brands/${id}`, checked.type.ext),
        data: checked.data,
        file_name: checked.file_name,
        content_type: checked.type.mime,
      },
    ],
    ctx.log,
  );
  const url = LOGO_URL_PREFIX + stored!.key.slice('brands/'.length);
  let previous: string | null = null;
  let row: repo.BrandRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const locked = await repo.findBrandForUpdate(tx, id);
      if (!locked) throw new AppError('NOT_FOUND', 'Brand not found');
      previous = locked[logoColumn[variant]];
      const updated = await repo.updateBrand(tx, id, { [logoColumn[variant]]: url });
      await recordAudit(
        ctx,
        {
          action: 'brand.logo_changed',
          target_type: 'brand',
          target_id: id,
          target_label: locked.name,
          before: { variant, url: previous },
          after: { variant, url, file_name: checked.file_name, size: stored!.size, sha256: stored!.sha256 },
        },
        tx,
      );
      return updated;
    });
  } catch (err) {
    await discardUploads(storage, [stored!.key], ctx.log);
    throw err;
  }
  const oldKey = logoKeyOf(previous);
  if (oldKey) await discardUploads(storage, [oldKey], ctx.log);
  return toBrand(row);
}

export async function removeLogo(
  ctx: Ctx,
  storage: Storage,
  id: string,
  variant: LogoVariant,
): Promise<Brand> {
  let previous: string | null = null;
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await repo.findBrandForUpdate(tx, id);
    if (!locked) throw new AppError('NOT_FOUND', 'Brand not found');
    previous = locked[logoColumn[variant]];
    if (previous === null) return locked;
    const updated = await repo.updateBrand(tx, id, { [logoColumn[variant]]: null });
    await recordAudit(
      ctx,
      {
        action: 'brand.logo_removed',
        target_type: 'brand',
        target_id: id,
        target_label: locked.name,
        before: { variant, url: previous },
        after: { variant, url: null },
      },
      tx,
    );
    return updated;
  });
  const oldKey = logoKeyOf(previous);
  if (oldKey) await discardUploads(storage, [oldKey], ctx.log);
  return toBrand(row);
}

const LOGO_MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * A logo a brand currently shows: only the URLs in its row are served, so a replaced or removed
 * logo (or any other stored file) is a 404.
 */
export async function logoForDownload(
  ctx: Ctx,
  brandId: string,
  file: string,
): Promise<{ key: string; contentType: string }> {
  const url = `${LOGO_URL_PREFIX}${brandId}/${file}`;
  const brand = await repo.findBrandById(ctx.db, brandId);
  const key = logoKeyOf(url);
  if (!brand || !key || (brand.logo_white_url !== url && brand.logo_black_url !== url))
    throw new AppError('NOT_FOUND', 'Logo not found');
  return { key, contentType: LOGO_MIME[file.split('.').pop() ?? ''] ?? 'application/octet-stream' };
}
