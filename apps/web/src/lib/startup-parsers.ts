/**
 * Parsers for the responses every page needs before it can render (session, roles, brand,
 * domain context). They check exactly what the contract schemas in `@fundpath/contracts` check
 * and return the same stripped objects, without loading zod (about 26 kB gzip) into the first
 * page's JavaScript (ADR 005). The types still come from the contracts, and
 * `startup-parsers.test.ts` holds each parser against its contract schema over valid and
 * invalid samples, so the two cannot drift apart.
 */
import type {
  CurrentUserResponse,
  ImpersonationStatus,
  LatestCreditReport,
  User,
} from '@fundpath/contracts/auth';
import type { BrandConfig, DomainContext, ServiceType } from '@fundpath/contracts/brand';
import { type Role, roles } from '@fundpath/contracts/roles';
import { bool, fail, obj, optStr, parser, str, strOrNull, success } from './wire-checks';

const roleSet: ReadonlySet<string> = new Set(roles);
const role = (v: unknown): Role => (typeof v === 'string' && roleSet.has(v) ? (v as Role) : fail('role'));
const serviceTypeSet: ReadonlySet<string> = new Set(['ecommerce', 'travel', 'manila', 'default']);

function latestCreditReport(v: unknown): LatestCreditReport | null {
  if (v === null) return null;
  const o = obj(v, 'latest_credit_report_json');
  const out: LatestCreditReport = {
    equifax_approval: bool(o.equifax_approval, 'equifax_approval'),
    experian_approval: bool(o.experian_approval, 'experian_approval'),
    transunion_approval: bool(o.transunion_approval, 'transunion_approval'),
  };
  const decision = optStr(o.overall_decision, 'overall_decision');
  if (decision !== undefined) out.overall_decision = decision;
  const savedAt = optStr(o.saved_at, 'saved_at');
  if (savedAt !== undefined) out.saved_at = savedAt;
  return out;
}

function permissions(v: unknown): Record<string, boolean> {
  const o = obj(v, 'permissions');
  const out: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(o)) out[key] = bool(value, `permissions.${key}`);
  return out;
}

function user(v: unknown): User {
  const o = obj(v, 'user');
  return {
    id: str(o.id, 'id'),
    email: str(o.email, 'email'),
    role: role(o.role),
    display_name: str(o.display_name, 'display_name'),
    permissions: permissions(o.permissions),
    brand_id: strOrNull(o.brand_id, 'brand_id'),
    latest_credit_report_json: latestCreditReport(o.latest_credit_report_json),
    created_at: str(o.created_at, 'created_at'),
  };
}

export const userParser = parser(user);

export const currentUserResponseParser = parser((v): CurrentUserResponse => {
  const o = obj(v, 'body');
  const imp = obj(o.impersonation, 'impersonation');
  return {
    status: success(o.status),
    user: user(o.user),
    impersonation: {
      is_impersonating: bool(imp.is_impersonating, 'is_impersonating'),
      original_user_id: strOrNull(imp.original_user_id, 'original_user_id'),
    },
  };
});

export const rolesResponseParser = parser((v): { status: 'success'; roles: Role[] } => {
  const o = obj(v, 'body');
  const list = Array.isArray(o.roles) ? o.roles : fail('roles: array');
  return { status: success(o.status), roles: list.map(role) };
});

export const impersonationStatusParser = parser((v): ImpersonationStatus => {
  const o = obj(v, 'body');
  return {
    status: success(o.status),
    is_impersonating: bool(o.is_impersonating, 'is_impersonating'),
    original_user_id: strOrNull(o.original_user_id, 'original_user_id'),
  };
});

export const authCheckResponseParser = parser((v): { status: 'success'; authenticated: boolean } => {
  const o = obj(v, 'body');
  return { status: success(o.status), authenticated: bool(o.authenticated, 'authenticated') };
});

export const brandConfigResponseParser = parser((v): BrandConfig & { status: 'success' } => {
  const o = obj(v, 'body');
  return {
    brand_name: str(o.brand_name, 'brand_name'),
    logo_white_url: strOrNull(o.logo_white_url, 'logo_white_url'),
    logo_black_url: strOrNull(o.logo_black_url, 'logo_black_url'),
    primary_color: str(o.primary_color, 'primary_color'),
    secondary_color: str(o.secondary_color, 'secondary_color'),
    accent_color: str(o.accent_color, 'accent_color'),
    status: success(o.status),
  };
});

export const domainContextParser = parser((v): DomainContext => {
  const o = obj(v, 'body');
  const type = o.service_type;
  return {
    status: success(o.status),
    service_type:
      typeof type === 'string' && serviceTypeSet.has(type) ? (type as ServiceType) : fail('service_type'),
    domain: str(o.domain, 'domain'),
  };
});

/** Spec §5: referral codes are letters and digits only (contracts' `referralCodeSchema`). */
export const isReferralCode = (value: string): boolean => value.length <= 64 && /^[A-Za-z0-9]+$/.test(value);
