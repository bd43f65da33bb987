import {
  BRAND_FALLBACK,
  type BrandConfig,
  COACH_THEME_DEFAULT,
  type CoachClient,
  type ServiceType,
  serviceTypes,
} from '@fundpath/contracts/brand';
import type { Ctx } from '../../platform/auth';
import * as repo from './repo';

export const DEFAULT_BRAND_NAME = 'FundPath';

/** Lower-cased host without port; `[::1]:3000` → `[::1]`. */
export function normalizeHost(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0] ?? '';
}

/** Brand for a request: referral code first, then the request's domain, then the default brand. */
export async function resolveBrand(ctx: Ctx, host: string, ref?: string): Promise<repo.BrandRow | undefined> {
  if (ref) {
    const byRef = await repo.findBrandByReferral(ctx.db, ref);
    if (byRef) return byRef;
  }
  const byDomain = host ? await repo.findBrandByDomain(ctx.db, host) : undefined;
  return byDomain ?? (await repo.findDefaultBrand(ctx.db));
}

/** Spec §9 fallbacks apply field by field, so a brand with only a name still renders. */
export function toBrandConfig(brand: repo.BrandRow | undefined): BrandConfig {
  return {
    brand_name: brand?.name ?? DEFAULT_BRAND_NAME,
    logo_white_url: brand?.logo_white_url ?? null,
    logo_black_url: brand?.logo_black_url ?? null,
    primary_color: brand?.primary_color ?? BRAND_FALLBACK.primary_color,
    secondary_color: brand?.secondary_color ?? BRAND_FALLBACK.secondary_color,
    accent_color: brand?.accent_color ?? BRAND_FALLBACK.accent_color,
  };
}

/**
 * Service type from the Host: an exact DOMAIN_MAP entry wins, then a `travel.` (or `manila.`)
 * subdomain; everything else is the default platform, ecommerce (spec §1).
 */
export function serviceTypeFor(host: string, domainMap: Record<string, string>): ServiceType {
  const mapped = domainMap[host];
  if (mapped && (serviceTypes as readonly string[]).includes(mapped)) return mapped as ServiceType;
  if (host.startsWith('travel.')) return 'travel';
  if (host.startsWith('manila.')) return 'manila';
  return 'ecommerce';
}

/** The coach (brand) a signed-in client belongs to, else the brand of the domain. */
export async function coachContext(ctx: Ctx, host: string): Promise<CoachClient | null> {
  const brandId = ctx.actor?.brand_id;
  const brand =
    (brandId ? await repo.findBrandById(ctx.db, brandId) : undefined) ?? (await resolveBrand(ctx, host));
  return toCoachClient(brand);
}

/**
 * The coach context of one brand (a coach's own, e.g. the brand of the client whose public
 * website is shown), else the default brand's: the same fields `GET /api/coach/context` answers.
 */
export async function coachContextOfBrand(
  ctx: Pick<Ctx, 'db'>,
  brandId: string | null,
): Promise<CoachClient | null> {
  const brand =
    (brandId ? await repo.findBrandById(ctx.db, brandId) : undefined) ??
    (await repo.findDefaultBrand(ctx.db));
  return toCoachClient(brand);
}

function toCoachClient(brand: repo.BrandRow | undefined): CoachClient | null {
  if (!brand) return null;
  return {
    id: brand.id,
    company_name: brand.name,
    logo_url: brand.logo_url ?? brand.logo_black_url ?? null,
    brand_primary_color: brand.primary_color ?? COACH_THEME_DEFAULT.primary,
    brand_secondary_color: brand.secondary_color ?? COACH_THEME_DEFAULT.secondary,
  };
}

/** Every brand's id and name, default first (pickers in other modules' admin screens). */
export async function brandChoices(db: Ctx['db']): Promise<Array<{ id: string; name: string }>> {
  return (await repo.listBrands(db)).map((b) => ({ id: b.id, name: b.name }));
}
