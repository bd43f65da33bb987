/**
 * Named permissions (spec §6: a check passes only when the user's permissions map has the
 * permission set to true). Defined once here: the server's guards, the admin matrix and override
 * screens and the web's UI checks all read this catalogue. Later domains add their entries here.
 *
 * A user's effective map is computed, never stored: the catalogue's role defaults, then the
 * role matrix (admins edit a role's grants), then the user's own overrides (grant or deny, with a
 * reason and an optional expiry). {@link effectivePermissions} says where each value came from.
 */
import { z } from 'zod';
import { type Role, roles, staffRoles } from './roles';

export interface PermissionDefinition {
  label: string;
  description: string;
  group: 'People' | 'Journey' | 'Credit' | 'Support' | 'AI' | 'Platform' | 'Commerce';
  /** Roles that hold it unless the matrix or an override says otherwise. */
  defaultRoles: readonly Role[];
}

const STAFF = staffRoles;
const ADMIN = ['admin'] as const;

export const PERMISSIONS = {
  'users.manage': {
    label: 'Manage users',
    description: 'Create, invite, edit, deactivate and reactivate user accounts.',
    group: 'People',
    defaultRoles: ADMIN,
  },
  'permissions.manage': {
    label: 'Manage permissions',
    description: 'Edit the role matrix and per-user overrides. Administrators always keep it.',
    group: 'People',
    defaultRoles: ADMIN,
  },
  impersonate: {
    label: 'Impersonate clients',
    description: 'Act as a client to see and fix what they see; every session is logged.',
    group: 'People',
    defaultRoles: ADMIN,
  },
  'audit.view': {
    label: 'View the audit log',
    description: 'Read and export the audit log of permission, role, user, brand and configuration changes.',
    group: 'People',
    defaultRoles: ADMIN,
  },
  'journey.approve_steps': {
    label: 'Approve journey steps',
    description: 'Approve a step a client submitted, or send it back with a note.',
    group: 'Journey',
    defaultRoles: STAFF,
  },
  'credit.view_reports': {
    label: 'View credit reports',
    description: "Open clients' credit reports and funding decisions.",
    group: 'Credit',
    defaultRoles: STAFF,
  },
  'credit.pull': {
    label: 'Pull credit reports',
    description: 'Fetch a new report from the credit provider for a client.',
    group: 'Credit',
    defaultRoles: ['admin', 'credit_team'],
  },
  'funding.manage': {
    label: 'Manage funding content',
    description: 'Edit the banks clients are matched to and the qualification messages clients see.',
    group: 'Credit',
    defaultRoles: ['admin', 'funding_team'],
  },
  'documents.manage_templates': {
    label: 'Manage document templates',
    description: 'Add, edit and delete the document library staff share with clients.',
    group: 'Support',
    defaultRoles: ['admin', 'funding_team'],
  },
  'tickets.assign': {
    label: 'Assign tickets',
    description: 'Assign or reassign support tickets to staff.',
    group: 'Support',
    defaultRoles: STAFF,
  },
  'tickets.delete': {
    label: 'Delete tickets',
    description: 'Delete a support ticket with its messages and files.',
    group: 'Support',
    defaultRoles: ADMIN,
  },
  'learning.approve': {
    label: 'Approve AI learning',
    description: "Approve expert answers before they become the coach's knowledge.",
    group: 'AI',
    // The steps team curates what the coach knows (they approved answers before permissions were named).
    defaultRoles: ['admin', 'steps_team'],
  },
  'brand.edit': {
    label: 'Edit brands',
    description: 'Edit brand names, logos, colours, domains and page content.',
    group: 'Platform',
    defaultRoles: ADMIN,
  },
  'config.edit': {
    label: 'Edit configuration',
    description: 'Change platform settings at run time (providers, mail sender, limits).',
    group: 'Platform',
    defaultRoles: ADMIN,
  },
  'leads.convert': {
    label: 'Convert leads',
    description: 'Invite a lead from the pipeline as a client (an account invitation e-mail).',
    group: 'People',
    defaultRoles: ['admin', 'funding_team'],
  },
  'campaigns.send': {
    label: 'Send campaigns',
    description: 'Send e-mail campaigns to clients and leads.',
    group: 'Platform',
    defaultRoles: ADMIN,
  },
  'automations.manage': {
    label: 'Manage automations',
    description: 'Create and edit automations that run on platform events.',
    group: 'Platform',
    defaultRoles: ADMIN,
  },
  'ecommerce.manage': {
    label: 'Manage e-commerce',
    description: 'Manage stores, products, orders and customers.',
    group: 'Commerce',
    defaultRoles: ADMIN,
  },
  'travel.manage': {
    label: 'Manage travel',
    description: 'Manage travel packages, bookings and affiliates.',
    group: 'Commerce',
    defaultRoles: ADMIN,
  },
  'commissions.manage': {
    label: 'Manage commissions',
    description: 'See every commission in the ledger, create payout batches and mark them paid.',
    group: 'Commerce',
    defaultRoles: ADMIN,
  },
  'marketplace.manage': {
    label: 'Manage the marketplace',
    description: 'Manage specialists, services, hours and marketplace members.',
    group: 'Commerce',
    defaultRoles: ADMIN,
  },
} as const satisfies Record<string, PermissionDefinition>;

