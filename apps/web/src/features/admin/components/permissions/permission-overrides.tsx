import { newOverrideSchema, type PermissionKey } from '@fundpath/contracts/permissions';
import { hasPermission } from '@fundpath/contracts/roles';
import { ShieldMinus, ShieldPlus, Trash2, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { TextareaField } from '@/components/ui/textarea';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime, formatRole } from '@/lib/format';
import {
  useOverrides,
  usePermissionCatalogue,
  useRemoveOverride,
  useSetOverride,
} from '../../api/permissions';
import { type AdminUser, useUsers } from '../../api/users';
import { NeedsPermissionsManage } from './permission-matrix';

type OverrideRow = NonNullable<ReturnType<typeof useOverrides>['data']>[number];

/** Find a person by name or e-mail (GET /admin/users?q=). */
export function UserPicker({
  value,
  onChange,
  label = 'Person',
}: {
  value: AdminUser | null;
  onChange: (user: AdminUser | null) => void;
  label?: string;
}) {
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q, 250);
  const users = useUsers({ q: debounced }, debounced.trim().length >= 2);
  if (value) {
    return (
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-800">{label}</p>
        <div className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <span className="min-w-0 text-sm">
            <span className="block truncate font-medium text-slate-900">{value.display_name}</span>
            <span className="block truncate text-xs text-slate-600">
              {value.email} · {formatRole(value.role)}
            </span>
          </span>
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            Change
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div>
      <SearchInput label={label} value={q} onChange={setQ} placeholder="Name or e-mail (2+ letters)" />
      {debounced.trim().length >= 2 ? (
        <ul
          aria-label="Matching people"
          className="mt-2 max-h-56 overflow-auto rounded-lg ring-1 ring-slate-200"
        >
          {users.isPending ? (
            <li className="px-3 py-2 text-sm text-slate-500">Searching…</li>
          ) : (users.data ?? []).length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">Nobody matches “{debounced}”.</li>
          ) : (
            users.data?.slice(0, 8).map((u) => (
              <li key={u.id}>
                <button
                  type="button"
                  onClick={() => onChange(u)}
                  className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{u.display_name}</span>
                    <span className="block truncate text-xs text-slate-600">
                      {u.email} · {formatRole(u.role)}
                    </span>
                  </span>
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}

function OverrideForm() {
  const catalogue = usePermissionCatalogue();
  const set = useSetOverride();
  const [person, setPerson] = useState<AdminUser | null>(null);
  const [permission, setPermission] = useState<string>('');
  const [granted, setGranted] = useState(false);
  const [reason, setReason] = useState('');
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!person) {
      setErrors({ user_id: 'Choose a person' });
      return;
    }
    const parsed = newOverrideSchema.safeParse({
      user_id: person.id,
      permission: permission as PermissionKey,
      granted,
      reason,
      expires_at: expires ? new Date(expires).toISOString() : null,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])));
      return;
    }
    setErrors({});
    set.mutate(parsed.data, {
      onSuccess: (o) => {
        toast.success(`${o.granted ? 'Granted' : 'Removed'} for ${o.user_name ?? 'the user'}`);
        setReason('');
        setExpires('');
      },
      onError: (err) => {
        setErrors(fieldErrorsOf(err));
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The override could not be saved'));
      },
    });
  };

  const options = [
    { value: '', label: 'Choose a permission…' },
    ...(catalogue.data?.permissions ?? []).map((p) => ({ value: p.key, label: `${p.label} (${p.key})` })),
  ];
  return (
    <Card>
      <CardHeader
        title="New override"
        description="Grant or remove one permission for one person, whatever their role says."
      />
      <CardBody>
        <form onSubmit={submit} aria-label="New override" className="grid gap-4" noValidate>
          <div>
            <UserPicker value={person} onChange={setPerson} />
            {errors.user_id ? (
              <p className="mt-1.5 text-xs font-medium text-red-600">{errors.user_id}</p>
            ) : null}
          </div>
          <NativeSelect
            label="Permission"
            value={permission}
            onChange={setPermission}
            options={options}
            error={errors.permission}
          />
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">Effect</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
              <label className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="override-effect"
                  checked={!granted}
                  onChange={() => setGranted(false)}
                  className="size-4 accent-brand"
                />
                Remove it
              </label>
              <label className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="override-effect"
                  checked={granted}
                  onChange={() => setGranted(true)}
                  className="size-4 accent-brand"
                />
                Grant it
              </label>
            </div>
          </fieldset>
          <TextareaField
            label="Reason"
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
            hint="Kept with the override and in the audit log."
          />
          <Field
            label="Expires (optional)"
            type="datetime-local"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            error={errors.expires_at}
            hint="Leave empty to keep it until removed."
          />
          <div className="flex justify-end">
            <Button
              type="submit"
              loading={set.isPending}
              leftIcon={
                granted ? (
                  <ShieldPlus className="size-4" aria-hidden="true" />
                ) : (
                  <ShieldMinus className="size-4" aria-hidden="true" />
                )
              }
            >
              Save override
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

/** `/admin/permissions/overrides`: per-user grants and denials with reason and expiry. */
export function PermissionOverrides() {
  const { user } = useAuth();
  const [includeExpired, setIncludeExpired] = useState(false);
  const overrides = useOverrides({ include_expired: includeExpired });
  const remove = useRemoveOverride();
  const dialogs = useDialogs();
  if (!hasPermission(user, 'permissions.manage')) return <NeedsPermissionsManage />;

  const columns: DataTableColumn<OverrideRow>[] = [
    {
      id: 'user',
      header: 'Person',
      cell: (o) => (
        <span className="block min-w-0">
          <span className="block font-medium text-slate-900">{o.user_name}</span>
          <span className="block text-xs text-slate-600">{o.user_email}</span>
        </span>
      ),
    },
    {
      id: 'permission',
      header: 'Permission',
      cell: (o) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge tone={o.granted ? 'success' : 'danger'}>{o.granted ? 'Granted' : 'Removed'}</Badge>
          <code className="text-xs text-slate-700">{o.permission}</code>
        </span>
      ),
    },
    {
      id: 'reason',
      header: 'Reason',
      hideOnMobile: true,
      cell: (o) => <span className="block max-w-64 whitespace-normal text-slate-700">{o.reason}</span>,
    },
    {
      id: 'expires',
      header: 'Expires',
      cell: (o) =>
        o.expires_at ? (
          <span className={o.expired ? 'text-slate-500 line-through' : 'text-slate-700'}>
            {formatDateTime(o.expires_at)}
          </span>
        ) : (
          <span className="text-slate-500">Never</span>
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (o) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete the override of ${o.permission} for ${o.user_name}`}
          leftIcon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={async () => {
            const ok = await dialogs.confirm({
              title: 'Delete this override?',
              message: `${o.user_name} goes back to what their role allows for ${o.permission}.`,
              confirmLabel: 'Delete override',
              variant: 'danger',
            });
            if (!ok) return;
            remove.mutate(o.id, {
              onSuccess: () => toast.success('Override deleted'),
              onError: (err) => toast.error(errorMessage(err, 'The override could not be deleted')),
            });
          }}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <OverrideForm />
      <div className="space-y-3">
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={includeExpired}
            onChange={(e) => setIncludeExpired(e.target.checked)}
            className="size-4 accent-brand"
          />
          Show expired overrides
        </label>
        <DataTable
          caption="Permission overrides"
          columns={columns}
          rows={overrides.data ?? []}
          getRowId={(o) => o.id}
          loading={overrides.isPending}
          error={
            overrides.isError ? errorMessage(overrides.error, 'Overrides could not be loaded') : undefined
          }
          onRetry={() => overrides.refetch()}
          empty={
            <EmptyState
              variant="plain"
              icon={ShieldPlus}
              titleAs="p"
              title="No overrides"
              description="Everyone has exactly what their role allows."
            />
          }
        />
      </div>
    </div>
  );
}
