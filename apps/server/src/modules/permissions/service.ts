/**
 * Permissions administration (spec §6): the role matrix, per-user overrides, a user's effective
 * permissions with their sources, and the audit log. Every change is audited in the same
 * transaction; the database triggers of migration 0012 drop cached sessions on every instance.
 */
import {
  type AuditEntry,
  effectivePermissions,
  isLockedGrant,
  type MatrixEntry,
  type NewOverride,
  type Override,
  PERMISSIONS,
  type PermissionKey,
  permissionKeys,
  type UpdateMatrix,
} from '@fundpath/contracts/permissions';
import { type Role, roles } from '@fundpath/contracts/roles';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { effectiveFor } from '../../platform/permissions';
import * as repo from './repo';

const isDefault = (role: Role, permission: PermissionKey, granted: boolean) =>
  (PERMISSIONS[permission].defaultRoles as readonly Role[]).includes(role) === granted;

function actorOf(ctx: Ctx) {
  if (!ctx.realUser) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  return ctx.realUser;
}

export async function catalogue(ctx: Ctx) {
  const stored = (await repo.matrixRows(ctx.db)) as MatrixEntry[];
  const matrix = roles.flatMap((role) => {
    const effective = effectivePermissions(role, stored, []);
    return permissionKeys.map((permission) => ({
      role,
      permission,
      granted: effective[permission].granted,
      is_default: isDefault(role, permission, effective[permission].granted),
      locked: isLockedGrant(role, permission),
    }));
  });
  return {
    permissions: permissionKeys.map((key) => ({
      key,
      label: PERMISSIONS[key].label,
      description: PERMISSIONS[key].description,
      group: PERMISSIONS[key].group,
      default_roles: [...PERMISSIONS[key].defaultRoles],
    })),
    roles: [...roles],
    matrix,
  };
}

/** Applies matrix changes (a value equal to the catalogue default removes the stored row). */
export async function updateMatrix(ctx: Ctx, input: UpdateMatrix) {
  const actor = actorOf(ctx);
  for (const c of input.changes) {
    if (isLockedGrant(c.role, c.permission) && !c.granted) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${PERMISSIONS[c.permission].label} cannot be taken from ${c.role}`,
      );
    }
  }
  await ctx.db.transaction(async (tx) => {
    const stored = (await repo.matrixRows(tx)) as MatrixEntry[];
    for (const c of input.changes) {
      const before = effectivePermissions(c.role, stored, [])[c.permission].granted;
      if (before === c.granted) continue;
      if (isDefault(c.role, c.permission, c.granted)) await repo.clearMatrixEntry(tx, c.role, c.permission);
      else await repo.setMatrixEntry(tx, c.role, c.permission, c.granted, actor.id);
      await recordAudit(
        ctx,
        {
          action: 'permission.matrix_changed',
          target_type: 'permission',
          target_id: `${c.role}:${c.permission}`,
          target_label: `${c.role} · ${PERMISSIONS[c.permission].label}`,
          before: { granted: before },
          after: { granted: c.granted },
        },
        tx,
      );
    }
  });
  // This instance forgets cached sessions now; the others on the trigger's NOTIFY.
  ctx.sessionCache.clear();
  return catalogue(ctx);
}

function toOverride(row: repo.OverrideRow, now = Date.now()): Override {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    user_email: row.user_email,
    permission: row.permission,
    granted: row.granted,
    reason: row.reason,
    expires_at: row.expires_at?.toISOString() ?? null,
    expired: row.expires_at !== null && row.expires_at.getTime() <= now,
    created_by_name: row.created_by_name,
    created_at: row.created_at.toISOString(),
  };
}

export async function listOverrides(
  ctx: Ctx,
  filter: { user_id?: string; permission?: string; include_expired: boolean },
) {
  return (await repo.listOverrides(ctx.db, filter)).map((r) => toOverride(r));
}

/** Grants or denies one permission to one user (replacing an earlier override of it). */
export async function setOverride(ctx: Ctx, input: NewOverride) {
  const actor = actorOf(ctx);
  const person = await repo.findPerson(ctx.db, input.user_id);
  if (!person) throw notFound('User not found');
  const expires = input.expires_at ? new Date(input.expires_at) : null;
  if (expires && expires.getTime() <= Date.now()) {
    throw new AppError('VALIDATION_FAILED', 'Choose an expiry in the future', {
      errors: { expires_at: 'Choose an expiry in the future' },
    });
  }
  if (isLockedGrant(person.role, input.permission) && !input.granted) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${PERMISSIONS[input.permission].label} cannot be taken from an ${person.role}`,
    );
  }
  const label = `${person.display_name} <${person.email}> · ${PERMISSIONS[input.permission].label}`;
  const id = await ctx.db.transaction(async (tx) => {
    const previous = await repo.findOverrideFor(tx, person.id, input.permission);
    const row = await repo.upsertOverride(tx, {
      user_id: person.id,
      permission: input.permission,
      granted: input.granted,
      reason: input.reason,
      expires_at: expires,
      created_by: actor.id,
    });
    await recordAudit(
      ctx,
      {
        action: 'permission.override_set',
        target_type: 'user',
        target_id: person.id,
        target_label: label,
        before: previous
          ? { granted: previous.granted, reason: previous.reason, expires_at: previous.expires_at }
          : null,
        after: {
          permission: input.permission,
          granted: input.granted,
          reason: input.reason,
          expires_at: expires,
        },
      },
      tx,
    );
    return row.id;
  });
  ctx.sessionCache.invalidateUser(person.id);
  const [row] = (await repo.listOverrides(ctx.db, { user_id: person.id, include_expired: true })).filter(
    (r) => r.id === id,
  );
  return toOverride(row!);
}

