/**
 * Permissions administration (spec §6, issue 3/8; layer 1 beside auth): the role matrix, per-user
 * overrides, effective permissions with their sources, and the audit log. Effective permissions
 * themselves are computed by platform/permissions.ts when a session loads.
 */
export { permissionRoutes } from './routes';
export { csvCell, listAudit } from './service';
