import type { Role } from '@fundpath/contracts/roles';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, permissionOverrides, rolePermissions } from '../../db/schema/permissions';
import { users } from '../../db/schema/users';
import type { Db } from '../../platform/db';

export async function matrixRows(db: Db) {
  return db
    .select({
      role: rolePermissions.role,
      permission: rolePermissions.permission,
      granted: rolePermissions.granted,
    })
    .from(rolePermissions);
}

export async function setMatrixEntry(db: Db, role: Role, permission: string, granted: boolean, by: string) {
  await db
    .insert(rolePermissions)
    .values({ role, permission, granted, updated_by: by })
    .onConflictDoUpdate({
      target: [rolePermissions.role, rolePermissions.permission],
      set: { granted, updated_by: by, updated_at: sql`now()` },
    });
}

export async function clearMatrixEntry(db: Db, role: Role, permission: string) {
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.role, role), eq(rolePermissions.permission, permission)));
}

const creators = alias(users, 'creators');

export async function listOverrides(
  db: Db,
  filter: { user_id?: string; permission?: string; include_expired: boolean },
) {
  const where: SQL[] = [];
  if (filter.user_id) where.push(eq(permissionOverrides.user_id, filter.user_id));
  if (filter.permission) where.push(eq(permissionOverrides.permission, filter.permission));
  if (!filter.include_expired) {
    where.push(
      or(sql`${permissionOverrides.expires_at} is null`, sql`${permissionOverrides.expires_at} > now()`)!,
    );
  }
  return db
    .select({
      id: permissionOverrides.id,
      user_id: permissionOverrides.user_id,
      user_name: users.display_name,
      user_email: users.email,
      permission: permissionOverrides.permission,
      granted: permissionOverrides.granted,
      reason: permissionOverrides.reason,
      expires_at: permissionOverrides.expires_at,
      created_by_name: creators.display_name,
      created_at: permissionOverrides.created_at,
    })
    .from(permissionOverrides)
    .leftJoin(users, eq(users.id, permissionOverrides.user_id))
    .leftJoin(creators, eq(creators.id, permissionOverrides.created_by))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(permissionOverrides.created_at))
    .limit(500);
}

export type OverrideRow = Awaited<ReturnType<typeof listOverrides>>[number];

export async function findOverride(db: Db, id: string) {
  const [row] = await db.select().from(permissionOverrides).where(eq(permissionOverrides.id, id)).limit(1);
  return row;
}

export async function findOverrideFor(db: Db, userId: string, permission: string) {
  const [row] = await db
    .select()
    .from(permissionOverrides)
    .where(and(eq(permissionOverrides.user_id, userId), eq(permissionOverrides.permission, permission)))
    .limit(1);
  return row;
}

export async function upsertOverride(
  db: Db,
  values: {
    user_id: string;
    permission: string;
    granted: boolean;
    reason: string;
    expires_at: Date | null;
    created_by: string;
  },
) {
  const [row] = await db
    .insert(permissionOverrides)
    .values(values)
    .onConflictDoUpdate({
      target: [permissionOverrides.user_id, permissionOverrides.permission],
      set: {
        granted: values.granted,
        reason: values.reason,
        expires_at: values.expires_at,
        created_by: values.created_by,
        created_at: sql`now()`,
        updated_at: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function deleteOverride(db: Db, id: string) {
  const [row] = await db.delete(permissionOverrides).where(eq(permissionOverrides.id, id)).returning();
  return row;
}

export async function findPerson(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, display_name: users.display_name, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export interface AuditFilter {
  action?: string;
  target_type?: string;
  actor_id?: string;
  /** The row's subject (a user's id for user and override changes). */
  target_id?: string;
  q?: string;
  from?: string;
  to?: string;
}

function auditWhere(f: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.target_type) where.push(eq(auditLog.target_type, f.target_type));
  if (f.actor_id) where.push(eq(auditLog.actor_id, f.actor_id));
  if (f.target_id) where.push(eq(auditLog.target_id, f.target_id));
  if (f.from) where.push(gte(auditLog.at, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(auditLog.at, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(ilike(auditLog.actor_name, like), ilike(auditLog.target_label, like), ilike(auditLog.action, like))!,
    );
  }
  return where.length ? and(...where) : undefined;
}

export async function listAudit(db: Db, f: AuditFilter, page: { limit: number; offset: number }) {
  const where = auditWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ c: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.c ?? 0 };
}

export type AuditRow = typeof auditLog.$inferSelect;
