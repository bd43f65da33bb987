import type { PermissionCatalogueResponse } from '@fundpath/contracts/permissions';
import { hasPermission, type Role } from '@fundpath/contracts/roles';
import { Lock, Save, ShieldCheck, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatRole } from '@/lib/format';
import { usePermissionCatalogue, useUpdateMatrix } from '../../api/permissions';

type Cell = PermissionCatalogueResponse['matrix'][number];
const cellKey = (role: string, permission: string) => `${role}:${permission}`;

/** Shown to staff without permissions.manage on the permission screens. */
export function NeedsPermissionsManage() {
  return (
    <EmptyState
      icon={ShieldCheck}
      title="You can't manage permissions"
      description="Ask an administrator for the “Manage permissions” permission."
    />
  );
}

/**
 * `/admin/permissions/matrix`: roles × permissions. Tick or untick, review the pending changes,
 * save them in one audited request. Cells that differ from the catalogue default are marked;
 * locked ones (admins keep Manage permissions) cannot change.
 */
export function PermissionMatrix() {
  const { user } = useAuth();
  const canManage = hasPermission(user, 'permissions.manage');
  const catalogue = usePermissionCatalogue();
  const update = useUpdateMatrix();
  const dialogs = useDialogs();
  const [pending, setPending] = useState<Map<string, boolean>>(new Map());

  const cells = useMemo(() => {
    const map = new Map<string, Cell>();
    for (const c of catalogue.data?.matrix ?? []) map.set(cellKey(c.role, c.permission), c);
    return map;
  }, [catalogue.data]);

  if (!canManage) return <NeedsPermissionsManage />;
  if (catalogue.isPending) return <Spinner size="lg" message="Loading permissions..." className="py-24" />;
  if (catalogue.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
        {errorMessage(catalogue.error, 'The permission matrix could not be loaded')}
      </p>
    );
  }
  const { permissions, roles } = catalogue.data;
  const groups = [...new Set(permissions.map((p) => p.group))];

  const cellValue = (role: Role, permission: string) =>
    pending.get(cellKey(role, permission)) ?? cells.get(cellKey(role, permission))?.granted ?? false;

  const toggle = (role: Role, permission: string) => {
    const key = cellKey(role, permission);
    const stored = cells.get(key)?.granted ?? false;
    const next = new Map(pending);
    const value = !cellValue(role, permission);
    if (value === stored) next.delete(key);
    else next.set(key, value);
    setPending(next);
  };

  const save = async () => {
    const changes = [...pending].map(([key, granted]) => {
      const [role, permission] = key.split(':') as [Role, string];
      return { role, permission, granted };
    });
    const ok = await dialogs.confirm({
      title: `Save ${changes.length} ${changes.length === 1 ? 'change' : 'changes'}?`,
      message:
        'Everyone holding these roles gets the new permissions at once. Each change is recorded in the audit log.',
      confirmLabel: 'Save changes',
      variant: 'warning',
    });
    if (!ok) return;
    update.mutate(
      { changes: changes as never },
      {
        onSuccess: () => {
          setPending(new Map());
          toast.success('Permissions updated');
        },
        onError: (err) =>
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The changes could not be saved')),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Tick what each role may do. A dot marks a value that differs from the default; a lock, one that
          cannot change.
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            disabled={pending.size === 0 || update.isPending}
            onClick={() => setPending(new Map())}
            leftIcon={<Undo2 className="size-4" aria-hidden="true" />}
          >
            Discard
          </Button>
          <Button
            disabled={pending.size === 0}
            loading={update.isPending}
            onClick={save}
            leftIcon={<Save className="size-4" aria-hidden="true" />}
          >
            {pending.size
              ? `Save ${pending.size} ${pending.size === 1 ? 'change' : 'changes'}`
              : 'Save changes'}
          </Button>
        </div>
      </div>
      <Card className="p-0">
        <ScrollRegion label="Permission matrix" className="max-h-[70vh]">
          <table className="w-full min-w-max border-collapse text-sm">
            <caption className="sr-only">Permissions by role</caption>
            <thead className="sticky top-0 z-10 bg-white">
              <tr className="border-b border-slate-200">
                <th scope="col" className="px-4 py-3 text-left text-xs font-medium text-slate-500">
                  Permission
                </th>
                {roles.map((role) => (
                  <th
                    key={role}
                    scope="col"
                    className="px-2 py-3 text-center text-xs font-medium text-slate-600"
                  >
                    {formatRole(role)}
                  </th>
                ))}
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group}>
                <tr className="bg-slate-50">
                  <th
                    colSpan={roles.length + 1}
                    scope="colgroup"
                    className="px-4 py-1.5 text-left text-xs font-semibold text-slate-700"
                  >
                    {group}
                  </th>
                </tr>
                {permissions
                  .filter((p) => p.group === group)
                  .map((p) => (
                    <tr key={p.key} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="max-w-72 px-4 py-2.5 text-left font-normal">
                        <span className="block font-medium text-slate-900">{p.label}</span>
                        <span className="block text-xs text-slate-500">{p.description}</span>
                      </th>
                      {roles.map((role) => {
                        const cell = cells.get(cellKey(role, p.key));
                        const checked = cellValue(role, p.key);
                        const changed = pending.has(cellKey(role, p.key));
                        const differs = checked !== (p.default_roles as string[]).includes(role);
                        return (
                          <td key={role} className={cn('px-2 py-2.5 text-center', changed && 'bg-amber-50')}>
                            <label className="inline-flex cursor-pointer items-center justify-center gap-1">
                              <input
                                type="checkbox"
                                className="size-4 accent-brand disabled:cursor-not-allowed"
                                checked={checked}
                                disabled={cell?.locked}
                                onChange={() => toggle(role, p.key)}
                                aria-label={`${formatRole(role)}: ${p.label}`}
                              />
                              {cell?.locked ? (
                                <Lock className="size-3 text-slate-500" aria-hidden="true" />
                              ) : null}
                              {differs ? (
                                <span className="text-[10px] font-bold text-slate-700" aria-hidden="true">
                                  •
                                </span>
                              ) : null}
                            </label>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
              </tbody>
            ))}
          </table>
        </ScrollRegion>
      </Card>
    </div>
  );
}
