/**
 * The staff brand wall, in one place: admins and staff without a brand (the platform's own team)
 * see every brand; a branded staff member sees their brand only. The staff workspace (clients,
 * tasks, leads, documents, analytics) and the growth tools narrow their reads with it.
 */
export interface BrandScope {
  /** Every brand (`brandId` is null then). */
  all: boolean;
  brandId: string | null;
}

interface BrandedUser {
  role: string;
  brand_id: string | null;
}

export function brandScopeOf(user: BrandedUser): BrandScope {
  if (user.role === 'admin' || user.brand_id === null) return { all: true, brandId: null };
  return { all: false, brandId: user.brand_id };
}

/** Whether `user` may see something of `brandId` (null: the platform's own, unbranded). */
export function seesBrand(user: BrandedUser, brandId: string | null): boolean {
  const scope = brandScopeOf(user);
  return scope.all || scope.brandId === brandId;
}
