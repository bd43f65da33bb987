/**
 * Effective permissions (spec §6; catalogue in `@fundpath/contracts/permissions`): computed when
 * a session is loaded (one query for the role matrix and the user's overrides) and carried on the
 * cached session as `permissions`, so `hasPermission(ctx.actor, …)` and route guards read memory.
 * Matrix and override changes NOTIFY every instance to drop cached sessions (migration 0012).
 */
import {
  type EffectivePermission,
  effectivePermissions,
  type MatrixEntry,
  type OverrideEntry,
  type PermissionKey,
  permissionMap,
} from '@fundpath/contracts/permissions';
import type { Role } from '@fundpath/contracts/roles';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { permissionOverrides, rolePermissions } from '../db/schema';
import type { Db } from './db';
import type { ResolvedSession, UserRow } from './sessions';

interface Inputs {
  matrix: MatrixEntry[];
  overrides: Map<string, OverrideEntry[]>;
}

async function loadInputs(db: Db, people: ReadonlyArray<Pick<UserRow, 'id' | 'role'>>): Promise<Inputs> {
  const roleList = [...new Set(people.map((p) => p.role))];
  const ids = [...new Set(people.map((p) => p.id))];
  const [matrixRows, overrideRows] = await Promise.all([
    db
      .select({
        role: rolePermissions.role,
        permission: rolePermissions.permission,
        granted: rolePermissions.granted,
      })
      .from(rolePermissions)
      .where(inArray(rolePermissions.role, roleList)),
    db
      .select({
        user_id: permissionOverrides.user_id,
        permission: permissionOverrides.permission,
        granted: permissionOverrides.granted,
        expires_at: permissionOverrides.expires_at,
      })
      .from(permissionOverrides)
      .where(inArray(permissionOverrides.user_id, ids)),
  ]);
  const overrides = new Map<string, OverrideEntry[]>();
  for (const o of overrideRows) {
    const list = overrides.get(o.user_id) ?? [];
    list.push({
      permission: o.permission,
      granted: o.granted,
      expires_at: o.expires_at?.toISOString() ?? null,
    });
    overrides.set(o.user_id, list);
  }
  return { matrix: matrixRows as MatrixEntry[], overrides };
}

/** One user's effective permissions with where each came from. */
export async function effectiveFor(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  now = Date.now(),
): Promise<Record<PermissionKey, EffectivePermission>> {
  const inputs = await loadInputs(db, [user]);
  return effectivePermissions(user.role as Role, inputs.matrix, inputs.overrides.get(user.id) ?? [], now);
}

/** The session with each person's `permissions` replaced by their effective map. */
export async function withEffectivePermissions(
  db: Db,
  found: ResolvedSession,
  now = Date.now(),
): Promise<ResolvedSession> {
  const people = found.impersonated ? [found.user, found.impersonated] : [found.user];
  const inputs = await loadInputs(db, people);
  const apply = (u: UserRow): UserRow => ({
    ...u,
    permissions: permissionMap(
      effectivePermissions(u.role as Role, inputs.matrix, inputs.overrides.get(u.id) ?? [], now),
    ),
  });
  return {
    ...found,
    user: apply(found.user),
    impersonated: found.impersonated ? apply(found.impersonated) : null,
  };
}

/** An override that has not expired (no expiry, or one still ahead). */
export const liveOverride = () =>
  or(isNull(permissionOverrides.expires_at), sql`${permissionOverrides.expires_at} > now()`)!;

/** Ids of users an unexpired override grants `permission` (beside their role's holders). */
export async function overrideGrantees(db: Db, permission: PermissionKey): Promise<string[]> {
  const rows = await db
    .select({ id: permissionOverrides.user_id })
    .from(permissionOverrides)
    .where(
      and(
        eq(permissionOverrides.permission, permission),
        eq(permissionOverrides.granted, true),
        liveOverride(),
      ),
    );
  return rows.map((r) => r.id);
}
