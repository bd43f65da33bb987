import { hasPermission } from '@fundpath/contracts/roles';
import { Grid3x3, ScrollText, ShieldCheck, UserCog } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useEffectivePermissions, usePermissionCatalogue } from '../../api/permissions';
import type { AdminUser } from '../../api/users';
import { NeedsPermissionsManage } from './permission-matrix';
import { UserPicker } from './permission-overrides';

const SOURCE = {
  default: { label: 'Role default', tone: 'neutral' },
  matrix: { label: 'Role matrix', tone: 'info' },
  override: { label: 'Override', tone: 'warning' },
} as const;

const LINKS = [
  { to: '/admin/permissions/matrix', label: 'Role matrix', text: 'What each role may do', icon: Grid3x3 },
  {
    to: '/admin/permissions/overrides',
    label: 'Overrides',
    text: 'Per-person grants and removals',
    icon: UserCog,
  },
  {
    to: '/admin/permissions/audit-logs',
    label: 'Audit log',
    text: 'Who changed what, and when',
    icon: ScrollText,
  },
] as const;

/** `/admin/permissions`: where to go, and one person's effective permissions with their sources. */
export function PermissionsOverview() {
  const { user } = useAuth();
  const [person, setPerson] = useState<AdminUser | null>(null);
  const catalogue = usePermissionCatalogue();
  const effective = useEffectivePermissions(person?.id ?? null);
  if (!hasPermission(user, 'permissions.manage')) return <NeedsPermissionsManage />;
  const labelOf = (key: string) => catalogue.data?.permissions.find((p) => p.key === key)?.label ?? key;
  return (
    <div className="space-y-6">
      <nav aria-label="Permission screens" className="grid gap-3 sm:grid-cols-3">
        {LINKS.map(({ to, label, text, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition hover:ring-brand focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Icon className="mt-0.5 size-5 text-brand" aria-hidden="true" />
            <span>
              <span className="block font-medium text-slate-900">{label}</span>
              <span className="block text-sm text-slate-600">{text}</span>
            </span>
          </Link>
        ))}
      </nav>
      <Card>
        <CardHeader
          icon={<ShieldCheck className="size-4" aria-hidden="true" />}
          title="Effective permissions"
          description="What one person may do, and where each answer comes from."
        />
        <CardBody className="space-y-4">
          <UserPicker value={person} onChange={setPerson} />
          {!person ? null : effective.isPending ? (
            <Spinner size="sm" message="Loading permissions..." />
          ) : effective.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(effective.error, 'Permissions could not be loaded')}
            </p>
          ) : (
            <ul aria-label={`Permissions of ${person.display_name}`} className="divide-y divide-slate-100">
              {effective.data.permissions.map((p) => (
                <li key={p.key} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{labelOf(p.key)}</span>{' '}
                    <code className="text-xs text-slate-600">{p.key}</code>
                  </span>
                  <span className="flex items-center gap-2">
                    <Badge tone={SOURCE[p.source].tone}>{SOURCE[p.source].label}</Badge>
                    <Badge tone={p.granted ? 'success' : 'neutral'}>
                      {p.granted ? 'Allowed' : 'Not allowed'}
                    </Badge>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