export type PermissionKey = keyof typeof PERMISSIONS;
export const permissionKeys = Object.keys(PERMISSIONS) as PermissionKey[];
export const permissionKeySchema = z.enum(permissionKeys as [PermissionKey, ...PermissionKey[]]);

/** Permissions the matrix may not take from a role (so nobody locks every admin out). */
export const LOCKED_GRANTS: ReadonlyArray<{ role: Role; permission: PermissionKey }> = [
  { role: 'admin', permission: 'permissions.manage' },
];
export const isLockedGrant = (role: Role, permission: string) =>
  LOCKED_GRANTS.some((l) => l.role === role && l.permission === permission);

export type PermissionSource = 'default' | 'matrix' | 'override';

export interface MatrixEntry {
  role: Role;
  permission: PermissionKey;
  granted: boolean;
}

export interface OverrideEntry {
  permission: string;
  granted: boolean;
  /** ISO time; past = no longer applies. */
  expires_at: string | null;
}

export interface EffectivePermission {
  granted: boolean;
  source: PermissionSource;
}

/**
 * A user's effective permissions and where each came from: catalogue default for the role, the
 * role matrix, then the user's unexpired overrides. Locked grants cannot be taken away.
 */
export function effectivePermissions(
  role: Role,
  matrix: readonly MatrixEntry[],
  overrides: readonly OverrideEntry[],
  now: number = Date.now(),
): Record<PermissionKey, EffectivePermission> {
  const out = {} as Record<PermissionKey, EffectivePermission>;
  for (const key of permissionKeys) {
    const def: readonly Role[] = PERMISSIONS[key].defaultRoles;
    out[key] = { granted: def.includes(role), source: 'default' };
  }
  for (const m of matrix) {
    if (m.role !== role || !(m.permission in out)) continue;
    out[m.permission] = { granted: m.granted, source: 'matrix' };
  }
  for (const o of overrides) {
    if (!(o.permission in out)) continue;
    if (o.expires_at !== null && Date.parse(o.expires_at) <= now) continue;
    out[o.permission as PermissionKey] = { granted: o.granted, source: 'override' };
  }
  for (const l of LOCKED_GRANTS)
    if (l.role === role) out[l.permission] = { granted: true, source: 'default' };
  return out;
}

/** The plain map the session carries and `current-user` returns (spec §3 `User.permissions`). */
export function permissionMap(effective: Record<string, EffectivePermission>): Record<string, boolean> {
  return Object.fromEntries(Object.entries(effective).map(([k, v]) => [k, v.granted]));
}

// ---- wire -------------------------------------------------------------------------------------

const success = z.literal('success');

export const permissionCatalogueResponseSchema = z.object({
  status: success,
  permissions: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      description: z.string(),
      group: z.string(),
      default_roles: z.array(z.enum(roles)),
    }),
  ),
  roles: z.array(z.enum(roles)),
  /** The matrix: for each role, each permission's value and whether it differs from the default. */
  matrix: z.array(
    z.object({
      role: z.enum(roles),
      permission: z.string(),
      granted: z.boolean(),
      is_default: z.boolean(),
      locked: z.boolean(),
    }),
  ),
});
export type PermissionCatalogueResponse = z.infer<typeof permissionCatalogueResponseSchema>;

export const updateMatrixSchema = z.object({
  changes: z
    .array(z.object({ role: z.enum(roles), permission: permissionKeySchema, granted: z.boolean() }))
    .min(1)
    .max(500),
});
export type UpdateMatrix = z.infer<typeof updateMatrixSchema>;

export const OVERRIDE_REASON_MAX = 500;

export const newOverrideSchema = z.object({
  user_id: z.uuid(),
  permission: permissionKeySchema,
  granted: z.boolean(),
  reason: z.string().trim().min(3, 'Say why (at least 3 characters)').max(OVERRIDE_REASON_MAX),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type NewOverride = z.input<typeof newOverrideSchema>;

export const overrideSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  permission: z.string(),
  granted: z.boolean(),
  reason: z.string(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Override = z.infer<typeof overrideSchema>;
export const overrideResponseSchema = z.object({ status: success, override: overrideSchema });
export const overrideListQuerySchema = z.object({
  user_id: z.uuid().optional(),
  permission: permissionKeySchema.optional(),
  include_expired: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const overrideListResponseSchema = z.object({ status: success, overrides: z.array(overrideSchema) });

export const effectivePermissionsResponseSchema = z.object({
  status: success,
  user: z.object({ id: z.string(), email: z.string(), display_name: z.string(), role: z.enum(roles) }),
  permissions: z.array(
    z.object({
      key: z.string(),
      granted: z.boolean(),
      source: z.enum(['default', 'matrix', 'override']),
    }),
  ),
});
export type EffectivePermissionsResponse = z.infer<typeof effectivePermissionsResponseSchema>;

// ---- audit log ---------------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  target_label: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  action: z.string().max(60).optional(),
  target_type: z.string().max(40).optional(),
  actor_id: z.uuid().optional(),
  target_id: z.string().trim().max(64).optional(),
  q: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export const auditListResponseSchema = z.object({
  status: success,
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
