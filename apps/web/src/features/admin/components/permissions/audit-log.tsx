import type { AuditEntry } from '@fundpath/contracts/permissions';
import { hasPermission } from '@fundpath/contracts/roles';
import { Download, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { auditSearch, useAuditLog } from '../../api/permissions';

const PER_PAGE = 25;
const ACTIONS = [
  { value: '', label: 'All actions' },
  { value: 'permission.matrix_changed', label: 'Role matrix changed' },
  { value: 'permission.override_set', label: 'Override set' },
  { value: 'permission.override_removed', label: 'Override removed' },
  { value: 'user.invited', label: 'User invited' },
  { value: 'user.invite_accepted', label: 'Invite accepted' },
  { value: 'user.created', label: 'User created' },
  { value: 'user.updated', label: 'User edited' },
  { value: 'user.role_changed', label: 'Role changed' },
  { value: 'user.deactivated', label: 'User deactivated' },
  { value: 'user.reactivated', label: 'User reactivated' },
  { value: 'user.password_reset_sent', label: 'Password reset sent' },
  { value: 'user.sessions_revoked', label: 'Signed out everywhere' },
  { value: 'impersonation.started', label: 'Impersonation started' },
  { value: 'impersonation.stopped', label: 'Impersonation stopped' },
];

/** One side of a change, compact: `granted: false, reason: …`. */
function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-500">—</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  return (
    <span className="block max-w-80 font-mono text-xs break-words whitespace-normal text-slate-700">
      {Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}: ${v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join(', ')}
    </span>
  );
}

const columns: DataTableColumn<AuditEntry>[] = [
  {
    id: 'at',
    header: 'When',
    cell: (e) => <span className="whitespace-nowrap">{formatDateTime(e.at)}</span>,
  },
  {
    id: 'actor',
    header: 'Who',
    cell: (e) => (
      <span className="block">
        <span className="block text-slate-900">{e.actor_name ?? 'System'}</span>
        {e.ip ? <span className="block text-xs text-slate-500">{e.ip}</span> : null}
      </span>
    ),
  },
  {
    id: 'action',
    header: 'What',
    cell: (e) => (
      <span className="block">
        <code className="text-xs text-slate-800">{e.action}</code>
        <span className="block text-xs text-slate-600">{e.target_label}</span>
      </span>
    ),
  },
  { id: 'before', header: 'Before', hideOnMobile: true, cell: (e) => <Change value={e.before} /> },
  { id: 'after', header: 'After', cell: (e) => <Change value={e.after} /> },
];

/** `/admin/permissions/audit-logs`: permission, role, user, brand and configuration changes and impersonation, filterable, exportable. */
export function AuditLog() {
  const { user } = useAuth();
  const [action, setAction] = useState('');
  const [q, setQ] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const filters = { action, q, from, to };
  const log = useAuditLog({ ...filters, page, per_page: PER_PAGE });
  if (!hasPermission(user, 'audit.view')) {
    return (
      <EmptyState
        icon={ScrollText}
        title="You can't view the audit log"
        description="Ask an administrator for the “View the audit log” permission."
      />
    );
  }
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto] lg:items-end">
        <SearchInput
          label="Search"
          value={q}
          onChange={reset(setQ)}
          debounceMs={300}
          placeholder="Person, target or action"
        />
        <NativeSelect label="Action" value={action} onChange={reset(setAction)} options={ACTIONS} />
        <Field label="From" type="date" value={from} onChange={(e) => reset(setFrom)(e.target.value)} />
        <Field label="To" type="date" value={to} onChange={(e) => reset(setTo)(e.target.value)} />
        <a
          href={`/api/admin/audit-logs/export?${auditSearch(filters)}`}
          className={buttonClasses({ variant: 'secondary' })}
          download
        >
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={log.data?.entries ?? []}
        getRowId={(e) => e.id}
        loading={log.isPending || log.isFetching}
        error={log.isError ? errorMessage(log.error, 'The audit log could not be loaded') : undefined}
        onRetry={() => log.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={ScrollText}
            titleAs="p"
            title="Nothing recorded for these filters"
          />
        }
      />
      {log.data && log.data.total > PER_PAGE ? (
        <Pagination
          page={page}
          pageSize={PER_PAGE}
          total={log.data.total}
          onPageChange={setPage}
          label="Audit log pages"
        />
      ) : null}
    </div>
  );
}
