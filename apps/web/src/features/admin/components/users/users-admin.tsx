import type { AdminUser, UserListQuery } from '@fundpath/contracts/people';
import { hasPermission, type Role, roles } from '@fundpath/contracts/roles';
import { MailPlus, ShieldOff, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { DataTable, type DataTableColumn, type SortState } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatRole, timeAgo } from '@/lib/format';
import { useBrandOptions, useBulkUsers, useUserPage } from '../../api/users';
import { InvitesCard } from './invites-card';
import { NewUserDialog } from './new-user-dialog';
import { NeedsUsersManage, StatusBadge } from './parts';
import { UserDrawer } from './user-drawer';

const PER_PAGE = 25;
const ROLE_OPTIONS = roles.map((r) => ({ value: r, label: formatRole(r) }));
type SortId = NonNullable<UserListQuery['sort']>;

/** `/admin/users`: every account, with search, filters, sorting, pages, bulk actions and a detail drawer. */
export function UsersAdmin() {
  const { user: me } = useAuth();
  const canManage = me?.role === 'admin' && hasPermission(me, 'users.manage');
  const dialogs = useDialogs();
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q, 250);
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [brand, setBrand] = useState('');
  const [sort, setSort] = useState<SortState | null>({ id: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [newMode, setNewMode] = useState<'invite' | 'create' | null>(null);
  const [bulkRole, setBulkRole] = useState<Role | ''>('');

  const query: UserListQuery = {
    q: debounced.trim() || undefined,
    role: (role || undefined) as Role | undefined,
    status: (status || undefined) as AdminUser['status'] | undefined,
    brand: brand || undefined,
    sort: (sort?.id ?? 'name') as SortId,
    dir: sort?.direction ?? 'asc',
    page,
    per_page: PER_PAGE,
  };
  const list = useUserPage(query);
  const brands = useBrandOptions();
  const bulk = useBulkUsers();
  const rows = list.data?.users ?? [];
  const total = list.data?.total ?? 0;
  const filtersOn = Boolean(query.q || role || status || brand);

  const resetPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
      setSelected(new Set());
    };

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pageIds = rows.filter((r) => r.id !== me?.id).map((r) => r.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const runBulk = async (action: 'deactivate' | 'reactivate' | 'change_role') => {
    const ids = [...selected];
    const n = ids.length;
    const people = `${n} user${n === 1 ? '' : 's'}`;
    if (action === 'change_role' && !bulkRole) {
      toast.error('Choose the new role first');
      return;
    }
    const ok = await dialogs.confirm(
      action === 'change_role'
        ? {
            title: `Change the role of ${people}?`,
            message: `${people} will become ${formatRole(bulkRole as Role)} and get that role's permissions at once.`,
            confirmLabel: `Change ${people}`,
            variant: 'warning',
          }
        : action === 'deactivate'
          ? {
              title: `Deactivate ${people}?`,
              message: `${people} will be signed out everywhere at once and cannot sign in until reactivated.`,
              confirmLabel: `Deactivate ${people}`,
              variant: 'danger',
            }
          : {
              title: `Reactivate ${people}?`,
              message: `${people} will be able to sign in again.`,
              confirmLabel: `Reactivate ${people}`,
              variant: 'success',
            },
    );
    if (!ok) return;
    bulk.mutate(
      action === 'change_role'
        ? { action, user_ids: ids, role: bulkRole as Role }
        : { action, user_ids: ids },
      {
        onSuccess: (updated) => {
          toast.success(`${updated} of ${people} updated`);
          setSelected(new Set());
        },
        onError: (err) => toast.error(refusalMessage(err) ?? errorMessage(err, 'The bulk action failed')),
      },
    );
  };

  const columns: Array<DataTableColumn<AdminUser>> = [
    ...(canManage
      ? [
          {
            id: 'select',
            header: (
              <input
                type="checkbox"
                aria-label="Select every user on this page"
                className="size-4 accent-brand"
                checked={allOnPage}
                onChange={() =>
                  setSelected((s) => {
                    const next = new Set(s);
                    for (const id of pageIds) {
                      if (allOnPage) next.delete(id);
                      else next.add(id);
                    }
                    return next;
                  })
                }
              />
            ),
            cell: (u: AdminUser) =>
              u.id === me?.id ? null : (
                <input
                  type="checkbox"
                  aria-label={`Select ${u.display_name}`}
                  className="size-4 accent-brand"
                  checked={selected.has(u.id)}
                  onClick={(e) => e.stopPropagation()}
                  onChange={() => toggle(u.id)}
                />
              ),
            className: 'w-10',
          } satisfies DataTableColumn<AdminUser>,
        ]
      : []),
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (u) => (
        <span className="block min-w-0">
          <button
            type="button"
            onClick={(e) => {
              e.stopPropagation();
              setOpenId(u.id);
            }}
            className="block max-w-full truncate text-left font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {u.display_name}
            {u.id === me?.id ? <span className="ml-1 text-xs font-normal text-slate-500">(you)</span> : null}
          </button>
          <span className="block truncate text-xs text-slate-600">{u.email}</span>
        </span>
      ),
    },
    { id: 'role', header: 'Role', sortable: true, cell: (u) => formatRole(u.role) },
    { id: 'status', header: 'Status', cell: (u) => <StatusBadge status={u.status} /> },
    {
      id: 'brand',
      header: 'Brand',
      hideOnMobile: true,
      cell: (u) => u.brand_name ?? <span className="text-slate-500">—</span>,
    },
    {
      id: 'last_sign_in_at',
      header: 'Last sign-in',
      sortable: true,
      hideOnMobile: true,
      cell: (u) =>
        u.last_sign_in_at ? timeAgo(u.last_sign_in_at) : <span className="text-slate-500">Never</span>,
    },
    {
      id: 'created_at',
      header: 'Joined',
      sortable: true,
      hideOnMobile: true,
      cell: (u) => new Date(u.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' }),
    },
  ];

  return (
    <div className="min-w-0 space-y-6">
      {!canManage ? <NeedsUsersManage /> : null}
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 lg:flex-row lg:items-end">
          <div className="grid flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <SearchInput
              label="Search users"
              value={q}
              onChange={resetPage(setQ)}
              placeholder="Name or e-mail"
            />
            <NativeSelect
              label="Role"
              labelSize="sm"
              value={role}
              onChange={resetPage(setRole)}
              placeholder="All roles"
              options={ROLE_OPTIONS}
              highlighted={Boolean(role)}
            />
            <NativeSelect
              label="Status"
              labelSize="sm"
              value={status}
              onChange={resetPage(setStatus)}
              placeholder="Any status"
              options={[
                { value: 'active', label: 'Active' },
                { value: 'deactivated', label: 'Deactivated' },
              ]}
              highlighted={Boolean(status)}
            />
            <NativeSelect
              label="Brand"
              labelSize="sm"
              value={brand}
              onChange={resetPage(setBrand)}
              placeholder="Every brand"
              options={[
                { value: 'none', label: 'No brand' },
                ...(brands.data ?? []).map((b) => ({ value: b.id, label: b.name })),
              ]}
              highlighted={Boolean(brand)}
            />
          </div>
          {canManage ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setNewMode('invite')}>
                <MailPlus className="size-4" aria-hidden="true" />
                Invite user
              </Button>
              <Button variant="secondary" onClick={() => setNewMode('create')}>
                <UserPlus className="size-4" aria-hidden="true" />
                Create user
              </Button>
            </div>
          ) : null}
        </div>

        {canManage && selected.size > 0 ? (
          <section
            aria-label="Bulk actions"
            className="flex flex-wrap items-end gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3"
          >
            <p className="self-center text-sm font-medium text-slate-800" aria-live="polite">
              {selected.size} selected
            </p>
            <NativeSelect
              label="New role"
              labelSize="sm"
              value={bulkRole}
              onChange={(v) => setBulkRole(v as Role | '')}
              placeholder="Choose a role"
              options={ROLE_OPTIONS}
              className="w-44"
            />
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void runBulk('change_role')}
              disabled={bulk.isPending}
            >
              Change role
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => void runBulk('deactivate')}
              disabled={bulk.isPending}
            >
              <ShieldOff className="size-4" aria-hidden="true" />
              Deactivate
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void runBulk('reactivate')}
              disabled={bulk.isPending}
            >
              Reactivate
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </section>
        ) : null}

        <DataTable
          caption="Users"
          columns={columns}
          rows={rows}
          getRowId={(u) => u.id}
          sort={sort}
          onSortChange={(s) => {
            setSort(s);
            setPage(1);
          }}
          loading={list.isPending}
          error={list.isError ? errorMessage(list.error, 'Users could not be loaded') : undefined}
          onRetry={() => void list.refetch()}
          onRowClick={(u) => setOpenId(u.id)}
          rowClassName={(u) => (selected.has(u.id) ? 'bg-brand/5' : undefined)}
          empty={
            <EmptyState
              icon={Users}
              title={filtersOn ? 'Nobody matches these filters' : 'No users yet'}
              description={
                filtersOn ? 'Clear a filter or search for something else.' : 'Invite the first person.'
              }
            />
          }
        />
        <div className="border-t border-slate-200 px-4 py-3">
          <Pagination
            page={page}
            pageSize={PER_PAGE}
            total={total}
            onPageChange={setPage}
            label="Users pages"
          />
        </div>
      </Card>

      {canManage ? <InvitesCard /> : null}

      {newMode ? <NewUserDialog mode={newMode} onClose={() => setNewMode(null)} /> : null}
      {openId ? <UserDrawer userId={openId} canManage={canManage} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
