import type { Role } from '@fundpath/contracts/roles';
import type { AppRoute } from '@/config/routes';

/** A concrete URL for a table pattern (`:code` gets a referral-code shape). */
export function samplePath(route: AppRoute): string {
  if (route.segmentSuffix) return `/fundpath${route.segmentSuffix}`;
  return route.path
    .replace(/\/:[A-Za-z_]+\?/g, '/7')
    .replace(/:[A-Za-z_]+/g, (m) => (m === ':code' ? 'ABC123' : '42'));
}

/** A role the route's guard admits (null = signed out is fine). */
export function allowedRole(route: AppRoute): Role | null {
  switch (route.guard) {
    case 'public':
    case 'storefront':
    case 'travel':
      return null;
    case 'staff':
      return 'funding_team';
    case 'admin':
      return 'admin';
    case 'client':
    case 'earner':
    case 'staff-and-client':
    case 'authenticated':
      return 'client';
    case 'specialist':
      return 'specialist';
    case 'manila':
      return 'member';
  }
}
