import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * The role matrix (spec §6, `/admin/permissions/matrix`): a row only where an admin set a role's
 * permission; the catalogue in `@fundpath/contracts/permissions` gives the defaults. A change
 * NOTIFYs every instance to drop its cached sessions (migration 0012).
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role').notNull(),
    permission: text('permission').notNull(),
    granted: boolean('granted').notNull(),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

/** One user's grant or denial of one permission, with the reason and an optional expiry. */
export const permissionOverrides = pgTable(
  'permission_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    granted: boolean('granted').notNull(),
    reason: text('reason').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('permission_overrides_user_permission_idx').on(t.user_id, t.permission)],
);

/**
 * The audit log (`/admin/permissions/audit-logs`): append-only. The database refuses UPDATE,
 * DELETE and TRUNCATE (migration 0012), so there are no foreign keys: the actor's and target's
 * names are copied in when the row is written.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actor_id: uuid('actor_id'),
    actor_name: text('actor_name'),
    ip: text('ip'),
    /** `<area>.<verb>`, e.g. `permission.matrix_changed`, `user.role_changed`, `impersonation.started`. */
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: text('target_id'),
    target_label: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
    index('audit_log_actor_idx').on(t.actor_id, t.at.desc()).where(sql`${t.actor_id} IS NOT NULL`),
  ],
);