export async function removeOverride(ctx: Ctx, id: string) {
  actorOf(ctx);
  const userId = await ctx.db.transaction(async (tx) => {
    const row = await repo.deleteOverride(tx, id);
    if (!row) throw notFound('Override not found');
    const person = await repo.findPerson(tx, row.user_id);
    await recordAudit(
      ctx,
      {
        action: 'permission.override_removed',
        target_type: 'user',
        target_id: row.user_id,
        target_label: `${person?.display_name ?? 'user'} · ${PERMISSIONS[row.permission as PermissionKey]?.label ?? row.permission}`,
        before: {
          permission: row.permission,
          granted: row.granted,
          reason: row.reason,
          expires_at: row.expires_at,
        },
        after: null,
      },
      tx,
    );
    return row.user_id;
  });
  ctx.sessionCache.invalidateUser(userId);
}

/** A user's effective permissions and where each comes from. */
export async function effectiveOf(ctx: Ctx, userId: string) {
  const person = await repo.findPerson(ctx.db, userId);
  if (!person) throw notFound('User not found');
  const effective = await effectiveFor(ctx.db, person);
  return {
    user: person,
    permissions: permissionKeys.map((key) => ({ key, ...effective[key] })),
  };
}

function toAuditEntry(row: repo.AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    ip: row.ip,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    target_label: row.target_label,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export async function listAudit(ctx: Ctx, query: repo.AuditFilter & { page: number; per_page: number }) {
  const { rows, total } = await repo.listAudit(ctx.db, query, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { entries: rows.map(toAuditEntry), total, page: query.page, per_page: query.per_page };
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with '. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  // Spreadsheets trim leading spaces (and no-break spaces) before they decide it is a formula.
  if (/^[\s\u00a0\ufeff]*[=+\-@]/.test(text) || /^[\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Up to 10 000 matching rows as CSV, newest first. */
export async function exportAudit(ctx: Ctx, filter: repo.AuditFilter): Promise<string> {
  const { rows } = await repo.listAudit(ctx.db, filter, { limit: 10_000, offset: 0 });
  const header = ['at', 'actor', 'ip', 'action', 'target_type', 'target_id', 'target', 'before', 'after'];
  const lines = rows.map((r) =>
    [
      r.at.toISOString(),
      r.actor_name,
      r.ip,
      r.action,
      r.target_type,
      r.target_id,
      r.target_label,
      r.before,
      r.after,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
