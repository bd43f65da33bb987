/** Staff admin: dashboard tiles, system status, users and impersonation. */
export { type Health, healthQuery, useHealth } from './api/health';
export {
  type ImpersonationLog,
  impersonationLogsQuery,
  useImpersonateUser,
  useImpersonationLogs,
} from './api/impersonation';
export { type AdminUser, type UsersFilter, usersQuery, useUsers } from './api/users';
export { AdminAreaGrid } from './components/admin-area-grid';
export { AnalyticsDashboard } from './components/analytics/analytics-dashboard';
export { BrandSettings } from './components/brand/brand-settings';
export { PageEditor, type PageEditorProps } from './components/brand/page-editor';
export { ComplianceAdmin } from './components/compliance/compliance-admin';
export { ConfigEditor } from './components/config/config-editor';
export { ContractsAdmin } from './components/contracts/contracts-admin';
export { ChunkedUpload } from './components/files/chunked-upload';
export { FileLibrary } from './components/files/file-library';
export { ImpersonatePanel } from './components/impersonate-panel';
export { ImpersonationLogsTable } from './components/impersonation-logs-table';
export { AuditLog } from './components/permissions/audit-log';
export { PermissionMatrix } from './components/permissions/permission-matrix';
export { PermissionOverrides } from './components/permissions/permission-overrides';
export { PermissionsOverview } from './components/permissions/permissions-overview';
export { ProjectDocs } from './components/project-docs/project-docs';
export { SubscriptionSettings } from './components/subscriptions/subscription-settings';
export { SyncAdmin } from './components/sync/sync-admin';
export { SystemStatusCard } from './components/system-status-card';
export { EmployeesDirectory } from './components/users/employees-directory';
export { UsersAdmin } from './components/users/users-admin';
