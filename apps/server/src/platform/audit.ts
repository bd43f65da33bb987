/**
 * The audit log (append-only; the database refuses UPDATE, DELETE and TRUNCATE): who did what,
 * when, from which IP, before → after. Written in the same transaction as the change it records
 * when the caller passes one, so a change and its record commit together.
 */
import { auditLog } from '../db/schema';
import type { Ctx } from './auth';
import type { Db } from './db';

export interface AuditRecord {
  /** `<area>.<verb>`: `permission.matrix_changed`, `permission.override_set`, `user.role_changed`… */
  action: string;
  target_type: 'permission' | 'user' | 'brand' | 'config' | 'impersonation' | (string & {});
  target_id?: string | null;
  target_label?: string | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(
  ctx: Pick<Ctx, 'realUser' | 'ip' | 'db'>,
  entry: AuditRecord,
  db: Db = ctx.db,
) {
  const who = ctx.realUser;
  await db.insert(auditLog).values({
    actor_id: who?.id ?? null,
    actor_name: who ? `${who.display_name} <${who.email}>` : null,
    ip: ctx.ip,
    action: entry.action,
    target_type: entry.target_type,
    target_id: entry.target_id ?? null,
    target_label: entry.target_label ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
